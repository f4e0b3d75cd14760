"""Journal events of Castle Rampage (type names ``rampage.*``).

>>> Attack(player="Anton", card="Ritter", attack=9).label("en")
'Anton attacks with Ritter (9)'
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from referee.core.events import Event, event, upgrader
from referee.core.interpretation import pinned_pairs
from referee.rampage.attack import Defense
from referee.rampage.interpretations import INTERPRETATIONS
from referee.rampage.units import Unit


def _t(lang: str, de: str, en: str) -> str:
    return en if lang == "en" else de


def _paid(lang: str, cards: tuple[str, ...], who: str = "") -> str:
    """``, legt ab: Ritter, Koch`` — the named cards a cost or effect discarded."""
    if not cards:
        return ""
    return _t(lang, f", {who + ' ' if who else ''}legt ab: ", f", {who + ' ' if who else ''}discards: ") + ", ".join(cards)


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


@event("rampage.setup", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class RampageSetup(Event):
    """Two players, the start player, settings and catalog completions ("spielvorbereitung")."""

    players: tuple[str, ...]
    start_player: str = ""
    settings: tuple[tuple[str, str], ...] = ()
    cards: tuple[CardValue, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _t(lang, "Aufbau: ", "Setup: ") + " – ".join(self.players)


@upgrader("rampage.setup", 1)
def _setup_v1(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old setup
    """A game stored before Priester, Räuber, Bauarbeiter, Koch and the units had interpretations entered
    their effects as numbers: it keeps doing so (the choices ``entered`` / ``not_checked``)."""
    return {**data, "settings": pinned_pairs(data.get("settings", ()), INTERPRETATIONS, 1)}


def _same(data: dict[str, Any]) -> dict[str, Any]:  # Any: the stored JSON of an old entry
    """Version 1 of an entry that version 2 only adds named cards to (empty: only the counts, as before)."""
    return data


@event("rampage.draw", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Draw(Event):
    """The draw at the start of a turn: 2 cards, the start player's first turn 1 ("spielablauf")."""

    player: str
    #: one more card for each Berater in the player's display (interpretation rampage.counsellor)
    extra: int = 0
    #: the drawn cards by name where the table names them (at most those drawn; empty: unnamed)
    cards: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} zieht", f"{self.player} draws") + _drawn(lang, self.cards)


def _drawn(lang: str, cards: tuple[str, ...]) -> str:
    return (_t(lang, ": ", ": ") + ", ".join(cards)) if cards else ""


upgrader("rampage.draw", 1)(_same)


@event("rampage.reinforce", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Reinforce(Event):
    """A hand card pushed under the own gate or castle, once per turn; costs only for the Oger."""

    player: str
    card: str
    stack: Stack
    cost: int = 0
    #: the hand cards paid, by name (empty: only the count ``cost`` is known)
    discards: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        where = {"gate": ("Tor", "gate"), "castle": ("Burg", "castle")}[self.stack.value]
        return _t(lang, f"{self.player} verstärkt {where[0]} mit {self.card}",
                  f"{self.player} reinforces the {where[1]} with {self.card}") + _paid(lang, self.discards)


@event("rampage.play", version=2)
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
    #: the player's discarded hand cards by name (cost, Priester); empty: only the count ``cost``
    discards: tuple[str, ...] = ()
    #: the opponent's discarded hand cards by name (Priester); empty: only ``opponent_discards``
    opponent_cards: tuple[str, ...] = ()
    #: the cards ``draws`` drew, by name where the table names them
    drawn: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return (_t(lang, f"{self.player} spielt {self.card}", f"{self.player} plays {self.card}")
                + _paid(lang, self.discards) + _paid(lang, self.opponent_cards, _t(lang, "Gegner", "opponent"))
                + (_t(lang, ", zieht", ", draws") + _drawn(lang, self.drawn) if self.drawn else ""))


upgrader("rampage.play", 1)(_same)


@event("rampage.plant", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Plant(Event):
    """A Spion or Saboteur pushed face down under the opponent's gate ("anhang.spion")."""

    player: str
    card: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} schiebt eine Karte unter das gegnerische Tor",
                  f"{self.player} pushes a card under the opponent's gate")


@event("rampage.attack", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Attack(Event):
    """An attack with the defense values revealed, top first ("angriffe", "anhang").

    ``attack`` includes every bonus; ``last_stand`` lists the defender's reductions;
    ``own_gate``/``own_castle`` are the attacker's revealed cards (Beschwörer);
    ``extra_cards`` are the attack cards combined with a Narr (``combined``: by name).
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
    #: the hand cards paid, by name (empty: only the count ``cost``)
    discards: tuple[str, ...] = ()
    #: the units the card requires (Söldner: its kind; Angriffsplan: the units printed on it)
    requires: tuple[Unit, ...] = ()
    #: the attack cards combined with a Narr by name (empty: only the count ``extra_cards``, anhang.narr)
    combined: tuple[str, ...] = ()
    #: the cards ``draws`` drew, by name where the table names them
    drawn: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        text = _t(lang, f"{self.player} greift mit {self.card} an ({self.attack})",
                  f"{self.player} attacks with {self.card} ({self.attack})")
        if self.requires:
            text += _t(lang, ", verlangt ", ", requires ") + ", ".join(u.word(lang) for u in self.requires)
        shown = [f"{'Tor' if lang != 'en' else 'gate'} " + ", ".join(_defense(d) for d in self.gate)] * bool(self.gate)
        shown += [f"{'Burg' if lang != 'en' else 'castle'} " + ", ".join(_defense(d) for d in self.castle)] * bool(
            self.castle)
        if shown:
            text += _t(lang, "; aufgedeckt: ", "; revealed: ") + "; ".join(shown)
        if self.combined:
            text += _t(lang, "; mit ", "; with ") + ", ".join(self.combined)
        if self.last_stand:
            text += _t(lang, "; Letztes Aufgebot −", "; last stand −") + ", −".join(map(str, self.last_stand))
        return text + _paid(lang, self.discards) + (_t(lang, ", zieht", ", draws") + _drawn(lang, self.drawn)
                                                    if self.drawn else "")


upgrader("rampage.attack", 1)(_same)


@event("rampage.topple", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Topple(Event):
    """Drache (the opponent) or Erdbeben (both players) throws top cards off gate or castle."""

    player: str
    card: str
    cost: int = 0
    #: the hand cards paid, by name (empty: only the count ``cost``)
    discards: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} spielt {self.card}", f"{self.player} plays {self.card}") + _paid(
            lang, self.discards)


def _defense(d: Defense) -> str:
    return f"{d.card} {d.value}" if d.card else str(d.value)


@event("rampage.end_turn", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EndTurn(Event):
    player: str

    def label(self, lang: str = "de") -> str:
        return _t(lang, f"{self.player} beendet den Zug", f"{self.player} ends the turn")
