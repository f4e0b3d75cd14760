"""Club server: durable appends per second on PostgreSQL with 1, 4 and 16 concurrent writers.

Starts a throw-away PostgreSQL server (as the tests do; installs Debian's package when missing
and allowed), then runs writer processes for a fixed time: each writer keeps its own game
(tables of a club), and once more with all writers on one game (conflicts and retries).
Run: ``python bench/bench_club.py`` (prints figures; not a test).
"""

from __future__ import annotations

import multiprocessing as mp
import sys
import time
from pathlib import Path

from referee.core.errors import ConflictError
from referee.core.testing import Add
from rulesdb.journal import GameStore

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.club.pgserver import NoPostgres, postgres_server

SECONDS = 2.0


def writer(url: str, game_id: int, until: float, out: mp.Queue[tuple[int, int]]) -> None:
    store = GameStore(url)
    seq = len(store.load(game_id).events)
    done = conflicts = 0
    while time.monotonic() < until:
        try:
            store.append(game_id, seq + 1, Add(amount=1))
            seq += 1
            done += 1
        except ConflictError:
            conflicts += 1
            seq = len(store.load(game_id).events)
    out.put((done, conflicts))


def run(url: str, writers: int, *, shared: bool) -> tuple[float, int]:
    store = GameStore(url)
    games = [store.create_game("demo")] * writers if shared else [store.create_game("demo") for _ in range(writers)]
    store.close()
    ctx = mp.get_context("fork")
    out: mp.Queue[tuple[int, int]] = ctx.Queue()
    until = time.monotonic() + SECONDS + 0.5
    procs = [ctx.Process(target=writer, args=(url, g, until, out)) for g in games]
    for p in procs:
        p.start()
    results = [out.get() for _ in procs]
    for p in procs:
        p.join()
    return sum(r[0] for r in results) / (SECONDS + 0.5), sum(r[1] for r in results)


def main() -> None:
    try:
        with postgres_server() as (url, _):
            GameStore(url).close()  # create the schema once
            for n in (1, 4, 16):
                rate, _ = run(url, n, shared=False)
                shared_rate, conflicts = run(url, n, shared=True)
                print(f"{n:>2} writers: {rate:8.0f} appends/s on own games, "
                      f"{shared_rate:8.0f} appends/s on one game ({conflicts} conflicts retried)")
    except NoPostgres as exc:
        print(f"no PostgreSQL here: {exc}")


if __name__ == "__main__":
    main()
