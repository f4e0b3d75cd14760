"""The odds of the damage step under way, from what the table can know (§ 6 IV, § refresh, § 3): the defender's
climaxes not in view (waiting room, clock, level, climax zone) lie among deck, stock and hand, each card alike
(hypergeometric); the exact damage odds (:func:`referee.weiss.odds.damage_odds`) are averaged over how many of them
the deck holds. The players' display shows them beside the attack.

>>> from referee.weiss.engine import WeissEngine
>>> damage_step_odds(WeissEngine().initial_state()) is None
True
"""

from __future__ import annotations

import dataclasses
from math import comb

from referee.weiss.attack import pending_damage
from referee.weiss.odds import Zones, damage_odds
from referee.weiss.state import WsState


@dataclasses.dataclass(frozen=True)
class DamageStepOdds:
    """The damage due, the defender, and the chances that a climax cancels it, that the defender levels up by it and
    that the defender loses by it."""

    damage: int
    defender: str
    cancel: float
    level_up: float
    kill: float


def damage_step_odds(state: WsState) -> DamageStepOdds | None:
    """The odds of the attack's damage step now (None outside a damage step, or when the defender has no cards to
    reveal)."""
    atk = state.attack
    if atk is None or atk.step != "damage" or len(state.sides) != 2:
        return None
    other = state.sides[1 - state.active]
    if not other.deck and not other.waiting:
        return None
    n = pending_damage(state)
    unseen_cards = len(other.deck) + len(other.stock) + len(other.hand)
    unseen = other.climaxes_in((*other.deck, *other.stock, *other.hand))  # the deck list's count less those in view
    deck = len(other.deck)
    cancel = level = kill = 0.0
    total = comb(unseen_cards, deck)
    for c in range(0, min(unseen, deck) + 1):
        weight = comb(unseen, c) * comb(unseen_cards - unseen, deck - c) / total if total else 0.0
        if not weight:
            continue
        zones = Zones(deck=deck, deck_climax=c, waiting=len(other.waiting),
                      waiting_climax=other.climaxes_in(other.waiting), clock=min(len(other.clock), 6),
                      clock_climax=min(other.climaxes_in(other.clock), len(other.clock)), level=min(len(other.level), 3))
        odds = damage_odds(zones, (n,), refresh_damage=state.setting("weiss.refresh_damage"),
                           refresh_timing=state.setting("weiss.refresh_timing"))
        cancel += weight * float(odds.p_cancel[0])
        level += weight * float(odds.p_level_up)
        kill += weight * float(odds.p_kill)
    return DamageStepOdds(n, other.name, cancel, level, kill)
