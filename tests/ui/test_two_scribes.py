"""Two scribes on one store (club server): the other's entry appears on reload; a stale entry is refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulesdb.journal import GameStore
from ui.qt import QtGui

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
