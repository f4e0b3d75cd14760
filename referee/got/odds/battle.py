"""Odds of a whole battle (11–13, 17, 18) in the model of :mod:`referee.got.odds.battle_tables`.

``battle_odds`` samples (vectorised, seedable) and gives 95 % intervals;
``battle_exact_odds`` computes the same quantities exactly for small battles.

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> r = battle_odds([Stand(ogre)], [Stand(ogre)], samples=2000, seed=7)
>>> r.samples, 0.0 <= r.ci95["attacker_wins"][0] <= r.attacker_wins
(2000, True)
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.errors import InvalidInput
from referee.got.odds.battle_exact import exact_battle
from referee.got.odds.battle_sample import OUTCOMES, sample_battles
from referee.got.odds.battle_tables import Tables, build_tables
from referee.got.odds.setup import Stand
from referee.got.side import Side

Z95 = 1.959963984540054
#: The largest battle (figures on both sides) the exact DP takes on.
EXACT_MAX_FIGURES = 5


@dataclasses.dataclass(frozen=True)
class BattleOdds:
    attacker_wins: float
    defender_wins: float
    mutual: float
    timeout: float
    expected_points_attacker: float
    expected_points_defender: float
    expected_survivors_attacker: float
    expected_survivors_defender: float
    #: 0 for an exact result.
    samples: int
    #: 95 % interval per outcome (Wilson) and per expected points (normal); width 0 when exact.
    ci95: dict[str, tuple[float, float]]
    seed: int | None = None
    sections: tuple[str, ...] = ("11.1", "11.8", "11.9", "13.3", "17.1", "18.1", "20.4")

    def to_dict(self) -> dict[str, Any]:
        out = {k: getattr(self, k) for k in (
            "attacker_wins", "defender_wins", "mutual", "timeout", "expected_points_attacker",
            "expected_points_defender", "expected_survivors_attacker", "expected_survivors_defender",
            "samples", "seed")}
        out["ci95"] = {k: list(v) for k, v in self.ci95.items()}
        out["sections"] = list(self.sections)
        return out


def wilson(p: float, n: int) -> tuple[float, float]:
    """95 % Wilson score interval of a sampled probability."""
    if n == 0:
        return (p, p)
    den = 1 + Z95**2 / n
    mid = (p + Z95**2 / (2 * n)) / den
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def tables_for(attackers: Sequence[Stand], defenders: Sequence[Stand], *, start_round: int = 1,
               next_phase: Side = Side.ATTACKER, reinforcement: Stand | None = None, angel: Stand | None = None,
               settings: Mapping[str, str] | None = None) -> Tables:
    return build_tables(attackers, defenders, start_round=start_round, next_phase=next_phase,
                        reinforcement=reinforcement, angel=angel, settings=settings)


#: the most samples one question may ask for (±0.03 % at 95 % already)
MAX_SAMPLES = 10_000_000


def check_armies(attackers: Sequence[Stand], defenders: Sequence[Stand]) -> None:
    """A battle needs figures on both sides (an army is figures under a marker, 4.1)."""
    if not attackers or not defenders:
        raise InvalidInput("Beide Armeen brauchen Figuren.", "Both armies need figures.", sections=("4.1",))


def battle_odds(
    attackers: Sequence[Stand],
    defenders: Sequence[Stand],
    *,
    samples: int = 100_000,
    seed: int | None = None,
    start_round: int = 1,
    next_phase: Side = Side.ATTACKER,
    reinforcement: Stand | None = None,
    angel: Stand | None = None,
    settings: Mapping[str, str] | None = None,
) -> BattleOdds:
    """Sampled chances of the battle's outcomes with 95 % intervals."""
    if not 1 <= samples <= MAX_SAMPLES:
        raise InvalidInput(f"Zwischen 1 und {MAX_SAMPLES:,} Stichproben (mehr ändert die Chancen nicht mehr merklich).",
                           f"Between 1 and {MAX_SAMPLES:,} samples (more no longer changes the odds noticeably).")
    t = tables_for(attackers, defenders, start_round=start_round, next_phase=next_phase,
                   reinforcement=reinforcement, angel=angel, settings=settings)
    tally = sample_battles(t, samples, seed)
    n = tally.samples
    probs = {k: tally.counts[k] / n for k in OUTCOMES}
    ci = {k: wilson(p, n) for k, p in probs.items()}
    means = {}
    for side in (Side.ATTACKER, Side.DEFENDER):
        mean = tally.points[side] / n
        var = max(tally.points_sq[side] / n - mean * mean, 0.0)
        half = Z95 * math.sqrt(var / n)
        ci[f"expected_points_{side}"] = (mean - half, mean + half)
        means[side] = mean
    return BattleOdds(probs["attacker_wins"], probs["defender_wins"], probs["mutual"], probs["timeout"],
                      means[Side.ATTACKER], means[Side.DEFENDER], tally.survivors[Side.ATTACKER] / n,
                      tally.survivors[Side.DEFENDER] / n, n, ci, seed)


def battle_exact_odds(
    attackers: Sequence[Stand],
    defenders: Sequence[Stand],
    *,
    start_round: int = 1,
    next_phase: Side = Side.ATTACKER,
    reinforcement: Stand | None = None,
    angel: Stand | None = None,
    settings: Mapping[str, str] | None = None,
) -> BattleOdds:
    """Exact chances by dynamic programming; the state space grows fast: small battles only."""
    if len(attackers) + len(defenders) > EXACT_MAX_FIGURES:
        raise InvalidInput("Exakte Schlacht nur bis 5 Figuren insgesamt.",
                           "Exact battles only up to 5 figures in all.")
    t = tables_for(attackers, defenders, start_round=start_round, next_phase=next_phase,
                   reinforcement=reinforcement, angel=angel, settings=settings)
    r = exact_battle(t)
    ci = {k: (r[k], r[k]) for k in (*OUTCOMES, "expected_points_attacker", "expected_points_defender")}
    return BattleOdds(r["attacker_wins"], r["defender_wins"], r["mutual"], r["timeout"],
                      r["expected_points_attacker"], r["expected_points_defender"],
                      r["expected_survivors_attacker"], r["expected_survivors_defender"], 0, ci)
