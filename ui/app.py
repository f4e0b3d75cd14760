"""Start of the desktop app: language, store, main window, event loop.

``run_app(argv)`` is what ``schriftfuehrer`` calls without arguments;
``--db URL`` chooses the game store (else the setting ``store/url``, else ``SCHRIFTFUEHRER_DB``
or the default file), ``--game N`` opens a stored game at once, ``--quit-after-show`` prints the
wall-clock time when the main window is shown and quits (for ``bench/bench_app_start.py``),
``--smoke-test DIR`` (with ``--game N``) runs :mod:`ui.smoke` and exits with its result.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from referee.core.errors import StorageError
from ui import i18n
from ui.models.games import GamesModel
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service import GameService
from ui.settings import Settings

__all__ = ["GamesModel", "make_app", "run_app"]


def make_app(argv: Sequence[str] = ()) -> QtWidgets.QApplication:
    app = QtWidgets.QApplication.instance()
    if app is None:
        QtGui.QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            QtCore.Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QtWidgets.QApplication([sys.argv[0], *argv])
    app.setApplicationName("Schriftführer")
    app.setOrganizationName("Schriftfuehrer")
    assert isinstance(app, QtWidgets.QApplication)
    return app


def run_app(argv: Sequence[str]) -> int:
    args = list(argv)
    app = make_app(args)
    settings = Settings()
    i18n.set_language(settings.get("ui/language"))
    try:
        url = args[args.index("--db") + 1] if "--db" in args else settings.get("store/url") or None
        service = GameService(url)
    except StorageError as exc:
        QtWidgets.QMessageBox.critical(None, "Schriftführer", str(exc))
        return 2
    from ui.main_window import MainWindow

    window = MainWindow(service, settings)
    if "--smoke-test" in args:
        from pathlib import Path

        from ui.smoke import run_smoke_test

        window.show()
        return run_smoke_test(window, int(args[args.index("--game") + 1]), Path(args[args.index("--smoke-test") + 1]))
    if "--game" in args:
        window.open_game(int(args[args.index("--game") + 1]))
    window.show()
    if "--quit-after-show" in args:
        def shown() -> None:
            print(f"shown {time.time():.4f}", flush=True)
            window.close()
            app.quit()

        QtCore.QTimer.singleShot(0, shown)
    return int(app.exec())
