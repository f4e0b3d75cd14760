"""The scribe's keys: round 2 of a Gods of Titan game for four players typed into the quick-entry line.

Plays the keyboard round (``ui.games.got.demo.KEYBOARD_ROUND``: 3 Titan players and a Darklord; a split, seven
moves, a land named, four recruits — three announced with the army's move on one line, 6.4 — and four ends of
turn) in a real main window (offscreen unless a display is given) with real key events — once in the shortest
forms the line reads, once with every name in full as the line first read them — and prints per line kind the keys
pressed, the app's answer time per line, and the round's estimated scribe time: 0.3 s a key (Enter included) plus
1 s to read each line's answer (and, stricter, 1 s for each journal entry). Goal (issue 25): at most 40 s for
this round.

Then the table of issue 35, as a new user meets it: 3 Titans (the set-up's default colours) and the Darklord,
no board file — every land named in the move itself ("R2 Br:B1 3") —, a tower teleport through its dialog, the
Darklord's turn with a spy, and a 3-round battle recorded in the battle sheet's own line; it prints the keys,
the clicks (none), the lines and the refusals (goal: round 1 in at most 16 lines and 130 keys, the battle round
in at most 90 keys, no click).

    .venv/bin/python bench/bench_keys.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SECONDS_PER_KEY = 0.3
SECONDS_PER_ENTRY = 1.0
GOAL_SECONDS = 40


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ui.app import make_app
    from ui.games.got.demo import KEYBOARD_ROUND, KEYBOARD_ROUND_IN_FULL
    from ui.main_window import MainWindow
    from ui.settings import Settings

    app = make_app()
    for title, lines in (("in full", KEYBOARD_ROUND_IN_FULL), ("shortest forms", KEYBOARD_ROUND)):
        print(f"-- {title}")
        play(lines, MainWindow, Settings)
    print("-- issue 35: no board file, a tower teleport, the Darklord, a 3-round battle in the sheet's line")
    issue_round(MainWindow, Settings)
    del app
    return 0


#: round 1: every land named in the move; Cleo's army teleports by tower (the dialog, by keys); Dora spies
ISSUE_ROUND_ONE = ("R2 Br:B1 3+G", "e", "G2 Pl:P1 3+C", "e", "Teleport", "e", "S1 Ju:J1 3", "S2 De:D2 3",
                   "S3 Hil:H3 3", "e")
#: round 11 (after the pact, 8.3): Rot 2 attacks Grün 2; the battle in the sheet's line, three rounds and its end
ISSUE_BATTLE = ("Kampf", "v Ce1 x, r", "a Ga1 2, v Ga x, r", "v Ce x, r", "ende", "e")


def _to_round_eleven(session: Any) -> None:
    """Rounds 1–10 entered through the service (not counted): each army that must move moves one land onto a
    land of its own, then the turn ends (6.2, 8.4, 8.6)."""
    from referee.got.events import LandNamed, Move, TurnEnded
    from referee.got.movement_end import fewest_to_move
    from ui.service.got.quick import short_name

    while session.state.round < 11 or session.state.mover_player.name != "Anna":
        s = session.state
        for marker in fewest_to_move(s):
            label = f"{short_name(marker)}-{s.round}"  # typed later: plain letters (QTest types ASCII only)
            session.add(LandNamed(terrain="Plains", name=label))
            session.add(Move(marker=marker, to=f"Plains:{label}", distance=1))
        session.add(TurnEnded(player=session.state.mover_player.name))


def issue_round(main_window: Any, settings: Any) -> None:
    """Issue 35's table typed with real key events; the teleport dialog's fields by keys too (its arrow keys,
    letters and Tab counted)."""
    from referee.got import events as ev
    from referee.got.setup import setup_choices
    from ui.qt import QtCore, QtTest
    from ui.service import GameService

    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{tmp}/games.sqlite")
        window = main_window(service, settings(f"{tmp}/settings.ini"))
        window.show()
        colours = setup_choices(darklord=True).default_colours
        players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
            zip(("Anna", "Ben", "Cleo"), colours, ("Asher", "Golem", "Zephyra"), strict=True), start=1))
        game = service.new_game(game="got", setup=ev.GameSetup(
            players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4))))  # no board file
        window.open_game(game.id)
        counts = {"keys": 0, "clicks": 0, "lines": 0, "refusals": 0}

        def keys(widget: Any, text: str) -> None:
            QtTest.QTest.keyClicks(widget, text)
            counts["keys"] += len(text)

        def key(widget: Any, k: Any, n: int = 1) -> None:
            for _ in range(n):
                QtTest.QTest.keyClick(widget, k)
            counts["keys"] += n

        def teleport() -> None:
            """The dialog opened by the line: Blau 2 by the tower of Blau over Tower Rot onto a new land."""
            d = window.dialog
            d.army.setCurrentIndex(d.army.findData(f"{colours[2]} 2"))  # the selected army: a key in the table
            counts["keys"] += 1
            for box in (d.via_from, d.via_to):
                box.setFocus()
                key(box, QtCore.Qt.Key.Key_Down)
            d.land.picker.setFocus()
            keys(d.land.picker, "W1")
            d.land.terrain.setFocus()
            keys(d.land.terrain, "Wo")  # Woods, by its first letters
            d.distance.setFocus()
            d.distance.selectAll()
            keys(d.distance, "3")
            counts["keys"] += 5  # the Tabs between the fields
            key(d, QtCore.Qt.Key.Key_Return)

        def typed(line: Any, text: str, refused: Callable[[], str]) -> bool:
            """``text`` and Enter into ``line``; False (counted, said) when the line keeps it: refused."""
            keys(line, text)
            key(line, QtCore.Qt.Key.Key_Return)
            counts["lines"] += 1
            if line.text():
                counts["refusals"] += 1
                print(f"   refused: {text!r}: {refused()[:160]}")
                line.clear()
                return False
            return True

        def run(lines: tuple[str, ...]) -> None:
            for text in lines:
                sheet = window.dialog if window.dialog is not None and window.dialog.isVisible() else None
                if sheet is not None and hasattr(sheet, "line"):  # the battle sheet's own line
                    typed(sheet.line.line, text, sheet.line.answer.text)
                elif typed(window.quick.line, text, window.quick.refusal.plain_text) and text == "Teleport":
                    teleport()
                elif text == "Kampf":
                    key(window.dialog, QtCore.Qt.Key.Key_Return)  # "Kampf beginnen" is the default button

        for title, lines, goal in (("round 1", ISSUE_ROUND_ONE, "≤ 16 lines, ≤ 130 keys"),
                                   ("battle round", ISSUE_BATTLE, "≤ 90 keys")):
            counts.update(keys=0, clicks=0, lines=0, refusals=0)
            if lines is ISSUE_BATTLE:
                from referee.got.movement_end import fewest_to_move
                from ui.service.got import quick
                _to_round_eleven(window.session)
                window.refresh()
                s = window.session.state
                target = s.army(f"{colours[1]} 2").land.label
                short = quick.land_abbreviation(window.session, target)
                rest = [f"{quick.short_name(m)} Pl:{quick.short_name(m)}x 1" for m in fewest_to_move(s)
                        if m != f"{colours[0]} 2"]
                lines = (f"R2 {short} 2", *rest, *lines)
            run(lines)
            print(f"{title}: {counts['lines']} lines, {counts['keys']} keys (Enter included), {counts['clicks']} "
                  f"clicks, {counts['refusals']} refusals (goal: {goal}, no click)")
        fights = sum(1 for e in window.session.events if e.type_name == "got.battle_round")
        teleports = sum(1 for e in window.session.events if e.type_name == "got.teleport")
        print(f"journal: {len(window.session)} entries, {teleports} teleport, {fights} battle rounds, battle ended: "
              f"{any(e.type_name == 'got.battle_ended' for e in window.session.events)}")
        window.close()
        service.close()


def play(lines: tuple[tuple[str, str], ...], main_window: Any, settings: Any) -> None:
    from referee.got import events as ev
    from ui.games.got.demo import keyboard_round
    from ui.qt import QtCore, QtTest
    from ui.service import GameService
    from ui.service.got import lands as land_service
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{tmp}/games.sqlite")
        window = main_window(service, settings(f"{tmp}/settings.ini"))
        window.show()
        players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
            (("Anna", "Rot", "Asher"), ("Ben", "Blau", "Golem"), ("Cleo", "Gelb", "Zephyra")), start=1))
        board = land_service.board_file(land_service.example_board())
        game = service.new_game(game="got", setup=ev.GameSetup(
            players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)), board=board))
        window.open_game(game.id)
        answer: list[float] = []

        def type_line(text: str) -> None:
            QtTest.QTest.keyClicks(window.quick.line, text)
            start = time.perf_counter()
            QtTest.QTest.keyClick(window.quick.line, QtCore.Qt.Key.Key_Return)
            answer.append(time.perf_counter() - start)
            if window.quick.line.text():
                raise SystemExit(f"refused: {text!r}: {window.quick.refusal.plain_text()}")

        typed = keyboard_round(window, type_line, lines=lines)
        made = 17  # the round's journal entries (a move with its recruit on one line is two)
        assert sum(1 for e in window.session.events[-made:] if e.type_name.startswith("got.")) == made
        keys: dict[str, list[int]] = defaultdict(list)
        times: dict[str, list[float]] = defaultdict(list)
        for (kind, line), t in zip(typed, answer, strict=True):
            keys[kind].append(len(line) + 1)
            times[kind].append(t)
        print(f"{'entry':<12} {'count':>5} {'keys each':>10} {'keys':>5} {'answer ms':>10}  example")
        for kind in keys:
            example = next(line for k, line in typed if k == kind)
            print(f"{kind:<12} {len(keys[kind]):>5} {statistics.mean(keys[kind]):>10.1f} {sum(keys[kind]):>5} "
                  f"{1000 * statistics.median(times[kind]):>10.1f}  {example!r} + Enter")
        total = sum(sum(v) for v in keys.values())
        seconds = total * SECONDS_PER_KEY + len(typed) * SECONDS_PER_ENTRY
        strict = total * SECONDS_PER_KEY + made * SECONDS_PER_ENTRY
        print(f"round: {len(typed)} lines ({made} entries), {total} keys = {seconds:.1f} s at {SECONDS_PER_KEY} s a "
              f"key and {SECONDS_PER_ENTRY:.0f} s an answer read (one a line); counting {SECONDS_PER_ENTRY:.0f} s "
              f"for each of the {made} entries: {strict:.1f} s (goal ≤ {GOAL_SECONDS} s)")
        window.close()
        service.close()


if __name__ == "__main__":
    raise SystemExit(main())
