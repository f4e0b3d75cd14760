"""One commit path and one retry policy, in the service: every change of an open game — an entry, undo, redo,
a reload, a conflict — tells the game's watchers (the app refreshes there); an open game never retries
(the scribe sees the other's entry first); the one-shot ``GameService.enter`` judges its entry again after
another scribe wrote first."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.errors import ConflictError
from ui.service import GameService, OpenGame

from .test_service import SETUP, move


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite'}"


def test_every_change_tells_the_watchers(url: str) -> None:
    game = GameService(url).new_game(game="got", setup=SETUP)
    seen: list[int] = []
    game.watch(lambda: seen.append(len(game)))
    game.add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z9"}})
    game.undo()
    game.redo()
    game.reload()
    assert seen == [2, 1, 2, 2]


def test_an_open_game_never_retries_and_shows_the_other_scribes_entry(url: str) -> None:
    mine, theirs = GameService(url), GameService(url)
    game = mine.new_game(game="got", setup=SETUP)
    stale = mine.open(game.id)
    seen: list[int] = []
    stale.watch(lambda: seen.append(len(stale)))
    theirs.open(game.id).add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z9"}})
    with pytest.raises(ConflictError):
        stale.add(move("Rot 2"))
    assert len(stale) == 2 and seen == [2]  # reloaded and shown; the entry was not made
    assert len(mine.open(game.id)) == 2


def test_a_one_shot_entry_is_judged_again_after_a_conflict(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    service, other = GameService(url), GameService(url)
    game_id = service.new_game(game="got", setup=SETUP).id
    stale = service.open(game_id)
    other.open(game_id).add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z9"}})
    opened: list[OpenGame] = [stale]  # the first attempt reads the table before the other scribe's entry
    real_open = GameService.open

    def open_(self: GameService, game_id: int, *, game: str | None = None) -> OpenGame:
        return opened.pop() if opened else real_open(self, game_id, game=game)

    monkeypatch.setattr(GameService, "open", open_)
    session, ev = service.enter(game_id=game_id, entry=move("Rot 2"))
    assert len(session) == 3 and session.events[-1] == ev and not opened  # made after the other's entry
    assert ev.type_name == "got.move" and len(GameService(url).open(game_id)) == 3


def test_an_open_game_takes_another_connections_commits_entry_by_entry(url: str) -> None:
    """What another connection commits — entries, an undo, an entry in place of an undone one, a redo — is taken
    onto the open game at its next look (``catch_up``) without a replay: the states of the entries that stayed are
    the same objects; after each look the game equals one opened afresh, redo stack included; the look is told at
    once by the store (``commit_watch``), and a look that finds nothing changes nothing."""
    mine, theirs = GameService(url), GameService(url)
    made = mine.new_game(game="got", setup=SETUP)
    game, other = mine.open(made.id), theirs.open(made.id)
    watch = mine.commit_watch()
    watch.changed()
    seen: list[int] = []
    game.watch(lambda: seen.append(len(game)))
    held = game.journal.state_after(1)

    def same() -> bool:
        fresh = theirs.open(made.id)
        return (game.events, game.redo_events, game.state) == (fresh.events, fresh.redo_events, fresh.state)

    assert not watch.changed() and not game.catch_up() and seen == []
    other.add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z9"}})
    other.add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z8"}})
    assert watch.changed() and not watch.changed()
    assert game.catch_up() and same() and seen == [3] and game.journal.state_after(1) is held
    two = game.journal.state_after(2)
    other.undo()
    assert watch.changed() and game.catch_up() and same() and game.can_redo
    other.add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z7"}})  # in place of the undone Z8
    assert game.catch_up() and same() and not game.can_redo and game.journal.state_after(2) is two
    other.undo()
    other.redo()
    assert not game.catch_up() and same() and not game.stale()  # undone and redone: the same game, nothing to show
    game.add({"type": "got.land", "data": {"terrain": "Brush", "name": "Z6"}})  # its own entry: nothing to take
    assert watch.changed() and not game.catch_up() and same()
    watch.close()
