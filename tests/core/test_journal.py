from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import ConflictError, InvalidInput, JournalError, RuleViolation
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.limits import ENTRIES_LIMIT
from referee.core.testing import Add, CounterEngine

amounts = st.lists(st.integers(-5, 9), max_size=40)


def _valid_prefix(values: list[int]) -> list[Add]:
    """The entries of ``values`` that the counter accepts, in order."""
    total, out = 0, []
    for v in values:
        if total + v >= 0:
            total += v
            out.append(Add(amount=v))
    return out


@given(amounts)
def test_replay_equals_incremental_apply(values: list[int]) -> None:
    events = _valid_prefix(values)
    journal = Journal(CounterEngine())
    for ev in events:
        journal.append(ev)
    assert journal.state == CounterEngine().replay(events) == Journal(CounterEngine(), events).state


@given(amounts, st.integers(-5, 9))
def test_undo_after_apply_is_identity(values: list[int], extra: int) -> None:
    journal = Journal(CounterEngine(), _valid_prefix(values))
    before = (journal.state, journal.events)
    try:
        journal.append(Add(amount=extra))
    except RuleViolation:
        assert (journal.state, journal.events) == before
        return
    journal.undo()
    assert (journal.state, journal.events) == before


@given(amounts, st.integers(0, 10))
def test_undo_then_redo_restores(values: list[int], steps: int) -> None:
    journal = Journal(CounterEngine(), _valid_prefix(values))
    before = (journal.state, journal.events)
    n = min(steps, len(journal))
    for _ in range(n):
        journal.undo()
    assert len(journal.redo_events) == n
    for _ in range(n):
        journal.redo()
    assert (journal.state, journal.events) == before
    assert not journal.can_redo


def test_undo_of_nothing_is_an_error() -> None:
    with pytest.raises(JournalError, match="nothing to undo"):
        Journal(CounterEngine()).undo()
    with pytest.raises(JournalError, match="nothing to redo"):
        Journal(CounterEngine()).redo()


def test_rejected_entry_changes_nothing_and_names_the_rule() -> None:
    journal = Journal(CounterEngine(), [Add(amount=2)])
    with pytest.raises(RuleViolation) as info:
        journal.append(Add(amount=-3))
    assert info.value.sections == ("1.1",)
    assert "unter 0" in info.value.message("de") and "below 0" in info.value.message("en")
    assert journal.state == 2 and len(journal) == 1


def test_new_entry_drops_the_redo_stack() -> None:
    journal = Journal(CounterEngine(), [Add(amount=2), Add(amount=3)])
    journal.undo()
    journal.append(Add(amount=1))
    assert not journal.can_redo and journal.state == 3


def test_redo_is_validated_again() -> None:
    journal = Journal(CounterEngine(), [Add(amount=2), Add(amount=-2)])
    journal.undo()
    journal.undo()
    journal.append(Add(amount=1))  # drops redo
    assert not journal.can_redo
    # a redo stack given from storage is validated when redone
    journal = Journal(CounterEngine(), [Add(amount=1)], redo=[Add(amount=-5)])
    with pytest.raises(RuleViolation):
        journal.redo()
    assert journal.state == 1 and journal.can_redo


class FailingSink:
    def __init__(self) -> None:
        self.calls: list[tuple[str, int]] = []

    def append(self, seq: int, ev: Event) -> None:
        raise ConflictError("besetzt", "busy")

    def undo(self, seq: int) -> None:
        raise ConflictError("besetzt", "busy")

    def redo(self, seq: int) -> None:
        raise ConflictError("besetzt", "busy")


def test_storage_failure_leaves_the_journal_unchanged() -> None:
    journal = Journal(CounterEngine(), [Add(amount=2)], redo=[Add(amount=1)], sink=FailingSink())
    for action in (lambda: journal.append(Add(amount=1)), journal.undo, journal.redo):
        with pytest.raises(ConflictError):
            action()
        assert journal.state == 2 and len(journal) == 1 and journal.can_redo


def test_state_after_gives_every_intermediate_state() -> None:
    journal = Journal(CounterEngine(), [Add(amount=2), Add(amount=3), Add(amount=-1)])
    assert [journal.state_after(i) for i in range(4)] == [0, 2, 5, 4]


def test_event_of_another_game_is_refused() -> None:
    from referee.core.testing import CounterEngine as Other

    class Foreign(Event):
        pass

    with pytest.raises(RuleViolation, match="does not belong"):
        Other().apply(0, Foreign())


def test_a_full_game_says_so_before_judging_the_entry() -> None:
    """A game holding as many entries as a game can (20,000) takes no further one and says so in words with the
    limit — before the rules judge the entry (a refused entry would otherwise hide why the game takes none)."""
    journal = Journal(CounterEngine(), [Add(amount=1)] * ENTRIES_LIMIT)
    for entry in (Add(amount=1), Add(amount=-10**6)):
        with pytest.raises(InvalidInput) as refused:
            journal.check(entry)
        assert refused.value.message("de") == ("Die Partie ist voll: sie hat 20.000 Einträge, so viele, wie eine Partie "
                                               "höchstens haben kann; bitte eine neue Partie beginnen.")
        assert "20,000 entries" in refused.value.message("en")
    with pytest.raises(InvalidInput):
        journal.append(Add(amount=1))
    assert len(journal) == ENTRIES_LIMIT and journal.state == ENTRIES_LIMIT  # nothing changed
    journal.undo()
    journal.redo()  # the entry taken back may come again: the game is no longer than it was
    assert journal.state == ENTRIES_LIMIT
