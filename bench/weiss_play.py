"""A game of Weiß Schwarz as a table plays it, for the benches: two players draw their opening hands and keep
them, then turn by turn go through the phases — draw, clock, characters onto the stage, a climax, attacks with
their triggers, the damage revealed card by card (a climax cancels it), battles, level-ups, encores and the
hand limit's discards. Every entry is one the referee offers (``options``); the cards drawn or revealed come as a
shuffled deck gives them (a refresh with its point when the deck runs out), judged as a scribe's entry is.
A player at level 4 has lost (§ grundlegendes): :mod:`card_table` then notes on.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

from card_table import Table

from referee.core.events import Event
from referee.core.option import Option
from referee.weiss.cards import Kind, Trigger
from referee.weiss.engine import WeissEngine
from referee.weiss.events import AttackKind, Setup
from referee.weiss.options import walks
from referee.weiss.payloads import AttackPayload, DamagePayload, DiscardPayload, DrawPayload, LevelUpPayload, PlayPayload
from referee.weiss.sample import sample_deck
from referee.weiss.state import Side, WsState

SETUP = Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")
WEIGHTS = {"draw": 50.0, "mulligan": 5.0, "level_up": 50.0, "damage": 50.0, "battle": 20.0, "discard": 50.0,
           "phase": 2.0, "clock": 1.0, "play": 3.0, "climax": 1.0, "attack": 4.0, "encore": 1.0}


def choose(table: Table[WsState], options: list[Option]) -> Event | None:
    """An entry among ``options``, the cards it names as a shuffled deck gives them."""
    s, rng = table.state, table.rng
    option = table.pick(options, WEIGHTS)
    if option is None:
        return None
    if option.entry is not None:
        return option.entry
    payload = option.payload
    if isinstance(payload, DrawPayload):
        return first(table, s.sides[s.index(payload.player)], payload.count,
                     lambda cards, points: payload.make(cards, points))
    if isinstance(payload, DamagePayload):
        side = s.sides[s.index(payload.player)]
        return first(table, side, payload.amount, lambda cards, points: payload.make(cards, refresh_points=points),
                     lambda card: side.spec(card).kind is Kind.CLIMAX)
    if isinstance(payload, PlayPayload):
        return payload.make(s.sides[s.active].name, rng.choice(payload.slots) if payload.slots else None)
    if isinstance(payload, DiscardPayload):
        return payload.make(rng.sample(s.sides[s.index(payload.player)].hand, payload.count))
    if isinstance(payload, LevelUpPayload):
        return payload.make(rng.choice(payload.refresh_points) if payload.refresh_points else None)
    if isinstance(payload, AttackPayload):
        me = s.sides[s.active]
        kind = AttackKind(rng.choice(sorted(payload.damage)))

        def attack(cards: tuple[str, ...], points: tuple[str, ...]) -> Event:
            icon, extra = me.spec(cards[0]).trigger, cards[1] if len(cards) > 1 else None
            return payload.make(me.name, kind, cards[0], pool_card=extra if icon is Trigger.POOL else None,
                                drawn=extra if icon is Trigger.DRAW else None, refresh_points=points)
        return first(table, me, 2, attack)
    return None


def first(table: Table[WsState], side: Side, count: int, make: Callable[[tuple[str, ...], tuple[str, ...]], Event],
          stop: Callable[[str], bool] = lambda card: False) -> Event | None:
    """The first entry the referee accepts with ``count`` cards off the shuffled deck (or after a refresh)."""
    engine = table.journal.engine
    for cards, points in shuffled(table, side, count, stop):
        if cards or not count:
            entry = make(cards, points)
            if engine.check(table.state, entry).value:
                return entry
    return None


def shuffled(table: Table[WsState], side: Side, count: int,
             stop: Callable[[str], bool]) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    deck = list(side.deck)
    table.rng.shuffle(deck)
    yield from walks(dataclasses.replace(side, deck=tuple(deck)), count, stop)


def play(entries: int, seed: int = 7) -> Table[WsState]:
    """A game of ``entries`` entries (the rest notes once a player reached level 4)."""
    return Table(WeissEngine(), SETUP, seed, entries).play(choose)
