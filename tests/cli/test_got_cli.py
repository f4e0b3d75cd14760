from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui.cli.main import main
from ui.service.got.lands import example_board


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object] | str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    try:
        return code, json.loads(out), err
    except json.JSONDecodeError:
        return code, out, err


def test_settle_json_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "got", "settle", "--outcome", "flight", "--loser", "Ogre,Lion,Troll",
                        "--winner-score", "190", "--json")
    assert code == 0 and isinstance(data, dict)
    assert data["points"] == 21.5 and data["gems_winner"] == 15 and data["gems_loser"] == 15
    assert data["score_before"] == 190 and data["score_after"] == 211.5
    assert data["titan_power_before"] == 6 and data["titan_power_after"] == 6
    assert data["gods"] == [{"multiple": 200, "choices": ["Angel"]}]
    assert "20.4" in data["sections"]  # type: ignore[operator]


def test_settle_gods_over_two_multiples(capsys: pytest.CaptureFixture[str]) -> None:
    _, data, _ = run(capsys, "got", "settle", "--outcome", "fought", "--loser", "Colossus,Colossus,Colossus,Colossus,"
                     "Colossus,Colossus,Titan:9", "--winner-score", "1750", "--json")
    assert isinstance(data, dict) and data["points"] == 6 * 40 + 36
    assert data["gods"] == [{"multiple": 1800, "choices": ["Angel", "Archangel", "Necromancer"]},
                            {"multiple": 2000, "choices": ["Angel"]}]


def test_settle_concession_setting(capsys: pytest.CaptureFixture[str]) -> None:
    _, halved, _ = run(capsys, "got", "settle", "--outcome", "concession-before", "--loser", "Lion", "--json")
    _, full, _ = run(capsys, "got", "settle", "--outcome", "concession-before", "--loser", "Lion",
                     "--concession", "always-full", "--json")
    assert isinstance(halved, dict) and isinstance(full, dict)
    assert (halved["points"], full["points"]) == (7.5, 15)


def test_recruits_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run(capsys, "got", "recruits", "--land", "Brush", "--army", "Cyclops,Cyclops", "--moved", "4",
                        "--json")
    assert code == 0 and isinstance(data, dict)
    recruits = {r["figure"]: r for r in data["recruits"]}  # type: ignore[union-attr, index]
    assert set(recruits) == {"Gargoyle", "Cyclops", "Warbear"}
    # two Cyclops qualify for the Warbear only as the inferred creature before it (22.3)
    assert recruits["Warbear"]["provenance"] == "inferred" and recruits["Gargoyle"]["provenance"] == "inferred"
    assert all("sections" in r and "cost_gems" in r and r["via"] == "land" for r in recruits.values())
    _, data, _ = run(capsys, "got", "recruits", "--land", "Brush", "--army", "Cyclops", "--moved", "2", "--json")
    assert isinstance(data, dict) and data["recruits"] == [] and data["reasons"]


def test_chart_marks_inferred_counts(capsys: pytest.CaptureFixture[str]) -> None:
    # 22.3 prints no count before COLOSSUS*: the 2 is inferred and marked so, like inferred creatures
    code, out, _ = run(capsys, "got", "chart", "--kind", "land")
    assert code == 0 and isinstance(out, str)
    assert "Phoenix (2?) → Colossus" in out and "Gargoyle? (2) → Cyclops? (2) → Warbear" in out
    _, data, _ = run(capsys, "got", "recruits", "--land", "Highlands", "--army", "Phoenix,Phoenix", "--moved", "3",
                     "--json")
    assert isinstance(data, dict)
    assert {r["figure"]: r["provenance"] for r in data["recruits"]}["Colossus"] == "inferred"  # type: ignore[index]


def test_strength_and_value(capsys: pytest.CaptureFixture[str]) -> None:
    _, data, _ = run(capsys, "got", "strength", "--points", "699.5", "--json")
    assert isinstance(data, dict) and data["titan_power"] == 6 and data["next_step_at"] == 700
    _, data, _ = run(capsys, "got", "value", "--figures", "Titan:9,Colossus", "--json")
    assert isinstance(data, dict) and data["value"] == 76


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("got", "value", "--figures", "Ogree"), "Did you mean Ogre"),
        (("got", "settle", "--outcome", "flight", "--loser", "Titan,Ogre"), "§ 10.4"),
        (("got", "settle", "--outcome", "fought", "--loser", "Ogre", "--winner-score", "-5"), "negative"),
        (("got", "settle", "--outcome", "fought", "--loser", "Ogre", "--winner-score", "abc"), "number"),
        (("got", "strength", "--points", "-1"), "negative"),
        (("got", "recruits", "--land", "Moon", "--army", "Ogre"), "Unknown terrain"),
    ],
)
def test_bad_input_exits_2_with_a_message(capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2 and message in err


def recruits(opts: dict[str, object], marker: str) -> list[str]:
    """The figures the options offer to recruit into ``marker`` (each a concrete, accepted entry)."""
    found = [o["entry"]["data"] for o in opts["options"]  # type: ignore[attr-defined]
             if o["kind"] == "recruit" and o["allowed"] and o["entry"]["data"]["marker"] == marker]
    return [d["figure"] for d in found]


def test_stored_got_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    code, data, _ = run(capsys, "--db", db, "got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--json")
    assert code == 0 and isinstance(data, dict)
    gid = str(data["game_id"])
    move = json.dumps({"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}})
    code, _, err = run(capsys, "--db", db, "game", "add", gid, move)
    assert code == 2 and "2.1" in err and "'Brush:B'" in err  # a land the game does not know
    assert run(capsys, "--db", db, "got", "quick", gid, "land Brush B")[0] == 0
    assert run(capsys, "--db", db, "game", "add", gid, move)[0] == 0
    code, _, err = run(capsys, "--db", db, "game", "add", gid, move)
    assert code == 2 and "8.1" in err
    _, state, _ = run(capsys, "--db", db, "got", "state", gid, "--json")
    assert isinstance(state, dict) and state["round"] == 1 and state["mover"] == "Anna"
    _, opts, _ = run(capsys, "--db", db, "got", "options", gid, "--json")
    assert isinstance(opts, dict)
    assert recruits(opts, "Rot 2") == ["Gargoyle"]
    code, _, err = run(capsys, "--db", db, "got", "new", "--players", "Anna:Rot,Ben:Rot,Cleo:Gelb")
    assert code == 2 and "4.4" in err


BOARD_FILE = str(example_board())

FIX = """
[chart.land.brush]
chain = [{creature = "Ogre", needed = 2}, {creature = "Cyclops", needed = 2}, {creature = "Warbear"}]
"""


def test_table_corrects_the_chart_without_code(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    fix = tmp_path / "fix.toml"
    fix.write_text(FIX, encoding="utf-8")
    _, data, _ = run(capsys, "got", "recruits", "--land", "Brush", "--army", "Ogre", "--moved", "3",
                     "--chart-corrections", str(fix), "--json")
    assert isinstance(data, dict)
    assert [(r["figure"], r["provenance"]) for r in data["recruits"]] == [("Ogre", "table")]  # type: ignore[union-attr]
    _, chart, _ = run(capsys, "got", "chart", "--kind", "land", "--chart-corrections", str(fix), "--json")
    assert isinstance(chart, dict)
    brush = next(c for c in chart["charts"]["land"] if c["land"] == "BRUSH")  # type: ignore[index]
    assert brush["provenance"] == "table"
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    _, made, _ = run(capsys, "--db", db, "got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb",
                     "--chart-corrections", str(fix), "--board", BOARD_FILE, "--json")
    assert isinstance(made, dict)
    gid = str(made["game_id"])
    move = json.dumps({"type": "got.move", "data": {"marker": "Rot 1", "to": "Brush:B", "distance": 3}})
    assert run(capsys, "--db", db, "game", "add", gid, move)[0] == 0
    _, opts, _ = run(capsys, "--db", db, "got", "options", gid, "--json")
    assert isinstance(opts, dict)
    assert recruits(opts, "Rot 1") == ["Ogre"]
    broken = tmp_path / "broken.toml"
    broken.write_text("[chart.land.moon]\nchain = []\n", encoding="utf-8")
    code, _, err = run(capsys, "got", "chart", "--chart-corrections", str(broken))
    assert code == 2 and err


def test_the_set_up_cannot_be_undone_from_the_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Once `game undo` removed the set-up and `got state` / printing crashed; now it is refused."""
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    _, made, _ = run(capsys, "--db", db, "got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--json")
    assert isinstance(made, dict)
    gid = str(made["game_id"])
    for command in (("game", "undo", gid), ("got", "undo", gid)):
        code, _, err = run(capsys, "--db", db, *command)
        assert code == 2 and "set-up" in err
    _, state, _ = run(capsys, "--db", db, "got", "state", gid, "--json")
    assert isinstance(state, dict) and state["round"] == 1
    code, _, _ = run(capsys, "--db", db, "print", "got-score", "--game-id", gid, "-o", str(tmp_path / "s.pdf"))
    assert code == 0 and (tmp_path / "s.pdf").read_bytes()[:5] == b"%PDF-"


def test_a_round_by_quick_lines_on_a_loaded_board(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The board list is loaded once at set-up; moves, a split and a recruit are typed as short lines;
    "City" is the City, never a Citytower, and an unknown land is refused until it is named (2.1)."""
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    _, made, _ = run(capsys, "--db", db, "got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--board", BOARD_FILE,
                     "--json")
    assert isinstance(made, dict)
    gid = str(made["game_id"])

    def quick(line: str) -> tuple[int, str]:
        code, out, err = run(capsys, "--db", db, "got", "quick", gid, line)
        return code, f"{out}{err}"

    code, text = quick("R2 Citytower 2")
    assert code == 2 and "mehrdeutig" in text and "Citytower 1" in text  # "Citytower" names three: they are listed
    assert quick("R2 B12 3")[0] == 0
    code, text = quick("R1 Q7 2")
    assert code == 2 and "'Q7'" in text
    assert quick("land Hills Q7")[0] == 0 and quick("R1 Q7 2")[0] == 0
    code, text = quick("R2 + Warbear")
    assert code == 2 and "22" in text  # a Warbear needs more than one Gargoyle (22.3)
    # a refusal on the command line says how to go on, as the app's line does (issue 35): in Anna's turn "B1" can
    # only be Ben's army, which is not hers to move — and what she can do now is named
    code, text = quick("B1 B12 3")
    assert code == 2 and "Jetzt möglich" in text and "Possible now" in text and "Zugende" in text, text
    assert quick("R2 + gargoyle")[0] == 0
    assert quick("ende")[0] == 0
    _, state, _ = run(capsys, "--db", db, "got", "state", gid, "--json")
    assert isinstance(state, dict) and state["mover"] == "Ben"
    _, shown, _ = run(capsys, "--db", db, "game", "show", gid, "--json")
    assert isinstance(shown, dict)
    labels = [h["label"] for h in shown["history"]]  # type: ignore[index]
    assert labels[1:] == ["Rot 2 → B12 (Brush) · 3", "Land benannt: Q7 (Hills)", "Rot 1 → Q7 (Hills) · 2",
                          "Rot 2 rekrutiert Gargoyle", "Anna: Zugende"]


def test_a_correction_adds_or_sets_and_stays_within_the_rules(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """`got correct`: "Anna hat 48" sets, +/− changes (28.3); 105 victory points are refused naming 26.1."""
    db = f"sqlite:///{tmp_path / 'g.sqlite'}"
    _, data, _ = run(capsys, "--db", db, "got", "new", "--players", "Anna:Rot,Ben:Blau,Cleo:Gelb", "--json")
    assert isinstance(data, dict)
    gid = str(data["game_id"])
    assert run(capsys, "--db", db, "got", "correct", gid, "Anna", "--reason", "Papierbogen", "--points", "=48",
               "--gems", "+10", "--vp", "=95")[0] == 0
    assert run(capsys, "--db", db, "got", "correct", gid, "An", "--reason", "halbiert", "--points=-7/2")[0] == 0
    _, state, _ = run(capsys, "--db", db, "got", "state", gid, "--json")
    assert isinstance(state, dict)
    anna = next(p for p in state["players"] if p["name"] == "Anna")  # type: ignore[attr-defined]
    assert (anna["points"], anna["gems"], anna["victory_points"]) == (44.5, 10, 95)
    code, _, err = run(capsys, "--db", db, "got", "correct", gid, "Anna", "--reason", "x", "--vp", "+10")
    assert code == 2 and "26.1" in err and "105" in err
    code, _, err = run(capsys, "--db", db, "got", "correct", gid, "Anna", "--reason", "x", "--gems", "10")
    assert code == 2 and "=" in err  # change or set?


def test_new_names_the_form_of_a_player_without_a_colour(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``--players Anna,Ben,Cleo`` said "Unbekannte Farbe: ''"; it names the player and the form (4.4)."""
    code, _, err = run(capsys, "--db", f"sqlite:///{tmp_path / 'g.sqlite'}", "got", "new", "--players", "Anna,Ben:Blau,Cleo")
    assert code == 2 and "'Anna' ohne Farbe: --players Name:Farbe,… (z. B. Anna:Rot; Farben: Rot, Grün, Gelb, Blau)" in err
    assert "'Anna' has no colour" in err and "§ 4.4" in err
    _, made, _ = run(capsys, "--db", f"sqlite:///{tmp_path / 'g.sqlite'}", "got", "new", "--players",
                     "Anna:Rot,Ben:Blau,Cleo:Gelb", "--json")
    assert isinstance(made, dict)
    _, state, _ = run(capsys, "--db", f"sqlite:///{tmp_path / 'g.sqlite'}", "--lang", "en", "got", "state",
                      str(made["game_id"]))
    assert str(state).startswith("Round 1 · Anna · Movement · Pact\n")  # the phase capitalised, as in the header
