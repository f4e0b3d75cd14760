"""Open a stored game as a :class:`~referee.core.journal.Journal` whose changes are durable."""

from __future__ import annotations

from typing import Any

from referee.core.errors import RuleViolation
from referee.core.journal import Journal
from referee.registry import engine_for
from rulesdb.journal.store import GameStore


def open_journal(store: GameStore, game_id: int, *, game: str | None = None) -> Journal[Any]:
    """Replay the stored game ``game_id`` and attach the store as the journal's sink (which writes only into the
    store the game was read from: a write after the games were replaced is refused, :mod:`rulesdb.journal.identity`).

    With ``game`` given, a game of another kind is refused.
    """
    loaded = store.load(game_id)
    if game is not None and loaded.info.game != game:
        raise RuleViolation(
            f"Partie {game_id} ist {loaded.info.game}, nicht {game}.",
            f"Game {game_id} is {loaded.info.game}, not {game}.",
        )
    engine = engine_for(loaded.info.game)
    return Journal(engine, loaded.events, redo=loaded.redo, sink=store.sink(game_id, identity=loaded.identity))
