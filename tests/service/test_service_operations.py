"""The service's operations that had tests only through a front end (issue 24: every operation tested at the
service level): the Arena tournament of a session, the lands of a Gods of Titan session, printing a stored game's
sheet, and the players' display's odds hook of each game taking any session."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.arena.events import ArenaSetup, Bid
from referee.core.journal import WrongGame
from ui.service import GameService, OpenGame
from ui.service.arena import operations as arena_service
from ui.service.display import game_odds, odds_later
from ui.service.got import lands as land_service
from ui.service.printing import print_kinds, print_pdf

GOT_SETUP = {"type": "got.setup", "data": {"players": [
    {"name": "A", "role": "titan", "colour": "Rot", "seat": 1},
    {"name": "B", "role": "titan", "colour": "Blau", "seat": 2},
    {"name": "C", "role": "titan", "colour": "Gelb", "seat": 3}], "board": ["Brush:B12", "Marsh:M3"]}}


@pytest.fixture
def service(tmp_path: Path) -> GameService:
    return GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")


@pytest.fixture
def got(service: GameService) -> OpenGame[object]:
    return service.new_game(game="got", setup=GOT_SETUP)


def test_a_running_arena_game_is_its_tournaments_running_game(service: GameService) -> None:
    game = service.new_game(game="arena", setup=ArenaSetup(players=("Anna", "Ben")))
    game.add(Bid(player="Anna", value=8))
    found = arena_service.tournament_games(service, game)
    assert found.games == () and found.missing == 3  # no finished game yet (section 13: three games)
    assert game.id in found.running


def test_the_tournament_of_another_game_is_a_program_error(service: GameService, got: OpenGame[object]) -> None:
    with pytest.raises(WrongGame):
        arena_service.tournament_games(service, got)


def test_the_lands_of_a_got_session(got: OpenGame[object]) -> None:
    from referee.got.state import GotState

    game = got.typed(GotState)
    labels = {c.label: c.terrain for c in land_service.lands(game)}
    assert labels["B12"] == "Brush" and labels["M3"] == "Marsh"
    found = land_service.find(game, "b12 (brush)")  # the label or the picker's text, case aside
    assert found is not None and found.entry == "Brush:B12"
    assert land_service.find(game, "B1") is None and land_service.find(game, " ") is None  # a label, never a prefix


def test_printing_a_stored_games_sheet(service: GameService, got: OpenGame[object], tmp_path: Path) -> None:
    kinds = {p.kind for game, p in print_kinds(game="got") if game == "got"}
    assert "got-score" in kinds and not kinds & {p.kind for _, p in print_kinds(game="arena")}
    out = print_pdf(kind="got-score", out=tmp_path / "score.pdf", service=service, game_id=got.id)
    assert out.read_bytes()[:5] == b"%PDF-"
    blank = print_pdf(kind="got-score", out=tmp_path / "blank.pdf", blank=True)
    assert blank.read_bytes()[:5] == b"%PDF-"


def test_the_display_hooks_take_any_session(service: GameService, got: OpenGame[object]) -> None:
    """A game's display hooks narrow the session themselves: no battle, no odds; a game without hooks has none."""
    assert game_odds(got, "de") is None and not odds_later(got)
    arena = service.new_game(game="arena", setup=ArenaSetup(players=("Anna", "Ben")))
    assert game_odds(arena, "de") is None and not odds_later(arena)
