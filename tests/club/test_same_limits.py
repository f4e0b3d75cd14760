"""The same limits on SQLite and on the club's PostgreSQL: hostile values are refused alike, before storing.

Every value is checked in Python (``referee.core.limits``, ``ui.service.games``) before the store
sees it, so a PostgreSQL column can never be the one that refuses it (with another message), nor
SQLite the one that quietly keeps it. And four tables opening an empty club database at the same
moment all get it, with its schema made once.
"""

from __future__ import annotations

import itertools
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from referee.core.errors import RefereeError
from rulesdb.journal import GameStore
from tests.got.helpers import BOARD
from tests.hang import HANG
from ui.service import GameService

from .pgserver import PgControl

SETUP = {"type": "got.setup", "data": {"players": [
    {"name": "Anna", "role": "titan", "colour": "Rot", "seat": 1},
    {"name": "Ben", "role": "titan", "colour": "Blau", "seat": 2},
    {"name": "Cleo", "role": "titan", "colour": "Gelb", "seat": 3}], "board": list(BOARD)}}
LONG_TITLE = "Clubabend-" * 30  # 300 characters
INVISIBLE_TITLE = "Club\u200babend"  # a zero-width space
HUGE_NUMBER = "9" * 5000
LONG_TEXT = "Zählfehler " * 2727 + "xxx"  # 30,000 characters

Case = Callable[[GameService, int], object]


def _correction(**data: object) -> dict[str, Any]:
    return {"type": "got.correction", "data": {"reason": "Zählfehler", "player": "Anna", **data}}


def _import_titled(title: str) -> Case:
    def run(svc: GameService, gid: int) -> object:
        exported = svc.export(game_id=gid)
        return svc.import_game(data={**exported, "title": title})

    return run


#: name -> what the scribe does; every one of them must be refused
CATALOGUE: dict[str, Case] = {
    "new game, 300-character title": lambda svc, gid: svc.new_game(game="got", setup=SETUP, title=LONG_TITLE),
    "new game, invisible character in the title":
        lambda svc, gid: svc.new_game(game="got", setup=SETUP, title=INVISIBLE_TITLE),
    "new game, language 'deutsch'": lambda svc, gid: svc.new_game(game="got", setup=SETUP, lang="deutsch"),
    "rename to a 300-character title": lambda svc, gid: svc.rename(game_id=gid, title=LONG_TITLE),
    "rename with an invisible character": lambda svc, gid: svc.rename(game_id=gid, title=INVISIBLE_TITLE),
    "import of an export with a 300-character title": _import_titled(LONG_TITLE),
    "import of an export with an invisible character in the title": _import_titled(INVISIBLE_TITLE),
    "import of an export in language 'deutsch'":
        lambda svc, gid: svc.import_game(data={**svc.export(game_id=gid), "lang": "deutsch"}),
    "entry with a 5000-digit number (JSON text)": lambda svc, gid: svc.open(gid).add(
        '{"type": "got.correction", "data": {"reason": "x", "player": "Anna", "points": ' + HUGE_NUMBER + "}}"),
    "entry with a 5000-digit gem count (JSON text)": lambda svc, gid: svc.open(gid).add(
        '{"type": "got.correction", "data": {"reason": "x", "player": "Anna", "gems": ' + HUGE_NUMBER + "}}"),
    "entry with a 5000-digit number (data)": lambda svc, gid: svc.open(gid).add(_correction(points=HUGE_NUMBER)),
    "entry with a 5000-digit integer (data)": lambda svc, gid: svc.open(gid).add(_correction(gems=int("9" * 4000))),
    "entry with a 30,000-character text": lambda svc, gid: svc.open(gid).add(_correction(reason=LONG_TEXT)),
    "set-up with a 30,000-character name": lambda svc, gid: svc.new_game(game="got", setup={
        "type": "got.setup", "data": {"players": [{**p, "name": LONG_TEXT} if i == 0 else p
                                                  for i, p in enumerate(SETUP["data"]["players"])]}}),  # type: ignore[index]
}


def _stored(url: str) -> tuple[object, ...]:
    """Everything a store holds, read through a fresh connection: games with titles, and every entry."""
    store = GameStore(url)
    try:
        games = [(g.id, g.title, g.lang, g.archived) for g in store.list_games(archived=False)]
        games += [(g.id, g.title, g.lang, g.archived) for g in store.list_games(archived=True)]
        with store.engine.connect() as conn:
            events = conn.execute(text("SELECT game_id, seq, payload FROM event ORDER BY game_id, seq")).all()
        return tuple(sorted(games)), tuple(tuple(r) for r in events)
    finally:
        store.close()


def _refusals(url: str) -> dict[str, tuple[str, str, str]]:
    """Run the catalogue on the store at ``url``: name -> (error class, German, English message)."""
    svc = GameService(url)
    try:
        gid = svc.new_game(game="got", setup=SETUP, title="Clubabend").id
        before = _stored(url)
        out: dict[str, tuple[str, str, str]] = {}
        for name, case in CATALOGUE.items():
            try:
                case(svc, gid)
            except RefereeError as exc:
                out[name] = (type(exc).__name__, exc.message_de, exc.message_en)
            else:
                out[name] = ("accepted", "", "")
            assert _stored(url) == before, f"{name}: something was stored on {url.split(':')[0]}"
        return out
    finally:
        svc.close()


def test_hostile_values_are_refused_alike_on_sqlite_and_postgres(pg: tuple[str, PgControl], tmp_path: Path) -> None:
    url, control = pg
    control.psql("CREATE DATABASE limits")
    on_sqlite = _refusals(f"sqlite:///{tmp_path / 'games.sqlite'}")
    on_postgres = _refusals(url.rsplit("/", 1)[0] + "/limits")
    assert not [name for name, (kind, _, _) in on_sqlite.items() if kind != "InvalidInput"], on_sqlite
    assert on_postgres == on_sqlite
    # the messages say what is wrong, in both languages
    assert "300" in on_sqlite["new game, 300-character title"][1] and "200" in on_sqlite["rename to a 300-character title"][2]
    assert "U+200B" in on_sqlite["new game, invisible character in the title"][2]
    assert "deutsch" in on_sqlite["new game, language 'deutsch'"][2]
    assert "30" in on_sqlite["entry with a 30,000-character text"][2].replace(".", "").replace(",", "")


_fresh = itertools.count(1)


@pytest.fixture
def empty_club(pg: tuple[str, PgControl]) -> Iterator[str]:
    """The URL of a new, empty database on the club server."""
    url, control = pg
    name = f"empty_{os.getpid()}_{next(_fresh)}"
    control.psql(f"CREATE DATABASE {name}")
    yield url.rsplit("/", 1)[0] + "/" + name


def _open_and_write(url: str, table: int) -> None:
    svc = GameService(url)
    try:
        svc.new_game(game="got", setup=SETUP, title=f"Tisch {table}")
    finally:
        svc.close()


def _schema_once(url: str, tables: int) -> None:
    store = GameStore(url)
    try:
        with store.engine.connect() as conn:
            meta = conn.execute(text("SELECT key, value FROM meta ORDER BY key")).all()
        assert [k for k, _ in meta] == ["application", "schema_version"]  # written once, not once per table
        assert sorted(g.title for g in store.list_games()) == [f"Tisch {i}" for i in range(tables)]
    finally:
        store.close()


@pytest.mark.parametrize("round_", range(int(os.environ.get("CLUB_OPEN_ROUNDS", "5"))))
def test_four_threads_open_an_empty_club_database_at_once(empty_club: str, round_: int) -> None:
    start = threading.Barrier(4)
    errors: list[BaseException] = []

    def table(i: int) -> None:
        try:
            start.wait(timeout=HANG)
            _open_and_write(empty_club, i)
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=table, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=HANG)
    assert errors == []
    _schema_once(empty_club, 4)


def _child(url: str, table: int, go: int) -> None:  # runs in a forked child
    code = 1
    try:
        os.read(go, 1)  # all four wait here, then open at the same moment
        _open_and_write(url, table)
        code = 0
    except BaseException as exc:
        os.write(2, f"table {table}: {type(exc).__name__}: {exc}\n".encode())
    finally:
        os._exit(code)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
@pytest.mark.parametrize("round_", range(int(os.environ.get("CLUB_OPEN_ROUNDS", "5"))))
def test_four_processes_open_an_empty_club_database_at_once(empty_club: str, round_: int) -> None:
    read_end, write_end = os.pipe()
    pids = []
    for i in range(4):
        pid = os.fork()
        if pid == 0:
            os.close(write_end)
            _child(empty_club, i, read_end)
        pids.append(pid)
    os.close(read_end)
    os.write(write_end, b"go!!")  # one byte for each child
    os.close(write_end)
    codes = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
    assert codes == [0, 0, 0, 0]
    _schema_once(empty_club, 4)
