"""Shared pieces of every strike: where a figure stands, modifier records, effective power.

A :class:`Modifier` is one rule that changed a strike, with its section, so a
player can check the referee line by line.

>>> from referee.got.odds.fighter import Fighter, Klass
>>> knight = Fighter("Knight", Klass.HUMAN, 6, 4, 24)
>>> power, mods = effective_power(Stand(knight, context=ArmyContext(enemy_black_or_neutral=True)))
>>> power, mods[0].section
(8, '16.5')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache
from typing import Any

from referee.got.catalog import catalog
from referee.got.numbers import NUMBERS
from referee.got.odds.context import ArmyContext
from referee.got.odds.dice import DamageLaw, certain, hits
from referee.got.odds.fighter import Fighter
from referee.got.odds.interpretations import resolve
from referee.got.odds.terrain import Hazard


@dataclasses.dataclass(frozen=True)
class Stand:
    """A figure where it stands: hazard, its army's context, damage taken (13.5)."""

    fighter: Fighter
    hazard: Hazard = Hazard.PLAIN
    context: ArmyContext = dataclasses.field(default_factory=ArmyContext)
    damage: int = 0
    #: Stands on a hazard it could not normally enter after Landscaping (15.6).
    landscaped: bool = False

    @property
    def key(self) -> str:
        return self.fighter.name.lower()


@dataclasses.dataclass(frozen=True)
class Modifier:
    """One rule that changed a strike.

    ``applies_to`` is one of ``power``, ``life``, ``dice``, ``attacker_skill``,
    ``defender_skill``, ``strike_number``, ``damage``, ``strikes``, ``note``.
    ``hazard`` marks hazard effects (they follow 13.7 in carries).
    """

    name: str
    applies_to: str
    delta: int
    section: str
    en: str
    de: str
    hazard: bool = False

    @property
    def helps_striker(self) -> bool:
        """True when the change is an advantage for the striking figure (13.7)."""
        if self.applies_to in ("defender_skill", "strike_number", "life"):
            return self.delta < 0
        return self.delta > 0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "applies_to": self.applies_to, "delta": self.delta,
                "section": self.section, "en": self.en, "de": self.de, "hazard": self.hazard}


@dataclasses.dataclass(frozen=True)
class Setup:
    """Everything that decides one strike's dice law."""

    power: int
    dice: int
    strikes: int
    attacker_skill: int
    defender_skill: int
    strike_number: int
    damage_bonus: int
    damage_reduction: int
    target_life: int
    target_damage: int
    auto_hit: bool
    modifiers: tuple[Modifier, ...]

    @property
    def life_left(self) -> int:
        return max(self.target_life - self.target_damage, 0)

    def law(self, strike_number: int | None = None) -> DamageLaw:
        """The law of damage points this strike deals (all strikes of a Pixie in a tree)."""
        s = self.strike_number if strike_number is None else strike_number
        one = certain(self.dice) if self.auto_hit else hits(self.dice, s)
        law = one.shifted(self.damage_bonus - self.damage_reduction)
        for _ in range(self.strikes - 1):
            law = law.plus(one.shifted(-self.damage_reduction))
        return law


def strike_number(attacker_skill: int, defender_skill: int) -> int:
    """Table 13.4 (catalog data); beyond skills 1..6 the table's rule 4 + defender − attacker
    continues, kept within 1..6 (interpretation ``got.odds.modifier_order``; 1 allowed, RULES-NOTES 5).
    """
    if 1 <= attacker_skill <= 6 and 1 <= defender_skill <= 6:
        return catalog().strike_number(attacker_skill, defender_skill)
    return min(6, max(1, 4 + defender_skill - attacker_skill))


def effective_power(stand: Stand) -> tuple[int, list[Modifier]]:
    """Power for dice and hits taken, after the army context (16.5, 24.2)."""
    f, ctx, name = stand.fighter, stand.context, stand.key
    power, mods = f.power, []
    knight, jabberwok = NUMBERS.abilities.knight_power_bonus, NUMBERS.abilities.jabberwok_power_vs_element
    if name == "knight" and ctx.enemy_black_or_neutral:
        power += knight
        mods.append(Modifier("knight", "power", knight, "16.5", f"Knight against a black or neutral army: +{knight} power",
                             f"Knight gegen schwarze oder neutrale Armee: Kampfstärke +{knight}"))
    if name == "jabberwok" and ctx.enemy_has_element and power != jabberwok:
        mods.append(Modifier("jabberwok", "power", jabberwok - power, "16.5",
                             f"Jabberwok against an army with an element: power {jabberwok}",
                             f"Jabberwok gegen eine Armee mit Element: Kampfstärke {jabberwok}"))
        power = jabberwok
    if name == "guardian" and ctx.guardian_bonus:
        power += ctx.guardian_bonus
        mods.append(Modifier("guardian", "power", ctx.guardian_bonus, "16.5",
                             f"Guardian bonus +{ctx.guardian_bonus} (highest class in its army)",
                             f"Guardian-Bonus +{ctx.guardian_bonus} (höchste Figurenklasse der Armee)"))
    if name == "necromancer" and ctx.necromancer_power != power:
        mods.append(Modifier("necromancer", "power", ctx.necromancer_power - power, "16.5",
                             f"Necromancer's current power {ctx.necromancer_power}",
                             f"aktuelle Kampfstärke des Necromancers {ctx.necromancer_power}"))
        power = ctx.necromancer_power
    if name == "executer" and ctx.executer_trophies:
        extra = NUMBERS.abilities.executer_power_per_trophy * ctx.executer_trophies
        power += extra
        mods.append(Modifier("executer", "power", extra, "16.5",
                             f"Executer: +{extra} for trophies",
                             f"Executer: +{extra} für Trophäen"))
    return power, mods


def is_native(stand: Stand, terrain: str) -> bool:
    """Native to a hazard or hexside kind (12.7), with Homeland (15.6), Pixie (16.5), Darkness/Cloud."""
    if stand.context.homeland or stand.fighter.native_everywhere:
        return True
    if terrain == Hazard.DARKNESS:
        return stand.context.darklord
    if terrain == Hazard.CLOUD:
        return not stand.context.darklord
    return stand.fighter.native_to(terrain)


@cache
def hazard_figures(hazard: Hazard, phase: str, change: str) -> frozenset[str]:
    """The figures an effect of ``hazard`` names, e.g. the Dragon for the volcano's extra dice (12.7 data)."""
    effects = catalog().hazard(hazard.value).effects_for(phase)
    return frozenset(n.lower() for e in effects if e.change == change for n in e.figures)


def in_volcano(stand: Stand, phase: str, change: str) -> bool:
    """The volcano's bonus belongs to the figures its effect names (Dragons), not to whoever is native there
    by Homeland or the Pixie (12.7, 15.6, 16.5)."""
    return (stand.hazard is Hazard.VOLCANO and stand.key in hazard_figures(Hazard.VOLCANO, phase, change)
            and is_native(stand, Hazard.VOLCANO))


def base_skills(att: Stand, tgt: Stand) -> tuple[int, int, list[Modifier]]:
    """Both skills before hazards; the Chimera adapts to its opponent (16.5)."""
    a, d = att.fighter.skill, tgt.fighter.skill
    mods: list[Modifier] = []
    if a is None and d is None:
        a = d = 4
    if a is None:
        a = d
        mods.append(Modifier("chimera", "attacker_skill", 0, "16.5",
                             f"Chimera adapts its skill to its opponent ({d})",
                             f"Chimera passt ihre Intelligenz dem Gegner an ({d})"))
    if d is None:
        d = a
        mods.append(Modifier("chimera", "defender_skill", 0, "16.5",
                             f"Chimera adapts its skill to its opponent ({a})",
                             f"Chimera passt ihre Intelligenz dem Gegner an ({a})"))
    assert a is not None and d is not None
    return a, d, mods


def darkness_applies(kind: str, settings: Mapping[str, str] | None) -> bool:
    """Whether the Darkness reduction covers this kind of damage (interpretation)."""
    return kind == "melee" or resolve("got.odds.darkness_scope", settings) == "all"
