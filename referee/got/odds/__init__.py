"""Gods of Titan odds: exact strikes, carries, rangestrikes, spells and duels; sampled battles.

>>> from referee.got.odds import Stand, fighter, strike_odds
>>> o = strike_odds(Stand(fighter("Lion")), Stand(fighter("Ogre")))
>>> o.strike_number, o.dice
(3, 5)
"""

from referee.got.odds.abilities import FinalBlowOdds, final_blow_odds, reapers_call
from referee.got.odds.battle import BattleOdds, battle_exact_odds, battle_odds
from referee.got.odds.bridge import fighter, parse_figure_spec
from referee.got.odds.carry import CarryOdds, carry_odds
from referee.got.odds.context import ArmyContext, parse_context
from referee.got.odds.duel import DuelOdds, duel_odds
from referee.got.odds.fighter import Fighter, Klass
from referee.got.odds.interpretations import ODDS_INTERPRETATIONS
from referee.got.odds.ranged import rangestrike_odds
from referee.got.odds.rangestrike import rangestrike_setup
from referee.got.odds.setup import Modifier, Stand
from referee.got.odds.spells import SpellOdds, area_spell, painchain
from referee.got.odds.strike import StrikeOdds, strike_odds
from referee.got.odds.terrain import Hazard, Hexside, parse_hazard, parse_hexside

__all__ = [
    "ODDS_INTERPRETATIONS", "ArmyContext", "BattleOdds", "CarryOdds", "DuelOdds", "Fighter", "FinalBlowOdds", "Hazard",
    "Hexside", "Klass", "Modifier", "SpellOdds", "Stand", "StrikeOdds", "area_spell", "battle_exact_odds",
    "battle_odds", "carry_odds", "duel_odds", "fighter", "final_blow_odds", "painchain", "parse_context", "parse_figure_spec",
    "parse_hazard", "parse_hexside", "rangestrike_odds", "rangestrike_setup", "reapers_call", "strike_odds",
]
