"""``schriftfuehrer rampage …``: the stateless attack resolver and a stored game."""

from __future__ import annotations

import json

import pytest

from ui.cli.main import main


@pytest.fixture
def run(tmp_path, capsys):
    db = f"sqlite:///{tmp_path}/g.sqlite"

    def go(*argv: str) -> tuple[int, str, str]:
        code = main(["--db", db, *argv])
        out = capsys.readouterr()
        return code, out.out, out.err

    return go


def test_attack_book_example_text(run) -> None:
    code, out, _ = run("rampage", "attack", "--attack", "9", "--defense", "3,4,Oger:6")
    assert code == 0
    assert "9 vs 3: Tor 1 fällt" in out and "2 vs 6: Tor 3 (Oger) hält" in out and "Tor übrig: 1" in out


def test_attack_json_spill_and_castle_destroyed(run) -> None:
    code, out, _ = run("rampage", "attack", "--attack", "10", "--defense", "3,4", "--castle", "2,1", "--json")
    assert code == 0
    data = json.loads(out)
    assert [f["value"] for f in data["fallen"]] == [3, 4, 2, 1]
    assert data["gate_left"] == 0 and data["castle_left"] == 0 and data["castle_destroyed"] is True


def test_attack_violet_and_last_stand(run) -> None:
    code, out, _ = run("rampage", "attack", "--attack", "6", "--last-stand", "1",
                       "--defense", "Spion:1,Saboteur:2+3,5", "--json")
    assert code == 0
    data = json.loads(out)
    # 6 - 1 = 5; 5-1 = 4 (spy falls); 4-2 = 2 (+3 saboteur) = 5; 5 = 5 falls: all three gone
    assert data["attack"] == 5 and data["gate_left"] == 0 and data["defender_discards"] == 2
    assert data["remaining_attack"] == 0


def test_attack_bad_input(run) -> None:
    code, _, err = run("rampage", "attack", "--attack", "9", "--defense", "3,x")
    assert code == 2 and "angriffe" in err
    code, _, err = run("rampage", "attack", "--attack", "2", "--defense", "2,2")
    assert code == 2 and "Zu viele Werte" in err


def test_stored_game(run) -> None:
    gid = run("rampage", "new", "--players", "Anton,Beatrix", "--cards", '[{"name": "Ritter", "gate": 2}]')[1].strip()
    assert run("rampage", "add", gid, '{"type": "draw", "data": {"player": "Anton"}}')[0] == 0
    entry = {"type": "attack", "data": {"player": "Anton", "card": "Ritter", "attack": 9, "cost": 1,
                                         "gate": [{"value": 3}, {"value": 4}, {"value": 6, "card": "Oger"}]}}
    assert run("rampage", "add", gid, json.dumps(entry))[0] == 0
    data = json.loads(run("rampage", "state", gid, "--json")[1])
    assert data["players"][1]["gate"] == 2 and data["players"][0]["hand"] == 1
    code, _, err = run("rampage", "add", gid, '{"type": "reinforce", "data": {"player": "Beatrix", '
                                              '"card": "Koch", "stack": "gate"}}')
    assert code == 2 and "spielablauf" in err
    opts = json.loads(run("rampage", "options", gid, "--json")[1])
    by_kind = {o["kind"]: o for o in opts["options"]}
    assert by_kind["reinforce"]["allowed"] and by_kind["attack"]["targets"]["Söldner"] == ["gate"]
    assert run("rampage", "undo", gid)[0] == 0
    assert json.loads(run("rampage", "state", gid, "--json")[1])["players"][1]["gate"] == 4
    assert "Anton" in run("rampage", "state", gid)[1]
