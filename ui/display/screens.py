"""Which screen the players' display is on, remembered (issue 34): the screen is saved when the display first
opens and whenever it is moved to another, as its serial number, maker, model, geometry and name; a screen is
recognised again by its serial number, else by its geometry, else by maker, model and name — two screens of the
same name (two TVs of one make, "HDMI-1" on two machines) are told apart. An older setting (the name alone) is
still read.

>>> key = screen_key(ScreenFacts("HDMI-1", "SN123", "ACME", "TV 55", (1920, 0, 1920, 1080)))
>>> pick([ScreenFacts("HDMI-1", "SN999", "ACME", "TV 55", (0, 0, 1920, 1080)),
...       ScreenFacts("HDMI-1", "SN123", "ACME", "TV 55", (1920, 0, 1920, 1080))], key)
1
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence

from ui.qt import QtGui


@dataclasses.dataclass(frozen=True)
class ScreenFacts:
    """What a screen tells about itself: name, serial number, maker, model, geometry (x, y, width, height)."""

    name: str
    serial: str
    manufacturer: str
    model: str
    geometry: tuple[int, int, int, int]

    @classmethod
    def of(cls, screen: QtGui.QScreen) -> ScreenFacts:
        g = screen.geometry()
        return cls(screen.name(), screen.serialNumber(), screen.manufacturer(), screen.model(),
                   (g.x(), g.y(), g.width(), g.height()))


def screen_key(facts: ScreenFacts) -> str:
    """The setting that remembers a screen (JSON)."""
    return json.dumps(dataclasses.asdict(facts), ensure_ascii=False, sort_keys=True)


def _saved(text: str) -> ScreenFacts | None:
    try:
        data = json.loads(text)
        g = data["geometry"]
        return ScreenFacts(str(data["name"]), str(data["serial"]), str(data["manufacturer"]), str(data["model"]),
                           (int(g[0]), int(g[1]), int(g[2]), int(g[3])))
    except (ValueError, KeyError, TypeError, IndexError):
        return None


def pick(screens: Sequence[ScreenFacts], saved: str) -> int | None:
    """The index of the remembered screen among ``screens``, None when none is recognised for certain."""
    if not saved:
        return None
    facts = _saved(saved)
    if facts is None:  # an older setting: the name alone, where only one screen has it
        facts = ScreenFacts(saved, "", "", "", (0, 0, 0, 0))
    tests: list[Callable[[ScreenFacts], bool]] = []
    if facts.serial:
        tests.append(lambda s: s.serial == facts.serial)
    if facts.geometry[2:] != (0, 0):
        tests.append(lambda s: s.geometry == facts.geometry and s.name == facts.name)
        tests.append(lambda s: s.geometry == facts.geometry)
    tests.append(lambda s: (s.manufacturer, s.model, s.name) == (facts.manufacturer, facts.model, facts.name))
    tests.append(lambda s: s.name == facts.name)
    for test in tests:
        found = [i for i, s in enumerate(screens) if test(s)]
        if len(found) == 1:
            return found[0]
    return None


def remembered(saved: str) -> QtGui.QScreen | None:
    """The remembered screen among those connected now, or None."""
    screens = QtGui.QGuiApplication.screens()
    i = pick([ScreenFacts.of(s) for s in screens], saved)
    return screens[i] if i is not None else None
