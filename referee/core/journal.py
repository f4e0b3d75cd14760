"""The journal: an append-only list of events with undo and redo — the record of the game.

The journal keeps the state after every event, so undo is a pop and the current state never has to be
recomputed; one opened from a :class:`~referee.core.states.Snapshot` knows the states of its checkpoints and works
out the others when asked (:mod:`referee.core.states`). An optional :class:`JournalSink` makes every change durable
*before* the in-memory journal changes: when the sink raises, the journal is as it was.

A *new* entry (append, redo) is judged by today's rules and refused when it breaks one.  The *stored*
entries a journal is opened with are what the table did: they are applied as recorded, never refused,
and each one today's rules judge differently is listed in :attr:`Journal.judged_differently`.

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
>>> old = Journal(CounterEngine(), [Add(amount=1), Add(amount=-3), Add(amount=4)])
>>> old.state, [(d.seq, d.sections, d.rules, d.applied) for d in old.judged_differently]
(2, [(2, ('1.1',), ('demo.counter.below_zero',), True)])
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import gc
from collections.abc import Iterable, Iterator, Sequence
from typing import Generic, Protocol, TypeVar, cast

from referee.core.engine import Engine, refusal_verdict
from referee.core.errors import JournalError, RefereeError
from referee.core.events import Event
from referee.core.limits import full
from referee.core.note import Note, check_target
from referee.core.states import Snapshot, States
from referee.core.verdict import Verdict

S = TypeVar("S")
T = TypeVar("T")


@contextlib.contextmanager
def keeping() -> Iterator[None]:
    """For a block that makes many objects that all live on — the events of a stored game decoded, a state for
    each recorded: the cycle collector's passes over them while they are made find nothing to collect (a fifth of
    opening a 5,000-entry game went to them, more with other games open), so it waits until they are made."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


class WrongGame(TypeError):
    """A journal (or a session of it) taken as another game's: its state is not of the class asked for
    (:meth:`Journal.typed`). A program error, not the scribe's; the message names both classes."""

    def __init__(self, found: type, wanted: type) -> None:
        super().__init__(f"the game holds a {found.__name__}, not a {wanted.__name__}")
        self.found, self.wanted = found, wanted


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


@dataclasses.dataclass(frozen=True)
class Judged:
    """A stored entry that today's rules judge differently: its position (1-based), their refusals (the
    first is what a new entry would be told), whether its effect could be applied at all, the rule ids of
    the refusals (each once) and whether an internal error — a bug, not a ruling — stopped it."""

    seq: int
    refusals: tuple[Verdict[bool], ...]
    applied: bool = True
    rules: tuple[str, ...] = ()
    internal: bool = False

    @property
    def sections(self) -> tuple[str, ...]:
        """The sections of every refusal, each once, in order."""
        return tuple(dict.fromkeys(s for v in self.refusals for s in v.sections))

    def message(self, lang: str = "de") -> str:
        """What today's rules say of the entry, in one language."""
        return " ".join(dict.fromkeys(v.why(lang) for v in self.refusals if v.why(lang)))


class Journal(Generic[S]):
    """Events of one game, the states between them, and a redo stack."""

    def __init__(
        self,
        engine: Engine[S],
        events: Iterable[Event] = (),
        *,
        redo: Sequence[Event] = (),
        sink: JournalSink | None = None,
        snapshot: Snapshot[S, Judged] | None = None,
    ) -> None:
        """``snapshot``: what an earlier replay derived of the first ``snapshot.entries`` of ``events`` (the caller
        made sure they are the same entries, under the same code); only the entries after them are recorded."""
        self.engine = engine
        stored = list(events)
        known = snapshot or Snapshot(0, {0: engine.initial_state()}, ())
        assert known.entries <= len(stored)
        self._events: list[Event] = stored[: known.entries]
        self._states = States(engine, self._events, known.states)
        self._judged: dict[int, Judged] = {j.seq: j for j in known.judged}
        with keeping():
            for ev in stored[known.entries:]:  # the record: applied as the table made it, never refused
                self._record(ev)
        #: Undone events, the next to redo last.
        self._redo: list[Event] = list(reversed(redo))
        self.sink = sink

    def _record(self, ev: Event) -> None:
        """A stored entry: applied as the table made it, never refused; marked where today's rules judge it
        differently."""
        recorded = self.engine.record(self._states.last, ev)
        refusals = (*recorded.refusals, *self._own_refusals(ev))  # what the journal itself judges, too
        self._states.append(recorded.state)
        self._events.append(ev)
        if refusals:
            seq = len(self._events)
            self._judged[seq] = Judged(seq, refusals, recorded.applied, recorded.rules, recorded.internal)

    def follow(self, keep: int, events: Iterable[Event], redo: Sequence[Event] = ()) -> None:
        """Take what the store now holds without a replay: the first ``keep`` entries stay with their states, the
        rest give way to ``events`` (stored entries: recorded, never refused) and the redo stack becomes ``redo``
        (the next to redo first). Nothing is written; each new entry costs one step.

        >>> from referee.core.testing import Add, CounterEngine
        >>> j = Journal(CounterEngine(), [Add(amount=2), Add(amount=3)])
        >>> j.follow(1, [Add(amount=10)]); (j.state, len(j))
        (12, 2)
        """
        keep = max(0, min(keep, len(self._events)))
        del self._events[keep:]
        self._states.cut(keep)
        for seq in [s for s in self._judged if s > keep]:
            del self._judged[seq]
        with keeping():
            for ev in events:
                self._record(ev)
        self._redo = list(reversed(redo))

    @property
    def state(self) -> S:
        """The state after the last event."""
        return self._states.last

    def snapshot(self, every: int) -> Snapshot[S, Judged]:
        """What this journal derived, to open it again without a replay: the states it knows after every
        ``every``-th entry and after the last (and those last asked for), and the entries judged differently.

        >>> from referee.core.testing import Add, CounterEngine
        >>> snap = Journal(CounterEngine(), [Add(amount=2), Add(amount=-5), Add(amount=4)]).snapshot(every=2)
        >>> snap.entries, dict(snap.states), [j.seq for j in snap.judged]
        (3, {0: 0, 2: -3, 3: 1}, [2])
        """
        return Snapshot(len(self._events), self._states.known(every), self.judged_differently)

    def typed(self, cls: type[T]) -> Journal[T]:
        """This journal with its state typed as ``cls`` (the game's state class); :class:`WrongGame` when it is
        another game's. The same journal, not a copy."""
        if not isinstance(self.state, cls):
            raise WrongGame(type(self.state), cls)
        return cast("Journal[T]", self)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def redo_events(self) -> tuple[Event, ...]:
        """Undone events, the next one to redo first."""
        return tuple(reversed(self._redo))

    def __len__(self) -> int:
        return len(self._events)

    @property
    def judged_differently(self) -> tuple[Judged, ...]:
        """The stored entries (of those still in the journal) that today's rules judge differently."""
        return tuple(self._judged[seq] for seq in sorted(self._judged))

    def judged(self, seq: int) -> Judged | None:
        """What today's rules say of entry ``seq`` where they judge it differently, else None."""
        return self._judged.get(seq)

    def first_refused(self, redo: Sequence[Event] = ()) -> tuple[int, Event, Verdict[bool]] | None:
        """The first entry today's rules refuse, its position and the refusal: a stored one judged differently,
        else one of ``redo`` entered again in order after the last; None when they accept every one.

        >>> from referee.core.testing import Add, CounterEngine
        >>> j = Journal(CounterEngine(), [Add(amount=1)])
        >>> j.first_refused([Add(amount=2), Add(amount=-9)])[0], j.first_refused() is None
        (3, True)
        """
        if self._judged:
            first = self.judged_differently[0]
            return first.seq, self._events[first.seq - 1], first.refusals[0]
        trial = self.fork()
        for ev in redo:
            try:
                trial.append(ev)
            except RefereeError as exc:
                return len(trial) + 1, ev, refusal_verdict(exc)
        return None

    def state_after(self, n: int) -> S:
        """The state after the first ``n`` events (0 = before any)."""
        return self._states[n]

    def state_passing(self, n: int) -> S:
        """The state after the first ``n`` events, not counted as asked for (:meth:`States.passing`): a snapshot keeps
        no checkpoint for the states the history reads once each."""
        return self._states.passing(n)

    @property
    def can_undo(self) -> bool:
        """Is there an entry to take back? (The set-up never is.)"""
        return bool(self._events) and not (len(self._events) == 1 and self.engine.is_setup(self._events[0]))

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def fork(self) -> Journal[S]:
        """A copy to try entries on: the same entries and states (the lists copied, nothing replayed), no sink
        (nothing it takes is stored) and no redo. The copy and this journal change apart.

        >>> from referee.core.testing import Add, CounterEngine
        >>> j = Journal(CounterEngine(), [Add(amount=2)])
        >>> f = j.fork(); f.append(Add(amount=3)); (f.state, j.state, len(f), len(j))
        5
        (5, 2, 2, 1)
        """
        twin = copy.copy(self)  # the attributes shared, then each list its own
        twin._events, twin._judged = list(self._events), dict(self._judged)
        twin._states = self._states.copy(twin._events)
        twin._redo, twin.sink = [], None
        return twin

    def check(self, ev: Event) -> S:
        """The state ``ev`` would lead to; raises if it is not allowed. Changes nothing."""
        return self._judge(ev)

    def _judge(self, ev: Event) -> S:
        """A new entry judged: by the engine, and by what the journal itself judges (:meth:`_own`); a game that
        holds as many entries as a game can (:data:`~referee.core.limits.ENTRIES_LIMIT`) takes none, and says so
        first."""
        refusal = full(len(self._events))
        if refusal is not None:
            raise refusal
        new_state = self.engine.apply(self.state, ev)
        self._own(ev)
        return new_state

    def _own(self, ev: Event) -> None:
        """What the journal judges of an entry beside the engine, as its next one: a note by the entry it names
        (:mod:`referee.core.note`). A new entry is refused so; a stored one is marked (:meth:`_own_refusals`)."""
        if isinstance(ev, Note):
            check_target(self._events, ev)

    def _own_refusals(self, ev: Event) -> tuple[Verdict[bool], ...]:
        """:meth:`_own` of a stored entry: its refusal as a verdict (the entry judged differently), never raised."""
        try:
            self._own(ev)
        except RefereeError as exc:
            return (refusal_verdict(exc),)
        return ()

    def append(self, ev: Event) -> S:
        """Validate, store durably, then append ``ev``; the redo stack is dropped."""
        new_state = self._judge(ev)
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
        self._judged.pop(len(self._events), None)
        ev = self._events.pop()
        self._states.pop()
        self._redo.append(ev)
        return ev

    def redo(self) -> Event:
        """Enter the last undone event again: a new entry, judged by today's rules."""
        if not self._redo:
            raise JournalError("Es gibt nichts wiederherzustellen.", "There is nothing to redo.")
        ev = self._redo[-1]
        new_state = self._judge(ev)
        if self.sink is not None:
            self.sink.redo(len(self._events) + 1)
        self._redo.pop()
        self._events.append(ev)
        self._states.append(new_state)
        return ev
