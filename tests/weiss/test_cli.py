"""``schriftfuehrer weiss …`` and ``schriftfuehrer odds ws`` end to end, on a temporary database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.core.events import to_dict
from referee.weiss.sample import sample_deck
from ui.cli.main import main


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["--db", f"sqlite:///{tmp_path}/g.sqlite", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_odds_ws_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "odds", "ws", "--deck", "10", "--climax", "2", "--damage", "1,1", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["p_cancel"] == [0.2, 0.2]  # hand-computed: each position holds a climax with 2/10
    assert data["exact"]["damage_distribution"] == {"0": "1/45", "1": "16/45", "2": "28/45"}
    for key in ("damage_distribution", "expected_damage", "p_level_up", "p_kill"):
        assert key in data


def test_odds_ws_text_and_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "--lang", "en", "odds", "ws", "--deck", "10", "--climax", "0",
                       "--clock", "6", "--level", "3", "--damage", "1")
    assert code == 0 and "100.00%" in out.splitlines()[-1]
    code, _, err = run(tmp_path, capsys, "odds", "ws", "--deck", "5", "--climax", "6", "--damage", "1")
    assert code == 2 and "Climax" in err


def test_stored_game_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, "weiss", "new", "--sample-decks", "Ann,Bob", "--first", "Ann")
    assert code == 0
    gid = out.strip()
    draw = {"type": "draw", "data": {"player": "Ann", "cards": ["Kaze", "Kaze", "Hana", "Tori", "Sonne"]}}
    assert run(tmp_path, capsys, "weiss", "add", gid, json.dumps(draw))[0] == 0
    # a refusal: exit 2, message with the section on stderr, nothing stored
    bad = {"type": "weiss.draw", "data": {"player": "Bob", "cards": ["Kaze"]}}
    code, _, err = run(tmp_path, capsys, "weiss", "add", gid, json.dumps(bad))
    assert code == 2 and "vorbereitung" in err
    code, out, _ = run(tmp_path, capsys, "weiss", "state", gid, "--json")
    state = json.loads(out)
    assert [p["deck"] for p in state["players"]] == [45, 50]
    code, out, _ = run(tmp_path, capsys, "weiss", "options", gid, "--json")
    allowed = [o for o in json.loads(out)["options"] if o["allowed"]]
    assert allowed == [{"kind": "draw", "label": "Bob zieht 5", "allowed": True, "sections": ["vorbereitung"],
                        "player": "Bob", "count": 5}]
    assert run(tmp_path, capsys, "weiss", "undo", gid)[0] == 0
    code, out, _ = run(tmp_path, capsys, "weiss", "state", gid, "--json")
    assert json.loads(out)["players"][0]["deck"] == 50
    assert run(tmp_path, capsys, "weiss", "redo", gid)[0] == 0
    code, out, _ = run(tmp_path, capsys, "weiss", "state", gid)
    assert "Deck 45" in out


def test_new_with_deck_files_and_check_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = []
    for name in ("Ann", "Bob"):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(to_dict_deck(name)), encoding="utf-8")
        files.append(str(path))
    code, out, _ = run(tmp_path, capsys, "weiss", "check-deck", files[0], "--json")
    assert code == 0 and json.loads(out)["legal"]
    code, out, _ = run(tmp_path, capsys, "weiss", "new", "--deck", files[0], "--deck", files[1], "--first", "Bob",
                       "--setting", "weiss.level0_colour=exception")
    assert code == 0
    broken = json.loads(Path(files[0]).read_text())
    broken["cards"][0]["copies"] = 5
    Path(files[0]).write_text(json.dumps(broken))
    code, _, err = run(tmp_path, capsys, "weiss", "check-deck", files[0])
    assert code == 2 and "grundlegendes" in err


def to_dict_deck(player: str) -> dict[str, object]:
    from referee.weiss.events import Setup

    data = to_dict(Setup(decks=(sample_deck(player),), first=player))["data"]
    deck: dict[str, object] = data["decks"][0]
    return deck


def test_phase_odds_of_a_stored_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``weiss phase-odds``: Anna's first turn (one attack allowed, § 6): Kaze (soul 1) attacks Ben directly:
    2 cards, 3 with a soul trigger. Anna's deck: 42 cards, 13 soul triggers; Ben's: 45 cards, 8 climaxes."""
    from fractions import Fraction
    from math import comb

    from tests.weiss.conftest import first_attack

    events = first_attack()
    code, out, _ = run(tmp_path, capsys, "weiss", "new", "--sample-decks", "Anna,Ben", "--first", "Anna")
    gid = out.strip()
    for ev in events[1:-1]:
        assert run(tmp_path, capsys, "weiss", "add", gid, json.dumps(to_dict(ev)))[0] == 0
    code, out, _ = run(tmp_path, capsys, "weiss", "phase-odds", gid, "--json")
    data = json.loads(out)
    assert code == 0 and [a["slot"] for a in data["attacks"]] == ["vorne_links"]
    assert data["exact"]["p_trigger"] == ["13/42"]
    cancel = Fraction(13, 42) * (1 - Fraction(comb(37, 3), comb(45, 3))) + \
        Fraction(29, 42) * (1 - Fraction(comb(37, 2), comb(45, 2)))
    assert data["exact"]["p_cancel"] == [str(cancel)] and data["exact"]["p_kill"] == "0"
    code, out, _ = run(tmp_path, capsys, "weiss", "phase-odds", gid)
    assert code == 0 and "vorne links, Seele 1, Direktangriff" in out and "Verteidiger verliert" in out
    code, _, err = run(tmp_path, capsys, "weiss", "phase-odds", gid, "--side", "hinten")
    assert code == 2 and "hinten" in err


def test_ability_and_effect_damage_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.weiss.conftest import first_attack

    code, out, _ = run(tmp_path, capsys, "weiss", "new", "--sample-decks", "Anna,Ben", "--first", "Anna")
    gid = out.strip()
    for ev in first_attack()[1:-3]:
        assert run(tmp_path, capsys, "weiss", "add", gid, json.dumps(to_dict(ev)))[0] == 0
    ability = {"type": "ability", "data": {"player": "Anna", "slot": "vorne_links", "cost": 1}}
    code, _, err = run(tmp_path, capsys, "weiss", "add", gid, json.dumps(ability))
    assert code == 2 and "Lager" in err  # no stock to pay (§ 4)
    ability["data"]["cost"] = 0  # type: ignore[index]
    code, out, _ = run(tmp_path, capsys, "weiss", "add", gid, json.dumps(ability))
    assert code == 0 and "Fähigkeit von vorne links" in out
    burn = {"type": "effect_damage", "data": {"player": "Ben", "amount": 1, "revealed": ["Kaze"]}}
    code, out, _ = run(tmp_path, capsys, "weiss", "add", gid, json.dumps(burn))
    assert code == 0 and "außerhalb eines Angriffs" in out


@pytest.mark.parametrize(("timing", "sixth"), [("at_once", "2/7"), ("when_empty", "1/3")])
def test_odds_ws_refresh_timing(tmp_path: Path, capsys: pytest.CaptureFixture[str], timing: str, sixth: str) -> None:
    """The issue's worked example on the command line (weiss.refresh_timing; default at_once)."""
    argv = ["odds", "ws", "--deck", "5", "--climax", "5", "--waiting", "10", "--damage", "1,1,1,1,1,1", "--json"]
    if timing != "at_once":
        argv += ["--refresh-timing", timing]
    code, out, _ = run(tmp_path, capsys, *argv)
    assert code == 0 and json.loads(out)["exact"]["p_cancel"][5] == sixth
