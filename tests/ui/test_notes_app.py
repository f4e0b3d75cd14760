"""A note in the app: "Eintrag → Notiz …" (its shortcut) and the history's context menu open the note dialog on
the selected entry, Enter stores it, the history shows it beside its entry and as an entry of its own."""

from __future__ import annotations

from typing import Any

from tests.hang import HANG_MS
from ui import shortcuts
from ui.dialogs.note import NoteDialog
from ui.models.history import SEQ_ROLE
from ui.qt import QtCore, QtGui, QtWidgets

from .helpers import move, new_got_game
from .test_history import click, lines


def test_the_shortcut_opens_the_note_dialog_and_enter_stores_the_note(window: Any, qtbot: Any) -> None:
    new_got_game(window)
    act = window.acts["note"]
    assert act in window.menus["entry"].actions() and act.isEnabled()
    assert act.text() == "Notiz …" and act.shortcut() == QtGui.QKeySequence(shortcuts.window("note"))
    window.activateWindow()
    qtbot.keyClick(window, QtCore.Qt.Key.Key_O,
                   QtCore.Qt.KeyboardModifier.ControlModifier | QtCore.Qt.KeyboardModifier.ShiftModifier)
    dialog = window.dialog
    assert isinstance(dialog, NoteDialog) and dialog.isVisible()
    assert dialog.on.currentData() == 1  # the last entry: the set-up
    qtbot.waitUntil(lambda: QtWidgets.QApplication.focusWidget() is dialog.text, timeout=HANG_MS)  # typed text goes to the note
    qtbot.keyClicks(dialog.text, "Anna und Ben: Nichtangriffspakt bis Runde 3")
    qtbot.keyClick(dialog.text, QtCore.Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.refusal.text()
    shown = lines(window)
    # the note on its own line under its entry (every line one high: the list lays out a long game at once)
    assert shown[:2] == ["1. Spielbeginn: Anna, Ben, Cleo", "    ✎ Anna und Ben: Nichtangriffspakt bis Runde 3"]
    assert shown[2] == "2. Notiz zu Eintrag 1: Anna und Ben: Nichtangriffspakt bis Runde 3"
    note_row = window.history.index(window.history.row_of(1) + 1)  # stands for its entry: a click shows that table
    assert note_row.data(SEQ_ROLE) == 1 and note_row.flags() & QtCore.Qt.ItemFlag.ItemIsSelectable
    tip = window.history.index(window.history.row_of(1)).data(QtCore.Qt.ItemDataRole.ToolTipRole)
    assert tip == "1. Spielbeginn: Anna, Ben, Cleo\n✎ Anna und Ben: Nichtangriffspakt bis Runde 3"
    window.history_search.setText("nichtangriff")  # the filter finds a note, and shows it with its entry
    assert len(lines(window)) == 3
    window.history_search.clear()
    window.undo()  # a note is undone like any entry
    assert len(window.session) == 1 and "✎" not in lines(window)[0]


def test_the_history_menu_notes_the_entry_under_the_cursor_and_a_refusal_keeps_the_dialog(window: Any, qtbot: Any) -> None:
    new_got_game(window)
    move(window, "Rot 1", "Brush", "B", 3)
    count = len(window.session)
    index = window.history_filter.mapFromSource(window.history.index(window.history.row_of(2)))
    window._history_menu(window.history_view.visualRect(index).center())
    menu = window.history_menu
    assert menu is not None and [a.text() for a in menu.actions()] == ["Notiz …"]
    menu.actions()[0].trigger()
    dialog = window.dialog
    assert isinstance(dialog, NoteDialog) and dialog.on.currentData() == 2
    qtbot.keyClick(dialog.text, QtCore.Qt.Key.Key_Return)  # empty: refused in place, nothing stored
    assert dialog.isVisible() and "Die Notiz ist leer" in dialog.refusal.text() and len(window.session) == count
    dialog.text.setText("Ben bestreitet die Landnennung")
    dialog.commit()
    assert not dialog.isVisible() and window.session.notes(2)[0].text == "Ben bestreitet die Landnennung"
    # a past entry selected in the history (its table shown): the action notes that one
    click(window, qtbot, 1)
    assert window.viewing == 1
    dialog = window.open_note()
    assert dialog is not None and dialog.on.currentData() == 1
    dialog.reject()


def test_the_note_dialog_speaks_english(window: Any) -> None:
    new_got_game(window)
    window.set_language("en")
    assert window.acts["note"].text() == "Note …"
    dialog = window.open_note(0)
    assert dialog is not None and dialog.windowTitle() == "Note" and dialog.on.currentText() == "the game as a whole"
    dialog.reject()
