"""What is carried forward from one state to the next (:func:`referee.core.derived.derived_from`) equals what is worked
out again from the state alone, after every entry of real games — judged as new entries and recorded as a stored game
whose moves today's rules refuse (every third move goes 7 lands, 8.4 allows 6: refused, waived, applied) and with new
lands named between them."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.got_play import play
from referee.core.derived import CARRIED, kept_values
from referee.core.events import Event
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.state import GotState


def carried_checked(state: GotState) -> int:
    """Compare every carried value kept on ``state`` with the value worked out again, then derive every one on it
    (so that the next entry carries them all); how many were compared."""
    kept = kept_values(state)
    compared = 0
    for key, (_, once) in CARRIED.items():
        if not key.startswith("referee.got."):  # another game's, or the core's doctest's (of its own table)
            continue
        if key in kept:
            assert kept[key] == once.__wrapped__(state), key  # type: ignore[attr-defined]
            compared += 1
        once(state)
    return compared


def farther(events: tuple[Event, ...]) -> list[Event]:
    """Every third move made 7 lands long, and a new land named every 40 entries (the lands change now and then)."""
    out: list[Event] = []
    for i, e in enumerate(events):
        out.append(dataclasses.replace(e, distance=7) if isinstance(e, ev.Move) and i % 3 == 0 else e)
        if i % 40 == 39:
            out.append(ev.LandNamed(terrain="Brush", name=f"Z{i}"))
    return out


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), entries=st.integers(50, 400))
def test_carried_values_equal_the_values_worked_out_again(seed: int, entries: int) -> None:
    events = tuple(play(entries, seed).journal.events)
    engine = GotEngine()
    compared = 0
    state = engine.initial_state()
    for e in events:
        state = engine.apply(state, e)
        compared += carried_checked(state)
    state = engine.initial_state()
    for e in farther(events):
        state = engine.record(state, e).state
        compared += carried_checked(state)
    assert compared > len(events)  # the seat order at least goes from entry to entry
