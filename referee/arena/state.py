"""The state of an Arena game and what can be read off it (sections 4, 7, 8, 9, 15).

States are frozen; the engine builds new ones with :func:`dataclasses.replace`.

>>> s = ArenaState()
>>> s.phase.value, s.round
('setup', 1)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator

from referee.arena.cards import HIDDEN, Card, CardKind, Place, Where
from referee.arena.record import RoundEnd, Sighting
from referee.arena.rules import CREATURES, RULES
from referee.core.errors import UnknownName
from referee.core.interpretation import WithSettings
from referee.core.refusal import fail
from referee.core.words import word_of


class Phase(enum.Enum):
    SETUP = "setup"
    BIDDING = "bidding"
    PLAY = "play"
    #: after round 5: secret bets still face down (section 12)
    REVEAL = "reveal"
    OVER = "over"

    def word(self, lang: str = "de") -> str:
        """``Phase.BIDDING.word() == "Bieten"`` (``"Bidding"``)."""
        return word_of(PHASE_WORDS, self, lang)


PHASE_WORDS: dict[Phase, tuple[str, str]] = {
    Phase.SETUP: ("Aufbau", "Set-up"), Phase.BIDDING: ("Bieten", "Bidding"), Phase.PLAY: ("Spielen", "Play"),
    Phase.REVEAL: ("Geheimwetten aufdecken", "Revealing secret bets"), Phase.OVER: ("Spielende", "Game over"),
}


@dataclasses.dataclass(frozen=True)
class Bet:
    """A chip (Wettchip). Open bets carry their round; a secret bet has round 0."""

    player: str
    creature: str
    round: int
    revealed: bool = False
    card: Card = HIDDEN
    #: the secret bet's card left the table (taken by a referee or troll, or discarded)
    card_gone: bool = False

    @property
    def secret(self) -> bool:
        return self.round == 0

    @property
    def visible(self) -> bool:
        """Counts for the sponsor (section 15): open bets and revealed secret bets."""
        return not self.secret or self.revealed

    @property
    def value(self) -> int:
        return RULES.secret_value if self.secret else RULES.open_bet_value(self.round)


@dataclasses.dataclass(frozen=True)
class Row:
    """A creature's row: one stack (bottom first) per round's column."""

    creature: str
    alive: bool = True
    died_in: int = 0
    columns: tuple[tuple[Card, ...], ...] = ((),) * RULES.rounds


@dataclasses.dataclass(frozen=True)
class Seat:
    name: str
    hand: int
    #: cards set aside by the Cyclops until the end of this player's next turn (15.1)
    aside: int = 0
    limit: int = RULES.hand_size
    #: number of this player's most recent turn (0 = none yet), for the tie rule (12)
    last_turn: int = 0
    #: the chip colour chosen at set-up (3); empty in games stored before colours were kept
    colour: str = ""
    #: hand cards the table knows by name (taken from the table by a referee or the Troll, shown when passing),
    #: until they leave the hand or the hand loses cards nobody saw (:mod:`referee.arena.hands`)
    known: tuple[Card, ...] = ()

    @property
    def usable(self) -> int:
        return self.hand - self.aside


@dataclasses.dataclass(frozen=True)
class Turn:
    """What the active player has done in this turn (section 6)."""

    bet_done: bool = False
    played: int = 0
    extra_play: bool = False
    passed: bool = False
    secret: bool = False
    referee: bool = False
    chief: bool = False
    #: creature whose power the player may use right now ("" = none)
    power: str = ""
    powers_used: tuple[str, ...] = ()
    discarded: int = 0
    #: creatures whose spectator was covered in this turn (power back only next turn, 9)
    covered: tuple[str, ...] = ()

    @property
    def card_step_done(self) -> bool:
        return self.played > 0 or self.passed or self.secret or self.referee or self.chief


@dataclasses.dataclass(frozen=True)
class ArenaState(WithSettings):
    seats: tuple[Seat, ...] = ()
    settings: tuple[tuple[str, str], ...] = ()
    phase: Phase = Phase.SETUP
    rows: tuple[Row, ...] = ()
    bets: tuple[Bet, ...] = ()
    round: int = 1
    active: int = 0
    round_starter: int = 0
    turn_no: int = 0
    turn: Turn = Turn()
    draw_pile: int = 0
    #: bottom first; the last card is the visible top
    discard: tuple[Card, ...] = ()
    chief_on_table: int = 0
    bids: tuple[tuple[str, int], ...] = ()
    start_player: str = ""
    #: strength the start player's first card must have (-1: none owed)
    bid_due: int = -1
    passes: int = 0
    stalemates: int = 0
    #: every card seen face up, in the order seen (see :mod:`referee.arena.record`)
    seen: tuple[Sighting, ...] = ()
    #: the battle column of each finished round as it lay at its end (8)
    ends: tuple[RoundEnd, ...] = ()

    # -- look-ups -------------------------------------------------------------


    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def active_player(self) -> str:
        return self.seats[self.active].name if self.seats else ""

    def seat_index(self, name: str) -> int:
        for i, s in enumerate(self.seats):
            if s.name.lower() == name.strip().lower():
                return i
        fail("arena.player.unknown", UnknownName.of("Spieler", "player", name, self.players, sections=("3",)))

    def seat(self, name: str) -> Seat:
        return self.seats[self.seat_index(name)]

    def row(self, creature: str) -> Row:
        return next(r for r in self.rows if r.creature == creature)

    def alive(self) -> tuple[str, ...]:
        return tuple(r.creature for r in self.rows if r.alive)

    def dead(self) -> tuple[str, ...]:
        return tuple(r.creature for r in self.rows if not r.alive)

    def column(self, creature: str, round_no: int | None = None) -> tuple[Card, ...]:
        return self.row(creature).columns[(round_no or self.round) - 1]

    def strength(self, creature: str) -> int | None:
        """Current strength: the top card of this round's column (section 4, 8); None if empty."""
        row = self.row(creature)
        if not row.alive or self.round > RULES.rounds:
            return None
        stack = row.columns[self.round - 1]
        return stack[-1].value if stack else None

    def visible_ducats(self, creature: str) -> dict[str, int]:
        """Ducats lying openly on a living creature, per player (bets on the dead are gone, 8)."""
        out: dict[str, int] = {}
        if not self.row(creature).alive:
            return out
        for b in self.bets:
            if b.creature == creature and b.visible:
                out[b.player] = out.get(b.player, 0) + b.value
        return out

    def sponsor(self, creature: str) -> str | None:
        """The player with strictly the most visible ducats on ``creature`` (section 15)."""
        if not self.row(creature).alive:
            return None
        ducats = self.visible_ducats(creature)
        if not ducats:
            return None
        best = max(ducats.values())
        leaders = [p for p, d in ducats.items() if d == best]
        return leaders[0] if len(leaders) == 1 else None

    def spectator_on_top(self, creature: str) -> bool:
        row = self.row(creature)
        if not row.alive or self.round > RULES.rounds:
            return False
        stack = row.columns[self.round - 1]
        return bool(stack) and stack[-1].kind is CardKind.SPECTATOR

    def power_blocked(self, creature: str) -> bool:
        """A spectator takes the power away until the turn after it was covered (section 9, 15)."""
        return self.spectator_on_top(creature) or creature in self.turn.covered

    def chips_left(self, player: str) -> int:
        return RULES.chips - sum(1 for b in self.bets if b.player == player)

    def secret_bet(self, player: str) -> Bet | None:
        return next((b for b in self.bets if b.player == player and b.secret), None)

    def open_bet_on(self, creature: str, round_no: int) -> Bet | None:
        return next((b for b in self.bets if b.creature == creature and b.round == round_no), None)

    # -- cards on the table ---------------------------------------------------------

    def table_cards(self) -> Iterator[Card]:
        """Every card lying on the table (face up or down), not hands or the draw pile."""
        for row in self.rows:
            for stack in row.columns:
                yield from stack
        yield from self.discard
        for b in self.bets:
            if b.secret and not b.card_gone:
                yield b.card
        for _ in range(self.chief_on_table):
            yield Card(kind=CardKind.CHIEF)

    def pool_total(self) -> int:
        """Cards in hands, set aside, in the draw pile and on the table (always the deck size)."""
        return (sum(s.hand for s in self.seats) + self.draw_pile
                + sum(1 for _ in self.table_cards()))

    def top_at(self, place: Place) -> Card | None:
        """The visible card at ``place`` (section 10), or None."""
        if place.where is Where.DISCARD:
            return self.discard[-1] if self.discard else None
        if place.where is Where.BET:
            bet = self.secret_bet(self.seat(place.player).name)
            if bet is None or not bet.revealed or bet.card_gone:
                return None
            return bet.card
        if place.creature not in CREATURES or not 1 <= place.round <= min(self.round, RULES.rounds):
            return None
        row = self.row(place.creature)
        stack = row.columns[place.round - 1]
        return stack[-1] if row.alive and stack else None

    def deck_size(self) -> int:
        return RULES.deck_size(int(self.setting("arena.spectator_count")))
