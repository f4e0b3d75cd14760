"""One set-up, two front ends (issue 24): the app's new-game form and the command line's ``<game> new`` build the
same typed request (``referee/<game>/request.py``) and the service makes the game from it — so the same choices
make the same set-up entry, the referee judges it the same way, and what one front end refuses the other does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.setup import SetupRequest
from referee.weiss.sample import sample_deck
from tests.e2e.conftest import BOARD_FILE
from ui import games
from ui.cli.main import main
from ui.service import GameService


def form(game: str, qtbot: Any) -> Any:
    made = games.setup_form_class(game)()
    qtbot.addWidget(made)
    return made


def made_by_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> Event:
    db = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    assert main(["--db", db, *args, "--json"]) == 0, capsys.readouterr().err
    game_id = json.loads(capsys.readouterr().out)["game_id"]
    service = GameService(db)
    first = service.open(game_id).events[0]
    service.close()
    return first


def made_by_the_app(tmp_path: Path, request: SetupRequest) -> Event:
    service = GameService(f"sqlite:///{tmp_path / 'app.sqlite'}")
    first = service.new(request).events[0]
    service.close()
    return first


def test_arena(qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = form("arena", qtbot)
    f.colours[1].setCurrentText("Schwarz")  # Anna, Ben, Cleo, two empty seats; Ben's chips are black
    first = made_by_the_app(tmp_path, f.setup_request(()))
    assert first == made_by_the_command_line(
        tmp_path, capsys, "arena", "new", "--players", "Anna,Ben,Cleo", "--colours", "Rot,Schwarz,Grün")
    assert first.colours == ("Rot", "Schwarz", "Grün")  # type: ignore[attr-defined]


def test_burgenkrieg_two_players_and_two_teams(qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = form("burgenkrieg", qtbot)
    assert made_by_the_app(tmp_path, f.setup_request(())) == made_by_the_command_line(
        tmp_path, capsys, "burgenkrieg", "new", "--players", "Anna,Ben")
    f.mode.setCurrentIndex(f.mode.findData(4))
    teams = made_by_the_app(tmp_path, f.setup_request(()))
    assert teams == made_by_the_command_line(tmp_path, capsys, "burgenkrieg", "new", "--teams", "Anna+Cleo,Ben+Dora")
    f.names[3].setText("")  # a team of one beside a team of two: refused alike by both
    with pytest.raises(InvalidInput) as app:
        f.setup_request(()).event()
    assert main(["--db", f"sqlite:///{tmp_path / 'x.sqlite'}", "burgenkrieg", "new", "--teams", "Anna+Cleo,Ben"]) == 2
    assert app.value.message("de") in capsys.readouterr().err


def test_rampage_start_player(qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = form("rampage", qtbot)
    f.start.setCurrentIndex(1)  # Beatrix begins
    assert made_by_the_app(tmp_path, f.setup_request(())) == made_by_the_command_line(
        tmp_path, capsys, "rampage", "new", "--players", "Anton,Beatrix", "--start", "Beatrix")


def test_weiss_sample_decks(qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = form("weiss", qtbot)
    for box in f.boxes:
        box.deck.set_cards(sample_deck("").cards)
    f.first.setCurrentIndex(1)  # Ben begins
    assert made_by_the_app(tmp_path, f.setup_request(())) == made_by_the_command_line(
        tmp_path, capsys, "weiss", "new", "--sample-decks", "Anna,Ben", "--first", "Ben")


def test_gods_of_titan_with_and_without_a_darklord(qtbot: Any, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    f = form("got", qtbot)
    f.board.setText(BOARD_FILE)
    assert made_by_the_app(tmp_path, f.setup_request(())) == made_by_the_command_line(
        tmp_path, capsys, "got", "new", "--players", "Anna:Rot,Ben:Grün,Cleo:Blau", "--board", BOARD_FILE)
    f.names[3].setText("Dora")  # the elements are offered now (5.2), the defaults one each
    request = f.setup_request(())
    assert [t.element for t in request.titans] == ["Asher", "Golem", "Zephyra"]
    assert made_by_the_app(tmp_path, request) == made_by_the_command_line(
        tmp_path, capsys, "got", "new", "--players", "Anna:Rot,Ben:Grün,Cleo:Blau", "--board", BOARD_FILE,
        "--darklord", "Dora", "--elements", "asher,golem,zephyra")


def test_the_forms_seat_as_many_players_as_the_rules_data(qtbot: Any) -> None:
    """The seats of the set-up forms are the rules data's, not the forms' own numbers: Gods of Titan's three Titan
    players and one Darklord (1.2, 5.3), the Arena's two to five players (section 1), Burgenkrieg's two lords or two
    teams of lord and commander (§ spielidee, § multiplayer)."""
    from referee.arena.rules import RULES as ARENA
    from referee.burgenkrieg.rules import RULES as BURGENKRIEG
    from referee.got.catalog import catalog

    seats = catalog().opening.players
    got = form("got", qtbot)
    assert len(got.names) == seats["titan_players"] + seats["darklord"] == 4
    assert len(got.setup_request(()).titans) == seats["titan_players"] and got.setup_request(()).darklord == ""
    assert len(form("arena", qtbot).names) == ARENA.max_players == 5
    burgenkrieg = form("burgenkrieg", qtbot)
    modes = burgenkrieg.mode
    assert [modes.itemData(i) for i in range(modes.count())] == [BURGENKRIEG.players.duel, BURGENKRIEG.players.team_game]
    assert [modes.itemText(i) for i in range(modes.count())] == ["2 Spieler", "2 Teams zu je 2"]
