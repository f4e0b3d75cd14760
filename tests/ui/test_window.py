"""Main window: language switch at run time, settings and window state, rules panel, shortcuts."""

from __future__ import annotations

from typing import Any

from ui import i18n
from ui.main_window import MainWindow
from ui.panels.rules import RulesPanel
from ui.qt import QtCore, QtWidgets
from ui.service import GameService
from ui.settings import SETTINGS, Settings

from .helpers import move, new_got_game


def test_english_at_run_time_and_back(window: Any, settings: Settings) -> None:
    new_got_game(window)
    assert window.menus["game"].title() == "&Partie" and window.entry_acts["end_turn"].text() == "Zugende"
    window.set_language("en")
    assert i18n.current() == "en" and settings.get("ui/language") == "en"
    assert window.menus["game"].title() == "&Game" and window.entry_acts["end_turn"].text() == "End turn"
    assert window.page.table.indicator.text().startswith("Round 1 · Mover: Anna")
    assert window.page.table.players.headerData(1, QtCore.Qt.Orientation.Vertical) == "Points"
    assert window.history.data(window.history.index(0)) == "1. Game set up: Anna, Ben, Cleo"
    refused = move(window, "Rot 1", "Brush", "B1", 7)  # the referee answers in English too
    assert refused.windowTitle() == "Enter a move" and "8.4" in refused.refusal.sections
    assert "lands" in refused.refusal.text() or "move" in refused.refusal.text()
    cancel = refused.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Cancel).text()
    refused.reject()
    window.set_language("de")
    german = window.open_entry("move")
    assert cancel.replace("&", "") == "Cancel"
    assert german.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Abbrechen"
    german.reject()
    assert window.menus["game"].title() == "&Partie" and window.page.table.indicator.text().startswith("Runde 1")


def test_every_user_string_has_an_english_translation() -> None:
    import xml.etree.ElementTree as ET

    ts = ET.parse(i18n.qm_path("en").with_suffix(".ts"))
    messages = list(ts.iter("message"))
    assert len(messages) > 150
    unfinished = [m.find("source").text for m in messages  # type: ignore[union-attr]
                  if m.find("translation").get("type") == "unfinished" or not m.find("translation").text]  # type: ignore[union-attr]
    assert unfinished == []
    assert i18n.qm_path("en").stat().st_size > 1000


def test_settings_are_declared_once_and_typed(settings: Settings) -> None:
    assert settings.get("odds/samples") == SETTINGS["odds/samples"].default
    settings.set("odds/samples", 5000)
    assert settings.get("odds/samples") == 5000
    import pytest

    with pytest.raises(TypeError):
        settings.set("odds/samples", "many")
    for gid in (3, 5, 3):
        settings.add_recent(gid)
    assert settings.recent() == [3, 5] and settings.get("ui/last_game") == 3


def test_window_state_is_restored(qtbot: Any, store: Any, settings: Settings, rules_book: Any) -> None:
    w = MainWindow(GameService(store=store), settings, rules_book=rules_book)
    qtbot.addWidget(w)
    w.show()
    w.resize(720, 520)
    w.docks["odds"].hide()
    w.close()
    again = MainWindow(GameService(store=store), settings, rules_book=rules_book)
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (720, 520)
    assert again.docks["odds"].isHidden()


def test_start_page_opens_a_game_by_keyboard(window: Any, qtbot: Any) -> None:
    game_id = new_got_game(window)
    window.show_start()
    assert window.stack.currentWidget() is window.start
    assert window.session is None and not window.acts["undo"].isEnabled() and not window.entry_acts
    window.start.select(0)
    qtbot.keyClick(window.start.all_view, QtCore.Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.page and window.game == "got" and window.game_id == game_id


def test_rules_panel_search_as_you_type_links_and_history(qtbot: Any, rules_book: Any) -> None:
    panel = RulesPanel(rules_book)
    qtbot.addWidget(panel)
    qtbot.keyClicks(panel.query, "rekrutieren")
    qtbot.waitUntil(lambda: panel.hits.rowCount() > 0, timeout=20_000)  # a cold worker on a loaded machine
    first = panel.hits.hits[0]
    panel.results.clicked.emit(panel.hits.index(0))
    assert panel.current == (first.game, first.section) and first.title in panel.reader.toPlainText()
    entry = rules_book.section("got", "22.1")
    assert entry is not None and entry.refs
    panel.show_section("got", "22.1")
    panel.reader.anchorClicked.emit(QtCore.QUrl(f"section:got/{entry.refs[0]}"))
    assert panel.current == ("got", entry.refs[0])
    panel.back()
    assert panel.current == ("got", "22.1") and panel.forward_button.isEnabled()
    panel.forward()
    assert panel.current == ("got", entry.refs[0]) and not panel.forward_button.isEnabled()
    assert not panel.show_section("got", "99.99") and panel.current == ("got", entry.refs[0])
    panel.glossary_query.setText("Lebensstein")
    assert "Lebenssteine — gems" in panel.glossary_view.toPlainText() and "§ 20.2" in panel.glossary_view.toPlainText()
    panel.glossary_query.setText("xyzzy")
    assert panel.glossary_view.toPlainText() == "Kein Eintrag."
    assert "Abrechnung bei Aufgabe" in panel.interpretations_view.toPlainText()
    assert "got.concession_award" not in panel.interpretations_view.toPlainText()  # titles, no internal ids


def test_shortcuts_of_the_frequent_entries(window: Any) -> None:
    assert not window.entry_acts and not window.menus["entry"].menuAction().isVisible()  # no game open yet
    new_got_game(window)
    keys = {k: window.acts[k].shortcut().toString() for k in ("undo", "redo")}
    keys |= {k: window.entry_acts[k].shortcut().toString() for k in ("move", "battle", "recruit", "end_turn")}
    assert keys == {"undo": "Ctrl+Z", "redo": "Ctrl+Shift+Z", "move": "Ctrl+M", "battle": "Ctrl+B",
                    "recruit": "Ctrl+R", "end_turn": "Ctrl+E"}
    assert window.entry_acts["battle"].isEnabled()


def test_run_app_shows_the_main_window_and_returns(qtbot: Any, monkeypatch: Any, tmp_path: Any, capsys: Any) -> None:
    import ui.app

    monkeypatch.setattr(ui.app, "Settings", lambda: Settings(str(tmp_path / "app.ini")))
    assert ui.app.run_app(["--db", f"sqlite:///{tmp_path / 'app.sqlite'}", "--quit-after-show"]) == 0
    assert capsys.readouterr().out.startswith("shown ")
    assert Settings(str(tmp_path / "app.ini")).get("window/geometry")  # the window state was kept
    i18n.set_language("de")
