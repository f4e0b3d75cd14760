"""The service hands a game's table out typed (issue 24): ``OpenGame.view(cls)`` for the app, printouts and
tests, JSON only at the command line's edge (``OpenGame.summary``); an option's payload ``make`` builds the entry
``OpenGame.check`` accepts — for Arena, Castle Rampage, Burgenkrieg and Weiß Schwarz."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.arena.events import ArenaSetup, Bid
from referee.arena.payloads import BidPayload
from referee.arena.view import ArenaView
from referee.burgenkrieg.events import PlayerSpec, Setup, Turn
from referee.burgenkrieg.payloads import EntersPayload
from referee.burgenkrieg.view import BurgenkriegView
from referee.core.option import payloads
from referee.rampage.events import RampageSetup
from referee.rampage.payloads import DrawPayload
from referee.rampage.view import RampageView
from referee.weiss.events import Setup as WeissSetup
from referee.weiss.payloads import DrawPayload as WeissDrawPayload
from referee.weiss.sample import sample_deck
from referee.weiss.view import WeissView
from ui.service import GameService


@pytest.fixture
def service(tmp_path: Path) -> GameService:
    return GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")


def test_arena(service: GameService) -> None:
    game = service.new_game(game="arena", setup=ArenaSetup(players=("Anna", "Ben")))
    game.add(Bid(player="Anna", value=8))
    view = game.view(ArenaView, "en")
    assert view is not None and view.header.round == 1 and view.bids[0].value == 8
    assert game.summary("en")["bids"] == [{"player": "Anna", "value": 8}] and "header" in game.summary("en")
    (_, bid), = payloads(game.options(), BidPayload)
    assert game.check(bid.make("Ben", 9)).value
    with pytest.raises(TypeError):
        game.view(RampageView)


def test_rampage(service: GameService) -> None:
    game = service.new_game(game="rampage", setup=RampageSetup(players=("Anna", "Ben")))
    view = game.view(RampageView)
    assert view is not None and view.header.to_move == "Anna" and view.players[0].gate == 4
    (_, draw), = payloads(game.options(), DrawPayload)
    assert game.check(draw.make("Anna")).value


def test_burgenkrieg(service: GameService) -> None:
    game = service.new_game(game="burgenkrieg", setup=Setup(players=(PlayerSpec(name="Ann", side="A"),
                                                                       PlayerSpec(name="Bob", side="B"))))
    game.add(Turn(player="Ann"))
    view = game.view(BurgenkriegView)
    assert view is not None and view.active == "Ann" and view.zones[0].points == 15
    enters = {p.player: p for _, p in payloads(game.options(), EntersPayload)}
    assert game.check(enters["Ann"].make("A.innen", id="w", name="Wolf", power=2, toughness=2)).value


def test_weiss(service: GameService) -> None:
    game = service.new_game(game="weiss", setup=WeissSetup(decks=(sample_deck("Ann"), sample_deck("Bob")),
                                                           first="Ann"))
    view = game.view(WeissView)
    assert view is not None and view.players[0].deck == 50 and view.header.round == 0
    draws = {p.player: p for _, p in payloads(game.options(), WeissDrawPayload, allowed=True)}
    assert game.check(draws["Bob"].make(("Sonne", "Kaze", "Kaze", "Hana", "Tori"))).value
