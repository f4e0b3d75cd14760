"""Opening a big game in the app (issue 38): the service's open (the store read, the journal replayed or its
snapshot taken) apart from the window's own work (the history, the page, the docks, the players' display) —
prints figures, not a test.

Real Gods of Titan games (:func:`got_play.play`) of each size are stored; each is opened in an offscreen main window
(this process): first ``GameService.open``, then ``MainWindow.open_game`` with that open game (the window's work
alone, to the window drawn), in CPU beside wall time. Goal: ≤ 500 ms to a usable window at 5,000 entries (the
service's part ≤ 300 ms, issue 38); the first game opened imports its page's modules, as in the app. What the
window does once shown (drawn, the rules reader turned to the game: the rules book opened) is printed apart.
Run: ``QT_QPA_PLATFORM=offscreen python bench/bench_window_open.py [SIZES…]``.
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from got_play import play  # noqa: E402  (the bench's own modules, found on the path set above)
from timing import Timed, timed  # noqa: E402

GOAL_S = 0.5
PROFILE = os.environ.get("BENCH_PROFILE") == "1"


def main() -> None:
    from ui import i18n
    from ui.main_window import MainWindow
    from ui.qt import QtWidgets
    from ui.service import GameService
    from ui.settings import Settings

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    i18n.set_language("de")
    sizes = [int(a) for a in sys.argv[1:]] or [5000, 20000]
    print(f"{os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}; goal ≤ {GOAL_S * 1e3:g} ms CPU to a usable window")
    for size in sizes:
        events = play(size).journal.events
        home = Path(tempfile.mkdtemp())
        service = GameService(f"sqlite:///{home / 'g.sqlite'}")
        gid = service.store.create_game("got", title=f"{size} Einträge", events=list(events))
        window = MainWindow(service, Settings(str(home / "settings.ini")))
        window.show()
        app.processEvents()
        with timed() as opened:
            session = service.open(gid)
        service_open = service.open
        service.open = lambda game_id, session=session, **_kw: session  # type: ignore[method-assign]
        profile = cProfile.Profile() if PROFILE else None
        with timed() as built:
            if profile is not None:
                profile.enable()
            window.open_game(gid)
            if profile is not None:
                profile.disable()
        with timed() as after:  # drawn; then what waits for the window to show (the rules reader turns to the game)
            app.processEvents()
        service.open = service_open  # type: ignore[method-assign]
        whole = Timed(opened.cpu + built.cpu, opened.wall + built.wall)
        print(f"{len(events):>6} entries  service open: {opened}\n{'':>14}window's work: {built}\n{'':>14}together:     "
              f"{whole}  {whole.goal(GOAL_S)}\n{'':>14}then drawn and the rules reader turned to the game: {after}")
        if profile is not None:
            pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
        window.close()
        service.close()


if __name__ == "__main__":
    main()
