"""The sheets of every game, one line per game (:class:`printouts.plugin.PrintoutsPlugin`); a game without a line
has no sheets (the tests' demo game). ``tests/test_registrations.py`` checks that the list covers the referee's
games (:data:`referee.registry.GAMES`) in their order."""

from __future__ import annotations

from printouts import arena, burgenkrieg, got, rampage, weiss
from printouts.plugin import PrintoutsPlugin

GAMES: tuple[PrintoutsPlugin, ...] = (got.PLUGIN, arena.PLUGIN, rampage.PLUGIN, burgenkrieg.PLUGIN, weiss.PLUGIN)
