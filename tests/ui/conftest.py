"""Fixtures of the app tests: a fresh store, settings file and rules book per test (offscreen Qt)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulesdb.journal import GameStore


@pytest.fixture(scope="session")
def rules_book(tmp_path_factory: pytest.TempPathFactory) -> Any:
    from rulesdb.rules import RulesBook

    return RulesBook.open(tmp_path_factory.mktemp("rules") / "rules.sqlite")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[GameStore]:
    s = GameStore(f"sqlite:///{tmp_path / 'games.sqlite'}")
    yield s
    s.close()


@pytest.fixture
def settings(tmp_path: Path) -> Any:
    from ui.settings import Settings

    return Settings(str(tmp_path / "settings.ini"))


@pytest.fixture
def window(qtbot: Any, store: GameStore, settings: Any, rules_book: Any) -> Any:
    from ui import i18n
    from ui.main_window import MainWindow
    from ui.service import GameService

    i18n.set_language("de")
    w = MainWindow(GameService(store=store), settings, rules_book=rules_book)
    qtbot.addWidget(w)
    w.show()
    yield w
    i18n.set_language("de")


@pytest.fixture(autouse=True)
def no_modal_dialog_left(request: pytest.FixtureRequest) -> Iterator[None]:
    """A dialog a test left open is closed after it: an open game takes another program's entries only while no
    dialog is open, so a modal dialog left over made a later test of the same worker wait for ever (the suite
    failed by the order its files ran in)."""
    yield
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        return
    from ui.qt import QtWidgets

    for _ in range(20):
        modal = QtWidgets.QApplication.activeModalWidget()
        if modal is None:
            break
        modal.hide()
        modal.deleteLater()
