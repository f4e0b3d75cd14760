"""Drive the real desktop app in this (fresh) process as a person would, then print what it showed.

``python drive_app.py GAME_ID OPEN_BY [ENTRIES_JSON]`` starts the app exactly as ``schriftfuehrer``
does without arguments (default store, no ``--game``), opens the game ``GAME_ID`` from the start
page by double-click (``OPEN_BY=click``) or by selecting it and pressing Enter (``OPEN_BY=enter``),
enters each entry of the JSON list ``ENTRIES_JSON`` through the JSON entry dialog (Ctrl+J, typed, OK
clicked) — or, for ``{"quick": LINE}``, typed into the quick-entry line with Enter; for ``{"wait": FILE}`` it prints
``waiting`` and lets the app run until FILE exists (another process works on the store meanwhile) — prints one JSON line
(the game opened, the history as shown, each entry's refusal: its text
and sections, or null) and quits through the window.

``python drive_app.py --games PLAN_JSON`` does the same for each ``[GAME_ID, OPEN_BY, ENTRIES]`` of the list in turn,
in the one app (back to the start page with Ctrl+O between them), and prints ``{"games": [...]}``: one start of the
app for several games.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

from PySide6 import QtTest

from ui.app import make_app, run_app
from ui.qt import QtCore, QtWidgets


def _window() -> Any:
    from ui.main_window import MainWindow

    return next(w for w in QtWidgets.QApplication.topLevelWidgets() if isinstance(w, MainWindow))


def drive(plan: list[tuple[int, str, list[str]]], several: bool) -> None:
    try:
        shown = [_drive(game_id, open_by, entries) for game_id, open_by, entries in plan]
        print(json.dumps({"games": shown} if several else shown[0]), flush=True)
        _window().close()
        QtWidgets.QApplication.quit()
    except BaseException:
        import traceback

        traceback.print_exc()
        QtWidgets.QApplication.exit(1)


def _drive(game_id: int, open_by: str, entries: list[str]) -> dict[str, Any]:
    w = _window()
    w.activateWindow()
    # the window's shortcuts (Ctrl+J …) act only once it is active; a loaded machine is slow (minutes: a hang bound)
    assert QtTest.QTest.qWaitForWindowActive(w, 600_000), "the window never became active"
    if w.session is not None:  # the last game was continued at start (or one is open): Ctrl+O shows the start page
        QtTest.QTest.keyClick(w, QtCore.Qt.Key.Key_O, QtCore.Qt.KeyboardModifier.ControlModifier)
    view, model = w.start.all_view, w.start.games
    row = next(i for i, g in enumerate(model.games) if g.id == game_id)
    rect = view.visualRect(model.index(row, 0))
    if open_by == "click":
        QtTest.QTest.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=rect.center())
        QtTest.QTest.mouseDClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=rect.center())
    else:
        QtTest.QTest.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=rect.center())
        QtTest.QTest.keyClick(view, QtCore.Qt.Key.Key_Return)
    refusals = [_enter(w, entry) for entry in entries] if w.game_id == game_id else []
    history = [w.history.data(w.history.index(i)) for i in range(w.history.rowCount())]
    return {"game_id": w.game_id, "game": w.game, "page": type(w.page).__name__ if w.page else None,
            "history": history, "refusals": refusals}


def _enter(w: Any, entry: str) -> dict[str, Any] | None:
    """Ctrl+J, type the entry, click OK; the refusal shown in the dialog (None when it was journaled).
    ``{"quick": LINE}`` is a quick line: typed where the keys are (the quick-entry line), Enter."""
    if entry.startswith('{"wait": '):
        flag = Path(json.loads(entry)["wait"])
        print("waiting", flush=True)
        while not flag.exists():  # the app runs on (its timers too) while another process works
            QtTest.QTest.qWait(100)
        return None
    if entry.startswith('{"quick": '):
        entry = json.loads(entry)["quick"]
        line = w.quick.line
        assert w.focusWidget() is line, f"the keys are not in the quick-entry line but in {w.focusWidget()!r}"
        QtTest.QTest.keyClicks(line, entry)
        QtTest.QTest.keyClick(line, QtCore.Qt.Key.Key_Return)
        if not line.text():
            return None
        refusal = {"text": w.quick.refusal.plain_text(), "sections": list(w.quick.refusal.sections)}
        line.clear()
        return refusal
    QtTest.QTest.keyClick(w.focusWidget() or w, QtCore.Qt.Key.Key_J, QtCore.Qt.KeyboardModifier.ControlModifier)
    dialog = w.dialog
    assert dialog is not None, "Ctrl+J opened no dialog"
    QtTest.QTest.keyClicks(dialog.text, entry)
    QtTest.QTest.mouseClick(dialog.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok),
                            QtCore.Qt.MouseButton.LeftButton)
    if not dialog.isVisible():
        return None
    text = html.unescape(re.sub(r"<[^>]+>", "", dialog.refusal.text()))
    dialog.reject()
    return {"text": text, "sections": list(dialog.refusal.sections)}


def main(argv: list[str]) -> int:
    app = make_app()
    several = argv[0] == "--games"
    plan = json.loads(argv[1]) if several else [[argv[0], argv[1], json.loads(argv[2]) if len(argv) > 2 else []]]
    steps = [(int(game_id), open_by, [json.dumps(e) for e in entries]) for game_id, open_by, entries in plan]
    QtCore.QTimer.singleShot(0, lambda: drive(steps, several))
    QtCore.QTimer.singleShot(600_000, app.quit)  # never hang a test run (minutes: a loaded machine is slow, not hung)
    return run_app([])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
