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
