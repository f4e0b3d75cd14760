"""The start page and ``game list`` with a club's store: fifty 2,000-entry Gods of Titan games.

Prints, in CPU time (process time, which moves little with the machine's load) beside wall time:
the listing's overviews when every game must be replayed (no summary yet: what every start cost before the
summaries were kept), the same listing read from the kept summaries, ``schriftfuehrer game list`` in a fresh
process, and the app's cold start to the main window with that store. Then the same after an update of the program
(every summary and snapshot made by an earlier version): the listing (the earlier summaries shown marked), ``game
list`` (marked), the app's cold start to the main window (its worker brings the summaries up to date after the window
shows: the CPU to the window and of the whole run until it quit are printed), what bringing all fifty up to date costs
off the GUI thread, and ``game list --update``. Goal: the app's cold start ≤ 1.5 s whatever the store holds (and
``game list`` ≤ 0.5 s).

    .venv/bin/python bench/bench_start_store.py [games] [entries]
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_app_start import CODE
from bench_got import build
from sqlalchemy import text

from ui.service import GameService, summaries
from ui.service.overview import Overview

ROOT = Path(__file__).resolve().parent.parent


def child(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """CPU and wall seconds of a fresh process, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(argv, env=env, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, wall, out


def app_start(env: dict[str, str]) -> tuple[float, float, float]:
    """The app's cold start in a fresh process: CPU seconds to the main window shown (every thread's), wall seconds
    to it, and CPU seconds of the whole run (it quits once shown, waiting for a worker's game in hand)."""
    start = time.time()
    cpu, _, out = child([sys.executable, "-c", CODE], env)
    shown = next(line.split() for line in out.splitlines() if line.startswith("shown "))
    return float(shown[3]), float(shown[1]) - start, cpu


def line(what: str, cpu: float, wall: float, goal: str) -> None:
    print(f"{what:<52} CPU {cpu:7.3f} s  wall {wall:7.3f} s  {goal}")


def as_before_an_update(service: GameService) -> None:
    """Every kept summary and snapshot made by an earlier version of the program (as after an update)."""
    with service.store.engine.begin() as conn:
        conn.execute(text("UPDATE summary SET code = 'earlier version'"))
        conn.execute(text("UPDATE snapshot SET code = 'earlier version'"))


def timed(what: str, goal: str, run: object) -> None:
    cpu, wall = time.process_time(), time.perf_counter()
    assert callable(run)
    run()
    print(f"{what:<52} CPU {time.process_time() - cpu:7.3f} s  wall {time.perf_counter() - wall:7.3f} s  {goal}")


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    entries = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    events = build(entries).events
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/games.sqlite"
        service = GameService(url)
        for n in range(games):
            service.store.create_game("got", title=f"Abend {n + 1}", events=events)
        print(f"store: {games} games of {len(events)} entries")
        timed("overviews, every game replayed (no summaries)", "(as every start before)",
              lambda: service.overviews(service.games()))
        timed("overviews from the kept summaries", "", lambda: service.overviews(service.games()))
        env = dict(os.environ, SCHRIFTFUEHRER_DB=url, XDG_DATA_HOME=f"{tmp}/data", XDG_CONFIG_HOME=f"{tmp}/config",
                   PYTHONPATH=str(ROOT))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        cpu, wall, _ = child([sys.executable, "-m", "ui.cli.main", "game", "list"], env)
        line("schriftfuehrer game list (fresh process)", cpu, wall, "(goal ≤ 0.5 s)")
        cpu, wall, total = app_start(env)
        line("app cold start to the main window (fresh process)", cpu, wall, f"(goal ≤ 1.5 s; whole run {total:.3f} s)")

        print("after an update of the program (every summary and snapshot of an earlier version):")
        as_before_an_update(service)
        found: dict[int, Overview] = {}
        timed("overviews, the earlier summaries shown marked", "(goal: no replay)",
              lambda: found.update(service.overviews(service.games(), earlier=True)))
        print(f"  {len(summaries.outdated(service.overviews(service.games(), earlier=True)))} of {games} marked")
        cpu, wall, out = child([sys.executable, "-m", "ui.cli.main", "game", "list"], env)
        assert out.count(" *\n") == games, out
        line("schriftfuehrer game list, marked (fresh process)", cpu, wall, "(goal ≤ 0.5 s)")
        cpu, wall, total = app_start(env)
        line("app cold start to the main window (fresh process)", cpu, wall,
             f"(goal ≤ 1.5 s; whole run {total:.3f} s)")
        as_before_an_update(service)
        timed("all fifty brought up to date (the worker)", "(off the GUI thread, after the window)",
              lambda: [service.overview(g, lang="de") for g in summaries.outdated(found)])
        as_before_an_update(service)
        cpu, wall, _ = child([sys.executable, "-m", "ui.cli.main", "game", "list", "--update"], env)
        line("schriftfuehrer game list --update (fresh process)", cpu, wall, "(replays every game once)")
        service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
