"""Durable append latency (median, p95) and replay time of a 5,000-event game.

Goals on a 2-core machine: append <= 5 ms median, replay <= 200 ms.
Run: ``python bench/bench_journal.py`` (prints figures; not a test).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from referee.core.journal import Journal
from referee.core.testing import Add, CounterEngine
from rulesdb.journal import GameStore

APPENDS = 500
REPLAY_EVENTS = 5000


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    store = GameStore(f"sqlite:///{folder / 'bench.sqlite'}")
    gid = store.create_game("demo")
    journal = Journal(CounterEngine(), sink=store.sink(gid))
    times = []
    for _ in range(APPENDS):
        t0 = time.perf_counter()
        journal.append(Add(amount=1))
        times.append(time.perf_counter() - t0)
    times.sort()
    median = statistics.median(times) * 1000
    p95 = times[int(len(times) * 0.95)] * 1000
    print(f"durable append (SQLite WAL, synchronous=FULL), {APPENDS} appends: "
          f"median {median:.2f} ms, p95 {p95:.2f} ms  (goal: median <= 5 ms)")

    big = store.create_game("demo", events=[Add(amount=1)] * REPLAY_EVENTS)
    t0 = time.perf_counter()
    loaded = store.load(big)
    t1 = time.perf_counter()
    engine = CounterEngine()
    state = Journal(engine, loaded.events).state
    t2 = time.perf_counter()
    assert state == REPLAY_EVENTS
    print(f"replay of {REPLAY_EVENTS} events: load+decode {(t1 - t0) * 1000:.1f} ms, "
          f"apply {(t2 - t1) * 1000:.1f} ms, total {(t2 - t0) * 1000:.1f} ms  (goal: <= 200 ms)")


if __name__ == "__main__":
    main()
