"""The application layer: every operation both front ends use, on a real store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, JournalError, RuleViolation, UnknownName
from referee.got.movement_end import fewest_to_move
from tests.got.helpers import BOARD
from ui.service import GameService

SETUP = {"type": "got.setup", "data": {"players": [
    {"name": "Anna", "role": "titan", "colour": "Rot", "seat": 1},
    {"name": "Ben", "role": "titan", "colour": "Blau", "seat": 2},
    {"name": "Cleo", "role": "titan", "colour": "Gelb", "seat": 3}], "board": list(BOARD)}}


def end_turn(player: str) -> dict[str, Any]:
    return {"type": "got.turn_ended", "data": {"player": player}}


def move(marker: str, to: str = "Brush:B", distance: int = 3) -> dict[str, Any]:
    return {"type": "got.move", "data": {"marker": marker, "to": to, "distance": distance}}


def next_turn(game: Any) -> None:
    """The armies that have to move move one land each (6.2, 8.4, 8.6), then the Mover ends the turn."""
    s = game.state
    for marker in fewest_to_move(s):
        game.add({"type": "got.land", "data": {"terrain": "Plains", "name": f"{marker} · {s.round}"}})
        game.add(move(marker, f"Plains:{marker} · {s.round}", 1))
    game.add(end_turn(s.mover_player.name))


@pytest.fixture
def service(tmp_path: Path) -> GameService:
    return GameService(f"sqlite:///{tmp_path / 'games.sqlite'}")


def test_the_set_up_is_never_undone(service: GameService) -> None:
    game = service.new_game(game="got", setup=SETUP)
    assert not game.can_undo
    with pytest.raises(JournalError, match="set-up"):
        game.undo()
    game.add(move("Rot 2"))
    assert game.undo().label("en") == "Rot 2 → B (Brush) · 3" and not game.can_undo
    assert service.open(game.id).entries == 1 and len(service.open(game.id).redo_events) == 1


def test_the_first_entry_must_be_the_set_up(service: GameService) -> None:
    with pytest.raises(InvalidInput, match="got.setup"):
        service.new_game(game="got", setup=end_turn("Anna"))
    with pytest.raises(UnknownName, match="chess"):
        service.new_game(game="chess")
    assert service.games() == []


def test_rename_archive_restore_delete(service: GameService) -> None:
    game = service.new_game(game="got", setup=SETUP, title="Dienstag")
    service.rename(game_id=game.id, title="  Donnerstag ")
    assert service.info(game.id).title == "Donnerstag"
    with pytest.raises(InvalidInput, match="200"):
        service.rename(game_id=game.id, title="x" * 201)
    with pytest.raises(RuleViolation, match="archive"):
        service.delete(game_id=game.id)  # an active game is archived first (recoverable)
    service.archive(game_id=game.id)
    assert service.games() == [] and [g.id for g in service.games(archived=True)] == [game.id]
    service.restore(game_id=game.id)
    assert [g.id for g in service.games()] == [game.id]
    service.archive(game_id=game.id)
    service.delete(game_id=game.id)
    assert service.games(archived=True) == []
    with pytest.raises(UnknownName):
        service.open(game.id)


def test_check_is_a_dry_run_with_sections(service: GameService) -> None:
    game = service.new_game(game="got", setup=SETUP)
    assert game.check(move("Rot 2")).value and game.entries == 1
    assert not game.check(end_turn("Anna")).value  # both start armies still in the City (5.8, 8.6)
    verdict = game.check(end_turn("Cleo"))
    assert not verdict.value and verdict.sections and game.entries == 1
    assert not game.check("{not json").value


@settings(max_examples=15, deadline=None)
@given(turns=st.integers(0, 6), undone=st.integers(0, 6))
def test_export_and_import_round_trip_the_whole_game(tmp_path_factory: pytest.TempPathFactory, turns: int,
                                                      undone: int) -> None:
    service = GameService(f"sqlite:///{tmp_path_factory.mktemp('db') / 'g.sqlite'}")
    game = service.new_game(game="got", setup=SETUP, title="Runde")
    for _ in range(turns):
        next_turn(game)
    for _ in range(min(undone, turns)):
        game.undo()
    exported = service.export(game_id=game.id)
    copy = service.import_game(data=json.dumps(exported))
    assert service.export(game_id=copy.id) == {**exported, "title": "Runde (2)"}  # beside its original
    assert copy.events == game.events and copy.redo_events == game.redo_events
    service.close()


def test_the_recruit_choices_are_only_what_the_referee_accepts_now(service: GameService) -> None:
    """A new user saw a recruit offered in the movement phase that OK then refused (6.2, 8.6): every
    offered recruit is accepted by the same check that journals it; the others come with the reason."""
    from referee.got.events import Recruit, Via
    from ui.service.got.operations import recruit_choices

    game = service.new_game(game="got", setup=SETUP)
    answer = recruit_choices(game, "Rot 1")
    for o in answer.options:
        assert game.check(Recruit(marker="Rot 1", figure=o.figure, via=Via(o.via), sacrifice=o.sacrifice)).value
    assert not answer.options and answer.reasons  # round 1: an army still has to leave the City first (5.8, 8.6)


def test_an_entry_belongs_to_the_round_it_was_made_in(service: GameService) -> None:
    """The last seat's end of turn closes round 1: it is listed in round 1, not under round 2 (27.1)."""
    from referee.got.events import Move
    from referee.got.movement_end import fewest_to_move

    game = service.new_game(game="got", setup=SETUP)
    for _ in range(3):
        for marker in fewest_to_move(game.state):
            game.add({"type": "got.land", "data": {"terrain": "Plains", "name": marker}})
            game.add(Move(marker=marker, to=f"Plains:{marker}", distance=1))
        game.add(end_turn(game.state.mover_player.name))
    last = game.history("de")[-1]
    assert last.label == "Cleo: Zugende" and last.round == 1 and game.state.round == 2


def test_an_entry_made_in_code_passes_the_same_edge_as_json(service: GameService) -> None:
    """A quick line once stored a land named with U+202E: accepted in memory, refused when read back, and
    the game could not be opened again. Now an Event is checked as its JSON would be, before it is stored."""
    from referee.core.errors import InvalidInput
    from referee.got.events import LandNamed

    game = service.new_game(game="got", setup=SETUP)
    with pytest.raises(InvalidInput, match="U\\+202E"):
        game.add(LandNamed(terrain="Brush", name="\u202eB"))
    assert len(game) == 1 and len(service.open(game.id)) == 1
    game.add(LandNamed(terrain="Brush", name="Cafe\u0301"))  # normalised (NFC) as JSON is: the same when read back
    assert service.open(game.id).state.lands[-1].label == game.state.lands[-1].label == "Caf\u00e9"
