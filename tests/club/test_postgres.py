"""The club server: the same store on a real PostgreSQL (issue: club server).

Two scribes' processes append to one game without losing or interleaving
entries; one scribe's entry is seen by the other on refresh; a lost connection
gives a clear message and leaves no half-written entry.
"""

from __future__ import annotations

import os
import time

import pytest
from sqlalchemy import text

from referee.core.errors import ConflictError, StorageError
from referee.core.journal import Journal
from referee.core.testing import Add, CounterEngine
from rulesdb.journal import GameStore

from .pgserver import PgControl

PER_WRITER = 40


def test_journal_round_trip_on_postgres(pg: tuple[str, PgControl]) -> None:
    url, _ = pg
    store = GameStore(url)
    gid = store.create_game("demo", title="Clubabend", events=[Add(amount=2)])
    journal = Journal(CounterEngine(), store.load(gid).events, sink=store.sink(gid))
    journal.append(Add(amount=3))
    journal.undo()
    loaded = GameStore(url).load(gid)
    assert [e.amount for e in loaded.events] == [2] and [e.amount for e in loaded.redo] == [3]  # type: ignore[attr-defined]
    assert store.info(gid).title == "Clubabend"


def test_other_scribe_sees_the_entry_on_refresh(pg: tuple[str, PgControl]) -> None:
    url, _ = pg
    table_a, table_b = GameStore(url), GameStore(url)
    gid = table_a.create_game("demo")
    view_b = Journal(CounterEngine(), table_b.load(gid).events, sink=table_b.sink(gid))
    Journal(CounterEngine(), sink=table_a.sink(gid)).append(Add(amount=7))
    with pytest.raises(ConflictError, match="reload"):
        view_b.append(Add(amount=1))  # B's screen is stale: refused, nothing written
    refreshed = Journal(CounterEngine(), table_b.load(gid).events, sink=table_b.sink(gid))
    assert refreshed.state == 7
    refreshed.append(Add(amount=1))
    assert [e.amount for e in table_a.load(gid).events] == [7, 1]  # type: ignore[attr-defined]


def _writer(url: str, game_id: int, amount: int) -> None:  # runs in a forked child
    code = 1
    try:
        store = GameStore(url)
        written = 0
        while written < PER_WRITER:
            journal = Journal(CounterEngine(), store.load(game_id).events, sink=store.sink(game_id))
            try:
                journal.append(Add(amount=amount))
                written += 1
            except ConflictError:
                continue
        code = 0
    finally:
        os._exit(code)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_two_scribes_append_concurrently(pg: tuple[str, PgControl]) -> None:
    url, _ = pg
    store = GameStore(url)
    gid = store.create_game("demo")
    store.close()
    pids = []
    for amount in (1, 1000):
        pid = os.fork()
        if pid == 0:
            _writer(url, gid, amount)
        pids.append(pid)
    for pid in pids:
        assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 0
    events = GameStore(url).load(gid).events
    amounts = [e.amount for e in events]  # type: ignore[attr-defined]
    assert len(amounts) == 2 * PER_WRITER and amounts.count(1) == amounts.count(1000) == PER_WRITER
    with GameStore(url).engine.connect() as conn:
        seqs = [r[0] for r in conn.execute(text("SELECT seq FROM event WHERE game_id = :g ORDER BY seq"), {"g": gid})]
    assert seqs == list(range(1, 2 * PER_WRITER + 1))


def test_lost_connection_is_reported_and_nothing_is_half_written(pg: tuple[str, PgControl]) -> None:
    url, control = pg
    store = GameStore(url)
    gid = store.create_game("demo", events=[Add(amount=1)])
    journal = Journal(CounterEngine(), store.load(gid).events, sink=store.sink(gid))
    control.stop("immediate")
    try:
        with pytest.raises(StorageError) as info:
            journal.append(Add(amount=5))
        assert "unreachable" in str(info.value) and "nothing was stored" in str(info.value)
        assert journal.state == 1 and len(journal) == 1  # the screen still shows what is stored
    finally:
        control.start()
    again = GameStore(url).load(gid)
    assert [e.amount for e in again.events] == [1]  # type: ignore[attr-defined]
    journal.append(Add(amount=5))  # after the server is back, the entry goes through
    assert [e.amount for e in GameStore(url).load(gid).events] == [1, 5]  # type: ignore[attr-defined]


def test_database_of_another_program_is_refused(pg: tuple[str, PgControl]) -> None:
    url, control = pg
    control.psql("CREATE DATABASE other")
    other = url.rsplit("/", 1)[0] + "/other"
    import psycopg

    with psycopg.connect(host="127.0.0.1", port=control.port, user="postgres", dbname="other", autocommit=True) as c:
        c.execute("CREATE TABLE game (x int)")
    with pytest.raises(StorageError, match="another program"):
        GameStore(other)


def test_an_open_game_hears_another_tables_commit_at_once(pg: tuple[str, PgControl]) -> None:
    """On the club server a commit announces itself (NOTIFY): the other table's open game hears it at its next look
    — no polling of the game — and takes only the new entry (issue 34)."""
    from tests.service.test_service import SETUP
    from ui.service import GameService

    url, _ = pg
    mine, theirs = GameService(url), GameService(url)
    made = mine.new_game(game="got", setup=SETUP)
    game, other = mine.open(made.id), theirs.open(made.id)
    watch = mine.commit_watch()

    def heard() -> bool:  # the announcement travels over the network: waited for (a hang fails after minutes)
        end = time.monotonic() + 120
        while not watch.changed():
            if time.monotonic() > end:
                return False
            time.sleep(0.001)
        return True

    try:
        watch.changed()
        held = game.journal.state_after(1)
        assert not watch.changed()
        other.note("vom Nebentisch")
        assert heard() and game.catch_up() and len(game) == 2 and game.journal.state_after(1) is held
        assert not watch.changed() and not game.catch_up()
        theirs.store.set_setting("display_token:1", "neu")  # a renewed link is a commit too
        assert heard()
    finally:
        watch.close()
        mine.close()
        theirs.close()
