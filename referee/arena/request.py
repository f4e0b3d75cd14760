"""The Arena set-up as the scribe chooses it: two to five players in seat order, clockwise (sections 1, 3).

>>> ArenaRequest(players=("Anna", " Ben ", "", "Cleo")).event().players
('Anna', 'Ben', 'Cleo')
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from referee.arena.events import ArenaSetup
from referee.core.setup import SetupRequest, names


@dataclasses.dataclass(frozen=True, kw_only=True)
class ArenaRequest(SetupRequest):
    game: ClassVar[str] = "arena"
    #: the names in seat order; an empty name is an empty seat
    players: tuple[str, ...]

    def event(self) -> ArenaSetup:
        return ArenaSetup(players=names(self.players), settings=self.settings)
