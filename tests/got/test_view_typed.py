"""The Gods of Titan view is typed end to end: real values of a real game, as attributes (JSON only at the edge)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from referee.got.lands import Terrain
from referee.got.state import Phase, Role
from referee.got.view import ArmyView, GotView, PlayerView, summary
from tests.got.test_scenarios import run


def angel_game() -> GotView:
    data = json.loads((Path(__file__).parent / "scenarios" / "angel_at_200.json").read_text(encoding="utf-8"))
    j, failed, error = run(data["events"])
    assert failed is None, error
    return summary(j.state, "en")


def test_a_fought_battle_as_typed_values() -> None:
    v = angel_game()
    assert isinstance(v, GotView) and v.round == 11 and v.phase is Phase.BATTLE and v.mover == "Ben"
    assert not v.pact and v.winner is None and v.ended == "" and v.battles == 1  # the pact ends with round 10 (8.3)
    ben = v.player("Ben")
    assert isinstance(ben, PlayerView) and ben.role is Role.TITAN and ben.colour == "Blau"
    # 180 from the correction + 36 for the beaten army (the scenario hand-counts it, 20.1): 216
    assert ben.points == Fraction(216) and ben.gems == 30 and ben.titan_power == 6
    assert ben.points_to_next_power == 700 - 216 and ben.points_to_next_god == 400 - 216  # 24.2; a god each 200 (21.1)
    assert ben.in_pool("Angel") == 3 - 1 and ben.in_pool("Nobody") == 0  # one of three Angels joined the army (21.3)
    blau = next(a for a in v.armies if a.marker == "Blau 2")
    assert blau == ArmyView("Blau 2", "Ben", "M", Terrain.MARSH, ("Angel", "Centaur", "Gargoyle"), blau.moved, False)
    assert not any(a.marker == "Rot 2" for a in v.armies)  # beaten
    assert v.god_life == 100 - 3 * 6  # three Titans at power 6 (16.5)
    assert v.header.round == 11 and v.header.players == ("Anna", "Ben", "Cleo")


def test_the_command_line_keeps_its_keys() -> None:
    data = angel_game().to_json()
    assert set(data) == {"round", "mover", "phase", "pact", "darklord_appeared", "elements_destroyed", "winner",
                         "ended", "players", "armies", "battles", "god_life"}
    ben = data["players"][1]
    assert ben["points"] == 216 and isinstance(ben["points"], int) and ben["role"] == "titan"
    assert data["phase"] == "battle" and data["armies"][0]["terrain"] in {t.value for t in Terrain}
    json.dumps(data)
