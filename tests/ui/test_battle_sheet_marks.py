"""The battle sheet's marks not yet entered: the odds follow each mark, closing asks (10–13, 11.9)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from referee.got import events as ev
from referee.got.events import Side
from tests.hang import HANG_MS
from ui.games.got.dialogs import battle_sheet
from ui.games.got.dialogs.battle_sheet import BattleSheet
from ui.games.got.page import fight_key
from ui.qt import QtCore
from ui.service.got.battle import live_odds, odds_of

from .helpers import got_game_at
from .test_battle_sheet import click_row, key_row, titan_attacks

D = Side.DEFENDER
CTRL = QtCore.Qt.KeyboardModifier.ControlModifier


def open_sheet(window: Any, qtbot: Any) -> BattleSheet:
    """Rot 1 (Ogre, Titan) attacks Grün 2 (Centaur, Gargoyle) on the sheet; the odds of round 1 shown."""
    got_game_at(window, titan_attacks)
    window.page.battles.linkActivated.emit(fight_key("Rot 1", "Grün 2"))
    sheet = window.dialog
    assert isinstance(sheet, BattleSheet) and sheet.isVisible()
    qtbot.waitUntil(lambda: sheet.odds.odds is not None, timeout=HANG_MS)
    return sheet


def close_to(shown: Any, reference: Any) -> bool:
    """Two estimates of the same odds agree within their sampling error."""
    slack = 4 * (shown.max_half_width + reference.max_half_width) + 0.01
    return all(abs(getattr(shown, k) - getattr(reference, k)) <= slack
               for k in ("attacker_wins", "defender_wins", "mutual", "timeout"))


def same(shown: Any, reference: Any) -> bool:
    """The same odds (but for the time they took)."""
    return shown is not None and dataclasses.replace(shown, elapsed_ms=0.0) == dataclasses.replace(
        reference, elapsed_ms=0.0)


def test_the_odds_follow_each_mark(window: Any, qtbot: Any) -> None:
    sheet = open_sheet(window, qtbot)
    session = window.session
    n = len(session)
    qtbot.waitUntil(lambda: not sheet.refining, timeout=HANG_MS)
    recorded = live_odds(session, seed=1)
    assert sheet.odds.odds is not None and recorded is not None and close_to(sheet.odds.odds, recorded)
    assert sheet.odds.provisional is None
    dfn = sheet.sides[1]

    # the Centaur marked beaten: first a quick estimate of the odds of the state the round would
    # lead to, then the exact ones (three figures stand), the service's for the previewed round
    marked = odds_of(session.preview(ev.BattleRound(round=1, beaten_defender=("Centaur",))))
    assert marked is not None and marked.exact and marked.attacker_wins > recorded.attacker_wins
    click_row(qtbot, dfn, "Centaur")
    qtbot.waitUntil(lambda: sheet.odds.provisional == 1 and close_to(sheet.odds.odds, marked), timeout=HANG_MS)
    assert "vorläufig, mit den Markierungen der Runde 1" in sheet.odds.text()
    qtbot.waitUntil(lambda: same(sheet.odds.odds, marked), timeout=HANG_MS)
    assert same(sheet.odds.odds, live_odds(session, entry=sheet.round_event()))
    assert "exakt berechnet" in sheet.odds.text() and len(session) == n  # nothing entered

    # a hit on the Gargoyle counts too
    both = odds_of(session.preview(ev.BattleRound(round=1, beaten_defender=("Centaur",),
                                                  damage=(ev.Damage(D, "Gargoyle", 2),))))
    assert both is not None and both.exact and both.attacker_wins > marked.attacker_wins
    dfn.spin("Gargoyle").setValue(2)
    qtbot.waitUntil(lambda: close_to(sheet.odds.odds, both), timeout=HANG_MS)
    qtbot.waitUntil(lambda: same(sheet.odds.odds, both), timeout=HANG_MS)

    # unmarked by keyboard, hits back to none: the odds of the battle as recorded again
    key_row(qtbot, dfn, "Centaur")
    dfn.spin("Gargoyle").setValue(0)
    qtbot.waitUntil(lambda: sheet.odds.provisional is None and sheet.odds.odds is not None, timeout=HANG_MS)
    qtbot.waitUntil(lambda: not sheet.refining, timeout=HANG_MS)
    assert close_to(sheet.odds.odds, recorded) and not sheet.unclosed_marks()
    assert "vorläufig" not in sheet.odds.text()

    # every figure of the defender marked: the round as marked decides the battle
    click_row(qtbot, dfn, "Centaur")
    click_row(qtbot, dfn, "Gargoyle")
    qtbot.waitUntil(lambda: sheet.odds.odds is None, timeout=HANG_MS)
    assert "Mit den Markierungen der Runde 1 ist der Kampf entschieden." in sheet.odds.text()
    qtbot.keyClick(sheet, QtCore.Qt.Key.Key_Return, CTRL)
    assert session.events[-1] == ev.BattleRound(round=1, beaten_defender=("Centaur", "Gargoyle"))
    assert sheet.view is not None and sheet.view.decided and not sheet.unclosed_marks()
    sheet.reject()
    assert not sheet.isVisible()


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The sheet's questions: each call records (title, text, buttons) and gives the next answer queued."""
    asked: list[Any] = []

    def ask(parent: Any, title: str, text: str, buttons: tuple[str, str, str]) -> int:
        asked.append((title, text, buttons))
        return int(asked_answers.pop(0))

    asked_answers: list[int] = []
    monkeypatch.setattr(battle_sheet, "ask", ask)
    asked.append(asked_answers)  # the first item: the queue of answers
    return asked


def test_closing_with_marks_asks(window: Any, qtbot: Any, answers: list[Any]) -> None:
    queue, asked = answers[0], answers
    sheet = open_sheet(window, qtbot)
    session = window.session
    n = len(session)
    att, dfn = sheet.sides

    # no marks: the sheet closes as before, nobody asked
    sheet.reject()
    assert not sheet.isVisible() and len(asked) == 1
    sheet = window.open_entry("fight")
    assert isinstance(sheet, BattleSheet) and sheet.isVisible()
    att, dfn = sheet.sides

    # marks, then Esc: asked; "Abbrechen" keeps the sheet open with the marks
    click_row(qtbot, dfn, "Centaur")
    assert sheet.unclosed_marks()
    queue.append(2)
    qtbot.keyClick(sheet, QtCore.Qt.Key.Key_Escape)
    assert sheet.isVisible() and dfn.model.beaten_now() == ("Centaur",) and len(asked) == 2
    assert asked[1] == ("Kampfbogen schließen", "Die Markierungen der Runde 1 sind noch nicht eingetragen.",
                        ("Runde eintragen", "Verwerfen", "Abbrechen"))

    # the Close button, "Verwerfen": closed, nothing entered; reopened, no marks
    queue.append(1)
    sheet.buttons.button(sheet.buttons.StandardButton.Close).click()
    assert not sheet.isVisible() and len(session) == n and len(asked) == 3
    sheet = window.open_entry("fight")
    assert isinstance(sheet, BattleSheet) and sheet.isVisible() and not sheet.unclosed_marks()
    att, dfn = sheet.sides

    # hits alone are marks too; the window's close, "Runde eintragen": the round is entered, the sheet closed
    click_row(qtbot, att, "Ogre")
    dfn.spin("Gargoyle").setValue(1)
    queue.append(0)
    sheet.close()
    assert not sheet.isVisible() and len(asked) == 4
    assert session.events[-1] == ev.BattleRound(round=1, beaten_attacker=("Ogre",), damage=(ev.Damage(D, "Gargoyle", 1),))
    assert len(session) == n + 1

    # in English: the question and the provisional odds
    sheet = window.open_entry("fight")
    assert isinstance(sheet, BattleSheet)
    click_row(qtbot, sheet.sides[1], "Centaur")
    window.set_language("en")
    try:
        qtbot.waitUntil(lambda: "provisional, with the marks of round 2" in sheet.odds.text(), timeout=HANG_MS)
        queue.append(2)
        sheet.reject()
        assert sheet.isVisible() and asked[-1] == ("Close the battle sheet", "The marks of round 2 are not entered yet.",
                                                   ("Enter the round", "Discard", "Cancel"))
    finally:
        window.set_language("de")


def test_the_question_is_a_message_box_with_three_answers(qtbot: Any) -> None:
    from ui.qt import QtWidgets

    parent = QtWidgets.QWidget()
    qtbot.addWidget(parent)
    seen: list[list[str]] = []

    def boxes() -> list[Any]:
        return [w for w in QtWidgets.QApplication.topLevelWidgets()
                if isinstance(w, QtWidgets.QMessageBox) and w.isVisible()]

    def answer(label: str) -> None:
        for box in boxes():
            seen.append([b.text() for b in box.buttons()])
            next(b for b in box.buttons() if b.text() == label).click()

    def never_hang() -> None:
        for box in boxes():
            box.reject()

    guard = QtCore.QTimer(parent)  # a box nobody answers is closed after minutes: a hang, not a slow machine
    guard.setSingleShot(True)
    guard.timeout.connect(never_hang)
    for label, chosen in (("Verwerfen", 1), ("Runde eintragen", 0), ("Abbrechen", 2)):
        QtCore.QTimer.singleShot(0, lambda label=label: answer(label))
        guard.start(HANG_MS)
        assert battle_sheet.ask(parent, "Kampfbogen schließen", "Die Markierungen …",
                                ("Runde eintragen", "Verwerfen", "Abbrechen")) == chosen
    guard.stop()
    assert len(seen) == 3 and sorted(seen[0]) == ["Abbrechen", "Runde eintragen", "Verwerfen"]
    QtCore.QTimer.singleShot(0, never_hang)  # Esc (or the window's close): stay
    assert battle_sheet.ask(parent, "t", "x", ("a", "b", "c")) == 2


def test_a_battle_by_keys_in_the_sheets_line(window: Any, qtbot: Any) -> None:
    """Issue 35, item 5: hits, a figure falling, the round closed and the battle's end typed into the sheet's own
    line with its answer; while marks wait, the end pane shows no result they would contradict."""
    sheet = open_sheet(window, qtbot)
    session = window.session
    n = len(session)
    line = sheet.line.line
    assert line.hasFocus() or sheet.focusWidget() is line  # the keys are in the sheet's line
    qtbot.keyClicks(line, "v Ce x, a Og 2")
    assert "Centaur (Verteidiger) fällt" in sheet.line.answer.text() and "Ogre (Angreifer): 2 Treffer" in \
        sheet.line.answer.text()
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert line.text() == "" and len(session) == n and sheet.sides[1].model.beaten_now() == ("Centaur",)
    assert not sheet.end.isEnabled() and "Erst die Runde abschließen" in sheet.end.preview_label.text()
    qtbot.keyClicks(line, "r")
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert len(session) == n + 1 and session.events[-1] == ev.BattleRound(
        round=1, beaten_defender=("Centaur",), damage=(ev.Damage(Side.ATTACKER, "Ogre", 2),))
    assert sheet.end.isEnabled() or not sheet.end.ways  # the marks are entered: the pane speaks again
    qtbot.keyClicks(line, "v Zz x")  # no such figure: said, nothing done, the line kept
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert line.text() == "v Zz x" and "welche Figur" in sheet.line.answer.text() and len(session) == n + 1
    line.clear()
    qtbot.keyClicks(line, "v Ga x, r, ende")  # the last defender falls: decided, and its end entered
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert isinstance(session.events[-1], ev.BattleEnded), [e.type_name for e in session.events[-3:]]
    assert session.state.fight is None
