"""The states of a journal: the state after each of its entries, known or worked out when first asked.

A journal replayed knows every state. One opened from a snapshot (:class:`Snapshot`) knows only its
checkpoints — the state after every few entries, after the last, and the states last asked for (a chart's
round ends) — and works out any other when it is asked, by recording the entries since the nearest known state
before it (stored entries: recorded, never refused), and keeps it. So undo after opening costs the entries since a
checkpoint, not a replay.

>>> from referee.core.testing import Add, CounterEngine
>>> events = [Add(amount=n) for n in range(1, 6)]
>>> states = States(CounterEngine(), events, {0: 0, 4: 10, 5: 15})
>>> states[-1], states.known(every=4)
(15, {0: 0, 4: 10, 5: 15})
>>> states[2], sorted(states.known(every=1)), sorted(states.known(every=4))
(3, [0, 1, 2, 4, 5], [0, 2, 4, 5])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar, cast

from referee.core.engine import Engine
from referee.core.events import Event

S = TypeVar("S")
J = TypeVar("J")
#: a state not worked out yet
_UNKNOWN: object = object()
#: a snapshot keeps at most this many of the states last asked for beside its checkpoints (the points chart asks for
#: every round's end: some 2,700 in a 20k-entry game)
ASKED = 4000


@dataclasses.dataclass(frozen=True)
class Snapshot(Generic[S, J]):
    """What a journal derived of its first ``entries`` entries, kept to open it again without a replay: the
    state after some of them (after entry 0 and ``entries`` at least) and the entries among them that today's
    rules judge differently (``judged``). Never the record: the entries are."""

    entries: int
    states: Mapping[int, S]
    judged: tuple[J, ...]


class States(Generic[S]):
    """The state after each of ``events`` (index 0: before any), of which ``known`` are given; ``events`` is the
    journal's own list, shared (the journal changes both together)."""

    def __init__(self, engine: Engine[S], events: Sequence[Event], known: Mapping[int, S]) -> None:
        self._engine = engine
        self._events = events
        self._states: list[object] = [_UNKNOWN] * (len(events) + 1)
        for n, state in known.items():
            self._states[n] = state
        assert self._states[0] is not _UNKNOWN, "the state before any entry is always known"
        #: the states asked for, the last asked last
        self._asked: dict[int, None] = {}

    def __len__(self) -> int:
        return len(self._states)

    def __getitem__(self, n: int) -> S:
        """The state after the first ``n`` events (negative: from the end), worked out if not known yet."""
        n = range(len(self._states))[n]
        self._asked.pop(n, None)
        self._asked[n] = None
        return self._at(n)

    def passing(self, n: int) -> S:
        """The state after the first ``n`` events, worked out if not known yet, not counted as asked for (a snapshot
        keeps no checkpoint for it: the history reads every state once).

        >>> from referee.core.testing import Add, CounterEngine
        >>> states = States(CounterEngine(), [Add(amount=n) for n in range(1, 4)], {0: 0, 3: 6})
        >>> states.passing(2), sorted(states.known(every=3))
        (3, [0, 3])
        """
        return self._at(range(len(self._states))[n])

    def _at(self, n: int) -> S:
        if self._states[n] is _UNKNOWN:
            start = next(k for k in range(n, -1, -1) if self._states[k] is not _UNKNOWN)
            state = cast("S", self._states[start])
            for k in range(start + 1, n + 1):
                state = self._engine.record(state, self._events[k - 1]).state
                self._states[k] = state
        return cast("S", self._states[n])

    @property
    def last(self) -> S:
        """The state after the last entry (not counted as asked for)."""
        return self._at(len(self._states) - 1)

    def __setitem__(self, n: int, state: S) -> None:
        """Put ``state`` in place of the state after the first ``n`` events (a test's hand-made table)."""
        self._states[n] = state

    def append(self, state: S) -> None:
        self._states.append(state)

    def pop(self) -> None:
        self._states.pop()

    def cut(self, n: int) -> None:
        """Keep the states up to after entry ``n``."""
        del self._states[n + 1:]

    def copy(self, events: Sequence[Event]) -> States[S]:
        """The same states over another list of the same events (a fork's)."""
        twin = States(self._engine, events, {0: self._at(0)})
        twin._states = list(self._states)
        return twin

    def known(self, every: int) -> dict[int, S]:
        """The states known after every ``every``-th entry, before the first and after the last, and the last
        :data:`ASKED` asked for: the checkpoints of a snapshot."""
        last = len(self._states) - 1
        asked = [n for n in self._asked if n < last and self._states[n] is not _UNKNOWN][-ASKED:]
        found = {n: cast("S", s) for n, s in enumerate(self._states) if s is not _UNKNOWN and n % every == 0}
        return {**found, **{n: cast("S", self._states[n]) for n in sorted(asked)}, last: self.last}
