"""The typed payloads of Arena's options: per kind the facts and legal values, and ``make`` — the one place
a scribe's choice becomes the entry (the dialogs, the quick line and the tests call it).

>>> offer = BidPayload(min_bid={"A": 9, "B": 0}, values={"A": (9, 10), "B": (0, 1)})
>>> offer.make("A", 9)
Bid(player='A', value=9)
>>> offer.to_json()["values"]
{'A': [9, 10], 'B': [0, 1]}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee.arena.cards import Card, Place
from referee.arena.events import (
    Bid,
    ChiefReferee,
    CyclopsPower,
    Discard,
    DragonPower,
    HydraPower,
    OpenBet,
    Pass,
    Play,
    RangerPower,
    Referee,
    Revealed,
    RevealSecret,
    SecretBet,
    TitanPower,
    TrollPower,
    UnicornPower,
    WarlockPower,
)
from referee.core.option import Payload


@dataclass(frozen=True)
class BidPayload(Payload):
    """A start bid (5): each player's lowest bid allowed now and the bids the engine accepts."""

    min_bid: Mapping[str, int]
    values: Mapping[str, tuple[int, ...]]

    def make(self, player: str, value: int) -> Bid:
        return Bid(player=player, value=value)


@dataclass(frozen=True)
class RevealPayload(Payload):
    """A secret bet turned up (7, 12): whose, and per creature the strengths its card may have."""

    player: str
    cards: Mapping[str, tuple[int, ...]]

    def make(self, creature: str, value: int) -> RevealSecret:
        return RevealSecret(player=self.player, creature=creature, value=value)


@dataclass(frozen=True)
class OpenBetPayload(Payload):
    """An open bet on a creature (7) and the ducats it is worth this round."""

    creature: str
    ducats: int

    def make(self, player: str) -> OpenBet:
        return OpenBet(player=player, creature=self.creature)


@dataclass(frozen=True)
class SecretBetPayload(Payload):
    """The secret bet (7), worth ``ducats``; the creature may wait for the reveal."""

    ducats: int

    def make(self, player: str, creature: str = "") -> SecretBet:
        return SecretBet(player=player, creature=creature)


@dataclass(frozen=True)
class PlayPayload(Payload):
    """A card into a creature's current column (6, 8, 9): the strengths accepted per creature, as a strength
    card and as a spectator, and the strength a start bid owes (5)."""

    must_value: int | None
    values: Mapping[str, tuple[int, ...]]
    spectators: Mapping[str, tuple[int, ...]]
    #: the rule of the start bid's card (5)
    must_sections: tuple[str, ...] = ("5",)

    def make(self, player: str, creature: str, value: int, spectator: bool = False, name: str = "") -> Play:
        """The card played; ``name`` a spectator's name where the table names it (9)."""
        return Play(player=player, creature=creature, value=value, spectator=spectator, name=name)


@dataclass(frozen=True)
class RefereePayload(Payload):
    """A referee takes a visible card (10): the places (``str(place)``) the engine accepts."""

    places: tuple[str, ...]

    def make(self, player: str, take: Place) -> Referee:
        return Referee(player=player, take=take)


@dataclass(frozen=True)
class ChiefPayload(Payload):
    """The chief referee (10): the creatures to name, the players whose secret bet is still hidden."""

    creatures: tuple[str, ...]
    secret_bets: tuple[str, ...]

    def make(self, player: str, creature: str, reveals: Mapping[str, int]) -> ChiefReferee:
        """``reveals``: the strength of each revealed secret bet's card, by player (in seat order)."""
        return ChiefReferee(player=player, creature=creature,
                            reveals=tuple(Revealed(player=p, value=v) for p, v in reveals.items()))


@dataclass(frozen=True)
class PassPayload(Payload):
    """A pass (5, 6): how many playable cards the hand must show, the dead creatures' cards not on the table."""

    must_show: int
    cards: tuple[str, ...]

    def make(self, player: str, hand: Sequence[Card]) -> Pass:
        return Pass(player=player, hand=tuple(hand))


@dataclass(frozen=True)
class DiscardPayload(Payload):
    """Discards (11, 15.8): at most ``max_cards`` strength cards of the dead creatures ``only_dead``."""

    max_cards: int
    only_dead: tuple[str, ...]

    def make(self, player: str, cards: Sequence[Card]) -> Discard:
        return Discard(player=player, cards=tuple(cards))


@dataclass(frozen=True)
class EndTurnPayload(Payload):
    """The end of the turn (6, 11): the cards drawn, the creature that dies with it (8), if any."""

    draws: int
    dies: str | None
    #: the rules the end of the turn cites: the cards drawn (11), a death ending the round (8), the end after the
    #: fifth round (12)
    draw_sections: tuple[str, ...] = ("11",)
    death_sections: tuple[str, ...] = ("8",)
    end_sections: tuple[str, ...] = ("12",)


@dataclass(frozen=True)
class PowerPayload(Payload):
    """A creature's power (15): its sponsor and whether a spectator blocks it (9)."""

    creature: str
    sponsor: str | None
    blocked_by_spectator: bool


@dataclass(frozen=True)
class PlainPowerPayload(PowerPayload):
    """Hydra's and Ranger's powers need nothing more (15.3, 15.4)."""

    def make(self, player: str) -> HydraPower | RangerPower:
        return HydraPower(player=player) if self.creature == "Hydra" else RangerPower(player=player)


@dataclass(frozen=True)
class TargetPowerPayload(PowerPayload):
    """Zyklop and Titan (15.1, 15.5): the players the power may target."""

    targets: tuple[str, ...]

    def make(self, player: str, target: str) -> CyclopsPower | TitanPower:
        if self.creature == "Zyklop":
            return CyclopsPower(player=player, target=target)
        return TitanPower(player=player, target=target)


@dataclass(frozen=True)
class DragonPowerPayload(PowerPayload):
    """Drache (15.2): the creatures the power may hit."""

    creatures: tuple[str, ...]

    def make(self, player: str, creature: str) -> DragonPower:
        return DragonPower(player=player, creature=creature)


@dataclass(frozen=True)
class TrollPowerPayload(PowerPayload):
    """Troll (15.6): the places (``str(place)``) a card may be taken from."""

    places: tuple[str, ...]

    def make(self, player: str, source: Place) -> TrollPower:
        return TrollPower(player=player, source=source)


@dataclass(frozen=True)
class UnicornPowerPayload(PowerPayload):
    """Einhorn (15.7): the pairs of places whose cards may swap."""

    pairs: tuple[tuple[str, str], ...]

    def make(self, player: str, first: Place, second: Place) -> UnicornPower:
        return UnicornPower(player=player, first=first, second=second)


@dataclass(frozen=True)
class WarlockPowerPayload(PowerPayload):
    """Warlock (15.8): at most ``max_count`` cards discarded, and the card then on top."""

    max_count: int

    def make(self, player: str, count: int, top: Card) -> WarlockPower:
        return WarlockPower(player=player, count=count, top=top)
