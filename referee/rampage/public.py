"""Castle Rampage as the players may see it: gate and castle of each side (their sizes and the cards the whole table
has seen — never a planted Spion or Saboteur, which lies face down), the open display, the hands' sizes and the attack
bonus waiting this turn.

>>> from referee.rampage.state import RampageState
>>> public(RampageState()).sides
()
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.core.events import Event
from referee.core.view import TableView
from referee.rampage.state import RampageState, Seen
from referee.rampage.view import header


@dataclasses.dataclass(frozen=True)
class RampageSide:
    name: str
    hand: int
    gate: int
    castle: int
    display: tuple[str, ...]
    #: the top card of gate and castle where the table has seen it ("Söldner 4"; "" unknown)
    gate_top: str
    castle_top: str


@dataclasses.dataclass(frozen=True)
class RampagePublic(TableView):
    lang: str
    sides: tuple[RampageSide, ...]
    #: the bonus waiting for the next attack of this turn (Axtkämpfer +2 …)
    bonus: int
    draw_pile: int
    game: str = "rampage"


def _seen(stack: tuple[Seen | None, ...]) -> str:
    """The top card as the whole table knows it: "" where unknown, or known to one player only (a planted Spion or
    Saboteur lies face down: the opponent cannot know which of the two, "anhang.spion")."""
    top = stack[0] if stack else None
    if top is None or top.secret:
        return ""
    return " ".join(t for t in (top.card, "" if top.value is None else str(top.value)) if t)


def public(state: RampageState, events: Sequence[Event] = (), lang: str = "de") -> RampagePublic:
    """The table as its players see it."""
    return RampagePublic(
        header=header(state, lang), lang=lang,
        sides=tuple(RampageSide(s.name, s.hand, s.gate, s.castle, s.display, _seen(s.known_gate), _seen(s.known_castle))
                    for s in state.sides),
        bonus=state.bonus, draw_pile=state.draw_pile)
