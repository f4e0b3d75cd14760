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
from referee.core.field import Field
from referee.weiss.events import Damage, EffectDamage
from referee.weiss.state import WsState

#: the record's damage column: damage into the clock (6 IV), not the clock phase's own card (3), and the damage a
#: climax cancelled (6 IV)
DAMAGE = Field("Karten, die Schaden in diesem Zug in den Clock legte", "cards damage put into the clock this turn",
               ("6 IV",))
CLOCK_CARD = Field("die eigene Karte der Clockphase zählt nicht", "the own clock-phase card does not count", ("3",))
CANCELLED = Field("durch Climax abgewehrte Schadenseintragungen", "damage entries cancelled by a climax", ("6 IV",))


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
