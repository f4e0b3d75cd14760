"""Benchmark of the live odds of a running 7-vs-7 battle (prints figures; not a test).

Run: ``.venv/bin/python bench/bench_live_odds.py``.  Goal on a 2-core machine: every
7-vs-7 state within ±0.5 % (95 %) for each ending in ≤ 100 ms of CPU, tables included
("cold": the strike caches emptied first; "warm": best of five seeds), and ≥ 250,000 sampled battles per
second of CPU. Wall time is printed beside: on a shared machine it was up to four times the CPU time
(issue 38 read that as the odds having become four times slower; the code of their first version,
09e12c3, takes the same CPU time).
"""

from __future__ import annotations

import math

from timing import Timed, timed

from referee.got.odds.live import LiveBattle, live_odds
from referee.got.odds.melee import _melee_setup
from referee.got.odds.specs import parse_army

ATTACKERS = "Titan, Angel, Ogre, Troll, Lion, Gorgon, Centaur"
DEFENDERS = "Cyclops, Behemoth, Warbear, Griffon, Dragon, Minotaur, Gargoyle"

STATES = {
    "early: round 1, attacker": LiveBattle(parse_army(ATTACKERS), parse_army(DEFENDERS)),
    "early: round 2, defender, scratches": LiveBattle(
        parse_army("Titan, Angel+1, Ogre, Troll+2, Lion, Gorgon, Centaur+1"),
        parse_army("Cyclops+2, Behemoth, Warbear+1, Griffon, Dragon+3, Minotaur, Gargoyle"),
        round=2, next_strike="defender"),
    "mid: round 4, defender, damage": LiveBattle(
        parse_army("Titan+3, Angel+2, Ogre+4, Troll+1, Lion+2, Gorgon+3, Centaur+1"),
        parse_army("Cyclops+5, Behemoth+2, Warbear+4, Griffon+1, Dragon+6, Minotaur+2, Gargoyle+1"),
        round=4, next_strike="defender"),
    "mid: round 4, attacker, even": LiveBattle(
        parse_army("Titan+2, Angel+3, Ogre+1, Troll+4, Lion+1, Gorgon+2, Centaur+2"),
        parse_army("Cyclops+3, Behemoth+4, Warbear+2, Griffon+2, Dragon+4, Minotaur+1, Gargoyle+2"),
        round=4, next_strike="attacker"),
    "late: round 6, defender, heavy damage": LiveBattle(
        parse_army("Titan+5, Angel+4, Ogre+5, Troll+6, Lion+3, Gorgon+4, Centaur+2"),
        parse_army("Cyclops+7, Behemoth+6, Warbear+5, Griffon+4, Dragon+8, Minotaur+3, Gargoyle+3"),
        round=6, next_strike="defender"),
    "late: round 7, attacker (last phase)": LiveBattle(
        parse_army("Titan+4, Angel+2, Ogre+3, Troll+5, Lion+2, Gorgon+1, Centaur+2"),
        parse_army("Cyclops+6, Behemoth+5, Warbear+3, Griffon+2, Dragon+7, Minotaur+2, Gargoyle+2"),
        round=7, next_strike="attacker"),
}


def main() -> None:
    print(f"{'state':40} {'cold ms':>8} {'CPU ms':>8} {'wall ms':>8} {'samples':>8} {'battles/s':>10} {'max ±':>7}  "
          "att wins  def wins  mutual  timeout")
    live_odds(LiveBattle(parse_army("Ogre"), parse_army("Lion")), method="sample", seed=0)  # imports, catalog
    worst, slowest_rate = Timed(), math.inf
    for name, state in STATES.items():
        _melee_setup.cache_clear()
        cold = live_odds(state, seed=1)
        warm = Timed(math.inf, math.inf)
        for seed in range(2, 7):  # best of five: the machine is shared
            with timed() as t:
                r = live_odds(state, seed=seed)
            warm = Timed(min(warm.cpu, t.cpu), min(warm.wall, t.wall))
        worst = Timed(max(worst.cpu, warm.cpu), max(worst.wall, warm.wall))
        rate = r.samples / warm.cpu
        if r.samples > 10_000:  # the states that need sampling
            slowest_rate = min(slowest_rate, rate)
        print(f"{name:40} {cold.elapsed_ms:8.1f} {warm.cpu * 1e3:8.1f} {warm.wall * 1e3:8.1f} {r.samples:8,d} "
              f"{rate:10,.0f} {r.max_half_width:7.4f}  "
              f"{r.attacker_wins:8.4f}  {r.defender_wins:8.4f}  {r.mutual:6.4f}  {r.timeout:7.4f}")
    print(f"slowest state (best of five): {worst}   {worst.goal(0.1)} at ±0.005")
    print(f"fewest battles per second of CPU (sampled states): {slowest_rate:,.0f}   "
          f"[goal ≥ 250,000/s: {'met' if slowest_rate >= 250_000 else 'MISSED'}]")


if __name__ == "__main__":
    main()
