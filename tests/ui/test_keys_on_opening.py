"""Where the keys are when a game opens, and the quick line's answer at 1024×600 (issue 25, a new user's trial
under a real X display): the game opens with the keys in the quick line however it is opened (double-click,
Enter on the row, the start page's menu); Return on the start page opens the chosen game wherever the keys are
on the page; the answer beside the line has a stable place below it, two lines high, a long one shortened with
the whole text as its tooltip — the table never moves while the scribe types."""

from __future__ import annotations

from typing import Any

import pytest

from tests.hang import HANG_MS
from tests.ui.test_start_page import SETUP, row_of
from ui.qt import QtCore, QtWidgets


def two_games(window: Any) -> tuple[int, int]:
    first = window.service.new_game(game="got", setup=SETUP, title="Erste")
    second = window.service.new_game(game="got", setup=SETUP, title="Zweite")
    window.show_start()
    return first.id, second.id


def keys_in_the_line(window: Any, qtbot: Any) -> None:
    """The game is open and the keys go to its quick line: a letter typed at the window's focus lands there."""
    qtbot.waitUntil(lambda: window.session is not None, timeout=HANG_MS)
    QtWidgets.QApplication.processEvents()
    QtWidgets.QApplication.processEvents()
    line = window.quick.line
    assert window.focusWidget() is line, window.focusWidget()
    qtbot.keyClicks(window.focusWidget(), "e")
    qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)  # the answer comes off the UI thread
    assert line.text() == "e" and window.quick.meaning.text()  # read as one types


def test_a_double_click_on_a_row_opens_the_game_with_the_keys_in_the_line(window: Any, qtbot: Any) -> None:
    _, second = two_games(window)
    view = window.start.all_view
    rect = view.visualRect(view.model().index(row_of(window.start.games, second), 1))
    qtbot.mouseClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=rect.center())
    keys_in_the_line(window, qtbot)
    assert window.session.id == second


def test_the_start_pages_menu_opens_the_game_with_the_keys_in_the_line(window: Any, qtbot: Any) -> None:
    first, _ = two_games(window)
    window.start.select(row_of(window.start.games, first))
    window.start.buttons["open"].setFocus()  # a click on "Öffnen" leaves the keys on the button, then hides it
    menu = window.start.context_menu(False)
    next(a for a in menu.actions() if a.objectName() == "open").trigger()
    keys_in_the_line(window, qtbot)
    assert window.session.id == first


@pytest.mark.parametrize("where", ["list", "button"])
def test_return_opens_the_chosen_game_wherever_the_keys_are_on_the_start_page(window: Any, qtbot: Any,
                                                                              where: str) -> None:
    first, _ = two_games(window)
    assert window.focusWidget() in (window.start.all_view, window.start.recent_view)  # the start page: the list
    opened: list[int] = []
    window.start.open_requested.connect(opened.append)
    window.start.all_view.selectionModel().select(  # chosen without making it the list's current row
        window.start.games.index(row_of(window.start.games, first), 0),
        QtCore.QItemSelectionModel.SelectionFlag.Select | QtCore.QItemSelectionModel.SelectionFlag.Rows)
    target = window.start.all_view if where == "list" else window.start.buttons["new"]
    target.setFocus()
    qtbot.keyClick(target, QtCore.Qt.Key.Key_Return)
    assert opened == [first]  # once
    keys_in_the_line(window, qtbot)
    assert window.session.id == first


def test_the_answer_stands_below_the_line_two_lines_high_and_the_table_does_not_move(window: Any, qtbot: Any) -> None:
    from tests.ui.helpers import new_got_game

    window.resize(1024, 600)
    new_got_game(window)
    quick, line = window.quick, window.quick.line
    QtWidgets.QApplication.processEvents()
    top, height = window.stack.geometry().top(), quick.height()
    assert line.width() > quick.width() * 0.6  # the line has the row's width, the answer is below it
    assert quick.answer.geometry().top() >= line.geometry().bottom()
    for text in ("R1", "R2 B 3", "R2 Q" + "q" * 120 + " 3", "x" * 300, ""):  # short, long, refused, nothing
        line.clear()
        qtbot.keyClicks(line, text)
        qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)  # the answer comes off the UI thread
        qtbot.keyClick(line, QtCore.Qt.Key.Key_Return) if text.startswith("x") else None
        QtWidgets.QApplication.processEvents()
        assert (window.stack.geometry().top(), quick.height()) == (top, height), text
        for label in (quick.meaning, quick.refusal):  # at most two lines of text in the room it has
            if label.isVisible() and label.text():
                assert label.heightForWidth(label.width()) <= quick.answer.height() + 2, (text, label.text())
    line.clear()
    qtbot.keyClicks(line, "R2 Q" + "q" * 120 + " 3")
    qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)  # the answer comes off the UI thread
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)  # refused: shortened, the whole refusal as the tooltip
    assert quick.refusal.isVisible() and "…" in quick.refusal.text()
    assert "q" * 120 in quick.refusal.toolTip() and "q" * 120 in quick.refusal.plain_text()


def test_return_opens_the_game_the_keys_stand_on_when_none_is_selected(window: Any, qtbot: Any) -> None:
    _, second = two_games(window)
    view = window.start.all_view
    view.setFocus()
    view.selectionModel().setCurrentIndex(window.start.games.index(row_of(window.start.games, second), 0),
                                          QtCore.QItemSelectionModel.SelectionFlag.NoUpdate)
    assert window.start.selected() is None
    qtbot.keyClick(view, QtCore.Qt.Key.Key_Return)
    keys_in_the_line(window, qtbot)
    assert window.session.id == second
