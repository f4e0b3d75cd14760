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
