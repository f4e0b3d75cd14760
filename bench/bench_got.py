"""Gods of Titan referee: replay of a 5,000-entry game and validation cost per entry.

Run: ``python bench/bench_got.py`` (prints figures; not a test). Goal: replay <= 200 ms.
"""

from __future__ import annotations

import contextlib
import random
import tempfile
import time
from pathlib import Path

from referee.core.errors import RefereeError
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.engine import GotEngine, recruit_query
from referee.got.recruit import recruit_options
from referee.got.state import GotState
from rulesdb.journal import GameStore

EVENTS = 5000
LANDS = ("Brush:B", "Marsh:M", "Desert:D", "Jungle:J", "Plains:P", "Mountains:X")


def build(n: int) -> Journal[GotState]:
    rng = random.Random(7)
    j: Journal[GotState] = Journal(GotEngine())
    j.append(ev.GameSetup(players=(ev.PlayerSetup("Anna", "titan", "Rot", 1), ev.PlayerSetup("Ben", "titan", "Blau", 2),
                                   ev.PlayerSetup("Cleo", "titan", "Gelb", 3))))
    while len(j) < n:
        s = j.state
        mover = s.mover_player.name
        entries: list[ev.Event] = []
        for a in s.armies_of(mover):
            if a.moved is None and not a.land.terrain.is_tower:
                entries.append(ev.Move(marker=a.marker, to=rng.choice(LANDS), distance=rng.randint(3, 5)))
            for o in recruit_options(recruit_query(s, a)).options[:1]:
                entries.append(ev.Recruit(marker=a.marker, figure=o.figure))
        entries.append(ev.Correction(reason="Bench", player=mover, gems=1))
        entries.append(ev.TurnEnded(player=mover))
        for e in entries:
            with contextlib.suppress(RefereeError):
                j.append(e)
            if len(j) >= n:
                break
    return j


def main() -> None:
    t0 = time.perf_counter()
    j = build(EVENTS)
    t1 = time.perf_counter()
    print(f"built a {len(j)}-entry game (round {j.state.round}) with validation in {(t1 - t0) * 1000:.0f} ms "
          f"({(t1 - t0) / len(j) * 1e6:.0f} µs per entry)")
    store = GameStore(f"sqlite:///{Path(tempfile.mkdtemp()) / 'bench.sqlite'}")
    gid = store.create_game("got", events=j.events)
    t2 = time.perf_counter()
    loaded = store.load(gid)
    t3 = time.perf_counter()
    state = GotEngine().replay(loaded.events)
    t4 = time.perf_counter()
    assert state == j.state
    print(f"replay from SQLite: load+decode {(t3 - t2) * 1000:.0f} ms, validate+apply {(t4 - t3) * 1000:.0f} ms, "
          f"total {(t4 - t2) * 1000:.0f} ms  (goal <= 200 ms)")
    opened = Journal(GotEngine(), loaded.events)  # how a stored game is opened: recorded, never refused
    t5 = time.perf_counter()
    assert opened.state == j.state and not opened.judged_differently
    print(f"open as the record (Journal, every state kept): {(t5 - t4) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
