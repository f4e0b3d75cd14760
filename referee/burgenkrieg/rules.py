"""The numbers of the Burgenkrieg variant, loaded from ``data/rules.toml`` with their sections.

>>> RULES.zones.lord_life, RULES.zones.inner_wall, RULES.zones.outer_wall, RULES.rebuild.power_per_point
(15, 10, 5, 3)
>>> RULES.numbers["zones.commander_life"].sections
('multiplayer',)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache

from referee.datafile import NumberReader, RuleNumber, load


@dataclasses.dataclass(frozen=True)
class ZoneValues:
    """Start values of a castle's areas (§ spielidee, § multiplayer)."""

    lord_life: int
    inner_wall: int
    outer_wall: int
    commander_life: int


@dataclasses.dataclass(frozen=True)
class Players:
    duel: int
    team_game: int
    team_size: int


@dataclasses.dataclass(frozen=True)
class Rebuild:
    power_per_point: int


@dataclasses.dataclass(frozen=True)
class Assassination:
    damage_per_toughness: int


@dataclasses.dataclass(frozen=True)
class BkRules:
    zones: ZoneValues
    players: Players
    rebuild: Rebuild
    assassination: Assassination
    #: every number with its sections, by ``"group.name"``
    numbers: Mapping[str, RuleNumber] = dataclasses.field(repr=False)


@cache
def load_rules() -> BkRules:
    r = NumberReader(load("referee.burgenkrieg", "rules.toml"))
    return BkRules(
        zones=r.group(ZoneValues, "zones"),
        players=r.group(Players, "players"),
        rebuild=r.group(Rebuild, "rebuild"),
        assassination=r.group(Assassination, "assassination"),
        numbers=r.numbers,
    )


RULES = load_rules()
