"""Journal events of Weiß Schwarz (type names ``weiss.*``).

Cards are named; the scribe enters the cards drawn or revealed (both players
see revealed cards, and the referee needs them to check play legality).
``refresh_points`` names the card(s) that went to clock after a refresh (§ refresh).

>>> from referee.core import to_json
>>> to_json(Draw(player="Ann", cards=("Mio",)))
'{"data":{"cards":["Mio"],"player":"Ann","refresh_points":[]},"type":"weiss.draw","v":1}'
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from referee.core.events import Event, event, upgrader
from referee.core.interpretation import pins
from referee.weiss.cards import DeckList
from referee.weiss.interpretations import INTERPRETATIONS
from referee.weiss.state import Phase, slot_word


class AttackKind(enum.Enum):
    FRONT = "front"  # Frontalangriff
    SIDE = "side"  # Seitenangriff
    DIRECT = "direct"  # Direktangriff


@dataclasses.dataclass(frozen=True, kw_only=True)
class Setting:
    id: str
    value: str


def _de(lang: str, de: str, en: str) -> str:
    return de if lang == "de" else en


@event("weiss.setup", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Setup(Event):
    """Two players with their deck lists, who begins, settings (§ grundlegendes, § vorbereitung).

    Version 2: ``weiss.refresh_timing`` got the default ``at_once`` and ``weiss.climax_effect`` came; a game
    set up before (version 1) keeps the readings it was played under (:func:`_setup_v1`).
    """

    decks: tuple[DeckList, ...]
    first: str
    settings: tuple[Setting, ...] = ()

    def label(self, lang: str = "de") -> str:
        names = " – ".join(d.player for d in self.decks)
        return _de(lang, f"Neues Spiel: {names}, {self.first} beginnt", f"New game: {names}, {self.first} starts")


@upgrader("weiss.setup", 1)
def _setup_v1(data: dict[str, Any]) -> dict[str, Any]:
    """A game set up before ``weiss.refresh_timing`` had a choice was played under ``when_empty``, and before
    ``weiss.climax_effect`` with no climax bonus (``entered``): it keeps both."""
    settings = list(data.get("settings", ()))
    have = {s.get("id") for s in settings if isinstance(s, dict)}
    settings += [{"id": key, "value": value} for key, value in pins(INTERPRETATIONS, 1) if key not in have]
    return {**data, "settings": settings}


@event("weiss.draw", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Draw(Event):
    """Cards drawn: 5 at the start, 1 in the draw phase, 2 after a clock (§ vorbereitung, § 2, § 3)."""

    player: str
    cards: tuple[str, ...]
    refresh_points: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"{self.player} zieht {len(self.cards)}", f"{self.player} draws {len(self.cards)}")

    def scribe_label(self, lang: str = "de") -> str:
        """The label with the cards drawn, for the scribe's history (a hand is hidden from the players)."""
        return f"{self.label(lang)}: {', '.join(self.cards)}" if self.cards else self.label(lang)


@event("weiss.mulligan", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Mulligan(Event):
    """Cards from hand to the waiting room, as many drawn again (§ vorbereitung); empty = keep."""

    player: str
    discard: tuple[str, ...] = ()
    draw: tuple[str, ...] = ()
    refresh_points: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"{self.player}: Mulligan {len(self.discard)}", f"{self.player}: mulligan {len(self.discard)}")

    def scribe_label(self, lang: str = "de") -> str:
        """The label with the cards laid away and drawn, for the scribe's history."""
        if not self.discard:
            return self.label(lang)
        return (f"{self.label(lang)}: {', '.join(self.discard)} → {', '.join(self.draw) or '-'}")


@event("weiss.phase", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class NextPhase(Event):
    """The next phase begins (after the end phase: the other player's stand phase)."""

    phase: Phase

    def label(self, lang: str = "de") -> str:
        return self.phase.word(lang)


@event("weiss.clock", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Clock(Event):
    """A card from hand to clock; then 2 cards are drawn (§ 3)."""

    player: str
    card: str

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"{self.player}: {self.card} in den Clock", f"{self.player}: {self.card} to clock")


@event("weiss.level_up", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class LevelUp(Event):
    """One of the 7 clock cards to level, the other 6 to the waiting room (§ 3)."""

    player: str
    card: str
    refresh_points: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"{self.player}: Levelaufstieg mit {self.card}", f"{self.player}: level up with {self.card}")


@event("weiss.play", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Play(Event):
    """Play a character to a stage place, or an event (no place) (§ 4)."""

    player: str
    card: str
    slot: str | None = None

    def label(self, lang: str = "de") -> str:
        where = f" → {slot_word(self.slot, lang)}" if self.slot else ""
        return _de(lang, f"{self.player} spielt {self.card}{where}", f"{self.player} plays {self.card}{where}")


@event("weiss.move", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class MoveCharacter(Event):
    """Swap two stage places in the main phase (§ 4)."""

    player: str
    from_slot: str
    to_slot: str

    def label(self, lang: str = "de") -> str:
        return f"{self.player}: {slot_word(self.from_slot, lang)} ↔ {slot_word(self.to_slot, lang)}"


@event("weiss.climax", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class PlayClimax(Event):
    """A climax from the hand into the climax area (§ 5); ``effect``: what it does beyond flat soul and power,
    in words (as the deck list names it, ``weiss.climax_effect``)."""

    player: str
    card: str
    effect: str = ""

    def label(self, lang: str = "de") -> str:
        what = f" ({self.effect})" if self.effect else ""
        return _de(lang, f"{self.player}: Climax {self.card}{what}", f"{self.player}: climax {self.card}{what}")


@event("weiss.attack", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Attack(Event):
    """Declare an attack and reveal the trigger card (§ 6 I, II).

    The trigger card's effect needs: ``pool_card`` (pool: the next deck card to
    stock), ``drawn`` (draw), ``comeback`` (a character from the waiting room to
    hand, optional), ``bounce`` (an opposing stage place back to hand, optional).
    """

    player: str
    slot: str
    kind: AttackKind
    trigger: str
    pool_card: str | None = None
    drawn: str | None = None
    comeback: str | None = None
    bounce: str | None = None
    refresh_points: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        kinds = {"front": "Frontal", "side": "Seiten", "direct": "Direkt"}
        return _de(lang, f"{self.player}: {kinds[self.kind.value]}angriff von {slot_word(self.slot)} "
                         f"(Trigger {self.trigger})",
                   f"{self.player}: {self.kind.value} attack from {slot_word(self.slot, 'en')} (trigger {self.trigger})")


@event("weiss.counter", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Counter(Event):
    """The defender plays a counter card from hand in a front attack (§ 6 III)."""

    player: str
    card: str
    power: int

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"{self.player}: Gegenangriff {self.card} (+{self.power})",
                   f"{self.player}: counter {self.card} (+{self.power})")


@event("weiss.damage", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Damage(Event):
    """The defender reveals cards for the damage; a climax cancels it (§ 6 IV).

    ``soul_bonus`` records soul changes by card texts (not modelled).
    """

    revealed: tuple[str, ...]
    soul_bonus: int = 0
    refresh_points: tuple[str, ...] = ()

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"Schaden: {', '.join(self.revealed) or '-'}", f"Damage: {', '.join(self.revealed) or '-'}")


@event("weiss.battle", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Battle(Event):
    """The battle of a front attack; the lower power is reversed (§ 6 V). Bonuses from card texts."""

    attacker_bonus: int = 0
    defender_bonus: int = 0

    def label(self, lang: str = "de") -> str:
        return _de(lang, "Kampf", "Battle")


@event("weiss.encore", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Encore(Event):
    """A reversed character comes back rested to its place for 3 stock (§ 6 VI)."""

    player: str
    slot: str

    def label(self, lang: str = "de") -> str:
        return f"{self.player}: Encore {slot_word(self.slot, lang)}"


@event("weiss.discard", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Discard(Event):
    """Hand down to 7 cards in the end phase (§ 7)."""

    player: str
    cards: tuple[str, ...]

    def label(self, lang: str = "de") -> str:
        return _de(lang, f"{self.player} wirft {len(self.cards)} ab", f"{self.player} discards {len(self.cards)}")


@event("weiss.ability", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Ability(Event):
    """An activated ability of a character on the player's stage, in the main phase (§ 4 "Fähigkeit
    aktivieren"): ``cost`` stock cards paid to the waiting room, ``rest``: the character is rested for it;
    ``effect``: what it does, in the scribe's words (card texts are not modelled)."""

    player: str
    slot: str
    cost: int = 0
    rest: bool = False
    effect: str = ""

    def label(self, lang: str = "de") -> str:
        paid = _de(lang, f"{self.cost} Lager", f"{self.cost} stock") + (_de(lang, ", ausgeruht", ", rested")
                                                                        if self.rest else "")
        what = f": {self.effect}" if self.effect else ""
        return _de(lang, f"{self.player}: Fähigkeit von {slot_word(self.slot)} ({paid}){what}",
                   f"{self.player}: ability of {slot_word(self.slot, 'en')} ({paid}){what}")


@event("weiss.effect_damage", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class EffectDamage(Event):
    """Damage outside an attack, by a card's effect: ``player`` reveals ``amount`` cards, a climax cancels
    the damage as in step IV (§ 6 IV); ``source``: the card or effect, in the scribe's words."""

    player: str
    amount: int
    revealed: tuple[str, ...] = ()
    refresh_points: tuple[str, ...] = ()
    source: str = ""

    def label(self, lang: str = "de") -> str:
        by = f" ({self.source})" if self.source else ""
        cards = ", ".join(self.revealed) or "-"
        return _de(lang, f"Schaden {self.amount} an {self.player} außerhalb eines Angriffs{by}: {cards}",
                   f"Damage {self.amount} to {self.player} outside an attack{by}: {cards}")
