"""Titan – Die Arena across stored games: the tournament a game belongs to (section 13)."""

from __future__ import annotations

from ui.service.games import GameService
from ui.service.session import OpenGame


def tournament_games(service: GameService, session: OpenGame) -> list[dict[str, int]]:
    """Final ducats of the game and of the next stored Arena games of the same players (at most three)."""
    from printouts.arena import tournament_games as found
    from printouts.base import Context

    ctx = Context(journal=session.journal, store=service.store, game_id=session.id, blank=False)
    return found(ctx)
