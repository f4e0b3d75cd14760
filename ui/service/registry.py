"""Every game's part of the application layer, one line per game (:class:`ui.service.plugin.ServicePlugin`); a game
without a line has no quick line nor display part of its own (the tests' demo game: its header shows, its entries
are typed as JSON). ``tests/test_registrations.py`` checks that the list covers the referee's games in their order."""

from __future__ import annotations

from ui.service import arena, burgenkrieg, got, rampage, weiss
from ui.service.plugin import ServicePlugin

GAMES: tuple[ServicePlugin, ...] = (got.PLUGIN, arena.PLUGIN, rampage.PLUGIN, burgenkrieg.PLUGIN, weiss.PLUGIN)


def plugin(game: str) -> ServicePlugin | None:
    """The service part of ``game``, None for a game without one."""
    return next((p for p in GAMES if p.game.id == game), None)
