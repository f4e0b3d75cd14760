"""The quick-entry line of Gods of Titan at the service level (``ui.service.got.quick``, Qt-free): each kind of line
read into its entry and judged by the referee, each malformed line refused with what was not understood, and
the completions — the same answers the app's quick line shows (``tests/e2e/test_quick_line.py`` types it)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.events import LandNamed, Move, Recruit, Split, TurnEnded, Via
from tests.service.test_service import SETUP
from ui.service import GameService, OpenGame
from ui.service.got import quick


@pytest.fixture
def game(tmp_path: Path) -> Iterator[OpenGame]:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    yield service.new_game(game="got", setup=SETUP)
    service.close()


def test_a_move_is_army_land_and_distance(game: OpenGame) -> None:
    assert quick.parse(game, "R2 B1 3") == Move(marker="Rot 2", to="Brush:B1", distance=3)
    assert quick.parse(game, "Rot 2 B1 3") == quick.parse(game, "r2  b1 3")
    reading = quick.read(game, "R2 B1 3", lang="en")
    assert reading.ok and reading.label("en") == "Rot 2 → B1 (Brush) · 3"
    assert reading.entry is not None
    game.add(reading.entry)
    assert game.state.army("Rot 2").land.label == "B1"


def test_a_land_not_named_yet_is_refused_by_the_referee(game: OpenGame) -> None:
    reading = quick.read(game, "R2 Q7 3", lang="en")
    assert not reading.ok and reading.entry == Move(marker="Rot 2", to="Q7", distance=3) and reading.sections == ("2.1",)
    assert len(game) == 1  # reading enters nothing


def test_naming_a_land(game: OpenGame) -> None:
    entry = quick.parse(game, "land Hills Q7")
    assert isinstance(entry, LandNamed) and quick.read(game, "land Hills Q7", lang="en").label("en") == "Land named: Q7 (Hills)"
    with pytest.raises(InvalidInput) as refused:
        quick.parse(game, "land Hills")
    assert refused.value.sections == ()  # a line the quick line cannot read: its own words, no rule number


def test_recruits_by_name_or_first_letters(game: OpenGame) -> None:
    game.add(quick.parse(game, "R2 B1 3"))
    game.add(quick.parse(game, "land Hills Q7"))
    game.add(quick.parse(game, "R1 Q7 2"))
    found = quick.parse(game, "R2+G")  # the only recruit on offer beginning so, the referee's first way
    assert isinstance(found, Recruit) and found.figure == "Gargoyle" and quick.parse(game, "R2 + gargoyle") == found
    assert isinstance(found.via, Via)
    assert quick.read(game, "R2+G").ok
    unknown = quick.read(game, "R2+Zz", lang="en")
    assert not unknown.ok and unknown.entry == Recruit(marker="Rot 2", figure="Zz") and unknown.sections == ("16.6",)
    assert unknown.message.startswith("Unknown figure: 'Zz'; on offer: G (Gargoyle).")  # the referee's refusal,
    # and what the army may recruit instead (issue 35)
    assert quick.parse(game, "R2 + ") == found  # the one figure on offer: the only legal value
    with pytest.raises(InvalidInput) as refused:
        quick.parse(game, "R2 + Gargoyle Ogre")
    assert refused.value.sections == ()


def test_nothing_to_recruit_says_why(game: OpenGame) -> None:
    """Before its movement the army recruits nothing: the referee's reason, not "unknown figure"."""
    with pytest.raises(RuleViolation) as refused:
        quick.parse(game, "R2 + Gargoyle")
    assert refused.value.message("en").startswith("Rot 2 cannot recruit now:")


def test_a_split_takes_the_next_free_marker(game: OpenGame) -> None:
    entry = quick.parse(game, "R1 / Ogre")
    assert isinstance(entry, Split) and entry.marker == "Rot 1" and entry.figures == ("Ogre",)
    assert entry.new_marker.startswith("Rot ") and entry.new_marker not in {a.marker for a in game.state.armies}
    with pytest.raises(InvalidInput) as refused:
        quick.parse(game, "R2 /")
    assert refused.value.sections == ()
    assert quick.parse(game, "R2/Ce Ga") == dataclasses.replace(entry, marker="Rot 2", figures=("Centaur", "Gargoyle"))


def test_the_end_of_the_turn(game: OpenGame) -> None:
    for line in ("e", "ende", "End", "Zugende"):
        assert quick.parse(game, line) == TurnEnded(player="Anna")
    reading = quick.read(game, "e", lang="en")
    assert not reading.ok and "8.6" in reading.sections  # the armies that must move have not moved


@pytest.mark.parametrize("line", ["X9 B1 3", "R2", "R2 B1"])
def test_what_is_not_understood_is_said(game: OpenGame, line: str) -> None:
    reading = quick.read(game, line, lang="en")
    # the line's own words, with the sections of what is possible now (no rule stands behind "not understood")
    assert not reading.ok and reading.entry is None and reading.message and reading.sections
    assert "Possible now: to move: R1, R2" in reading.message  # and how to go on (issue 35)


def test_an_ambiguous_army_asks_for_more_letters(tmp_path: Path) -> None:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    players = [{"name": n, "role": "titan", "colour": c, "seat": i}
               for i, (n, c) in enumerate((("Anna", "Grün"), ("Ben", "Gelb"), ("Cleo", "Rot")), 1)]
    data = {**cast(dict[str, Any], SETUP["data"]), "players": players}
    game = service.new_game(game="got", setup={"type": "got.setup", "data": data})
    assert quick.parse(game, "G1 B1 3") == Move(marker="Grün 1", to="Brush:B1", distance=3)  # Anna's: Grün (35)
    game.add(quick.parse(game, "G1 B1 3"))
    game.add(quick.parse(game, "e"))
    with pytest.raises(InvalidInput) as refused:
        quick.parse(game, "Gr1 B1 3")  # Ben's turn: "Gr" may be Grün 1 or Grau Ruin 1, and neither is Ben's
    assert "Grün 1" in refused.value.message("de") and refused.value.sections == ()
    assert "(e.g. 'Grü1')" in refused.value.message("en")  # not "Gr1": that is Grau Ruin 1 as well
    assert quick.parse(game, "Grü1 B1 3") == Move(marker="Grün 1", to="Brush:B1", distance=3)
    assert quick.parse(game, "G1 B1 3").marker == "Gelb 1"  # type: ignore[attr-defined]
    service.close()


def test_short_names() -> None:
    assert (quick.short_name("Rot 2"), quick.short_name("Gelb 3", 2), quick.short_name("Blau Tower")) == (
        "R2", "Ge3", "BT")


def test_completions(game: OpenGame) -> None:
    assert quick.complete(game, "") == ["Rot 1", "Rot 2", "Rot Tower"]
    assert "R1 B1" in quick.complete(game, "R1 B") and all(c.startswith("R1 ") for c in quick.complete(game, "R1 B"))
    assert quick.complete(game, "R2 /") == ["R2 / " + n for n in sorted(set(game.state.army("Rot 2").figures.names()))]
    assert quick.complete(game, "Q9 ") == []
    game.add(quick.parse(game, "R2 B1 3"))
    assert quick.complete(game, "R2 +") == ["R2 + Gargoyle"]


def test_a_correction_sets_or_changes_the_tallies(game: OpenGame) -> None:
    """ "Anna hat 48" (28.3): set with "=", changed with "+"/"-"; 105 victory points are refused (26.1)."""
    from fractions import Fraction

    from referee.got.events import Correction
    from referee.got.goals import victory_points

    r = quick.read(game, "korrektur An KP=48 LS+10 SP=45: Papierbogen")
    assert r.ok and r.entry == Correction(player="Anna", reason="Papierbogen", points_to=Fraction(48), gems=10,
                                          victory_points_to=45)
    game.add(r.entry)
    anna = game.state.player("Anna")
    assert (anna.points, anna.gems, victory_points(anna)) == (48, 10, 45)
    over = quick.read(game, "korr Anna SP+60: vergessen")
    assert not over.ok and "26.1" in over.sections
    for line in ("korr Anna KP 12: x", "korr Anna KP=12", "korr Zora KP=1: x", "korr Anna LS=1/2: x"):
        bad = quick.read(game, line)
        assert not bad.ok and bad.sections, line
