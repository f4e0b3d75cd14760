"""Opening a big game in the app (issue 38): the service's open (the store read, the journal replayed or its
snapshot taken) apart from the window's own work (the history, the page, the docks, the players' display) —
prints figures, not a test.

Real Gods of Titan games (:func:`got_play.play`) of each size, and an old game of that size with many entries judged
differently (:func:`bench_open.old_game`), are stored; each is opened in an offscreen main window (this process, the
program already started): ``GameService.open``, then ``MainWindow.open_game`` with that open game (the window's work
alone), then the events processed (the window drawn), in CPU beside wall time. First as the app opens a game stored
before (the start page replayed it for its overview and kept its snapshot: the history's lines, the tables at the
rounds' ends), then from the snapshot kept when the scribe left it (the same kept), best of three.
Goal at 5,000 entries, old or new: ≤ 300 ms CPU in the service and ≤ 500 ms CPU to a usable window (issue 38).
The rules book (SQLModel) opens on a worker thread once the window shows the game; the bench waits for it apart.
``BENCH_PROFILE=1`` prints the profile of the last opening from the snapshot.
Run: ``QT_QPA_PLATFORM=offscreen python bench/bench_window_open.py [SIZES…]``.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_open import old_game  # noqa: E402  (the bench's own modules, found on the path set above)
from got_play import play  # noqa: E402
from timing import Timed, timed  # noqa: E402

SERVICE_GOAL, WINDOW_GOAL = 0.300, 0.500
#: the size whose goals are judged
GOAL_SIZE = 5_000
PROFILE = os.environ.get("BENCH_PROFILE") == "1"


def open_once(app: Any, window: Any, service: Any, gid: int, profile: cProfile.Profile | None = None,  # Any: Qt's
              ) -> tuple[Timed, Timed]:
    """The game opened in ``window`` as the start page's Enter does: (the service's open, the window to drawn)."""
    with timed() as opened:
        session = service.open(gid)
    service_open = service.open
    service.open = lambda game_id, session=session, **_kw: session
    with timed() as shown:
        if profile is not None:
            profile.enable()
        window.open_game(gid)
        app.processEvents()  # drawn, the history at its end
        if profile is not None:
            profile.disable()
    service.open = service_open
    return opened, shown


def wait_for_book(app: Any, window: Any) -> None:
    """Let the rules book's worker finish (its CPU is not the opening's: the window is usable meanwhile)."""
    opening = window.rules._opening
    if opening is not None:
        opening.result()
    app.processEvents()


def report(what: str, opened: Timed, shown: Timed, judged: bool) -> None:
    whole = Timed(opened.cpu + shown.cpu, opened.wall + shown.wall)
    print(f"  {what}\n      service open:  {opened}  {opened.goal(SERVICE_GOAL) if judged else ''}\n"
          f"      window's work: {shown}\n      together:      {whole}  {whole.goal(WINDOW_GOAL) if judged else ''}")


def bench(app: Any, label: str, events: Any, judged: bool) -> None:  # Any: Qt's application, the events
    from ui.main_window import MainWindow
    from ui.service import GameService
    from ui.settings import Settings

    home = Path(tempfile.mkdtemp())
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    service = GameService(f"sqlite:///{home / 'g.sqlite'}")
    gid = service.store.create_game("got", title=label, events=list(events))
    window = MainWindow(service, Settings(str(home / "settings.ini")))
    window.show()
    app.processEvents()  # the start page: the game replayed for its overview, its snapshot kept
    count = len(service.open(gid).judged_differently)
    print(f"{label}: {len(events):,} entries, {count:,} judged differently")
    opened, shown = open_once(app, window, service, gid)
    report("first opening (the snapshot the start page kept)", opened, shown, judged)
    wait_for_book(app, window)
    best_open, best_shown = Timed(float("inf"), float("inf")), Timed(float("inf"), float("inf"))
    for run in range(3):
        window.show_start()  # the scribe leaves the game: its snapshot kept with the history's lines
        app.processEvents()
        profile = cProfile.Profile() if PROFILE and run == 2 else None
        opened, shown = open_once(app, window, service, gid, profile)
        if opened.cpu + shown.cpu < best_open.cpu + best_shown.cpu:
            best_open, best_shown = opened, shown
        if profile is not None:
            pstats.Stats(profile).sort_stats("cumulative").print_stats(30)
    report("from the snapshot kept on leaving (best of 3)", best_open, best_shown, judged)
    window.close()
    service.close()


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ui import i18n
    from ui.qt import QtWidgets

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    i18n.set_language("de")
    sizes = [int(a) for a in sys.argv[1:]] or [GOAL_SIZE, 20_000]
    print(f"{os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}; goals at {GOAL_SIZE:,} entries, old or new: "
          f"≤ {SERVICE_GOAL * 1e3:g} ms CPU in the service, ≤ {WINDOW_GOAL * 1e3:g} ms CPU to a usable window")
    for size in sizes:
        bench(app, f"real game ({size:,})", play(size).journal.events, size == GOAL_SIZE)
        bench(app, f"old game ({size:,}, battles never opened)", old_game(size), size == GOAL_SIZE)


if __name__ == "__main__":
    main()
