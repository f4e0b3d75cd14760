"""A short Weiß Schwarz game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.weiss.demo OUT.png`` plays it in a fresh store and saves a grab of the window,
with the damage of Anna's first attack pending and its odds shown.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ui.dialogs.base import EntryDialog
from ui.dialogs.new_game import NewGameDialog
from ui.games.weiss.cards import CardPicker
from ui.qt import QtWidgets

if TYPE_CHECKING:
    from ui.main_window import MainWindow


def _ok(d: EntryDialog | NewGameDialog) -> None:
    d.commit()
    if d.result() != 1:
        raise RuntimeError(d.refusal.plain_text())


def _entry(window: MainWindow, key: str) -> EntryDialog:
    d = window.open_entry(key)
    if not isinstance(d, EntryDialog):
        raise RuntimeError(f"no dialog for {key}")
    return d


def _draw(window: MainWindow, player: str, *cards: str) -> None:
    d = _choose(window, "draw", player=player)
    picker = getattr(d, "cards", None)
    if not isinstance(picker, CardPicker):
        raise RuntimeError("draw dialog without a card picker")
    for c in cards:
        picker.pick(c)
    _ok(d)


def _choose(window: MainWindow, key: str, **choices: str) -> EntryDialog:
    d = _entry(window, key)
    for name, value in choices.items():
        box = getattr(d, name, None)
        if not isinstance(box, QtWidgets.QComboBox):
            raise RuntimeError(f"{key}: no choice {name}")
        box.setCurrentIndex(box.findData(value))
    return d


def play_demo(window: MainWindow) -> None:
    """Opening hands, Anna's first turn up to the damage of her attack with Hana."""
    window.new_game()
    dialog = window.dialog
    if not isinstance(dialog, NewGameDialog):
        raise RuntimeError("no new-game dialog")
    dialog.game.setCurrentIndex(dialog.game.findData("weiss"))
    _ok(dialog)
    _draw(window, "Anna", "Kaze", "Kaze", "Hana", "Tori", "Sonne")
    _draw(window, "Ben", "Yuki", "Yuki", "Mei", "Brief", "Schild")
    _ok(_entry(window, "mulligan"))
    _ok(_entry(window, "mulligan"))
    _ok(_entry(window, "phase"))
    _draw(window, "Anna", "Riku")
    _ok(_entry(window, "phase"))
    _ok(_choose(window, "clock", card="Sonne"))
    _draw(window, "Anna", "Aoi", "Mei")
    _ok(_entry(window, "phase"))
    _ok(_choose(window, "play", card="Hana", slot="vorne_mitte"))
    _ok(_choose(window, "play", card="Kaze", slot="vorne_links"))
    _ok(_entry(window, "phase"))
    _ok(_entry(window, "phase"))
    _ok(_choose(window, "attack", slot="vorne_mitte", trigger="Hana"))


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-weiss.png"), play_demo, docks=(230, 250))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
