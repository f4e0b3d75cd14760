"""Damage taken, as a record counts it: the cards a damage put into a player's clock (§ 6 IV).

A damage (by an attack, :class:`~referee.weiss.events.Damage`, or by a card's effect,
:class:`~referee.weiss.events.EffectDamage`) puts its revealed cards into the clock unless a climax among
them cancels it (then none).  A player's own card put into the clock in the clock phase (§ 3) is no damage,
nor is the deck's top card put into the clock after a refresh (§ refresh).

>>> from referee.weiss.events import Clock, Damage
>>> from referee.weiss.state import WsState
>>> damage_to_clock(WsState(), Clock(player="Anna", card="Sonne")) is None
True
"""

from __future__ import annotations

from referee.core.events import Event
from referee.weiss.events import Damage, EffectDamage
from referee.weiss.state import WsState

#: damage into the clock, cancelled by a climax
DAMAGE_SECTION = "6 IV"
#: the clock phase: a player's own card into the clock
CLOCK_SECTION = "3"


def damage_to_clock(before: WsState, ev: Event) -> tuple[int, int] | None:
    """The player an entry damages (index) and how many cards the damage put into the clock (0 when a climax
    cancelled it); None for an entry that deals no damage.  ``before``: the state the entry was applied to."""
    if isinstance(ev, Damage):
        who = 1 - before.active
    elif isinstance(ev, EffectDamage):
        who = before.index(ev.player)
    else:
        return None
    return who, 0 if before.sides[who].climaxes_in(ev.revealed) else len(ev.revealed)
