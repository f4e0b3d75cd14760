"""A game of Castle Rampage as a table plays it, for the benches: two players draw, reinforce gate and castle,
play cards for their effects, attack (each defense card's value entered as the attack reveals it, the known ones
as they are known), now and then a dragon, an earthquake or a spy, and end their turns. Every entry is one the
referee offers (``options``), judged as a scribe's would be. The players build more than they attack, so a game
runs long (the draw pile is reshuffled from the discards, "spielablauf"); a castle that falls ends it
(:mod:`card_table` notes on).
"""

from __future__ import annotations

import dataclasses

from card_table import Table

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.option import Option
from referee.rampage.attack import Defense, NeedValue
from referee.rampage.engine import RampageEngine
from referee.rampage.events import Attack, RampageSetup, Stack
from referee.rampage.payloads import AttackPayload, PlayPayload, ReinforcePayload
from referee.rampage.state import RampageState

SETUP = RampageSetup(players=("Anton", "Beatrix"))
WEIGHTS = {"draw": 50.0, "reinforce": 4.0, "play": 2.0, "attack": 2.0, "topple": 0.2, "plant": 0.3, "end_turn": 3.0}


def choose(table: Table[RampageState], options: list[Option]) -> Event | None:
    """An entry among ``options`` (the draw first: nothing else is offered before it); one that makes a castle
    fall only seldom."""
    return table.spare(offered(table, options))


def offered(table: Table[RampageState], options: list[Option]) -> Event | None:
    s, rng = table.state, table.rng
    option = table.pick(options, WEIGHTS)
    if option is None:
        return None
    if option.entry is not None:
        return option.entry
    payload, me = option.payload, s.active_player
    if isinstance(payload, ReinforcePayload):
        stack = Stack.CASTLE if Stack.CASTLE in payload.stacks and rng.random() < 0.7 else rng.choice(payload.stacks)
        return payload.make(me, rng.choice(payload.cards), stack)
    if isinstance(payload, PlayPayload):
        return payload.make(me, rng.choice(payload.cards))
    if isinstance(payload, AttackPayload):
        return revealed(table, payload, payload.make_default(me, rng.choice(payload.cards)))
    return None


def revealed(table: Table[RampageState], payload: AttackPayload, attack: Attack) -> Attack:
    """The attack with the value of each defense card it reveals, top first: the known value, else a die's."""
    engine = table.journal.engine
    for _ in range(payload.opponent_gate + payload.opponent_castle + 1):
        try:
            engine.apply(table.state, attack)
        except NeedValue as need:
            known = payload.known.opponent.at(need.stack, need.position + 1)
            value = known.value if known is not None and known.value is not None else table.rng.randint(1, 6)
            card = Defense(value=value, card=known.card or "" if known is not None else "")
            if need.stack == "gate":
                attack = dataclasses.replace(attack, gate=(*attack.gate, card))
            else:
                attack = dataclasses.replace(attack, castle=(*attack.castle, card))
            continue
        except RefereeError:  # refused: the table makes another entry
            pass
        return attack
    return attack


def play(entries: int, seed: int = 7) -> Table[RampageState]:
    """A game of ``entries`` entries (the rest notes if a castle fell before)."""
    return Table(RampageEngine(), SETUP, seed, entries).play(choose)
