"""Figures of Gods of Titan (Figurenübersicht 16.6, classes 3.1–3.7, abilities 16.5).

Each :class:`Figure` is one row of table 16.6 with the flags decided from the
garbled symbol column (see ``data/figures.toml`` and RULES-NOTES 9).

>>> ogre = load_figures()["Ogre"]
>>> ogre.power, ogre.skill, ogre.value, ogre.klass.de
(6, 2, 12, 'Kreaturen')
>>> ogre.pool.for_role(PlayerRole.TITAN), ogre.pool.for_role(PlayerRole.DARKLORD)
(8, 0)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any

from referee.core.errors import InvalidInput
from referee.got._toml import load_data, read_fields


class FigureClass(enum.Enum):
    """The six classes of figures (Figurenklassen, 3.1)."""

    MASTER = "master"
    LORD = "lord"
    ELEMENT = "element"
    DEMILORD = "demilord"
    HUMAN = "human"
    CREATURE = "creature"

    @property
    def de(self) -> str:
        return _CLASS_DE[self]

    @property
    def en(self) -> str:
        return _CLASS_EN[self]

    @property
    def section(self) -> str:
        return _CLASS_SECTION[self]


_CLASS_DE = {
    FigureClass.MASTER: "Herrscher",
    FigureClass.LORD: "Götter",
    FigureClass.ELEMENT: "Elemente",
    FigureClass.DEMILORD: "Halbgötter",
    FigureClass.HUMAN: "Menschen",
    FigureClass.CREATURE: "Kreaturen",
}
_CLASS_EN = {
    FigureClass.MASTER: "Masters",
    FigureClass.LORD: "Lords",
    FigureClass.ELEMENT: "Elements",
    FigureClass.DEMILORD: "Demilords",
    FigureClass.HUMAN: "Humans",
    FigureClass.CREATURE: "Creatures",
}
_CLASS_SECTION = {
    FigureClass.MASTER: "3.2",
    FigureClass.LORD: "3.3",
    FigureClass.ELEMENT: "3.4",
    FigureClass.DEMILORD: "3.5",
    FigureClass.HUMAN: "3.6",
    FigureClass.CREATURE: "3.7",
}


class CreatureGroup(enum.Enum):
    """The three creature blocks of 16.6: Kreaturen, See-Kreaturen, Dark-Kreaturen."""

    LAND = "land"
    SEA = "sea"
    DARK = "dark"


class PlayerRole(enum.Enum):
    """The two kinds of player (1.2): a Titan player (Titan-Spieler) or the Darklord."""

    TITAN = "titan"
    DARKLORD = "darklord"


class PoolKind(enum.Enum):
    """The ``Start`` letters of 16.6: whose personal pool (persönlicher Pool) holds the figure."""

    #: T – in the pool of every Titan player
    TITAN_PLAYERS = "T"
    #: A – in the pool of every player, Darklord included
    ALL_PLAYERS = "A"
    #: D – in the pool of the Darklord only
    DARKLORD = "D"
    #: X – special distribution (16.5): towers, elements, the God
    SPECIAL = "X"


@dataclasses.dataclass(frozen=True)
class Pool:
    """How many counters of a figure each player kind gets (``Anz`` and ``Start`` of 16.6, 5.1).

    >>> Pool(PoolKind.ALL_PLAYERS, 4).for_role(PlayerRole.DARKLORD)
    4
    """

    kind: PoolKind
    #: the ``Anz`` column: per player for T/A/D, in the whole game for X
    count: int

    def for_role(self, role: PlayerRole) -> int:
        """Counters of this figure in one player's personal pool at the start (5.1)."""
        if self.kind is PoolKind.ALL_PLAYERS:
            return self.count
        if self.kind is PoolKind.TITAN_PLAYERS:
            return self.count if role is PlayerRole.TITAN else 0
        if self.kind is PoolKind.DARKLORD:
            return self.count if role is PlayerRole.DARKLORD else 0
        return 0

    def in_box(self, titan_players: int = 3, darklord: int = 1) -> int:
        """Counters of this figure the game holds for that many players (2.3)."""
        return (
            self.for_role(PlayerRole.TITAN) * titan_players
            + self.for_role(PlayerRole.DARKLORD) * darklord
            + (self.count if self.kind is PoolKind.SPECIAL else 0)
        )


@dataclasses.dataclass(frozen=True)
class Figure:
    """One figure of table 16.6.

    ``value`` is the listed value (Wert), the product of power and skill (20.3); it is
    ``None`` for the God ("-"). ``skill`` is ``None`` for the Chimera ("?", 16.5).
    """

    name: str
    klass: FigureClass
    power: int
    skill: int | None
    value: int | None
    pool: Pool
    sections: tuple[str, ...]
    group: CreatureGroup | None = None
    variable_power: bool = False
    variable_value: bool = False
    flies: bool = False
    rangestrikes: bool = False
    magic_rangestrike: bool = False
    magic: bool = False
    one_time: bool = False
    permanent: bool = False
    sea: bool = False
    amphibious: bool = False
    swimmer: bool = False
    end_creature: bool = False
    #: the symbol column as extracted (garbled)
    symbols: str = ""
    #: how an ambiguous symbol was read (RULES-NOTES 9), empty when nothing had to be decided
    decided: str = ""
    ability: str = ""
    ability_digest: str = ""
    #: the Chimera strikes and is struck at 4 (16.5)
    fixed_strike_number: int | None = None
    aliases: tuple[str, ...] = ()
    #: what 16.6 prints where ``value``/``skill`` is no number (``"-"`` for the God, ``"?"`` for the Chimera)
    value_printed: str = ""
    skill_printed: str = ""

    @property
    def is_creature(self) -> bool:
        return self.klass is FigureClass.CREATURE

    @property
    def max_spell_grade(self) -> int:
        """Highest spell grade the figure may cast (15.3): its skill if magic, else 0."""
        return (self.skill or 0) if self.magic else 0


_FLAGS = (
    "variable_power",
    "variable_value",
    "flies",
    "rangestrikes",
    "magic_rangestrike",
    "magic",
    "one_time",
    "permanent",
    "sea",
    "amphibious",
    "swimmer",
    "end_creature",
)
_REQUIRED: dict[str, type | tuple[type, ...]] = {
    "class": str,
    "power": int,
    "symbols": str,
    "pool": str,
    "count": int,
    "sections": list,
}
_OPTIONAL: dict[str, type | tuple[type, ...]] = {
    "group": str,
    "value": int,
    "value_printed": str,
    "skill": int,
    "skill_printed": str,
    "decided": str,
    "ability": str,
    "ability_digest": str,
    "fixed_strike_number": int,
    "aliases": list,
    **{flag: bool for flag in _FLAGS},
}


def figure_from_table(name: str, table: Mapping[str, Any]) -> Figure:
    """Build one :class:`Figure` from its TOML table (strict: unknown keys refused)."""
    t = read_fields(table, f"figures.toml [{name}]", required=_REQUIRED, optional=_OPTIONAL)
    try:
        klass = FigureClass(t["class"])
        group = CreatureGroup(t["group"]) if "group" in t else None
        pool = Pool(PoolKind(t["pool"]), t["count"])
    except ValueError as exc:
        raise InvalidInput(f"figures.toml [{name}]: {exc}", f"figures.toml [{name}]: {exc}") from exc
    return Figure(
        name=name,
        klass=klass,
        group=group,
        power=t["power"],
        skill=t.get("skill"),
        value=t.get("value"),
        pool=pool,
        sections=tuple(str(s) for s in t["sections"]),
        symbols=t["symbols"],
        decided=t.get("decided", ""),
        ability=t.get("ability", ""),
        ability_digest=t.get("ability_digest", ""),
        fixed_strike_number=t.get("fixed_strike_number"),
        aliases=tuple(str(a) for a in t.get("aliases", ())),
        value_printed=t.get("value_printed", ""),
        skill_printed=t.get("skill_printed", ""),
        **{flag: bool(t.get(flag, False)) for flag in _FLAGS},
    )


def load_figures() -> dict[str, Figure]:
    """All figures of 16.6 in table order, by canonical name."""
    data = load_data("figures.toml")
    return {name: figure_from_table(name, table) for name, table in data["figure"].items()}
