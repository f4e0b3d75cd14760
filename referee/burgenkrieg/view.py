"""The typed view of a Burgenkrieg state: ``summary`` (the options are :mod:`referee.burgenkrieg.options`);
JSON only at the command line's edge (``BurgenkriegView.to_json``).

>>> from referee.burgenkrieg.engine import BurgenkriegEngine
>>> from referee.burgenkrieg.events import PlayerSpec, Setup
>>> s = BurgenkriegEngine().replay([Setup(players=(PlayerSpec(name="Ann", side="A"),
...                                                PlayerSpec(name="Bob", side="B")))])
>>> summary(s).zones[2]
ZoneLine(zone='A.aussen', kind=<ZoneKind.WALL: 'wall'>, points=5, start=5, creatures=(), permanents=())
>>> summary(s).to_json()["zones"][2]
{'zone': 'A.aussen', 'kind': 'wall', 'points': 5, 'start': 5, 'creatures': [], 'permanents': []}
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import PermanentKind, Phase, Role
from referee.burgenkrieg.state import BkState as BkState  # the handle the screens and sheets pass here
from referee.burgenkrieg.state import Creature
from referee.core.errors import UnknownName
from referee.core.view import Header, Standing, TableView


class ZoneKind(enum.Enum):
    """What a zone's points are: the lord's life, a wall's defence points, the commander's life (team game)."""

    LORD = "lord"
    WALL = "wall"
    COMMANDER = "commander"


@dataclass(frozen=True)
class PlayerLine:
    """A player: name, side, role, and whether an inactive commander (§ multiplayer)."""

    name: str
    side: str
    role: Role
    inactive: bool
    #: what the table counts (None: not counted yet)
    mana: int | None = None
    hand: int | None = None
    library: int | None = None
    graveyard: int | None = None


@dataclass(frozen=True)
class CreatureLine:
    """A creature in play: id, name, controller, power/toughness, damage, tapped, summoning sickness."""

    id: str
    name: str
    controller: str
    power: int
    toughness: int
    damage: int
    tapped: bool
    sick: bool


@dataclass(frozen=True)
class PermanentLine:
    """A permanent other than a creature: id, name, kind, controller, the card it lies on (its id, empty: none)
    and that card's name."""

    id: str
    name: str
    kind: PermanentKind
    controller: str
    attached_to: str = ""
    attached_name: str = ""


@dataclass(frozen=True)
class ZoneLine:
    """A zone in battlefield order: what its points are, the points now (None before the set-up), the start
    value and the creatures in it."""

    zone: str
    kind: ZoneKind
    points: int | None
    start: int
    creatures: tuple[CreatureLine, ...]
    permanents: tuple[PermanentLine, ...] = ()


@dataclass(frozen=True)
class BurgenkriegView(TableView):
    """The Burgenkrieg table: players, settings, whose turn and phase, the six zones, the winning side."""

    players: tuple[PlayerLine, ...]
    settings: Mapping[str, str]
    active: str | None
    phase: Phase | None
    zones: tuple[ZoneLine, ...]
    winner: str | None
    #: turns begun so far
    turn: int = 0
    #: creatures that left play by lethal damage (§ kampf)
    fallen: tuple[CreatureLine, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"game": "burgenkrieg", **super().to_json()}


def _kind(state: BkState, idx: int) -> ZoneKind:
    area = z.area_of(idx)
    if area == "leibwache":
        return ZoneKind.LORD
    if area == "innen" and state.team:
        return ZoneKind.COMMANDER
    return ZoneKind.WALL


@dataclass(frozen=True)
class PlacedCreature(CreatureLine):
    """A creature with the index of the zone it stands in (``zones.ZONE_NAMES``)."""

    zone: int = 0


@dataclass(frozen=True)
class PlacedPermanent(PermanentLine):
    """A permanent other than a creature with the index of its zone (an enchantment's: the zone of its card)."""

    zone: int = 0


@dataclass(frozen=True)
class Board:
    """The table as the entry dialogs read it: the player on turn, whether it is a team game, each player's side,
    the zones' points, the creatures and permanents in play and those fallen."""

    active: str | None
    phase: Phase | None
    team: bool
    #: each player's side ("A"/"B"), in seat order
    sides: Mapping[str, str]
    values: tuple[int, ...]
    creatures: tuple[PlacedCreature, ...]
    permanents: tuple[PlacedPermanent, ...]
    fallen: tuple[PlacedCreature, ...]

    def creature(self, cid: str) -> PlacedCreature:
        """The creature ``cid`` in play (an unknown one is refused, naming those in play)."""
        for c in self.creatures:
            if c.id == cid:
                return c
        raise UnknownName.of("Kreatur", "creature", cid, [c.id for c in self.creatures])

    def controller(self, cid: str) -> str:
        """Who controls the creature or permanent ``cid``."""
        found = [c.controller for c in self.creatures if c.id == cid] + [p.controller for p in self.permanents
                                                                         if p.id == cid]
        return found[0] if found else ""

    def wall_value(self, side: str, idx: int) -> int:
        """What an attack of ``side`` on zone ``idx`` must get through: 0 for an own zone."""
        return z.wall_value(self.values, side, idx)


def _placed(c: Creature) -> PlacedCreature:
    return PlacedCreature(c.id, c.name, c.controller, c.power, c.toughness, c.damage, c.tapped, c.sick, c.zone)


def board(state: BkState) -> Board:
    """The table as the entry dialogs read it."""
    names = {c.id: c.name for c in state.creatures} | {p.id: p.name for p in state.permanents}
    return Board(state.active, state.phase, state.team, {p.name: p.side for p in state.players}, tuple(state.values),
                 tuple(_placed(c) for c in state.creatures),
                 tuple(PlacedPermanent(p.id, p.name, p.kind, p.controller, p.attached_to,
                                       names.get(p.attached_to, p.attached_to), p.zone) for p in state.permanents),
                 tuple(_placed(c) for c in state.fallen))


@dataclass(frozen=True)
class Moment:
    """Where the game stands after an entry, as the zone sheet lists its plays and changes: the turn, who is on
    turn ("" before the first turn) and every zone's points in ``zones.ZONE_NAMES`` order."""

    turn: int
    active: str
    points: tuple[int, ...]


def player_named(state: BkState, name: str) -> str:
    """The player called ``name``; the referee's refusal of an unknown player (the one an entry naming them gets)."""
    return state.player(name).name


def creature_named(state: BkState, cid: str) -> str:
    """The creature ``cid`` on the board; the referee's refusal of an unknown creature otherwise."""
    return state.creature(cid).id


def moment(state: BkState) -> Moment:
    """The turn, the player on turn and the zones' points (cheap: read for every entry of a game)."""
    return Moment(state.turn, state.active or "", tuple(state.values))


def header(state: BkState, lang: str = "de") -> Header:
    """The player whose turn it is, the phase, each side's castle points under its lord's name, the winner."""
    lords = {p.side: p.name for p in state.players if p.role is Role.LORD}
    standings = []
    for side in z.SIDES if state.values else ():
        points = sum(v for i, v in enumerate(state.values) if z.ZONE_NAMES[i].partition(".")[0] == side)
        standings.append(Standing(lords.get(side, side), f"{lords.get(side, side)} {points}"))
    return Header(
        round=None, to_move=state.active if not state.winner else None,
        phase=state.phase.word(lang) if state.phase else None, players=tuple(p.name for p in state.players),
        standings=tuple(standings), winners=(state.winner,) if state.winner else (), ended=bool(state.winner))


def summary(state: BkState, lang: str = "de") -> BurgenkriegView:
    """Players, zones with points and creatures, turn and winner."""
    names = {c.id: c.name for c in state.creatures} | {p.id: p.name for p in state.permanents}
    zones = tuple(
        ZoneLine(zone=name, kind=_kind(state, i), points=state.values[i] if state.values else None,
                 start=z.start_value(i, team=state.team),
                 creatures=tuple(_creature(c) for c in state.in_zone(i)),
                 permanents=tuple(PermanentLine(p.id, p.name, p.kind, p.controller, p.attached_to,
                                                            names.get(p.attached_to, p.attached_to))
                                  for p in state.permanents if p.zone == i))
        for i, name in enumerate(z.ZONE_NAMES))
    return BurgenkriegView(
        header=header(state, lang),
        players=tuple(PlayerLine(p.name, p.side, p.role, p.name in state.inactive, *_counts(state, p.name))
                      for p in state.players),
        settings=dict(state.settings),
        active=state.active,
        phase=state.phase,
        zones=zones,
        winner=state.winner,
        turn=state.turn,
        fallen=tuple(_creature(c) for c in state.fallen),
    )


def _creature(c: Creature) -> CreatureLine:
    return CreatureLine(c.id, c.name, c.controller, c.power, c.toughness, c.damage, c.tapped, c.sick)


def _counts(state: BkState, player: str) -> tuple[int | None, int | None, int | None, int | None]:
    c = state.counts_of(player)
    return c.mana, c.hand, c.library, c.graveyard
