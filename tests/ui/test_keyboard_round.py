"""Keyboard first: a Gods of Titan round for four players entered by keys alone, and counted (issues 17, 25).

Round 2 of a game of three Titans and the Darklord — a split, moves, a land named, a recruit and the end of the
turn by each player — typed into the quick-entry line with real key events, Enter after each line; the mouse is
never used. The keys are counted here (they are fixed); the seconds they take are estimated by
``bench/bench_keys.py`` (0.3 s a key and 1 s to read each entry's answer; goal: 40 s a round).
"""

from __future__ import annotations

from typing import Any

from referee.got import events as ev
from tests.hang import HANG_MS
from tests.ui.helpers import BOARD_FILE
from tests.ui.helpers import keys as typed_keys
from ui.games.got.demo import KEYBOARD_ROUND, keyboard_round
from ui.qt import QtCore
from ui.service.got import lands as land_service


def four_players(window: Any) -> None:
    players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
        (("Anna", "Rot", "Asher"), ("Ben", "Blau", "Golem"), ("Cleo", "Gelb", "Zephyra")), start=1))
    game = window.service.new_game(game="got", setup=ev.GameSetup(
        players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)), board=land_service.board_file(BOARD_FILE)))
    window.open_game(game.id)


def test_a_round_of_four_players_by_keys_alone(window: Any, qtbot: Any) -> None:
    four_players(window)
    line = window.quick.line
    assert line.hasFocus() or window.focusWidget() is line  # the game opens with the keys in the line
    keys = 0

    def type_line(text: str) -> None:
        nonlocal keys
        before = len(window.session)
        typed_keys(qtbot, window, text)
        meaning = window.quick.meaning.text()
        assert "✓" in meaning, (text, meaning)  # the answer before Enter
        made = 2 if "+" in text.lstrip("+") and text[0] != "+" else 1  # a move with its recruit: two entries
        assert ("rekrutiert" in meaning) == (made == 2), meaning  # the verdict names both
        qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
        keys += len(text) + 1
        assert len(window.session) == before + made, f"{text!r}: {window.quick.refusal.text()}"
        assert line.text() == "" and line.hasFocus()

    typed = keyboard_round(window, type_line)
    s = window.session.state
    assert s.round == 3 and s.mover_player.name == "Anna"
    round_two = [e.type_name for e in window.session.events[-17:]]
    assert [round_two.count(f"got.{k}") for k in ("split", "move", "recruit", "land", "turn_ended")] == [
        1, 7, 4, 1, 4]
    assert {a.marker: a.land.label for a in s.armies if a.owner == "Anna" and a.land.label != "Tower Rot"} == {
        "Rot 1": "City", "Rot 2": "Hi1", "Rot 3": "P"}  # the split is done: its two parts stand apart (4.5)
    assert s.army("Gelb 2").land.label == "Q7" and s.army("Schwarz 3").land.label == "J1"
    assert "Headcracker" in s.army("Schwarz 1").figures.names() and "Centaur" in s.army("Rot 3").figures.names()
    assert len(typed) == len(KEYBOARD_ROUND) == 13 and keys == 74  # 13 lines (17 entries), 74 keys with their Enter


def test_enter_commits_only_an_accepted_line_and_explains_the_rest(window: Any, qtbot: Any) -> None:
    four_players(window)
    line = window.quick.line
    typed_keys(qtbot, window, "R2 City 1")  # Rot 2 stands in the City already
    assert "✓" not in window.quick.meaning.text()
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert len(window.session) == 1 and line.text() == "R2 City 1" and window.quick.refusal.isVisible()
    line.clear()
    typed_keys(qtbot, window, "R2 Citytower 3")  # "Citytower" begins three lands: which one?
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert len(window.session) == 1  # an ambiguous abbreviation: the line's own words, the way forward's sections
    assert "mehrdeutig" in window.quick.refusal.plain_text() and "Citytower 3" in window.quick.refusal.plain_text()
    line.clear()
    typed_keys(qtbot, window, "R2 Qq7 3")  # no land begins so
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert "kennt diese Partie nicht" in window.quick.refusal.plain_text()  # the reason, not the entry again
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Escape)
    assert line.text() == ""
    typed_keys(qtbot, window, "R2 B12 3")
    assert "✓" in window.quick.meaning.text() and "B12 (Brush)" in window.quick.meaning.text()
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert window.session.events[-1] == ev.Move(marker="Rot 2", to="Brush:B12", distance=3)


def test_a_named_entry_opens_its_dialog_and_completion_offers_only_the_games_lands(window: Any, qtbot: Any) -> None:
    four_players(window)
    line = window.quick.line
    typed_keys(qtbot, window, "Teleport")
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert type(window.dialog).__name__ == "TeleportDialog"
    window.dialog.reject()
    typed_keys(qtbot, window, "R2 Ci")
    offered = window.quick.words.stringList()
    assert offered == ["R2 City", "R2 Citytower 1", "R2 Citytower 2", "R2 Citytower 3"]


def test_what_a_new_user_tripped_over_in_the_quick_line(window: Any, qtbot: Any) -> None:
    """From a new user's trial: short names of tower armies, an ambiguous colour letter, a recruit with nothing
    on offer, completion after '+', and no red while a line is still being typed."""
    from tests.ui.helpers import new_got_game

    new_got_game(window)  # Anna/Rot, Ben/Grün, Cleo/Blau: the default colours' first letters differ (issue 35)
    line, quick = window.quick.line, window.quick
    typed_keys(qtbot, window, "R1")
    said = quick.meaning.toolTip() or quick.meaning.text()  # shortened to its two lines: in full on hover
    assert not quick.refusal.isVisible() and "fehlen" in said  # unfinished: a grey hint, no red
    line.clear()
    typed_keys(qtbot, window, "G1 B 3")
    # "G1" names one army: the default colours begin with distinct letters
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)  # "G" is one colour: Grün 1, not Anna's
    assert "Grün 1 gehört nicht dem Mover (Anna)" in quick.refusal.plain_text()
    line.clear()
    typed_keys(qtbot, window, "RT B 3")  # Rot Tower: the garrison stays (25.7) — but the name is understood
    assert "Tower-Besatzungen ziehen nicht" in (quick.meaning.toolTip() or quick.meaning.text())  # Rot Tower, not "no army"
    line.clear()
    typed_keys(qtbot, window, "R2+")
    assert quick.words.stringList() == []  # nothing to recruit in the movement phase before a move
    typed_keys(qtbot, window, "G")
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert "kann jetzt nichts rekrutieren" in quick.refusal.plain_text() and len(window.session) == 1
    line.clear()
    typed_keys(qtbot, window, "R2 B 3")
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    typed_keys(qtbot, window, "R2+")
    assert "R2+Gargoyle" in [w.replace(" ", "") for w in quick.words.stringList()]
    typed_keys(qtbot, window, "Troll")
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    assert quick.refusal.isVisible() and "Troll" in quick.refusal.plain_text()
    window.undo()  # another way changes the game: the red refusal of the line still typed was about the game before
    qtbot.waitUntil(lambda: not quick.refusal.isVisible(), timeout=HANG_MS)
    assert line.text() == "R2+Troll" and len(window.session) == 1


def test_a_long_hint_in_the_quick_line_never_widens_the_window(window: Any, qtbot: Any) -> None:
    """At 1024×600 a long reading of the line wraps: the row never asks for more width than the screen has
    (under a window manager the window grew past the screen; found by a new user's trial)."""
    from tests.ui.helpers import new_got_game
    from ui.qt import QtWidgets

    new_got_game(window)
    window.quick.line.setText("e")
    window.quick.settle()
    window.quick.meaning.setText("x " * 400)  # a reading far longer than the row
    QtWidgets.QApplication.processEvents()
    assert window.quick.minimumSizeHint().width() < 1024
    assert window.centralWidget().minimumSizeHint().width() < 1024


def test_a_move_with_its_recruit_keeps_the_move_when_the_recruit_is_refused_at_enter(
        window: Any, qtbot: Any, monkeypatch: Any) -> None:
    """Enter makes the two entries of "R3 P 3+C" in order through the service; when the recruit is refused then
    (another scribe, a conflict), the move stays and the line says which entry was not made and why."""
    from referee.core.errors import RuleViolation
    from ui.games.got.demo import KEYBOARD_ROUND_ONE
    from ui.service.got import quick
    four_players(window)
    session = window.session
    for line in (*KEYBOARD_ROUND_ONE, "/C G", "R2 Hi 3"):
        session.add(quick.parse(session, line))
    typed_keys(qtbot, window, "R3 P 3+C")
    said = window.quick.meaning.toolTip() or window.quick.meaning.text()  # a shortened answer: in full on hover
    assert "rekrutiert Centaur" in said and "danach ziehen nicht mehr: Rot 1" in said
    add = session.add

    def refuse_recruits(entry: Any) -> Any:
        if isinstance(entry, ev.Recruit):
            raise RuleViolation("Schon rekrutiert.", "Already recruited.", sections=("22.2",))
        return add(entry)

    monkeypatch.setattr(session, "add", refuse_recruits)
    before = len(session)
    qtbot.keyClick(window.quick.line, QtCore.Qt.Key.Key_Return)
    assert len(session) == before + 1 and isinstance(session.events[-1], ev.Move)
    shown = window.quick.refusal.plain_text()
    assert window.quick.refusal.isVisible() and "Nicht eingetragen: Rot 3 rekrutiert Centaur" in shown, shown
    assert "Schon rekrutiert" in shown and "22.2" in window.quick.refusal.sections


def test_the_list_hides_no_answer_and_what_is_highlighted_is_entered(window: Any, qtbot: Any) -> None:
    """Issue 35, item 1: the completion list opens below the answer; Enter enters the highlighted completion
    (its verdict is the answer while it is highlighted); Tab completes; the verdict comes off the UI thread."""
    four_players(window)
    quick, line = window.quick, window.quick.line
    typed_keys(qtbot, window, "R2 Ci")
    popup = quick.completer.popup()
    assert popup.isVisible() and quick.words.stringList()[0] == "R2 City"
    answer_bottom = quick.answer.mapToGlobal(QtCore.QPoint(0, quick.answer.height())).y()
    assert popup.geometry().top() >= answer_bottom or popup.geometry().bottom() <= line.mapToGlobal(
        QtCore.QPoint(0, 0)).y()  # below the answer, or above the line: never over the answer
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Tab)  # Tab completes to the first
    qtbot.waitUntil(quick.judge.idle, timeout=120_000)
    assert line.text() == "R2 City" and line.hasFocus()
    line.clear()
    asked: list[str] = []
    quick.action_requested.connect(asked.append)
    typed_keys(qtbot, window, "Spi")
    assert quick.words.stringList()[0] == "Spionieren (Darklord)"  # and "Spieler scheidet aus"
    qtbot.keyClick(popup, QtCore.Qt.Key.Key_Down)
    assert "Spionieren" in quick.meaning.text()  # the answer is the highlighted line's
    qtbot.keyClick(popup, QtCore.Qt.Key.Key_Return)
    assert asked == ["spy"] and line.text() == ""
    window.dialog.reject() if window.dialog is not None else None
    typed_keys(qtbot, window, "e")  # alone: the end of the turn; highlighted "Gelb 1": that, not the end
    assert "Bewegungsphase" in quick.meaning.text()
    qtbot.keyClick(popup, QtCore.Qt.Key.Key_Down)
    chosen = quick.highlighted
    assert chosen is not None and chosen != "e"
    qtbot.keyClick(popup, QtCore.Qt.Key.Key_Return)
    assert len(window.session) == 1 and line.text() == chosen  # the army's line, refused, and nothing entered


def test_a_stale_verdict_is_dropped(window: Any, qtbot: Any) -> None:
    """An answer to a line no longer typed never shows (typing goes on while the worker judges)."""
    from ui.games.base import LineReading
    from ui.line_judge import Answer

    four_players(window)
    quick = window.quick
    typed_keys(qtbot, window, "R2 B12 3")
    assert "✓" in quick.meaning.text()
    quick._answered(Answer(quick.judge.asked, "R2 Q", LineReading("alt", False), ()))  # the text moved on
    quick.judge._finished(Answer(quick.judge.asked - 1, "R2 B12 3", LineReading("alt", False), ()))
    assert "✓" in quick.meaning.text() and "alt" not in quick.meaning.text()
