"""Printouts: a blank score sheet, a 200-battle record book, and score sheets of long games.

Run: ``python bench/bench_printouts.py`` (prints figures; not a test).
Goals, in CPU time (wall time beside): blank score sheet <= 150 ms; 200-battle record book <= 1.5 s (journal
built beforehand); the score sheet of a 10,000-entry Gods of Titan game <= 3 s, growing linearly with the game
(1k, 5k, 10k entries: the real games of ``bench_got.py`` — moves, splits, recruits, battles round by round,
turn ends).
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_got import build  # noqa: E402
from timing import Timed  # noqa: E402
from timing import timed as clock  # noqa: E402

from printouts import render_pdf  # noqa: E402
from printouts.base import Context  # noqa: E402
from printouts.got.score import score_rows  # noqa: E402
from printouts.source import sheet_class  # noqa: E402
from rulesdb.journal import GameStore  # noqa: E402

LONG_GAMES = (1_000, 5_000, 10_000)


def _gamebuild() -> object:
    spec = importlib.util.spec_from_file_location("gamebuild", ROOT / "tests" / "printouts" / "gamebuild.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(fn: Callable[[], object], runs: int) -> tuple[Timed, Timed]:
    """(first run, median of the following runs), CPU and wall."""
    times = []
    for _ in range(runs):
        with clock() as t:
            fn()
        times.append(t)
    rest = times[1:] or times
    return times[0], Timed(statistics.median(t.cpu for t in rest), statistics.median(t.wall for t in rest))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        first, median = timed(lambda: render_pdf("got-score", out / "blank.pdf", blank=True), 10)
        print(f"blank score sheet: first {first}, median {median} {median.goal(0.15)}")
        with clock() as t:
            journal = _gamebuild().battle_game(200)  # type: ignore[attr-defined]
        print(f"(building the 200-battle journal: {t}, {len(journal)} entries)")
        ctx = Context(blank=False, game_title="Gods of Titan — Bench", date="21.11.2026", journal=journal)
        first, median = timed(lambda: sheet_class("got-battles")(ctx).render(out / "battles.pdf"), 3)
        print(f"200-battle record book: first {first}, median {median} {median.goal(1.5)}")
        first, median = timed(lambda: sheet_class("got-score")(ctx).render(out / "score.pdf"), 3)
        print(f"score sheet of that game: first {first}, median {median}")
        long_games(out)


def long_games(out: Path) -> None:
    """Score sheets of 1k, 5k and 10k entries: from the journal, and from the store (load, replay, draw)."""
    store = GameStore(f"sqlite:///{out / 'long.sqlite'}")
    per_entry = []
    for n in LONG_GAMES:
        journal = build(n)
        gid = store.create_game("got", title=f"{n} Eintragungen", events=journal.events)
        ctx = Context(blank=False, game_title="Gods of Titan — Bench", date="21.11.2026", journal=journal)
        _, drawn = timed(lambda: sheet_class("got-score")(ctx).render(out / "long.pdf"), 2)  # noqa: B023
        with clock() as stored:
            render_pdf("got-score", out / "long-stored.pdf", store=store, game_id=gid)
        per_entry.append(stored.cpu / n)
        print(f"score sheet of a {n:,}-entry game ({len(score_rows(journal)):,} history rows, "
              f"{(out / 'long-stored.pdf').stat().st_size / 2**20:.1f} MiB): from the journal {drawn}, "
              f"from the store {stored} ({stored.cpu / n * 1e6:.0f} µs CPU per entry)"
              + (f"  {stored.goal(3.0)}" if n == LONG_GAMES[-1] else ""))
    print(f"growth: {per_entry[-1] / per_entry[0]:.2f}× the time per entry from {LONG_GAMES[0]:,} to "
          f"{LONG_GAMES[-1]:,} entries (1.00 = linear)")


if __name__ == "__main__":
    main()
