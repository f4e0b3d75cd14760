"""A game's screens, registered by reference: each game's ``ui/games/<game>/__init__.py`` holds ``PLUGIN``, a
:class:`GamePackage` naming the game's spec, its page, set-up form, guide and demo (each behind a function that
imports it: the app starts without every game's screens) and the docks it adds to the window;
:data:`ui.games.registry.GAMES` lists them."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.core.spec import GameSpec

if TYPE_CHECKING:
    from ui.games.base import GamePage, SetupForm
    from ui.qt import QtWidgets
    from ui.settings import Settings


@dataclasses.dataclass(frozen=True)
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


@dataclasses.dataclass(frozen=True)
class GamePackage:
    """One game's screens."""

    game: GameSpec
    #: the page: the table and the entries (``page.PAGE``)
    page: Callable[[], type[GamePage]]
    #: its part of the new-game dialog (``setup.SETUP``)
    setup: Callable[[], type[SetupForm]]
    #: its short guide for the Help menu, paragraphs by language (``guide.GUIDE``)
    guide: Callable[[], dict[str, list[str]]]
    #: its demo's ``main(argv)``: a short game played through the app's own dialogs (``demo.main``)
    demo: Callable[[], Callable[[list[str]], int]]
    docks: tuple[Dock, ...] = ()
