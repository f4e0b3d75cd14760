"""Journal events of Castle Rampage (type names ``rampage.*``).

>>> Attack(player="Anton", card="Ritter", attack=9).label("en")
'Anton attacks with Ritter (9)'
"""

from __future__ import annotations

import dataclasses
import enum

from referee.core.events import Event, event
from referee.rampage.attack import Defense


def _t(lang: str, de: str, en: str) -> str:
    return en if lang == "en" else de


class Stack(enum.Enum):
    GATE = "gate"      # Tor
    CASTLE = "castle"  # Burg


class Target(enum.Enum):
    AUTO = "auto"      # the gate while it has cards, then the castle
    GATE = "gate"
    CASTLE = "castle"


@dataclasses.dataclass(frozen=True, kw_only=True)
class CardValue:
    """A table's completion of the catalog: values (and a count for a card the text does not count)."""

    name: str
    attack: int | None = None
    gate: int | None = None
    castle: int | None = None
    count: int = 0


@event("rampage.setup", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class RampageSetup(Event):
    """Two players, the start player, settings and catalog completions ("spielvorbereitung")."""

    players: tuple[str, ...]
    start_player: str = ""
    settings: tuple[tuple[str, str], ...] = ()
    cards: tuple[CardValue, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _t(lang, "Aufbau: ", "Setup: ") + " – ".join(self.players)


@event("rampage.draw", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Draw(Event):
    """The draw at the start of a turn: 2 cards, the start player's first turn 1 ("spielablauf")."""

    player: str
    #: one more card for each Berater in the player's display (interpretation rampage.counsellor)
    extra: int = 0

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} zieht", f"{self.player} draws")


@event("rampage.reinforce", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Reinforce(Event):
    """A hand card pushed under the own gate or castle, once per turn; costs only for the Oger."""

    player: str
    card: str
    stack: Stack
    cost: int = 0

    def label(self, lang: str = "de") -> str:
        where = {"gate": ("Tor", "gate"), "castle": ("Burg", "castle")}[self.stack.value]
        return _t(lang, f"{self.player} verstärkt {where[0]}", f"{self.player} reinforces the {where[1]}")


@event("rampage.play", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayCard(Event):
    """A card played for its effect (no attack): costs paid, cards drawn or discarded as it says."""

    player: str
    card: str
    cost: int = 0
    draws: int = 0
    opponent_discards: int = 0
    #: Überläufer: top cards of the opponent's gate moved under the own gate
    steal_gate: int = 0
    #: cards of the draw pile put under the own gate / castle by the card's effect
    build_gate: int = 0
    build_castle: int = 0
    #: Bauarbeiter: top cards of the own gate moved under the own castle
    gate_to_castle: int = 0

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} spielt {self.card}", f"{self.player} plays {self.card}")


@event("rampage.plant", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Plant(Event):
    """A Spion or Saboteur pushed face down under the opponent's gate ("anhang.spion")."""

    player: str
    card: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} schiebt eine Karte unter das gegnerische Tor",
                  f"{self.player} pushes a card under the opponent's gate")


@event("rampage.attack", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Attack(Event):
    """An attack with the defense values revealed, top first ("angriffe", "anhang").

    ``attack`` includes every bonus; ``last_stand`` lists the defender's reductions;
    ``own_gate``/``own_castle`` are the attacker's revealed cards (Beschwörer);
    ``extra_cards`` are the attack cards combined with a Narr.
    """

    player: str
    card: str
    attack: int
    target: Target = Target.AUTO
    gate: tuple[Defense, ...] = ()
    castle: tuple[Defense, ...] = ()
    own_gate: tuple[Defense, ...] = ()
    own_castle: tuple[Defense, ...] = ()
    last_stand: tuple[int, ...] = ()
    cost: int = 0
    draws: int = 0
    extra_cards: int = 0
    from_display: bool = False
    #: Räuber: destroyed defense cards taken into the attacker's hand instead of the discard pile
    to_hand: int = 0

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} greift mit {self.card} an ({self.attack})",
                  f"{self.player} attacks with {self.card} ({self.attack})")


@event("rampage.topple", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Topple(Event):
    """Drache (the opponent) or Erdbeben (both players) throws top cards off gate or castle."""

    player: str
    card: str
    cost: int = 0

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} spielt {self.card}", f"{self.player} plays {self.card}")


@event("rampage.end_turn", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EndTurn(Event):
    player: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} beendet den Zug", f"{self.player} ends the turn")
