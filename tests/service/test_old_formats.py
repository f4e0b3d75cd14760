"""Every earlier format is read; a later one is refused with a clear message and nothing is stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.core.errors import InvalidInput
from ui.service import GameService

OLD = Path(__file__).resolve().parents[1] / "compat" / "b9ac15e" / "1-got-drei-titanen-kampfe-nach-dem-pakt.json"


@pytest.fixture
def service(tmp_path: Path) -> GameService:
    return GameService(f"sqlite:///{tmp_path / 'games.sqlite'}")


def test_an_export_of_the_first_release_imports_with_its_old_set_up_upgraded(service: GameService) -> None:
    data = json.loads(OLD.read_text(encoding="utf-8"))
    assert data["events"][0]["type"] == "got.setup" and data["events"][0]["v"] == 1
    game = service.import_game(data=data)
    assert len(game) == len(data["events"]) and game.judged_differently


def test_an_export_of_a_newer_format_is_refused_and_nothing_stored(service: GameService) -> None:
    data = {**json.loads(OLD.read_text(encoding="utf-8")), "version": 99}
    with pytest.raises(InvalidInput, match="newer version"):
        service.import_game(data=data)
    assert service.games() == []


def test_an_entry_of_a_newer_version_is_refused_and_nothing_stored(service: GameService) -> None:
    data = json.loads(OLD.read_text(encoding="utf-8"))
    data["events"][1]["v"] = 99
    with pytest.raises(InvalidInput, match="newer than this program"):
        service.import_game(data=data)
    assert service.games() == []


def test_a_game_of_the_open_board_takes_the_bare_label_of_a_land_it_has_named(service: GameService) -> None:
    """The first release named lands 'Brush:B3'; today's quick line says 'R1 B3 3' (found by a new user's
    trial): a land an earlier move named is known by its label, an unknown one still needs its terrain."""
    from ui.service.got import quick
    game = service.import_game(data=json.loads(OLD.read_text(encoding="utf-8")))
    assert game.state.open_board and any(str(land) == "B3 (Brush)" for land in game.state.lands)
    assert quick.read(game, "R1 B3 3").ok and quick.read(game, "R1 Brush:B3 3").ok
    unknown = quick.read(game, "R1 Q77 3")
    assert not unknown.ok and unknown.sections == ("2.1",)
