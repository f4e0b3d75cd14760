"""A short Castle Rampage game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.rampage.demo OUT.png`` plays three turns in a fresh store, the book's attack
example among them, and saves a grab of the main window.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def _commit(dialog: Any) -> None:
    dialog.commit()
    if dialog.isVisible():
        raise RuntimeError(dialog.refusal.plain_text())


def _entry(window: Any, key: str, **combos: Any) -> None:
    d = window.open_entry(key)
    for name, value in combos.items():
        box = getattr(d, name)
        box.setCurrentIndex(box.findData(value))
    _commit(d)


def _attack(window: Any, card: str, attack: int, reveals: list[tuple[int, str]]) -> None:
    d = window.open_entry("attack")
    d.card.setCurrentIndex(d.card.findData(card))
    d.attack.setValue(attack)
    for value, name in reveals:
        d.reveal(value, name)
    _commit(d)


def play_demo(window: Any) -> int:
    """Anton and Beatrix: reinforcing, the book's attack (9 against 3, 4, Oger 6), a spy; the game's id."""
    window.new_game()
    dialog = window.dialog
    dialog.game.setCurrentIndex(dialog.game.findData("rampage"))
    dialog.title.setText("Demo")
    _commit(dialog)
    game_id = int(dialog.game_id)
    window.open_game(game_id)
    _entry(window, "draw")
    _entry(window, "reinforce", card="Oger", stack="gate")
    _attack(window, "Angriffsplan", 9, [(3, ""), (4, ""), (6, "Oger")])  # the book names no card
    _entry(window, "end_turn")
    _entry(window, "draw")
    _entry(window, "plant", card="Spion")
    _entry(window, "reinforce", card="Drache", stack="castle")
    _attack(window, "Axtkämpfer", 2, [(5, "")])
    _entry(window, "end_turn")
    _entry(window, "draw")
    return game_id


def _open_attack(window: Any) -> None:
    """Anton's next attack, walked through but not entered, to be drawn over the rules dock."""
    attack: Any = window.open_entry("attack")
    attack.card.setCurrentIndex(attack.card.findData("Angriffsplan"))
    attack.attack.setValue(9)
    for value, name in ((6, "Oger"), (3, "")):
        attack.reveal(value, name)
    attack.resize(attack.minimumSizeHint().width(), 640)


def _draw_attack(window: Any, shot: Any) -> Any:
    from ui.qt import QtGui

    attack = window.dialog
    painter = QtGui.QPainter(shot)  # the dialog drawn over the rules dock, at the right
    dialog = attack.grab()
    painter.fillRect(shot.width() - dialog.width() - 8, 52, dialog.width() + 8, dialog.height() + 8,
                     QtGui.QColor("#888888"))
    painter.drawPixmap(shot.width() - dialog.width() - 4, 56, dialog)
    painter.end()
    attack.reject()
    return shot


def main(argv: list[str]) -> int:
    from ui.demo import screenshot

    return screenshot(Path(argv[0] if argv else "docs/screenshot-rampage.png"), play_demo, docks=(180, 500),
                      before=_open_attack, draw=_draw_attack)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
