"""A stored journal is the record: opening it never refuses an entry, whatever today's rules say.

The journals are the realistic games of every game (``tests/printouts/allgames.py``), then changed the
way a rules fix changes the past: entries dropped, repeated or swapped, as if the rules at the time had
allowed what today's refuse.  Each must open, list what today's rules judge differently (with sections),
keep every entry, leave the state unchanged where an entry could not be applied, show its table, and —
Gods of Titan — lose or make no figure.  A new entry is still judged as strictly as ever.
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.engine import Engine
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.testing import Add, CounterEngine
from referee.registry import game_ids, view_of

from ..got.test_properties import total
from ..printouts.allgames import journals


@functools.cache
def recorded(game: str) -> tuple[Engine[object], tuple[Event, ...]]:
    j = journals(game)[0]
    return j.engine, j.events


def changed(events: tuple[Event, ...], edits: list[tuple[int, int, int]]) -> list[Event]:
    """``events`` with each edit applied: 0 drops entry a, 1 repeats entry a after entry b, 2 swaps a and b
    (the set-up stays first)."""
    out = list(events)
    for kind, a, b in edits:
        if len(out) < 3:
            break
        a, b = 1 + a % (len(out) - 1), 1 + b % (len(out) - 1)
        if kind == 0:
            del out[a]
        elif kind == 1:
            out.insert(b, out[a])
        else:
            out[a], out[b] = out[b], out[a]
    return out


EDITS = st.lists(st.tuples(st.integers(0, 2), st.integers(0, 10_000), st.integers(0, 10_000)), min_size=1, max_size=4)


@pytest.mark.parametrize("game", game_ids())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=EDITS)
def test_a_changed_record_opens_and_says_what_today_judges_differently(game: str, edits: list[tuple[int, int, int]]) -> None:
    engine, events = recorded(game)
    stored = changed(events, edits)
    j = Journal(engine, stored)  # never refused
    assert j.events == tuple(stored)
    for judged in j.judged_differently:
        assert judged.refusals and all(v.why_de and v.why_en for v in judged.refusals)
        if not judged.applied:
            assert j.state_after(judged.seq) == j.state_after(judged.seq - 1)
    # today's first refusal is exactly what a new entry would be told
    for judged in j.judged_differently[:3]:
        verdict = engine.check(j.state_after(judged.seq - 1), stored[judged.seq - 1])
        assert not verdict and verdict.sections == judged.refusals[0].sections
        assert verdict.why_en == judged.refusals[0].why_en
    view_of(game).summary(j.state, "de")  # the table can be shown
    if game == "got":
        opening = total(j.state_after(1))  # type: ignore[arg-type]
        for n in range(1, len(j) + 1):
            assert total(j.state_after(n)) == opening, f"figures not conserved after entry {n}"  # type: ignore[arg-type]


@pytest.mark.parametrize("game", game_ids())
def test_an_unchanged_record_is_judged_the_same(game: str) -> None:
    engine, events = recorded(game)
    j = Journal(engine, events)
    assert j.judged_differently == ()
    assert j.state == engine.replay(events)


def test_a_new_entry_is_still_refused_and_nothing_changes() -> None:
    j = Journal(CounterEngine(), [Add(amount=1), Add(amount=-3)])
    assert [(d.seq, d.sections) for d in j.judged_differently] == [(2, ("1.1",))]
    with pytest.raises(RefereeError) as refused:
        j.append(Add(amount=-5))
    assert refused.value.sections == ("1.1",) and len(j) == 2 and j.state == -2


def test_undo_of_a_judged_entry_forgets_its_mark_and_redo_judges_it_as_new() -> None:
    j = Journal(CounterEngine(), [Add(amount=1), Add(amount=-3)])
    j.undo()
    assert j.judged_differently == () and j.state == 1
    with pytest.raises(RefereeError):
        j.redo()  # a redo is a new entry
    assert len(j) == 1 and j.can_redo


def test_a_refusal_the_handler_catches_itself_is_never_waived() -> None:
    from referee.core.errors import RuleViolation
    from referee.core.refusal import Waivers, refuse

    def strict(n: int) -> int:
        try:
            refuse("demo.caught", RuleViolation("eins", "one", sections=("1",)))
        except RuleViolation:
            return n  # the handler's own second reading
        return -1

    waivers = Waivers()
    with waivers.active():
        assert strict(3) == 3



@functools.cache
def got_states() -> tuple[Engine[object], tuple[object, ...]]:
    engine, events = recorded("got")
    j = Journal(engine, events)
    return engine, tuple(j.state_after(n) for n in range(1, len(j) + 1))


@settings(max_examples=40, deadline=None)
@given(first=st.integers(0, 10_000), second=st.integers(0, 10_000), extra=st.sampled_from(["", "Ogre", "Shield"]))
def test_gods_of_titan_counts_what_changed_as_it_counts_everything(first: int, second: int, extra: str) -> None:
    """``conserves`` (only the parts that changed counted) answers as comparing ``holdings`` (every figure) does,
    also for a state with a figure or a spell made (a spell is no figure: 15.2)."""
    import dataclasses

    from referee.got.state import GotState

    engine, states = got_states()
    before, after = states[first % len(states)], states[second % len(states)]
    assert isinstance(before, GotState) and isinstance(after, GotState)
    if extra:
        army = after.armies[second % len(after.armies)]
        after = after.with_army(dataclasses.replace(army, figures=army.figures.plus([extra])))
    assert engine.conserves(before, after) == (engine.holdings(before) == engine.holdings(after))
    assert engine.conserves(before, after) == (extra != "Ogre")
