"""How to add a sixth game, the app's part (``docs/ARCHITECTURE.md``): a game without screens of its own — the
tests' demo game, registered only here — is made in the new-game dialog (its set-up typed as JSON, its
interpretation chosen), opens on the generic page (:mod:`ui.games.fallback`), takes entries in the quick line and
is undone from the menu; the help, the docks and the start page take it as they take every game."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

import referee.registry
from referee.core.demo import SPEC
from ui import games
from ui.games.fallback import FallbackPage
from ui.qt import QtCore, QtWidgets


@pytest.fixture(autouse=True)
def demo() -> Iterator[None]:
    referee.registry.add(SPEC)
    yield
    app = QtWidgets.QApplication.instance()
    if app is not None:  # no window that lists the demo game outlives its registration (a later language switch)
        for widget in QtWidgets.QApplication.topLevelWidgets():
            widget.close()
            widget.deleteLater()
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    referee.registry.remove(SPEC.id)


def test_ui_games_gives_a_game_without_screens_the_generic_parts() -> None:
    assert games.plugin("demo") is None and games.setup_form_class("demo") is None and games.guide("demo") == {}
    page = games.page_class("demo")
    assert issubclass(page, FallbackPage) and page.game == "demo"
    assert [d.key for d in games.docks()] == ["odds"]  # the demo adds none


def test_the_demo_game_through_the_app(window: Any) -> None:
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("demo"))
    assert d.setup_form is None and d.json.isVisibleTo(d) and list(d.setting_boxes) == ["demo.step"]
    step = d.setting_boxes["demo.step"]
    step.setCurrentIndex(step.findData("2"))
    d.json.setPlainText(json.dumps({"type": "demo.setup", "data": {"players": ["Anna", "Ben"]}}))
    d.commit()
    assert d.game_id is not None and window.session is not None and window.session.game == "demo"
    assert isinstance(window.page, FallbackPage) and ("demo.step", "2") in window.session.state.settings
    assert '"total": 0' in window.page.text.toPlainText() and "Am Zug: Anna" in window.page.text.toPlainText()

    window.quick.line.setText(json.dumps({"type": "demo.add", "data": {"amount": 3}}))
    window.quick.commit()
    assert window.session.state.total == 3 and '"total": 3' in window.page.text.toPlainText()
    window.quick.line.setText(json.dumps({"type": "demo.add", "data": {"amount": -9}}))
    reading = window.quick.reading()
    assert not reading.ok and reading.sections == ("1.1",)
    window.quick.commit()
    assert window.session.state.total == 3  # refused: nothing changed

    window.undo()
    assert window.session.state.total == 0 and '"total": 0' in window.page.text.toPlainText()
    window.redo()
    assert window.session.state.total == 3
    assert [o.label_en for o in window.session.options()] == ["+2", "-3"]
    guide = window.show_guide()
    guide.reject()
    window.show_start()
    assert window.session is None
