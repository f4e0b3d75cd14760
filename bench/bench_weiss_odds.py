"""Benchmark: exact Weiß Schwarz damage odds against a 100,000-trial Monte Carlo.

The question: 4 damages (3, 2, 3, 2) against a defender at level 2 with 5 in
clock, 8 cards (1 climax) left in the deck and 30 (6 climaxes) in the waiting
room — the deck runs out, so a refresh with its point of damage falls in between
(with certainty: the 8 cards are gone before the last damage is over).

Goals: the exact answer in ≤ 10 ms (cold cache), ≥ 100× faster than the
sampler, and every sampled frequency within its interval of the exact value.

Run: ``.venv/bin/python bench/bench_weiss_odds.py``
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.weiss.montecarlo import simulate
from referee.weiss.odds import Zones, clear_cache, damage_odds

ZONES = Zones(deck=8, deck_climax=1, waiting=30, waiting_climax=6, clock=5, level=2)
DAMAGES = (3, 2, 3, 2)
TRIALS = 100_000


def main() -> int:
    runs = []
    for _ in range(20):
        clear_cache()
        t0 = time.perf_counter()
        exact = damage_odds(ZONES, DAMAGES)
        runs.append(time.perf_counter() - t0)
    t_exact = min(runs)
    t0 = time.perf_counter()
    est = simulate(ZONES, DAMAGES, trials=TRIALS, seed=2024)
    t_mc = time.perf_counter() - t0

    print(f"question: zones={ZONES}, damages={DAMAGES}")
    print(f"exact (cold cache, best of {len(runs)}): {t_exact * 1000:.2f} ms   goal ≤ 10 ms")
    print(f"Monte Carlo {TRIALS:,} trials:           {t_mc * 1000:.0f} ms")
    print(f"speed-up: {t_mc / t_exact:.0f}×   goal ≥ 100×")
    ok = t_exact <= 0.010 and t_mc / t_exact >= 100
    print(f"\n{'quantity':<22}{'exact':>10}{'sampled':>10}   interval (±4σ)")
    rows = [(f"p_cancel[{i}]", float(p), q) for i, (p, q) in enumerate(zip(exact.p_cancel, est.p_cancel, strict=True))]
    rows += [("p_level_up", float(exact.p_level_up), est.p_level_up), ("p_kill", float(exact.p_kill), est.p_kill)]
    rows += [(f"P(damage = {k})", float(p), est.damage_distribution.get(k, 0.0))
             for k, p in exact.damage_distribution.items()]
    for name, p, q in rows:
        lo, hi = est.interval(q)
        inside = lo <= p <= hi
        ok = ok and inside
        print(f"{name:<22}{p:>10.5f}{q:>10.5f}   [{lo:.5f}, {hi:.5f}] {'ok' if inside else 'OUTSIDE'}")
    print(f"expected damage: exact {float(exact.expected_damage):.4f}, sampled {est.expected_damage:.4f}")
    print("all goals met" if ok else "GOAL MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
