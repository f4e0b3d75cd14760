"""The games' screens, one package per game, each of the same shape: ``ui.games.<game>``, registered by reference
(its ``PLUGIN``, a :class:`ui.games.plugin.GamePackage`, one line of :data:`ui.games.registry.GAMES`).

A game's package holds

- ``page`` with ``PAGE`` (a :class:`ui.games.base.GamePage` subclass: the table and the entries),
- ``setup`` with ``SETUP`` (a :class:`ui.games.base.SetupForm` subclass for the new-game dialog),
- ``guide`` with ``GUIDE`` (its short guide for the Help menu, paragraphs by language),
- ``dialogs`` (its entry dialogs, a module or a package), ``models`` (its Qt models),
- ``demo`` with ``play_demo(window)`` and ``main(argv)`` (a short game played through the app's own dialogs),
- and in its ``__init__`` ``DOCKS``, the window docks the game adds (:class:`Dock`; Gods of Titan: the odds), and
  ``PLUGIN`` naming all of these.

A game without such a package (a new game whose screens are not written yet, or the tests' demo game) still
opens: :func:`page_class` gives it the generic page (:class:`ui.games.fallback.FallbackPage`: its header and table
as text, entries typed in the quick line), and the new-game dialog takes its set-up as JSON.

Everything else of the desktop app — the window, start page, quick entry, history, rules panel, shared widgets
and dialogs — is shared by every game and lives in :mod:`ui` itself; it reaches a game only through the
functions here.
"""

from __future__ import annotations

from ui.games.base import GamePage, SetupForm
from ui.games.fallback import fallback_page
from ui.games.plugin import Dock, GamePackage
from ui.games.registry import GAMES

__all__ = ["SHAPE", "Dock", "docks", "guide", "page_class", "plugin", "setup_form_class"]

#: the modules every game's package has (``dialogs`` may be a package)
SHAPE = ("page", "setup", "guide", "dialogs", "models", "demo")


def plugin(game: str) -> GamePackage | None:
    """The screens of ``game``, None for a game that has none."""
    return next((p for p in GAMES if p.game.id == game), None)


def page_class(game: str) -> type[GamePage]:
    """The :class:`GamePage` subclass of ``game`` (the generic page for a game without screens of its own)."""
    found = plugin(game)
    return fallback_page(game) if found is None else found.page()


def guide(game: str) -> dict[str, list[str]]:
    """The short guide of ``game``: paragraphs by language (none without screens)."""
    found = plugin(game)
    return {} if found is None else found.guide()


def setup_form_class(game: str) -> type[SetupForm] | None:
    """The :class:`SetupForm` subclass of ``game``; None for a game without screens (its set-up is typed as JSON)."""
    found = plugin(game)
    return None if found is None else found.setup()


def docks() -> list[Dock]:
    """The docks every game adds to the window, in the order of the games."""
    return [dock for p in GAMES for dock in p.docks]
