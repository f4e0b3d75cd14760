"""Whether a card may be played (§ 4) and paying its cost from stock.

A card needs: the player's level at least the card's level; its cost paid in
stock cards (exactly that many, from the top of the stock to the waiting room);
its colour among the cards in level or clock.  The text knows no level-0
exception; the setting ``weiss.level0_colour`` = ``exception`` adds it.

>>> from referee.weiss.cards import CardSpec, Kind
>>> from referee.weiss.state import Side
>>> s = Side(name="Ann", catalog=(CardSpec(name="Mio", kind=Kind.CHARACTER, colour="gelb", cost=1),),
...          stock=("Mio", "Mio"))
>>> pay(s, 1).stock, pay(s, 1).waiting
(('Mio',), ('Mio',))
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.weiss.cards import CardSpec
from referee.weiss.readings import Level0Colour
from referee.weiss.state import Side, WsState, add_sorted


def playable_reasons(state: WsState, side: Side, spec: CardSpec) -> list[tuple[str, str]]:
    """What stands against playing ``spec`` (empty: it may be played), German and English."""
    reasons: list[tuple[str, str]] = []
    if spec.level > len(side.level):
        reasons.append((f"Level {spec.level} > eigenes Level {len(side.level)}",
                        f"level {spec.level} > own level {len(side.level)}"))
    if spec.cost > len(side.stock):
        reasons.append((f"Kosten {spec.cost} > Lager {len(side.stock)}",
                        f"cost {spec.cost} > stock {len(side.stock)}"))
    exempt = spec.level == 0 and state.reading(Level0Colour) is Level0Colour.EXCEPTION
    if not exempt and spec.colour not in side.colours():
        reasons.append((f"Farbe {spec.colour} fehlt in Level und Clock",
                        f"colour {spec.colour} missing from level and clock"))
    return reasons


def check_playable(state: WsState, side: Side, spec: CardSpec) -> None:
    reasons = playable_reasons(state, side, spec)
    if reasons:
        refuse("weiss.play.cannot_be_played", RuleViolation(
            f"{spec.name} kann nicht gespielt werden: " + "; ".join(de for de, _ in reasons) + ".",
            f"{spec.name} cannot be played: " + "; ".join(en for _, en in reasons) + ".",
            sections=("4",),
        ))


def pay(side: Side, cost: int) -> Side:
    """Move ``cost`` cards from the top of the stock to the waiting room."""
    if cost == 0:
        return side
    paid = side.stock[-cost:]
    return dataclasses.replace(side, stock=side.stock[:-cost], waiting=add_sorted(side.waiting, paid))
