"""``note`` in every game's command group (``schriftfuehrer rampage note …``) as in ``game note``; refusals exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_games_own_group_takes_a_note(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    code, out, _ = run(capsys, "--db", db, "rampage", "new", "--players", "Anna,Ben", "--json")
    gid = str(json.loads(out)["game_id"])
    code, out, _ = run(capsys, "--db", db, "rampage", "note", gid, "Ben murrt", "--json")
    assert code == 0 and json.loads(out)["label"] == "Notiz zu Eintrag 1: Ben murrt"
    code, out, _ = run(capsys, "--db", db, "--lang", "en", "game", "note", gid, "--on", "0", "Club night")
    assert code == 0 and out.strip() == "3: Note on the game: Club night"
    code, _, err = run(capsys, "--db", db, "rampage", "note", gid, "--on", "2", "auf eine Notiz")
    assert code == 2 and "Eintrag 2 ist selbst eine Notiz" in err
    code, _, err = run(capsys, "--db", db, "weiss", "note", gid, "falsches Spiel")
    assert code == 2
    shown = json.loads(run(capsys, "--db", db, "game", "show", gid, "--json")[1])
    assert shown["notes"] == [{"on": 1, "text": "Ben murrt"}, {"on": 0, "text": "Club night"}]


def test_game_show_lists_each_note_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A note on an entry is shown under that entry with its own number, not again as a line of its own; a note on
    the game, and one on no entry (marked by today's rules), keep their own line."""
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    _, out, _ = run(capsys, "--db", db, "rampage", "new", "--players", "Anna,Ben", "--json")
    gid = str(json.loads(out)["game_id"])
    run(capsys, "--db", db, "game", "note", gid, "Ben murrt")
    run(capsys, "--db", db, "game", "note", gid, "--on", "0", "Club night")
    run(capsys, "--db", db, "game", "note", gid, "--on", "1", "Tisch 3")
    code, out, _ = run(capsys, "--db", db, "game", "show", gid)
    lines = out.splitlines()
    assert code == 0 and lines[1].startswith("   1. ")
    assert lines[2:5] == ["       2. Notiz: Ben murrt", "       4. Notiz: Tisch 3", "   3. Notiz zur Partie: Club night"]
    assert sum("Ben murrt" in line for line in lines) == 1 and sum("Tisch 3" in line for line in lines) == 1
    code, out, _ = run(capsys, "--db", db, "--lang", "en", "game", "show", gid)
    assert "       2. Note: Ben murrt" in out.splitlines()
