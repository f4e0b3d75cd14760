"""The players' page's token: one per game, kept in the store beside it, so that a phone's link stays good across
restarts of the app or the server until the scribe renews it — then every old link is locked out at once (issue 34).

>>> import tempfile
>>> from rulesdb.journal import GameStore
>>> store = GameStore(f"sqlite:///{tempfile.mkdtemp()}/g.sqlite")
>>> gid = store.create_game("got")
>>> first = token_of(store, gid); first == token_of(store, gid), first == renew(store, gid)
(True, False)
"""

from __future__ import annotations

import secrets

from referee.core.errors import StorageError
from rulesdb.journal import GameStore


def _key(game_id: int) -> str:
    return f"display_token:{game_id}"


def stored_token(store: GameStore, game_id: int) -> str | None:
    """The game's token as stored now (None: none yet)."""
    return store.setting(_key(game_id))


def token_of(store: GameStore, game_id: int) -> str:
    """The game's token: the stored one, else a new one, stored (a read-only store: a new one for this run only)."""
    return stored_token(store, game_id) or renew(store, game_id)


def renew(store: GameStore, game_id: int) -> str:
    """A new token for the game, stored: every link with the old one is refused from now on."""
    token = secrets.token_urlsafe(16)
    try:
        store.set_setting(_key(game_id), token)
    except StorageError:
        if not store.read_only:
            raise
    return token
