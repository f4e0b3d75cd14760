"""``schriftfuehrer burgenkrieg …`` end to end, on a temporary database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui.cli.main import main


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["--db", f"sqlite:///{tmp_path}/g.sqlite", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_assassinate_calculator(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "assassinate", "--power", "2,3,1", "--toughness", "2",
                       "--json")
    assert code == 0 and json.loads(out) == {"damage": 3, "why": "Gesamtstärke 6 ÷ Widerstandskraft 2 = 3 (abgerundet)",
                                             "sections": ["meucheln"]}
    code, _, err = run(tmp_path, capsys, "burgenkrieg", "assassinate", "--power", "1", "--toughness", "2")
    assert code == 2 and "meucheln" in err


def test_rebuild_calculator(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "--lang", "en", "burgenkrieg", "rebuild", "--power", "3,4",
                       "--current", "9", "--zone", "innen")
    assert code == 0 and out.startswith("1  (total power 7 ÷ 3 = 2, capped at start value 10")


def test_stored_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "new", "--teams", "Ann+Cid,Bob+Dee", "--json")
    gid = str(json.loads(out)["game_id"])
    enter = {"type": "creature_enters", "data": {"id": "wolf", "name": "Wolf", "controller": "Cid",
                                                 "zone": "A.innen", "power": 3, "toughness": 2}}
    assert run(tmp_path, capsys, "burgenkrieg", "add", gid, json.dumps(enter))[0] == 0
    bad = dict(enter, data=dict(enter["data"], id="imp", zone="A.leibwache"))  # type: ignore[arg-type]
    code, _, err = run(tmp_path, capsys, "burgenkrieg", "add", gid, json.dumps(bad))
    assert code == 2 and "multiplayer" in err
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "state", gid, "--json")
    state = json.loads(out)
    assert [z["points"] for z in state["zones"]] == [15, 15, 5, 5, 15, 15]
    assert state["zones"][1]["creatures"][0]["id"] == "wolf"
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "options", gid, "--json")
    kinds = {o["kind"] for o in json.loads(out)["options"]}
    assert {"creature_enters", "reach"} <= kinds
    assert run(tmp_path, capsys, "burgenkrieg", "undo", gid)[0] == 0
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "state", gid, "--json")
    assert json.loads(out)["zones"][1]["creatures"] == []
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "redo", gid, "--json")
    assert json.loads(out)["entries"] == 2


def test_new_refuses_three_players(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(tmp_path, capsys, "burgenkrieg", "new", "--players", "Ann,Bob,Cid")
    assert code == 2 and err


def test_permanents_spells_counts_and_a_kill_on_the_command_line(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27: every new entry on the command line, judged by the referee (§ reichweite, § kampf)."""
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "new", "--players", "Ann,Bob", "--json")
    gid = str(json.loads(out)["game_id"])

    def add(entry: str, **data: object) -> tuple[int, str, str]:
        return run(tmp_path, capsys, "burgenkrieg", "add", gid, json.dumps({"type": entry, "data": data}))

    assert run(tmp_path, capsys, "burgenkrieg", "state", gid)[1].startswith("Vor dem ersten Zug („zug NAME“ beginnt ihn)\n")
    assert run(tmp_path, capsys, "--lang", "en", "burgenkrieg", "state", gid)[1].startswith("Before the first turn")
    assert add("turn", player="Ann")[0] == 0
    assert run(tmp_path, capsys, "--lang", "en", "burgenkrieg", "state", gid)[1].startswith("Turn 1: Ann (Upkeep phase)\n")
    assert add("creature_enters", id="Riese", name="Riese", controller="Ann", zone="A.aussen", power=4,
               toughness=4, haste=True)[0] == 0
    assert add("creature_enters", id="Hexe", name="Hexe", controller="Bob", zone="B.innen", power=1,
               toughness=1)[0] == 0
    assert add("creature_enters", id="Wache", name="Wache", controller="Bob", zone="B.aussen", power=1,
               toughness=2)[0] == 0
    assert add("permanent_enters", id="Wald", name="Wald", kind="land", controller="Ann", zone="A.leibwache")[0] == 0
    code, _, err = add("cast", player="Ann", name="Blitz", targets=["Hexe"])  # B's inner wall: out of reach
    assert code == 2 and "reichweite" in err and "Hexe" in err
    assert add("cast", player="Ann", name="Blitz", targets=["Wache"])[0] == 0
    assert add("counts", player="Ann", mana=1, hand=6)[0] == 0
    assert add("phase", phase="kampf")[0] == 0
    strike = {"creature": "Riese", "target": "B.aussen", "blockers": ["Wache"], "to_blockers": 4}
    assert add("combat", strikes=[strike])[0] == 0
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "state", gid, "--json")
    state = json.loads(out)
    assert [c["id"] for c in state["fallen"]] == ["Wache"] and state["turn"] == 1
    assert state["zones"][0]["permanents"] == [{"id": "Wald", "name": "Wald", "kind": "land", "controller": "Ann",
                                                "attached_to": "", "attached_name": ""}]
    assert state["players"][0]["mana"] == 1 and state["players"][1]["graveyard"] == 1
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "state", gid)
    assert code == 0 and "Gefallen: Wache" in out and "Wald (Land) [Ann]" in out and "Riese 4/4 [Ann] -1 T" in out


def test_the_quick_line_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "new", "--players", "Ann,Bob", "--json")
    gid = str(json.loads(out)["game_id"])
    for line in ("zug", "Riese 7/7 äu eile", "Bob: Wache 1/3 äu", "w", "w"):
        assert run(tmp_path, capsys, "burgenkrieg", "quick", gid, line)[0] == 0, line
    code, out, _ = run(tmp_path, capsys, "burgenkrieg", "quick", gid, "Ri > äu x Wa")
    assert code == 0 and "Angriff: Riese → Äußerer Schutzwall B (geblockt von Wache, 7 Schaden an Blocker)" in out
    code, _, err = run(tmp_path, capsys, "burgenkrieg", "quick", gid, "Bob: Elf 1/1 äu A")  # not Bob's zone
    assert code == 2 and "kreaturen" in err
    code, _, err = run(tmp_path, capsys, "burgenkrieg", "quick", gid, "Wolf > äu")  # no such creature: the referee's
    assert code == 2 and "Unbekannte Kreatur: 'Wolf'" in err
