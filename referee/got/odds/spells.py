"""Damage spells as odds (15.6): Shockwave, Quake, Inferno on every enemy; Painchain along a chain.

Shockwave, Quake and Inferno roll 3 dice against every enemy figure as if struck
with skill 2, 3 or 4; Painchain rolls any number of dice at skill 5 and passes the
damage on as dice to the next adjacent enemy until a figure dies.  Masters on the
field forbid every spell (15.5); the caster needs magic and a skill of at least the
spell's grade (15.1, 15.3).

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> area_spell("quake", [Stand(ogre)]).targets[0].strike_number
3
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache
from typing import Any

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.field import Field
from referee.got.odds.dice import hits
from referee.got.odds.fighter import Fighter, Klass
from referee.got.odds.setup import Stand, darkness_applies, effective_power, strike_number
from referee.got.odds.terrain import Hazard
from referee.got.spells import load_spells


@cache
def damage_spells() -> dict[str, tuple[int, int, int]]:
    """Damage spells of the catalog (15.6): name -> (grade, skill of its dice, dice; 0 = caster's choice)."""
    out = {}
    for spell in load_spells().values():
        if spell.damage is not None:
            dice = 0 if spell.damage.dice_any else spell.damage.dice
            out[spell.name.lower()] = (spell.grade, spell.damage.strike_skill, dice)
    return out


@dataclasses.dataclass(frozen=True)
class TargetOdds:
    name: str
    strike_number: int
    life_left: int
    distribution: tuple[Fraction, ...]
    p_kill: Fraction
    #: Painchain: chance that the chain reaches this figure.
    p_reached: Fraction = Fraction(1)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "strike_number": self.strike_number, "life_left": self.life_left,
                "distribution": [float(p) for p in self.distribution], "p_kill": float(self.p_kill),
                "p_reached": float(self.p_reached)}


@dataclasses.dataclass(frozen=True)
class SpellOdds:
    spell: str
    targets: tuple[TargetOdds, ...]
    #: P(exactly k figures die).
    kills: tuple[Fraction, ...]
    expected_kills: Fraction
    expected_value_killed: Fraction
    sections: tuple[str, ...] = ("15.6",)

    def to_dict(self) -> dict[str, Any]:
        return {"spell": self.spell, "targets": [t.to_dict() for t in self.targets],
                "kills": [float(p) for p in self.kills], "expected_kills": float(self.expected_kills),
                "expected_value_killed": float(self.expected_value_killed), "sections": list(self.sections)}


def check_spell(spell: str, targets: Sequence[Stand], caster: Fighter | None, masters_present: bool) -> str:
    key = spell.strip().lower()
    spells = damage_spells()
    if key not in spells:
        raise UnknownName.of("Schadenszauber", "damage spell", spell, spells, sections=("15.6",))
    grade = spells[key][0]
    if masters_present or any(t.fighter.klass is Klass.MASTER for t in targets):
        raise RuleViolation("Solange ein Herrscher auf dem Schlachtfeld steht, wirkt kein Zauber.",
                            "While a master is on the battlefield no spell works.", sections=("15.5", "3.2"))
    if caster is not None:
        if not caster.magic:
            raise RuleViolation(f"{caster.name} ist nicht magiebegabt.", f"{caster.name} cannot cast spells.",
                                sections=("15.1",))
        if (caster.skill or 0) < grade:
            raise RuleViolation(f"{spell} hat Grad {grade}, {caster.name} nur Intelligenz {caster.skill}.",
                                f"{spell} has grade {grade}, {caster.name} only skill {caster.skill}.",
                                sections=("15.3",))
    if not targets:
        raise InvalidInput("Mindestens ein Ziel angeben.", "Give at least one target.", sections=("15.6",))
    return key


def _target(stand: Stand, skill: int, dice: int, settings: Mapping[str, str] | None) -> tuple[int, int, Any]:
    life, _ = effective_power(stand)
    d = stand.fighter.skill if stand.fighter.skill is not None else skill  # Chimera adapts (16.5)
    d -= 1 if stand.landscaped else 0
    number = strike_number(skill, d)
    red = 1 if stand.hazard is Hazard.DARKNESS and darkness_applies("spell", settings) else 0
    return number, max(life - stand.damage, 0), hits(dice, number).shifted(-red)


def area_spell(spell: str, targets: Sequence[Stand], *, caster: Fighter | None = None,
               masters_present: bool = False, settings: Mapping[str, str] | None = None) -> SpellOdds:
    """Shockwave, Quake or Inferno: 3 dice on every enemy figure (15.6)."""
    key = check_spell(spell, targets, caster, masters_present)
    _, skill, dice = damage_spells()[key]
    if dice == 0:
        raise InvalidInput("Painchain ist ein Kettenzauber: painchain() benutzen.",
                           "Painchain is a chain spell: use painchain().", sections=("15.6",))
    out, kills = [], [Fraction(1)]
    for t in targets:
        number, left, law = _target(t, skill, dice, settings)
        pk = law.tail(left) if left > 0 else Fraction(1)
        out.append(TargetOdds(t.fighter.name, number, left, law.fractions(), pk))
        kills = [(kills[k] if k < len(kills) else 0) * (1 - pk) + (kills[k - 1] * pk if k else 0)
                 for k in range(len(kills) + 1)]
    value = sum((o.p_kill * t.fighter.value for o, t in zip(out, targets, strict=True)), Fraction(0))
    return SpellOdds(key, tuple(out), tuple(kills), sum((o.p_kill for o in out), Fraction(0)), value)


def painchain(dice: int, chain: Sequence[Stand], *, caster: Fighter | None = None,
              masters_present: bool = False, settings: Mapping[str, str] | None = None) -> SpellOdds:
    """Painchain: ``dice`` dice at skill 5 on the first figure, the damage passed on as dice (15.6)."""
    check_spell("painchain", chain, caster, masters_present)
    if dice < 1:
        raise InvalidInput("Painchain braucht mindestens einen Würfel.", "Painchain needs at least one die.",
                           sections=("15.6",))
    current: dict[int, Fraction] = {dice: Fraction(1)}
    out, kill_any = [], Fraction(0)
    for t in chain:
        reached = sum(current.values(), Fraction(0))
        nxt: dict[int, Fraction] = {}
        p_kill = Fraction(0)
        first_dist: tuple[Fraction, ...] = ()
        number = left = 0
        for h, p in current.items():
            number, left, law = _target(t, damage_spells()["painchain"][1], h, settings)
            dist = law.fractions()
            if not first_dist:
                first_dist = dist
            for k, q in enumerate(dist):
                if left and k >= left:
                    p_kill += p * q
                elif k > 0:
                    nxt[k] = nxt.get(k, Fraction(0)) + p * q
        out.append(TargetOdds(t.fighter.name, number, left, first_dist if t is chain[0] else (),
                              p_kill, reached))
        kill_any += p_kill
        current = nxt
    value = sum((o.p_kill * t.fighter.value for o, t in zip(out, chain, strict=True)), Fraction(0))
    return SpellOdds("painchain", tuple(out), (1 - kill_any, kill_any), kill_any, value)

#: the masters on the field (the section the app shows)
MASTERS = Field("Herrscher auf dem Feld", "masters present", ("15.5",))
