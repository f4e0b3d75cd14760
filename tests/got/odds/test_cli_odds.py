"""``schriftfuehrer odds strike|duel|battle|spell`` for Gods of Titan."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from got_odds_helpers import binom

from ui.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict, str]:  # type: ignore[type-arg]
    code = main(["odds", *argv])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip().startswith("{") else {}), err


def test_strike_json_ogre_lion(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "strike", "--attacker", "Ogre", "--defender", "Lion", "--json")
    assert code == 0
    assert data["strike_number"] == 5 and data["dice"] == 6
    assert data["p_hit"] == pytest.approx(1 / 3)
    assert data["distribution"] == pytest.approx([float(p) for p in binom(6, 5)])
    assert data["p_kill"] == pytest.approx(13 / 729) and data["expected_hits"] == pytest.approx(2.0)
    assert data["modifiers"] == []


def test_strike_with_terrain_context_and_damage(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "strike", "--attacker", "Ogre", "--defender", "Lion", "--damage", "3",
                        "--hexside", "slope-down", "--context", "priest", "--defender-hazard", "darkness", "--json")
    assert code == 0 and data["dice"] == 8 and data["life_left"] == 2
    assert {m["name"]: m["section"] for m in data["modifiers"]} == {"priest": "16.5", "slope": "12.7",
                                                                   "darkness": "12.7"}
    assert all("section" in m for m in data["modifiers"])


def test_rangestrike_and_carry(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "strike", "--attacker", "Giant", "--defender", "Ogre", "--range", "4", "--json")
    assert code == 0 and data["dice"] == 3 and data["strike_number"] == 3
    code, data, _ = run(capsys, "strike", "--attacker", "Troll", "--defender", "Ogre+4", "--carry", "Headcracker",
                        "--declared", "4", "--json")
    assert code == 0 and data["carry"]["p_kill"][1] == pytest.approx(1 / 256)


@pytest.mark.parametrize(("argv", "section"), [
    (["strike", "--attacker", "Ogr", "--defender", "Lion"], "16.6"),
    (["strike", "--attacker", "Ogre", "--defender", "Lion", "--hexside", "cliff"], "12.7"),
    (["strike", "--attacker", "Ogre", "--defender", "Lion", "--range", "3"], "14.1"),
    (["strike", "--attacker", "Giant", "--defender", "Lion", "--range", "5"], "14.2"),
    (["strike", "--attacker", "Giant", "--defender", "Angel", "--range", "3"], "14.6"),
])
def test_refusals_exit_2_with_section(capsys: pytest.CaptureFixture[str], argv: list[str], section: str) -> None:
    code, data, err = run(capsys, *argv, "--json")
    assert code == 2 and section in data["sections"] and data["message_de"] and data["message_en"]
    assert f"§ {section}" in err or section in err


def test_duel_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "duel", "--attacker", "Ogre+4", "--defender", "Lion", "--damage", "3",
                        "--round", "7", "--json")
    assert code == 0
    assert set(data) >= {"attacker_wins", "defender_wins", "mutual", "timeout", "expected_rounds"}
    assert Fraction(data["exact"]["mutual"]) == sum(binom(6, 5)[2:]) * sum(binom(5, 3)[2:])
    assert data["expected_rounds"] == 1


def test_battle_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "battle", "--attacker", "Titan:7,Ogre", "--defender", "Colossus,Lion@sand+2",
                        "--samples", "4000", "--seed", "3", "--json")
    assert code == 0
    assert set(data) >= {"attacker_wins", "defender_wins", "mutual", "timeout", "samples", "ci95",
                         "expected_points_attacker", "expected_points_defender"}
    assert data["samples"] == 4000
    assert sum(data[k] for k in ("attacker_wins", "defender_wins", "mutual", "timeout")) == pytest.approx(1)
    lo, hi = data["ci95"]["attacker_wins"]
    assert lo <= data["attacker_wins"] <= hi
    code, again, _ = run(capsys, "battle", "--attacker", "Titan:7,Ogre", "--defender", "Colossus,Lion@sand+2",
                         "--samples", "4000", "--seed", "3", "--json")
    assert again == data


def test_battle_exact_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["odds", "battle", "--attacker", "Ogre,Centaur", "--defender", "Lion", "--exact"])
    out = capsys.readouterr().out
    assert code == 0 and "Angreifer gewinnt / attacker wins" in out and "exakt" in out and "95 %" not in out


def test_spell_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "spell", "--spell", "quake", "--target", "Ogre+4", "--target", "Lion+3", "--json")
    assert code == 0 and [t["strike_number"] for t in data["targets"]] == [3, 4]


def test_text_output_lists_modifiers(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["odds", "strike", "--attacker", "Ogre", "--defender", "Gargoyle", "--defender-hazard", "fog"])
    out = capsys.readouterr().out
    assert code == 0 and "§ 12.7" in out and "Würfel / dice: 5" in out


def test_unknown_context_flag(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "strike", "--attacker", "Ogre", "--defender", "Lion", "--context", "preist", "--json")
    assert code == 2 and "priest" in data["message_en"]


def test_installed_command_runs() -> None:
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, "-m", "ui.cli.main", "odds", "strike", "--attacker", "Lion",
                          "--defender", "Ogre", "--json"], capture_output=True, text=True, cwd=root, check=True)
    assert json.loads(out.stdout)["strike_number"] == 3


def test_context_hazard_shortcut(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "strike", "--attacker", "Ogre", "--defender", "Lion", "--context", "priest",
                        "--context", "cloud", "--json")
    assert code == 0 and data["dice"] == 10  # 6 + Priest 1 = 7, cloud + 3


def test_setting_switches_an_interpretation(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["strike", "--attacker", "Dragon", "--attacker-hazard", "volcano", "--defender", "Ogre",
            "--hexside", "slope-down", "--json"]
    assert run(capsys, *argv)[1]["dice"] == 12
    assert run(capsys, *argv, "--setting", "got.odds.volcano_slope=added")[1]["dice"] == 13
    code, data, _ = run(capsys, *argv, "--setting", "got.odds.volcano_slope=maybe")
    assert code == 2 and "got.odds.volcano_slope" in data["message_en"]


def test_rangestrike_cannot_carry(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "strike", "--attacker", "Giant", "--defender", "Ogre", "--range", "3",
                        "--carry", "Lion", "--json")
    assert code == 2 and data["sections"] == ["14.1"]
