"""The demo game's table: the players and the counter."""

from __future__ import annotations

import dataclasses

from referee.core.interpretation import WithSettings


@dataclasses.dataclass(frozen=True)
class DemoState(WithSettings):
    players: tuple[str, ...] = ()
    total: int = 0
    settings: tuple[tuple[str, str], ...] = ()
