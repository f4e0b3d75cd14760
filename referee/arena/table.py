"""Checks and moves of single cards on the Arena table (sections 4, 9, 10).

>>> card_of("hexer", 3)
Card(kind=<CardKind.STRENGTH: 'strength'>, creature='Warlock', value=3, name='')
"""

from __future__ import annotations

import dataclasses

from referee.arena.cards import Card, CardKind, Place, Where
from referee.arena.record import How, Sighting
from referee.arena.rules import RULES, creature_name
from referee.arena.state import ArenaState, Seat
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import refuse


def rule(de: str, en: str, *sections: str) -> RuleViolation:
    return RuleViolation(de, en, sections=sections)


def check_value(value: int, section: str = "4") -> None:
    if not RULES.min_strength <= value <= RULES.max_strength:
        refuse("arena.table.unknown_strength", InvalidInput(
            f"Stärke {value} gibt es nicht (0–10).", f"There is no strength {value} (0–10).",
            sections=(section,)))


def card_of(creature: str, value: int) -> Card:
    check_value(value)
    return Card(creature=creature_name(creature), value=value)


def canonical(card: Card) -> Card:
    """The card with its creature name normalised and its value checked."""
    if card.kind is CardKind.STRENGTH:
        return card_of(card.creature, card.value)
    if card.kind is CardKind.SPECTATOR:
        check_value(card.value, "9")
        return Card(kind=CardKind.SPECTATOR, value=card.value, name=" ".join(card.name.split()))
    return Card(kind=card.kind)


def check_unseen(state: ArenaState, card: Card) -> None:
    """A card coming from a hand cannot already lie face up on the table (sections 2, 4)."""
    table = list(state.table_cards())
    if card.kind is CardKind.STRENGTH and card in table:
        refuse("arena.table.already_table_each_strength",
               rule(f"{card} liegt bereits auf dem Tisch; jede Stärkekarte gibt es nur einmal.",
                    f"{card} is already on the table; each strength card exists once.", "4"))
    limits = {CardKind.SPECTATOR: int(state.setting("arena.spectator_count")),
              CardKind.REFEREE: RULES.referees, CardKind.CHIEF: RULES.chief_referees}
    if card.kind in limits and sum(1 for c in table if c.kind is card.kind) >= limits[card.kind]:
        refuse("arena.table.every_card_kind",
               rule(f"Alle Karten der Art {card} liegen bereits auf dem Tisch.",
                    f"Every card of the kind {card} is already on the table.", "2"))
    if card.kind is CardKind.SPECTATOR and card.name:
        check_spectator(state, card, table)


def check_spectator(state: ArenaState, card: Card, table: list[Card]) -> None:
    """A spectator named by the table is one of the spectator cards (2, 9): not on the table twice, always
    with the value printed on it, and no more names than there are spectators."""
    key = card.name.casefold()
    if any(c.kind is CardKind.SPECTATOR and c.name.casefold() == key for c in table):
        refuse("arena.table.spectator_already_table",
               rule(f"Der Zuschauer {card.name} liegt bereits auf dem Tisch.",
                    f"The spectator {card.name} is already on the table.", "2", "9"))
    named = {s.card.name.casefold(): s.card.value for s in state.seen
             if s.card.kind is CardKind.SPECTATOR and s.card.name}
    if key in named and named[key] != card.value:
        refuse("arena.table.spectator_value_not",
               rule(f"Der Zuschauer {card.name} hat den Wert {named[key]}, nicht {card.value}.",
                    f"The spectator {card.name} has the value {named[key]}, not {card.value}.", "9"))
    count = int(state.setting("arena.spectator_count"))
    if key not in named and len(named) >= count:
        refuse("arena.table.only_spectators_named",
               rule(f"Es gibt nur {count} Zuschauer; schon benannt: {', '.join(sorted(named))}.",
                    f"There are only {count} spectators; named already: {', '.join(sorted(named))}.", "2"))


def check_hand(seat: Seat, need: int, section: str = "6") -> None:
    if seat.usable < need:
        refuse("arena.table.only_usable_hand",
               rule(f"{seat.name} hat nur {seat.usable} spielbare Handkarte(n), gebraucht: {need}.",
                    f"{seat.name} has only {seat.usable} usable hand card(s), needed: {need}.", section))


def with_seat(state: ArenaState, seat: Seat) -> ArenaState:
    seats = tuple(seat if s.name == seat.name else s for s in state.seats)
    return dataclasses.replace(state, seats=seats)


def add_hand(state: ArenaState, player: str, delta: int) -> ArenaState:
    seat = state.seat(player)
    return with_seat(state, dataclasses.replace(seat, hand=seat.hand + delta))


def set_column(state: ArenaState, creature: str, round_no: int, stack: tuple[Card, ...]) -> ArenaState:
    rows = []
    for r in state.rows:
        if r.creature == creature:
            cols = list(r.columns)
            cols[round_no - 1] = stack
            r = dataclasses.replace(r, columns=tuple(cols))
        rows.append(r)
    return dataclasses.replace(state, rows=tuple(rows))


def normal_place(state: ArenaState, place: Place) -> Place:
    if place.where is Where.COLUMN:
        return dataclasses.replace(place, creature=creature_name(place.creature))
    if place.where is Where.BET:
        return dataclasses.replace(place, player=state.seat(place.player).name)
    return place


def replace_top(state: ArenaState, place: Place, card: Card | None) -> ArenaState:
    """Put ``card`` in place of the visible card at ``place`` (None: remove it)."""
    if place.where is Where.DISCARD:
        rest = state.discard[:-1]
        return dataclasses.replace(state, discard=rest if card is None else (*rest, card))
    if place.where is Where.BET:
        bets = tuple(
            (dataclasses.replace(b, card_gone=True) if card is None else dataclasses.replace(b, card=card))
            if b.player == place.player and b.secret else b
            for b in state.bets)
        return dataclasses.replace(state, bets=bets)
    stack = state.column(place.creature, place.round)[:-1]
    return set_column(state, place.creature, place.round, stack if card is None else (*stack, card))


def visible_strength_at(state: ArenaState, place: Place, section: str) -> Card:
    """The visible strength card at ``place``; spectators and covered cards do not count (10)."""
    card = state.top_at(place)
    if card is None or card.kind is not CardKind.STRENGTH:
        raise rule(f"Bei {place} liegt keine sichtbare Stärkekarte.",
                   f"There is no visible strength card at {place}.", section)
    return card


def saw(state: ArenaState, how: How, player: str, *cards: Card) -> ArenaState:
    """Note the strength and spectator cards shown face up (see :mod:`referee.arena.record`)."""
    new = tuple(Sighting(card=c, how=how, player=player, round=min(state.round, RULES.rounds))
                for c in cards if c.kind in (CardKind.STRENGTH, CardKind.SPECTATOR))
    return dataclasses.replace(state, seen=(*state.seen, *new)) if new else state
