"""Every game's screens, one line per game (:class:`ui.games.plugin.GamePackage`); a game without a line opens
with the generic page (the tests' demo game). ``tests/test_registrations.py`` checks that the list covers the
referee's games in their order."""

from __future__ import annotations

from ui.games import arena, burgenkrieg, got, rampage, weiss
from ui.games.plugin import GamePackage

GAMES: tuple[GamePackage, ...] = (got.PLUGIN, arena.PLUGIN, rampage.PLUGIN, burgenkrieg.PLUGIN, weiss.PLUGIN)
