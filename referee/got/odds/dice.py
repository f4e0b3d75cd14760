"""Exact dice laws: how many hits ``n`` dice score at strike number ``s`` (13.2).

A law is kept as integer numerators over ``6**exp`` so that sums and products
stay exact and fast; :meth:`DamageLaw.fractions` gives ``Fraction`` values.

>>> hits(6, 5).fractions()[6], hits(6, 5).fractions()[0]
(Fraction(1, 729), Fraction(64, 729))
>>> hits(2, 4).shifted(-1).numerators
(27, 9)
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from functools import cache
from math import comb


@dataclasses.dataclass(frozen=True)
class DamageLaw:
    """Distribution of damage points: ``numerators[k] / 6**exp`` is P(damage = k)."""

    numerators: tuple[int, ...]
    exp: int

    def fractions(self) -> tuple[Fraction, ...]:
        return _fractions(self)

    def floats(self) -> tuple[float, ...]:
        den = float(6**self.exp)
        return tuple(k / den for k in self.numerators)

    def tail(self, at_least: int) -> Fraction:
        """P(damage >= at_least)."""
        return _tail(self, at_least)

    def mean(self) -> Fraction:
        return _mean(self)

    def shifted(self, delta: int) -> DamageLaw:
        """Every outcome moved by ``delta`` damage points, floored at 0 (Cuff +1, Darkness −1)."""
        return _shift(self, delta)

    def plus(self, other: DamageLaw) -> DamageLaw:
        """The law of the sum of two independent damages (two strikes of a Pixie in a tree)."""
        return _convolve(self, other)


@cache
def hits(n: int, s: int) -> DamageLaw:
    """Hits of ``n`` dice where each die hits on ``s`` or more (13.2); ``n <= 0`` scores 0."""
    if n <= 0:
        return DamageLaw((1,), 0)
    good, bad = 7 - s, s - 1
    return DamageLaw(tuple(comb(n, h) * good**h * bad ** (n - h) for h in range(n + 1)), n)


@cache
def certain(k: int) -> DamageLaw:
    """Exactly ``k`` damage points (automatic hits against the God, 27.5)."""
    return DamageLaw((0,) * max(k, 0) + (1,), 0)


@cache
def _fractions(law: DamageLaw) -> tuple[Fraction, ...]:
    den = 6**law.exp
    return tuple(Fraction(k, den) for k in law.numerators)


@cache
def _tail(law: DamageLaw, at_least: int) -> Fraction:
    if at_least <= 0:
        return Fraction(1)
    return Fraction(sum(law.numerators[at_least:]), 6**law.exp)


@cache
def _mean(law: DamageLaw) -> Fraction:
    return Fraction(sum(k * v for k, v in enumerate(law.numerators)), 6**law.exp)


@cache
def _shift(law: DamageLaw, delta: int) -> DamageLaw:
    if delta == 0:
        return law
    out = [0] * max(len(law.numerators) + delta, 1)
    for k, v in enumerate(law.numerators):
        out[max(k + delta, 0)] += v
    while len(out) > 1 and out[-1] == 0:
        out.pop()
    return DamageLaw(tuple(out), law.exp)


@cache
def _convolve(a: DamageLaw, b: DamageLaw) -> DamageLaw:
    out = [0] * (len(a.numerators) + len(b.numerators) - 1)
    for i, x in enumerate(a.numerators):
        if x:
            for j, y in enumerate(b.numerators):
                out[i + j] += x * y
    return DamageLaw(tuple(out), a.exp + b.exp)
