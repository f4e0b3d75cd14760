"""A dialog opens with the focus in its first field, and Enter enters what was typed (issue 25): the scribe
types a bid without touching the mouse."""

from __future__ import annotations

from typing import Any

from referee.arena.events import Bid
from tests.hang import HANG_MS
from ui.qt import QtCore, QtWidgets

from .test_page_arena import new_arena_game

Qt = QtCore.Qt
FIELDS = (QtWidgets.QLineEdit, QtWidgets.QAbstractSpinBox, QtWidgets.QComboBox)


def test_a_bid_typed_from_the_keyboard_is_the_bid_entered(window: Any, qtbot: Any) -> None:
    new_arena_game(window)
    d = window.open_entry("bid")
    qtbot.waitUntil(lambda: QtWidgets.QApplication.focusWidget() is d.who, timeout=HANG_MS)  # the first field, not OK
    qtbot.keyClicks(d.who, "B")  # the player by the first letter of the name
    qtbot.keyClick(d.who, Qt.Key.Key_Tab)
    assert QtWidgets.QApplication.focusWidget() in (d.value, d.value.findChild(QtWidgets.QLineEdit))
    focused = QtWidgets.QApplication.focusWidget()
    qtbot.keyClicks(focused, "7")
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert window.session.events[-1] == Bid(player="Ben", value=7) and not d.isVisible()


def test_every_entry_dialog_opens_with_the_focus_in_a_field(window: Any, qtbot: Any) -> None:
    new_arena_game(window)
    for key, _label in window.page.entry_actions():
        d = window.open_entry(key)
        if d is None or not d.isVisible():
            continue
        qtbot.waitUntil(lambda: d.isActiveWindow(), timeout=HANG_MS)  # noqa: B023  (this dialog, now)
        focused = QtWidgets.QApplication.focusWidget()
        has_field = any(w.isVisible() and w.isEnabled() and isinstance(w, FIELDS)
                        for w in d.findChildren(QtWidgets.QWidget))
        if has_field:
            assert not isinstance(focused, QtWidgets.QAbstractButton), (key, focused)
            assert focused is not None and d.isAncestorOf(focused), key
        d.reject()
