"""The scribe's keys: round 2 of a Gods of Titan game for four players typed into the quick-entry line.

Plays the keyboard round (``ui.games.got.demo.KEYBOARD_ROUND``: 3 Titan players and a Darklord; a split, seven
moves, a land named, four recruits — three announced with the army's move on one line, 6.4 — and four ends of
turn) in a real main window (offscreen unless a display is given) with real key events — once in the shortest
forms the line reads, once with every name in full as the line first read them — and prints per line kind the keys
pressed, the app's answer time per line, and the round's estimated scribe time: 0.3 s a key (Enter included) plus
1 s to read each line's answer (and, stricter, 1 s for each journal entry). Goal (issue 25): at most 40 s for
this round.

    .venv/bin/python bench/bench_keys.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
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
    del app
    return 0


def play(lines: tuple[tuple[str, str], ...], main_window: Any, settings: Any) -> None:
    from referee.got import events as ev
    from ui.games.got.demo import keyboard_round
    from ui.qt import QtCore, QtTest
    from ui.service import GameService
    from ui.service import lands as land_service

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
