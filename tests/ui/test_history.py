"""The history dock: round headers, what each entry changed, a filter, and a past table shown read-only."""

from __future__ import annotations

from typing import Any

from referee.got.events import Side
from referee.got.settle import Outcome
from ui.models.history import SEQ_ROLE, HistoryFilter, HistoryModel
from ui.qt import QtCore
from ui.service.session import HistoryItem

from .helpers import battle, battle_ready, got_game_at

D = Side.DEFENDER


def lines(window: Any) -> list[str]:
    view = window.history_filter
    return [str(view.data(view.index(r, 0))) for r in range(view.rowCount())]


def click(window: Any, qtbot: Any, seq: int) -> None:
    index = window.history_filter.mapFromSource(window.history.index(window.history.row_of(seq)))
    window.history_view.scrollTo(index)
    qtbot.mouseClick(window.history_view.viewport(), QtCore.Qt.MouseButton.LeftButton,
                     pos=window.history_view.visualRect(index).center())


def played(window: Any) -> Any:
    got_game_at(window, battle_ready)
    d = battle(window, "Grün 2", "Rot 2", Outcome.NEGOTIATED, D, "Gargoyle")
    d.commit()
    assert not d.isVisible(), d.refusal.text()
    return window.session


def test_round_headers_and_results_in_the_line(window: Any) -> None:
    s = played(window)
    shown = lines(window)
    assert shown[0] == "1. Spielbeginn: Anna, Ben, Cleo" and "Runde 1" not in shown
    assert [x for x in shown if x.startswith("Runde ")] == [f"Runde {r}" for r in range(2, 12)]
    assert window.history.entry_count() == len(s) == window.history.rowCount() - 10
    header = window.history.index(shown.index("Runde 2"))
    assert not window.history.flags(header) & QtCore.Qt.ItemFlag.ItemIsSelectable
    assert window.history.entry_text(len(s)).endswith("Grün 2 ⚔ Rot 2: Verhandlung — Anna +24 KP, +20 LS; Ben +10 LS")
    items = s.history("de")
    assert items[-1].round == 11 and items[-1].result == "Anna +24 KP, +20 LS; Ben +10 LS" and items[1].result == ""


def test_filter_keeps_matching_lines_and_their_round_headers(window: Any) -> None:
    played(window)
    window.history_search.setText("anna +24")
    assert lines(window) == ["Runde 11", window.history.entry_text(len(window.session))]
    window.history_search.setText("Grün 2 →")
    assert all(x.startswith("Runde") or "Grün 2 →" in x for x in lines(window)) and len(lines(window)) >= 2
    window.history_search.clear()
    assert window.history_filter.rowCount() == window.history.rowCount()


def test_clicking_an_entry_shows_the_earlier_table_read_only(window: Any, qtbot: Any) -> None:
    s = played(window)
    n, indicator = len(s), window.page.table.indicator
    assert "Runde 11" in indicator.text() and not window.banner.isVisible()
    click(window, qtbot, 2)
    assert window.viewing == 2 and window.banner.isVisible()
    assert window.banner.text() == "Stand nach Eintrag 2 (nur ansehen) — Esc zurück"
    assert "Runde 1" in indicator.text() and "Runde 11" not in indicator.text()
    assert not any(act.isEnabled() for act in window.entry_acts.values())
    assert not window.acts["undo"].isEnabled() and not window.acts["json"].isEnabled()
    assert window.open_entry("move") is None and window.open_entry("json") is None
    window.undo()
    assert len(window.session) == n
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Escape)
    assert window.viewing is None and not window.banner.isVisible() and "Runde 11" in indicator.text()
    assert all(act.isEnabled() for act in window.entry_acts.values()) and window.acts["undo"].isEnabled()
    click(window, qtbot, 5)
    assert window.viewing == 5
    click(window, qtbot, n)  # the last entry: the present
    assert window.viewing is None and not window.banner.isVisible()


def test_model(qtmodeltester: Any) -> None:
    model = HistoryModel()
    qtmodeltester.check(model)
    model.set_items([HistoryItem(1, "setup", "Start", True, 1), HistoryItem(2, "move", "Rot → B", True, 1),
                     HistoryItem(3, "battle", "Rot ⚔ Blau", True, 2, "Anna +24 KP"),
                     HistoryItem(4, "move", "Blau → C", False)])
    qtmodeltester.check(model)
    assert [model.data(model.index(r)) for r in range(model.rowCount())] == [
        "1. Start", "2. Rot → B", "Runde 2", "3. Rot ⚔ Blau — Anna +24 KP", "↷ Blau → C"]
    assert model.data(model.index(2), SEQ_ROLE) is None and model.row_of(3) == 3
    proxy = HistoryFilter()
    proxy.setSourceModel(model)
    proxy.setFilterFixedString("anna")
    qtmodeltester.check(proxy)
    assert proxy.rowCount() == 2


def test_the_model_appends_an_entry_and_matches_a_model_filled_afresh(qtmodeltester: Any) -> None:
    """An entry made inserts its rows at the end (no reset, no row before it touched); a note on an earlier entry, an
    undo and a redo change only the rows from there on; after each the rows are those of a model filled afresh."""
    def item(seq: int, rnd: int, notes: tuple[str, ...] = (), active: bool = True) -> HistoryItem:
        return HistoryItem(seq, "move", f"Zug {seq}", active, rnd if active else None, notes=notes)

    def rows(m: HistoryModel) -> list[object]:
        return [m.data(m.index(r)) for r in range(m.rowCount())]

    model = HistoryModel()
    qtmodeltester.check(model)
    events: list[tuple[str, int, int]] = []
    model.rowsInserted.connect(lambda _p, first, last: events.append(("insert", first, last)))
    model.rowsRemoved.connect(lambda _p, first, last: events.append(("remove", first, last)))
    model.modelReset.connect(lambda: events.append(("reset", 0, 0)))
    items = [item(n, 1 + n // 4) for n in range(1, 2001)]
    model.set_items(items)
    qtmodeltester.check(model)
    noted = [*items[:10], item(11, 3, ("vertagt",)), *items[11:]]
    steps = [[*items, item(2001, 501)],  # an entry: one header and one line appended
             [*items, item(2001, 501, ("Anna verspricht",))],  # a note on it: its line under it
             [*noted, item(2001, 501, ("Anna verspricht",))],  # a note on an earlier entry
             [*noted, item(2001, 501, active=False)]]  # undone
    for shown in steps:
        events.clear()
        kept = rows(model)
        model.set_items(shown)
        fresh = HistoryModel()
        fresh.set_items(shown)
        assert rows(model) == rows(fresh)
        assert ("reset", 0, 0) not in events
        first = min(e[1] for e in events) if events else len(kept)
        assert rows(model)[:first] == kept[:first]  # nothing before the first change was touched
    assert events and all(e[1] >= model.rowCount() - 1 for e in events)  # the undo: only the last rows
    assert rows(model)[12:14] == ["11. Zug 11", "    ✎ vertagt"]
    assert model.index(13).data(SEQ_ROLE) == 11  # a note's line stands for its entry
    qtmodeltester.check(model)
