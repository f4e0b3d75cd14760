"""Letters that mean one thing (issue 35, item 2): the quick line reads a short name against what the referee
accepts now — in Grün's turn "G1" can only be Grün 1 — and the set-up's default colours begin with distinct
letters. In positions of the realistic test games every abbreviation the line suggests reads back to exactly its
thing, and the shortest forms of the Mover's armies and of the figures are at most 3 keys (hypothesis)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.got import events as ev
from referee.got.events import Move, Recruit, Split
from referee.got.setup import setup_choices
from referee.got.state import GotState
from tests.printouts.allgames import journals
from ui.service import GameService, OpenGame
from ui.service.got import lands as land_service
from ui.service.got import operations as got
from ui.service.got import quick


def _game(service: GameService, colours: tuple[str, str, str]) -> OpenGame[GotState]:
    players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
        zip(("Anna", "Ben", "Cleo"), colours, ("Asher", "Golem", "Zephyra"), strict=True), start=1))
    return service.new_game(game="got", setup=ev.GameSetup(
        players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)),
        board=land_service.board_file(land_service.example_board()))).typed(GotState)


def _typed(game: OpenGame[GotState], *lines: str) -> None:
    for line in lines:
        reading = quick.read(game, line)
        assert reading.ok and reading.entry is not None, (line, reading.message)
        game.add(reading.entry)
        for then in reading.then:
            game.add(then)


@pytest.fixture(scope="module")
def games() -> Iterator[list[tuple[OpenGame[GotState], tuple[Event, ...]]]]:
    """The realistic Gods of Titan games (``tests/printouts/allgames.py``) and a game of Rot, Grün and Gelb (the
    colours that shared a letter): each a set-up and the entries after it, to stand at any position."""
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{Path(tmp) / 'g.sqlite'}")
        out = []
        for j in journals("got"):
            events = tuple(j.events)
            out.append((service.new_game(game="got", setup=events[0]).typed(GotState), events[1:]))
        green = _game(service, ("Rot", "Grün", "Gelb"))
        _typed(green, "R2 B1 3", "R2+G", "e", "G2 P1 3", "G2+C", "e", "G2 B2 3", "G2+G", "e",
               "S1 D1 3", "S2 D2 3", "S3 D3 3", "e", "R2/C G", "R2 J 3")
        out.append((service.new_game(game="got", setup=green.events[0]).typed(GotState), green.events[1:]))
        yield out
        service.close()


def test_g1_in_gruens_turn_is_gruen_1(tmp_path: Path) -> None:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    game = _game(service, ("Rot", "Grün", "Gelb"))
    _typed(game, "R2 B1 3", "e")
    assert quick.parse(game, "G2 P1 3") == Move(marker="Grün 2", to="Plains:P1", distance=3)
    assert quick.army_abbreviation("Grün 2", *quick._markers(game)) == "G2"
    _typed(game, "G2 P1 3", "e")
    assert quick.parse(game, "G2 B2 3") == Move(marker="Gelb 2", to="Brush:B2", distance=3)  # now Gelb's turn
    with pytest.raises(InvalidInput):
        quick.parse(game, "Gx2 B2 3")
    assert "ziehen: G1, G2" in quick.read(game, "Gx2 B2 3").message  # the way forward: the armies to move, short
    service.close()


def test_the_default_colours_begin_with_distinct_letters() -> None:
    for darklord in (True, False):
        colours = setup_choices(darklord=darklord).default_colours
        assert len(colours) == 3 and len({c[0] for c in colours}) == 3, colours


def test_the_new_game_form_offers_the_distinct_colours(qtbot: object) -> None:
    from ui.games.got.setup import GotSetupForm

    form = GotSetupForm()
    assert len({form.colours[i].currentText()[0] for i in range(3)}) == 3


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_every_suggested_abbreviation_reads_back_at_every_position(
        games: list[tuple[OpenGame[GotState], tuple[Event, ...]]], data: st.DataObject) -> None:
    start, entries = data.draw(st.sampled_from(games))
    n = data.draw(st.integers(0, len(entries)), label="entries")
    game = start.ahead(entries[:n])
    state = game.state
    markers, mine = quick._markers(game)
    for marker in markers:
        short = quick.army_abbreviation(marker, markers, mine)
        assert quick._army(game, [short, "x"])[0] == marker, (short, marker)
        if marker in mine:
            assert len(short) <= 3, (short, marker)
    for marker in mine:
        own = sorted(state.army(marker).figures.names())
        for figure in own:
            short = quick.figure_abbreviation(figure, own)
            assert len(short) <= 3, (short, own)
            if len(own) > 1 and state.fight is None:
                entry = quick.parse(game, f"{quick.army_abbreviation(marker, markers, mine)}/{short}")
                assert isinstance(entry, Split) and entry.figures == (figure,)
        offer = [o.figure for o in got.recruit_choices(game, marker).options]
        for figure in dict.fromkeys(offer):
            short = quick.figure_abbreviation(figure, offer)
            assert len(short) <= 3, (short, offer)
            entry = quick.parse(game, f"{quick.army_abbreviation(marker, markers, mine)}+{short}")
            assert isinstance(entry, Recruit) and entry.figure == figure
    if mine and not state.open_board:
        for choice in land_service.lands(game):
            short = quick.land_abbreviation(game, choice.label)
            entry = quick.parse(game, f"{quick.army_abbreviation(mine[0], markers, mine)} {short} 4")
            assert isinstance(entry, Move) and entry.to == choice.entry, (short, choice.label)


def test_a_move_to_a_new_land_is_one_line(tmp_path: Path) -> None:
    """Issue 35, item 4: without a board file the land is named in the move itself ("R2 Br:B12 4"): the naming,
    then the move (and an announced recruit), one line; a known land typed so is just the move."""
    from referee.got.events import LandNamed

    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    players = tuple(ev.PlayerSetup(n, "titan", c, i) for i, (n, c) in enumerate(
        (("Anna", "Rot"), ("Ben", "Grün"), ("Cleo", "Blau")), start=1))
    game = service.new_game(game="got", setup=ev.GameSetup(players=players)).typed(GotState)
    assert quick.parse_line(game, "R2 Br:B12 4+G") == (
        LandNamed(terrain="Brush", name="B12"), Move(marker="Rot 2", to="Brush:B12", distance=4),
        Recruit(marker="Rot 2", figure="Gargoyle", via=ev.Via.LAND))
    r = quick.read(game, "R2 B12 4")  # unnamed: refused, and the way forward shows the one-line form
    assert not r.ok and r.sections == ("2.1",) and "„R1 Br:B12 4“" in r.message
    _typed(game, "R2 Br:B12 4")
    assert quick.parse_line(game, "R1 Br:B12 2") == (Move(marker="Rot 1", to="Brush:B12", distance=2),)
    service.close()
