"""Open a stored game as a :class:`~referee.core.journal.Journal` whose changes are durable: from its snapshot and
the entries since, or by a replay (:mod:`rulesdb.journal.snapshots`); and keep its snapshot."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from referee.core.errors import RuleViolation
from referee.core.journal import Journal
from referee.registry import engine_for
from rulesdb.journal import snapshots
from rulesdb.journal.store import GameStore, StoredSnapshot
from rulesdb.journal.version import code_version


@dataclasses.dataclass(frozen=True)
class Opened:
    """A stored game opened: its journal, how many of its entries were recorded because its snapshot lacked
    them (all of them when it had none that held: a snapshot is due when they are many), and the history's lines
    its snapshot kept."""

    journal: Journal[Any]  # Any: any game's
    recorded: int
    lines: snapshots.Lines


def open_journal(store: GameStore, game_id: int, *, game: str | None = None) -> Journal[Any]:
    """The stored game ``game_id`` with the store as the journal's sink (:func:`open_game`)."""
    return open_game(store, game_id, game=game).journal


def open_game(store: GameStore, game_id: int, *, game: str | None = None) -> Opened:
    """The stored game ``game_id`` with the store as the journal's sink (which writes only into the store the game
    was read from: a write after the games were replaced is refused, :mod:`rulesdb.journal.identity`). Its states
    come from its snapshot where one holds and by recording the entries after it. Nothing is written: opening a
    game changes no byte of the store (a session keeps the snapshot after its next change, :func:`keep`).

    With ``game`` given, a game of another kind is refused.
    """
    with snapshots.no_collection():
        return _open(store, game_id, game)


def _open(store: GameStore, game_id: int, game: str | None) -> Opened:
    loaded = store.load(game_id)
    if game is not None and loaded.info.game != game:
        raise RuleViolation(
            f"Partie {game_id} ist {loaded.info.game}, nicht {game}.",
            f"Game {game_id} is {loaded.info.game}, not {game}.",
        )
    engine = engine_for(loaded.info.game)
    stored = _stored(store, game_id)
    kept = (snapshots.decode(stored.data, loaded.keys, engine)
            if stored is not None and (stored.code, stored.store) == (code_version(), loaded.identity) else None)
    snapshot = kept.snapshot if kept is not None else None
    journal = Journal(engine, loaded.events, redo=loaded.redo, sink=store.sink(game_id, identity=loaded.identity),
                      snapshot=snapshot)
    return Opened(journal, len(journal) - (snapshot.entries if snapshot is not None else 0),
                  kept.lines if kept is not None else {})


def _stored(store: GameStore, game_id: int) -> StoredSnapshot | None:
    try:
        return store.snapshot(game_id)
    except Exception:  # a snapshot is never the record: one that cannot be read is made again
        snapshots.log.info("the snapshot of game %s could not be read", game_id, exc_info=True)
        return None


def keep(store: GameStore, game_id: int, journal: Journal[Any], keys: Sequence[tuple[int, str] | None],  # Any: any game
         identity: str, lines: snapshots.Lines | None = None) -> bool:
    """Keep the journal's snapshot (``keys``: its entries' rows, ``identity``: the store they were read from, ``lines``:
    the history's lines known); never raises — a snapshot is never the record, one not kept is made again — and says
    whether it was kept."""
    try:
        store.put_snapshot(game_id, StoredSnapshot(code_version(), identity, len(journal),
                                                   snapshots.encode(journal, keys, lines)))
    except Exception:
        snapshots.log.info("the snapshot of game %s was not kept", game_id, exc_info=True)
        return False
    return True
