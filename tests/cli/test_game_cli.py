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
    assert code == 0 and all(r.endswith(f"  {g['standings']} *") for r, g in zip(rows, fresh, strict=True))
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
def test_game_list_speaks_the_chosen_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``game list`` heads its columns in one language (``--lang en``: English, capitalised), an untitled game shows
    its standings without a dash before them, a titled one its title — standings; an empty store says so."""
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    assert run(capsys, "--db", db, "game", "list")[1].strip() == "Noch keine Partien: schriftfuehrer game new --help"
    assert run(capsys, "--db", db, "--lang", "en", "game", "list", "--archived")[1].strip() == "No archived games."
    run(capsys, "--db", db, "arena", "new", "--players", "Anna,Ben", "--colours", "Rot,Blau")
    run(capsys, "--db", db, "rampage", "new", "--players", "Anna,Ben", "--title", "Clubabend")
    de = run(capsys, "--db", db, "game", "list")[1].splitlines()
    en = run(capsys, "--db", db, "--lang", "en", "game", "list")[1].splitlines()
    assert de[0].split() == ["Nr", "Spiel", "Einträge", "Geändert", "Titel", "—", "Stand"]
    assert en[0].split() == ["No", "Game", "Entries", "Changed", "Title", "—", "standings"]
    assert de[1].endswith("  Clubabend — Anna: Tor 4, Burg 4 · Ben: Tor 4, Burg 4")
    assert de[2].endswith("  Anna 0 · Ben 0") and "—" not in de[2]
    assert en[1].endswith("  Clubabend — Anna: gate 4, castle 4 · Ben: gate 4, castle 4")
    # the English headers name the phase as a word of its own, capitalised as in the other games
    _, shown, _ = run(capsys, "--db", db, "--lang", "en", "game", "show", "1", "--json")
    assert json.loads(shown)["header"]["phase"] == "Bidding"
    assert run(capsys, "--db", db, "--lang", "en", "arena", "state", "1")[1].startswith("Round 1 – Bidding\n")
    assert run(capsys, "--db", db, "--lang", "en", "rampage", "state", "2")[1].startswith("Turn 1 – Play – Anna\n")
    # game show: the history, then where the game stands in one line and the command for its whole table (the state
    # as JSON is --json's: a Gods of Titan game's ran to 700 lines)
    shown = run(capsys, "--db", db, "game", "show", "2")[1].splitlines()
    assert shown[-2:] == ["Zug 1 · Anna am Zug — Anna: Tor 4, Burg 4 · Ben: Tor 4, Burg 4",
                          "Spielstand: schriftfuehrer rampage state 2"]
    assert run(capsys, "--db", db, "--lang", "en", "game", "show", "1")[1].splitlines()[-2] == (
        "Round 1 · Bidding — Anna 0 · Ben 0")
    gid = run(capsys, "--db", db, "game", "new", "--game", "rampage")[1].strip()
    assert run(capsys, "--db", db, "game", "show", gid)[1].splitlines()[-1] == "Noch kein Spielbeginn eingetragen."


def test_interpretations_name_their_default_and_choices_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    """What a table may set with ``--setting ID=VALUE``: the default and the choices (the list named neither the
    choices nor, in German, the default in German)."""
    out = run(capsys, "interpretations", "--game", "arena")[1].splitlines()
    assert out[0].startswith("arena.spectator_count  (§ 2, 9)  Vorgabe: 11")
    assert out[1].endswith("; zur Wahl: 11, 8")
    out = run(capsys, "--lang", "en", "interpretations", "--game", "burgenkrieg")[1].splitlines()
    assert "    Attacking the bodyguard zone; choices: the default only" in out


def test_rename_archive_restore_and_delete_say_what_they_did(db: str, capsys: pytest.CaptureFixture[str]) -> None:
    gid = run(capsys, "--db", db, "game", "new", "--game", "demo")[1].strip()
    assert run(capsys, "--db", db, "game", "rename", gid, "Clubabend")[1].strip() == f"Partie {gid} heißt jetzt „Clubabend“."
    assert run(capsys, "--db", db, "--lang", "en", "game", "archive", gid)[1].strip() == (
        f"Game {gid} archived (back with: game restore {gid}).")
    assert run(capsys, "--db", db, "game", "restore", gid)[1].strip() == f"Partie {gid} aus dem Archiv geholt."
    run(capsys, "--db", db, "game", "archive", gid)
    assert run(capsys, "--db", db, "game", "delete", gid)[1].strip() == f"Partie {gid} gelöscht."
    assert json.loads(run(capsys, "--db", db, "game", "list", "--json", "--archived")[1])["games"] == []


def test_db_backups_says_when_there_is_none(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    run(capsys, "--db", db, "game", "list")
    assert run(capsys, "--db", db, "db", "backups")[1].strip() == "Noch keine Sicherungen (db backup legt eine an)."
    assert run(capsys, "--db", db, "db", "backup")[0] == 0
    listed = run(capsys, "--db", db, "--lang", "en", "db", "backups")[1].splitlines()
    assert len(listed) == 1 and "manual" in listed[0]


def test_game_list_tells_the_time_in_local_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """As the start page does: the stored stamps are UTC (a Berlin table saw its evening game an hour early)."""
    import time

    from ui.cli.game import _local

    monkeypatch.setenv("TZ", "Europe/Berlin")
    time.tzset()
    try:
        assert _local("2026-11-29T14:50:13.603+00:00") == "2026-11-29 15:50"
        assert _local("2026-07-01T14:50:13") == "2026-07-01 16:50"  # a stamp without its zone is UTC
        assert _local("gestern") == "gestern"
    finally:
        monkeypatch.undo()
        time.tzset()
