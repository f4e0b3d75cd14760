"""A second store of the same games file in one process (the players' display served from the app) keeps the
first one's SQLite locks: on POSIX, a plain open and close of the file would drop them all, and the next
``schriftfuehrer`` command would fold in and delete the write-ahead log under the running app."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from rulesdb.journal import GameStore
from rulesdb.journal.guard import held
from tests.hang import HANG


def test_a_second_store_in_the_process_keeps_the_first_ones_locks(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    first = GameStore(f"sqlite:///{db}")
    second = None
    try:
        first.create_game("demo", title="x")
        assert (tmp_path / "games.sqlite-wal").exists() and held(db)
        second = GameStore(f"sqlite:///{db}")  # as the display's server opens it beside the app's
        assert [g.title for g in second.list_games()] == ["x"]
        reader = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('SELECT count(*) FROM game')"
                  ".fetchall(); c.close()")
        subprocess.run([sys.executable, "-c", reader, str(db)], check=True, timeout=HANG)
        assert (tmp_path / "games.sqlite-wal").exists()  # the first store's log is still its own
    finally:
        if second is not None:
            second.close()
        first.close()
    assert not held(db)
