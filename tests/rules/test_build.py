"""The database follows its sources: missing, corrupt or out of date means rebuilt, atomically."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

import rulesdb.rules.build as build_module
from referee.core.errors import StorageError
from rulesdb.rules import RulesBook
from rulesdb.rules.book import ensure_built
from rulesdb.rules.content import CONTENT_DIR, load_sources
from rulesdb.rules.models import SectionRow


def _copy(rules_file: Path, tmp_path: Path) -> Path:
    target = tmp_path / "rules.sqlite"
    shutil.copy(rules_file, target)
    return target


def _hash(path: Path) -> str:
    con = sqlite3.connect(path)
    try:
        return str(con.execute("SELECT value FROM rules_meta WHERE key = 'content_hash'").fetchone()[0])
    finally:
        con.close()


def test_up_to_date_database_is_kept(rules_file: Path, tmp_path: Path) -> None:
    target = _copy(rules_file, tmp_path)
    assert ensure_built(target) is False
    assert _hash(target) == load_sources().digest


def test_missing_database_is_built(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "rules.sqlite"
    book = RulesBook.open(target)
    assert target.is_file() and book.section("got", "17.1") is not None
    assert sorted(p.name for p in target.parent.iterdir()) == ["rules.sqlite"]  # no temp file left


@pytest.mark.parametrize("damage", [b"this is not a database" * 100, b"", b"SQLite format 3\x00" + b"\xff" * 5000])
def test_corrupt_database_is_rebuilt(rules_file: Path, tmp_path: Path, damage: bytes) -> None:
    target = tmp_path / "rules.sqlite"
    target.write_bytes(damage)
    book = RulesBook.open(target)
    assert book.search("17.1", game="got")[0].section == "17.1"


def test_truncated_database_is_rebuilt(rules_file: Path, tmp_path: Path) -> None:
    target = _copy(rules_file, tmp_path)
    data = target.read_bytes()
    target.write_bytes(data[: len(data) // 2])
    assert ensure_built(target) is True
    assert RulesBook.open(target).section("got", "17.1") is not None


def test_out_of_date_database_is_rebuilt(rules_file: Path, tmp_path: Path) -> None:
    target = _copy(rules_file, tmp_path)
    con = sqlite3.connect(target)
    with con:
        con.execute("UPDATE rules_meta SET value = 'old' WHERE key = 'content_hash'")
        con.execute("UPDATE rules_section SET digest_de = 'veraltet' WHERE section = '17.1'")
    con.close()
    book = RulesBook.open(target)
    entry = book.section("got", "17.1")
    assert entry is not None and entry.digest_de != "veraltet"
    assert _hash(target) == load_sources().digest


def test_changed_content_changes_the_hash(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, content)
    before = load_sources(content).digest
    (content / "got" / "part1.toml").write_text(
        (content / "got" / "part1.toml").read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert load_sources(content).digest != before
    assert load_sources(content, extra=(b"imported",)).digest != load_sources(content).digest


def test_failed_build_leaves_the_old_file_and_no_temp_file(
        rules_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = _copy(rules_file, tmp_path)
    old = target.read_bytes()

    def broken(path: Path, *args: object) -> None:
        path.write_bytes(b"half")
        raise OSError("disk full")

    monkeypatch.setattr(build_module, "_write", broken)
    with pytest.raises(OSError):
        build_module.build(target, load_sources())
    assert target.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir()] == ["rules.sqlite"]


def test_fts_index_follows_section_changes_by_trigger(rules_file: Path, tmp_path: Path) -> None:
    target = _copy(rules_file, tmp_path)
    con = sqlite3.connect(target)
    with con:
        con.execute("UPDATE rules_section SET f_source = 'zauberwortxyz' WHERE game = 'got' AND section = '9.1'")
    hits = con.execute("SELECT s.section FROM rules_fts JOIN rules_section s ON s.id = rules_fts.rowid "
                       "WHERE rules_fts MATCH '\"zauberwortxyz\"'").fetchall()
    assert hits == [("9.1",)]
    with con:
        con.execute("DELETE FROM rules_section WHERE game = 'got' AND section = '9.1'")
    assert con.execute("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH '\"zauberwortxyz\"'").fetchone() == (0,)
    con.close()


def test_rules_and_journal_do_not_depend_on_each_other() -> None:
    from sqlmodel import SQLModel

    assert SectionRow.__tablename__ not in SQLModel.metadata.tables
    rules_dir = CONTENT_DIR.parent
    journal_dir = rules_dir.parent / "journal"
    assert not [p.name for p in rules_dir.glob("*.py") if "rulesdb.journal" in p.read_text(encoding="utf-8")]
    assert not [p.name for p in journal_dir.glob("*.py") if "rulesdb.rules" in p.read_text(encoding="utf-8")]


def test_unwritable_place_is_a_clear_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    with pytest.raises(StorageError) as err:
        RulesBook.open(blocker / "rules.sqlite")
    assert "Regeldatenbank" in err.value.message_de and "rules database" in err.value.message_en


def _dead_pid() -> int:
    """The id of a process that has just ended."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_leftovers_of_a_crashed_build_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "rules.sqlite"
    alive = os.getppid()  # the process that started the tests: it runs
    old = tmp_path / f"rules.sqlite.tmp-{alive}"  # its id may since belong to another program: too old anyway
    building = tmp_path / f"rules.sqlite.tmp-{alive}-journal"  # another process building right now
    old.write_bytes(b"half")
    building.write_bytes(b"half")
    os.utime(old, (1_000_000, 1_000_000))
    build_module.build(target, load_sources())
    assert not old.exists() and building.exists()


def test_an_interrupted_build_is_cleaned_up_at_the_next_start(rules_file: Path, tmp_path: Path) -> None:
    target = _copy(rules_file, tmp_path)  # up to date: the start builds nothing
    dead = _dead_pid()
    leftovers = [tmp_path / f"rules.sqlite.tmp-{dead}", tmp_path / f"rules.sqlite.tmp-{dead}-journal"]
    for path in leftovers:
        path.write_bytes(b"half a database")
    running = tmp_path / f"rules.sqlite.tmp-{os.getppid()}"  # a build in a process that still runs: kept
    running.write_bytes(b"being written")
    unrelated = [tmp_path / "rules.sqlite.tmp-notes", tmp_path / "other.sqlite.tmp-1", tmp_path / "rules.sqlite.bak"]
    for path in unrelated:
        path.write_bytes(b"not ours")
    RulesBook.open(target).close()
    assert not any(p.exists() for p in leftovers)
    assert running.exists() and all(p.exists() for p in unrelated)
    # an hour later even a running process's file is a leftover (its id may belong to another program now)
    assert build_module.remove_stale_temps(target, now=time.time() + 3600) == [running]


def test_process_running() -> None:
    assert build_module.process_running(os.getpid()) and build_module.process_running(os.getppid())
    assert not build_module.process_running(_dead_pid())
    assert not build_module.process_running(0) and not build_module.process_running(9_999_999_999)
