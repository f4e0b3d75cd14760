"""Weiß Schwarz as the players may see it: level, clock, stock and deck sizes, the stage, the climax, the
attack in progress (hands only by their size).

>>> from referee.weiss.state import WsState
>>> public(WsState()).sides
()
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.core.events import Event
from referee.core.view import TableView
from referee.weiss.state import WsState
from referee.weiss.view import header


@dataclasses.dataclass(frozen=True)
class WsSide:
    name: str
    level: tuple[str, ...]
    clock: tuple[str, ...]
    stock: int
    deck: int
    hand: int
    waiting: int
    stage: tuple[str, ...]
    climax: str | None


@dataclasses.dataclass(frozen=True)
class WsAttack:
    attacker: str
    slot: str
    kind: str
    step: str


@dataclasses.dataclass(frozen=True)
class WeissPublic(TableView):
    lang: str
    sides: tuple[WsSide, ...]
    attack: WsAttack | None
    game: str = "weiss"


def public(state: WsState, events: Sequence[Event] = (), lang: str = "de") -> WeissPublic:
    """The table as its players see it."""
    sides = tuple(WsSide(s.name, s.level, s.clock, len(s.stock), len(s.deck), len(s.hand), len(s.waiting),
                         tuple(o.card if o else "" for o in s.stage), s.climax) for s in state.sides)
    atk = state.attack
    attack = None if atk is None or not state.sides else WsAttack(
        state.sides[state.active].name, str(atk.slot), str(atk.kind), str(atk.step))
    return WeissPublic(header=header(state, lang), lang=lang, sides=sides, attack=attack)
