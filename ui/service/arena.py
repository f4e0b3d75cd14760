"""Titan – Die Arena across stored games: the tournament a game belongs to (sections 12, 13), as the referee
finds it (:mod:`referee.arena.tournament`; the printed tournament sheet asks the same)."""

from __future__ import annotations

from referee.arena.state import ArenaState
from referee.arena.tournament import TournamentGames
from referee.arena.tournament import tournament_games as found
from ui.service.games import GameService
from ui.service.session import OpenGame


def tournament_games(service: GameService, session: OpenGame[object]) -> TournamentGames:
    """Final ducats of the game and of the next stored Arena games of the same players, only finished
    games (at most three), and the games of the tournament still running (section 12, 13)."""
    state = session.typed(ArenaState).state
    return found(state, session.id, service.store)
