"""The 16 spells (Zauber-Übersicht 15.6) with grade and damage as data.

>>> spells = load_spells()
>>> spells["Quake"].grade, spells["Quake"].damage
(3, SpellDamage(dice=3, strike_skill=3, targets='all_enemies', dice_any=False))
>>> sorted(s.name for s in spells.values() if s.damage)
['Inferno', 'Painchain', 'Quake', 'Shockwave']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from referee.got._toml import load_data, read_fields

SECTION = "15.6"


@dataclasses.dataclass(frozen=True)
class SpellDamage:
    """Damage by dice: ``dice`` dice struck with skill ``strike_skill`` (13.4 against the target)."""

    dice: int
    strike_skill: int
    #: "all_enemies" or "chain" (Painchain)
    targets: str
    #: the caster chooses the number of dice (Painchain)
    dice_any: bool = False


@dataclasses.dataclass(frozen=True)
class DamagePoints:
    """Fixed damage points (no dice): ``amount`` per ``per`` to ``to``."""

    amount: int
    per: str
    to: str


@dataclasses.dataclass(frozen=True)
class Spell:
    name: str
    #: Zaubergrad 2–5: a caster needs at least this skill (15.3)
    grade: int
    digest: str
    #: the digest in German (our own words, as the English one)
    digest_de: str = ""
    damage: SpellDamage | None = None
    damage_points: DamagePoints | None = None
    kills: str = ""
    summons: str = ""
    skill_change: int = 0
    #: places the spell moves the round marker, forward or back (Timewarp, 11.7)
    round_marker: int = 0
    section: str = SECTION


def _spell(name: str, t: Mapping[str, Any]) -> Spell:
    where = f"spells.toml [{name}]"
    s = read_fields(
        t, where,
        required={"grade": int, "digest": str, "digest_de": str},
        optional={"damage": dict, "damage_points": dict, "kills": str, "summons": str, "skill_change": int,
                  "round_marker": int},
        sections=(SECTION,),
    )
    damage = None
    if "damage" in s:
        d = read_fields(s["damage"], where + " damage",
                        required={"dice": int, "strike_skill": int, "targets": str},
                        optional={"dice_any": bool}, sections=(SECTION,))
        damage = SpellDamage(d["dice"], d["strike_skill"], d["targets"], d.get("dice_any", False))
    points = None
    if "damage_points" in s:
        p = read_fields(s["damage_points"], where + " damage_points",
                        required={"amount": int, "per": str, "to": str}, optional={}, sections=(SECTION,))
        points = DamagePoints(p["amount"], p["per"], p["to"])
    return Spell(
        name=name, grade=s["grade"], digest=s["digest"], digest_de=s["digest_de"], damage=damage, damage_points=points,
        kills=s.get("kills", ""), summons=s.get("summons", ""), skill_change=s.get("skill_change", 0),
        round_marker=s.get("round_marker", 0),
    )


def load_spells() -> dict[str, Spell]:
    return {name: _spell(name, t) for name, t in load_data("spells.toml")["spell"].items()}
