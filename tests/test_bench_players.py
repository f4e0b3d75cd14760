"""The benches' card games (``bench/<game>_play.py``: every entry one the referee offers) keep the journal's
invariants over played games: a replay gives the state the entries gave one by one, and undoing each entry
gives back the state before it (issue 38). Random seeds and short games; a game the rules end goes on with notes.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.journal import Journal

BENCH = Path(__file__).resolve().parents[1] / "bench"
GAMES = ("arena", "rampage", "burgenkrieg", "weiss")


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), entries=st.integers(2, 45))
def test_a_played_game_replays_and_undoes_to_the_same_states(game: str, seed: int, entries: int) -> None:
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    table = importlib.import_module(f"{game}_play").play(entries, seed)
    journal = table.journal
    assert len(journal) == entries
    engine = journal.engine
    states = [engine.initial_state()]
    for ev in journal.events:  # each entry judged again as a new one: the referee offered it, so it is taken
        states.append(engine.apply(states[-1], ev))
    assert engine.replay(journal.events) == states[-1] == journal.state
    replayed = Journal(engine, journal.events)
    assert replayed.state == journal.state and not replayed.judged_differently
    for before in reversed(states[1:-1]):  # the set-up is never undone
        journal.undo()
        assert journal.state == before
