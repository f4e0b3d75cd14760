"""The app opens a stored game some of whose entries today's rules judge differently: a banner says how many
(with a link to the list), the history marks each such line (the verdict and its sections on hover and when
the line is selected), and the scribe goes on entering."""

from __future__ import annotations

from typing import Any

from rulesdb.journal import GameStore
from ui.models.history import SEQ_ROLE
from ui.qt import QtCore

from ..printouts.allgames import darklord_game


def open_old_game(window: Any, store: GameStore) -> Any:
    events = list(darklord_game().events)
    del events[1]  # as if an older version had let the table go on without naming the land
    game_id = store.create_game("got", title="Alte Partie", events=events)
    window.open_game(game_id)
    assert window.session is not None and window.session.id == game_id
    return window.session


def test_banner_marks_and_list(window: Any, store: GameStore, qtbot: Any) -> None:
    session = open_old_game(window, store)
    judged = session.judged_differently
    assert window.judged_banner.isVisible()
    assert window.judged_banner.text().startswith(f"⚠ {len(judged)} Einträge dieser Partie werden nach heutigen Regeln")
    marked = [r for r in range(window.history.rowCount())
              if str(window.history.index(r).data()).startswith("⚠ ")]
    assert [window.history.index(r).data(SEQ_ROLE) for r in marked] == [j.seq for j in judged]
    tip = window.history.index(marked[0]).data(QtCore.Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Nach heutigen Regeln anders beurteilt — nicht angewendet: ") and "§ 2.1" in tip

    dialog = window.show_judged()
    assert dialog.text.toPlainText().count("Eintrag ") >= len(judged)
    dialog.entry_clicked.emit(judged[-1].seq)  # a click on an entry shows the table after it
    assert window.viewing == judged[-1].seq
    assert "nach heutigen Regeln anders beurteilt" in window.banner.text()
    dialog.reject()
    window.back_to_present()

    before = len(session)
    window.undo()  # the scribe goes on: undo and redo of the last (agreed) entry
    window.redo()
    assert len(window.session) == before and window.judged_banner.isVisible()


def test_no_banner_for_a_game_today_agrees_with(window: Any, store: GameStore) -> None:
    game_id = store.create_game("got", title="Neue Partie", events=darklord_game().events)
    window.open_game(game_id)
    assert not window.judged_banner.isVisible()
    assert not any(str(window.history.index(r).data()).startswith("⚠") for r in range(window.history.rowCount()))


def test_an_internal_error_is_marked_as_such(window: Any, store: GameStore, monkeypatch: Any) -> None:
    """An entry a bug stopped (an exception that is no refusal) is marked apart from every ruling: its own mark, and
    'Interner Fehler' on hover and in the list."""
    from referee.got.engine import GotEngine

    events = darklord_game().events

    def bug(*_: object) -> object:
        raise ZeroDivisionError("a bug")

    monkeypatch.setitem(GotEngine._handlers, type(events[-1]), bug)
    window.open_game(store.create_game("got", title="Partie mit Fehler", events=events))
    rows = [r for r in range(window.history.rowCount()) if str(window.history.index(r).data()).startswith("✖ ")]
    assert [window.history.index(r).data(SEQ_ROLE) for r in rows] == [len(events)]
    tip = window.history.index(rows[0]).data(QtCore.Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Interner Fehler — nicht angewendet: Interner Fehler")
    dialog = window.show_judged()
    assert "Interner Fehler — nicht angewendet" in dialog.text.toPlainText()
    dialog.reject()
