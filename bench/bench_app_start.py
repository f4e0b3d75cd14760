"""Cold start of the desktop app: from starting the interpreter to the main window shown.

Runs ``run_app(["--quit-after-show"])`` in a fresh process (offscreen unless a display is
given) a few times with a throw-away store and settings, and prints each time and the median.
Goal: at most 1.5 s on the development machine.

    .venv/bin/python bench/bench_app_start.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = "import sys; from ui.app import run_app; sys.exit(run_app(['--quit-after-show']))"


def one_run(tmp: str) -> float:
    env = dict(os.environ, SCHRIFTFUEHRER_DB=f"{tmp}/games.sqlite", XDG_CONFIG_HOME=f"{tmp}/config",
               PYTHONPATH=str(ROOT))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", CODE], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    shown = next(float(line.split()[1]) for line in out.stdout.splitlines() if line.startswith("shown "))
    return shown - start


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as tmp:
        one_run(tmp)  # the first run creates the store; not counted
        times = [one_run(tmp) for _ in range(runs)]
    for t in times:
        print(f"{t:.3f} s")
    median = statistics.median(times)
    print(f"cold start to main window shown: median {median:.3f} s over {runs} runs (goal ≤ 1.5 s)")
    return 0 if median <= 1.5 else 1


if __name__ == "__main__":
    raise SystemExit(main())
