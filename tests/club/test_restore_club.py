"""A backup restored into a club server's database (issue 33): the backup's games replace the server's in one
transaction, the replaced ones are kept as a file, a table's open game is refused its next entry and reads its game
again, and the next game gets an id after the restored ones."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesdb.journal import backup as files
from tests.service.test_service import SETUP
from ui.service import GameGone, GameService, database

from .pgserver import PgControl


def test_a_backup_replaces_the_club_games_in_one_transaction(pg: tuple[str, PgControl], tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    url, control = pg
    name = f"restore_{os.getpid()}"
    control.psql(f"CREATE DATABASE {name}")
    club = url.rsplit("/", 1)[0] + "/" + name
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))

    table = tmp_path / "table.sqlite"  # a table's own file, backed up
    own = GameService(f"sqlite:///{table}")
    first = own.new_game(game="got", setup=SETUP, title="Am Tisch")
    first.note("vom Tisch", on=0)
    backup = files.backup_file(table)
    own.close()

    server = GameService(club)
    gone = server.new_game(game="got", setup=SETUP, title="Auf dem Server")
    gone.note("nur auf dem Server", on=0)
    kept_one = server.new_game(game="got", setup=SETUP, title="Zweite")
    restored = database.restore_into(club, backup)

    assert [g.title for g in restored.games()] == ["Am Tisch"]
    assert [n.text for n in restored.open(first.id).notes()] == ["vom Tisch"]
    kept = next((tmp_path / "data" / "schriftfuehrer" / "backups").glob("club-*-replaced.sqlite"))
    assert sorted(g.title for g in GameService(f"sqlite:///{kept}").games()) == ["Auf dem Server", "Zweite"]

    for session in (gone, kept_one):  # open at a table: the first has the number of the table's game, but not the game
        with pytest.raises(GameGone):
            session.note("nach dem Zurückholen", on=0)
    table_game = restored.open(first.id)
    table_game.note("nach dem Zurückholen", on=0)
    assert [n.text for n in restored.open(first.id).notes()] == ["vom Tisch", "nach dem Zurückholen"]
    assert restored.new_game(game="got", setup=SETUP).id > first.id
    server.close()
    restored.close()
