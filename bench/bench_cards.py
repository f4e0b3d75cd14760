"""The four card games' referees at 1k, 5k, 10k and 20k entries: play, load, replay, open, printouts.

Each game is played as a table plays it (:mod:`arena_play`, :mod:`rampage_play`, :mod:`burgenkrieg_play`,
:mod:`weiss_play`: every entry one the referee offers, judged), once to the longest size; a smaller size is the
same game's first entries (a game cut there). A game the rules end earlier is followed by notes
(:mod:`card_table`), and its line says where it ended. For each size: load and decode from an SQLite store,
replay (judge and apply each entry), open as the record (``Journal(engine, events)``: recorded, never refused)
and the game's printouts drawn from the store — each with CPU beside wall.

Run: ``python bench/bench_cards.py [game ...] [--sizes 1000,5000]`` (prints figures; not a test).
Goals (CPU): load + replay of 5,000 entries ≤ 200 ms (as Gods of Titan's); every printout ≤ 3 s at 10,000.
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import arena_play
import burgenkrieg_play
import rampage_play
import weiss_play
from card_table import Table
from timing import timed

from printouts import render_pdf
from printouts.registry import GAMES as PRINTOUTS
from referee.core.journal import Journal
from referee.registry import spec
from rulesdb.journal import GameStore

SIZES = (1_000, 5_000, 10_000, 20_000)
REPLAY_GOAL, REPLAY_AT = 0.2, 5_000  # seconds of CPU for load + replay at this size
PRINT_GOAL, PRINT_AT = 3.0, 10_000
# Any: each game's table is of its own state
PLAYERS: dict[str, Callable[[int, int], Table[Any]]] = {
    "arena": arena_play.play, "rampage": rampage_play.play, "burgenkrieg": burgenkrieg_play.play,
    "weiss": weiss_play.play}


def bench(game: str, sizes: tuple[int, ...], store: GameStore, out: Path) -> None:
    with timed() as made:
        table = PLAYERS[game](max(sizes), 7)
    events = table.journal.events
    print(f"== {spec(game).title_en}: {table.summary()}")
    print(f"  played with every entry judged: {made}  ({made.cpu / len(events) * 1e6:.0f} µs CPU per entry)")
    engine = table.journal.engine
    for n in sizes:
        gid = store.create_game(game, title=f"{n} entries", events=events[:n])
        with timed() as loaded_t:
            loaded = store.load(gid)
        with timed() as replay_t:
            state = engine.replay(loaded.events)
        with timed() as opened_t:
            opened = Journal(engine, loaded.events)
        assert state == opened.state and not opened.judged_differently
        total = loaded_t.cpu + replay_t.cpu
        goal = f"[goal ≤ {REPLAY_GOAL * 1e3:g} ms CPU: {'met' if total <= REPLAY_GOAL else 'MISSED'}]" \
            if n == REPLAY_AT else ""
        print(f"  {n:>6,} entries: load+decode {loaded_t}; replay (judge+apply) {replay_t}; "
              f"total CPU {total * 1e3:.0f} ms ({total / n * 1e6:.0f} µs per entry) {goal}")
        print(f"  {'':>6}          open as the record {opened_t}")
        for sheet in next(p.sheets for p in PRINTOUTS if p.game.id == game):
            with timed() as drawn:
                render_pdf(sheet.kind, out / f"{sheet.kind}.pdf", store=store, game_id=gid)
            print(f"  {'':>6}          {sheet.title_en} from the store {drawn}"
                  + (f" {drawn.goal(PRINT_GOAL)}" if n == PRINT_AT else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    # none named: all four (argparse checks an empty ``nargs="*"``'s default against the choices, so it is [])
    parser.add_argument("games", nargs="*", default=[], choices=[*PLAYERS, []])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    args = parser.parse_args()
    sizes = tuple(int(s) for s in args.sizes.split(","))
    with tempfile.TemporaryDirectory() as tmp:
        store = GameStore(f"sqlite:///{Path(tmp) / 'bench.sqlite'}")
        for game in args.games or list(PLAYERS):
            bench(game, sizes, store, Path(tmp))


if __name__ == "__main__":
    main()
