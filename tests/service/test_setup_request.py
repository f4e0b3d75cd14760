"""``GameService.new(request)``: a game made from each game's typed set-up request (``referee/<game>/request.py``),
its set-up entry the request's one ``event()``; a request the referee refuses stores nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.arena.request import ArenaRequest
from referee.burgenkrieg.request import BurgenkriegRequest
from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.setup import SetupRequest
from referee.got.request import GotRequest, TitanSeat, offered
from referee.rampage.request import RampageRequest
from referee.registry import game_ids
from referee.weiss.request import WeissRequest
from referee.weiss.sample import sample_deck
from tests.got.helpers import BOARD
from ui.service import GameService

TITANS = (TitanSeat("Anna", "Rot"), TitanSeat("Ben", "Blau"), TitanSeat("Cleo", "Gelb"))
REQUESTS: tuple[SetupRequest, ...] = (
    GotRequest(titans=TITANS, board=BOARD, settings=(("got.concession_award", "always-full"),)),
    ArenaRequest(players=("Anna", "Ben", "Cleo")),
    RampageRequest(players=("Anton", "Beatrix"), start_player="Beatrix"),
    BurgenkriegRequest(sides=(("Ann", "Cid"), ("Bob", "Dee"))),
    WeissRequest(decks=(sample_deck("Anna"), sample_deck("Ben")), first="Anna"),
)


@pytest.fixture
def service(tmp_path: Path) -> Iterator[GameService]:
    made = GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")
    yield made
    made.close()


def test_one_request_per_game() -> None:
    assert [r.game for r in REQUESTS] == list(game_ids())


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: r.game)
def test_a_game_is_made_from_its_request(service: GameService, request_: SetupRequest) -> None:
    game = service.new(request_, title="Abend", lang="en")
    assert game.game == request_.game and game.title == "Abend" and game.events == (request_.event(),)
    assert service.info(game.id).lang == "en" and game.started


def test_the_settings_chosen_are_in_force(service: GameService) -> None:
    game = service.new(REQUESTS[0])
    assert game.state.setting("got.concession_award") == "always-full"


@pytest.mark.parametrize(("request_", "refusal", "sections"), [
    (GotRequest(titans=(TitanSeat("Anna", "Rot", "Asher"), *TITANS[1:])), RuleViolation, ("3.4", "5.2")),
    (GotRequest(titans=TITANS, darklord="Dora"), RuleViolation, ("3.4", "5.2")),
    (GotRequest(titans=(TitanSeat("Anna", "Rot", "Drache"), *TITANS[1:]), darklord="Dora"), UnknownName, None),
    (BurgenkriegRequest(sides=(("Ann", "Cid"), ("Bob",))), InvalidInput, ("multiplayer",)),
    (ArenaRequest(players=("Anna",)), RuleViolation, None),
], ids=["element-without-darklord", "darklord-without-elements", "unknown-element", "team-of-one", "one-player"])
def test_a_refused_request_stores_nothing(service: GameService, request_: SetupRequest, refusal: type[Exception],
                                          sections: tuple[str, ...] | None) -> None:
    with pytest.raises(refusal) as refused:
        service.new(request_)
    if sections is not None:
        assert getattr(refused.value, "sections", None) == sections
    assert service.games() == []


def test_the_offered_elements_make_a_game_with_a_darklord(service: GameService) -> None:
    elements = offered(darklord=True).elements
    titans = tuple(TitanSeat(t.name, t.colour, e) for t, e in zip(TITANS, elements, strict=True))
    game = service.new(GotRequest(titans=titans, darklord="Dora", board=BOARD))
    assert [p.role.value for p in game.state.players][-1] == "darklord"
