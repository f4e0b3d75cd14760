"""§ sonstiges: gaining control of any permanent of the opponent ("bleibende Karte") moves it towards the new
controller until it reaches a zone where they already have creatures (it may not move at all); a targeted
enchantment stays on its card.  Old entries (version 1 named a creature) still read."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from referee.burgenkrieg.events import ControlChange, PermanentEnters, PermanentKind
from referee.burgenkrieg.view import summary
from referee.core.errors import UnknownName
from referee.core.events import from_dict
from ui.cli.main import main

TURM = PermanentEnters(id="turm", name="Turm", kind=PermanentKind.ARTIFACT, controller="Bob", zone="B.innen")
FLUCH = PermanentEnters(id="fluch", name="Fluch", kind=PermanentKind.ENCHANTMENT, controller="Bob", attached_to="w")


def test_an_artifact_moves_to_the_first_zone_with_the_new_controllers_creatures(bk: SimpleNamespace) -> None:
    """Bob's Turm in his inner wall; Ann's only creature stands in her outer wall: the Turm passes Bob's outer
    wall and comes to lie in Ann's outer wall (B.innen → B.aussen → A.aussen)."""
    g = bk.Game(bk.two_players(), bk.enters("a1", "Ann", "A.aussen", 1, 1), TURM)
    g.apply(ControlChange(card="turm", new_controller="Ann"))
    p = g.state.permanent("turm")
    assert (p.controller, p.zone) == ("Ann", 2)


def test_it_does_not_move_where_the_new_controller_has_creatures_already(bk: SimpleNamespace) -> None:
    """Ann's Wolf has intruded into Bob's inner wall, where the Turm lies: it stays ("nicht verschoben")."""
    g = bk.Game(bk.two_players(), bk.enters("a1", "Ann", "A.aussen", 1, 1), TURM)
    g.state = dataclasses.replace(g.state, creatures=tuple(dataclasses.replace(c, zone=4) for c in g.state.creatures))
    g.apply(ControlChange(card="turm", new_controller="Ann"))
    assert g.state.permanent("turm").zone == 4
    # without creatures on the way, to the rearmost zone (burgenkrieg.control_change): Bob's bodyguard zone
    g.apply(ControlChange(card="turm", new_controller="Bob"))
    assert g.state.permanent("turm").zone == 5


def test_a_targeted_enchantment_stays_on_its_card_and_one_on_a_creature_moves_with_it(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("a1", "Ann", "A.innen", 1, 1), bk.enters("w", "Bob", "B.aussen", 1, 3),
                FLUCH)
    g.apply(ControlChange(card="fluch", new_controller="Ann"))
    assert (g.state.permanent("fluch").controller, g.state.permanent("fluch").zone) == ("Ann", 3)
    g.apply(ControlChange(card="w", new_controller="Ann"))  # the Wache goes to Ann's inner wall, the Fluch on it
    assert g.state.creature("w").zone == 1 and g.state.permanent("fluch").zone == 1
    line = next(p for zone in summary(g.state).zones for p in zone.permanents if p.id == "fluch")
    assert line.attached_name == "W"  # the card it lies on by its name


def test_an_unknown_card_is_refused_in_german_and_english(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), TURM)
    with pytest.raises(UnknownName) as err:
        g.apply(ControlChange(card="tum", new_controller="Ann"))
    assert "bleibende Karte" in err.value.message("de") and "turm" in err.value.message("de")
    assert "permanent" in err.value.message("en")


def test_a_version_one_entry_reads_as_a_card() -> None:
    old = {"type": "burgenkrieg.control_change", "v": 1, "data": {"creature": "b1", "new_controller": "Ann"}}
    assert from_dict(old) == ControlChange(card="b1", new_controller="Ann")


def test_the_command_line_moves_a_land(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path}/g.sqlite"

    def run(*argv: str) -> tuple[int, str, str]:
        code = main(["--db", db, *argv])
        out = capsys.readouterr()
        return code, out.out, out.err

    gid = str(json.loads(run("burgenkrieg", "new", "--players", "Ann,Bob", "--json")[1])["game_id"])
    for entry in ({"type": "turn", "data": {"player": "Ann"}},
                  {"type": "creature_enters", "data": {"id": "a1", "name": "Wolf", "controller": "Ann",
                                                       "zone": "A.aussen", "power": 2, "toughness": 2}},
                  {"type": "permanent_enters", "data": {"id": "turm", "name": "Turm", "kind": "artefakt",
                                                        "controller": "Bob", "zone": "B.innen"}},
                  {"type": "control_change", "data": {"card": "turm", "new_controller": "Ann"}}):
        code, _, err = run("burgenkrieg", "add", gid, json.dumps(entry))
        assert code == 0, err
    code, out, _ = run("burgenkrieg", "state", gid)
    assert code == 0 and "Turm (turm) (Artefakt) [Ann]" in out and "Wolf (a1) 2/2 [Ann]" in out


def test_the_quick_line_takes_any_permanent(tmp_path: Path) -> None:
    from referee.burgenkrieg.request import BurgenkriegRequest
    from ui.service import GameService
    from ui.service.burgenkrieg.quick import parse

    service = GameService(f"sqlite:///{tmp_path}/q.sqlite")
    try:
        game = service.new(BurgenkriegRequest(sides=(("Ann",), ("Bob",))))
        for ev in (TURM,):
            game.add(ev)
        assert parse(game, "Ann: übernimmt tu") == ControlChange(card="turm", new_controller="Ann")
        with pytest.raises(Exception) as err:
            parse(game, "Ann: übernimmt")
        assert "bleibende Karte" in str(err.value)
    finally:
        service.close()
