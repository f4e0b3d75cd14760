"""Opening a stored Gods of Titan game: by a replay, and from its snapshot (rulesdb.journal.snapshots).

Real games (bench/got_play.py) of 1k, 5k, 10k and 20k entries, and an old game of 5k entries with many entries
judged differently (the same play stored without its battles' openings, as a version before ``got.battle_opened``
would have stored it: today's rules judge most entries after each battle differently). For each, in CPU time beside
wall time: the first opening in the service (load, decode, replay), keeping the snapshot when the scribe leaves
the game, the second opening (from the snapshot), an undo right after opening, all states worked out (what a
history without kept lines asks), and the app's main window opening the game (offscreen Qt, in this process: the
program already started) the first time and again (the history's lines and the chart's states then kept).
Goals: opening a 5k game ≤ 300 ms CPU in the service, ≤ 500 ms to a usable window.

    .venv/bin/python bench/bench_open.py [sizes...]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from got_play import play
from timing import Timed, best, timed

from referee.core.events import Event
from ui.service import GameService

SIZES = (1_000, 5_000, 10_000, 20_000)
SERVICE_GOAL, WINDOW_GOAL = 0.300, 0.500


def old_game(n: int) -> tuple[Event, ...]:
    """A game of about ``n`` entries stored as an older version would have: its battles never opened."""
    return tuple(e for e in play(n + n // 30).journal.events if e.type_name != "got.battle_opened")[:n]


def line(what: str, t: Timed, goal: float | None = None) -> None:
    print(f"  {what:<44} {t}  {t.goal(goal) if goal is not None else ''}")


def window_openings(service: GameService, game_id: int) -> tuple[Timed, Timed]:
    """The main window opening the game (as the start page's Enter does) until its events are processed: the first
    time (the history's lines worked out: not in the snapshot yet), then again after the scribe left it (the lines
    and the states the window asked for kept in the snapshot; best of three)."""
    from ui.main_window import MainWindow
    from ui.qt import QtWidgets
    from ui.settings import Settings

    app = QtWidgets.QApplication.instance()
    assert app is not None
    found = []
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(service, Settings(str(Path(tmp) / "settings.ini")))
        window.show()
        app.processEvents()
        for _ in range(4):  # the first time, then again (best of three)
            with timed() as t:
                window.open_game(game_id)
                app.processEvents()
            found.append(t)
            if window.rules._opening is not None:  # the rules book opens on a worker: its CPU is not the opening's
                window.rules._opening.result()
                app.processEvents()
            window.show_start()  # the game left: its snapshot kept
            app.processEvents()
        window.close()
        window.deleteLater()
        app.processEvents()
    return found[0], min(found[1:], key=lambda t: t.cpu)


def bench(service: GameService, label: str, events: tuple[Event, ...], *, with_window: bool) -> None:
    gid = service.store.create_game("got", title=label, events=events)
    with timed() as first:
        session = service.open(gid)
    judged = len(session.judged_differently)
    print(f"{label}: {len(events):,} entries, {judged:,} judged differently")
    line("first open (load, decode, replay)", first, SERVICE_GOAL if len(events) == 5_000 else None)
    with timed() as kept:
        session.close()
    size = len(service.store.snapshot(gid).data)  # type: ignore[union-attr]
    line(f"snapshot kept on leaving ({size / 1024:,.0f} kB)", kept)
    line("second open (from the snapshot)", best(lambda: service.open(gid), runs=3),
         SERVICE_GOAL if len(events) == 5_000 else None)
    opened: list[Any] = []

    def undo() -> None:
        opened[0].undo()

    undos = Timed(float("inf"), float("inf"))
    for _ in range(3):
        opened[:] = [service.open(gid)]
        with timed() as t:
            undo()
        opened[0].redo()
        opened[0].close()
        undos = Timed(min(undos.cpu, t.cpu), min(undos.wall, t.wall))
    line("undo right after opening", undos)
    fresh = service.open(gid)
    with timed() as every:
        for n in range(len(fresh) + 1):
            fresh.state_after(n)
    line("every state worked out after opening", every)
    if with_window:
        first_window, window = window_openings(service, gid)
        line("app window opens it, first time (history)", first_window)
        line("app window opens it again (best of 3)", window, WINDOW_GOAL if len(events) == 5_000 else None)


def main() -> int:
    sizes = [int(a) for a in sys.argv[1:]] or list(SIZES)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ui.qt import QtWidgets

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_DATA_HOME"] = f"{tmp}/data"
        service = GameService(f"sqlite:///{tmp}/games.sqlite")
        for n in sizes:
            bench(service, f"real game ({n:,})", play(n).journal.events, with_window=n <= 10_000)
        bench(service, "old game (5,000, battles never opened)", old_game(5_000), with_window=True)
        service.close()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
