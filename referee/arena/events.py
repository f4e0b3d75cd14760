"""Journal events of Titan – Die Arena (type names ``arena.*``).

Each event is one thing the scribe saw at the table, in turn order (section 6).

>>> from referee.core.events import to_json
>>> to_json(OpenBet(player="A", creature="Zyklop"))
'{"data":{"creature":"Zyklop","player":"A"},"type":"arena.open_bet","v":1}'
>>> Play(player="A", creature="Zyklop", value=8).label("en")
'A plays Zyklop 8'
"""

from __future__ import annotations

import dataclasses
from typing import Any

from referee.arena.cards import Card, Place
from referee.arena.rules import RULES
from referee.core.events import Event, event, upgrader


def _t(lang: str, de: str, en: str) -> str:
    return en if lang == "en" else de


@event("arena.setup", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ArenaSetup(Event):
    """Players in seat order (clockwise), the chip colour each chose, and interpretation settings (3, 5).

    >>> ArenaSetup(players=("A", "B"), colours=("Rot", "Blau")).label()
    'Aufbau: A (Chips Rot), B (Chips Blau)'
    """

    players: tuple[str, ...]
    settings: tuple[tuple[str, str], ...] = ()
    #: each player's chip colour, in seat order; empty in games stored before colours were kept
    colours: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        chips = _t(lang, "Chips", "chips")
        colours = (*self.colours, *("",) * (len(self.players) - len(self.colours)))
        named = [f"{p} ({chips} {c})" if c else p for p, c in zip(self.players, colours, strict=False)]
        return _t(lang, "Aufbau: ", "Setup: ") + ", ".join(named)


@event("arena.bid", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Bid(Event):
    """A spoken start bid (section 5); it may only rise."""

    player: str
    value: int

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} bietet {self.value}", f"{self.player} bids {self.value}")


@event("arena.bidding_closed", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class BiddingClosed(Event):
    """Bidding is over: the highest (earliest on a tie) bid starts (section 5)."""

    def label(self, lang: str = "de") -> str:
        return _t(lang, "Gebote geschlossen", "Bidding closed")


@event("arena.overbid", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Overbid(Event):
    """The start player cannot play a card of his bid: hand limit 7 (section 5)."""

    player: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} hat überboten (Handlimit {RULES.penalty_hand_size})",
                  f"{self.player} over-bid (hand limit {RULES.penalty_hand_size})")


@event("arena.open_bet", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class OpenBet(Event):
    """A visible bet on a creature in the current round's column (section 7)."""

    player: str
    creature: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} wettet offen auf {self.creature}",
                  f"{self.player} bets openly on {self.creature}")


@event("arena.secret_bet", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class SecretBet(Event):
    """The one secret bet, in round 1, instead of playing a card (section 7)."""

    player: str
    #: may stay empty until the reveal (interpretation arena.secret_bet_card)
    creature: str = ""

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} wettet geheim", f"{self.player} places a secret bet")


@event("arena.reveal_secret", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class RevealSecret(Event):
    """A secret bet is turned up: its creature and the strength of its card (sections 7, 12)."""

    player: str
    creature: str
    value: int

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} deckt geheime Wette auf: {self.creature} {self.value}",
                  f"{self.player} reveals the secret bet: {self.creature} {self.value}")


def _same(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old entry
    """Version 1 of an entry whose version 2 only adds names (a spectator's; empty: by value, as before)."""
    return data


@event("arena.play", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Play(Event):
    """A card laid into the current column of a creature's row (sections 6, 8, 9); a spectator by its value
    and, where the table names it, its name (``name``: "Schlange")."""

    player: str
    creature: str
    value: int
    spectator: bool = False
    name: str = ""

    def label(self, lang: str = "de") -> str:
        if self.spectator:
            who = f"{self.name} " if self.name else ""
            return _t(lang, f"{self.player} spielt Zuschauer {who}{self.value} zu {self.creature}",
                      f"{self.player} plays spectator {who}{self.value} on {self.creature}")
        return _t(lang, f"{self.player} spielt {self.creature} {self.value}",
                  f"{self.player} plays {self.creature} {self.value}")


@event("arena.referee", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Referee(Event):
    """A normal referee: take a visible strength card into the hand (section 10)."""

    player: str
    take: Place

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} spielt Schiedsrichter, nimmt {self.take}",
                  f"{self.player} plays a referee, takes {self.take}")


@dataclasses.dataclass(frozen=True, kw_only=True)
class Revealed:
    """A secret bet turned up by the chief referee: whose, and the strength of its card."""

    player: str
    value: int


@event("arena.chief_referee", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class ChiefReferee(Event):
    """The chief referee: every secret bet on ``creature`` is revealed (section 10)."""

    player: str
    creature: str
    reveals: tuple[Revealed, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} spielt Chefschiedsrichter auf {self.creature}",
                  f"{self.player} plays the chief referee on {self.creature}")


upgrader("arena.play", 1)(_same)


@event("arena.pass", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Pass(Event):
    """No playable card: the whole (usable) hand is shown (sections 5, 6)."""

    player: str
    hand: tuple[Card, ...]

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} passt", f"{self.player} passes")


upgrader("arena.pass", 1)(_same)


@event("arena.discard", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Discard(Event):
    """Up to three shown strength cards of dead creatures (section 11)."""

    player: str
    cards: tuple[Card, ...]

    def label(self, lang: str = "de") -> str:
        shown = ", ".join(str(c) for c in self.cards)
        return _t(lang, f"{self.player} wirft ab: {shown}", f"{self.player} discards: {shown}")


upgrader("arena.discard", 1)(_same)


@event("arena.end_turn", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EndTurn(Event):
    """End of a turn: set-aside cards return, the hand is refilled, the round may end (6, 8, 11)."""

    player: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} beendet den Zug", f"{self.player} ends the turn")


@event("arena.stalemate", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Stalemate(Event):
    """A stalemate, agreed by all (voluntary) or because nobody can play (section 14)."""

    voluntary: bool = False

    def label(self, lang: str = "de") -> str:
        return _t(lang, "Patt", "Stalemate")


# -- the eight powers (section 15) -----------------------------------------------


@event("arena.power_zyklop", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class CyclopsPower(Event):
    """15.1: ``target`` sets half of his hand (rounded up) aside for his next turn."""

    player: str
    target: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"Zyklop: {self.target} halbiert die Hand", f"Cyclops: {self.target} halves the hand")


@event("arena.power_drache", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class DragonPower(Event):
    """15.2: discard the top card of another creature in the current column."""

    player: str
    creature: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"Drache: oberste Karte von {self.creature} abgeworfen",
                  f"Dragon: top card of {self.creature} discarded")


@event("arena.power_hydra", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class HydraPower(Event):
    """15.3: the sponsor may play a second card this turn."""

    player: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, "Hydra: zweite Karte erlaubt", "Hydra: a second card allowed")


@event("arena.power_ranger", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class RangerPower(Event):
    """15.4: draw three cards."""

    player: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, "Ranger: drei Karten gezogen", "Ranger: three cards drawn")


@event("arena.power_titan", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class TitanPower(Event):
    """15.5: take three cards of ``target``, keep one, give two back."""

    player: str
    target: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"Titan: eine Karte von {self.target} genommen", f"Titan: one card taken from {self.target}")


@event("arena.power_troll", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class TrollPower(Event):
    """15.6: take a visible troll card from an earlier column, a revealed bet or the discard pile."""

    player: str
    source: Place

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"Troll: Karte von {self.source} genommen", f"Troll: card taken from {self.source}")


@event("arena.power_einhorn", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class UnicornPower(Event):
    """15.7: swap two visible strength cards of one creature."""

    player: str
    first: Place
    second: Place

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"Einhorn: {self.first} ⇄ {self.second}", f"Unicorn: {self.first} ⇄ {self.second}")


@event("arena.power_warlock", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class WarlockPower(Event):
    """15.8: discard up to three hand cards; only the top one is shown."""

    player: str
    count: int
    top: Card | None = None

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"Warlock: {self.count} Karten abgeworfen", f"Warlock: {self.count} cards discarded")


upgrader("arena.power_warlock", 1)(_same)

POWER_EVENTS: dict[str, type[Event]] = {
    "Zyklop": CyclopsPower, "Drache": DragonPower, "Hydra": HydraPower, "Ranger": RangerPower,
    "Titan": TitanPower, "Troll": TrollPower, "Einhorn": UnicornPower, "Warlock": WarlockPower,
}
