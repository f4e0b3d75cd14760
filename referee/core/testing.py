"""A tiny counter game used by doctests and the journal tests.

It has one rule, so that rejection paths can be exercised without a real game:
the counter may never go below zero (rule "1.1" of this demo game).
"""

from __future__ import annotations

import dataclasses

from referee.core.engine import Engine, handles
from referee.core.errors import RuleViolation
from referee.core.events import Event, event
from referee.core.refusal import refuse


@event("demo.add", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Add(Event):
    """Add ``amount`` (may be negative) to the counter."""

    amount: int

    def label(self, lang: str = "de") -> str:
        return f"{self.amount:+d}"


class CounterEngine(Engine[int]):
    game = "demo"

    def initial_state(self) -> int:
        return 0

    @handles(Add)
    def _add(self, state: int, ev: Add) -> int:
        if state + ev.amount < 0:
            refuse("demo.counter.below_zero", RuleViolation(
                f"Der Zähler darf nicht unter 0 fallen ({state} {ev.amount:+d}).",
                f"The counter may not drop below 0 ({state} {ev.amount:+d}).",
                sections=("1.1",),
            ))
        return state + ev.amount
