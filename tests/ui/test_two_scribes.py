"""Two scribes on one store (club server): the other's entry appears on reload; a stale entry is refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulesdb.journal import GameStore
from ui.qt import QtGui, QtWidgets

from .helpers import move, new_got_game


def test_second_scribe_sees_the_entry_on_reload(qtbot: Any, window: Any, tmp_path: Path, settings: Any,
                                               rules_book: Any) -> None:
    from ui.main_window import MainWindow
    from ui.service import GameService

    game_id = new_got_game(window)
    other_store = GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")  # the same file, another connection
    other = MainWindow(GameService(store=other_store), settings, rules_book=rules_book)
    qtbot.addWidget(other)
    other.open_game(game_id)
    other.follow.stop()  # B does not look by itself here: a stale screen and its conflict are what is tested
    other.commits.timer.stop()
    move(window, "Rot 2", "Brush", "B", 3)  # scribe A enters a move
    assert len(window.session) == 2 and len(other.session) == 1  # B's screen is stale
    assert other.acts["reload"].shortcut() == QtGui.QKeySequence("F5")
    other.acts["reload"].trigger()
    assert len(other.session) == 2 and other.history.rowCount() == 2
    # A enters again; B's next entry is refused as a conflict, B's screen reloads, nothing is lost
    move(window, "Rot 1", "Plains", "P", 4)
    other.open_entry("end_turn")
    assert "reload" in other.status_refusal.text().lower() or "neu laden" in other.status_refusal.text().lower()
    assert len(other.session) == 3 and other.history.rowCount() == 3
    assert [g.events for g in other_store.list_games()] == [3]
    other.open_entry("end_turn")  # now B's view is current: the entry goes through
    assert len(other_store.load(game_id).events) == 4
    other_store.close()


def test_reload_and_game_menu_are_translated(window: Any) -> None:
    window.set_language("en")
    assert window.acts["reload"].text() == "Reload" and window.menus["entry"].title() == "E&ntry"
    window.set_language("de")
    assert window.acts["reload"].text() == "Neu laden"


def test_an_open_game_follows_what_another_program_entered(qtbot: Any, window: Any, tmp_path: Path) -> None:
    """The command line (or a second scribe) enters; the open window shows it at its next look at the store (every
    few milliseconds: the commit is seen, not polled for), without F5, taking only the new entry onto the game it
    holds, and keeps what the scribe is typing — so the next Enter is not refused as a conflict first. While a
    dialog is open the entry waits (the dialog's entry is judged again on OK)."""
    from ui.service import GameService

    game_id = new_got_game(window)
    window.follow.stop()  # not the slow look (a replaced store): the commit itself is followed
    window.commits.timer.stop()  # looked at by hand below
    window.commits.look()
    assert not window.session.stale()  # its own entries are no change by another
    held = window.session.journal.state_after(1)
    window.quick.line.setText("R1 P 4")
    other_store = GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")  # the same file, as a command opens it
    other = GameService(store=other_store).open(game_id)
    other.note("vom Terminal")
    assert window.session.stale() and len(window.session) == 1
    window.commits.look()
    assert len(window.session) == 2 and window.session.journal.state_after(1) is held  # no replay
    assert window.history.entry_count() == 2 and window.quick.line.text() == "R1 P 4"
    assert not window.session.stale()
    other.undo()  # taken back over there: taken back here, and it can be redone here too
    window.commits.look()
    assert len(window.session) == 1 and window.session.can_redo and window.session.journal.state_after(1) is held
    dialog = QtWidgets.QDialog(window)  # an entry dialog, say
    dialog.open()
    assert QtWidgets.QApplication.activeModalWidget() is dialog
    other.redo()
    window.commits.look()
    assert len(window.session) == 1 and window.commits.due  # not under an open dialog
    dialog.reject()
    window.commits.look()
    assert len(window.session) == 2 and not window.commits.due
    other_store.close()
    assert not window.session.stale()
    other_store.close()
