"""Open every window and dialog of every game on the screen this process has, and list what lies outside it.

Run in a fresh process by ``tests/ui/test_fit_screens.py`` with the offscreen platform set to a screen of a
given size (``offscreen:configfile=…``) and scale (``QT_SCALE_FACTOR``): each game's demo is played through a
real main window, then each entry of its page is opened, and each visible button of the window and of each
dialog must lie inside the screen's available area. Prints one JSON object: ``{"screen", "opened", "outside"}``.

    QT_QPA_PLATFORM=offscreen:configfile=screen.json python tests/ui/fit_screens.py
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).parent)]  # the product, and the ui tests' helpers


def outside(widget: Any, room: Any) -> list[dict[str, object]]:
    """The visible buttons of ``widget`` (and the widget's frame) that do not lie inside ``room``."""
    from ui.qt import QtCore, QtWidgets

    out: list[dict[str, object]] = []
    frame = widget.frameGeometry()
    if not room.contains(frame):
        out.append({"what": "frame", "rect": [frame.x(), frame.y(), frame.width(), frame.height()]})
    for button in widget.findChildren(QtWidgets.QAbstractButton):
        if not button.isVisible() or button.window() is not widget or button.visibleRegion().isEmpty():
            continue  # hidden, in another window, or scrolled out of its scroll area's view
        if isinstance(button.parent(), QtWidgets.QTabBar) or button.objectName().startswith("qt_"):
            continue  # a tab bar's scroll arrows, Qt's own helper buttons
        top_left = button.mapToGlobal(QtCore.QPoint(0, 0))
        rect = QtCore.QRect(top_left, button.size())
        if not room.contains(rect):
            out.append({"what": button.text() or button.toolTip() or type(button).__name__,
                        "rect": [rect.x(), rect.y(), rect.width(), rect.height()]})
    return out


def settle(app: Any) -> None:
    from ui.qt import QtCore

    loop = QtCore.QEventLoop()
    QtCore.QTimer.singleShot(50, loop.quit)
    loop.exec()
    app.processEvents()


def battle_sheet(window: Any, check: Any) -> None:
    """Gods of Titan's battle sheet, the largest dialog: a Titan attacks in round 12 (as the sheet's tests)."""
    from helpers import end_turns_until, move, move_rest, new_got_game

    from ui.games.got.page import fight_key

    new_got_game(window)
    end_turns_until(window, "Ben", 11)
    move(window, "Grün 2", "Brush", "B", 3)
    end_turns_until(window, "Anna", 12)
    move(window, "Rot 1", "Brush", "B", 3)
    move_rest(window)
    window.status_refusal.show_refusal("Eine lange Begründung des Schiedsrichters " * 40, ("6.1", "6.2"))
    check("got long refusal", window)  # a long refusal wraps; the window does not grow past the screen
    window.status_refusal.clear_refusal()
    window.page.battles.linkActivated.emit(fight_key("Rot 1", "Grün 2"))
    check("got battle sheet", window.dialog)
    window.dialog.reject()


def main() -> int:
    from referee.registry import game_ids
    from ui.app import make_app
    from ui.games import module
    from ui.main_window import MainWindow
    from ui.qt import QtWidgets
    from ui.service import GameService
    from ui.settings import Settings

    app = make_app()
    screen = app.primaryScreen()
    room = screen.availableGeometry()
    found: list[dict[str, object]] = []
    opened: list[str] = []

    def check(where: str, widget: Any) -> None:
        settle(app)
        opened.append(where)
        found.extend({"where": where, **o} for o in outside(widget, room))

    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{tmp}/fit.sqlite")
        window = MainWindow(service, Settings(f"{tmp}/settings.ini"))
        window.show()
        check("start page", window)
        window.new_game()
        if window.dialog is not None:
            check("new game", window.dialog)
            window.dialog.reject()
        check("guide", window.show_guide())
        window.dialog.reject()
        battle_sheet(window, check)
        for game in game_ids():
            module(game, "demo").play_demo(window)
            if isinstance(window.dialog, QtWidgets.QDialog) and window.dialog.isVisible():
                window.dialog.reject()
            check(f"{game} page", window)
            assert window.page is not None
            for key, _label in window.page.entry_actions():
                before = window.dialog
                dialog = window.open_entry(key)
                if dialog is None or dialog is before or not dialog.isVisible():
                    continue
                check(f"{game} {key}", dialog)
                dialog.reject()
                settle(app)
            check(f"{game} note", window.open_note())  # Eintrag → Notiz …: every game
            window.dialog.reject()
            settle(app)
        window.close()
        service.close()
    print(json.dumps({"screen": [room.width(), room.height()], "opened": opened, "outside": found}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
