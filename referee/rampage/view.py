"""Typed views of a Castle Rampage game: the catalog and the state (options: :mod:`referee.rampage.options`);
JSON only at the command line's edge (``RampageView.to_json``).

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup
>>> s = RampageEngine().replay([RampageSetup(players=("Anton", "Beatrix"))])
>>> summary(s).players[0].castle, summary(s).draw_pile, summary(s).header.round
(4, 98, 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee.core.view import Header, Standing, TableView
from referee.rampage.interpretations import INTERPRETATIONS
from referee.rampage.piles import DiscardPile, DrawPileView, discard_pile, draw_pile
from referee.rampage.readings import AxeFighter
from referee.rampage.rules import CATALOG, CardInfo
from referee.rampage.state import Phase, Side
from referee.rampage.state import RampageState as RampageState  # the handle the screens and sheets pass here


@dataclass(frozen=True)
class CatalogCard:
    """A card of the catalog with the table's completions; ``None`` where no value is known (appendix)."""

    name: str
    count: int | None
    attack: int | None
    gate: int | None
    castle: int | None
    permanent: bool
    violet: bool
    section: str


@dataclass(frozen=True)
class SideLine:
    """A player's side: cards in hand, gate and castle (counts), the permanent cards laid out."""

    name: str
    hand: int
    gate: int
    castle: int
    display: tuple[str, ...]


@dataclass(frozen=True)
class TurnLine:
    """The table after an entry as the match sheet and the entry dialogs read it: the turn, whose turn it is (also
    after the game ended: the last turn's player) and every side's line in seat order, the cards left to draw
    (the draw pile and, shuffled, the discard pile: "spielablauf"), the winner and why."""

    turn: int
    active: str
    sides: tuple[SideLine, ...]
    #: the index of the side whose turn it is
    seat: int = 0
    draw_pile: int = 0
    discard: int = 0
    winner: str = ""
    why_de: str = ""
    why_en: str = ""

    @property
    def mine(self) -> SideLine:
        """The side whose turn it is."""
        return self.sides[self.seat]

    @property
    def theirs(self) -> SideLine:
        """The other side (Castle Rampage is a game for two)."""
        return self.sides[1 - self.seat]


@dataclass(frozen=True)
class RampageView(TableView):
    """The Castle Rampage table: the turn, the sides, the piles, the turn's steps, the winner and why."""

    phase: Phase
    turn: int
    active: str | None
    players: tuple[SideLine, ...]
    draw_pile: int
    discard: int
    drawn: bool
    reinforced: bool
    winner: str | None
    why: str
    settings: Mapping[str, str]
    #: the discard pile's named cards, and what may still be in the draw pile (:mod:`referee.rampage.piles`)
    discard_pile: DiscardPile
    may_draw: DrawPileView

    def to_json(self) -> dict[str, Any]:  # Any: JSON at the command line's edge
        return {"game": "rampage", **super().to_json()}


def catalog(state: RampageState) -> tuple[CatalogCard, ...]:
    """The card catalog with the table's completions; ``None`` where no value is known."""
    names = [c.name for c in CATALOG] + [c.name for c in state.cards
                                         if c.name.lower() not in {k.name.lower() for k in CATALOG}]
    out: list[CatalogCard] = []
    for name in names:
        info = state.card(name)
        count = info.count
        if info.name == "Axtkämpfer" and state.reading(AxeFighter) is AxeFighter.TWO_KINDS:
            count *= 2
        out.append(CatalogCard(info.name, count or None, info.attack, info.gate, info.castle, info.permanent,
                               info.violet, info.section))
    return tuple(out)


def _side(s: Side) -> SideLine:
    return SideLine(s.name, s.hand, s.gate, s.castle, tuple(s.display))


def turn_line(state: RampageState) -> TurnLine:
    """The turn, its player and the sides (hand, gate, castle, display) — a match sheet's row."""
    return TurnLine(state.turn_no, state.active_player, tuple(_side(s) for s in state.sides), state.active,
                    state.draw_pile, state.discard, state.winner, state.reason_de, state.reason_en)


def card_info(state: RampageState, name: str) -> CardInfo:
    """The card ``name`` as the catalog has it, with the values the table entered in the set-up."""
    return state.card(name)


def header(state: RampageState, lang: str = "de") -> Header:
    """Turn, the player to play, each player's gate and castle (a castle at 0 loses), the winner."""
    gate, castle = ("gate", "castle") if lang == "en" else ("Tor", "Burg")
    return Header(
        round=state.turn_no, to_move=state.active_player if state.phase is Phase.PLAY else None,
        phase=None, players=tuple(s.name for s in state.sides),
        standings=tuple(Standing(s.name, f"{s.name}: {gate} {s.gate}, {castle} {s.castle}") for s in state.sides),
        winners=(state.winner,) if state.winner else (), ended=bool(state.winner))


def summary(state: RampageState, lang: str = "de") -> RampageView:
    """The public state: the sides, the piles, what the turn has done, the winner."""
    return RampageView(
        header=header(state, lang),
        phase=state.phase,
        turn=state.turn_no,
        active=state.active_player if state.phase is Phase.PLAY else None,
        players=tuple(_side(s) for s in state.sides),
        draw_pile=state.draw_pile,
        discard=state.discard,
        drawn=state.drawn,
        reinforced=state.reinforced,
        winner=state.winner or None,
        why=state.reason_en if lang == "en" else state.reason_de,
        settings={i.id: state.setting(i.id) for i in INTERPRETATIONS},
        discard_pile=discard_pile(state),
        may_draw=draw_pile(state),
    )
