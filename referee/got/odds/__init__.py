"""Gods of Titan odds: exact strikes, carries, rangestrikes, spells and duels; sampled battles.

>>> from referee.got.odds import Stand, fighter, strike_odds
>>> o = strike_odds(Stand(fighter("Lion")), Stand(fighter("Ogre")))
>>> o.strike_number, o.dice
(3, 5)
"""

import importlib
from typing import TYPE_CHECKING

# at once: ``fighter`` is also a module of the package, which would otherwise shadow the function once imported
from referee.got.odds.bridge import fighter, parse_figure_spec

if TYPE_CHECKING:  # the names for the type checker; at run time each is imported where first read (below)
    from referee.got.odds.abilities import FinalBlowOdds, final_blow_odds, reapers_call
    from referee.got.odds.battle import BattleOdds, battle_exact_odds, battle_odds
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

#: where each name lives: a name is imported when first read, so that what needs the strike odds or the terrain does
#: not load numpy and the battle tables (the app's odds dock is built at its start; numpy loads at the first odds)
_WHERE = {
    "ArmyContext": "referee.got.odds.context",
    "BattleOdds": "referee.got.odds.battle",
    "CarryOdds": "referee.got.odds.carry",
    "DuelOdds": "referee.got.odds.duel",
    "Fighter": "referee.got.odds.fighter",
    "FinalBlowOdds": "referee.got.odds.abilities",
    "Hazard": "referee.got.odds.terrain",
    "Hexside": "referee.got.odds.terrain",
    "Klass": "referee.got.odds.fighter",
    "Modifier": "referee.got.odds.setup",
    "ODDS_INTERPRETATIONS": "referee.got.odds.interpretations",
    "SpellOdds": "referee.got.odds.spells",
    "Stand": "referee.got.odds.setup",
    "StrikeOdds": "referee.got.odds.strike",
    "area_spell": "referee.got.odds.spells",
    "battle_exact_odds": "referee.got.odds.battle",
    "battle_odds": "referee.got.odds.battle",
    "carry_odds": "referee.got.odds.carry",
    "duel_odds": "referee.got.odds.duel",
    "final_blow_odds": "referee.got.odds.abilities",
    "painchain": "referee.got.odds.spells",
    "parse_context": "referee.got.odds.context",
    "parse_hazard": "referee.got.odds.terrain",
    "parse_hexside": "referee.got.odds.terrain",
    "rangestrike_odds": "referee.got.odds.ranged",
    "rangestrike_setup": "referee.got.odds.rangestrike",
    "reapers_call": "referee.got.odds.abilities",
    "strike_odds": "referee.got.odds.strike",
}


def __getattr__(name: str) -> object:
    if name not in _WHERE:  # a module of the package, read as its attribute
        try:
            return importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(_WHERE[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "ODDS_INTERPRETATIONS", "ArmyContext", "BattleOdds", "CarryOdds", "DuelOdds", "Fighter", "FinalBlowOdds", "Hazard",
    "Hexside", "Klass", "Modifier", "SpellOdds", "Stand", "StrikeOdds", "area_spell", "battle_exact_odds",
    "battle_odds", "carry_odds", "duel_odds", "fighter", "final_blow_odds", "painchain", "parse_context", "parse_figure_spec",
    "parse_hazard", "parse_hexside", "rangestrike_odds", "rangestrike_setup", "reapers_call", "strike_odds",
]
