"""A game of Burgenkrieg as a table plays it, for the benches: two lords take turns phase by phase; creatures come
into play and move from zone to zone, attack a neighbouring zone (the damage to the wall first, the rest to the
trigger), intruders are assassinated and walls rebuilt in the upkeep. Every entry is one the referee offers
(``options``), judged as a scribe's would be. The lords guard their lives (a strike that would end the game is
made seldom), so a game runs long; a lord's life gone ends it (:mod:`card_table` notes on).
"""

from __future__ import annotations

from card_table import Table

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.engine import PHASE_ORDER, BurgenkriegEngine
from referee.burgenkrieg.events import Combat, NextPhase, PlayerSpec, Setup, Turn
from referee.burgenkrieg.payloads import AssassinatePayload, AttackPayload, EntersPayload, RebuildPayload
from referee.burgenkrieg.state import BkState
from referee.core.events import Event
from referee.core.option import Option

SETUP = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")))
WEIGHTS = {"creature_enters": 2.0, "move": 1.0, "attack": 4.0, "assassinate": 3.0, "rebuild": 4.0,
           "forced_advance": 1.0, "phase": 3.0, "turn": 3.0}
#: the creatures a player keeps in play at most (the table's mana allows no more)
ARMY = 5


def choose(table: Table[BkState], options: list[Option]) -> Event | None:
    """An entry among ``options``: the next phase or turn in order, the active player's creatures and attacks."""
    return table.spare(offered(table, options))  # a lord's life ends seldom


def offered(table: Table[BkState], options: list[Option]) -> Event | None:
    s, rng = table.state, table.rng
    order = [p.name for p in s.players]
    nxt = order[(order.index(s.active) + 1) % len(order)] if s.active in order else order[0]
    phase = PHASE_ORDER[PHASE_ORDER.index(s.phase) + 1] if s.phase in PHASE_ORDER[:-1] else None
    mine = sum(c.controller == s.active for c in s.creatures)

    def useful(o: Option) -> bool:
        if o.kind == "turn":
            return isinstance(o.entry, Turn) and o.entry.player == nxt and phase is None
        if o.kind == "phase":
            return isinstance(o.entry, NextPhase) and o.entry.phase is phase
        if o.kind == "creature_enters":
            return isinstance(o.payload, EntersPayload) and o.payload.player == s.active and mine < ARMY
        return True

    option = table.pick([o for o in options if useful(o)], WEIGHTS)
    if option is None:
        return None
    if option.entry is not None:
        return option.entry
    payload = option.payload
    if isinstance(payload, EntersPayload):
        table.made += 1
        power = rng.randint(1, 4)
        return payload.make(rng.choice(payload.zones), id=f"k{table.made}", name=f"Kreatur {table.made}",
                            power=power, toughness=rng.randint(1, 4))
    if isinstance(payload, AttackPayload) and payload.zones:
        return strike(s, payload, rng.randrange(len(payload.zones)))
    if isinstance(payload, (AssassinatePayload, RebuildPayload)):
        return payload.make(payload.creatures)
    return None


def strike(s: BkState, payload: AttackPayload, i: int) -> Combat:
    """An unblocked strike on the ``i``-th zone offered: the wall takes the damage first, the rest the trigger."""
    c, target = s.creature(payload.creature), payload.zones[i]
    to_wall = 0 if z.side_of(z.index(target)) == s.side(c.controller) else (
        c.power if z.area_of(z.index(target)) == "leibwache" else min(c.power, payload.walls[i]))
    return Combat(strikes=(payload.make(target, to_wall=to_wall, to_trigger=c.power - to_wall),))


def play(entries: int, seed: int = 7) -> Table[BkState]:
    """A game of ``entries`` entries (the rest notes if a lord fell before)."""
    return Table(BurgenkriegEngine(), SETUP, seed, entries).play(choose)
