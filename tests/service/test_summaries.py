"""The start page's summaries kept with the journal: listing the games replays only a game changed since its
summary was made (or made by other code), and every summary read agrees with a full replay."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from referee.core.errors import StorageError
from rulesdb.journal import GameStore
from rulesdb.journal.migrations import create_or_migrate
from tests.service.test_service import SETUP, move
from ui.service import GameService, OpenGame
from ui.service import games as _games
from ui.service.overview import Overview, overview_of

#: the module the service calls: a doctest run in the same worker may import summaries.py a second time
#: (``--import-mode=importlib``), and patching that copy would miss the service
summaries = _games.summaries


def replayed(service: GameService, game_id: int, lang: str) -> Overview:
    return overview_of(service.open(game_id).header(lang), lang)


def counting_opens(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The games opened (replayed or read from their snapshots) from now on, in order."""
    opened: list[int] = []
    real_open = GameService.open

    def counted(self: GameService, game_id: int, *, game: str | None = None) -> OpenGame[object]:
        opened.append(game_id)
        return real_open(self, game_id, game=game)

    monkeypatch.setattr(GameService, "open", counted)
    return opened


def test_a_listing_reads_the_summaries_and_replays_only_a_changed_game(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    first, second = service.new_game(game="got", setup=SETUP), service.new_game(game="got", setup=SETUP)
    first.add(move("Rot 2"))
    made = service.overviews(service.games(), lang="en")
    assert made == {g: replayed(service, g, "en") for g in (first.id, second.id)}
    assert made[first.id].players == ("Anna", "Ben", "Cleo") and set(service.store.summaries()) == {1, 2}

    opened = counting_opens(monkeypatch)
    read = service.overviews(service.games(), lang="de")
    assert opened == []  # both read from their summaries, in the other language too
    second.add(move("Rot 2"))
    again = service.overviews(service.games(), lang="de")
    assert opened == [second.id]  # only the changed game is replayed
    monkeypatch.undo()
    assert read == {g: replayed(service, g, "de") for g in (first.id, second.id)}
    assert again == {g: replayed(service, g, "de") for g in (first.id, second.id)}
    service.close()


def test_a_changed_game_or_other_code_makes_the_summary_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    game = service.new_game(game="got", setup=SETUP)
    service.overviews(service.games())
    game.add(move("Rot 2"))
    (info,) = service.games()
    assert not service.store.summaries()[game.id].valid_for(info, summaries.code_version())
    assert service.overviews([info]) == {game.id: replayed(service, game.id, "de")}
    assert service.store.summaries()[game.id].valid_for(info, summaries.code_version())

    monkeypatch.setattr(summaries, "code_version", lambda: "other code")
    assert not service.store.summaries()[game.id].valid_for(info, summaries.code_version())
    service.overviews([info])
    assert service.store.summaries()[game.id].code == "other code"
    service.close()


def test_a_summary_the_store_cannot_keep_is_only_made_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    game = service.new_game(game="got", setup=SETUP)

    def full(*_: object) -> None:
        raise StorageError("voll", "full")

    monkeypatch.setattr(service.store, "put_summary", full)
    assert service.overviews(service.games()) == {game.id: replayed(service, game.id, "de")}
    service.close()


def test_deleting_a_game_deletes_its_summary(tmp_path: Path) -> None:
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    game = service.new_game(game="got", setup=SETUP)
    service.overviews(service.games())
    service.archive(game_id=game.id)
    service.delete(game_id=game.id)
    assert service.store.summaries() == {} and service.games(archived=True) == []
    service.close()


def test_a_schema_2_store_gets_the_summaries_and_snapshots_tables_in_its_migration(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    store = GameStore(f"sqlite:///{path}")
    store.close()
    raw = sqlite3.connect(path)  # back to schema 2 as an earlier version left it
    raw.executescript("DROP TABLE summary; DROP TABLE snapshot; UPDATE meta SET value = '2' WHERE key = 'schema_version'; "
                      "PRAGMA user_version = 2;")
    raw.close()
    service = GameService(f"sqlite:///{path}")
    game = service.new_game(game="got", setup=SETUP)
    assert service.overview(game.id).players == ("Anna", "Ben", "Cleo") and set(service.store.summaries()) == {game.id}
    with service.store.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")).scalar() == "4"
        assert create_or_migrate(conn) == 4
    game.close()
    assert service.store.snapshot(game.id) is not None
    service.close()


def test_a_summary_that_cannot_be_read_is_made_again(tmp_path: Path) -> None:
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    game = service.new_game(game="got", setup=SETUP)
    service.overviews(service.games())
    with service.store.engine.begin() as conn:
        conn.execute(text("""UPDATE summary SET data = '{"de": 1}'"""))
    assert service.overviews(service.games()) == {game.id: replayed(service, game.id, "de")}
    service.close()


def test_after_an_update_earlier_summaries_are_listed_at_once_marked_then_brought_up_to_date(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a summary an earlier version made of the game as stored now is shown without a replay (marked); a
    missing, unreadable or outdated-by-an-entry one is made again at once, as before the update."""
    service = GameService(f"sqlite:///{tmp_path}/g.sqlite")
    older, old, unread, never, changed = (service.new_game(game="got", setup=SETUP) for _ in range(5))
    old.add(move("Rot 2"))
    service.overviews(service.games())
    with service.store.engine.begin() as conn:  # every summary made by the version before the update
        conn.execute(text("UPDATE summary SET code = 'earlier version'"))
        conn.execute(text("UPDATE summary SET data = '{' WHERE game_id = :g"), {"g": unread.id})
        conn.execute(text("DELETE FROM summary WHERE game_id = :g"), {"g": never.id})
    changed.add(move("Rot 2"))
    truth = {g: replayed(service, g, "en") for g in (older.id, old.id, unread.id, never.id, changed.id)}

    opened = counting_opens(monkeypatch)
    listed = service.overviews(service.games(), lang="en", earlier=True)
    assert sorted(opened) == sorted([unread.id, never.id, changed.id])  # only those replayed
    newest_first = [g.id for g in service.games() if g.id in (older.id, old.id)]
    assert summaries.outdated(listed) == newest_first == [old.id, older.id]
    assert listed[old.id] == dataclasses.replace(truth[old.id], current=False) and listed[old.id].players
    assert all(listed[g] == truth[g] for g in (unread.id, never.id, changed.id))

    opened.clear()
    assert service.overview(old.id, lang="en") == truth[old.id] and opened == [old.id]  # brought up to date
    assert service.overview(old.id, lang="en") == truth[old.id] and opened == [old.id]  # and kept
    again = service.overviews(service.games(), lang="de", earlier=True)
    assert summaries.outdated(again) == [older.id] and opened == [old.id]
    assert service.overviews(service.games(), lang="en") == truth and opened == [old.id, older.id]
    assert summaries.outdated(service.overviews(service.games(), earlier=True)) == []
    service.close()
