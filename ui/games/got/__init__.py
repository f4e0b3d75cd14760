"""Gods of Titan's screens: the page with its table, the set-up form, the entry dialogs (moves, lands,
recruits, teleports, the Darklord's entries …), the battle sheet and the battle dialogs, and the odds dock the
game adds to the window (strike, duel and battle calculators)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.got.spec import SPEC
from ui.games.plugin import Dock, GamePackage
from ui.qt import QtCore, QtWidgets
from ui.settings import Settings

if TYPE_CHECKING:
    from ui.games.base import GamePage, SetupForm


def _odds(settings: Settings, parent: QtWidgets.QWidget) -> QtWidgets.QWidget:
    from ui.games.got.odds import OddsPanel

    return OddsPanel(settings.number("odds/samples"), parent)


#: the odds dock (tabbed with the rules), there from the start page on
DOCKS: tuple[Dock, ...] = (Dock("odds", lambda: QtCore.QCoreApplication.translate("OddsPanel", "Chancen"), _odds),)


def _page() -> type[GamePage]:
    from ui.games.got.page import PAGE

    return PAGE


def _setup() -> type[SetupForm]:
    from ui.games.got.setup import SETUP

    return SETUP


def _guide() -> dict[str, list[str]]:
    from ui.games.got.guide import GUIDE

    return GUIDE


def _demo() -> Callable[[list[str]], int]:
    from ui.games.got.demo import main

    return main


PLUGIN = GamePackage(SPEC, _page, _setup, _guide, _demo, docks=DOCKS)
