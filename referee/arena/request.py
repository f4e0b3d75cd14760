"""The Arena set-up as the scribe chooses it: two to five players in seat order, clockwise, and the chip colour
each chose (sections 1, 3).  The colours offered are :func:`colours_offered` (the data's list; whether the
choice is legal — one each, all different — is the engine's judgement).

>>> ArenaRequest(players=("Anna", " Ben ", "", "Cleo")).event().players
('Anna', 'Ben', 'Cleo')
>>> ArenaRequest(players=("Anna", "", "Ben"), colours=("Rot", "Gelb", "Blau")).event().colours
('Rot', 'Blau')
>>> colours_offered()
('Rot', 'Blau', 'Grün', 'Gelb', 'Schwarz')
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from referee.arena.events import ArenaSetup
from referee.arena.rules import RULES
from referee.core.setup import SetupRequest, names


def colours_offered() -> tuple[str, ...]:
    """The chip colours a player may choose (sections 2, 3; interpretation ``arena.chip_colours``)."""
    return RULES.chip_colours


def seats_offered() -> range:
    """The numbers of players a game may have, from the rules data (section 1).

    >>> list(seats_offered())
    [2, 3, 4, 5]
    """
    return range(RULES.min_players, RULES.max_players + 1)


@dataclasses.dataclass(frozen=True, kw_only=True)
class ArenaRequest(SetupRequest):
    game: ClassVar[str] = "arena"
    #: the names in seat order; an empty name is an empty seat
    players: tuple[str, ...]
    #: the chip colour of each seat (same order as ``players``; an empty seat's colour is left out); empty:
    #: no colours noted
    colours: tuple[str, ...] = ()

    def event(self) -> ArenaSetup:
        colours = tuple(c.strip() for p, c in zip(self.players, self.colours, strict=False) if p.strip())
        if len(self.colours) > len(self.players):  # more colours than seats: the engine says why
            colours += tuple(c.strip() for c in self.colours[len(self.players):])
        return ArenaSetup(players=names(self.players), settings=self.settings, colours=colours)
