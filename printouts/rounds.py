"""The round of every entry, and the last entry of every round, as the history counts them.

The history (``ui.service.session.OpenGame.history``, with its round headers) puts an entry in the
round the table was in *before* it: the end of the last seat's turn still belongs to the round it
closes (Gods of Titan 27.1). An entry with no table before it (the set-up) belongs to the round
after it. The sheets count the same way (``tests/printouts`` checks that the two agree).

>>> from referee.core.testing import Add, CounterEngine
>>> from referee.core.journal import Journal
>>> j = Journal(CounterEngine(), [Add(amount=1), Add(amount=2), Add(amount=4), Add(amount=1)])
>>> entry_rounds(j, lambda s: s // 3 if s else None)
[0, 0, 1, 2]
>>> round_ends([0, 0, 1, 2]), round_ends([1, 1, 3])
([(0, 2), (1, 3), (2, 4)], [(1, 2), (2, 2), (3, 3)])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from referee.core.events import Event

S = TypeVar("S")
S_co = TypeVar("S_co", covariant=True)


class Record(Protocol[S_co]):
    """What the sheets walk: the entries' count and the table after each (a ``Journal`` or an open game)."""

    def __len__(self) -> int: ...

    def state_after(self, n: int) -> S_co: ...


class GameRecord(Record[S_co], Protocol[S_co]):
    """What a sheet reads of a game: its entries, and the table now and after each entry (a ``Journal`` of the
    game, or an open game of the service)."""

    @property
    def events(self) -> tuple[Event, ...]: ...

    @property
    def state(self) -> S_co: ...


def entry_rounds(journal: Record[S], round_of: Callable[[S], int | None]) -> list[int]:
    """The round of each entry of ``journal`` (in order), in one pass over its states.

    ``round_of`` reads a table's round, None for a table that counts no round yet (before the set-up).
    """
    out: list[int] = []
    before: int | None = None
    for n in range(1, len(journal) + 1):
        after = round_of(journal.state_after(n))
        rnd = before if before is not None else after
        out.append(0 if rnd is None else rnd)
        before = after
    return out


def round_ends(rounds: Sequence[int]) -> list[tuple[int, int]]:
    """``(round, n)`` for every round from the first to the current, given each entry's round: ``n`` is
    the round's last entry (1-based; the current round's last so far). A round without an entry of its
    own ends where the round before it ended."""
    last: dict[int, int] = {}
    for n, rnd in enumerate(rounds, start=1):
        last[rnd] = n
    if not last:
        return []
    out: list[tuple[int, int]] = []
    n = 0
    for rnd in range(min(last), max(last) + 1):
        n = last.get(rnd, n)
        out.append((rnd, n))
    return out
