"""The tournament a stored Arena game belongs to (sections 12, 13): the one place the app and the printed
tournament sheet find it.

The game and the next stored Arena games (by number) of the same players count, only finished ones and
at most three; a game still running is named, not counted.  The store is anything with ``list_games()``
and ``load(id).events`` (the journal store; the referee does not import it).

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup
>>> t = tournament_games(ArenaEngine().replay([ArenaSetup(players=("A", "B"))]), None)
>>> t.games, t.running, t.missing, t.totals
((), (None,), 3, None)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Protocol

from referee.arena.engine import ArenaEngine
from referee.arena.scoring import TOURNAMENT_GAMES, final_scores, tournament
from referee.arena.state import ArenaState, Phase
from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.verdict import Verdict


class _Listed(Protocol):
    @property
    def id(self) -> int: ...

    @property
    def game(self) -> str: ...


class _Loaded(Protocol):
    @property
    def events(self) -> Sequence[Event]: ...


class GameSource(Protocol):
    """What the tournament reads of the store: the list of games and a game's entries."""

    def list_games(self) -> Sequence[_Listed]: ...

    def load(self, game_id: int) -> _Loaded: ...


@dataclasses.dataclass(frozen=True)
class TournamentGames:
    """The games of a tournament (section 13): final ducats of the finished ones, in order, their ids, and the
    games of the same players still running (None: a game not stored)."""

    players: tuple[str, ...] = ()
    games: tuple[Mapping[str, int], ...] = ()
    ids: tuple[int | None, ...] = ()
    running: tuple[int | None, ...] = ()

    @property
    def missing(self) -> int:
        """How many finished games the tournament still lacks."""
        return TOURNAMENT_GAMES - len(self.games)

    @property
    def totals(self) -> Verdict[dict[str, int]] | None:
        """The totals, best first, once three games have finished (None before)."""
        return tournament(self.games) if self.missing == 0 else None


def tournament_games(state: ArenaState, game_id: int | None, store: GameSource | None = None) -> TournamentGames:
    """The tournament of the game ``state`` (stored as ``game_id``, or None) and the next stored Arena games of
    the same players; only finished games count, at most three (sections 12, 13)."""
    candidates: list[tuple[int | None, ArenaState]] = [(game_id, state)]
    if store is not None and game_id is not None:
        players = set(state.players)
        for info in sorted(store.list_games(), key=lambda g: g.id):
            if info.game != "arena" or info.id <= game_id:
                continue
            other = Journal(ArenaEngine(), store.load(info.id).events).state
            if set(other.players) == players:
                candidates.append((info.id, other))
    games: list[Mapping[str, int]] = []
    ids: list[int | None] = []
    running: list[int | None] = []
    for gid, st in candidates:
        if len(games) == TOURNAMENT_GAMES:
            break
        if st.phase is Phase.OVER:
            games.append(final_scores(st))
            ids.append(gid)
        else:
            running.append(gid)
    return TournamentGames(tuple(state.players), tuple(games), tuple(ids), tuple(running))
