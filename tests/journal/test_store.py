from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from referee.core.errors import ConflictError, StorageError, UnknownName
from referee.core.journal import Journal
from referee.core.testing import Add, CounterEngine
from rulesdb.journal import GameStore, resolve_url
from rulesdb.journal import migrations as mig
from rulesdb.journal.models import APPLICATION_ID, SCHEMA_VERSION


def url(tmp_path: Path, name: str = "g.sqlite") -> str:
    return f"sqlite:///{tmp_path / name}"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_events_survive_reopening(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    gid = store.create_game("demo", title="Abend", lang="en")
    for seq, amount in enumerate([3, 4, -2], start=1):
        store.append(gid, seq, Add(amount=amount))
    store.close()
    again = GameStore(url(tmp_path))
    loaded = again.load(gid)
    assert [e.amount for e in loaded.events] == [3, 4, -2]  # type: ignore[attr-defined]
    assert loaded.info.title == "Abend" and loaded.info.lang == "en" and loaded.info.events == 3


def test_undo_and_redo_stack_are_persisted(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    gid = store.create_game("demo")
    journal = Journal(CounterEngine(), sink=store.sink(gid))
    for amount in (1, 2, 3):
        journal.append(Add(amount=amount))
    journal.undo()
    journal.undo()
    loaded = GameStore(url(tmp_path)).load(gid)
    assert [e.amount for e in loaded.events] == [1]  # type: ignore[attr-defined]
    assert [e.amount for e in loaded.redo] == [2, 3]  # type: ignore[attr-defined]
    reopened = Journal(CounterEngine(), loaded.events, redo=loaded.redo, sink=store.sink(gid))
    reopened.redo()
    assert reopened.state == 3
    reopened.append(Add(amount=10))  # drops the remaining redo entry (3)
    loaded = store.load(gid)
    assert [e.amount for e in loaded.events] == [1, 2, 10] and loaded.redo == ()  # type: ignore[attr-defined]


def test_stale_writer_gets_a_conflict_and_nothing_is_written(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    gid = store.create_game("demo")
    first = Journal(CounterEngine(), sink=store.sink(gid))
    second = Journal(CounterEngine(), sink=GameStore(url(tmp_path)).sink(gid))
    first.append(Add(amount=1))
    with pytest.raises(ConflictError, match="reload"):
        second.append(Add(amount=5))
    assert second.state == 0 and len(second) == 0
    assert [e.amount for e in store.load(gid).events] == [1]  # type: ignore[attr-defined]
    with pytest.raises(ConflictError):
        store.undo(gid, 2)
    with pytest.raises(ConflictError):
        store.redo(gid, 2)


def test_sequence_is_unique_per_game(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    a, b = store.create_game("demo"), store.create_game("demo")
    store.append(a, 1, Add(amount=1))
    store.append(b, 1, Add(amount=2))
    raw = sqlite3.connect(tmp_path / "g.sqlite")
    with pytest.raises(sqlite3.IntegrityError):
        raw.execute(
            "INSERT INTO event (game_id, seq, type, version, payload, undone, created_at) "
            "VALUES (?, 1, 'demo.add', 1, '{}', 0, '')", (a,)
        )
    raw.close()


def test_unknown_game_is_named(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    with pytest.raises(UnknownName, match="42"):
        store.load(42)
    with pytest.raises(UnknownName, match="42"):
        store.append(42, 1, Add(amount=1))


def test_list_games_counts_active_entries(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    a = store.create_game("demo", title="A", events=[Add(amount=1), Add(amount=2)])
    store.undo(a, 2)
    b = store.create_game("demo", title="B")
    games = {g.id: g for g in store.list_games()}
    assert games[a].events == 1 and games[b].events == 0


def test_sqlite_file_is_wal_with_full_sync_and_marked_as_ours(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    raw = sqlite3.connect(tmp_path / "g.sqlite")
    assert raw.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.close()


@pytest.mark.parametrize(
    "content",
    [b"hello, this is a text file\n" * 10, b"\x00\x01\x02" * 300, b"SQLite format 3\x00" + b"\xff" * 2000],
    ids=["text", "binary", "broken-sqlite"],
)
def test_foreign_or_corrupt_file_is_refused_and_left_unchanged(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "g.sqlite"
    path.write_bytes(content)
    before = digest(path)
    with pytest.raises(StorageError) as info:
        GameStore(url(tmp_path))
    assert "unchanged" in str(info.value)
    assert digest(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.sqlite"]


def test_damaged_pages_of_our_own_file_are_reported(tmp_path: Path) -> None:
    store = GameStore(url(tmp_path))
    gid = store.create_game("demo")
    for seq in range(1, 200):
        store.append(gid, seq, Add(amount=1))
    store.close()
    path = tmp_path / "g.sqlite"
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw.execute("PRAGMA journal_mode=DELETE")
    raw.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for i in range(2 * page + 100, min(len(data), 6 * page), 7):
        data[i] = 0xA5
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(StorageError, match="corrupt|not a Schriftführer"):
        GameStore(url(tmp_path))
    assert digest(path) == before


def test_sqlite_file_of_another_program_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.sqlite"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE notes (x TEXT)")
    raw.execute("INSERT INTO notes VALUES ('keep me')")
    raw.commit()
    raw.close()
    before = digest(path)
    with pytest.raises(StorageError, match="another program"):
        GameStore(url(tmp_path))
    assert digest(path) == before


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    GameStore(url(tmp_path)).close()
    raw = sqlite3.connect(tmp_path / "g.sqlite")
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with pytest.raises(StorageError, match="newer"):
        GameStore(url(tmp_path))


def test_migration_path_runs_pending_steps(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore(url(tmp_path))
    gid = store.create_game("demo", events=[Add(amount=4)])
    store.close()

    def add_note_column(conn: object) -> None:
        conn.execute(text("ALTER TABLE game ADD COLUMN note TEXT DEFAULT ''"))  # type: ignore[attr-defined]

    monkeypatch.setattr(mig, "MIGRATIONS", {SCHEMA_VERSION: add_note_column})
    monkeypatch.setattr("rulesdb.journal.store.create_or_migrate",
                        lambda conn: mig.create_or_migrate(conn, target=SCHEMA_VERSION + 1))
    monkeypatch.setattr("rulesdb.journal.guard.SCHEMA_VERSION", SCHEMA_VERSION + 1)
    migrated = GameStore(url(tmp_path))
    assert [e.amount for e in migrated.load(gid).events] == [4]  # type: ignore[attr-defined]
    with migrated.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key='schema_version'")).scalar() == str(
            SCHEMA_VERSION + 1
        )
        assert conn.execute(text("SELECT note FROM game")).scalar() == ""


def test_failed_migration_leaves_the_database_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    GameStore(url(tmp_path)).close()

    def broken(conn: object) -> None:
        conn.execute(text("ALTER TABLE game ADD COLUMN half TEXT"))  # type: ignore[attr-defined]
        raise RuntimeError("step failed")

    monkeypatch.setattr(mig, "MIGRATIONS", {SCHEMA_VERSION: broken})
    monkeypatch.setattr("rulesdb.journal.store.create_or_migrate",
                        lambda conn: mig.create_or_migrate(conn, target=SCHEMA_VERSION + 1))
    with pytest.raises(RuntimeError):
        GameStore(url(tmp_path))
    raw = sqlite3.connect(tmp_path / "g.sqlite")
    columns = [r[1] for r in raw.execute("PRAGMA table_info(game)")]
    assert "half" not in columns
    assert raw.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == str(SCHEMA_VERSION)
    raw.close()


def test_in_memory_sqlite_is_refused() -> None:
    with pytest.raises(StorageError, match="file"):
        GameStore("sqlite://")


def test_url_resolution(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SCHRIFTFUEHRER_DB", str(tmp_path / "env.sqlite"))
    assert resolve_url(None) == f"sqlite:///{tmp_path / 'env.sqlite'}"
    assert resolve_url("postgresql://u:p@localhost/club") == "postgresql://u:p@localhost/club"
    monkeypatch.delenv("SCHRIFTFUEHRER_DB")
    assert resolve_url(None).endswith("games.sqlite")


def test_unreachable_server_gives_a_clear_message() -> None:
    with pytest.raises(StorageError, match="unreachable|cannot be used"):
        GameStore("postgresql+psycopg://nobody@127.0.0.1:1/none")
