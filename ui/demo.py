"""A short Gods of Titan game entered through the app's own dialogs (for the README screenshot and tests).

``python -m ui.demo OUT.png`` plays it in a fresh store and saves a grab of the main window.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from referee.got.events import Side
from referee.got.movement_end import fewest_to_move
from referee.got.settle import Outcome


def _move(window: Any, marker: str, terrain: str, label: str, distance: int) -> None:
    d = window.open_entry("move")
    d.army.setCurrentIndex(d.army.findData(marker))
    d.terrain.setCurrentIndex(d.terrain.findData(terrain))
    d.label.setText(label)
    d.distance.setValue(distance)
    d.commit()
    _check(d)


def _recruit(window: Any, marker: str, figure: str) -> None:
    d = window.open_entry("recruit")
    d.army.setCurrentIndex(d.army.findData(marker))
    d.choose(figure)
    d.commit()
    _check(d)


def _battle(window: Any, attacker: str, defender: str, outcome: Outcome, winner: Side | None, losses: str = "") -> None:
    d = window.open_entry("battle")
    d.set_entry(attacker=attacker, defender=defender, outcome=outcome, winner=winner, losses=losses)
    d.commit()
    _check(d)


def _check(dialog: Any) -> None:
    if dialog.isVisible():
        raise RuntimeError(dialog.refusal.text())


def _until(window: Any, player: str, round_: int | None = None) -> None:
    """End turns; first each army that has to move moves one land onto a land of its own (6.2, 8.4, 8.6)."""
    state = window.session.state
    while state.mover_player.name != player or (round_ is not None and state.round < round_):
        for marker in fewest_to_move(state):
            _move(window, marker, "Plains", f"{marker} · {state.round}", 1)
        before = len(window.session)
        window.open_entry("end_turn")
        if len(window.session) == before:
            raise RuntimeError("the end of the turn was refused")
        state = window.session.state


def play_demo(window: Any) -> int:
    """Set up Anna/Ben/Cleo, a few moves and recruits, three battles in rounds 11 and 12; the game's id."""
    window.new_game()
    dialog = window.dialog
    dialog.title.setText("Demo")
    dialog.commit()
    _check(dialog)
    game_id = int(dialog.game_id)
    window.open_game(game_id)
    _move(window, "Rot 2", "Brush", "B", 3)
    _recruit(window, "Rot 2", "Gargoyle")
    _until(window, "Ben")
    _move(window, "Grün 2", "Brush", "B7", 3)
    _recruit(window, "Grün 2", "Gargoyle")
    _until(window, "Cleo")
    _move(window, "Gelb 2", "Plains", "P3", 4)
    _until(window, "Anna", 11)
    _move(window, "Rot 2", "Marsh", "M", 2)
    _until(window, "Ben")
    _move(window, "Grün 2", "Marsh", "M", 1)
    _battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, Side.ATTACKER, "Gargoyle")
    _until(window, "Cleo")
    _move(window, "Gelb 2", "Marsh", "M", 2)
    _battle(window, "Gelb 2", "Grün 2", Outcome.FLIGHT, Side.ATTACKER)
    _until(window, "Anna")
    _move(window, "Rot 1", "Marsh", "M", 5)
    _battle(window, "Rot 1", "Gelb 2", Outcome.FOUGHT, Side.ATTACKER, "Ogre")
    return game_id


def screenshot(out: Path, play: Callable[[Any], object], *, docks: tuple[int, int] | None = None,
               before: Callable[[Any], object] | None = None,
               draw: Callable[[Any, Any], Any] | None = None) -> int:
    """Play a game through a real main window (1280×800) and save the window as ``out``.

    ``docks`` sets the widths of the history and rules docks; ``before`` prepares the window after
    the game (it may run its own event loop); ``draw`` paints on the grabbed picture.
    """
    from ui.app import make_app
    from ui.main_window import MainWindow
    from ui.qt import QtCore
    from ui.service import GameService
    from ui.settings import Settings

    _app = make_app()  # kept alive while the window exists
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{tmp}/demo.sqlite")
        window = MainWindow(service, Settings(f"{tmp}/settings.ini"))
        window.resize(1280, 800)
        window.show()
        play(window)
        if docks is not None:
            window.resizeDocks([window.docks["history"], window.docks["rules"]], list(docks),
                               QtCore.Qt.Orientation.Horizontal)
        if before is not None:
            before(window)
        loop = QtCore.QEventLoop()  # not a processEvents() loop: that crashes PySide6 while a Python thread runs
        QtCore.QTimer.singleShot(300, loop.quit)
        loop.exec()
        shot = window.grab()
        if draw is not None:
            shot = draw(window, shot)
        shot.save(str(out))
        window.close()
        service.close()
    return 0


def _battle_odds(window: Any) -> None:
    """Show the odds panel's battle tab with a sampled battle (waits for the worker)."""
    from ui.qt import QtCore

    window.page.table.tabs.setCurrentWidget(window.page.table.chart)
    window.odds.battle.attackers.set_figures(["Titan:6", "Ogre", "Centaur"])
    window.odds.battle.defenders.set_figures(["Centaur", "Gargoyle", "Gargoyle"])
    window.odds.setCurrentIndex(2)
    window.docks["odds"].raise_()
    loop = QtCore.QEventLoop()
    window.odds.battle.finished.connect(loop.quit)
    window.odds.battle.run(seed=1)
    loop.exec()


def main(argv: list[str]) -> int:
    return screenshot(Path(argv[0] if argv else "docs/screenshot-main.png"), play_demo, before=_battle_odds)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
