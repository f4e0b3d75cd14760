"""A short Castle Rampage game entered through the page's own dialogs (for the screenshot).

``python -m ui.games.rampage.demo OUT.png`` plays three turns in a fresh store, the book's attack
example among them, and saves a grab of the main window.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.dialogs.base import EntryDialog
    from ui.dialogs.new_game import NewGameDialog
    from ui.games.rampage.attack import AttackDialog
    from ui.main_window import MainWindow
    from ui.qt import QtGui


def _commit(dialog: EntryDialog | NewGameDialog) -> None:
    dialog.commit()
    if dialog.isVisible():
        raise RuntimeError(dialog.refusal.plain_text())


def _entry(window: MainWindow, key: str, **combos: str) -> None:
    from ui.dialogs.base import EntryDialog
    from ui.qt import QtWidgets

    d = window.open_entry(key)
    if d is None:  # made at once (nothing to fill in)
        return
    assert isinstance(d, EntryDialog)
    for name, value in combos.items():
        box = getattr(d, name)
        assert isinstance(box, QtWidgets.QComboBox)
        box.setCurrentIndex(box.findData(value))
    _commit(d)


def _attack_dialog(window: MainWindow) -> AttackDialog:
    from ui.games.rampage.attack import AttackDialog

    d = window.open_entry("attack")
    assert isinstance(d, AttackDialog)
    return d


def _attack(window: MainWindow, card: str, attack: int, reveals: list[tuple[int, str]]) -> None:
    d = _attack_dialog(window)
    d.card.setCurrentIndex(d.card.findData(card))
    d.attack.setValue(attack)
    for value, name in reveals:
        d.reveal(value, name)
    _commit(d)


def play_demo(window: MainWindow) -> int:
    """Anton and Beatrix: reinforcing, the book's attack (9 against 3, 4, 6), a spy; the game's id."""
    from ui.dialogs.new_game import NewGameDialog

    window.new_game()
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.game.setCurrentIndex(dialog.game.findData("rampage"))
    dialog.title.setText("Demo")
    _commit(dialog)
    assert dialog.game_id is not None
    game_id = int(dialog.game_id)
    window.open_game(game_id)
    _entry(window, "draw")
    _entry(window, "reinforce", card="Oger", stack="gate")
    # the book names no card; its Oger 6 unnamed: a card of the set-up deal is no violet card
    _attack(window, "Angriffsplan", 9, [(3, ""), (4, ""), (6, "")])
    _entry(window, "end_turn")
    _entry(window, "draw")
    _entry(window, "plant", card="Spion")
    _entry(window, "reinforce", card="Drache", stack="castle")
    _attack(window, "Axtkämpfer", 2, [(5, "")])
    _entry(window, "end_turn")
    _entry(window, "draw")
    return game_id


def _open_attack(window: MainWindow) -> None:
    """Anton's next attack, walked through but not entered, to be drawn over the rules dock."""
    attack = _attack_dialog(window)
    attack.card.setCurrentIndex(attack.card.findData("Angriffsplan"))
    attack.attack.setValue(9)
    for value, name in ((6, ""), (3, "")):
        attack.reveal(value, name)
    attack.resize(attack.minimumSizeHint().width(), 640)


def _draw_attack(window: MainWindow, shot: QtGui.QPixmap) -> QtGui.QPixmap:
    from ui.qt import QtGui

    attack = window.dialog
    assert attack is not None
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
