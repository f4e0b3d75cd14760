"""The demo game as data: its players and total, and the header every game fills."""

from __future__ import annotations

from typing import Any

from referee.core.demo.state import DemoState
from referee.core.view import Header, Standing


def summary(state: DemoState, lang: str = "de") -> dict[str, Any]:
    return {"players": list(state.players), "total": state.total}


def header(state: DemoState, lang: str = "de") -> Header:
    return Header(round=None, to_move=state.players[0] if state.players else None, phase=None,
                  players=state.players, standings=(Standing("", str(state.total), state.total),))
