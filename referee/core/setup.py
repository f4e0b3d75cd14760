"""A typed set-up request: what the scribe chooses for a new game — the players, their colours and roles, the
interpretation settings — as one frozen dataclass per game (``referee/<game>/request.py``), with one function
that turns it into the game's set-up event (:meth:`SetupRequest.event`).

Both front ends build the request — the command line's ``<game> new`` from its options, the app's new-game
form from its fields — and hand it to the service (``GameService.new(request)``), so a set-up is made one way;
the referee then judges the event (the set-up's rules stay in the engine).

>>> from referee.core.testing import Add
>>> @dataclasses.dataclass(frozen=True, kw_only=True)
... class Probe(SetupRequest):
...     game: ClassVar[str] = "demo"
...     amount: int = 1
...     def event(self) -> Event:
...         return Add(amount=self.amount)
>>> Probe(amount=2).event(), Probe.game
(Add(amount=2), 'demo')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import ClassVar

from referee.core.events import Event


@dataclasses.dataclass(frozen=True, kw_only=True)
class SetupRequest:
    """What the scribe chooses for a new game of :attr:`game`; :meth:`event` is its set-up event."""

    game: ClassVar[str] = ""
    #: interpretation id -> choice, only those the table chose (the rest keep their documented default)
    settings: tuple[tuple[str, str], ...] = ()

    def event(self) -> Event:
        raise TypeError(f"{type(self).__name__} must define event()")


def names(typed: Iterable[str]) -> tuple[str, ...]:
    """The names as typed, trimmed, the empty ones left out (an empty seat is no player).

    >>> names([" Anna ", "", "Ben"])
    ('Anna', 'Ben')
    """
    return tuple(n.strip() for n in typed if n.strip())
