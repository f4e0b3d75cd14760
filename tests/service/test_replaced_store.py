"""The games replaced under an open game (issue 33): a restore writes the backup into the games file in one commit,
and another file put in its place is followed; an open game never has an entry acknowledged that the next program
does not find — its next write after a replacement is refused, it reads its game again, and a game no longer
stored is said in words."""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.core.errors import ConflictError, StorageError
from rulesdb.journal import backup as files
from tests.service.test_service import SETUP
from ui.service import GameGone, GameService, OpenGame, database


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite"


@pytest.fixture
def service(db: Path) -> Iterator[GameService]:
    svc = GameService(f"sqlite:///{db}")
    yield svc
    svc.close()


def notes_stored(db: Path, game_id: int) -> list[str]:
    """The notes of the game as a new program finds them."""
    fresh = GameService(f"sqlite:///{db}")
    try:
        return [n.text for n in fresh.open(game_id).notes()]
    finally:
        fresh.close()


def acknowledged(game: OpenGame[object], texts: list[str]) -> list[str]:
    """Note each text on the game; the texts acknowledged (a refusal after a replacement is no acknowledgement)."""
    done = []
    for text in texts:
        try:
            game.note(text, on=0)
        except ConflictError:
            continue
        done.append(text)
    return done


def test_an_open_game_loses_nothing_when_a_backup_is_restored_under_it(service: GameService, db: Path) -> None:
    game = service.new_game(game="got", setup=SETUP)
    game.note("vorher", on=0)
    backup = files.backup_file(db)
    game.note("nach der Sicherung", on=0)  # only in the file the restore replaces
    files.restore(db, backup)
    assert game.stale() and game.replaced()
    made = acknowledged(game, ["eins", "zwei", "drei"])
    assert made[-2:] == ["zwei", "drei"]  # the first may be refused: the game was read again
    assert notes_stored(db, game.id) == ["vorher", *made] == [n.text for n in game.notes()]
    kept = next(b.path for b in files.backups(db) if b.reason == "replaced")
    assert notes_stored(kept, game.id) == ["vorher", "nach der Sicherung"]  # the replaced file was kept


def test_a_restore_is_noticed_by_its_generation_not_by_the_entry_count(service: GameService, db: Path) -> None:
    """The backup holds the very entries the open game shows: the count and date agree, the store does not."""
    game = service.new_game(game="got", setup=SETUP)
    game.note("eins", on=0)
    backup = files.backup_file(db)
    before = game.identity
    files.restore(db, backup)
    stored = service.info(game.id)
    assert (stored.events, stored.updated_at) == (game.entries, game.info.updated_at)
    assert game.replaced() and game.stale() and service.store.identity() != before
    with pytest.raises(ConflictError, match="Sicherung wurde zurückgeholt"):
        game.note("zwei", on=0)  # nothing stored; the game was read again
    game.note("zwei", on=0)
    assert notes_stored(db, game.id) == ["eins", "zwei"]


def test_a_game_the_backup_does_not_hold_is_said_to_be_gone(service: GameService, db: Path) -> None:
    first = service.new_game(game="got", setup=SETUP)
    backup = files.backup_file(db)
    later = service.new_game(game="got", setup=SETUP)
    files.restore(db, backup)
    with pytest.raises(GameGone, match=f"Partie {later.id} gibt es in den gespeicherten Partien nicht mehr"):
        later.note("verloren?", on=0)
    assert [g.id for g in service.games()] == [first.id]


def test_a_file_another_program_puts_in_place_is_followed(service: GameService, db: Path, tmp_path: Path) -> None:
    """Copied beside and renamed over the games file (as a file manager or a sync tool does): the open game's next
    entry is refused and the game read again from the new file; what it acknowledges then is in that file."""
    game = service.new_game(game="got", setup=SETUP)
    game.note("alt", on=0)
    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    shutil.copyfile(db, other)
    os.replace(other, db)
    made = acknowledged(game, ["eins", "zwei"])
    assert made == ["zwei"] and notes_stored(db, game.id) == ["alt", "zwei"]


def test_a_backup_of_another_page_size_is_restored_into_the_open_games(service: GameService, db: Path,
                                                                        tmp_path: Path) -> None:
    game = service.new_game(game="got", setup=SETUP)
    game.note("eins", on=0)
    small = tmp_path / "small.sqlite"
    shutil.copyfile(files.backup_file(db), small)
    con = sqlite3.connect(small)
    con.execute("PRAGMA page_size = 1024")
    con.execute("VACUUM")
    con.close()
    game.note("zwei", on=0)
    files.restore(db, small)
    assert notes_stored(db, game.id) == ["eins"]
    assert sqlite3.connect(db).execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_damaged_games_file_is_restored_over_without_being_opened(service: GameService, db: Path) -> None:
    """The message of a damaged file points to `db restore`; it works there (the file is not opened first)."""
    game = service.new_game(game="got", setup=SETUP)
    game.note("gesichert", on=0)
    backup = files.backup_file(db)
    service.close()
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    with db.open("r+b") as fh:  # the table of tables overwritten: SQLite finds the file malformed
        fh.seek(100)
        fh.write(b"\x07" * 3000)
    with pytest.raises(StorageError, match="db restore"):
        GameService(f"sqlite:///{db}")
    restored = database.restore_into(f"sqlite:///{db}", backup)
    assert [n.text for n in restored.open(game.id).notes()] == ["gesichert"]
    restored.close()
