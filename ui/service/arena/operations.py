"""Titan – Die Arena across stored games: the tournament a game belongs to (sections 12, 13), as the referee
finds it (:mod:`referee.arena.tournament`; the printed tournament sheet asks the same)."""

from __future__ import annotations

from referee.arena.tournament import TournamentGames
from referee.arena.tournament import tournament_games as found
from referee.arena.tracking import UnseenCards, spectators_unseen, unseen, unseen_all
from referee.arena.view import ArenaState, header
from ui.service.arena import quick as quick_arena
from ui.service.games import GameService
from ui.service.session import OpenGame


def tournament_games(service: GameService, session: OpenGame[object]) -> TournamentGames:
    """Final ducats of the game and of the next stored Arena games of the same players, only finished
    games (at most three), and the games of the tournament still running (section 12, 13)."""
    state = session.typed(ArenaState).state
    return found(state, session.id, service.store)


def unseen_cards(session: OpenGame[ArenaState], creature: str = "") -> tuple[UnseenCards, ...]:
    """Card tracking (sections 2, 4, 8): per creature the strength values nobody has seen yet and the exact chance
    that its next card is higher or lower than its strength now; only ``creature`` when named (an alias or
    any case, or the first letters of one creature; an unknown or ambiguous name is refused)."""
    state: ArenaState = session.state
    if creature.strip():
        return (unseen(state, quick_arena.creature(creature)),)
    return unseen_all(state)


def spectators_left(session: OpenGame[ArenaState]) -> int:
    """Spectator cards not yet seen (counted, their values are not in the rule text, 9)."""
    state: ArenaState = session.state
    return spectators_unseen(state) if header(state).players else 0
