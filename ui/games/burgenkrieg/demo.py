"""A short Burgenkrieg game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.burgenkrieg.demo OUT.png`` plays it in a fresh store and saves a grab of the window.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def _ok(d: Any) -> None:
    d.commit()
    if d.result() != 1:
        raise RuntimeError(d.refusal.plain_text())


def _entry(window: Any, key: str, **choices: Any) -> Any:
    d = window.open_entry(key)
    for name, value in choices.items():
        box = getattr(d, name)
        box.setCurrentIndex(box.findData(value))
    return d


def _enter(window: Any, controller: str, zone: str, name: str, power: int, toughness: int, haste: bool = False) -> None:
    d = _entry(window, "enters", controller=controller, zone=zone)
    d.name.setText(name)
    d.power.setValue(power)
    d.toughness.setValue(toughness)
    d.haste.setChecked(haste)
    _ok(d)


def play_demo(window: Any) -> None:
    """Anna breaks through B's outer wall; Ben assassinates the intruder."""
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("burgenkrieg"))
    _ok(d)
    _ok(_entry(window, "turn", player="Anna"))
    _enter(window, "Anna", "A.aussen", "Riese", 7, 7, haste=True)
    _enter(window, "Anna", "A.aussen", "Ork", 3, 2, haste=True)
    _enter(window, "Anna", "A.innen", "Wolf", 2, 2)
    _enter(window, "Ben", "B.aussen", "Wache", 1, 3)
    _enter(window, "Ben", "B.aussen", "Drache", 9, 9)
    _enter(window, "Ben", "B.aussen", "Ritter", 6, 2)
    _enter(window, "Ben", "B.innen", "Bogenschütze", 2, 1)
    _ok(_entry(window, "phase", phase="haupt"))
    _ok(_entry(window, "phase", phase="kampf"))
    c = window.open_entry("combat")
    c.strikes[0].attacker.setCurrentIndex(c.strikes[0].attacker.findData("Ork"))
    riese = c.add_strike()
    riese.attacker.setCurrentIndex(riese.attacker.findData("Riese"))
    riese.blockers.check("Wache")
    riese.trample.setChecked(True)
    for key, value in (("to_blockers", 3), ("to_wall", 2), ("to_trigger", 2)):
        riese.spins[key].setValue(value)
    riese.enter.setChecked(True)
    _ok(c)
    _ok(_entry(window, "turn", player="Ben"))
    a = window.open_entry("assassinate")
    _ok(a)


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-burgenkrieg.png"), play_demo, docks=(230, 250))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
