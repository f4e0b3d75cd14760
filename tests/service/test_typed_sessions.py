"""A session is typed with its game's state (issue 24): ``OpenGame[GotState]`` by ``session.typed(GotState)``, the
same session narrowed, and :class:`~referee.core.journal.WrongGame` for another game's state; a past table stays
read-only when narrowed; ``preview`` gives the state an entry would lead to and stores nothing; the past tables
(``state_after``, ``view_after``, ``header_after``, ``summary_after``) answer entry by entry; a printed sheet takes
its journal typed the same way (``Sheet.record``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from printouts.base import Context
from printouts.got.roster import RosterSheet
from referee.arena.events import ArenaSetup, Bid
from referee.arena.state import ArenaState
from referee.arena.view import ArenaView
from referee.core.errors import JournalError, RuleViolation
from referee.core.journal import WrongGame
from referee.got.state import GotState
from ui.service import GameService
from ui.service.session import PastGame


@pytest.fixture
def service(tmp_path: Path) -> GameService:
    return GameService(f"sqlite:///{tmp_path / 'g.sqlite'}")


def _arena(service: GameService) -> tuple[int, ArenaSetup]:
    setup = ArenaSetup(players=("Anna", "Ben"))
    game = service.new_game(game="arena", setup=setup)
    game.add(Bid(player="Anna", value=8))
    return game.id, setup


def test_typed_is_the_same_session_with_its_state_typed(service: GameService) -> None:
    game_id, _ = _arena(service)
    game = service.open(game_id)
    arena = game.typed(ArenaState)
    assert arena is game
    assert isinstance(arena.state, ArenaState) and arena.state.bids[0] == ("Anna", 8)
    arena.add(Bid(player="Ben", value=9))  # a typed session changes the game as the untyped one does
    assert len(game) == 3 and service.open(game_id).typed(ArenaState).state.bids[-1] == ("Ben", 9)


def test_typed_refuses_another_games_state(service: GameService) -> None:
    game_id, _ = _arena(service)
    with pytest.raises(WrongGame, match="ArenaState, not a GotState") as caught:
        service.open(game_id).typed(GotState)
    assert caught.value.found is ArenaState and caught.value.wanted is GotState
    assert isinstance(caught.value, TypeError)  # a program error, not a refusal of the scribe's entry


def test_a_past_table_stays_read_only_when_typed(service: GameService) -> None:
    game_id, _ = _arena(service)
    past = PastGame(service.open(game_id), 1).typed(ArenaState)
    assert isinstance(past, PastGame) and past.state.bids == ()
    assert not past.check(Bid(player="Anna", value=9)).value
    with pytest.raises(JournalError):
        past.add(Bid(player="Anna", value=9))
    with pytest.raises(JournalError):
        past.preview(Bid(player="Anna", value=9))


def test_preview_gives_the_state_and_stores_nothing(service: GameService) -> None:
    game_id, _ = _arena(service)
    game = service.open(game_id).typed(ArenaState)
    after = game.preview(Bid(player="Ben", value=9))
    assert [v for _, v in after.bids] == [8, 9]
    assert len(game) == 2 and len(service.open(game_id)) == 2 and game.state.bids[-1] == ("Anna", 8)
    with pytest.raises(RuleViolation):  # the referee's refusal, as for a new entry
        game.preview(Bid(player="Anna", value=7))  # her bids only rise


def test_past_tables_entry_by_entry(service: GameService) -> None:
    game = service.new_game(game="arena")  # made without its set-up: the set-up is its first entry
    assert game.view_after(ArenaView, 0) is None and game.header_after(0) is None and game.summary_after(0) == {}
    game.add(ArenaSetup(players=("Anna", "Ben")))
    game.add(Bid(player="Anna", value=8))
    first, second = game.view_after(ArenaView, 1, "en"), game.view_after(ArenaView, 2, "en")
    assert first is not None and second is not None and first.bids == () and second.bids[0].value == 8
    assert game.header_after(2) == game.header() and game.summary_after(2) == game.summary()
    assert game.summary_after(1)["bids"] == [] and game.summary_after(3) == {}  # no third entry yet
    assert game.typed(ArenaState).state_after(1).bids == ()


def test_a_sheet_takes_its_journal_typed(service: GameService) -> None:
    game_id, _ = _arena(service)
    journal = service.open(game_id).journal
    assert journal.typed(ArenaState) is journal
    sheet = RosterSheet(Context(blank=False, journal=journal))  # a Gods of Titan sheet given an Arena game
    with pytest.raises(WrongGame):
        sheet.record(GotState)
    with pytest.raises(ValueError, match="blank sheet"):
        RosterSheet(Context()).record(GotState)



@pytest.mark.parametrize("kind", ["arena-bets", "arena-tournament", "arena-columns", "rampage-match",
                                  "burgenkrieg-zones", "weiss-match", "weiss-decks"])
def test_every_sheet_of_the_smaller_games_takes_its_journal_typed(service: GameService, tmp_path: Path,
                                                                  kind: str) -> None:
    """The four smaller games' sheets read their game through ``Sheet.record`` too: given another game's
    journal they fail as a program error (``WrongGame``), not by reading a field the state does not have."""
    from printouts.source import sheet_class

    other = service.new_game(game="rampage" if kind.startswith("arena") else "arena")
    with pytest.raises(WrongGame):
        sheet_class(kind)(Context(blank=False, journal=other.journal)).render(tmp_path / f"{kind}.pdf")
