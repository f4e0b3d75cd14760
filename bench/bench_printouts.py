"""Printouts: a blank score sheet and a 200-battle record book.

Run: ``python bench/bench_printouts.py`` (prints figures; not a test).
Goals: blank score sheet <= 150 ms; 200-battle record book <= 1.5 s (journal built beforehand).
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from printouts import render_pdf  # noqa: E402
from printouts.base import Context  # noqa: E402
from printouts.source import sheet_class  # noqa: E402


def _gamebuild() -> object:
    spec = importlib.util.spec_from_file_location("gamebuild", ROOT / "tests" / "printouts" / "gamebuild.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """(first run, median of the following runs) in milliseconds."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return times[0], statistics.median(times[1:] or times)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        first, median = timed(lambda: render_pdf("got-score", out / "blank.pdf", blank=True), 10)
        print(f"blank score sheet: first {first:.0f} ms, median {median:.0f} ms (goal <= 150 ms)")
        t = time.perf_counter()
        journal = _gamebuild().battle_game(200)  # type: ignore[attr-defined]
        print(f"(building the 200-battle journal: {(time.perf_counter() - t) * 1000:.0f} ms, "
              f"{len(journal)} entries)")
        ctx = Context(blank=False, game_title="Gods of Titan — Bench", date="21.11.2026", journal=journal)
        first, median = timed(lambda: sheet_class("got-battles")(ctx).render(out / "battles.pdf"), 3)
        print(f"200-battle record book: first {first:.0f} ms, median {median:.0f} ms (goal <= 1500 ms)")
        first, median = timed(lambda: sheet_class("got-score")(ctx).render(out / "score.pdf"), 3)
        print(f"score sheet of that game: first {first:.0f} ms, median {median:.0f} ms")


if __name__ == "__main__":
    main()
