"""A battle entered on the desktop battle sheet, in fresh processes as a user starts the product.

The game is prepared on the command line (``schriftfuehrer game add``, through the command's own ``main`` in the
test's process) up to a pending battle; the app opens it, the battle is opened, one round recorded and the battle
ended through the sheet; a second start of the app and the command line see the settled battle in the history.
"""

from __future__ import annotations

import json

import pytest

from .conftest import User, ten_quiet_rounds

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(30)


def add(user: User, game_id: int, entry: dict[str, object]) -> None:
    user.json("game", "add", str(game_id), json.dumps(entry), fresh=False)


def test_a_battle_entered_on_the_sheet_is_settled_after_a_restart(user: User) -> None:
    gid = ten_quiet_rounds(user)  # the pact ends after round 10 (8.3)
    add(user, gid, {"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}})
    assert user.json("got", "battle", str(gid), fresh=False)["pending"] == [["Rot 2", "Blau 2"]]

    shown = user.drive("drive_battle.py", str(gid))
    assert shown["game_id"] == gid and "Offene Kämpfe" in shown["pending"] and "Rot 2 ⚔ Blau 2" in shown["pending"]
    assert "Kampf läuft" in shown["opened"] and "Angreifer gewinnt: " in shown["odds"]
    assert shown["marked"] == ["Centaur", "Gargoyle"] and shown["decided"]
    assert not shown["sheet_open"] and shown["after"] == "", shown["refusal"]
    lines = [h.split(". ", 1)[1] for h in shown["history"][-3:]]
    assert lines[:2] == ["Rot 2 ⚔ Blau 2: Kampf beginnt", "Runde 1: geschlagen Centaur, Gargoyle"]
    assert lines[2] == "Kampf beendet — Anna +24 KP, +20 LS"  # the result in the line (Centaur 12 + Gargoyle 12)

    again = user.app(gid, "enter")  # a second process: the battle is settled in the history
    assert again["history"] == shown["history"]
    state = user.json("got", "state", str(gid), fresh=False)  # what the command line reads (in this process)
    anna = next(p for p in state["players"] if p["name"] == "Anna")
    assert anna["points"] == 24 and anna["gems"] == 20  # Centaur 12 + Gargoyle 12; 2 × 10 gems (20.3)
    assert user.json("got", "battle", str(gid), fresh=False)["battle"] is None
