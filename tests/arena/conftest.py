"""A scribe's table for Arena tests: a journal and short-hands for turns and rounds."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from referee.arena.engine import ArenaEngine
from referee.arena.events import ArenaSetup, Bid, BiddingClosed, EndTurn, OpenBet, Play, SecretBet
from referee.arena.state import ArenaState
from referee.core.events import Event
from referee.core.journal import Journal

ORDER = ("Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock")


class Table:
    def __init__(self, players: Iterable[str] = ("A", "B"), settings: Iterable[tuple[str, str]] = ()) -> None:
        self.journal: Journal[ArenaState] = Journal(ArenaEngine())
        self.add(ArenaSetup(players=tuple(players), settings=tuple(settings)))

    @property
    def state(self) -> ArenaState:
        return self.journal.state

    @property
    def who(self) -> str:
        return self.state.active_player

    def add(self, *events: Event) -> ArenaState:
        for ev in events:
            self.journal.append(ev)
        return self.state

    def start(self, player: str = "A", value: int = 6) -> ArenaState:
        return self.add(Bid(player=player, value=value), BiddingClosed())

    def play(self, creature: str, value: int, *, spectator: bool = False) -> ArenaState:
        return self.add(Play(player=self.who, creature=creature, value=value, spectator=spectator))

    def end(self) -> ArenaState:
        return self.add(EndTurn(player=self.who))

    def turn(self, creature: str, value: int, *, bet: str = "", spectator: bool = False) -> ArenaState:
        if bet:
            self.add(OpenBet(player=self.who, creature=bet))
        self.play(creature, value, spectator=spectator)
        return self.end()

    def fill(self, cards: Iterable[tuple[str, int]], bets: dict[str, list[str]] | None = None) -> ArenaState:
        """Play ``cards`` one per turn until the round ends; ``bets``: player -> bets at his turns
        (``"?"`` = a secret bet, which replaces that turn's card)."""
        todo = list(cards)
        pending = {p: list(v) for p, v in (bets or {}).items()}
        start_round = self.state.round
        while self.state.round == start_round:
            mine = pending.get(self.who, [])
            if mine and mine[0] == "?":
                mine.pop(0)
                self.add(SecretBet(player=self.who))
                self.end()
                continue
            bet = mine.pop(0) if mine else ""
            creature, value = todo.pop(0)
            self.turn(creature, value, bet=bet)
        assert not todo, f"round ended with cards left: {todo}"
        return self.state


def victim_round(round_no: int, victim: str, alive: Iterable[str], first: str = "") -> list[tuple[str, int]]:
    """Cards for one round: the victim gets ``round_no - 1``, the others ``5 + round_no`` (all distinct)."""
    cards = [(c, 5 + round_no) for c in alive if c != victim] + [(victim, round_no - 1)]
    if first:
        cards.sort(key=lambda cv: cv[0] != first)
    return cards


@pytest.fixture
def table() -> Callable[..., Table]:
    def make(*args: Any, **kwargs: Any) -> Table:
        return Table(*args, **kwargs)

    return make


@pytest.fixture
def rounds() -> Callable[..., list[tuple[str, int]]]:
    return victim_round
