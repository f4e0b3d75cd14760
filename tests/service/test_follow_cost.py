"""Each change costs one entry (issue 38): an open game takes another program's entries from the last rows of the
store (:meth:`OpenGame.catch_up` reads only the last ``TAIL`` rows where the ones before are those it holds), and
its history and players' display, worked on from what they held, agree with a game opened afresh — whatever the
other program did (entries, undo deeper than the rows read, new entries after such an undo, redo)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.note import Note
from referee.got.state import GotState
from ui.service import GameService, OpenGame
from ui.service.display import display_of
from ui.service.display_page import body_html
from ui.service.session import TAIL

from .test_display import EXPORTS
from .test_service import SETUP

#: what another program does: ("add", n) makes n entries, ("undo", n) takes back n, ("redo", n) enters n again
STEPS = st.lists(st.tuples(st.sampled_from(("add", "undo", "redo")), st.sampled_from((1, 2, TAIL + 5))),
                 min_size=1, max_size=4)


def land(n: int) -> dict[str, object]:
    return {"type": "got.land", "data": {"terrain": "Brush", "name": f"Heide {n}"}}


def same_as_fresh(service: GameService, game: OpenGame[object]) -> None:
    """The open game, its history and its players' display are those of the game opened afresh."""
    fresh = service.open(game.id)
    assert game.events == fresh.events and game.redo_events == fresh.redo_events
    assert game.history("de") == fresh.history("de")
    assert body_html(display_of(game, lang="de", odds=False)) == body_html(display_of(fresh, lang="de", odds=False))


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS)
def test_another_programs_changes_are_taken_from_the_last_rows(tmp_path: Path, steps: list[tuple[str, int]]) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite'}"
    mine_service, theirs_service = GameService(url), GameService(url)
    game = mine_service.new_game(game="got", setup=SETUP)
    for n in range(TAIL + 20):  # a game longer than the rows a look reads
        game.add(land(n))
    game.note("am Tisch vereinbart", on=3)
    game.history("de")  # the lines worked out once, as the window does
    theirs = theirs_service.open(game.id)
    made = 1000
    for what, count in steps:
        for _ in range(count):
            if what == "add":
                theirs.add(land(made))
                made += 1
            elif what == "undo" and theirs.can_undo:
                theirs.undo()
            elif what == "redo" and theirs.can_redo:
                theirs.redo()
        game.catch_up()
        same_as_fresh(mine_service, game)
        game.add(land(made))  # and an entry of its own: its rows read from the last ones again
        made += 1
        theirs.catch_up()
        same_as_fresh(theirs_service, theirs)


@pytest.mark.parametrize("name", ["drei-titanen-kampf-runde-fur-runde", "pakt-ende-armeen-beisammen"])
def test_the_display_followed_entry_by_entry_is_the_display_worked_out_afresh(tmp_path: Path, name: str) -> None:
    """A real game (battles recorded round by round) written entry by entry by another program: after each, the
    display the follower worked on from what it held (the armies known, the dice's luck) is the one worked out
    afresh, and so is its history."""
    export = next(p for p in EXPORTS if name in p.name)
    service = GameService(f"sqlite:///{tmp_path / 'games.sqlite'}")
    events = service.import_game(data=export.read_text(encoding="utf-8")).events
    game_id = service.store.create_game("got", title="gefolgt", events=list(events[:2]))
    follower = service.open(game_id)
    for seq in range(3, len(events) + 1):
        service.store.append(game_id, seq, events[seq - 1])
        assert follower.catch_up()
        if seq % 3 == 0 or seq > len(events) - 5:
            same_as_fresh(service, follower)
    assert isinstance(follower.events[-1], type(events[-1])) and len(follower) == len(events)
    follower.add(Note.of(0, "nachgetragen"))
    same_as_fresh(service, follower)


def test_the_points_chart_is_the_one_the_history_gives_and_asks_no_table_a_snapshot_lacks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chart's rounds and points are those the history's rounds give (the last entry made in each round); a game
    opened again from its snapshot draws it without recording a single entry (the history's lines and the tables at
    the rounds' ends are kept)."""
    from ui.games.got.table import points_by_round

    service = GameService(f"sqlite:///{tmp_path / 'games.sqlite'}")
    export = next(p for p in EXPORTS if "drei-titanen-kampf-runde-fur-runde" in p.name)
    game = service.import_game(data=export.read_text(encoding="utf-8"))
    last: dict[int, int] = {}
    for item in game.history("de"):
        if item.active and item.round is not None:
            last[item.round] = item.seq
    rounds = list(range(min(last), max(last) + 1))
    ends = [last[r] if r in last else max(v for k, v in last.items() if k < r) for r in rounds]
    series = {p.name: [float(game.typed(GotState).state_after(n).player(p.name).points) for n in ends]
              for p in game.typed(GotState).state.seat_order}
    assert points_by_round(game.typed(GotState), "de") == (rounds, series) and len(rounds) > 1
    game.close()  # the scribe leaves it: its snapshot kept
    again = service.open(game.id)
    asked: list[int] = []
    recorded: list[object] = []
    state_after, record = again.state_after, again.journal.engine.record
    monkeypatch.setattr(again, "state_after", lambda n: asked.append(n) or state_after(n))
    monkeypatch.setattr(again.journal.engine, "record", lambda *a, **k: recorded.append(a) or record(*a, **k))
    assert points_by_round(again.typed(GotState), "de") == (rounds, series)
    assert set(asked) <= set(ends) and recorded == []


def test_a_game_the_start_page_listed_opens_with_its_history_and_chart_without_recording_an_entry(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The start page's replay of a game never opened (no snapshot) keeps its history's lines in the listing's language
    and the tables at the rounds' ends: the first opening shows the same history and chart as a replay, recording no
    entry (issue 38)."""
    from ui.games.got.table import points_by_round

    service = GameService(f"sqlite:///{tmp_path / 'games.sqlite'}")
    export = next(p for p in EXPORTS if "drei-titanen-kampf-runde-fur-runde" in p.name)
    events = service.import_game(data=export.read_text(encoding="utf-8")).events
    gid = service.store.create_game("got", title="Liste", events=list(events))
    fresh = service.open(gid)
    history, chart = fresh.history("de"), points_by_round(fresh.typed(GotState), "de")
    service.overviews(service.games(), lang="de")  # the start page: the game replayed for its overview
    again = service.open(gid)
    recorded: list[object] = []
    record = again.journal.engine.record
    monkeypatch.setattr(again.journal.engine, "record", lambda *a, **k: recorded.append(a) or record(*a, **k))
    assert again.history("de") == history and points_by_round(again.typed(GotState), "de") == chart
    assert recorded == [] and len(chart[0]) > 1
