"""Restoring a backup (issue 28): checked completely before anything is touched, the games file replaced in one
step after it was backed up itself, every kept copy counted in the rotation, and the copy restored from kept."""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from referee.core.errors import RefereeError
from referee.core.testing import Add
from rulesdb.journal import GameStore
from rulesdb.journal import backup as files
from rulesdb.journal.restore import restore


def _store(folder: Path, amounts: list[int]) -> Path:
    db = folder / "games.sqlite"
    store = GameStore(f"sqlite:///{db}")
    gid = store.create_game("demo") if not store.list_games() else store.list_games()[0].id
    head = len(store.load(gid).events)
    for i, amount in enumerate(amounts, start=head + 1):
        store.append(gid, i, Add(amount=amount))
    store.close()
    return db


def _amounts(db: Path) -> list[int]:
    store = GameStore(f"sqlite:///{db}")
    try:
        return [e.amount for e in store.load(store.list_games()[0].id).events]  # type: ignore[attr-defined]
    finally:
        store.close()


def _bytes(folder: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(folder.rglob("*")):
        if p.is_file() and not p.name.endswith("-shm"):
            h.update(str(p.relative_to(folder)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def _bad_files(folder: Path, good: Path) -> dict[str, Path]:
    bad = folder / "bad"
    bad.mkdir()
    con = sqlite3.connect(bad / "foreign.sqlite")
    con.execute("CREATE TABLE notes (x)")
    con.commit()
    con.close()
    shutil.copyfile(good, bad / "newer.sqlite")
    con = sqlite3.connect(bad / "newer.sqlite")
    con.execute("PRAGMA user_version = 999")
    con.commit()
    con.close()
    (bad / "empty.sqlite").write_bytes(b"")
    con = sqlite3.connect(bad / "no-tables.sqlite")
    con.execute(f"PRAGMA application_id = {0x53636846}")
    con.execute("PRAGMA user_version = 2")
    con.commit()
    con.close()
    (bad / "truncated.sqlite").write_bytes(good.read_bytes()[:9000])
    (bad / "folder").mkdir()
    os.mkfifo(bad / "fifo")
    return {"foreign": bad / "foreign.sqlite", "newer": bad / "newer.sqlite", "empty": bad / "empty.sqlite",
            "no tables": bad / "no-tables.sqlite", "truncated": bad / "truncated.sqlite", "folder": bad / "folder",
            "missing": bad / "missing.sqlite", "fifo": bad / "fifo", "/dev/zero": Path("/dev/zero"),
            "/dev/null": Path("/dev/null")}


def test_a_refused_restore_leaves_every_byte_as_it_was(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    db = _store(home, [1, 2])
    good = files.backup_file(db, reason="manual")
    _store(home, [3])  # the games file now has more than the backup
    for name, source in _bad_files(tmp_path, good).items():
        before = _bytes(home)
        with pytest.raises(RefereeError):
            restore(db, source)
        assert _bytes(home) == before, name
    assert _amounts(db) == [1, 2, 3]


def test_a_restore_backs_up_the_games_file_first_and_replaces_it_in_one_step(tmp_path: Path) -> None:
    db = _store(tmp_path, [1, 2])
    good = files.backup_file(db, reason="manual")
    _store(tmp_path, [3])
    kept = restore(db, good)
    assert _amounts(db) == [1, 2] and _amounts(kept) == [1, 2, 3]  # the replaced file, its log included
    assert not list(tmp_path.glob("*.restoring")) and not list(tmp_path.glob(".games-*"))
    assert [b.what("en") for b in files.backups(db)] == ["replaced by a restore", "manual, last restored from"]


def test_restores_are_counted_in_the_rotation_and_the_copy_restored_from_stays(tmp_path: Path) -> None:
    db = _store(tmp_path, [1])
    first = files.backup_file(db, reason="manual", keep=3)
    for _ in range(11):
        restore(db, first, keep=3)
    kept = files.backups(db)
    assert len(kept) == 3 and first in [b.path for b in kept]
    files.backup_file(db, reason="manual", keep=3)  # the next backup does not delete the copy restored from
    kept = files.backups(db)
    assert len(kept) == 3 and [b.path for b in kept if b.restored_from] == [first]
    assert {b.reason for b in kept} == {"manual", "replaced"}


def test_the_games_file_itself_is_no_backup(tmp_path: Path) -> None:
    db = _store(tmp_path, [1])
    before = _bytes(tmp_path)
    with pytest.raises(RefereeError, match="games file itself"):
        restore(db, db)
    assert _bytes(tmp_path) == before
