"""Set-up and fixed numbers: box contents (2.3), player sets (5.1), garrisons (5.6), start
armies (5.7), prices in gems (16.5, 19.1, 22.4) and other numbers of the rules.

>>> o = load_opening()
>>> o.human_price("Priest"), o.revive_cost("Locker"), o.summon_cost("Sunray")
(150, 100, 200)
>>> o.garrison("Fort").figures[-1]
GarrisonFigure(name='Tombdigger', count=3, source='neutral')
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Mapping
from typing import Any

from referee.core.errors import UnknownName
from referee.got._toml import load_data, name_key, read_fields
from referee.got.numbers import Numbers, numbers_from
from referee.got.sections import SPECIAL_FIGURES_SECTION


@dataclasses.dataclass(frozen=True)
class GarrisonFigure:
    name: str
    count: int
    #: "owner", "darklord", "special" (an X figure of 16.6) or "neutral" (own grey counters)
    source: str


@dataclasses.dataclass(frozen=True)
class Garrison:
    """A tower army at the start (5.6); ``copies`` towers of this kind hold one each."""

    land: str
    copies: int
    owner: str
    figures: tuple[GarrisonFigure, ...]
    section: str = "5.6"

    def count(self, source: str | None = None) -> int:
        """Figures of one garrison (only of ``source`` when given)."""
        return sum(f.count for f in self.figures if source is None or f.source == source)


@dataclasses.dataclass(frozen=True)
class StartArmy:
    """What a player starts with on the board (5.7) and into how many armies it is split."""

    role: str
    place: str
    armies: int
    figures: Mapping[str, int]
    with_darklord: Mapping[str, int]
    apart: tuple[str, ...]
    decided: str = ""
    section: str = "5.7"


@dataclasses.dataclass(frozen=True)
class Opening:
    box: Mapping[str, Any]
    players: Mapping[str, int]
    player_set: Mapping[str, Any]
    elements: tuple[str, ...]
    garrisons: tuple[Garrison, ...]
    start: Mapping[str, StartArmy]
    #: the prices of humans and demilords (16.5, 19.1, 22.4)
    prices: Mapping[str, Any]
    #: the fixed numbers of the rules (:mod:`referee.got.numbers`)
    numbers: Numbers
    elements_section: str = "5.2"

    def garrison(self, land: str) -> Garrison:
        for g in self.garrisons:
            if name_key(g.land) == name_key(land):
                return g
        raise UnknownName.of("Tower-Land", "tower land", land, [g.land for g in self.garrisons],
                             sections=("5.6",))

    def neutral_counters(self) -> int:
        """Grey garrison creatures outside every pool (5.6): 3 Forts and 3 Ruins."""
        return sum(g.copies * g.count("neutral") for g in self.garrisons)

    def human_price(self, name: str) -> int:
        """Gems to hire a human in City or Dungeon (16.5, 22.4)."""
        prices: Mapping[str, int] = self.prices["human"]["price"]
        for human, price in prices.items():
            if name_key(human) == name_key(name):
                return price
        raise UnknownName.of("Mensch", "human", name, prices, sections=(SPECIAL_FIGURES_SECTION,))

    def _demilord_cost(self, name: str, what: str) -> int:
        d = self.prices["demilord"]
        for special, costs in d["exceptions"].items():
            if name_key(special) == name_key(name):
                return int(costs[what])
        return int(d[what])

    def revive_cost(self, demilord: str) -> int:
        """Gems to revive a killed demilord after the battle (19.1; Locker double, 16.5)."""
        return self._demilord_cost(demilord, "revive")

    def summon_cost(self, demilord: str) -> int:
        """Gems to summon a demilord from the pool in City or Dungeon (22.4; Locker double, 16.5)."""
        return self._demilord_cost(demilord, "summon")

    def number(self, group: str, key: str) -> int:
        """A fixed number of the rules, e.g. ``number("points", "angel_every")`` -> 200."""
        return self.numbers.entries[f"{group}.{key}"].value

    def field_markers(self, role: str) -> int:
        """Markers for field armies: the player's set less its tower markers (4.4, 5.1)."""
        return int(self.player_set["markers"]) - int(self.player_set["tower_markers"][role])


def _freeze(value: Any) -> Any:
    if isinstance(value, Mapping):
        return types.MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _garrison(t: Mapping[str, Any]) -> Garrison:
    g = read_fields(t, "setup.toml [garrison]",
                    required={"land": str, "copies": int, "owner": str, "figures": list, "section": str},
                    optional={}, sections=("5.6",))
    figures = tuple(
        GarrisonFigure(**read_fields(f, f"setup.toml [garrison {g['land']}]",
                                     required={"name": str, "count": int, "source": str}, optional={}))
        for f in g["figures"]
    )
    return Garrison(land=g["land"], copies=g["copies"], owner=g["owner"], figures=figures, section=g["section"])


def _start(role: str, t: Mapping[str, Any]) -> StartArmy:
    s = read_fields(t, f"setup.toml [start.{role}]",
                    required={"section": str, "place": str, "armies": int, "figures": dict},
                    optional={"with_darklord": dict, "apart": list, "decided": str}, sections=("5.7",))
    return StartArmy(
        role=role, place=s["place"], armies=s["armies"],
        figures=types.MappingProxyType(dict(s["figures"])),
        with_darklord=types.MappingProxyType(dict(s.get("with_darklord", {}))),
        apart=tuple(s.get("apart", ())), decided=s.get("decided", ""), section=s["section"],
    )


def load_opening() -> Opening:
    setup = load_data("setup.toml")
    prices = load_data("prices.toml")
    return Opening(
        box=_freeze(setup["box"]),
        players=_freeze(setup["players"]),
        player_set=_freeze(setup["player_set"]),
        elements=tuple(setup["elements"]["figures"]),
        elements_section=setup["elements"]["section"],
        garrisons=tuple(_garrison(g) for g in setup["garrison"]),
        start=types.MappingProxyType({role: _start(role, t) for role, t in setup["start"].items()}),
        prices=_freeze({"human": prices["human"], "demilord": prices["demilord"]}),
        numbers=numbers_from(prices),
    )
