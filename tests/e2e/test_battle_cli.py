"""A battle recorded round by round on the command line, as a scribe would: the answers a scribe reads (the battle,
a refusal, the luck, a quick line, a correction) each from a new process, the entries between them through the
command's own ``main`` in this process (:meth:`User.call`)."""

from __future__ import annotations

import json

import pytest

from .conftest import User, ten_quiet_rounds

#: a long file (about its CPU seconds): started first, longest first (tests/conftest.py)
pytestmark = pytest.mark.slow(13)


def add(user: User, game_id: int, entry: dict[str, object]) -> dict[str, object]:
    answer: dict[str, object] = user.json("game", "add", str(game_id), json.dumps(entry), fresh=False)
    return answer


def test_a_battle_recorded_round_by_round_on_the_command_line(user: User) -> None:
    # ten quiet rounds (the pact ends after round 10, 8.3), brought in as a table's export would be
    gid = ten_quiet_rounds(user)
    add(user, gid, {"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}})
    shown = user.json("got", "battle", str(gid))
    assert shown["pending"] == [["Rot 2", "Blau 2"]] and shown["battle"] is None

    add(user, gid, {"type": "got.battle_opened", "data": {"attacker": "Rot 2", "defender": "Blau 2"}})
    refused = user.run("game", "add", str(gid), json.dumps({"type": "got.turn_ended", "data": {"player": "Anna"}}),
                       check=False)
    assert refused.returncode == 2 and "10.3" in refused.stderr and "Traceback" not in refused.stderr
    # the round's throws (issue 34): the worked example of tests/got/test_luck.py, 6 dice at 4+ and 3 at 5+, 5 hits
    add(user, gid, {"type": "got.battle_round", "data": {"round": 1, "beaten_defender": ["Gargoyle"], "strikes": [
        {"side": "attacker", "dice": 6, "strike_number": 4, "hits": 3},
        {"side": "attacker", "dice": 3, "strike_number": 5, "hits": 2}]}})
    live = user.json("got", "battle", str(gid), "--odds", "--seed", "7", fresh=False)
    assert live["battle"]["round"] == 1 and live["odds"] is not None
    assert live["battle"]["next_strike"] == "defender" and live["battle"]["next_strike_sections"] == ["11.1", "11.9"]
    assert abs(sum(live["odds"][k] for k in ("attacker_wins", "defender_wins", "mutual", "timeout")) - 1) < 1e-9
    add(user, gid, {"type": "got.battle_round", "data": {"round": 2, "beaten_defender": ["Centaur"]}})
    decided = user.json("got", "battle", str(gid), fresh=False)
    assert decided["battle"]["decided"] and decided["choices"]["winner"] == "Anna"
    add(user, gid, {"type": "got.battle_ended", "data": {}})
    luck = user.run("display", str(gid), "--luck").stdout
    assert ("Anna, Runde 1: 5 Treffer aus 6 Würfeln auf 4+ und 3 Würfeln auf 5+ – erwartet 4, mindestens so viele mit "
            "36,4 %") in luck and "Runde 2: keine Würfel erfasst" in luck
    state = user.json("got", "state", str(gid), fresh=False)
    anna = next(p for p in state["players"] if p["name"] == "Anna")
    assert anna["points"] == 24 and anna["gems"] == 20  # Centaur 12 + Gargoyle 12; 2 × 10 gems (20.3)
    undone = user.json("game", "undo", str(gid), fresh=False)
    assert undone["label"].startswith("Kampf beendet") and user.json("got", "battle", str(gid), fresh=False)[
        "battle"]["decided"]


def test_round_one_strike_back_and_actual_values_on_the_command_line(user: User) -> None:
    """Issue 23 on the command line: the defender strikes back in round 1 (11.1, 11.9), a figure's actual power is
    entered with a reason (16.5), two figures of a kind are told apart by number (16.2), damage never heals (13.5)."""
    gid = ten_quiet_rounds(user)
    add(user, gid, {"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}})
    add(user, gid, {"type": "got.battle_opened", "data": {"attacker": "Rot 2", "defender": "Blau 2"}})
    options = user.json("game", "options", str(gid), fresh=False)
    values = next(o for o in options["options"] if o["kind"] == "figure_values")
    assert {f["figure"] for f in values["figures"]} >= {"Centaur", "Gargoyle"}
    add(user, gid, {"type": "got.figure_values",
                    "data": {"side": "defender", "figure": "Centaur", "power": 5, "reason": "Tisch: Landscaping"}})
    add(user, gid, {"type": "got.battle_round", "data": {"round": 1, "beaten_attacker": ["Gargoyle"],
                                                        "damage": [{"side": "defender", "figure": "Centaur", "hits": 4}]}})
    shown = user.run("got", "battle", str(gid)).stdout
    assert "Centaur 5/4*" in shown and "Tisch: Landscaping" in shown and "†1" in shown
    healed = user.call("game", "add", str(gid), json.dumps({"type": "got.battle_round", "data": {
        "round": 2, "damage": [{"side": "defender", "figure": "Centaur", "hits": 2}]}}), check=False)
    assert healed.returncode == 2 and "13.5" in healed.stderr
    # issue 36: both concede — a draw by agreement (10.6, 20.4), typed as a quick line; a paper sheet's points set
    user.run("got", "quick", str(gid), "aufgabe beide")
    state = user.json("got", "state", str(gid), fresh=False)
    assert not {"Rot 2", "Blau 2"} & {a["marker"] for a in state["armies"]}
    assert all(p["points"] == 0 for p in state["players"])  # a draw gives nothing
    user.run("got", "correct", str(gid), "Anna", "--points", "=48", "--reason", "Papierbogen")
    over = user.call("got", "quick", str(gid), "korrektur Anna SP+105: zu viel", check=False)
    assert over.returncode == 2 and "26.1" in over.stderr and "Traceback" not in over.stderr
    anna = next(p for p in user.json("got", "state", str(gid), fresh=False)["players"] if p["name"] == "Anna")
    assert anna["points"] == 48
