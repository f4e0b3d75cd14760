"""Main window: language switch at run time, settings and window state, rules panel, shortcuts."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from tests.hang import HANG_MS
from ui import i18n, shortcuts
from ui.main_window import MainWindow
from ui.panels.rules import RulesPanel
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service import GameService
from ui.settings import SETTINGS, Settings

from .helpers import move, name_land, new_got_game


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


def test_a_window_size_is_reused_only_on_a_screen_it_fits(qtbot: Any, store: Any, settings: Settings,
                                                          rules_book: Any) -> None:
    """Issue 35, item 6: a size saved in a scale-2 session (or on a larger screen) was reused at 1280×800; the size
    is saved with the screen's logical size and scale, and reused only at the same scale where it fits."""
    w = MainWindow(GameService(store=store), settings, rules_book=rules_book)
    qtbot.addWidget(w)
    w.show()
    default = (w.width(), w.height())
    w.resize(700, 500)
    w.close()
    room = w.screen().availableGeometry()
    scale = f"{w.screen().devicePixelRatio():g}"
    assert settings.text("window/screen").endswith(f" on {room.width()}x{room.height()}@{scale}")

    def reopened() -> tuple[int, int]:
        again = MainWindow(GameService(store=store), settings, rules_book=rules_book)
        qtbot.addWidget(again)
        again.show()
        size = (again.width(), again.height())
        again.hide()
        return size

    assert reopened() == (700, 500)
    for other in (f"700x500 on 1920x1080@{float(scale) * 2:g}",  # another scale
                  f"{room.width() + 300}x{room.height() + 200} on 4000x3000@{scale}",  # a larger screen's window
                  ""):  # saved before the screen was kept with it
        settings.set("window/screen", other)
        assert reopened() == default, other


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
    qtbot.waitUntil(lambda: panel.hits.rowCount() > 0, timeout=HANG_MS)  # a cold worker on a loaded machine
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
    assert not panel.interpretations_view.toPlainText()  # built when its tab is first shown, not at the start
    panel.tabs.setCurrentIndex(2)
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


def test_run_app_shows_the_main_window_and_returns(tmp_path: Any) -> None:
    """In a fresh process (the application's own event loop runs and quits: in this test process it would
    leave later tests' timers to a finished application)."""
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data"), "QT_QPA_PLATFORM": "offscreen"}
    url = f"sqlite:///{tmp_path / 'app.sqlite'}"
    code = ("import sys; from ui.cli.main import main; "
            f"sys.exit(main(['--db', {url!r}, '--lang', 'en', 'app', '--quit-after-show']))")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=HANG_MS // 1000)
    assert done.returncode == 0 and done.stdout.startswith("shown "), done.stderr
    assert done.stdout.split()[-1] == "en"  # ``schriftfuehrer --lang en app``: the app (and its display) in English
    ini = next((home / "config").rglob("*.conf"))
    assert "geometry" in ini.read_text()  # the window state was kept


def test_every_shortcut_works_from_the_entry_line_with_text_in_it(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    """Ctrl+Z undoes the game, Ctrl+Y and Ctrl+Shift+Z redo it, Ctrl+E and every entry key open their entry —
    with the cursor in the entry line and text typed there (the line gives the window's keys way)."""
    new_got_game(window)
    name_land(window, "Brush", "Busch am Fluss")
    entries = len(window.session)
    window.activateWindow()
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is window, timeout=HANG_MS)
    window.quick.show()
    line = window.quick.line

    def press(keys: str) -> None:
        line.setFocus()
        line.setText("R2 B1")
        seq = QtGui.QKeySequence(keys)[0]
        qtbot.keyClick(line, seq.key(), seq.keyboardModifiers())

    press("Ctrl+Z")
    assert len(window.session) == entries - 1 and line.text() == "R2 B1"  # the game's undo, not the typing's
    press("Ctrl+Y")
    assert len(window.session) == entries
    press("Ctrl+Z")
    press("Ctrl+Shift+Z")
    assert len(window.session) == entries
    opened: list[str] = []
    monkeypatch.setattr(window, "open_entry", opened.append)
    for key in window.entry_acts:
        if shortcuts.entry(key):
            press(shortcuts.entry(key))
    assert opened == [k for k in window.entry_acts if shortcuts.entry(k)] and "end_turn" in opened


def test_every_literal_the_app_translates_has_its_english() -> None:
    """Each ``tr("…")`` of the app with a literal text finds an English translation in one of the ``.ts`` files
    (a new user's trial found 141 texts added without one: "Land benennen …", "Eintrag:", Castle Rampage's draw pile)."""
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    here = Path(i18n.__file__).parent
    translated = {m.findtext("source") for ts in here.glob("*_en.ts") for m in ET.parse(ts).iter("message")
                  if m.findtext("translation") and m.find("translation").get("type") != "unfinished"}  # type: ignore[union-attr]
    call = re.compile(r"""\btr\(\s*(?:"[A-Za-z_]+",\s*)?"((?:[^"\\\n]|\\.)*)"\s*\)""")
    found = {(str(f.relative_to(here.parent)), text) for f in here.parent.rglob("*.py")
             for text in call.findall(f.read_text(encoding="utf-8"))}
    assert len(found) > 500 and ("games/got/page.py", "Land benennen …") in found
    assert sorted(x for x in found if x[1] not in translated) == []
