"""Burgenkrieg as the players may see it: each zone's points (walls, lords' life) and the creatures in it.

>>> from referee.burgenkrieg.state import BkState
>>> len(public(BkState()).zones) > 0
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import Role
from referee.burgenkrieg.state import BkState
from referee.burgenkrieg.view import header
from referee.core.events import Event
from referee.core.view import TableView
from referee.core.words import word_of


@dataclasses.dataclass(frozen=True)
class BkCreature:
    name: str
    controller: str
    power: int
    toughness: int
    damage: int
    tapped: bool


@dataclasses.dataclass(frozen=True)
class BkPermanent:
    """A permanent other than a creature, open on the table: name, kind in words, controller, the card it lies on."""

    name: str
    kind: str
    controller: str
    attached_to: str = ""


@dataclasses.dataclass(frozen=True)
class BkZone:
    zone: str
    #: "wall", "lord" (the lord's life) or "commander"
    kind: str
    points: int | None
    start: int
    creatures: tuple[BkCreature, ...]
    permanents: tuple[BkPermanent, ...] = ()
    #: the zone in words (``Leibwache A``), what its points are (``Lebenspunkte des Burgherrn``) and whose castle
    #: it is (the side's lord, "" before the set-up)
    name: str = ""
    points_word: str = ""
    owner: str = ""


@dataclasses.dataclass(frozen=True)
class BurgenkriegPublic(TableView):
    lang: str
    zones: tuple[BkZone, ...]
    game: str = "burgenkrieg"


def _kind(state: BkState, idx: int) -> str:
    area = z.area_of(idx)
    if area == "leibwache":
        return "lord"
    return "commander" if area == "innen" and state.team else "wall"


#: what a zone's points are, by its kind (§ spielidee, § multiplayer)
KIND_WORDS = {"lord": ("Lebenspunkte des Burgherrn", "the lord's life"),
              "commander": ("Lebenspunkte des Kommandanten", "the commander's life"),
              "wall": ("Verteidigungspunkte des Schutzwalls", "the wall's defence points")}


def _owner(state: BkState, idx: int) -> str:
    lord = next((p for p in state.players if p.side == z.side_of(idx) and p.role is Role.LORD), None)
    return lord.name if lord is not None else ""


def public(state: BkState, events: Sequence[Event] = (), lang: str = "de") -> BurgenkriegPublic:
    """The table as its players see it (every zone lies open)."""
    return BurgenkriegPublic(
        header=header(state, lang), lang=lang,
        zones=tuple(BkZone(name, _kind(state, i), state.values[i] if state.values else None,
                           z.start_value(i, team=state.team),
                           tuple(BkCreature(c.name, c.controller, c.power, c.toughness, c.damage, c.tapped)
                                 for c in state.in_zone(i)),
                           tuple(BkPermanent(p.name, p.kind.word(lang), p.controller, p.attached_to)
                                 for p in state.permanents if p.zone == i),
                           z.zone_word(name, lang), word_of(KIND_WORDS, _kind(state, i), lang), _owner(state, i))
                    for i, name in enumerate(z.ZONE_NAMES)))
