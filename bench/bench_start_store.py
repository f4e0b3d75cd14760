"""The start page and ``game list`` with a club's store: fifty 2,000-entry Gods of Titan games.

Prints, in CPU time (process time, which moves little with the machine's load) beside wall time:
the listing's overviews when every game must be replayed (no summary yet: what every start cost before the
summaries were kept), the same listing read from the kept summaries, ``schriftfuehrer game list`` in a fresh
process, and the app's cold start to the main window with that store. Goal: the app's cold start ≤ 1.5 s
whatever the store holds (and ``game list`` ≤ 0.5 s).

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

from ui.service import GameService

ROOT = Path(__file__).resolve().parent.parent


def child(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """CPU and wall seconds of a fresh process, and what it printed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(argv, env=env, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, wall, out


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
        service.close()
        env = dict(os.environ, SCHRIFTFUEHRER_DB=url, XDG_DATA_HOME=f"{tmp}/data", XDG_CONFIG_HOME=f"{tmp}/config",
                   PYTHONPATH=str(ROOT))
        cpu, wall, _ = child([sys.executable, "-m", "ui.cli.main", "game", "list"], env)
        print(f"{'schriftfuehrer game list (fresh process)':<52} CPU {cpu:7.3f} s  wall {wall:7.3f} s  (goal ≤ 0.5 s)")
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        cpu, wall, _ = child([sys.executable, "-c", CODE], env)
        print(f"{'app cold start to the main window (fresh process)':<52} CPU {cpu:7.3f} s  wall {wall:7.3f} s  "
              "(goal ≤ 1.5 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
