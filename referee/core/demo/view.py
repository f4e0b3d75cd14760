"""The demo game as its players see it: its total, and the header every game fills (one counter, no players)."""

import dataclasses

from referee.core.view import Header, Standing, TableView


@dataclasses.dataclass(frozen=True)
class DemoView(TableView):
    total: int


def summary(state: int, lang: str = "de") -> DemoView:
    return DemoView(header=header(state, lang), total=state)


def header(state: int, lang: str = "de") -> Header:
    return Header(round=None, to_move=None, phase=None, players=(), standings=(Standing("", str(state), state),))
