"""'Datenbank prüfen': the check, a backup, and restoring one — through the app's dialog."""

from __future__ import annotations

from typing import Any

from referee.got import events as ev

from .helpers import new_got_game


def test_check_backup_and_restore(window: Any, qtbot: Any) -> None:
    game_id = new_got_game(window)
    dialog = window.check_database()
    assert "in Ordnung" in dialog.report.text() and "1 Partien" in dialog.report.text()
    dialog.backup_now()
    assert dialog.list.count() == 1
    window.open_game(game_id)
    window.session.add(ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    assert len(window.session) == 2
    window.show_start()
    dialog.list.setCurrentRow(0)
    assert dialog.restore_selected(confirm=False)
    assert window.service.open(game_id).entries == 1  # the game as it was at the backup
    assert dialog.list.count() == 2  # the replaced file was kept as a backup too
    shown = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert "durch Zurückholen ersetzt" in shown[0] and "von Hand, zuletzt zurückgeholt" in shown[1]
    dialog.reject()


def test_a_game_the_restored_backup_does_not_hold_is_closed_with_words(window: Any, qtbot: Any) -> None:
    """Another program restores a backup from before the open game was made: the window's next look at the store
    says so and shows the start page (no entry goes anywhere)."""
    from pathlib import Path

    from rulesdb.journal import backup as files
    from ui.service import database

    db = Path(database.path_of(window.service))
    new_got_game(window)
    backup = files.backup_file(db)
    later = new_got_game(window)
    assert window.session.id == later
    files.restore(db, backup)  # as `schriftfuehrer db restore` does in its own process
    window.follow_store()
    assert window.session is None and window.stack.currentWidget() is window.start
    assert f"Partie {later} gibt es in den gespeicherten Partien nicht mehr" in window.status_refusal.plain_text()
