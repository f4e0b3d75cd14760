"""The demo game as its players see it: its players and total, and the header every game fills."""

from __future__ import annotations

import dataclasses

from referee.core.demo.state import DemoState
from referee.core.view import Header, Standing, TableView


@dataclasses.dataclass(frozen=True)
class DemoView(TableView):
    players: tuple[str, ...]
    total: int


def summary(state: DemoState, lang: str = "de") -> DemoView:
    return DemoView(header=header(state, lang), players=state.players, total=state.total)


def header(state: DemoState, lang: str = "de") -> Header:
    return Header(round=None, to_move=state.players[0] if state.players else None, phase=None,
                  players=state.players, standings=(Standing("", str(state.total), state.total),))
