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
    entry = {"type": "attack", "data": {"player": "Anton", "card": "Angriffsplan", "attack": 9, "cost": 1,
                                         "gate": [{"value": 3}, {"value": 4}, {"value": 6, "card": "Oger"}]}}
    # the book's Oger cannot be among the cards dealt at the set-up: violet ones are replaced
    code, _, err = run("rampage", "add", gid, json.dumps(entry))
    assert code == 2 and "spielvorbereitung" in err and "Oger" in err
    entry["data"]["gate"][2] = {"value": 6}  # type: ignore[index]
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


def test_attack_refuses_a_named_card_with_another_value(run) -> None:
    """angriffe: the Oger defends the gate with 6; karten: the Drache the castle with 3."""
    code, _, err = run("rampage", "attack", "--attack", "9", "--defense", "3,4,Oger:5")
    assert code == 2 and "angriffe" in err and "Oger" in err
    code, _, err = run("rampage", "attack", "--attack", "4", "--castle", "Drache:2")
    assert code == 2 and "karten" in err
    assert run("rampage", "attack", "--attack", "4", "--castle", "Drache:3")[0] == 0


def test_stored_game_checks_the_appendix_values(run) -> None:
    """anhang.soeldner: 3, +3 only with a discarded unit; anhang.oger: the Oger's use is the reinforcement;
    angriffe: a card that held is known on top."""
    gid = run("rampage", "new", "--players", "Anton,Beatrix")[1].strip()
    assert run("rampage", "add", gid, '{"type": "draw", "data": {"player": "Anton"}}')[0] == 0
    bonus_without_cost = {"type": "attack", "data": {"player": "Anton", "card": "Söldner", "attack": 6,
                                                       "gate": [{"value": 7}]}}
    code, _, err = run("rampage", "add", gid, json.dumps(bonus_without_cost))
    assert code == 2 and "anhang.soeldner" in err
    opts = {o["kind"]: o for o in json.loads(run("rampage", "options", gid, "--json")[1])["options"]}
    assert [(r["cost"], r["attack_min"], r["attack_max"]) for r in opts["attack"]["strengths"]["Söldner"]] == [
        (0, 3, 3), (1, 6, 6)]
    held = {"type": "attack", "data": {"player": "Anton", "card": "Söldner", "attack": 3, "gate": [{"value": 7}]}}
    assert run("rampage", "add", gid, json.dumps(held))[0] == 0
    assert run("rampage", "add", gid, '{"type": "play", "data": {"player": "Anton", "card": "Oger"}}')[0] == 0
    code, _, err = run("rampage", "add", gid, '{"type": "reinforce", "data": {"player": "Anton", '
                                              '"card": "Koch", "stack": "gate"}}')
    assert code == 2 and "anhang.oger" in err
    for entry in ('{"type": "end_turn", "data": {"player": "Anton"}}', '{"type": "draw", "data": {"player": "Beatrix"}}',
                  '{"type": "end_turn", "data": {"player": "Beatrix"}}', '{"type": "draw", "data": {"player": "Anton"}}'):
        assert run("rampage", "add", gid, entry)[0] == 0
    other = {"type": "attack", "data": {"player": "Anton", "card": "Söldner", "attack": 3, "gate": [{"value": 2}]}}
    code, _, err = run("rampage", "add", gid, json.dumps(other))
    assert code == 2 and "angriffe" in err and "7" in err


def test_odds_exact_by_hand(run) -> None:
    """8 against two unseen gate cards (gate values 2, 2, 3 unseen) and a castle 4: castle falls 1/3."""
    code, out, _ = run("rampage", "odds", "--attack", "8", "--gate", "?,?", "--castle", "4", "--pool", "2/9x2,3/9x1")
    assert code == 0
    assert "Tor fällt: 100 %" in out and "Burg fällt: 1/3 ≈ 33,3 %" in out
    code, out, _ = run("rampage", "odds", "--attack", "2", "--gate", "5", "--castle", "?,?", "--pool", "9/1x3,9/4",
                       "--target", "castle", "--json")
    assert json.loads(out)["castle_falls"] == "1/2"
    code, _, err = run("rampage", "odds", "--attack", "2", "--gate", "x")
    assert code != 0 and "Verteidigungswert" in err and "Traceback" not in err


def test_odds_of_a_stored_game_need_the_unseen_values(run) -> None:
    code, out, _ = run("rampage", "new", "--players", "Anton,Beatrix", "--json")
    gid = str(json.loads(out)["game_id"])
    code, _, err = run("rampage", "odds", "--game", gid, "--attack", "5")
    assert code != 0 and "ungesehene Karten ohne bekannte Verteidigungswerte" in err
    # with the unseen cards given: Beatrix's 4 unknown gate cards, all of gate value 1 — 5 topples them all,
    # and the 1 left meets the top castle card: castle value 1 (equal, it falls) or 2 (it holds); drawn without
    # replacement, the fifth card is one of the ten of castle value 1 with 10/20 (every order equally likely)
    code, out, _ = run("rampage", "odds", "--game", gid, "--attack", "5", "--pool", "1/1x10,1/2x10", "--json")
    answer = json.loads(out)
    assert code == 0 and answer["gate_falls"] == "1" and answer["destroyed"] == {"4": "1/2", "5": "1/2"}
