"""The players' display fits the screen it is on, with nothing to scroll (issue 34): a TV (1920×1080, 1280×720), a
phone upright (390×844) and the scribe's laptop (1024×600), during a 6-against-7 battle of Gods of Titan recorded
round by round. The window is measured as Qt lays it out; the web page's layout rules are checked in its HTML."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.hang import HANG_MS
from ui.display.fit import BASE_PX, LEAST_SCALE
from ui.service import GameService
from ui.service.display import display_of
from ui.service.display_page import FIT_SCRIPT, STYLE, page_html

from .display_battle import build

SIZES = ((1920, 1080), (1280, 720), (390, 844), (1024, 600))
#: what the battle leads with: both armies' figures and the odds' sentences
BATTLE = ("Rot 3", "Blau Titan", "Troll 1", "Lion 2", "Minotaur", "gewinnt:", "Beide Armeen fallen:")
#: what must be shown on some page: every army of the players, the last battles
EVERYTHING = ("Rot Tower", "Blau Tower", "Gelb 1", "Gelb Tower", "Letzte Kämpfe", "Spieler")


@pytest.fixture(scope="module")
def battle(tmp_path_factory: pytest.TempPathFactory) -> Any:
    service = GameService(f"sqlite:///{tmp_path_factory.mktemp('fit') / 'games.sqlite'}")
    return build(service)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_window_fits_each_screen_and_the_battle_leads(qtbot: Any, battle: Any, size: tuple[int, int]) -> None:
    from ui.display.window import DisplayWindow
    from ui.qt import QtCore

    display = DisplayWindow(lambda: battle, None, odds_ms=50)
    qtbot.addWidget(display)
    display.resize(*size)
    display.show()
    # the odds shown and the fit made after the window's last resize (a loaded machine is slow: a hang bound)
    qtbot.waitUntil(lambda: display.settled() and "gewinnt:" in display.text(), timeout=HANG_MS)
    browser = display.browser
    off = QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert browser.verticalScrollBarPolicy() == off and browser.horizontalScrollBarPolicy() == off
    assert display.fitted is not None and display.fitted.scale >= LEAST_SCALE
    seen = ""
    for _ in range(display.fitted.pages):
        text = display.text()
        assert not display.overflows(), (size, display.page)  # nothing below or beside the visible area
        assert browser.verticalScrollBar().maximum() == 0 and browser.horizontalScrollBar().maximum() == 0
        # the battle leads, on every page: right under the top lines, before the players
        assert all(x in text for x in BATTLE), text
        assert text.index("Kampf: Rot 3 (Anna) gegen Blau Titan (Ben)") < text.index("Troll 1")
        assert "Spieler" not in text or text.index("gewinnt:") < text.index("Spieler")
        seen += text
        display.next_page()
    assert all(x in seen for x in EVERYTHING), seen
    if size[0] >= 1280:  # a TV: everything on one page, the type as large as a TV of that size allows
        assert display.fitted.pages == 1 and display.fitted.scale * BASE_PX >= size[1] / 52, display.fitted


def test_the_window_opens_no_larger_than_the_scribes_screen(qtbot: Any, window: Any) -> None:
    """A new user's trial on a 1024×600 laptop: the display opened 1024×700, its last rows below the screen."""
    display = window.display_hook.show_display()
    room = display.screen().availableGeometry().size()
    assert display.width() <= room.width() and display.height() <= room.height(), (display.size(), room)
    window.close()


def test_the_window_follows_while_the_battle_sheet_is_open(qtbot: Any, window: Any) -> None:
    """The display is a window of its own: the battle sheet (modal to the main window) neither blocks nor stops it,
    and it closes with the main window."""
    from .test_battle_sheet_marks import open_sheet

    sheet = open_sheet(window, qtbot)
    display = window.display_hook.show_display()
    assert display.parent() is None and sheet.isModal()
    assert display.windowHandle().transientParent() is None
    qtbot.waitUntil(lambda: "Rot 1" in display.text(), timeout=HANG_MS)
    window.session.add({"type": "got.battle_round", "data": {"round": 1, "beaten_defender": ["Gargoyle"]}})
    qtbot.waitUntil(lambda: "Gargoyle" in display.text(), timeout=HANG_MS)  # fought: shown while the sheet is open
    assert sheet.isVisible()
    window.close()
    assert not display.isVisible()


def test_the_page_is_one_screen_by_its_layout_rules(battle: Any) -> None:
    """The web page's layout, without a browser: the frame is the screen and never scrolls, the panels flow into
    columns, the battle leads, each player's panels carry the player's colour, the last entry is one line, the
    "not current" mark is keyed on ``body.stale``; the fit script is apart from the connection script."""
    page = page_html(display_of(battle, lang="de", odds_ms=50))
    rule = {m.group(1).strip(): m.group(2) for m in re.finditer(r"([^{}]+)\{([^}]*)\}", STYLE)}
    assert "overflow: hidden" in rule["html, body"] and "height: 100%" in rule["html, body"]
    assert "overflow: hidden" in rule["#fit"] and "min-height: 0" in rule["#fit"]
    # the element the live channel fills carries the body's column on: else the panels grow below the screen
    assert "display: flex" in rule["#display"] and "min-height: 0" in rule["#display"] and '<div id="display">' in page
    assert "column-width" in rule["#panels"] and "overflow: hidden" in rule["#panels"]
    assert "break-inside: avoid" in rule[".panel"]
    assert "white-space: nowrap" in rule["#sub"] and "text-overflow: ellipsis" in rule["#sub .last"]
    assert "display: none" in rule["#stale-mark"] and "display: block" in rule["body.stale #stale-mark"]
    body = page[page.index("<body"):]
    assert body.index('class="panel lead"') < body.index('id="panels"') < body.index(">Spieler<")
    assert body.index("Kampf: Rot 3 (Anna) gegen Blau Titan (Ben)") < body.index('id="panels"')
    for colour, player in (("#e0503f", "Anna"), ("#4f8ef0", "Ben"), ("#e8c22a", "Cleo")):
        assert f'style="--c: {colour}"><p class="h2">Armeen von {player}<' in body
    assert 'id="stale-mark"' in body and 'class="last">Zuletzt: Eintrag' in body
    scripts = re.findall(r"<script>(.*?)</script>", page, re.S)
    assert scripts[0] == FIT_SCRIPT and "fetch(" not in FIT_SCRIPT and "display-updated" in FIT_SCRIPT
