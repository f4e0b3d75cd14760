"""A Castle Rampage turn on the command line (the game made, a refusal and the odds in new processes, the entries
between them through the command's own ``main`` in this process): named discards, a refusal of the
wrong kind of unit, the discard pile and the draw pile in the state, and the exact odds of an attack."""

from __future__ import annotations

import json

import pytest

from .conftest import User

pytestmark = pytest.mark.slow(9)


def test_a_turn_with_named_cards_and_the_odds(user: User) -> None:
    gid = str(user.json("rampage", "new", "--players", "Anton,Beatrix", "--json")["game_id"])
    user.call("rampage", "add", gid, json.dumps({"type": "draw", "data": {"player": "Anton"}}))
    wrong = {"type": "attack", "data": {"player": "Anton", "card": "Söldner", "attack": 6, "discards": ["Koch"],
                                        "requires": ["horse"], "gate": [{"value": 9}]}}
    refused = user.run("rampage", "add", gid, json.dumps(wrong), check=False)
    assert refused.returncode == 2 and "anhang.soeldner" in refused.stderr and "Traceback" not in refused.stderr
    right = {**wrong, "data": {**wrong["data"], "discards": ["Ritter"]}}
    added = user.call("rampage", "add", gid, json.dumps(right)).stdout
    assert "verlangt Pferd" in added and "legt ab: Ritter" in added
    state = user.json("rampage", "state", gid, fresh=False)
    assert state["discard_pile"] == {"cards": ["Ritter", "Söldner"], "unnamed": 0}
    assert ["Söldner", 8] in state["may_draw"]["cards"]
    odds = user.json("rampage", "odds", "--attack", "8", "--gate", "?,?", "--castle", "4", "--pool", "2/9x2,3/9x1")
    assert odds["castle_falls"] == "1/3" and odds["gate_falls"] == "1"
    # the set-up deal holds no violet card (Spielvorbereitung): a dealt gate card is drawn from the plain ones
    dealt = user.json("rampage", "odds", "--attack", "8", "--gate", "?a,?", "--pool", "3/1,5/1,6/1v", fresh=False)
    assert dealt["gate_falls"] == "1/2"
    # drawn cards by name where the table names them: known in the hand, no longer possibly in the draw pile
    drawn = user.call("rampage", "add", gid, json.dumps({"type": "end_turn", "data": {"player": "Anton"}}))
    assert drawn.returncode == 0
    named = user.call("rampage", "add", gid, json.dumps({"type": "draw", "data": {"player": "Beatrix",
                                                                                  "cards": ["Koch", "Koch"]}}))
    assert "Beatrix zieht: Koch, Koch" in named.stdout
    state = user.json("rampage", "state", gid, fresh=False)
    assert ["Koch", 1] in state["may_draw"]["cards"]  # three Köche, two known in Beatrix's hand


def test_numbers_and_lines_are_refused_in_words_never_echoed_raw(user: User) -> None:
    """Issue 33: a number in other digits or of 5000 digits, a terminal-title sequence and a whole pasted page are
    refused with a message — no internal error, no control character, no long echo; the title sequence and the
    pasted page in a new process each, the others through the command's own ``main`` (so is the whole catalogue of
    tests/hostile/test_hostile_inputs.py)."""
    arena = str(user.json("arena", "new", "--players", "Anna,Ben,Cleo", fresh=False)["game_id"])
    bk = str(user.json("burgenkrieg", "new", "--players", "Ann,Bob", fresh=False)["game_id"])
    for args in (("rampage", "odds", "--attack", "²", "--gate", "3"), ("rampage", "odds", "--attack", "9" * 5000),
                 ("burgenkrieg", "quick", bk, "\x07\x1b]0;Titel\x07"), ("arena", "quick", arena, "Hy " + "x" * 100_000),
                 ("game", "show", "\x1b[2J")):
        r = (user.run if args[0] != "rampage" and args[1] == "quick" else user.call)(*args, check=False)
        said = r.stdout + r.stderr
        assert r.returncode == 2 and "interner Fehler" not in said and "Traceback" not in said, said[-500:]
        assert not any(c in said for c in "\x07\x1b") and len(said) < 2000, said[-500:]
