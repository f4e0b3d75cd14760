"""Rules engine of Weiß Schwarz (2 players) and its exact damage odds.

Modules: ``cards`` (deck check), ``state``, ``deck`` (taking cards, refresh), ``events``, ``engine``
(setup, phases, playing), ``attack`` (§ 6), ``play`` (§ 4 legality), ``odds`` (exact damage odds),
``montecarlo`` (the sampler the odds are checked against), ``view``, ``interpretations``, ``sample``.
"""
