"""The journal: an append-only list of events with undo and redo.

The journal keeps the state after every event, so undo is a pop and the
current state never has to be recomputed.  An optional :class:`JournalSink`
makes every change durable *before* the in-memory journal changes: when the
sink raises, the journal is as it was.

>>> from referee.core.testing import Add, CounterEngine
>>> j = Journal(CounterEngine())
>>> j.append(Add(amount=2)); j.append(Add(amount=3)); j.state
2
5
5
>>> j.undo().amount, j.state, j.can_redo
(3, 2, True)
>>> j.redo().amount, j.state
(3, 5)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Generic, Protocol, TypeVar

from referee.core.engine import Engine
from referee.core.errors import JournalError
from referee.core.events import Event

S = TypeVar("S")


class JournalSink(Protocol):
    """Durable storage behind a journal (``rulesdb`` implements it).

    ``seq`` is the 1-based position of the event in the journal.  Each call
    returns only when the change is durable, and raises
    :class:`~referee.core.errors.ConflictError` when another writer changed
    the game since it was loaded.
    """

    def append(self, seq: int, ev: Event) -> None: ...

    def undo(self, seq: int) -> None: ...

    def redo(self, seq: int) -> None: ...


class Journal(Generic[S]):
    """Events of one game, the states between them, and a redo stack."""

    def __init__(
        self,
        engine: Engine[S],
        events: Iterable[Event] = (),
        *,
        redo: Sequence[Event] = (),
        sink: JournalSink | None = None,
    ) -> None:
        self.engine = engine
        self._events: list[Event] = []
        self._states: list[S] = [engine.initial_state()]
        for ev in events:
            self._states.append(engine.apply(self._states[-1], ev))
            self._events.append(ev)
        #: Undone events, the next to redo last.
        self._redo: list[Event] = list(reversed(redo))
        self.sink = sink

    @property
    def state(self) -> S:
        """The state after the last event."""
        return self._states[-1]

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def redo_events(self) -> tuple[Event, ...]:
        """Undone events, the next one to redo first."""
        return tuple(reversed(self._redo))

    def __len__(self) -> int:
        return len(self._events)

    def state_after(self, n: int) -> S:
        """The state after the first ``n`` events (0 = before any)."""
        return self._states[n]

    @property
    def can_undo(self) -> bool:
        """Is there an entry to take back? (The set-up never is.)"""
        return bool(self._events) and not (len(self._events) == 1 and self.engine.is_setup(self._events[0]))

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def check(self, ev: Event) -> S:
        """The state ``ev`` would lead to; raises if it is not allowed. Changes nothing."""
        return self.engine.apply(self.state, ev)

    def append(self, ev: Event) -> S:
        """Validate, store durably, then append ``ev``; the redo stack is dropped."""
        new_state = self.engine.apply(self.state, ev)
        if self.sink is not None:
            self.sink.append(len(self._events) + 1, ev)
        self._events.append(ev)
        self._states.append(new_state)
        self._redo.clear()
        return new_state

    def undo(self) -> Event:
        """Take back the last event and keep it for redo."""
        if not self._events:
            raise JournalError("Es gibt nichts rückgängig zu machen.", "There is nothing to undo.")
        if len(self._events) == 1 and self.engine.is_setup(self._events[0]):
            raise JournalError("Die Aufstellung ist die Partie selbst; sie wird nicht rückgängig gemacht.",
                               "The set-up is the game itself; it cannot be undone.")
        if self.sink is not None:
            self.sink.undo(len(self._events))
        ev = self._events.pop()
        self._states.pop()
        self._redo.append(ev)
        return ev

    def redo(self) -> Event:
        """Re-apply the last undone event after validating it again."""
        if not self._redo:
            raise JournalError("Es gibt nichts wiederherzustellen.", "There is nothing to redo.")
        ev = self._redo[-1]
        new_state = self.engine.apply(self.state, ev)
        if self.sink is not None:
            self.sink.redo(len(self._events) + 1)
        self._redo.pop()
        self._events.append(ev)
        self._states.append(new_state)
        return ev
