"""Cards as a multiset: one copy of each removed (a hand that lost named cards).

>>> without_each(("Riese", "Koch", "Riese"), ("Riese", "Drache"))
('Koch', 'Riese')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")


def without_each(items: Iterable[T], removed: Iterable[T]) -> tuple[T, ...]:
    """``items`` without one copy of each of ``removed`` (one not among them is ignored)."""
    out = list(items)
    for r in removed:
        if r in out:
            out.remove(r)
    return tuple(out)
