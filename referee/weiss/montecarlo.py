"""A seeded Monte Carlo of the same damage question as :mod:`referee.weiss.odds`.

It shuffles explicit card lists (``True`` = climax) and plays the damages card
by card, so it shares no arithmetic with the exact programme; tests and the
benchmark use it as an independent check.  Same rules and interpretations:
§ 6 IV (cancel), § refresh (refresh point), § 3 (level-up, a non-climax to level).

>>> from referee.weiss.odds import Zones
>>> est = simulate(Zones(deck=10, deck_climax=2), (3,), trials=2000, seed=1)
>>> abs(est.p_cancel[0] - 8 / 15) < 0.05
True
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Sequence

from referee.weiss.cards import LEVEL_UP_AT as CLOCK_LEVEL_UP
from referee.weiss.cards import LOSING_LEVEL
from referee.weiss.odds import AFTER_DAMAGE, AT_ONCE, Zones


@dataclasses.dataclass(frozen=True)
class Estimate:
    """Frequencies of a sampled run, with the number of trials."""

    trials: int
    p_cancel: tuple[float, ...]
    damage_distribution: dict[int, float]
    expected_damage: float
    p_level_up: float
    p_kill: float

    def interval(self, p: float, z: float = 4.0) -> tuple[float, float]:
        """A normal-approximation interval of ``z`` standard errors around a frequency ``p``."""
        half = z * math.sqrt(max(p * (1 - p), 1e-12) / self.trials)
        return (max(0.0, p - half), min(1.0, p + half))


class _Player:
    def __init__(self, z: Zones, rng: random.Random, mode: str, timing: str = AT_ONCE) -> None:
        self.rng = rng
        self.mode = mode
        self.timing = timing
        self.deck = [True] * z.deck_climax + [False] * (z.deck - z.deck_climax)
        rng.shuffle(self.deck)
        self.waiting = [True] * z.waiting_climax + [False] * (z.waiting - z.waiting_climax)
        self.clock = [True] * z.clock_climax + [False] * (z.clock - z.clock_climax)
        self.level = z.level
        self.pending = 0
        self.refreshed = self.levelled = self.lost = False

    def refresh(self) -> bool:
        """Waiting room becomes the deck; False when both are empty (the player loses)."""
        if not self.waiting:
            self.lost = True
            return False
        self.deck, self.waiting = self.waiting, []
        self.rng.shuffle(self.deck)
        self.refreshed = True
        return True

    def settle(self) -> None:
        while not self.lost:
            if self.level >= LOSING_LEVEL:
                self.lost = True
            elif len(self.clock) >= CLOCK_LEVEL_UP:
                # climaxes first among the seven that leave, a non-climax to level
                self.clock.sort(reverse=True)
                seven, self.clock = self.clock[:CLOCK_LEVEL_UP], self.clock[CLOCK_LEVEL_UP:]
                seven.sort()
                self.waiting.extend(seven[1:])
                self.level += 1
                self.levelled = True
            elif not self.deck:
                if self.refresh():
                    self.pending += 1
            elif self.pending:
                self.pending -= 1
                self.clock.append(self.deck.pop())
            else:
                return

    def refresh_point_now(self) -> bool:
        """Refresh the empty deck now with its refresh point; False when the player lost."""
        if not self.refresh():
            return False
        if self.mode == AFTER_DAMAGE:
            self.pending += 1
        else:
            self.clock.append(self.deck.pop())
        return True

    def damage(self, n: int) -> tuple[bool, int]:
        """Deal one damage; returns (cancelled, damage that stuck)."""
        revealed: list[bool] = []
        while len(revealed) < n:
            if not self.deck:
                if not self.refresh_point_now():
                    return (False, 0)
                continue
            card = self.deck.pop()
            revealed.append(card)
            if card:
                if not self.deck and self.timing == AT_ONCE and not self.refresh_point_now():
                    return (True, 0)
                self.waiting.extend(revealed)
                self.settle()
                return (True, 0)
        if not self.deck and self.timing == AT_ONCE and not self.refresh_point_now():
            return (False, n)
        self.clock.extend(revealed)
        self.settle()
        return (False, n)


def simulate(
    zones: Zones, damages: Sequence[int], *, trials: int = 100_000, seed: int = 0,
    refresh_damage: str = "immediate", refresh_timing: str = AT_ONCE,
) -> Estimate:
    """Play ``damages`` against ``zones`` ``trials`` times with a seeded generator."""
    rng = random.Random(seed)
    dmg = tuple(damages)
    cancels = [0] * len(dmg)
    totals: dict[int, int] = {}
    level_ups = kills = 0
    for _ in range(trials):
        pl = _Player(zones, rng, refresh_damage, refresh_timing)
        pl.settle()
        total = 0
        for i, n in enumerate(dmg):
            if pl.lost:
                break
            if n == 0:
                continue
            cancelled, stuck = pl.damage(n)
            cancels[i] += cancelled
            total += stuck
        totals[total] = totals.get(total, 0) + 1
        level_ups += pl.levelled
        kills += pl.lost
    return Estimate(
        trials=trials,
        p_cancel=tuple(c / trials for c in cancels),
        damage_distribution={k: v / trials for k, v in sorted(totals.items())},
        expected_damage=sum(k * v for k, v in totals.items()) / trials,
        p_level_up=level_ups / trials,
        p_kill=kills / trials,
    )
