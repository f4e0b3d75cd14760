"""The Burgenkrieg quick line (issue 25, item 4): enter, attack, next phase, with the referee's live verdict;
unique prefixes of names and zones, and the hint's abbreviations each name one thing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.burgenkrieg.events import (
    Combat,
    CreatureEnters,
    NextPhase,
    PermanentEnters,
    PermanentKind,
    Phase,
    PlayerSpec,
    Setup,
    Strike,
    Turn,
)
from rulesdb.journal import GameStore
from ui.service import GameService, OpenGame
from ui.service.burgenkrieg.quick import HINT_EXAMPLES, area_of_word, complete, parse, read, unique_prefix


@pytest.fixture
def game(tmp_path: Path) -> Iterator[OpenGame]:
    service = GameService(store=GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}"))
    g = service.new_game(game="burgenkrieg", setup=Setup(players=(PlayerSpec(name="Ann", side="A"),
                                                                  PlayerSpec(name="Bob", side="B"))))
    g.add(Turn(player="Ann"))
    yield g


def test_enter_a_creature_and_a_permanent(game: OpenGame) -> None:
    assert parse(game, "Wolf 2/3 äu") == CreatureEnters(id="Wolf", name="Wolf", controller="Ann", zone="A.aussen",
                                                          power=2, toughness=3)
    game.add(parse(game, "Wolf 2/3 äu"))
    # the second Wolf gets the table's number; Bob's Drache with haste into his inner wall
    assert parse(game, "Wolf 1/1 lw").id == "Wolf 2"
    assert parse(game, "Bob: Roter Drache 9/9 in eile") == CreatureEnters(
        id="Roter Drache", name="Roter Drache", controller="Bob", zone="B.innen", power=9, toughness=9, haste=True)
    assert parse(game, "Wald Land lw") == PermanentEnters(id="Wald", name="Wald", kind=PermanentKind.LAND,
                                                           controller="Ann", zone="A.leibwache")
    assert parse(game, "Mut Verz auf Wo") == PermanentEnters(id="Mut", name="Mut", kind=PermanentKind.ENCHANTMENT,
                                                              controller="Ann", attached_to="Wolf")
    r = read(game, "Wolf 2/3 äu")
    assert r.ok and r.label() == "Ann: Wolf (2/3) kommt in Äußerer Schutzwall A ins Spiel"


def test_the_live_verdict_names_the_rule(game: OpenGame) -> None:
    # an own zone is all a creature may enter: B's outer wall is not offered to Ann (§ kreaturen)
    r = read(game, "Wolf 2/3 äu B")
    assert not r.ok and "kreaturen" in r.sections and "Äußerer Schutzwall A" in r.message
    r = read(game, "Wolf 2/3 xy")
    assert not r.ok and "lw" in r.message and r.entry is None
    r = read(game, "ph kampf")  # a phase may be named; the verdict is the referee's
    assert r.ok and r.entry == NextPhase(phase=Phase.COMBAT) and read(game, "Kampfphase").entry == r.entry
    assert read(game, "kampf").entry is None  # "Kampf" is the name of the combat entry: its dialog opens
    r = read(game, "ph versorgung")
    assert not r.ok and r.entry == NextPhase(phase=Phase.UPKEEP) and r.sections == ("spielidee",)
    assert not read(game, "Wolf > äu B").ok  # no Wolf of Ann's in play


def test_attack_and_next_phase(game: OpenGame) -> None:
    for line in ("Ork 3/2 äu eile", "Riese 7/7 äu eile", "Bob: Wache 1/3 äu", "w", "w"):
        game.add(parse(game, line))
    assert game.state.phase is Phase.COMBAT
    # two attackers on B's outer wall (5 DP): the Ork's 3 and 2 of the Riese fill it, 5 go to the trigger
    assert parse(game, "Or, Ri > äu") == Combat(strikes=(
        Strike(creature="Ork", target="B.aussen", to_wall=3),
        Strike(creature="Riese", target="B.aussen", to_wall=2, to_trigger=5, enter=True)))
    assert parse(game, "Riese > äu B x Wa") == Combat(strikes=(
        Strike(creature="Riese", target="B.aussen", blockers=("Wache",), to_blockers=7),))
    r = read(game, "Ork > äu")
    assert r.ok and r.label() == "Angriff: Ork → Äußerer Schutzwall B (3 Schaden an Wall)"
    game.add(parse(game, "Or, Ri > äu"))
    assert game.state.values[3] == 0 and game.state.creature("Riese").zone == 3
    game.add(parse(game, "w"))
    assert game.state.phase is Phase.MAIN2
    assert parse(game, "zug") == Turn(player="Bob") and parse(game, "zug a") == Turn(player="Ann")
    game.add(parse(game, "Endphase"))
    r = read(game, "w")
    assert not r.ok and "zug" in r.message


def test_ambiguous_names_are_refused_with_a_unique_prefix(game: OpenGame) -> None:
    for line in ("Ork 3/2 äu eile", "Oger 2/2 äu eile", "w", "w"):
        game.add(parse(game, line))
    r = read(game, "O > äu")
    assert not r.ok and "mehrdeutig" in r.message
    # the prefixes it suggests each name one creature
    for suggested in re.findall(r"„([^“]+)“", r.message.split(" Jetzt möglich")[0])[1:]:
        assert read(game, f"{suggested} > äu").ok, suggested
    assert unique_prefix("Ork", ["Ork", "Oger"]) == "Or" and unique_prefix("Ork", ["Ork", "Ork 2"]) == "Ork"


def test_completion_offers_what_the_referee_offers(game: OpenGame) -> None:
    for line in ("Ork 3/2 äu eile", "w", "w"):
        game.add(parse(game, line))
    assert complete(game, "O") == ["Ork > "]
    assert complete(game, "Ork > ") == ["Ork > äu"]
    assert complete(game, "Elf 1/1 ") == ["Elf 1/1 lw", "Elf 1/1 in", "Elf 1/1 äu"]


def test_the_hints_examples_each_name_one_thing(game: OpenGame) -> None:
    """Issue 25: the hint never suggests an ambiguous abbreviation: each example reads as one entry in a game
    with the creatures it names."""
    for line in ("Riese 7/7 äu eile", "Bob: Wache 1/3 äu", "w", "w"):
        game.add(parse(game, line))
    for example in HINT_EXAMPLES:
        r = read(game, example)
        assert r.entry is not None, (example, r.message)
    assert read(game, "Riese > äu B x Wache").ok and read(game, "w").ok
    for word in ("äu", "lw", "in", "a", "i", "l"):
        assert area_of_word(word) is not None, word
    assert area_of_word("xy") is None


def test_a_refusal_names_the_next_turn_and_what_the_player_on_turn_may_do(game: OpenGame) -> None:
    """The way forward after a refused line: in Ann's turn the turn that comes next is Bob's, and what may be entered
    now is Ann's (her creature, her reach) — in Bob's turn the other way round (§ spielidee)."""
    r = read(game, "Wolf > äu B")
    assert not r.ok, r.message
    assert "Jetzt möglich: „zug“ (nächster Zug) · Zug von Bob · Hauptphase · Kreatur von Ann kommt ins Spiel" in r.message
    game.add(Turn(player="Bob"))
    r = read(game, "Wolf > äu A", lang="en")
    assert not r.ok, r.message
    assert "Possible now: 'zug' (next turn) · Turn of Ann · Main phase · A creature of Bob enters" in r.message
    r = read(game, "Bär 3/3 äu A", lang="en")  # Bob's creature: never into Ann's wall, and the zones said in words
    assert not r.ok and "Allowed: Outer wall B, Inner wall B, Bodyguard B" in r.message, r.message


def test_before_the_first_turn_the_line_says_how_with_this_games_players(game: OpenGame) -> None:
    game.undo()  # back before Ann's first turn
    r = read(game, "Wolf 2/3 äu")
    assert not r.ok and "Erst beginnt ein Zug („zug Ann“), oder der Spieler vorweg: „Ann: Wolf 2/3 äu“" in r.message
    assert read(game, "Ann: Wolf 2/3 äu").ok
