"""The typed view of an Arena game: the header and the game's own part (the options are
:mod:`referee.arena.options`); JSON only at the command line's edge (``ArenaView.to_json``).

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup
>>> s = ArenaEngine().replay([ArenaSetup(players=("A", "B"))])
>>> v = summary(s)
>>> v.header.round, v.phase, [c.alive for c in v.creatures][:2]
(1, <Phase.BIDDING: 'bidding'>, [True, True])
>>> summary(s).to_json()["round"]
1
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee.arena.cards import Card, Place
from referee.arena.interpretations import INTERPRETATIONS
from referee.arena.record import How
from referee.arena.rules import RULES
from referee.arena.scoring import scores, winners
from referee.arena.state import ArenaState as ArenaState  # the handle the screens and sheets pass here
from referee.arena.state import Phase as Phase  # the view's phase
from referee.arena.tracking import UnseenCards, spectators_unseen, unseen_all
from referee.core.view import Header, Standing, TableView


@dataclass(frozen=True)
class BidLine:
    """A start bid (section 5)."""

    player: str
    value: int


@dataclass(frozen=True)
class PlayerLine:
    """A player's hand (cards, set aside, limit) and open bet chips left (sections 4, 7, 9)."""

    name: str
    hand: int
    aside: int
    hand_limit: int
    chips_left: int
    #: the chip colour chosen at set-up (None in games stored before colours were kept, 3)
    colour: str | None = None
    #: hand cards the table knows by name (taken from the table, shown when passing; referee.arena.hands)
    known: tuple[str, ...] = ()


@dataclass(frozen=True)
class CreatureLine:
    """A creature's row: alive or the round it died in, strength, sponsor, visible ducats, the round columns
    (the cards as written, bottom first). Strength, sponsor and power are None for a dead creature."""

    name: str
    alive: bool
    died_in: int | None
    strength: int | None
    sponsor: str | None
    power_blocked: bool | None
    ducats: Mapping[str, int]
    columns: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class BetLine:
    """A bet: whose, on which creature (None while secret and hidden), the round, its ducats (7, 12)."""

    player: str
    creature: str | None
    round: int
    secret: bool
    revealed: bool
    ducats: int


@dataclass(frozen=True)
class SeenLine:
    """A card seen at the table (played, revealed, shown, discarded, or back in the pile after a stalemate)."""

    round: int
    player: str | None
    card: str
    how: How


@dataclass(frozen=True)
class ColumnCell:
    """A creature's cards in a round's column at the round's end, bottom first (the last is its strength)."""

    creature: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class RoundEndLine:
    """The battle column of a finished round as it lay at its end, and who died (8)."""

    round: int
    died: str
    cells: tuple[ColumnCell, ...]


@dataclass(frozen=True)
class ArenaView(TableView):
    """The Arena table: phase, bids, players, creatures, bets, piles, scores and winners (why in words)."""

    phase: Phase
    round: int
    active: str | None
    start_player: str | None
    bid_due: int | None
    bids: tuple[BidLine, ...]
    players: tuple[PlayerLine, ...]
    creatures: tuple[CreatureLine, ...]
    bets: tuple[BetLine, ...]
    draw_pile: int
    discard_top: str | None
    discard_count: int
    stalemates: int
    scores: Mapping[str, int]
    winners: tuple[str, ...]
    why: str
    settings: Mapping[str, str]
    #: per creature the strength values not yet seen, and the chances for its next card (2, 4, 8)
    unseen: tuple[UnseenCards, ...]
    spectators_unseen: int
    #: every card seen, in order
    seen: tuple[SeenLine, ...]
    #: the battle columns of the finished rounds as they lay at each round's end
    round_ends: tuple[RoundEndLine, ...]

    def to_json(self) -> dict[str, Any]:
        return {"game": "arena", **super().to_json()}


@dataclass(frozen=True)
class TableLine:
    """What the entry dialogs read of the table (the scribe's record, cheap for every preview): the phase, whose
    turn it is (the seat's name also outside the play), the start player and the bid due (5), the players in seat
    order with their hand sizes, the creatures alive and dead (8), the bets — a secret bet's creature as the scribe
    entered it (7)."""

    phase: Phase
    active: str
    start_player: str
    #: the strength the start player must play (-1: none due)
    bid_due: int
    players: tuple[str, ...]
    hands: Mapping[str, int]
    alive: tuple[str, ...]
    dead: tuple[str, ...]
    bets: tuple[BetLine, ...]


def table_line(state: ArenaState) -> TableLine:
    """The table as the entry dialogs read it."""
    return TableLine(state.phase, state.active_player, state.start_player, state.bid_due, state.players,
                     {s.name: s.hand for s in state.seats}, state.alive(), state.dead(),
                     tuple(BetLine(b.player, b.creature, b.round, b.secret, b.revealed, b.value) for b in state.bets))


def player_named(state: ArenaState, name: str) -> str:
    """The player called ``name``; the referee's refusal of an unknown player (the one an entry naming them gets)."""
    return state.seat(name).name


def top_card(state: ArenaState, place: Place) -> Card | None:
    """The card seen on top at ``place`` (None where none lies)."""
    return state.top_at(place)


def header(state: ArenaState, lang: str = "de") -> Header:
    """Round (of five), the player to play, standings by the ducats of visible bets, the winners (12)."""
    won = winners(state).value
    points = scores(state)
    phase = state.phase.word(lang) if state.phase not in (Phase.SETUP, Phase.OVER) else None
    return Header(
        round=min(state.round, RULES.rounds),
        to_move=state.active_player if state.phase is Phase.PLAY else None, phase=phase,
        players=tuple(s.name for s in state.seats),
        standings=tuple(Standing(s.name, f"{s.name} {points.get(s.name, 0)}", points.get(s.name, 0)) for s in state.seats),
        winners=tuple(won), ended=state.phase is Phase.OVER)


def summary(state: ArenaState, lang: str = "de") -> ArenaView:
    """The public state: round, creatures (alive, strength, sponsor), bets, hands, scores."""
    win = winners(state)
    return ArenaView(
        header=header(state, lang),
        phase=state.phase,
        round=min(state.round, RULES.rounds),
        active=state.active_player if state.phase is Phase.PLAY else None,
        start_player=state.start_player or None,
        bid_due=state.bid_due if state.bid_due >= 0 else None,
        bids=tuple(BidLine(p, v) for p, v in state.bids),
        players=tuple(PlayerLine(s.name, s.hand, s.aside, s.limit, state.chips_left(s.name), s.colour or None,
                                     tuple(str(c) for c in s.known))
                      for s in state.seats),
        creatures=tuple(
            CreatureLine(
                name=r.creature, alive=r.alive, died_in=r.died_in or None,
                strength=state.strength(r.creature) if r.alive else None,
                sponsor=state.sponsor(r.creature) if r.alive else None,
                power_blocked=state.power_blocked(r.creature) if r.alive else None,
                ducats=state.visible_ducats(r.creature) if r.alive else {},
                columns=tuple(tuple(str(c) for c in stack) for stack in r.columns))
            for r in state.rows),
        bets=tuple(BetLine(b.player, b.creature if b.visible else None, b.round, b.secret, b.revealed, b.value)
                   for b in state.bets),
        draw_pile=state.draw_pile,
        discard_top=str(state.discard[-1]) if state.discard else None,
        discard_count=len(state.discard),
        stalemates=state.stalemates,
        scores=scores(state),
        winners=tuple(win.value),
        why=win.why(lang),
        settings={i.id: state.setting(i.id) for i in INTERPRETATIONS},
        unseen=unseen_all(state),
        spectators_unseen=spectators_unseen(state) if state.seats else 0,
        seen=tuple(SeenLine(x.round, x.player or None, str(x.card), x.how) for x in state.seen),
        round_ends=tuple(RoundEndLine(e.round, e.died, tuple(ColumnCell(c, tuple(str(k) for k in cards))
                                                              for c, cards in e.stacks))
                         for e in state.ends),
    )
