"""A journal opened from a snapshot (its states known at checkpoints, the others worked out when asked) is the
journal a full replay gives: the state after every entry, the entries judged differently, undo and redo."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.note import Note
from referee.core.testing import Add, CounterEngine

#: stored entries as a table made them: some today's rules refuse (the counter below 0, a note on no entry)
stored = st.lists(st.one_of(st.builds(Add, amount=st.integers(-6, 9)),
                            st.builds(lambda on: Note.of(on, "Notiz"), st.integers(0, 30))), max_size=40)


def same(a: Journal[int], b: Journal[int]) -> None:
    assert len(a) == len(b) and a.events == b.events and a.redo_events == b.redo_events
    assert [a.state_after(n) for n in range(len(a) + 1)] == [b.state_after(n) for n in range(len(b) + 1)]
    assert a.judged_differently == b.judged_differently and a.state == b.state
    assert (a.can_undo, a.can_redo) == (b.can_undo, b.can_redo)


def opened(events: list[Event], made: int, every: int) -> Journal[int]:
    """The journal opened from the snapshot of its first ``made`` entries (checkpoints every ``every``)."""
    snapshot = Journal(CounterEngine(), events[:made]).snapshot(every)
    return Journal(CounterEngine(), events, snapshot=snapshot)


def step(journal: Journal[int], action: tuple[str, int]) -> object:
    """One change, and what it gave (the event, or the refusal's class)."""
    kind, amount = action
    try:
        if kind == "undo":
            return journal.undo()
        if kind == "redo":
            return journal.redo()
        return journal.append(Add(amount=amount))
    except RefereeError as exc:
        return type(exc)


actions = st.lists(st.tuples(st.sampled_from(["undo", "redo", "add"]), st.integers(-3, 5)), max_size=30)


@given(stored, st.data(), st.integers(1, 7), actions)
def test_a_journal_from_a_snapshot_is_the_replayed_journal(events: list[Event], data: st.DataObject, every: int,
                                                           changes: list[tuple[str, int]]) -> None:
    made = data.draw(st.integers(0, len(events)))
    replayed, restored = Journal(CounterEngine(), events), opened(events, made, every)
    same(restored, replayed)
    for action in changes:  # each change asked of a fresh state first: an undo right after opening
        assert step(restored, action) == step(replayed, action)
        same(restored, replayed)


@given(stored, st.integers(1, 7), st.integers(0, 40))
def test_undo_after_opening_records_at_most_a_checkpoints_entries(events: list[Event], every: int,
                                                                  undos: int) -> None:
    recorded: list[Event] = []
    engine = CounterEngine()
    real = engine.record

    def counted(state: int, ev: Event):  # type: ignore[no-untyped-def]
        recorded.append(ev)
        return real(state, ev)

    snapshot = Journal(CounterEngine(), events).snapshot(every)
    journal = Journal(engine, events, snapshot=snapshot)
    engine.record = counted  # type: ignore[method-assign]
    while journal.can_undo and undos:
        before = len(recorded)
        journal.undo()
        assert len(recorded) - before < every  # the entries since the checkpoint before it, once
        undos -= 1
    assert len(recorded) <= len(events)


@settings(max_examples=30)
@given(stored, st.integers(1, 5))
def test_a_fork_and_follow_of_a_restored_journal_work_out_the_same(events: list[Event], every: int) -> None:
    replayed, restored = Journal(CounterEngine(), events), opened(events, len(events), every)
    twin = restored.fork()
    twin.follow(len(events) // 2, [Add(amount=1), Add(amount=2)])
    other = replayed.fork()
    other.follow(len(events) // 2, [Add(amount=1), Add(amount=2)])
    same(twin, other)
    same(restored, replayed)
