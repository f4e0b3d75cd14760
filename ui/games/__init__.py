"""The games' screens, one package per game, each of the same shape: ``ui.games.<game>``, found by the game's id
(``referee/<game>/spec.py``, field ``id``).

A game's package holds

- ``page`` with ``PAGE`` (a :class:`ui.games.base.GamePage` subclass: the table and the entries),
- ``setup`` with ``SETUP`` (a :class:`ui.games.base.SetupForm` subclass for the new-game dialog),
- ``guide`` with ``GUIDE`` (its short guide for the Help menu, paragraphs by language),
- ``dialogs`` (its entry dialogs, a module or a package), ``models`` (its Qt models),
- ``demo`` with ``play_demo(window)`` and ``main(argv)`` (a short game played through the app's own dialogs),
- and in its ``__init__`` ``DOCKS``: the window docks the game adds (:class:`Dock`; Gods of Titan: the odds).

A game without such a package (a new game whose screens are not written yet, or the tests' demo game) still
opens: :func:`page_class` gives it the generic page (:class:`ui.games.fallback.FallbackPage`: its header and table
as text, entries typed in the quick line), and the new-game dialog takes its set-up as JSON.

Everything else of the desktop app — the window, start page, quick entry, history, rules panel, shared widgets
and dialogs — is shared by every game and lives in :mod:`ui` itself; it reaches a game only through the
functions here.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TypeVar

from referee.registry import game_ids, spec
from ui.games.base import GamePage, SetupForm
from ui.games.fallback import fallback_page
from ui.qt import QtWidgets
from ui.settings import Settings

#: the modules every game's package has (``dialogs`` may be a package)
SHAPE = ("page", "setup", "guide", "dialogs", "models", "demo")


@dataclass(frozen=True)
class Dock:
    """A window dock a game adds; the main window builds the docks of every game at its start (so they are there
    from the start page on), beside the rules dock.

    ``key`` names the dock (its object name ``dock-<key>`` in the saved window state, and the window action that
    raises it, with its shortcut in :mod:`ui.shortcuts`); ``title()`` is its title in the language in force;
    ``make(settings, parent)`` builds its widget. The widget may have a ``section_clicked`` signal (a rule
    section to show), ``retranslate()`` (after a change of language) and ``stop()`` (the window closes: end its
    threads).
    """

    key: str
    title: Callable[[], str]
    make: Callable[[Settings, QtWidgets.QWidget], QtWidgets.QWidget]


def package(game: str) -> ModuleType | None:
    """The screens of ``game`` (``ui.games.<game>``), None for a game that has none."""
    name = f"{__name__}.{spec(game).id}"
    return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None


def module(game: str, name: str) -> ModuleType:
    """A module of ``game``'s package: one of :data:`SHAPE` (``page``, ``setup`` …)."""
    if package(game) is None:
        raise ModuleNotFoundError(f"{game} has no screens of its own (ui/games/{game})", name=f"{__name__}.{game}")
    return importlib.import_module(f"{__name__}.{game}.{name}")


def page_class(game: str) -> type[GamePage]:
    """The :class:`GamePage` subclass of ``game`` (the generic page for a game without screens of its own)."""
    if package(game) is None:
        return fallback_page(game)
    return _subclass(getattr(module(game, "page"), "PAGE", None), GamePage, f"ui.games.{game}.page.PAGE")


def guide(game: str) -> dict[str, list[str]]:
    """The short guide of ``game`` (its ``guide.GUIDE``): paragraphs by language (none without screens)."""
    if package(game) is None:
        return {}
    found: dict[str, list[str]] = getattr(module(game, "guide"), "GUIDE", {})
    return found


def setup_form_class(game: str) -> type[SetupForm] | None:
    """The :class:`SetupForm` subclass of ``game``; None for a game without screens (its set-up is typed as JSON)."""
    if package(game) is None:
        return None
    return _subclass(getattr(module(game, "setup"), "SETUP", None), SetupForm, f"ui.games.{game}.setup.SETUP")


C = TypeVar("C")


def _subclass(found: object, base: type[C], where: str) -> type[C]:
    """``found`` when it is a subclass of ``base`` (a game package of the wrong shape is a program error)."""
    if not (isinstance(found, type) and issubclass(found, base)):
        raise TypeError(f"{where} is not a {base.__name__} subclass: {found!r}")
    return found


def docks() -> list[Dock]:
    """The docks every game adds to the window, in the order of the games."""
    return [dock for game in game_ids() for dock in getattr(package(game), "DOCKS", ())]
