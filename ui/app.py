"""Start of the desktop app: language, store, main window, event loop.

``run_app(argv)`` is what ``schriftfuehrer`` calls without arguments;
``--db URL`` chooses the game store (else the setting ``store/url``, else ``SCHRIFTFUEHRER_DB``
or the default file), ``--lang en`` the language of this start (else the setting ``ui/language``),
``--game N`` opens a stored game at once (else the last game is continued when the setting ``ui/continue_last``
is on and the game still exists), ``--quit-after-show`` prints the wall-clock time, the process's CPU time and the language when
the main window is shown and quits (for ``bench/bench_app_start.py``),
``--smoke-test DIR`` (with ``--game N``) runs :mod:`ui.smoke` and exits with its result.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from referee.core.errors import StorageError
from ui import i18n
from ui.models.games import GamesModel
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service import GameService
from ui.settings import Settings

if TYPE_CHECKING:
    from ui.main_window import MainWindow

__all__ = ["GamesModel", "make_app", "open_at_start", "run_app"]


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


def _daily_backup(service: GameService, settings: Settings) -> None:
    """The first start of a day backs the games file up (the last ``backup/keep`` are kept); a failure is
    shown, never fatal."""
    from referee.core.errors import RefereeError
    from ui.service import database

    try:
        database.daily_backup(service, keep=settings.number("backup/keep"))
    except RefereeError as exc:
        QtWidgets.QMessageBox.warning(None, "Schriftführer", str(exc))


def install_error_hook() -> None:
    """An unexpected error in the app is shown in one sentence and logged, never as a traceback."""
    from ui.service.errors import log_error

    def hook(kind: type[BaseException], exc: BaseException, tb: object) -> None:
        if issubclass(kind, KeyboardInterrupt):
            QtWidgets.QApplication.quit()
            return
        log = log_error(exc)
        QtWidgets.QMessageBox.critical(
            None, "Schriftführer",
            f"Interner Fehler ({kind.__name__}); jeder Eintrag bis hierher ist gespeichert. Details: {log}\n"
            f"Internal error ({kind.__name__}); every entry so far is stored. Details: {log}")

    sys.excepthook = hook


def open_at_start(window: MainWindow, args: Sequence[str]) -> None:
    """``--game N`` opens that game; else the last game is continued (setting ``ui/continue_last``) when it
    still exists and is not archived; else the start page stays."""
    args = list(args)
    if "--game" in args:
        window.open_game(int(args[args.index("--game") + 1]))
    elif (last := window.start.last_game()) is not None:
        window.open_game(last)


def run_app(argv: Sequence[str]) -> int:
    args = list(argv)
    app = make_app(args)
    settings = Settings()
    # ``--lang`` (``schriftfuehrer --lang en``) for this start; the setting (Ansicht → Sprache) otherwise
    i18n.set_language(args[args.index("--lang") + 1] if "--lang" in args else settings.text("ui/language"))

    try:
        url = args[args.index("--db") + 1] if "--db" in args else settings.text("store/url") or None
        service = GameService(url)
    except StorageError as exc:
        QtWidgets.QMessageBox.critical(None, "Schriftführer", str(exc))
        return 2
    from ui.main_window import MainWindow

    _daily_backup(service, settings)

    window = MainWindow(service, settings)
    if "--smoke-test" in args:
        from pathlib import Path

        from ui.smoke import run_smoke_test

        window.show()
        return run_smoke_test(window, int(args[args.index("--game") + 1]), Path(args[args.index("--smoke-test") + 1]))
    open_at_start(window, args)
    window.show()
    if "--quit-after-show" in args:
        def shown() -> None:
            # wall and CPU time (every thread's), and the language of this run
            print(f"shown {time.time():.4f} cpu {time.process_time():.4f} {i18n.current()}", flush=True)
            window.close()
            app.quit()

        QtCore.QTimer.singleShot(0, shown)
    return int(app.exec())
