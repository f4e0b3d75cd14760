"""Titan – Die Arena across stored games: the tournament a game belongs to (sections 12, 13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.service.games import GameService
from ui.service.session import OpenGame

if TYPE_CHECKING:
    from printouts.arena import TournamentGames


def tournament_games(service: GameService, session: OpenGame) -> TournamentGames:
    """Final ducats of the game and of the next stored Arena games of the same players, only finished
    games (at most three), and the games of the tournament still running (section 12, 13)."""
    from printouts.arena import tournament_games as found
    from printouts.base import Context

    ctx = Context(journal=session.journal, store=service.store, game_id=session.id, blank=False)
    return found(ctx)
