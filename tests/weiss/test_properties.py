"""Invariants over whole random games: cards conserved, replay = incremental, undo = identity,
and the options agree with the engine."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.events import from_json, to_json
from referee.core.journal import Journal
from referee.core.option import of_kind
from referee.weiss.cards import DECK_SIZE

seeds = st.integers(min_value=0, max_value=10_000)
modes = st.sampled_from(["immediate", "after_damage"])


@settings(max_examples=20, deadline=None)
@given(seeds, modes)
def test_cards_are_conserved(ws: SimpleNamespace, seed: int, mode: str) -> None:
    # both settings of weiss.refresh_damage: the refresh point at once or after the damage
    _, states = ws.random_game(seed, 400, ("weiss.refresh_damage", mode))
    for s in states:
        for side in s.sides:
            # deck + hand + clock + level + stock + waiting room + stage + climax = 50
            assert side.total() == DECK_SIZE
            assert len(side.level) <= 4
            assert len(side.clock) < 7 or s.level_up is not None or s.winner is not None


@settings(max_examples=10, deadline=None)
@given(seeds)
def test_replay_equals_incremental(ws: SimpleNamespace, seed: int) -> None:
    events, states = ws.random_game(seed)
    assert ws.engine().replay(events) == states[-1]


@settings(max_examples=8, deadline=None)
@given(seeds)
def test_undo_after_apply_is_identity(ws: SimpleNamespace, seed: int) -> None:
    events, states = ws.random_game(seed, 150)
    journal = Journal(ws.engine(), events)
    for n in range(len(events), 1, -1):
        journal.undo()
        assert journal.state == states[n - 2]
    for n in range(2, len(events) + 1):
        journal.redo()
        assert journal.state == states[n - 1]


@settings(max_examples=5, deadline=None)
@given(seeds)
def test_events_round_trip_as_json(ws: SimpleNamespace, seed: int) -> None:
    events, _ = ws.random_game(seed, 150)
    for ev in events:
        assert from_json(to_json(ev)) == ev


KINDS = {"Draw": "draw", "Mulligan": "mulligan", "NextPhase": "phase", "Clock": "clock", "LevelUp": "level_up",
         "Play": "play", "PlayClimax": "climax", "Attack": "attack", "Counter": "counter", "Damage": "damage",
         "Battle": "battle", "Encore": "encore", "Discard": "discard", "MoveCharacter": "move"}


@settings(max_examples=8, deadline=None)
@given(seeds, modes)
def test_options_agree_with_the_engine(ws: SimpleNamespace, seed: int, mode: str) -> None:
    """Every allowed concrete option is accepted by ``apply`` and every refused one names its sections;
    the kind of the entry the random game made next was offered as allowed (draws and damage across a
    refresh too, under both refresh settings)."""
    events, states = ws.random_game(seed, 250, ("weiss.refresh_damage", mode))
    engine = ws.engine()
    for s, nxt in zip(states, [*events[1:], None], strict=True):
        opts = engine.options(s)
        assert engine.finished(s) == (s.winner is not None) and (opts == [] or s.winner is None)
        for o in opts:
            if not o.allowed:
                assert o.sections, o
            elif o.entry is not None:
                engine.apply(s, o.entry)
        if nxt is not None:
            kind = KINDS[type(nxt).__name__]
            assert any(o.allowed for o in of_kind(opts, kind)), (kind, nxt, [o for o in opts if o.kind == kind])
