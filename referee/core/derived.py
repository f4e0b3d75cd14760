"""What a frozen state implies, worked out once per state: :func:`derived`.

A state is frozen, so whatever follows from it alone — the battles still open, the figures it holds — is the
same each time it is asked. A rule that asks it several times for one entry (a turn's end asks every army
whether it waits for a battle) finds the answer kept on the state itself, beside its fields: it is never
compared, copied by :func:`dataclasses.replace` or stored, and goes with the state. Only functions of the
state alone may be derived, and their answers must be immutable (tuples, frozen objects). While a stored entry is
replayed past a waived refusal (:func:`~referee.core.refusal.waiving`) nothing is kept or read: a rule that catches a
refusal itself could answer otherwise then.

>>> import dataclasses
>>> @dataclasses.dataclass(frozen=True)
... class Table:
...     seats: tuple[int, ...]
>>> calls = []
>>> @derived
... def total(t: Table) -> int:
...     calls.append(t)
...     return sum(t.seats)
>>> t = Table((1, 2))
>>> total(t), total(t), len(calls), t == Table((1, 2))
(3, 3, 1, True)
>>> total(dataclasses.replace(t, seats=(5,))), len(calls)
(5, 2)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from referee.core.refusal import waiving

S = TypeVar("S")
T = TypeVar("T")


def derived(fn: Callable[[S], T]) -> Callable[[S], T]:
    """``fn(state)`` worked out once per state object and kept on it (see the module docstring)."""
    key = f"_derived_{fn.__module__}.{fn.__qualname__}"

    @functools.wraps(fn)
    def once(state: S) -> T:
        if waiving():  # replayed past a waived refusal, a rule that catches refusals may answer otherwise: keep nothing
            return fn(state)
        kept = vars(state)
        if key in kept:
            found: T = kept[key]
            return found
        value = kept[key] = fn(state)
        return value

    return once
