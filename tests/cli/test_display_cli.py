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
    assert code == 0 and "Würfel:" in out and ", Runde " in out and "erwartet" in out
    code, _, err = run(capsys, "--db", db, "display", gid, "--serve", "nowhere")
    assert code == 2 and "HOST:PORT" in err


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
