"""The players' display window (issue 26): Ansicht → Spieleranzeige follows the scribe's game live, read-only,
and shows no hidden figure; the web page's dialog shows a link and a QR code."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest

from referee.got.catalog import catalog
from tests.hang import HANG_MS

from .helpers import name_land, new_got_game

FIGURES = sorted((n for n in catalog().figures if n != "Titan"), key=len, reverse=True)


def figures_in(text: str) -> set[str]:
    found = set()
    for name in FIGURES:
        if name in text:
            found.add(name)
            text = text.replace(name, "")
    return found


def test_the_display_follows_an_entry_at_once_and_hides_the_armies(qtbot: Any, window: Any) -> None:
    new_got_game(window)
    window.display_hook.show_act.trigger()  # Ansicht → Spieleranzeige (F11)
    display = window.display_hook.display
    qtbot.waitUntil(lambda: "Anna" in display.text(), timeout=HANG_MS)
    assert display.browser.isReadOnly() and "Runde 1" in display.text()
    assert figures_in(display.text()) == set()
    name_land(window, "Brush", "Heide 7")  # an entry through the app's one commit path …
    window.session.add({"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:Heide 7", "distance": 3}})
    assert "Heide 7" in display.text()  # … shows at once (the commit path calls the display; nothing polls)
    assert figures_in(display.text()) == set()
    window.set_language("en")  # Ansicht → English: the table's display follows the app's language
    qtbot.waitUntil(lambda: "Round 1" in display.text(), timeout=HANG_MS)
    assert "Runde" not in display.text() and "Players' display" in display.windowTitle()
    window.display_hook.show_act.trigger()  # F11 again: full screen
    assert display.isFullScreen()


def test_the_web_page_dialog_serves_the_game_with_a_link_and_qr_code(qtbot: Any, window: Any) -> None:
    """Served on every address, the link names the machine's address on the network (never 0.0.0.0 or 127.0.0.1) and
    the display window shows its QR code too; "Neuer Link" locks the old link out. Bound to 127.0.0.1 the dialog
    says that phones cannot reach it."""
    from ui.service.lan import lan_addresses

    new_got_game(window)
    window.display_hook.retranslate()
    display = window.display_hook.show_display()
    dialog = window.display_hook.serve()
    assert dialog.where.text() == "0.0.0.0:8765"
    dialog.where.setText("0.0.0.0:0")
    dialog.start()
    try:
        assert dialog.server is not None and dialog.qr.url == dialog.server.url and dialog.qr.rows
        url = dialog.server.url
        assert url in dialog.link.text() and "0.0.0.0" not in url
        if lan_addresses():  # a machine on a network: the phones' link, also on the display
            assert "127.0.0.1" not in url and display.link == url and display.qr.isVisibleTo(display)
        with urllib.request.urlopen(url + "state.json", timeout=HANG_MS // 1000) as answer:
            data = json.loads(answer.read())
        assert data["game"] == "got" and all(a["figures"] == [] for a in data["view"]["armies"])
        dialog.renew_button.click()
        assert dialog.server.url != url and dialog.server.url in dialog.link.text()
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(url + "state.json", timeout=HANG_MS // 1000)
        assert refused.value.code == 403
    finally:
        dialog.stop()
    assert dialog.server is None and dialog.link.text() == "" and display.link is None
    dialog.where.setText("127.0.0.1:0")
    dialog.start()
    try:
        assert dialog.server is not None and "127.0.0.1" in dialog.server.url and "Nur auf diesem Rechner" in dialog.error.text()
    finally:
        dialog.stop()
        dialog.reject()  # closed: no dialog stays open over the next test's window


def test_the_dices_luck_in_detail_on_request(qtbot: Any, window: Any) -> None:
    from pathlib import Path

    export = next((Path(__file__).resolve().parents[1] / "compat").glob("*/1-got-drei-titanen-kampf-runde-fur-runde.json"))
    game = window.service.import_game(data=export.read_text(encoding="utf-8"))
    window.open_game(game.id)
    display = window.display_hook.show_display()
    qtbot.waitUntil(lambda: "Würfelglück" in display.text(), timeout=HANG_MS)
    assert ", Runde " not in display.text()
    display.toggle_detail()  # D
    assert "Runde 1: keine Würfel erfasst" in display.text()  # stored before throws were fields: said, not dropped


def test_a_planted_spy_shows_as_a_face_down_card_in_the_window(qtbot: Any, window: Any) -> None:
    """Castle Rampage (issue 34): a Spion planted under Beatrix's gate, her other gate cards thrown off — the window
    shows one face-down card, never which of Spion and Saboteur it is ("anhang.spion")."""
    from referee.rampage.events import Draw, EndTurn, Plant, RampageSetup, Topple

    game = window.service.new_game(game="rampage", setup=RampageSetup(players=("Anton", "Beatrix")))
    for e in (Draw(player="Anton"), Plant(player="Anton", card="Spion"), Topple(player="Anton", card="Drache"),
              Topple(player="Anton", card="Erdbeben"), EndTurn(player="Anton"), Draw(player="Beatrix"),
              EndTurn(player="Beatrix"), Draw(player="Anton"), Topple(player="Anton", card="Drache"),
              Topple(player="Anton", card="Erdbeben")):
        game.add(e)
    window.open_game(game.id)
    display = window.display_hook.show_display()
    qtbot.waitUntil(lambda: "verdeckte Karte" in display.text(), timeout=HANG_MS)
    pages = []  # the display may turn pages: every one of them
    for _ in range(display.fitted.pages if display.fitted is not None else 1):
        pages.append(display.text())
        display.next_page()
    text = "\n".join(pages)
    assert "1 verdeckte Karte" in text and "Spion" not in text and "Saboteur" not in text




def test_the_app_serves_the_game_again_after_a_restart_with_the_same_link(qtbot: Any, window: Any, settings: Any,
                                                                          rules_book: Any) -> None:
    """The scribe served the game and closed the app (the server ends with it); the app started again opens the game
    and serves it where it was, with the same token: every phone's link works again without a new scan."""
    from ui.main_window import MainWindow

    game_id = new_got_game(window)
    dialog = window.display_hook.serve()
    dialog.where.setText("127.0.0.1:0")
    dialog.start()
    server = window.display_hook.server
    assert server is not None and settings.text("display/serve") == f"{game_id} 127.0.0.1:{server.port}"
    url = server.url
    server.close()  # the app ends
    again = MainWindow(window.service, settings, rules_book=rules_book)
    qtbot.addWidget(again)
    again.open_game(game_id)
    served = again.display_hook.serve_again()
    try:
        assert served is not None and served.url == url
        with urllib.request.urlopen(url + "state.json", timeout=HANG_MS // 1000) as answer:
            assert json.loads(answer.read())["game"] == "got"
        assert again.display_hook.serve_again() is None  # once per game opened
    finally:
        dialog.reject()
        stopping = again.display_hook.serve()
        assert stopping is not None
        stopping.stop()  # stopped by the scribe: not served at the next start
        stopping.reject()
    assert settings.text("display/serve") == ""
