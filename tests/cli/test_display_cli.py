"""``schriftfuehrer display ID``: the players' display once, as text or JSON, and the dice's luck in detail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui.cli.main import main

CORPUS = Path(__file__).resolve().parents[1] / "compat"
ROUND_BY_ROUND = next(CORPUS.glob("*/1-got-drei-titanen-kampf-runde-fur-runde.json"))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_display_once_as_text_json_and_luck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    code, out, _ = run(capsys, "--db", db, "game", "import", str(ROUND_BY_ROUND), "--json")
    gid = str(json.loads(out)["game_id"])
    code, out, _ = run(capsys, "--db", db, "--lang", "en", "display", gid)
    assert code == 0 and "Round 13" in out and "The dice's luck" in out and "<" not in out
    code, out, _ = run(capsys, "--db", db, "display", gid, "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == "got" and data["view"]["round"] == 13
    code, out, _ = run(capsys, "--db", db, "display", gid, "--luck")
    # a game stored before throws were recorded: each round says so, none disappears
    assert code == 0 and "Rot 3 ⚔ Blau 2: keine Würfel erfasst" in out and "Runde 4: keine Würfel erfasst" in out
    code, _, err = run(capsys, "--db", db, "display", gid, "--serve", "nowhere")
    assert code == 2 and "HOST:PORT" in err


def test_throws_entered_on_the_command_line_are_judged_in_display_luck(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """The worked example of tests/got/test_luck.py entered with ``game add``: 6 dice at 4+ and 3 at 5+, 5 hits."""
    export = json.loads(ROUND_BY_ROUND.read_text(encoding="utf-8"))
    opened = next(i for i, e in enumerate(export["events"]) if e["type"] == "got.battle_opened")
    export["events"] = export["events"][:opened + 1]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(export), encoding="utf-8")
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    code, out, _ = run(capsys, "--db", db, "game", "import", str(cut), "--json")
    gid = str(json.loads(out)["game_id"])
    code, out, _ = run(capsys, "--db", db, "game", "options", gid, "--json")
    (offered,) = [o for o in json.loads(out)["options"] if o["kind"] == "battle_round"]
    assert offered["strikes"]["strike_number"] == [1, 2, 3, 4, 5, 6] and offered["strikes"]["dice"][0] == 1
    strikes = [{"side": "attacker", "dice": 6, "strike_number": 4, "hits": 3},
               {"side": "attacker", "dice": 3, "strike_number": 5, "hits": 2}]
    entry = {"type": "got.battle_round", "data": {"round": 1, "beaten_defender": ["Gargoyle"], "strikes": strikes}}
    code, _, _ = run(capsys, "--db", db, "game", "add", gid, json.dumps(entry))
    assert code == 0
    bad = {"type": "got.battle_round", "data": {"round": 2, "strikes": [dict(strikes[0], hits=7)]}}
    code, _, err = run(capsys, "--db", db, "game", "add", gid, json.dumps(bad))
    assert code == 2 and "13.2" in err and "7 Treffer aus 6 Würfeln" in err
    code, out, _ = run(capsys, "--db", db, "display", gid, "--luck")
    assert code == 0
    assert ", Runde 1: 5 Treffer aus 6 Würfeln auf 4+ und 3 Würfeln auf 5+ – erwartet 4, mindestens so viele mit 36,4 %" in out


def test_an_address_that_cannot_be_served_is_refused_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 33: a port that is no number (``²``, 5000 digits), an IPv6 address without brackets and an address in
    use are refused with a message that names the address — no internal error, no "Datei- oder Systemfehler"."""
    import socket

    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    code, out, _ = run(capsys, "--db", db, "game", "import", str(ROUND_BY_ROUND), "--json")
    gid = str(json.loads(out)["game_id"])
    for bad, said in (("127.0.0.1:²", "Port ist eine Zahl"), ("127.0.0.1:" + "9" * 5000, "Port ist eine Zahl"),
                      ("::1:8765", "[::1]:8765"), ("[::1]", "Klammern"), ("bad_host:80", "Rechnername"),
                      ("1.2.3.4:0", "keine Adresse dieses Rechners")):
        code, out, err = run(capsys, "--db", db, "display", gid, "--serve", bad)
        assert code == 2 and said in err and "interner Fehler" not in err and len(err) < 600, (bad, err)
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        code, out, err = run(capsys, "--db", db, "display", gid, "--serve", f"127.0.0.1:{port}")
        assert code == 2 and f"127.0.0.1:{port} ist belegt" in err and f"127.0.0.1:{port} is in use" in err
    if socket.has_ipv6:
        with socket.create_server(("::1", 0), family=socket.AF_INET6) as taken:
            port = taken.getsockname()[1]
            code, out, err = run(capsys, "--db", db, "display", gid, "--serve", f"[::1]:{port}")
            assert code == 2 and f"[::1]:{port} ist belegt" in err


def test_a_game_without_a_title_shows_no_separator_before_its_top_line(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    code, out, _ = run(capsys, "--db", db, "rampage", "new", "--players", "Anna,Ben")
    code, out, _ = run(capsys, "--db", db, "display", out.strip())
    assert code == 0 and out.splitlines()[0] == "Zug 1 · Anna am Zug", out
