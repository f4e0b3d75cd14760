"""The state of a Castle Rampage game: counts of hands, gates, castles, piles, and the displays.

Defense stacks are face down, so mostly only their sizes are known; values enter the
journal when an attack reveals them.  What the table can know is remembered per stack
(:class:`Seen`, kept by :mod:`referee.rampage.memory`): a card pushed under a stack, a card
planted under the opponent's gate, and a card that held an attack and went back on top ("angriffe").

>>> RampageState().phase.value
'setup'
"""

from __future__ import annotations

import dataclasses
import enum
from functools import lru_cache

from referee.core.errors import UnknownName
from referee.core.frozen import replace
from referee.core.interpretation import WithSettings
from referee.rampage.events import CardValue
from referee.rampage.rules import RULES, CardInfo, card


class Phase(enum.Enum):
    SETUP = "setup"
    PLAY = "play"
    OVER = "over"


@dataclasses.dataclass(frozen=True)
class Seen:
    """A card of a face-down stack the table knows: its name (if known) and its value in that stack
    (if known: the text's or the table's value of the named card, or the value an attack turned up), or
    only that it was dealt at the set-up, where violet cards are put back and replaced ("spielvorbereitung")."""

    card: str = ""
    value: int | None = None
    #: a card of the set-up deal, never moved out of sight since: no violet card ("spielvorbereitung")
    dealt: bool = False
    #: known to one player only: a Spion or Saboteur planted face down under the opponent's gate ("anhang.spion",
    #: "anhang.saboteur") — the planter knows it, the others see a face-down card, until an attack turns it up
    secret: bool = False


@dataclasses.dataclass(frozen=True)
class Side:
    name: str
    hand: int
    gate: int
    castle: int
    #: permanent cards (∞) in the open display (Auslage)
    display: tuple[str, ...] = ()
    #: what is known of the gate and castle cards, top first (None: unknown; missing at the end: unknown)
    known_gate: tuple[Seen | None, ...] = ()
    known_castle: tuple[Seen | None, ...] = ()
    #: hand cards the table knows by name (a Räuber's loot), until they leave the hand or may have unseen
    known_hand: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class RampageState(WithSettings):
    sides: tuple[Side, ...] = ()
    settings: tuple[tuple[str, str], ...] = ()
    cards: tuple[CardValue, ...] = ()
    phase: Phase = Phase.SETUP
    active: int = 0
    turn_no: int = 0
    drawn: bool = False
    #: cards played under gate or castle this turn ("spielablauf")
    reinforcements: int = 0
    #: Heiler / Nachschub played this turn; the second ends the playing (anhang.heiler)
    supply: int = 0
    #: attack bonus waiting for the next attack of this turn (Axtkämpfer +2, anhang.pfeilhagel)
    bonus: int = 0
    #: bonuses of a size the text does not give waiting for the next attack of this turn (Koch)
    open_bonus: int = 0
    veteran_used: bool = False
    diplomat_played: bool = False
    #: index of the player the Diplomat restrains this turn (-1: nobody)
    blocked: int = -1
    draw_pile: int = 0
    discard: int = 0
    #: the named cards known to lie in the discard pile, oldest first (``discard`` minus these: unnamed)
    discard_cards: tuple[str, ...] = ()
    #: how often the discard pile became the draw pile ("spielablauf")
    reshuffles: int = 0
    #: Koch bonus waiting for the next attack of this turn (interpretation rampage.cook: +1 each)
    cook: int = 0
    winner: str = ""
    reason_de: str = ""
    reason_en: str = ""


    @property
    def reinforced(self) -> bool:
        """Gate or castle were reinforced as often as a turn allows ("spielablauf")."""
        return self.reinforcements >= RULES.reinforcements

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.sides)

    @property
    def active_player(self) -> str:
        return self.sides[self.active].name if self.sides else ""

    def index(self, name: str) -> int:
        key = name.strip().lower()
        for i, s in enumerate(self.sides):
            if s.name.lower() == key:
                return i
        raise UnknownName.of("Spieler", "player", name, self.players, sections=("spielvorbereitung",))

    def card(self, name: str) -> CardInfo:
        """The catalog entry, with the values a table entered in the setup."""
        return _card(name, self.cards)

    def pool_total(self) -> int:
        """Every card is somewhere: hands, gates, castles, displays, draw and discard pile (118)."""
        return (sum(s.hand + s.gate + s.castle + len(s.display) for s in self.sides)
                + self.draw_pile + self.discard)


@lru_cache(maxsize=1024)
def _card(name: str, cards: tuple[CardValue, ...]) -> CardInfo:
    """:meth:`RampageState.card` (asked many times for each entry of a replay, of the same few names: kept)."""
    info = card(name, tuple(c.name for c in cards))
    for c in cards:
        if c.name.lower() == info.name.lower():
            info = replace(
                info,
                attack=c.attack if c.attack is not None else info.attack,
                gate=c.gate if c.gate is not None else info.gate,
                castle=c.castle if c.castle is not None else info.castle,
                count=c.count or info.count)
    return info
