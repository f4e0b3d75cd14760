"""Odds of one strike: strike number, dice, exact law of hits, chance to kill (13.2–13.4).

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> lion = Fighter("Lion", Klass.CREATURE, 5, 3, 15)
>>> o = strike_odds(Stand(ogre), Stand(lion))
>>> o.strike_number, o.dice, o.p_hit, o.p_kill
(5, 6, Fraction(1, 3), Fraction(13, 729))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from typing import Any

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
from referee.got.odds.melee import melee_setup
from referee.got.odds.setup import Modifier, Setup, Stand
from referee.got.odds.terrain import Hexside


@dataclasses.dataclass(frozen=True)
class StrikeOdds:
    """The answer to "what are my chances with this strike?"."""

    strike_number: int
    natural_strike_number: int
    dice: int
    strikes: int
    p_hit: Fraction
    #: P(damage points dealt = k), index k (after Darkness, Cuff; all strikes of a Pixie in a tree).
    distribution: tuple[Fraction, ...]
    life_left: int
    p_kill: Fraction
    expected_hits: Fraction
    attacker_skill: int
    defender_skill: int
    modifiers: tuple[Modifier, ...]
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "strike_number": self.strike_number,
            "natural_strike_number": self.natural_strike_number,
            "dice": self.dice,
            "strikes": self.strikes,
            "p_hit": float(self.p_hit),
            "distribution": [float(p) for p in self.distribution],
            "distribution_exact": [str(p) for p in self.distribution],
            "life_left": self.life_left,
            "p_kill": float(self.p_kill),
            "p_kill_exact": str(self.p_kill),
            "expected_hits": float(self.expected_hits),
            "attacker_skill": self.attacker_skill,
            "defender_skill": self.defender_skill,
            "modifiers": [m.to_dict() for m in self.modifiers],
            "notes": list(self.notes),
        }


def check_declared(setup: Setup, declared: int | None) -> int:
    """The strike number rolled: the natural one or a declared higher one (13.6)."""
    if declared is None:
        return setup.strike_number
    if not setup.strike_number <= declared <= 6:
        raise RuleViolation(
            f"Angesagter Mindestwurf {declared} muss zwischen {setup.strike_number} und 6 liegen.",
            f"Declared strike number {declared} must lie between {setup.strike_number} and 6.",
            sections=("13.4", "13.6"),
        )
    return declared


def odds_of(setup: Setup, declared: int | None = None, notes: tuple[str, ...] = ()) -> StrikeOdds:
    """Turn a strike setup into exact odds."""
    number = check_declared(setup, declared)
    law = setup.law(number)
    dist = law.fractions()
    p_hit = Fraction(1) if setup.auto_hit else Fraction(7 - min(number, 7), 6)
    return StrikeOdds(
        strike_number=number,
        natural_strike_number=setup.strike_number,
        dice=setup.dice,
        strikes=setup.strikes,
        p_hit=p_hit,
        distribution=dist,
        life_left=setup.life_left,
        p_kill=law.tail(setup.life_left) if setup.life_left > 0 else Fraction(1),
        expected_hits=law.mean(),
        attacker_skill=setup.attacker_skill,
        defender_skill=setup.defender_skill,
        modifiers=setup.modifiers,
        notes=notes,
    )


def strike_odds(
    attacker: Stand,
    target: Stand,
    hexside: Hexside = Hexside.NONE,
    *,
    declared: int | None = None,
    strike_back: bool = False,
    feared: bool = False,
    cuff: bool = False,
    settings: Mapping[str, str] | None = None,
) -> StrikeOdds:
    """Exact odds of one melee strike of ``attacker`` on ``target`` (13.2–13.4, 12.7, 16.5).

    Answers are memoised on the (hashable) question, so a repeated query is a lookup.
    """
    return _strike_odds(attacker, target, hexside, declared, strike_back, feared, cuff,
                        tuple(sorted((settings or {}).items())))


@cache
def _strike_odds(attacker: Stand, target: Stand, hexside: Hexside, declared: int | None, strike_back: bool,
                 feared: bool, cuff: bool, settings_items: tuple[tuple[str, str], ...]) -> StrikeOdds:
    settings = dict(settings_items)
    _check_damage(target)
    setup = melee_setup(attacker, target, hexside, strike_back=strike_back, feared=feared, cuff=cuff,
                        settings=settings)
    notes: list[str] = []
    if attacker.key == "basilisk" and not strike_back:
        notes.append("Basilisk: Stone Cold (16.5) may discard this roll and turn to stone / darf den Wurf "
                     "verwerfen und sich versteinern")
    if attacker.context.warlord:
        notes.append("Warlord: movement only (12.3), no effect on this strike / nur Bewegung, "
                     "kein Einfluss auf diese Attacke")
    return odds_of(setup, declared, tuple(notes))


def _check_damage(stand: Stand) -> None:
    if stand.damage < 0:
        raise InvalidInput("Schaden kann nicht negativ sein.", "Damage cannot be negative.",
                           sections=("13.5",))

#: the odds of one strike: melee and rangestrike (the section the app shows)
STRIKE = Field("Chancen einer Attacke", "odds of one strike", ("13.4", "14"))
#: a declared strike number and the carry (the section the app shows)
DECLARED = Field("angesagter Mindestwurf", "declared strike number", ("13.6",))
CARRY = Field("Übertrags-Ziel", "carry target", ("13.6",))
