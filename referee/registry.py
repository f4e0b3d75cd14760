"""Which engine plays which game: game id -> engine class, imported on demand.

>>> sorted(GAMES)
['arena', 'burgenkrieg', 'got', 'rampage', 'weiss']
"""

from __future__ import annotations

import importlib
from typing import Any

from referee.core.engine import Engine
from referee.core.errors import UnknownName

#: game id -> (module, engine class name, German title, English title)
GAMES: dict[str, tuple[str, str, str, str]] = {
    "got": ("referee.got.engine", "GotEngine", "Gods of Titan", "Gods of Titan"),
    "arena": ("referee.arena.engine", "ArenaEngine", "Titan – Die Arena", "Titan – The Arena"),
    "rampage": ("referee.rampage.engine", "RampageEngine", "Castle Rampage", "Castle Rampage"),
    "burgenkrieg": ("referee.burgenkrieg.engine", "BurgenkriegEngine", "Burgenkrieg", "Castle War"),
    "weiss": ("referee.weiss.engine", "WeissEngine", "Weiß Schwarz", "Weiss Schwarz"),
}


def engine_for(game: str) -> Engine[Any]:
    """A fresh engine for ``game``; an unknown id raises :class:`UnknownName`."""
    if game not in GAMES:
        raise UnknownName.of("Spiel", "game", game, GAMES)
    module, cls_name, _, _ = GAMES[game]
    cls = getattr(importlib.import_module(module), cls_name)
    engine: Engine[Any] = cls()
    return engine


def title(game: str, lang: str = "de") -> str:
    if game not in GAMES:
        raise UnknownName.of("Spiel", "game", game, GAMES)
    return GAMES[game][3 if lang == "en" else 2]
