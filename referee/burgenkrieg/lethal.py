"""What follows of itself after every entry (§ kampf, § reichweite): a creature whose damage reaches its
toughness leaves play into its owner's graveyard; an enchantment lies in the zone of the card it was put on and
leaves play with it.

The text's trample example gives a 3/3 blocker exactly 3 damage before the rest tramples over: lethal damage is
damage equal to the toughness left.

>>> from referee.burgenkrieg.state import Creature
>>> wache = Creature(id="wache", name="Wache", controller="Bob", owner="Bob", zone=3, power=1, toughness=3)
>>> ork = Creature(id="ork", name="Ork", controller="Bob", owner="Bob", zone=3, power=1, toughness=2)
>>> blocker_split(4, [wache, ork])
(3, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.burgenkrieg.state import BkState, Creature, PlayerCounts


def lethal(c: Creature) -> int:
    """The damage that still kills ``c``."""
    return max(0, c.toughness - c.damage)


def blocker_split(total: int, blockers: Sequence[Creature]) -> tuple[int, ...]:
    """``total`` damage to the blockers in their order: lethal damage to each before the next, the last the rest."""
    out = []
    left = total
    for i, b in enumerate(blockers):
        amount = left if i == len(blockers) - 1 else min(left, lethal(b))
        out.append(amount)
        left -= amount
    return tuple(out)


def settle(state: BkState) -> BkState:
    """Creatures with lethal damage leave play (into the owner's graveyard, where it is counted); enchantments
    follow the card they lie on, and leave play with it."""
    dead = [c for c in state.creatures if c.toughness <= c.damage]
    creatures = state.creatures
    counts = state.counts
    if dead:
        ids = {c.id for c in dead}
        creatures = tuple(c for c in creatures if c.id not in ids)
        for c in dead:
            counts = _to_graveyard(state, counts, c.owner)
    zones = {c.id: c.zone for c in creatures}
    kept = []
    gone = False
    for p in state.permanents:
        if p.attached_to:
            host = zones.get(p.attached_to)
            if host is None:
                host = next((q.zone for q in state.permanents if q.id == p.attached_to), None)
            if host is None:
                gone = True
                counts = _to_graveyard(state, counts, p.owner)
                continue
            if host != p.zone:
                p = dataclasses.replace(p, zone=host)
                gone = True
        kept.append(p)
    if not dead and not gone:
        return state
    return dataclasses.replace(state, creatures=creatures, fallen=(*state.fallen, *dead), permanents=tuple(kept),
                               counts=counts)


def _to_graveyard(state: BkState, counts: tuple[PlayerCounts, ...], owner: str) -> tuple[PlayerCounts, ...]:
    """One more card in ``owner``'s graveyard (where the table counts it)."""
    now = next((c for c in counts if c.player == owner), None)
    if now is None:
        now = PlayerCounts(player=owner)
        counts = (*counts, now)
    if now.graveyard is None:
        return counts
    more = dataclasses.replace(now, graveyard=now.graveyard + 1)
    order = [p.name for p in state.players]
    return tuple(sorted((more if c.player == owner else c for c in counts),
                        key=lambda c: order.index(c.player) if c.player in order else len(order)))
