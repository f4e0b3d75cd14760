"""The state of a Weiß Schwarz game: each player's zones and where the turn stands.

Zones hold card names.  Deck, hand and waiting room are kept sorted (their
order is hidden or irrelevant); clock and stock keep their order (oldest
first, the top of the stock last).  The stage has five places: three in the
front row and two in the back row (§ 4, § 6).

>>> side = Side(name="Ann", deck=("a", "b", "b"))
>>> remove(side.deck, ("b",))
('a', 'b')
>>> side.total()
3
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Iterable

from referee.core.errors import RuleViolation
from referee.core.interpretation import WithSettings
from referee.core.refusal import refuse
from referee.core.words import word_of
from referee.weiss.cards import CardSpec, Kind, spec_in


class Phase(enum.Enum):
    """Before the game, then the seven phases of a turn (their numbers are the section ids)."""

    PREPARATION = "vorbereitung"
    STAND = "1"
    DRAW = "2"
    CLOCK = "3"
    MAIN = "4"
    CLIMAX = "5"
    ATTACK = "6"
    END = "7"

    def word(self, lang: str = "de") -> str:
        """``Phase.ATTACK.word() == "6 Angriffsphase"`` (``"6 attack phase"``)."""
        return word_of(PHASE_WORDS, self, lang)


PHASE_WORDS: dict[Phase, tuple[str, str]] = {
    Phase.PREPARATION: ("Vorbereitung", "Preparation"), Phase.STAND: ("1 Standphase", "1 stand phase"),
    Phase.DRAW: ("2 Ziehen", "2 draw"), Phase.CLOCK: ("3 Clockphase", "3 clock phase"),
    Phase.MAIN: ("4 Hauptphase", "4 main phase"), Phase.CLIMAX: ("5 Climaxphase", "5 climax phase"),
    Phase.ATTACK: ("6 Angriffsphase", "6 attack phase"), Phase.END: ("7 Endphase", "7 end phase"),
}


TURN_PHASES = (Phase.STAND, Phase.DRAW, Phase.CLOCK, Phase.MAIN, Phase.CLIMAX, Phase.ATTACK, Phase.END)


class Mode(enum.Enum):
    """Stand-, Ruhe- und Rückschlagmodus of a character on stage."""

    STAND = "stand"
    REST = "rest"
    REVERSE = "reverse"


#: Stage places from the player's own view; the first three are the front row.
SLOTS = ("vorne_links", "vorne_mitte", "vorne_rechts", "hinten_links", "hinten_rechts")
FRONT = SLOTS[:3]
#: the stage places in words (German, English)
SLOT_WORDS: dict[str, tuple[str, str]] = {
    "vorne_links": ("vorne links", "front left"), "vorne_mitte": ("vorne Mitte", "front centre"),
    "vorne_rechts": ("vorne rechts", "front right"), "hinten_links": ("hinten links", "back left"),
    "hinten_rechts": ("hinten rechts", "back right"),
}


def slot_word(slot: str, lang: str = "de") -> str:
    """``slot_word("vorne_mitte") == "vorne Mitte"`` (``"front centre"``); anything else as it is."""
    return word_of(SLOT_WORDS, slot, lang)


#: The place facing a front place across the table.
OPPOSITE = {"vorne_links": "vorne_rechts", "vorne_mitte": "vorne_mitte", "vorne_rechts": "vorne_links"}


@dataclasses.dataclass(frozen=True, kw_only=True)
class OnStage:
    card: str
    mode: Mode = Mode.STAND


@dataclasses.dataclass(frozen=True, kw_only=True)
class Side:
    name: str
    catalog: tuple[CardSpec, ...] = ()
    deck: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    clock: tuple[str, ...] = ()
    level: tuple[str, ...] = ()
    stock: tuple[str, ...] = ()
    waiting: tuple[str, ...] = ()
    stage: tuple[OnStage | None, ...] = (None,) * len(SLOTS)
    climax: str | None = None
    mulliganed: bool = False
    #: Refresh points still to be taken (``weiss.refresh_damage`` = ``after_damage``).
    refresh_due: int = 0
    #: Characters reversed in this attack phase, by place, that may still be encored (§ 6 VI).
    encore: tuple[tuple[str, str], ...] = ()

    def spec(self, card: str) -> CardSpec:
        return spec_in(self.catalog, card, self.name)

    def on_stage(self, slot: str) -> OnStage | None:
        return self.stage[SLOTS.index(slot)]

    def with_slot(self, slot: str, value: OnStage | None) -> tuple[OnStage | None, ...]:
        i = SLOTS.index(slot)
        return (*self.stage[:i], value, *self.stage[i + 1:])

    def total(self) -> int:
        """Cards in every zone together; always the 50 of the deck list."""
        on_stage = sum(1 for s in self.stage if s is not None)
        return (len(self.deck) + len(self.hand) + len(self.clock) + len(self.level) + len(self.stock)
                + len(self.waiting) + on_stage + (self.climax is not None))

    def colours(self) -> set[str]:
        """Colours present in level and clock (§ 4: a card needs its colour there)."""
        return {self.spec(c).colour for c in (*self.level, *self.clock)}

    def climaxes_in(self, cards: Iterable[str]) -> int:
        return sum(1 for c in cards if self.spec(c).kind is Kind.CLIMAX)


def remove(zone: tuple[str, ...], cards: Iterable[str], *, where_de: str = "", where_en: str = "",
           sections: tuple[str, ...] = ("grundlegendes",)) -> tuple[str, ...]:
    """``zone`` without ``cards`` (each once); a card that is not there is refused."""
    need = Counter(cards)
    have = Counter(zone)
    missing = need - have
    if missing:
        names = ", ".join(sorted(missing.elements()))
        refuse("weiss.remove.not_there", RuleViolation(
            f"Nicht vorhanden{' in ' + where_de if where_de else ''}: {names}.",
            f"Not present{' in ' + where_en if where_en else ''}: {names}.",
            sections=sections,
        ))
    out: list[str] = []
    for c in zone:
        if need[c]:
            need[c] -= 1
        else:
            out.append(c)
    return tuple(out)


def add_sorted(zone: tuple[str, ...], cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted((*zone, *cards)))


@dataclasses.dataclass(frozen=True, kw_only=True)
class AttackInProgress:
    """The attack being resolved (§ 6): ``step`` is ``damage`` or ``battle``."""

    slot: str
    kind: str
    soul_bonus: int = 0
    counter_power: int = 0
    countered: bool = False
    step: str = "damage"


@dataclasses.dataclass(frozen=True, kw_only=True)
class WsState(WithSettings):
    sides: tuple[Side, ...] = ()
    first: int = 0
    settings: tuple[tuple[str, str], ...] = ()
    phase: Phase | None = None
    active: int = 0
    turn: int = 0
    #: Cards the active player still has to draw (1 in the draw phase, 2 after a clock).
    draw_due: int = 0
    clocked: bool = False
    attacks: int = 0
    attack: AttackInProgress | None = None
    #: +soul for the active player's characters this turn, by place (trigger soul).
    soul_bonus: tuple[tuple[str, int], ...] = ()
    #: Index of the player who must level up before anything else (§ 3).
    level_up: int | None = None
    winner: str | None = None

    @property
    def started(self) -> bool:
        return bool(self.sides)


    def index(self, player: str) -> int:
        from referee.core.errors import UnknownName

        for i, s in enumerate(self.sides):
            if s.name == player:
                return i
        raise UnknownName.of("Spieler", "player", player, [s.name for s in self.sides])

    def with_side(self, i: int, side: Side) -> tuple[Side, ...]:
        return (*self.sides[:i], side, *self.sides[i + 1:])
