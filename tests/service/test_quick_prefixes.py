"""First letters in Gods of Titan's quick line (``ui.service.got.quick``, Qt-free; issue 25, item 4).

A figure, an army, a land or a terrain may be typed by the first letters that name it alone; first letters that
several names begin with are refused with those names; the army or the figure may be left out where the referee
accepts exactly one. Every abbreviation the line suggests reads back to exactly the thing it abbreviates
(hypothesis, on the pure rule and on a real game's lands, armies and figures).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import InvalidInput
from referee.got import events as ev
from referee.got.events import LandNamed, Move, Recruit, Split, TurnEnded
from ui.service import GameService, OpenGame
from ui.service.got import lands as land_service
from ui.service.got import operations as got
from ui.service.got import quick

#: round 1 of a four-player game (3 Titans + Darklord), so that an army of four may split in round 2
ROUND_ONE = ("R2 B1 3", "R2+G", "e", "B2 P1 3", "B2+C", "e", "G2 B2 3", "G2+G", "e", "S1 D1 3", "S2 D2 3", "S3 D3 3", "e")


def four_players(service: GameService) -> OpenGame:
    players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
        (("Anna", "Rot", "Asher"), ("Ben", "Blau", "Golem"), ("Cleo", "Gelb", "Zephyra")), start=1))
    return service.new_game(game="got", setup=ev.GameSetup(
        players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)),
        board=land_service.board_file(land_service.example_board())))


def typed(game: OpenGame, *lines: str) -> None:
    for line in lines:
        reading = quick.read(game, line, lang="en")
        assert reading.ok and reading.entry is not None, (line, reading.message)
        game.add(reading.entry)


def recruited(game: OpenGame, line: str) -> str:
    entry = quick.parse(game, line)
    assert isinstance(entry, Recruit)
    return entry.figure


@pytest.fixture(scope="module")
def round_two() -> Iterator[OpenGame]:
    """Round 2, Anna to move: Rot 2 (Asher, Centaur, Gargoyle, Gargoyle) may split; Rot 1 waits in the City."""
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{Path(tmp) / 'g.sqlite'}")
        game = four_players(service)
        typed(game, *ROUND_ONE)
        yield game
        service.close()


def test_a_land_by_the_first_letters_of_its_label(round_two: OpenGame) -> None:
    assert quick.parse(round_two, "R2 J 3") == Move(marker="Rot 2", to="Jungle:J1", distance=3)
    assert quick.parse(round_two, "R2 Hi 3") == Move(marker="Rot 2", to="Highlands:Hi1", distance=3)
    assert quick.parse(round_two, "R2 B1 3") == Move(marker="Rot 2", to="Brush:B1", distance=3)  # in full: B1, not B12
    with pytest.raises(InvalidInput) as refused:
        quick.parse(round_two, "R2 Ci 3")
    message = refused.value.message("de")
    assert "mehrdeutig" in message and "City, Citytower 1, Citytower 2, Citytower 3" in message
    assert refused.value.sections == ()  # an ambiguous abbreviation: the line's own words, no rule number
    assert quick.read(round_two, "R2 Xy 3").sections == ("2.1",)  # no land begins so: the referee's refusal


def test_a_split_by_the_first_letters_of_the_figures(round_two: OpenGame) -> None:
    entry = quick.parse(round_two, "R2/C G")
    assert isinstance(entry, Split) and entry.figures == ("Centaur", "Gargoyle") and entry.new_marker == "Rot 3"
    assert quick.read(round_two, "R2/C G").ok


def test_a_split_prefix_is_read_among_the_armys_own_figures(round_two: OpenGame) -> None:
    assert quick.parse(round_two, "R2/A C") == Split(marker="Rot 2", new_marker="Rot 3", figures=("Asher", "Centaur"))
    assert quick.parse(round_two, "/C G") == quick.parse(round_two, "R2/C G")  # the one army that may split


def test_a_recruit_by_its_first_letters_or_left_out(tmp_path: Path) -> None:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    game = four_players(service)
    typed(game, *ROUND_ONE, "/C G", "R2 J 3", "R3 P 3")
    assert [o.figure for o in got.recruit_choices(game, "Rot 1").options] == ["Novice"]  # in the City, for gems
    assert recruited(game, "R1+") == "Novice"  # the one figure on offer: the only legal value
    typed(game, "e", "B2 B 3", "e", "l B Q7", "G2 Q 3")
    offer = sorted({o.figure for o in got.recruit_choices(game, "Gelb 2").options})
    assert offer == ["Cyclops", "Gargoyle"]  # two Gargoyles in a Brush (22.3)
    with pytest.raises(InvalidInput) as refused:
        quick.parse(game, "G2+")
    assert refused.value.sections == ("22.1",) and "Gargoyle, Cyclops" in refused.value.message("de")
    assert recruited(game, "G2+C") == "Cyclops" and recruited(game, "G2+g") == "Gargoyle"
    unknown = quick.read(game, "G2+X")  # no figure is called so: the referee's refusal, with what is on offer (35)
    assert unknown.sections == ("16.6",) and unknown.message.startswith("Unbekannte Figur: 'X'; im Angebot: G (Gargoyle)")
    service.close()


def test_the_army_left_out_when_the_referee_accepts_one(tmp_path: Path) -> None:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    game = four_players(service)
    typed(game, *ROUND_ONE)
    typed(game, "/C G", "R2 J 3", "R3 P 3")
    assert quick.parse(game, "+C") == Recruit(marker="Rot 3", figure="Centaur", via=ev.Via.LAND)  # Rot 1: humans
    with pytest.raises(InvalidInput) as refused:
        quick.parse(game, "+")  # Rot 1 (the City) and Rot 3 (Plains) may both recruit
    assert "Rot 1, Rot 3" in refused.value.message("de") and refused.value.sections == ()
    typed(game, "+C", "e", "B2 B 3", "+G", "e", "l Br Q7", "G2 Q 3", "+G", "e", "S1 M 3", "S2 V 3")
    assert quick.parse(game, "J 3") == Move(marker="Schwarz 3", to="Jungle:J1", distance=3)  # the one left to move
    typed(game, "J 3")
    with pytest.raises(InvalidInput) as none:
        quick.parse(game, "M1 3")  # every army of Dora's has moved
    assert none.value.message("de") == "Keine Armee von Dora kann „M1 3“ — Schwarz 1 ist in diesem Zug schon gezogen."
    assert none.value.sections == ("8.1",)  # the referee's reason for the first of them
    with pytest.raises(InvalidInput) as unknown:
        quick.parse(game, "Q9 3")  # no land Q9: read as an army that is not there
    assert "Keine Armee „Q9“" in unknown.value.message("de") and unknown.value.sections == ()
    assert quick.parse(game, "+") == Recruit(marker="Schwarz 1", figure="Headcracker", via=ev.Via.LAND)
    assert quick.parse(game, "e") == TurnEnded(player="Dora")
    service.close()


def test_a_terrain_by_its_first_letters(round_two: OpenGame) -> None:
    assert quick.parse(round_two, "l Br Q7") == LandNamed(terrain="Brush", name="Q7")
    assert quick.parse(round_two, "land Wa Q7") == LandNamed(terrain="Wasteland", name="Q7")
    with pytest.raises(InvalidInput) as refused:
        quick.parse(round_two, "l H Q7")
    assert "Hills, Highlands" in refused.value.message("de") and refused.value.sections == ()
    assert quick.parse(round_two, "land City Q7") == LandNamed(terrain="City", name="Q7")  # the referee refuses it
    assert not quick.read(round_two, "land City Q7").ok


# -- every suggested abbreviation reads back ------------------------------------------------------------------

names = st.lists(st.text(alphabet="abAB1 -", min_size=1, max_size=5).map(str.strip).filter(bool), min_size=1,
                 max_size=8, unique_by=str.casefold)


@given(names)
def test_an_abbreviation_names_its_name_alone(found: list[str]) -> None:
    for name in found:
        short = quick.abbreviation(name, found)
        assert quick.matches(short, found) == [name] and name.casefold().startswith(short.casefold())
        assert short == short.strip()


labels = st.lists(st.text(alphabet="QXqx17", min_size=1, max_size=4), min_size=1, max_size=6, unique_by=str.casefold)


@settings(max_examples=15, deadline=None)
@given(labels)
def test_every_suggested_abbreviation_reads_back_in_a_real_game(new: list[str]) -> None:
    """Lands the table names (labels that begin one another, case aside), the armies and their figures, the
    recruits on offer: each abbreviation the line suggests is read as exactly that thing."""
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{Path(tmp) / 'g.sqlite'}")
        game = four_players(service)
        for label in new:
            typed(game, f"l Br {label}")
        typed(game, "R2 B1 3")
        for choice in land_service.lands(game):
            short = quick.land_abbreviation(game, choice.label)
            entry = quick.parse(game, f"R1 {short} 4")
            assert isinstance(entry, Move) and entry.to == choice.entry, (short, choice.label)
        markers = [a.marker for a in game.state.armies]
        for marker in markers:
            short = quick.army_abbreviation(marker, markers)
            if " " not in short:
                assert quick._army_token(short, markers) == marker
        own = sorted(game.state.army("Rot 2").figures.names())
        for figure in own:
            entry = quick.parse(game, f"R2/{quick.figure_abbreviation(figure, own)}")
            assert isinstance(entry, Split) and entry.figures == (figure,)
        offer = [o.figure for o in got.recruit_choices(game, "Rot 2").options]
        for figure in offer:
            entry = quick.parse(game, f"R2+{quick.figure_abbreviation(figure, offer)}")
            assert isinstance(entry, Recruit) and entry.figure == figure
        for terrain in land_service.nameable_terrains():
            assert quick.parse(game, f"l {quick.terrain_abbreviation(terrain)} Z9") == LandNamed(terrain=terrain, name="Z9")
        for line in quick.complete(game, "R1 "):  # every completion reads back to the land it offers
            entry = quick.parse(game, f"{line} 4")
            assert isinstance(entry, Move) and entry.to.split(":", 1)[1] == line[3:]
        service.close()
