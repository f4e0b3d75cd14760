"""How fast the players' display follows an entry (issues 34, 38): prints figures, not a test.

``bench_display_follow.py costs [SIZES…]`` (issue 38; default 1000 5000 20000): real Gods of Titan games
(:func:`got_play.play`) of each size, the last ten entries made one by one — in the app (offscreen: the main
window, its players' display, in this process), by another program (taken by the window's commit follower), and
taken by the served page's follower (:class:`ui.service.serve.DisplayServer`, its state ready to push) — each
costed in CPU beside wall time against the goal (≤ 100 ms at 20,000 entries). Run:
``QT_QPA_PLATFORM=offscreen python bench/bench_display_follow.py costs``.

Without ``costs``: from an entry's commit to the app's display window (offscreen, in this process) and to an open page
(the live channel of ``schriftfuehrer display ID --serve``, in its own process), for entries made in the app (this
process's open game) and by another process (a second program writing to the same store, as the command line does): median and
95th percentile in milliseconds. Run: ``QT_QPA_PLATFORM=offscreen python bench/bench_display_follow.py [ENTRIES]``.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
ENTRIES = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 20
#: the entries costed at each size (the last ones of the game played)
LAST = 10
GOAL_S = 0.1
GAP_S = 0.25

#: the other process: makes ENTRIES entries, GAP_S apart, and prints the moment each was committed
WRITER = """
import sys, time
from ui.service import GameService
service = GameService(sys.argv[1]); game = service.open(int(sys.argv[2]))
for i in range(int(sys.argv[3])):
    time.sleep(float(sys.argv[4]))
    game.add({"type": "got.land", "data": {"terrain": "Brush", "name": f"Heide P{i}"}})
    print(len(game), time.time(), flush=True)
"""


class Page(threading.Thread):
    """An open page: reads the live channel, notes when each display (by its entry count) arrived."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.answer = urllib.request.urlopen(url + "live", timeout=600)
        self.seen: dict[int, float] = {}

    def run(self) -> None:
        name = ""
        for raw in self.answer:
            line = raw.decode()
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:") and name == "display":
                entries = int(json.loads(line[5:])["version"].split("-", 1)[0])
                self.seen.setdefault(entries, time.time())


def delays(commits: dict[int, float], seen: dict[int, float]) -> str:
    found = sorted(1000 * (seen[n] - t) for n, t in commits.items() if n in seen)
    if not found:
        return "nothing arrived"
    p95 = found[min(len(found) - 1, int(0.95 * len(found)))]
    missing = len(commits) - len(found)
    return f"median {statistics.median(found):6.1f} ms   95% {p95:6.1f} ms" + (f"   ({missing} never)" if missing else "")


def main() -> None:
    from ui import i18n
    from ui.main_window import MainWindow
    from ui.qt import QtCore, QtWidgets
    from ui.service import GameService
    from ui.settings import Settings

    home = Path(tempfile.mkdtemp())
    url = f"sqlite:///{home / 'g.sqlite'}"
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "SCHRIFTFUEHRER_DB": url}
    export = next((ROOT / "tests" / "compat").glob("*/3-got-pakt-ende-armeen-beisammen.json"))
    service = GameService(url)
    gid = service.import_game(data=export.read_text(encoding="utf-8")).id
    server = subprocess.Popen([sys.executable, "-m", "ui.cli.main", "display", str(gid), "--serve", "127.0.0.1:0"],
                              env=env, cwd=ROOT, text=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert server.stdout is not None
    page = Page(server.stdout.readline().strip())
    page.start()

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    i18n.set_language("de")
    window = MainWindow(service, Settings(str(home / "settings.ini")))
    window.show()
    window.open_game(gid)
    display = window.display_hook.show_display()
    shown: dict[int, float] = {}
    show = display._show

    def noted(d: Any) -> None:  # Any: the display shown; the moment the window has it
        show(d)
        shown.setdefault(d.entries, time.time())

    display._show = noted  # type: ignore[method-assign]

    def run_until(done: Any, limit: float = 120) -> None:
        end = time.monotonic() + limit
        while not done() and time.monotonic() < end:
            app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 5)

    # the app's own entries: committed by the open game (the moment its store returned)
    session = window.session
    assert session is not None
    app_commits: dict[int, float] = {}
    sink = session.journal.sink
    assert sink is not None

    class Timed:
        def append(self, seq: int, ev: Any) -> None:  # Any: the game's event
            assert sink is not None
            sink.append(seq, ev)
            app_commits[seq] = time.time()

        def undo(self, seq: int) -> None:
            assert sink is not None
            sink.undo(seq)

        def redo(self, seq: int) -> None:
            assert sink is not None
            sink.redo(seq)

    session.journal.sink = Timed()
    for i in range(ENTRIES):
        run_until(lambda: False, GAP_S)
        session.add({"type": "got.land", "data": {"terrain": "Brush", "name": f"Heide A{i}"}})
    run_until(lambda: max(app_commits) in page.seen and max(app_commits) in shown, 30)

    # another process's entries
    writer = subprocess.Popen([sys.executable, "-c", WRITER, url, str(gid), str(ENTRIES), str(GAP_S)], cwd=ROOT,
                              text=True, stdout=subprocess.PIPE)
    assert writer.stdout is not None
    other: dict[int, float] = {}

    def read() -> None:
        assert writer.stdout is not None
        for line in writer.stdout:
            n, t = line.split()
            other[int(n)] = float(t)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    run_until(lambda: writer.poll() is not None and len(other) == ENTRIES and max(other) in shown and max(other) in page.seen)
    print(f"{ENTRIES} entries each, {GAP_S * 1000:.0f} ms apart; {os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}")
    print(f"made in the app       → window: {delays(app_commits, shown)}")
    print(f"made in the app       → page:   {delays(app_commits, page.seen)}")
    print(f"made by another process → window: {delays(other, shown)}")
    print(f"made by another process → page:   {delays(other, page.seen)}")
    server.terminate()
    server.wait(30)
    window.close()


def costs(sizes: list[int]) -> None:
    """Each entry's cost on its way to the screens, at each size (CPU beside wall, the median of the last entries)."""
    from got_play import play
    from timing import Timed, timed

    from ui import i18n
    from ui.main_window import MainWindow
    from ui.qt import QtWidgets
    from ui.service import GameService
    from ui.service.serve import DisplayServer
    from ui.settings import Settings

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    i18n.set_language("de")
    print(f"{os.cpu_count()} cores; load {os.getloadavg()[0]:.1f}; the median of {LAST} entries each; goal ≤ "
          f"{GOAL_S * 1e3:g} ms CPU")

    def median(found: list[Timed]) -> Timed:
        return Timed(statistics.median(t.cpu for t in found), statistics.median(t.wall for t in found))

    for size in sizes:
        events = play(size).journal.events
        home = Path(tempfile.mkdtemp())
        url = f"sqlite:///{home / 'g.sqlite'}"
        service = GameService(url)
        made = len(events) - 2 * LAST
        gid = service.store.create_game("got", title=f"{size} Einträge", events=list(events[:made]))
        window = MainWindow(service, Settings(str(home / "settings.ini")))
        window.show()
        window.open_game(gid)
        display = window.display_hook.show_display()
        app.processEvents()
        server = DisplayServer(url, gid, host="127.0.0.1", port=0)  # not started: its follower's step is costed
        other = GameService(url).open(gid)
        session = window.session
        assert session is not None
        shown: list[Timed] = []
        show = display._show
        clock: list[Timed] = []

        def noted(d: Any, clock: list[Timed] = clock, show: Any = show,  # Any: the display shown
                  shown: list[Timed] = shown) -> None:
            show(d)
            shown.append(Timed(time.process_time() - clock[0].cpu, time.perf_counter() - clock[0].wall))

        display._show = noted  # type: ignore[method-assign]
        to_display, in_app, to_page, other_window = [], [], [], []
        for ev in events[made:made + LAST]:  # made in the app
            clock[:] = [Timed(time.process_time(), time.perf_counter())]
            with timed() as whole:
                session.add(ev)
                app.processEvents()
            to_display.append(shown[-1])
            in_app.append(whole)
            with timed() as t:
                server._take()
            to_page.append(t)
        other.catch_up()
        for ev in events[made + LAST:]:  # made by another program, followed by the window
            other.add(ev)
            with timed() as t:
                window.commits.look()
                app.processEvents()
            other_window.append(t)
        assert len(session) == len(events) == server.display().entries + LAST
        print(f"{len(events):>6} entries  commit → players' display (app window):      {median(to_display)}  "
              f"{median(to_display).goal(GOAL_S)}")
        print(f"{'':>14}the whole entry in the app (window, display):  {median(in_app)}  {median(in_app).goal(GOAL_S)}")
        print(f"{'':>14}served page: entry taken, state ready to push: {median(to_page)}  {median(to_page).goal(GOAL_S)}")
        print(f"{'':>14}another program's entry → app window:          {median(other_window)}  "
              f"{median(other_window).goal(GOAL_S)}")
        server.service.close()
        display.close()
        window.close()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "costs":
        costs([int(a) for a in sys.argv[2:]] or [1000, 5000, 20000])
    else:
        main()
