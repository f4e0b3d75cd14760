"""The Burgenkrieg set-up as the scribe chooses it: two players, one lord per side, or two teams of two, lord
and commander per side (§ multiplayer).

>>> [(p.name, p.side, p.role.value) for p in BurgenkriegRequest(sides=(("Ann",), ("Bob",))).event().players]
[('Ann', 'A', 'burgherr'), ('Bob', 'B', 'burgherr')]
>>> [(p.name, p.side) for p in BurgenkriegRequest(sides=(("Ann", "Cid"), ("Bob", "Dee"))).event().players]
[('Ann', 'A'), ('Bob', 'B'), ('Cid', 'A'), ('Dee', 'B')]
>>> side_sizes()
(1, 2)
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import PlayerSpec, Role, Setting, Setup
from referee.burgenkrieg.rules import RULES
from referee.core.errors import InvalidInput
from referee.core.setup import SetupRequest, names

#: the two sides, A and B (§ spielidee)
SIDES = z.SIDES


def side_sizes() -> tuple[int, ...]:
    """How many players each of the two sides may have, from the rules data: a lord alone (a game of two), or a
    team of lord and commander (a game of four; § spielidee, § multiplayer)."""
    return RULES.players.duel // len(z.SIDES), RULES.players.team_size


@dataclasses.dataclass(frozen=True, kw_only=True)
class BurgenkriegRequest(SetupRequest):
    game: ClassVar[str] = "burgenkrieg"
    #: the names of each side (A, B): its lord, then its commander in a game of teams
    sides: tuple[tuple[str, ...], ...]

    def event(self) -> Setup:
        sides = tuple(names(side) for side in self.sides)
        sizes = {len(side) for side in sides}
        if len(sides) != len(z.SIDES) or len(sizes) != 1 or not sizes <= set(side_sizes()):
            raise InvalidInput("Zwei Spieler (je ein Burgherr) oder zwei Teams aus Burgherr und Kommandant.",
                               "Two players (a lord each) or two teams of lord and commander.",
                               sections=("multiplayer",))
        players = [PlayerSpec(name=side[0], side=s) for side, s in zip(sides, z.SIDES, strict=True)]
        players += [PlayerSpec(name=side[1], side=s, role=Role.COMMANDER)
                    for side, s in zip(sides, z.SIDES, strict=True) if len(side) == 2]
        return Setup(players=tuple(players), settings=tuple(Setting(id=k, value=v) for k, v in self.settings))
