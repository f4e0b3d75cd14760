"""Odds of a rangestrike (14) in the same shape as a melee strike.

>>> from referee.got.odds.bridge import fighter
>>> o = rangestrike_odds(Stand(fighter("Giant")), Stand(fighter("Ogre")), distance=3)
>>> o.dice, o.strike_number
(3, 2)
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.core.errors import RuleViolation
from referee.got.odds.rangestrike import rangestrike_setup
from referee.got.odds.setup import Stand
from referee.got.odds.strike import StrikeOdds, odds_of


def check_no_carry(carries: object) -> None:
    """A rangestrike never carries hits to another figure (14.1); refused when ``carries`` are given.

    >>> check_no_carry(["Ogre"])
    Traceback (most recent call last):
    ...
    referee.core.errors.RuleViolation: § 14.1: Ein Fernschuss überträgt nie Treffer. / A rangestrike never carries hits.
    """
    if carries:
        raise RuleViolation("Ein Fernschuss überträgt nie Treffer.", "A rangestrike never carries hits.", sections=("14.1",))


def rangestrike_odds(
    shooter: Stand,
    target: Stand,
    distance: int,
    *,
    brambles: int = 0,
    walls_up: int = 0,
    settings: Mapping[str, str] | None = None,
) -> StrikeOdds:
    """Exact odds of a rangestrike over ``distance`` hexes, shooter's and target's hex counted (14.2)."""
    setup = rangestrike_setup(shooter, target, distance, brambles=brambles, walls_up=walls_up, settings=settings)
    return odds_of(setup, None, ("No carry from a rangestrike (14.1).",))
