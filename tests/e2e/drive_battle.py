"""Drive the real desktop app through a battle on the battle sheet, then print what it showed.

``python drive_battle.py GAME_ID`` starts the app exactly as ``schriftfuehrer`` does without arguments,
opens the stored game ``GAME_ID`` from the start page by double-click, sees its pending battle on the
Gods of Titan page, opens the battle sheet by keyboard (Ctrl+Shift+B) and begins the battle (Enter),
marks the defender's figures beaten in round 1 (a click and the Space key), finishes the round (a click),
ends the battle with "Kampf beenden", prints one JSON line and quits through the window.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from drive_app import _window
from PySide6 import QtTest

from ui.app import make_app, run_app
from ui.qt import QtCore, QtWidgets

LEFT = QtCore.Qt.MouseButton.LeftButton


def drive(game_id: int) -> None:
    try:
        _drive(game_id)
    except BaseException:
        import traceback

        traceback.print_exc()
        QtWidgets.QApplication.exit(1)


def _drive(game_id: int) -> None:
    w = _window()
    w.activateWindow()
    # the window's shortcuts (Ctrl+J …) act only once it is active; a loaded machine is slow (minutes: a hang bound)
    assert QtTest.QTest.qWaitForWindowActive(w, 600_000), "the window never became active"
    view, model = w.start.all_view, w.start.games
    row = next(i for i, g in enumerate(model.games) if g.id == game_id)
    rect = view.visualRect(model.index(row, 0))
    QtTest.QTest.mouseClick(view.viewport(), LEFT, pos=rect.center())
    QtTest.QTest.mouseDClick(view.viewport(), LEFT, pos=rect.center())
    pending = w.page.battles.text()
    QtTest.QTest.keyClick(w, QtCore.Qt.Key.Key_B,
                          QtCore.Qt.KeyboardModifier.ControlModifier | QtCore.Qt.KeyboardModifier.ShiftModifier)
    sheet = w.dialog
    QtTest.QTest.keyClick(sheet, QtCore.Qt.Key.Key_Return)  # "Kampf beginnen"
    opened = w.page.battles.text()
    sheet.update_odds()
    odds = sheet.odds.text()
    defenders = sheet.sides[1]
    first = defenders.table.visualRect(defenders.model.index(0, 0))
    QtTest.QTest.mouseClick(defenders.table.viewport(), LEFT, pos=first.center())
    defenders.table.setFocus()
    defenders.table.setCurrentIndex(defenders.model.index(1, 0))
    QtTest.QTest.keyClick(defenders.table, QtCore.Qt.Key.Key_Space)
    marked = list(defenders.model.beaten_now())
    QtTest.QTest.mouseClick(sheet.round_button, LEFT)
    decided = bool(sheet.view is not None and sheet.view.decided)
    QtTest.QTest.mouseClick(sheet.end.button, LEFT)
    history = [w.history.data(w.history.index(i)) for i in range(w.history.rowCount())]
    out: dict[str, Any] = {"game_id": w.game_id, "pending": pending, "opened": opened, "odds": odds, "marked": marked,
                           "decided": decided, "sheet_open": sheet.isVisible(), "refusal": sheet.refusal.text(),
                           "history": history, "after": w.page.battles.text()}
    print(json.dumps(out), flush=True)
    w.close()
    QtWidgets.QApplication.quit()


def main(argv: list[str]) -> int:
    app = make_app()
    QtCore.QTimer.singleShot(0, lambda: drive(int(argv[0])))
    QtCore.QTimer.singleShot(600_000, app.quit)  # never hang a test run (minutes: a loaded machine is slow, not hung)
    return run_app([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
