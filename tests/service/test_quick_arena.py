"""The quick-entry line of Titan – Die Arena at the service level (``ui.service.arena.quick``, Qt-free): bid, card,
spectator, open and secret bet and the end of the turn read into their entries and judged live by the referee;
unique prefixes of players and creatures; an ambiguous or unknown one refused with what was meant; the hint
never suggests an abbreviation that names more than one; ``arena quick`` and ``arena cards`` on the command line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.arena.events import Bid, BiddingClosed, EndTurn, OpenBet, Play, SecretBet
from referee.arena.request import ArenaRequest
from referee.arena.rules import CREATURES
from referee.core.errors import InvalidInput, UnknownName
from ui.cli.main import main
from ui.service import GameService, OpenGame
from ui.service.arena import quick as quick_arena
from ui.service.arena.operations import unseen_cards


@pytest.fixture
def game(tmp_path: Path) -> Iterator[OpenGame]:
    service = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    yield service.new(ArenaRequest(players=("Anna", "Ben", "Bea"), colours=("Rot", "Blau", "Gelb")))
    service.close()


def test_a_bid_by_the_first_letters_of_a_player(game: OpenGame) -> None:
    assert quick_arena.parse(game, "An 8") == Bid(player="Anna", value=8)
    assert quick_arena.parse(game, "gebot ben 5") == Bid(player="Ben", value=5)
    with pytest.raises(InvalidInput, match="mehrdeutig: Ben, Bea"):
        quick_arena.parse(game, "B 5")
    r = quick_arena.read(game, "A 11")  # there is no strength 11: the referee says so (4)
    assert not r.ok and "Stärke 11" in r.message and r.sections == ("5",)
    r = quick_arena.read(game, "A 8")
    assert r.ok and r.label() == "Anna bietet 8"


def test_card_spectator_bets_and_end_of_turn(game: OpenGame) -> None:
    game.add(Bid(player="Anna", value=3))
    game.add(BiddingClosed())
    assert quick_arena.parse(game, "w Ti") == OpenBet(player="Anna", creature="Titan")
    assert quick_arena.parse(game, "wette hexer") == OpenBet(player="Anna", creature="Warlock")
    assert quick_arena.parse(game, "g") == SecretBet(player="Anna")
    assert quick_arena.parse(game, "g Hy") == SecretBet(player="Anna", creature="Hydra")
    assert quick_arena.parse(game, "W 3") == Play(player="Anna", creature="Warlock", value=3)
    assert quick_arena.parse(game, "hy z0") == quick_arena.parse(game, "Hy z 0") == Play(
        player="Anna", creature="Hydra", value=0, spectator=True)
    # live verdict: Anna bid 3 and owes a card of strength 3 (5)
    r = quick_arena.read(game, "Hy 4")
    assert not r.ok and r.sections == ("5",) and "3 geboten" in r.message
    assert not quick_arena.read(game, "g").ok  # nor a secret bet before it (5)
    r = quick_arena.read(game, "Hy 3")
    assert r.ok and r.label() == "Anna spielt Hydra 3" and r.entry is not None
    game.add(r.entry)
    assert quick_arena.parse(game, "e") == EndTurn(player="Anna")
    game.add(EndTurn(player="Anna"))
    r = quick_arena.read(game, "Hy 5")  # each strength card exists once; Hydra 3 lies on the table
    assert r.ok
    assert not quick_arena.read(game, "Hy 3").ok


@pytest.mark.parametrize("line, kind", [("T 3", InvalidInput), ("Ti", InvalidInput), ("Qux 3", UnknownName),
                                        ("", InvalidInput), ("Hy drei", InvalidInput)])
def test_what_is_not_understood_is_said(game: OpenGame, line: str, kind: type[Exception]) -> None:
    game.add(Bid(player="Anna", value=3))
    game.add(BiddingClosed())
    with pytest.raises(kind):
        quick_arena.parse(game, line)
    assert not quick_arena.read(game, line).ok and quick_arena.read(game, line).message


def test_the_hint_names_each_creature_and_player_alone(game: OpenGame) -> None:
    hint = quick_arena.hint(game.state)
    assert hint.startswith("z. B. H 3 (Karte)") and "w Ti (offene Wette)" in hint and "A 8 (Gebot)" in hint
    game.add(Bid(player="Anna", value=3))
    game.add(BiddingClosed())
    assert "(Gebot)" not in quick_arena.hint(game.state)  # no bids after the bidding
    for name in CREATURES:  # every shortest prefix names its creature alone, and "T" names none alone
        assert quick_arena.creature(quick_arena.shortest(name, CREATURES)) == name
    with pytest.raises(InvalidInput, match="z. B. „Ti“"):
        quick_arena.creature("T")


def test_completions(game: OpenGame) -> None:
    assert quick_arena.complete(game, "B") == ["Ben", "Bea"]  # while bidding: the players
    game.add(Bid(player="Anna", value=3))
    game.add(BiddingClosed())
    assert quick_arena.complete(game, "T") == ["Titan", "Troll"]
    assert quick_arena.complete(game, "w Tr") == ["w Troll"]


def test_quick_and_cards_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'c.sqlite'}"
    assert main(["--db", db, "arena", "new", "--players", "Anna,Ben", "--colours", "Gelb,Rot"]) == 0
    gid = capsys.readouterr().out.strip()
    for line in ("A 3", "B 2"):
        assert main(["--db", db, "arena", "quick", gid, line]) == 0
    assert main(["--db", db, "arena", "add", gid, '{"type": "bidding_closed"}']) == 0
    assert main(["--db", db, "arena", "quick", gid, "H 3"]) == 0
    capsys.readouterr()
    assert main(["--db", db, "arena", "quick", gid, "T 4"]) == 2  # ambiguous: nothing stored
    assert "mehrdeutig" in capsys.readouterr().err
    assert main(["--db", db, "arena", "cards", gid, "hy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "arena" and data["entries"] == 5
    assert data["cards"] == [{"creature": "Hydra", "alive": True, "unseen": [0, 1, 2, 4, 5, 6, 7, 8, 9, 10],
                              "seen": [3], "strength": 3, "higher": "7/10", "lower": "3/10"}]
    assert main(["--db", db, "arena", "cards", gid]) == 0
    out = capsys.readouterr().out
    assert "Hydra: ungesehen 0, 1, 2, 4, 5, 6, 7, 8, 9, 10; Stärke jetzt 3: höher 7/10 (70 %)" in out
    assert "Zuschauer ungesehen: 11" in out


def test_unseen_cards_by_prefix(game: OpenGame) -> None:
    assert [u.creature for u in unseen_cards(game, "ein")] == ["Einhorn"]
    assert len(unseen_cards(game)) == len(CREATURES)
