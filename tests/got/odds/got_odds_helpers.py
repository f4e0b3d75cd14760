"""Shared helpers of the GoT odds tests: figures from the catalog, exact binomial by hand."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from referee.got.odds.bridge import fighter
from referee.got.odds.context import ArmyContext
from referee.got.odds.setup import Stand
from referee.got.odds.terrain import Hazard


def stand(name: str, hazard: str = "plain", damage: int = 0, power: int | None = None, **ctx: object) -> Stand:
    f = fighter(name, power=power) if power is not None else fighter(name)
    return Stand(f, Hazard(hazard), ArmyContext(**ctx), damage)  # type: ignore[arg-type]


def binom(n: int, s: int) -> list[Fraction]:
    """P(k hits) of n dice hitting on s+, computed straight from the formula."""
    p = Fraction(7 - s, 6)
    return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]


def tail(dist: list[Fraction] | tuple[Fraction, ...], at_least: int) -> Fraction:
    return sum(dist[at_least:], Fraction(0))
