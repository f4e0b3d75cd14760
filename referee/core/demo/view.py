"""The demo game as data: its total, and the header every game fills (one counter, no players)."""

from typing import Any

from referee.core.view import Header, Standing


def summary(state: int, lang: str = "de") -> dict[str, Any]:
    return {"total": state}


def header(state: int, lang: str = "de") -> Header:
    return Header(round=None, to_move=None, phase=None, players=(), standings=(Standing("", str(state), state),))
