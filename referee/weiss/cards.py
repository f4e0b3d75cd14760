"""Cards and the deck check of Weiß Schwarz (§ grundlegendes).

A deck has exactly 50 cards, at most 4 copies of a card and at most 8
climaxes.  The scribe enters each card's numbers (level, cost, colour, soul,
power, trigger) once in the setup event; card texts are not modelled.

>>> deck = DeckList(player="Ann", cards=(
...     CardSpec(name="Mio", kind=Kind.CHARACTER, colour="gelb", copies=4),))
>>> try:
...     check_deck(deck)
... except RuleViolation as e:
...     print(e.sections, e.message("en"))
('grundlegendes',) Ann's deck has 4 cards instead of 50.
"""

from __future__ import annotations

import dataclasses
import enum

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.limits import quoted
from referee.core.refusal import fail, refuse
from referee.core.verdict import Verdict
from referee.core.words import word_of
from referee.weiss.rules import RULES

DECK_SIZE = RULES.game.deck_size  # § grundlegendes
MAX_COPIES = RULES.game.max_copies  # § grundlegendes
MAX_CLIMAX = RULES.game.max_climax  # § grundlegendes
LOSING_LEVEL = RULES.game.losing_level  # § grundlegendes
MAX_LEVEL = LOSING_LEVEL - 1  # level 4 loses (§ grundlegendes)
LEVEL_UP_AT = RULES.turn.level_up_at  # cards in clock for a level-up (§ 3)
#: the longest effect a card's line of the deck list may name in words
EFFECT_LIMIT = 120


class Kind(enum.Enum):
    CHARACTER = "charakter"
    EVENT = "event"
    CLIMAX = "climax"

    def word(self, lang: str = "de") -> str:
        """``Kind.CHARACTER.word() == "Charakter"``."""
        return word_of(KIND_WORDS, self, lang)


class Trigger(enum.Enum):
    """The five trigger effects of § 6 II in their order (icons lost: ``weiss.trigger_icons``)."""

    NONE = "none"
    SOUL = "soul"  # +1 soul for the attacker this turn
    RETURN = "return"  # an opposing character of your choice back to hand
    POOL = "pool"  # top card of your deck to your stock
    COMEBACK = "comeback"  # a character of your choice from waiting room to hand
    DRAW = "draw"  # draw a card

    def word(self, lang: str = "de") -> str:
        """``Trigger.POOL.word() == "ins Lager"``: the effect in a word or two (its icon is lost)."""
        return word_of(TRIGGER_WORDS, self, lang)


KIND_WORDS: dict[Kind, tuple[str, str]] = {
    Kind.CHARACTER: ("Charakter", "character"), Kind.EVENT: ("Event", "event"), Kind.CLIMAX: ("Climax", "climax")}
TRIGGER_WORDS: dict[Trigger, tuple[str, str]] = {
    Trigger.NONE: ("kein Trigger", "no trigger"), Trigger.SOUL: ("Seele +1", "soul +1"),
    Trigger.RETURN: ("zurück auf die Hand", "back to hand"), Trigger.POOL: ("ins Lager", "to stock"),
    Trigger.COMEBACK: ("Comeback", "comeback"), Trigger.DRAW: ("Karte ziehen", "draw a card")}


@dataclasses.dataclass(frozen=True, kw_only=True)
class CardSpec:
    """One card of a deck list with its number of copies."""

    name: str
    kind: Kind
    colour: str
    level: int = 0
    cost: int = 0
    soul: int = 0
    power: int = 0
    trigger: Trigger = Trigger.NONE
    #: May be played in the counter step (§ 6 III).
    counter: bool = False
    copies: int = 1
    #: Stock cards its encore costs where the card says so (None: the rule's 3, § 6 VI).
    encore_cost: int | None = None
    #: What the card does beyond its numbers, in words (a climax's effect beyond flat soul and power, § 5).
    effect: str = ""


def spec_in(catalog: tuple[CardSpec, ...], card: str, owner: str) -> CardSpec:
    """The spec of ``card`` in ``owner``'s deck list; a card not in it is refused (§ grundlegendes)."""
    for c in catalog:
        if c.name == card:
            return c
    fail("weiss.card.not_in_deck", RuleViolation(f"{quoted(card)!r} ist nicht im Deck von {owner}.",
                                                 f"{quoted(card)!r} is not in {owner}'s deck.", sections=("grundlegendes",)))


@dataclasses.dataclass(frozen=True, kw_only=True)
class DeckList:
    player: str
    cards: tuple[CardSpec, ...]

    def names(self) -> tuple[str, ...]:
        """Every card of the deck, sorted (copies repeated)."""
        return tuple(sorted(c.name for c in self.cards for _ in range(c.copies)))


#: the rules a deck keeps
DECK_SECTION = "grundlegendes"


def check_deck(deck: DeckList) -> Verdict[int]:
    """Refuse a deck that breaks § grundlegendes (50 cards, ≤ 4 copies, ≤ 8 climaxes); else its card count, with
    the rules it keeps."""
    names = [c.name for c in deck.cards]
    if len(set(names)) != len(names):
        refuse("weiss.cards.each_card_only_once", InvalidInput(
            f"Jede Karte nur einmal in der Liste von {deck.player} (Anzahl über 'copies').",
            f"Each card only once in {deck.player}'s list (count via 'copies').",
        ))
    for c in deck.cards:
        if not c.name.strip() or c.copies < 1 or c.cost < 0 or c.soul < 0 or not 0 <= c.level <= MAX_LEVEL:
            refuse("weiss.cards.invalid_card_level", InvalidInput(
                f"Ungültige Karte {c.name!r}: Level 0–{MAX_LEVEL}, Kosten und Seele ≥ 0, mindestens 1 Exemplar.",
                f"Invalid card {c.name!r}: level 0–{MAX_LEVEL}, cost and soul ≥ 0, at least 1 copy.",
            ), item=(deck.player, c.name))
        if (c.encore_cost is not None and not 0 <= c.encore_cost <= DECK_SIZE) or len(c.effect) > EFFECT_LIMIT \
                or "\n" in c.effect:
            refuse("weiss.cards.invalid_card_encore", InvalidInput(
                f"Ungültige Karte {c.name!r}: Encore-Kosten 0–{DECK_SIZE}, Wirkung eine Zeile bis {EFFECT_LIMIT} Zeichen.",
                f"Invalid card {c.name!r}: encore cost 0–{DECK_SIZE}, effect one line of up to {EFFECT_LIMIT} characters.",
            ), item=(deck.player, c.name))
        if c.copies > MAX_COPIES:
            refuse("weiss.cards.times_deck_allowed", RuleViolation(
                f"{c.name} ist {c.copies}-mal im Deck von {deck.player}; erlaubt sind {MAX_COPIES}.",
                f"{c.name} is {c.copies} times in {deck.player}'s deck; {MAX_COPIES} are allowed.",
                sections=(DECK_SECTION,),
            ), item=(deck.player, c.name))
    total = sum(c.copies for c in deck.cards)
    if total != DECK_SIZE:
        refuse("weiss.cards.deck_cards_instead", RuleViolation(
            f"Das Deck von {deck.player} hat {total} Karten statt {DECK_SIZE}.",
            f"{deck.player}'s deck has {total} cards instead of {DECK_SIZE}.",
            sections=(DECK_SECTION,),
        ))
    climaxes = sum(c.copies for c in deck.cards if c.kind is Kind.CLIMAX)
    if climaxes > MAX_CLIMAX:
        refuse("weiss.cards.deck_climaxes_allowed", RuleViolation(
            f"Das Deck von {deck.player} hat {climaxes} Climax-Karten; erlaubt sind {MAX_CLIMAX}.",
            f"{deck.player}'s deck has {climaxes} climaxes; {MAX_CLIMAX} are allowed.",
            sections=(DECK_SECTION,),
        ))
    return Verdict(total, (DECK_SECTION,))
