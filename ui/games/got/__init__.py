"""Gods of Titan's screens: the page with its table, the set-up form, the entry dialogs (moves, lands,
recruits, teleports, the Darklord's entries …), the battle sheet and the battle dialogs, and the odds dock the
game adds to the window (strike, duel and battle calculators)."""

from __future__ import annotations

from ui.games import Dock
from ui.qt import QtCore, QtWidgets
from ui.settings import Settings


def _odds(settings: Settings, parent: QtWidgets.QWidget) -> QtWidgets.QWidget:
    from ui.games.got.odds import OddsPanel

    return OddsPanel(settings.number("odds/samples"), parent)


#: the odds dock (tabbed with the rules), there from the start page on
DOCKS: tuple[Dock, ...] = (Dock("odds", lambda: QtCore.QCoreApplication.translate("OddsPanel", "Chancen"), _odds),)
