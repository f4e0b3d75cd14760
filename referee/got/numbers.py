"""The fixed numbers of Gods of Titan, read from ``data/prices.toml`` with their sections.

Code reads a number as a typed field (``NUMBERS.army.max_size``); :attr:`Numbers.entries`
keeps each number's sections for explanations and the rules lookup.

>>> NUMBERS.army.max_size, NUMBERS.points.angel_every, NUMBERS.gems.per_figure_killed
(7, 200, 10)
>>> NUMBERS.section("battle", "reinforcement_round")
('17.1',)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from referee.datafile import NumberReader, RuleNumber, Table
from referee.got._toml import load_data


@dataclasses.dataclass(frozen=True)
class Gems:
    start: int
    per_figure_killed: int
    per_figure_yielded: int
    darklord_teleport: int


@dataclasses.dataclass(frozen=True)
class Points:
    titan_power_step: int
    titan_power_minimum: int
    angel_every: int
    archangel_every: int
    necromancer_every: int
    neutral_tower_min_army_value: int
    god_life_base: int
    titan_teleport_victory_points: int


@dataclasses.dataclass(frozen=True)
class ArmyNumbers:
    max_size: int
    pegasus_extra: int
    revealed_master_extra: int
    split_min_size: int
    split_min_part: int
    same_end_creature_max: int

    @property
    def largest(self) -> int:
        """The largest army of all: Pegasus and a revealed Titan/Phantom (4.2, 16.5)."""
        return self.max_size + self.pegasus_extra + self.revealed_master_extra


@dataclasses.dataclass(frozen=True)
class Movement:
    min_lands: int
    max_lands: int
    max_lands_benefit: int
    non_aggression_rounds: int


@dataclasses.dataclass(frozen=True)
class Recruiting:
    min_moved: int
    max_moved: int
    max_moved_benefit: int
    end_creatures_per_turn: int
    end_creatures_per_turn_benefit: int
    executer_sacrifice_value: int


@dataclasses.dataclass(frozen=True)
class BattleNumbers:
    rounds: int
    reinforcement_round: int
    god_army_max: int


@dataclasses.dataclass(frozen=True)
class Abilities:
    knight_power_bonus: int
    jabberwok_power_vs_element: int
    necromancer_start_power: int
    executer_power_per_trophy: int
    reapers_call_damage_factor: int


@dataclasses.dataclass(frozen=True)
class GuardianBonus:
    """The Guardian's power bonus by the highest figure class in its army (16.5)."""

    none: int
    human: int
    demilord: int
    element: int
    lord: int
    master: int


@dataclasses.dataclass(frozen=True)
class Bounds:
    """What a player's tallies can be in any game (20.2, 20.3, 24.2, 26.1): a correction stays within them."""

    points_min: int
    points_halves: int
    gems_min: int
    victory_points_min: int
    victory_points_max: int


@dataclasses.dataclass(frozen=True)
class Numbers:
    gems: Gems
    points: Points
    army: ArmyNumbers
    movement: Movement
    recruit: Recruiting
    battle: BattleNumbers
    abilities: Abilities
    guardian_bonus: GuardianBonus
    bounds: Bounds
    #: ``"group.name"`` -> the number with its sections
    entries: Mapping[str, RuleNumber]

    def section(self, group: str, name: str) -> tuple[str, ...]:
        """The sections of one number."""
        return self.entries[f"{group}.{name}"].sections


def numbers_from(data: Table) -> Numbers:
    """The numbers of the groups in ``prices.toml`` (everything but the prices of humans and demilords)."""
    r = NumberReader(data)
    return Numbers(
        gems=r.group(Gems, "gems"),
        points=r.group(Points, "points"),
        army=r.group(ArmyNumbers, "army"),
        movement=r.group(Movement, "movement"),
        recruit=r.group(Recruiting, "recruit"),
        battle=r.group(BattleNumbers, "battle"),
        abilities=r.group(Abilities, "abilities"),
        guardian_bonus=r.group(GuardianBonus, "guardian_bonus"),
        bounds=r.group(Bounds, "bounds"),
        entries=r.numbers,
    )


def load_numbers() -> Numbers:
    return numbers_from(load_data("prices.toml"))


#: The numbers, loaded once.
NUMBERS = load_numbers()
