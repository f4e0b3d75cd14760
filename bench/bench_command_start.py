"""Start of the command line: ``schriftfuehrer --help`` and ``game list`` in fresh processes.

Each command runs a few times with a throw-away store; the median CPU time (user + system of the child, which
moves little with the machine's load) and wall time are printed beside the goal: at most 0.5 s each.

    .venv/bin/python bench/bench_command_start.py [runs]
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 0.5
COMMANDS = (["--help"], ["game", "list"])


def one_run(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """CPU and wall seconds of one run of the command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "ui.cli.main", *argv], env=env, cwd=ROOT, capture_output=True, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, wall


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, SCHRIFTFUEHRER_DB=f"sqlite:///{tmp}/games.sqlite", XDG_DATA_HOME=f"{tmp}/data",
                   XDG_CONFIG_HOME=f"{tmp}/config", PYTHONPATH=str(ROOT))
        one_run(["game", "list"], env)  # the first run creates the store; not counted
        for argv in COMMANDS:
            cpu, wall = zip(*(one_run(argv, env) for _ in range(runs)), strict=True)
            median = statistics.median(cpu)
            print(f"schriftfuehrer {' '.join(argv):<10} CPU {median:.3f} s  wall {statistics.median(wall):.3f} s  "
                  f"(goal ≤ {GOAL} s CPU: {'met' if median <= GOAL else 'missed'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
