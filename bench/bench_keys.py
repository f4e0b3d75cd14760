"""The scribe's keys: a Gods of Titan round for four players typed into the quick-entry line.

Plays one round (3 Titan players and a Darklord; every army that may move moves, one recruit each,
end of turn) in a real main window (offscreen unless a display is given) with real key events, and
prints per entry kind the keys pressed and the app's answer time per entry, and the round's
keystroke-seconds at 0.3 s a key. Goal (issue 17): at most 40 keystroke-seconds a round, at most
half of the ~90 s the dialogs took.

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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SECONDS_PER_KEY = 0.3


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from referee.got import events as ev
    from ui.app import make_app
    from ui.games.got.demo import keyboard_round
    from ui.main_window import MainWindow
    from ui.qt import QtCore, QtTest
    from ui.service import GameService
    from ui.service import lands as land_service
    from ui.settings import Settings

    app = make_app()
    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{tmp}/games.sqlite")
        window = MainWindow(service, Settings(f"{tmp}/settings.ini"))
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
                raise SystemExit(f"refused: {text!r}: {window.quick.refusal.text()}")

        typed = keyboard_round(window, type_line)
        keys: dict[str, list[int]] = defaultdict(list)
        times: dict[str, list[float]] = defaultdict(list)
        for (kind, line), t in zip(typed, answer, strict=True):
            keys[kind].append(len(line) + 1)
            times[kind].append(t)
        print(f"{'entry':<10} {'count':>5} {'keys each':>10} {'answer ms':>10}  example")
        for kind in keys:
            example = next(line for k, line in typed if k == kind)
            print(f"{kind:<10} {len(keys[kind]):>5} {statistics.mean(keys[kind]):>10.1f} "
                  f"{1000 * statistics.median(times[kind]):>10.1f}  {example!r} + Enter")
        total = sum(sum(v) for v in keys.values())
        print(f"round: {len(typed)} entries, {total} keys = {total * SECONDS_PER_KEY:.0f} keystroke-seconds "
              f"at {SECONDS_PER_KEY} s a key (goal ≤ 40)")
        window.close()
        service.close()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
