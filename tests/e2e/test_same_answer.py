"""The command line and the desktop app give the same answer for the same entries.

The same entries — accepted and refused ones — go to two games with the same set-up: one through
``schriftfuehrer game add`` (a process each), one through the app's entry dialog (a fresh app
process); both journals must be equal and every refusal must name the same sections and message.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from .conftest import User
from .test_reopen import GAMES

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(120)

#: entries that break a rule right after the set-up and the first entry (each refused, nothing stored)
REFUSED: dict[str, list[dict[str, Any]]] = {
    "got": [{"type": "got.turn_ended", "data": {"player": "Cleo"}},
            {"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}}],
    "arena": [{"type": "arena.bid", "data": {"player": "Ben", "value": 99}}],
    "rampage": [{"type": "rampage.draw", "data": {"player": "Anna"}}],
    "burgenkrieg": [{"type": "burgenkrieg.turn", "data": {"player": "Nobody"}}],
    "weiss": [{"type": "weiss.draw", "data": {"player": "A", "cards": ["Kaze"]}}],
}


@pytest.mark.parametrize("game", list(GAMES))
def test_command_line_and_app_agree(user: User, game: str) -> None:
    new, entry, _ = GAMES[game]
    entries = [entry, *REFUSED[game], {"type": f"{game}.no_such_entry", "data": {}}, "not an entry"]
    by_cli, by_app = user.json(*new)["game_id"], user.json(*new)["game_id"]

    cli: list[dict[str, Any] | None] = []
    for e in entries:
        proc = user.run("game", "add", str(by_cli), json.dumps(e), "--json", check=False)
        if proc.returncode == 0:
            cli.append(None)
        else:
            assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
            answer = json.loads(proc.stdout)
            cli.append({"text": answer["message_de"], "sections": answer["sections"]})
    app = user.app(by_app, "enter", entries)["refusals"]

    assert cli[0] is None and all(c is not None for c in cli[1:]), cli
    assert [a is None for a in app] == [c is None for c in cli]
    for c, a in zip(cli, app, strict=True):
        if c is not None and a is not None:
            assert a["sections"] == c["sections"] and c["text"] in a["text"], (c, a)
    exported = [json.loads(user.run("game", "export", str(g)).stdout)
                for g in (by_cli, by_app)]
    assert exported[0]["events"] == exported[1]["events"] and exported[0]["redo"] == exported[1]["redo"]
