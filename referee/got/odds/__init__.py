"""Gods of Titan odds: exact strikes, carries, rangestrikes, spells and duels; sampled battles — one module each,
imported by what it needs (``referee.got.odds.strike``, ``.battle`` …), so that a strike's odds or the terrain do not
load numpy and the battle tables (the app's odds dock is built at its start; numpy loads with the first battle odds).

>>> from referee.got.odds.bridge import fighter
>>> from referee.got.odds.setup import Stand
>>> from referee.got.odds.strike import strike_odds
>>> o = strike_odds(Stand(fighter("Lion")), Stand(fighter("Ogre")))
>>> o.strike_number, o.dice
(3, 5)
"""
