from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import referee.registry
from ui.cli.main import main


@pytest.fixture
def db(tmp_path: Path) -> Iterator[str]:
    from referee.core.demo import SPEC

    referee.registry.add(SPEC)  # the tests' demo game, as tests/test_sixth_game.py adds it
    yield f"sqlite:///{tmp_path / 'g.sqlite'}"
    referee.registry.remove(SPEC.id)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def add(n: int) -> str:
    return json.dumps({"type": "demo.add", "data": {"amount": n}})


def test_game_lifecycle(db: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "--db", db, "game", "new", "--game", "demo", "--title", "<b>&Co", "--json")
    assert code == 0
    gid = str(json.loads(out)["game_id"])
    for n in (2, 3):
        assert run(capsys, "--db", db, "game", "add", gid, add(n))[0] == 0
    code, out, err = run(capsys, "--db", db, "game", "add", gid, add(-9))
    assert code == 2 and "§ 1.1" in err and out == ""
    assert run(capsys, "--db", db, "game", "undo", gid)[0] == 0
    code, out, _ = run(capsys, "--db", db, "game", "show", gid, "--json")
    shown = json.loads(out)
    assert [e["label"] for e in shown["history"]] == ["+2"] and shown["redo"] == ["+3"] and shown["entries"] == 1
    assert shown["title"] == "<b>&Co"
    assert run(capsys, "--db", db, "game", "redo", gid)[0] == 0
    code, out, _ = run(capsys, "--db", db, "game", "list", "--json")
    assert json.loads(out)["games"][0]["entries"] == 2
    export = tmp_path / "export.json"
    assert run(capsys, "--db", db, "game", "export", gid, "-o", str(export))[0] == 0
    data = json.loads(export.read_text(encoding="utf-8"))
    assert [e["data"]["amount"] for e in data["events"]] == [2, 3]
    code, out, _ = run(capsys, "--db", db, "game", "import", str(export), "--json")
    assert code == 0 and json.loads(out)["entries"] == 2


def test_undo_of_nothing_exits_non_zero(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    gid = run(capsys, "--db", db, "game", "new", "--game", "demo")[1].strip()
    code, _, err = run(capsys, "--db", db, "game", "undo", gid)
    assert code == 2 and "nothing to undo" in err
    code, _, err = run(capsys, "--db", db, "game", "redo", gid)
    assert code == 2 and "nothing to redo" in err


@pytest.mark.parametrize(
    ("entry", "message"),
    [("{not json", "Not valid JSON"), ('{"type": "demo.ad", "data": {}}', "demo.add"),
     ('{"type": "demo.add", "data": {"amount": "x"}}', "amount")],
)
def test_bad_entries_are_refused_with_a_message(
    db: str, capsys: pytest.CaptureFixture[str], entry: str, message: str
) -> None:
    gid = run(capsys, "--db", db, "game", "new", "--game", "demo")[1].strip()
    code, _, err = run(capsys, "--db", db, "game", "add", gid, entry)
    assert code == 2 and message in err
    assert json.loads(run(capsys, "--db", db, "game", "show", gid, "--json")[1])["history"] == []


def test_json_refusal(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    gid = run(capsys, "--db", db, "game", "new", "--game", "demo")[1].strip()
    code, out, _ = run(capsys, "--db", db, "game", "add", gid, add(-1), "--json")
    assert code == 2 and json.loads(out)["sections"] == ["1.1"]


def test_unknown_game_id_and_corrupt_import(db: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "--db", db, "game", "show", "99")
    assert code == 2 and "99" in err
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "other"}', encoding="utf-8")
    code, _, err = run(capsys, "--db", db, "game", "import", str(bad))
    assert code == 2 and "journal" in err


def test_corrupt_database_file_gives_a_message(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "x.sqlite"
    path.write_text("nicht meine Datei", encoding="utf-8")
    code, _, err = run(capsys, "--db", str(path), "game", "list")
    assert code == 2 and "unchanged" in err
    assert path.read_text(encoding="utf-8") == "nicht meine Datei"


def test_installed_command_runs(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ui.cli.main", "--db", f"sqlite:///{tmp_path / 'g.sqlite'}", "game", "list", "--json"],
        capture_output=True, text=True, check=False, cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {"games": []}


def test_after_an_update_game_list_shows_the_earlier_standings_at_once_marked_and_update_brings_them_up_to_date(
        db: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The standings an earlier version kept are listed without a replay, marked * with a line saying how to bring
    them up to date (and ``summary_current`` in the JSON); ``--update`` replays those games once (issue 38)."""
    from sqlalchemy import text

    from rulesdb.journal import GameStore

    for players in ("Anna:Rot,Ben:Blau,Cleo:Gelb", "Dora:Rot,Emil:Blau,Fritz:Gelb"):
        assert run(capsys, "--db", db, "got", "new", "--players", players)[0] == 0
    code, out, _ = run(capsys, "--db", db, "game", "list", "--json")
    fresh = json.loads(out)["games"]
    assert code == 0 and [g["summary_current"] for g in fresh] == [True, True] and fresh[0]["standings"]
    store = GameStore(db)
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE summary SET code = 'earlier version'"))
    store.close()

    code, out, _ = run(capsys, "--db", db, "game", "list")
    rows, note = out.splitlines()[1:3], out.splitlines()[3]
    assert code == 0 and all(r.endswith(f"— {g['standings']} *") for r, g in zip(rows, fresh, strict=True))
    assert note.startswith("* Stand einer früheren Programmversion (2 Partien)") and "game list --update" in note
    assert "2 games" in run(capsys, "--db", db, "--lang", "en", "game", "list")[1].splitlines()[-1]
    code, out, _ = run(capsys, "--db", db, "game", "list", "--json")
    assert [g["summary_current"] for g in json.loads(out)["games"]] == [False, False]
    assert [{**g, "summary_current": True} for g in json.loads(out)["games"]] == fresh

    code, out, _ = run(capsys, "--db", db, "game", "list", "--update", "--json")
    assert code == 0 and json.loads(out)["games"] == fresh
    code, out, _ = run(capsys, "--db", db, "game", "list")
    assert "*" not in out and len(out.splitlines()) == 3
    with pytest.raises(SystemExit):
        main(["game", "list", "--help"])
    assert "--update" in capsys.readouterr().out
