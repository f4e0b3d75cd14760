"""Benchmark of the Gods of Titan odds (prints figures; not a test).

Run: ``.venv/bin/python bench/bench_odds_got.py``.  Goals on a 2-core machine, in CPU time (wall time beside):
exact strike query after warm-up ≤ 10 µs, exact duel ≤ 2 ms, 7-vs-7 battles
≥ 250,000 per second (±0.5 % in ≤ 0.2 s), beside a plain per-battle Python loop.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from timing import Timed, best, timed

from referee.got.odds.battle_exact import loop_battles
from referee.got.odds.battle_sample import sample_battles
from referee.got.odds.battle_tables import build_tables
from referee.got.odds.bridge import fighter
from referee.got.odds.duel import _duel_odds, duel_odds
from referee.got.odds.melee import _melee_setup
from referee.got.odds.setup import Stand
from referee.got.odds.strike import _strike_odds, strike_odds

ATTACKERS = ["Titan", "Angel", "Ogre", "Troll", "Lion", "Gorgon", "Centaur"]
DEFENDERS = ["Cyclops", "Behemoth", "Warbear", "Griffon", "Dragon", "Minotaur", "Gargoyle"]


def per_call(fn: Callable[[], object], repeat: int) -> Timed:
    return best(fn, runs=5, repeat=repeat)


def main() -> None:
    ogre, lion = Stand(fighter("Ogre")), Stand(fighter("Lion"))
    strike_odds(ogre, lion)
    warm = per_call(lambda: strike_odds(ogre, lion), 20_000)

    def cold_strike() -> None:
        _strike_odds.cache_clear()
        _melee_setup.cache_clear()
        strike_odds(ogre, lion)

    cold = per_call(cold_strike, 2_000)
    print(f"strike Ogre->Lion, exact: {warm.cpu * 1e6:8.2f} µs CPU after warm-up (memoised, wall {warm.wall * 1e6:.2f}), "
          f"{cold.cpu * 1e6:8.2f} µs CPU computed afresh (wall {cold.wall * 1e6:.2f})   [goal ≤ 10 µs CPU: "
          f"{'met' if warm.cpu <= 10e-6 else 'MISSED'}]")

    titan, colossus = Stand(fighter("Titan")), Stand(fighter("Colossus"))

    def cold_duel() -> None:
        _duel_odds.cache_clear()
        _melee_setup.cache_clear()
        duel_odds(titan, colossus)

    duel_odds(titan, colossus)
    d_warm = per_call(lambda: duel_odds(titan, colossus), 20_000)
    d_cold = per_call(cold_duel, 50)
    print(f"duel Titan vs Colossus, exact: {d_cold.cpu * 1e3:8.3f} ms CPU computed afresh (wall {d_cold.wall * 1e3:.3f}), "
          f"{d_warm.cpu * 1e6:8.2f} µs memoised   [goal ≤ 2 ms CPU: {'met' if d_cold.cpu <= 2e-3 else 'MISSED'}]")

    tables = build_tables([Stand(fighter(n)) for n in ATTACKERS], [Stand(fighter(n)) for n in DEFENDERS])
    sample_battles(tables, 10_000, seed=0)
    n = 200_000
    vec = Timed(math.inf, math.inf)
    for seed in range(3):  # best of three: the machine is shared
        with timed() as t:
            tally = sample_battles(tables, n, seed=seed)
        vec = Timed(min(vec.cpu, t.cpu), min(vec.wall, t.wall))
    p = tally.counts["attacker_wins"] / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    print(f"7 vs 7 battles, vectorised: {n / vec.cpu:12,.0f} battles/s of CPU ({n / vec.wall:,.0f}/s of wall; {n:,} in "
          f"{vec.cpu:.3f} s CPU; attacker wins {p:.4f} ± {half:.4f})   [goal ≥ 250,000/s: "
          f"{'met' if n / vec.cpu >= 250_000 else 'MISSED'}]")
    m = 2_000
    with timed() as plain:
        loop = loop_battles(tables, m, seed=1)
    print(f"7 vs 7 battles, plain loop:  {m / plain.cpu:12,.0f} battles/s of CPU ({m:,} in {plain.cpu:.3f} s; "
          f"attacker wins {loop['attacker_wins']:.4f}); speed-up ×{(n / vec.cpu) / (m / plain.cpu):.0f}")


if __name__ == "__main__":
    main()
