"""The demo games and the screenshot routine they share.

Each game's package has a demo (``ui.games.<game>.demo``): a short game entered through the app's own dialogs,
played by :func:`screenshot` through a real main window in a fresh store. ``python -m ui.demo OUT.png`` plays
the first game's (Gods of Titan, the README's main screenshot); ``python -m ui.games.<game>.demo OUT.png`` any
game's.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.main_window import MainWindow
    from ui.qt import QtGui


def screenshot(out: Path, play: Callable[[MainWindow], object], *, docks: tuple[int, int] | None = None,
               before: Callable[[MainWindow], object] | None = None,
               draw: Callable[[MainWindow, QtGui.QPixmap], QtGui.QPixmap] | None = None) -> int:
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


def main(argv: list[str]) -> int:
    """The first game's demo (its ``main``)."""
    from ui.games.registry import GAMES

    return GAMES[0].demo()(argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
