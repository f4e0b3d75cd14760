"""A short Burgenkrieg game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.burgenkrieg.demo OUT.png`` plays it in a fresh store and saves a grab of the window.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from ui.dialogs.base import EntryDialog
from ui.games.burgenkrieg import combat, permanents
from ui.games.burgenkrieg import dialogs as dlg
from ui.qt import QtWidgets

if TYPE_CHECKING:
    from ui.main_window import MainWindow

D = TypeVar("D", bound=QtWidgets.QDialog)


def _ok(d: EntryDialog) -> None:
    d.commit()
    if d.result() != 1:
        raise RuntimeError(d.refusal.plain_text())


def _entry(window: MainWindow, key: str, cls: type[D], **choices: str) -> D:
    """The entry's dialog with the combo boxes ``choices`` names set to the data given."""
    d = window.open_entry(key)
    if not isinstance(d, cls):
        raise RuntimeError(f"{key}: {type(d).__name__}")
    for name, value in choices.items():
        box = getattr(d, name)
        if not isinstance(box, QtWidgets.QComboBox):
            raise RuntimeError(name)
        box.setCurrentIndex(box.findData(value))
    return d


def _enter(window: MainWindow, controller: str, zone: str, name: str, power: int, toughness: int,
           haste: bool = False) -> None:
    d = _entry(window, "enters", dlg.EntersDialog, controller=controller, zone=zone)
    d.name.setText(name)
    d.power.setValue(power)
    d.toughness.setValue(toughness)
    d.haste.setChecked(haste)
    _ok(d)


def play_demo(window: MainWindow) -> None:
    """Anna breaks through B's outer wall, the Wache falls; Ben assassinates the intruder."""
    window.new_game()
    from ui.dialogs.new_game import NewGameDialog

    d = window.dialog
    if not isinstance(d, NewGameDialog):
        raise RuntimeError("no new-game dialog")
    d.game.setCurrentIndex(d.game.findData("burgenkrieg"))
    d.commit()
    if d.result() != 1:
        raise RuntimeError("the new game was refused")
    _ok(_entry(window, "turn", dlg.TurnDialog, player="Anna"))
    _enter(window, "Anna", "A.aussen", "Riese", 7, 7, haste=True)
    _enter(window, "Anna", "A.aussen", "Ork", 3, 2, haste=True)
    _enter(window, "Anna", "A.innen", "Wolf", 2, 2)
    land = _entry(window, "permanent", permanents.PermanentDialog, controller="Anna", kind="land")
    land.name.setText("Wald")
    land.place.setCurrentIndex(land.place.findData("zone:A.leibwache"))
    _ok(land)
    _enter(window, "Ben", "B.aussen", "Wache", 1, 3)
    _enter(window, "Ben", "B.aussen", "Drache", 9, 9)
    _enter(window, "Ben", "B.aussen", "Ritter", 6, 2)
    _enter(window, "Ben", "B.innen", "Bogenschütze", 2, 1)
    _ok(_entry(window, "phase", dlg.PhaseDialog, phase="haupt"))
    _ok(_entry(window, "phase", dlg.PhaseDialog, phase="kampf"))
    c = _entry(window, "combat", combat.CombatDialog)
    c.strikes[0].attacker.setCurrentIndex(c.strikes[0].attacker.findData("Ork"))
    riese = c.add_strike()
    riese.attacker.setCurrentIndex(riese.attacker.findData("Riese"))
    riese.blockers.check("Wache")
    riese.trample.setChecked(True)
    for key, value in (("to_blockers", 3), ("to_wall", 2), ("to_trigger", 2)):
        riese.spins[key].setValue(value)
    riese.enter.setChecked(True)
    _ok(c)  # the Wache takes lethal damage and leaves play (§ kampf)
    _ok(_entry(window, "turn", dlg.TurnDialog, player="Ben"))
    _ok(_entry(window, "assassinate", combat.AssassinateDialog))


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-burgenkrieg.png"), play_demo, docks=(230, 250))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
