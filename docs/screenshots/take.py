"""Screenshots of the players' display for the README (issue 26), taken under a real X display:

    Xvfb :71 -screen 0 1280x800x24 &
    DISPLAY=:71 QT_QPA_PLATFORM=xcb python docs/screenshots/take.py docs/screenshots

Each game's demo is played through a real main window (``ui.demo.screenshot``), then Ansicht → Spieleranzeige
opens full screen and the X screen is captured with ImageMagick's ``import``. Gods of Titan goes on with a battle
recorded round by round (its odds and the dice's luck show).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any


def _wait(ms: int) -> None:
    from ui.qt import QtCore

    loop = QtCore.QEventLoop()
    QtCore.QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _shoot(out: Path) -> Any:
    def before(window: Any) -> None:
        display = window.display_hook.show_display()
        display.showFullScreen()
        display.setGeometry(display.screen().geometry())  # Xvfb has no window manager to make it full screen
        _wait(2500)
        subprocess.run(["import", "-window", "root", str(out)], check=True)
    return before


def _play_got(window: Any) -> None:
    """The Gods of Titan demo (``ui.games.got.demo``), its last battle recorded round by round instead: Anna's Rot 1
    (Titan, Ogre) against Cleo's Gelb 2, two rounds entered (the odds and the dice's luck show)."""
    from referee.got.events import Side
    from referee.got.settle import Outcome
    from ui.games import module
    from ui.service.lands import example_board

    d = module("got", "demo")
    window.new_game()
    dialog = window.dialog
    dialog.title.setText("Demo")
    dialog.setup_form.board.setText(str(example_board()))
    dialog.commit()
    window.open_game(int(dialog.game_id))
    d._move(window, "Rot 2", "Brush", "B", 3)
    d._recruit(window, "Rot 2", "Gargoyle")
    d._until(window, "Ben")
    d._move(window, "Grün 2", "Brush", "B7", 3)
    d._recruit(window, "Grün 2", "Gargoyle")
    d._until(window, "Cleo")
    d._move(window, "Gelb 2", "Plains", "P3", 4)
    d._until(window, "Anna", 11)
    d._move(window, "Rot 2", "Marsh", "M", 2)
    d._until(window, "Ben")
    d._move(window, "Grün 2", "Marsh", "M", 1)
    d._battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, Side.ATTACKER, "Gargoyle")
    d._until(window, "Cleo")
    d._move(window, "Gelb 2", "Marsh", "M", 2)
    d._battle(window, "Gelb 2", "Grün 2", Outcome.FLIGHT, Side.ATTACKER)
    d._until(window, "Anna")
    d._move(window, "Rot 1", "Marsh", "M", 5)
    s = window.session
    s.add({"type": "got.battle_opened", "data": {"attacker": "Rot 1", "defender": "Gelb 2"}})
    first, second = s.state.army("Gelb 2").figures.names()[:2]
    s.add({"type": "got.battle_round", "data": {"round": 1, "beaten_defender": [first], "damage": [
        {"side": "defender", "figure": second, "hits": 1}], "strikes": [
        {"side": "attacker", "dice": 6, "strike_number": 4, "hits": 4}, {"side": "attacker", "dice": 6, "strike_number": 3,
                                                                         "hits": 3},
        {"side": "defender", "dice": 3, "strike_number": 5, "hits": 1}]}})
    s.add({"type": "got.battle_round", "data": {"round": 2, "damage": [
        {"side": "attacker", "figure": "Ogre", "hits": 3}, {"side": "defender", "figure": second, "hits": 2}], "strikes": [
        {"side": "attacker", "dice": 6, "strike_number": 4, "hits": 1}, {"side": "defender", "dice": 4, "strike_number": 4,
                                                                         "hits": 3}]}})


def main(argv: list[str]) -> int:
    from ui.demo import screenshot
    from ui.games import module

    folder = Path(argv[0] if argv else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        screenshot(Path(tmp) / "main.png", _play_got, before=_shoot(folder / "display-got.png"))
        screenshot(Path(tmp) / "arena.png", module("arena", "demo").play_demo,
                   before=_shoot(folder / "display-arena.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
