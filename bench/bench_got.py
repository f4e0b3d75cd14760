"""Gods of Titan referee: replay of real games of 1k, 5k, 10k and 20k entries, and the cost per entry.

The games are played as a table plays (:mod:`got_play`: splits, moves, recruits, battles recorded round by
round, turn ends), every entry judged. Run: ``python bench/bench_got.py`` (prints figures; not a test).
Goal: the replay of a 5,000-entry game (load, decode, judge and apply) ≤ 200 ms of CPU; wall time beside.

Each game is also opened as a game stored under other rules would be: every third move's distance made 7, one more
than 8.4 allows today, so those moves (and the recruits after them) are judged differently — refused, the refusal
waived, applied — and the cost of such an entry is set beside an unmarked one's.
"""

from __future__ import annotations

import dataclasses
import tempfile
from pathlib import Path

from got_play import play
from timing import timed

from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.state import GotState
from rulesdb.journal import GameStore

SIZES = (1_000, 5_000, 10_000, 20_000)
GOAL = 0.2  # seconds of CPU for the 5k game's replay


def build(n: int) -> Journal[GotState]:
    """A real game of ``n`` entries (the benches of the printouts use it too)."""
    return play(n).journal


def main() -> None:
    store = GameStore(f"sqlite:///{Path(tempfile.mkdtemp()) / 'bench.sqlite'}")
    for n in SIZES:
        with timed() as made:
            table = play(n)
        j = table.journal
        mix = ", ".join(f"{count} {kind.removeprefix('got.')}" for kind, count in table.kinds.most_common())
        print(f"{len(j):,}-entry game (round {j.state.round}; {mix})")
        print(f"  played with every entry judged: {made}  ({made.cpu / len(j) * 1e6:.0f} µs CPU per entry)")
        gid = store.create_game("got", events=j.events)
        with timed() as loaded_t:
            loaded = store.load(gid)
        with timed() as replay_t:
            state = GotEngine().replay(loaded.events)
        assert state == j.state
        total = loaded_t.cpu + replay_t.cpu
        goal = f"[goal ≤ {GOAL * 1e3:g} ms CPU: {'met' if total <= GOAL else 'MISSED'}]" if n == 5_000 else ""
        print(f"  replay from SQLite: load+decode {loaded_t}, judge+apply {replay_t}, total CPU {total * 1e3:.0f} ms, "
              f"wall {(loaded_t.wall + replay_t.wall) * 1e3:.0f} ms {goal}")
        with timed() as opened_t:
            opened = Journal(GotEngine(), loaded.events)  # how a stored game is opened: recorded, never refused
        assert opened.state == j.state and not opened.judged_differently
        print(f"  open as the record (Journal, every state kept): {opened_t}")
        stored = judged_differently(loaded.events)
        with timed() as marked_t:
            marked = Journal(GotEngine(), stored)
        count = len(marked.judged_differently)
        clean = opened_t.cpu / len(j)
        per = clean + (marked_t.cpu - opened_t.cpu) / max(count, 1)
        print(f"  open with {count:,} entries judged differently (every third move 7 lands): {marked_t}  "
              f"({per * 1e6:.0f} µs CPU per marked entry, {clean * 1e6:.0f} µs unmarked)")


def judged_differently(events: tuple[Event, ...]) -> list[Event]:
    """The game as stored by a table whose rules let an army move 7 lands: every third move goes 7 (8.4 allows 6)."""
    moves = 0
    out: list[Event] = []
    for e in events:
        if isinstance(e, ev.Move):
            moves += 1
            if moves % 3 == 0:
                e = dataclasses.replace(e, distance=7)
        out.append(e)
    return out


if __name__ == "__main__":
    main()
