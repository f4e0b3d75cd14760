"""The players' display's screen is remembered when the display first opens, and recognised by serial number or
geometry, not by name alone: two screens of the same name are told apart (issue 34)."""

from __future__ import annotations

import json
from typing import Any

from ui.display.screens import ScreenFacts, pick, screen_key

TV = ScreenFacts("HDMI-1", "", "Acme", "TV 55", (1920, 0, 1920, 1080))
BEAMER = ScreenFacts("HDMI-1", "", "Acme", "TV 55", (0, 0, 1280, 720))


def test_two_screens_of_one_name_are_told_apart_by_serial_and_by_geometry() -> None:
    tv, beamer = ScreenFacts("HDMI-1", "S-1", "Acme", "TV 55", TV.geometry), ScreenFacts("HDMI-1", "S-2", "Acme",
                                                                                         "TV 55", TV.geometry)
    assert pick([tv, beamer], screen_key(beamer)) == 1  # the same name, the same place: the serial decides
    assert pick([TV, BEAMER], screen_key(TV)) == 0 and pick([BEAMER, TV], screen_key(TV)) == 1  # no serial: where
    moved = ScreenFacts("HDMI-1", "S-2", "Acme", "TV 55", (0, 0, 1920, 1080))
    assert pick([tv, moved], screen_key(beamer)) == 1  # the serial wins over a changed place
    assert pick([BEAMER], screen_key(TV)) == 0  # not where it was, but the only one of its kind
    assert pick([TV, BEAMER], "HDMI-1") is None  # an older setting (the name alone) is not enough for two …
    assert pick([TV], "HDMI-1") == 0  # … and enough for one
    assert pick([TV, BEAMER], "") is None and pick([TV], "{not json") is None


def test_the_screen_is_saved_when_the_display_first_opens(qtbot: Any, settings: Any) -> None:
    from ui.display.window import SCREEN_KEY, DisplayWindow

    display = DisplayWindow(lambda: None, settings)
    qtbot.addWidget(display)
    assert settings.text(SCREEN_KEY) == ""
    display.place()  # no move by the user: the screen it opened on is saved at once
    saved = json.loads(settings.text(SCREEN_KEY))
    screen = display.screen()
    assert saved["name"] == screen.name() and saved["geometry"][2:] == [screen.geometry().width(),
                                                                        screen.geometry().height()]
