"""Carries (Übertrag, 13.6, 13.7): excess hits of a melee strike passed on to further targets.

A carry is allowed only onto a target whose strike number does not exceed the
one declared for the first target.  Hazard penalties of any target hold for the
whole strike; hazard bonuses only when every target gives them (13.7).

>>> from referee.got.odds.fighter import Fighter, Klass
>>> troll = Fighter("Troll", Klass.CREATURE, 8, 2, 16)
>>> cent = Fighter("Centaur", Klass.CREATURE, 3, 4, 12)
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> c = carry_odds(Stand(troll), Stand(ogre, damage=4), [Stand(cent)], declared=6)
>>> c.strike_numbers, c.p_kill[1] == c.distribution_tail(5)
((4, 6), True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.odds.dice import hits
from referee.got.odds.interpretations import resolve
from referee.got.odds.melee import melee_setup
from referee.got.odds.setup import Modifier, Setup, Stand, strike_number
from referee.got.odds.terrain import Hazard, Hexside


@dataclasses.dataclass(frozen=True)
class CarryOdds:
    declared: int
    dice: int
    p_hit: Fraction
    #: P(hits = k) of the one roll at the declared strike number.
    distribution: tuple[Fraction, ...]
    #: Strike number on each target (first, then carry targets) with the combined modifiers.
    strike_numbers: tuple[int, ...]
    lives: tuple[int, ...]
    #: P(target i is killed) for the first target and each carry target in order.
    p_kill: tuple[Fraction, ...]
    #: P(first target killed) when striking it alone at its natural strike number.
    p_kill_first_alone: Fraction
    expected_kills: Fraction
    modifiers: tuple[Modifier, ...]
    notes: tuple[str, ...] = ()

    def distribution_tail(self, at_least: int) -> Fraction:
        return sum(self.distribution[at_least:], Fraction(0))

    def to_dict(self) -> dict[str, Any]:
        return {
            "declared": self.declared, "dice": self.dice, "p_hit": float(self.p_hit),
            "distribution": [float(p) for p in self.distribution],
            "strike_numbers": list(self.strike_numbers), "lives": list(self.lives),
            "p_kill": [float(p) for p in self.p_kill],
            "p_kill_exact": [str(p) for p in self.p_kill],
            "p_kill_first_alone": float(self.p_kill_first_alone),
            "expected_kills": float(self.expected_kills),
            "modifiers": [m.to_dict() for m in self.modifiers], "notes": list(self.notes),
        }


def _key(m: Modifier) -> tuple[str, str, int]:
    return (m.name, m.applies_to, m.delta)


def combine(setups: Sequence[Setup], settings: Mapping[str, str] | None = None) -> tuple[int, int, list[Modifier]]:
    """Dice and attacker skill of a strike with carries under 13.7, and the modifiers kept."""
    first = setups[0]
    movable = ("dice", "attacker_skill")

    def hz(s: Setup) -> list[Modifier]:
        return [m for m in s.modifiers if m.hazard and m.applies_to in movable and m.name != "cloud"]

    kept: list[Modifier] = []
    seen: set[tuple[str, str, int]] = set()
    for s in setups:
        for m in hz(s):
            if _key(m) in seen:
                continue
            shared = all(_key(m) in {_key(x) for x in hz(o)} for o in setups)
            if not m.helps_striker or shared:
                kept.append(m)
                seen.add(_key(m))
    cloud = [m for m in first.modifiers if m.name == "cloud"]
    dice = first.dice - sum(m.delta for m in hz(first) if m.applies_to == "dice") \
        - sum(m.delta for m in cloud)
    dice += sum(m.delta for m in kept if m.applies_to == "dice")
    if cloud:
        base = first.power if resolve("got.odds.cloud_base", settings) == "power" else dice
        extra = max(base, 0) // 2
        kept.append(dataclasses.replace(cloud[0], delta=extra))
        dice += extra
    skill = first.attacker_skill - sum(m.delta for m in hz(first) if m.applies_to == "attacker_skill")
    skill += sum(m.delta for m in kept if m.applies_to == "attacker_skill")
    others = [m for m in first.modifiers if not (m.hazard and m.applies_to in movable)]
    return max(dice, 0), skill, others + kept


def carry_odds(
    attacker: Stand,
    first: Stand,
    carries: Sequence[Stand],
    *,
    first_hexside: Hexside = Hexside.NONE,
    carry_hexsides: Sequence[Hexside] = (),
    declared: int | None = None,
    settings: Mapping[str, str] | None = None,
) -> CarryOdds:
    """Exact chances of killing the first target and each carry target with one strike (13.6, 13.7)."""
    if not carries:
        raise InvalidInput("Ein Übertrag braucht mindestens ein weiteres Ziel.",
                           "A carry needs at least one further target.", sections=("13.6",))
    sides = list(carry_hexsides) or [Hexside.NONE] * len(carries)
    if len(sides) != len(carries):
        raise InvalidInput("Für jedes Übertrags-Ziel genau eine Hazard-Kante angeben.",
                           "Give exactly one hexside per carry target.")
    targets = [first, *carries]
    all_sides = [first_hexside, *sides]
    if any(t.hazard is Hazard.DARKNESS for t in targets):
        raise RuleViolation("Kein Übertrag über die Dunkelheit.", "No carry over darkness.",
                            sections=("12.7", "13.6"))
    for side in sides:
        if side is Hexside.DUNE_UP and first_hexside is not Hexside.DUNE_UP:
            raise RuleViolation("Übertrag eine Düne hinauf nur, wenn auch der Schlag Dünen hinauf ging.",
                                "A carry up a dune needs the strike itself to go up a dune.",
                                sections=("12.7", "13.6"))
    setups = [melee_setup(attacker, t, s, settings=settings) for t, s in zip(targets, all_sides, strict=True)]
    dice, a_skill, mods = combine(setups, settings)
    numbers = tuple(1 if s.auto_hit else strike_number(a_skill, s.defender_skill) for s in setups)
    number = numbers[0] if declared is None else declared
    if declared is None:
        number = max(numbers)
    if not numbers[0] <= number <= 6:
        raise RuleViolation(f"Angesagter Mindestwurf {number} muss zwischen {numbers[0]} und 6 liegen.",
                            f"Declared strike number {number} must lie between {numbers[0]} and 6.",
                            sections=("13.4", "13.6"))
    for t, n in zip(carries, numbers[1:], strict=True):
        if n > number:
            raise RuleViolation(
                f"Übertrag auf {t.fighter.name} braucht Mindestwurf {n}, angesagt ist {number}.",
                f"A carry onto {t.fighter.name} needs strike number {n}, but {number} was declared.",
                sections=("13.6",))
    lives = tuple(s.life_left for s in setups)
    law = hits(dice, number)
    dist = law.fractions()
    p_kill, need = [], 0
    for life in lives:
        need += life
        p_kill.append(law.tail(need))
    alone = setups[0].law().tail(lives[0])
    notes: tuple[str, ...] = ()
    if setups[0].strikes > 1:
        notes = ("Each of a Pixie's two attacks carries on its own; one attack shown.",)
    return CarryOdds(number, dice, Fraction(7 - number, 6), dist, numbers, lives, tuple(p_kill), alone,
                     sum(p_kill, Fraction(0)), tuple(mods), notes)
