"""Lands are things: a game knows its lands, an entry names one exactly, and no prefix makes a new one (2.1, 5.4, 5.6)."""

from __future__ import annotations

import pytest

from referee.core.errors import InvalidInput, RefereeError, RuleViolation, UnknownName
from referee.core.events import from_dict
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.board import read_board
from referee.got.engine import GotEngine
from referee.got.lands import Terrain
from referee.got.state import GotState

from .helpers import PLAYERS, new_game


def bare() -> Journal[GotState]:
    """A game set up without a board list: only City, Dungeon and the towers of 5.4/5.6."""
    j: Journal[GotState] = Journal(GotEngine())
    j.append(ev.GameSetup(players=PLAYERS))
    return j


def test_the_set_up_knows_city_dungeon_and_the_fifteen_towers() -> None:
    lands = bare().state.lands
    labels = [x.label for x in lands]
    assert labels[:5] == ["City", "Dungeon", "Tower Rot", "Tower Blau", "Tower Gelb"]
    assert sorted(x.terrain.value for x in lands if x.terrain.is_tower).count("Citytower") == 3
    assert len(lands) == 2 + 3 + 12  # 3 Titan towers; 3 each of Citytower, Fort, Ruin, Darktower (5.4, 5.6)
    assert {a.land.label for a in bare().state.armies} <= set(labels)  # every start army stands on a known land


def test_no_imaginary_fourth_citytower_and_city_is_never_a_citytower() -> None:
    j = bare()
    with pytest.raises(UnknownName) as refused:
        j.append(ev.Move(marker="Rot 2", to="Citytower:Citytower 4", distance=2))
    assert refused.value.sections == ("2.1",) and len(j) == 1
    with pytest.raises(UnknownName):
        j.append(ev.Move(marker="Rot 2", to="Citytower", distance=2))  # a terrain is not a land
    with pytest.raises(RuleViolation) as fixed:
        j.append(ev.LandNamed(terrain="Citytower", name="Citytower 4"))
    assert "5.4" in fixed.value.sections and len(j) == 1


def test_two_lands_of_one_terrain_are_two_lands() -> None:
    j = bare()
    j.append(ev.LandNamed(terrain="Brush", name="B1"))
    j.append(ev.LandNamed(terrain="Brush", name="B2"))
    j.append(ev.Move(marker="Rot 1", to="B1", distance=3))  # the label alone names it
    j.append(ev.Move(marker="Rot 2", to="Brush:b2", distance=2))  # case aside
    s = j.state
    assert [a.marker for a in s.armies_on("B1")] == ["Rot 1"] and [a.marker for a in s.armies_on("B2")] == ["Rot 2"]
    assert s.army("Rot 2").land.terrain is Terrain.BRUSH


def test_a_land_is_named_once_with_a_label_and_its_own_terrain() -> None:
    j = bare()
    j.append(ev.LandNamed(terrain="Marsh", name="M1"))
    with pytest.raises(RuleViolation, match="gibt es schon"):
        j.append(ev.LandNamed(terrain="Brush", name="m1"))
    with pytest.raises(InvalidInput):
        j.append(ev.LandNamed(terrain="Brush", name="  "))
    with pytest.raises(InvalidInput, match="Citytower"):
        j.append(ev.LandNamed(terrain="Brush", name="Citytower"))  # would read as that terrain
    with pytest.raises(RuleViolation) as wrong:
        j.append(ev.Move(marker="Rot 1", to="Brush:M1", distance=3))  # M1 is a Marsh
    assert wrong.value.sections == ("2.1",) and len(j) == 2


def test_an_unknown_land_is_refused_with_the_close_names() -> None:
    j = new_game()
    with pytest.raises(UnknownName) as refused:
        j.append(ev.Move(marker="Rot 1", to="Brsh", distance=3))
    assert "Brush" in refused.value.suggestions and "Land benennen" in str(refused.value)


def test_games_recorded_before_lands_were_things_still_replay() -> None:
    """A stored set-up of schema v1 is upgraded to an open board: its moves named their lands."""
    setup = from_dict({"type": "got.setup", "v": 1, "data": {"players": [
        {"name": p.name, "role": p.role, "colour": p.colour, "seat": p.seat} for p in PLAYERS]}})
    assert isinstance(setup, ev.GameSetup) and setup.open_board
    j: Journal[GotState] = Journal(GotEngine(), [setup, ev.Move(marker="Rot 2", to="Brush:B", distance=3)])
    assert j.state.army("Rot 2").land.label == "B"
    assert not ev.GameSetup(players=PLAYERS).open_board  # a new game knows its lands


def test_a_board_file_lists_the_lands_of_a_table() -> None:
    board = read_board('# our board\n[lands]\nBrush = ["1", "12"]\nMarsh = [2]\n')
    assert board == ("Brush:1", "Brush:12", "Marsh:2")
    j: Journal[GotState] = Journal(GotEngine())
    j.append(ev.GameSetup(players=PLAYERS, board=board))
    j.append(ev.Move(marker="Rot 2", to="12", distance=3))
    assert j.state.army("Rot 2").land.terrain is Terrain.BRUSH


@pytest.mark.parametrize("text", [
    "[lands", "lands = 3", '[lands]\nMoon = ["1"]', '[lands]\nFort = ["Fort 4"]', '[lands]\nBrush = ["1", "1"]',
    '[lands]\nBrush = "1"', "",
])
def test_a_bad_board_file_is_refused_with_a_message(text: str) -> None:
    with pytest.raises(RefereeError) as refused:
        read_board(text)
    assert refused.value.sections and str(refused.value)
