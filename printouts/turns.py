"""Walking a journal turn by turn: the state at the end of every turn, for the match sheets.

>>> from referee.core.testing import Add, CounterEngine
>>> from referee.core.journal import Journal
>>> j = Journal(CounterEngine(), [Add(amount=1), Add(amount=2), Add(amount=4)])
>>> [(k, n, s) for k, n, s in turn_ends(j, lambda s: s // 2)]
[(0, 1, 1), (1, 2, 3), (3, 3, 7)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

from printouts.rounds import Record

S = TypeVar("S")
T = TypeVar("T")


def turn_ends(journal: Record[S], turn_of: Callable[[S], T]) -> Iterator[tuple[T, int, S]]:
    """``(turn, n, state)`` for the last entry ``n`` of every turn (and the running one)."""
    n_max = len(journal)
    for n in range(1, n_max + 1):
        state = journal.state_after(n)
        turn = turn_of(state)
        if n == n_max or turn_of(journal.state_after(n + 1)) != turn:
            yield turn, n, state
