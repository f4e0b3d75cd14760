"""Titan – Die Arena as the players may see it: the columns as they lie, the bets as far as open, who leads.

Hands and the creatures of secret bets stay hidden (a secret bet shows its player only, until revealed).

>>> from referee.arena.state import ArenaState
>>> public(ArenaState()).creatures
()
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.arena.scoring import scores
from referee.arena.state import ArenaState
from referee.arena.view import header
from referee.core.events import Event
from referee.core.view import TableView


@dataclasses.dataclass(frozen=True)
class ArenaCreature:
    name: str
    alive: bool
    strength: int | None
    sponsor: str | None
    #: the cards in its columns as they lie, each column bottom first
    columns: tuple[tuple[str, ...], ...]


@dataclasses.dataclass(frozen=True)
class ArenaBet:
    player: str
    #: None while the bet is secret (12)
    creature: str | None
    round: int


@dataclasses.dataclass(frozen=True)
class ArenaPublic(TableView):
    lang: str
    creatures: tuple[ArenaCreature, ...]
    bets: tuple[ArenaBet, ...]
    #: ducats of the visible bets on living creatures, per player
    scores: tuple[tuple[str, int], ...]
    #: who leads on the visible bets (several on a tie; none before a bet)
    leaders: tuple[str, ...]
    hands: tuple[tuple[str, int], ...]
    game: str = "arena"


def public(state: ArenaState, events: Sequence[Event] = (), lang: str = "de") -> ArenaPublic:
    """The table as its players see it (``events`` for the same shape as every game's ``public``)."""
    pts = scores(state) if state.players else {}
    best = max(pts.values(), default=0)
    return ArenaPublic(
        header=header(state, lang), lang=lang,
        creatures=tuple(ArenaCreature(r.creature, r.alive, state.strength(r.creature) if r.alive else None,
                                      state.sponsor(r.creature) if r.alive else None,
                                      tuple(tuple(str(c) for c in stack) for stack in r.columns)) for r in state.rows),
        bets=tuple(ArenaBet(b.player, b.creature if b.visible else None, b.round) for b in state.bets),
        scores=tuple(pts.items()), leaders=tuple(p for p, v in pts.items() if v == best and best > 0),
        hands=tuple((s.name, s.hand) for s in state.seats))
