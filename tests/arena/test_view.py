"""The Arena view is typed end to end: the header and the game's own part (issue 24); the tournament is
found in one place (``referee.arena.tournament``)."""

from __future__ import annotations

import dataclasses

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Bid, BiddingClosed, EndTurn, OpenBet, Play
from referee.arena.state import Phase
from referee.arena.tournament import tournament_games
from referee.arena.view import ArenaView, BetLine, PlayerLine, summary
from referee.core.events import Event


def _opening() -> list[Event]:
    # A bids 8 and starts (5), bets 4 ducats openly on the Cyclops in round 1 (7), plays Zyklop 8, ends the turn
    return [ArenaSetup(players=("A", "B")), Bid(player="A", value=8), BiddingClosed(),
            OpenBet(player="A", creature="Zyklop"), Play(player="A", creature="Zyklop", value=8), EndTurn(player="A")]


def test_the_view_of_an_opening_is_typed() -> None:
    s = ArenaEngine().replay(_opening())
    v = summary(s, "en")
    assert isinstance(v, ArenaView)
    assert (v.header.round, v.header.to_move, v.header.ended, v.header.winners) == (1, "B", False, ())
    assert [st.text for st in v.header.ranked()] == ["A 4", "B 0"]
    assert v.phase is Phase.PLAY and v.start_player == "A" and v.bid_due is None  # the bid card was played
    # A played one card and drew one at the end of the turn (11); one of five chips is on the table
    assert v.players == (PlayerLine("A", 8, 0, 8, 4), PlayerLine("B", 8, 0, 8, 5))
    zyklop = v.creatures[0]
    assert (zyklop.name, zyklop.alive, zyklop.strength, zyklop.sponsor, zyklop.power_blocked) == (
        "Zyklop", True, 8, "A", False)
    assert zyklop.columns == (("Zyklop 8",), (), (), (), ()) and zyklop.ducats == {"A": 4}
    assert v.creatures[1].strength is None and v.creatures[1].sponsor is None
    assert v.bets == (BetLine("A", "Zyklop", 1, False, False, 4),)
    assert v.scores == {"A": 4, "B": 0} and v.winners == () and v.why == "The game is still running."
    assert v.discard_count == 0 and v.discard_top is None and v.stalemates == 0
    # the command line's JSON keeps its keys
    data = v.to_json()
    assert data["game"] == "arena" and data["round"] == 1 and data["active"] == "B" and data["phase"] == "play"
    assert data["bets"] == [{"player": "A", "creature": "Zyklop", "round": 1, "secret": False, "revealed": False,
                             "ducats": 4}]
    assert data["header"]["to_move"] == "B"


def test_the_view_is_frozen() -> None:
    v = summary(ArenaEngine().replay(_opening()))
    try:
        v.round = 2  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("a view is frozen")


class _Info:
    def __init__(self, id: int, game: str) -> None:
        self.id, self.game = id, game


class _Loaded:
    def __init__(self, events: list[Event]) -> None:
        self.events = events


class _Store:
    """Three stored games: an Arena game of A and B running, one of other players, one of a different game."""

    def __init__(self) -> None:
        self.games: dict[int, list[Event]] = {5: _opening(), 6: [ArenaSetup(players=("C", "D"))]}

    def list_games(self) -> list[_Info]:
        return [_Info(7, "got"), _Info(6, "arena"), _Info(5, "arena"), _Info(2, "arena")]

    def load(self, game_id: int) -> _Loaded:
        return _Loaded(self.games[game_id])


def test_tournament_counts_finished_games_and_names_running_ones() -> None:
    state = ArenaEngine().replay(_opening())
    found = tournament_games(state, 3, _Store())
    # game 3 itself and the later game 5 of the same players are running; 2 is earlier, 6 has other players
    assert found.games == () and found.running == (3, 5) and found.missing == 3 and found.totals is None
    assert found.players == ("A", "B")
