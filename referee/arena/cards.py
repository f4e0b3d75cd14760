"""Cards and places on the Arena table (sections 2, 4, 9, 10).

A strength card (Stärkekarte) is one of 11 per creature, values 0–10, so
``(creature, value)`` names it exactly.  Spectators (Zuschauer) carry a value
entered by the scribe; referees (Schiedsrichter) have none.

>>> str(Card(creature="Hydra", value=2)), str(Card(kind=CardKind.SPECTATOR, value=0))
('Hydra 2', 'Zuschauer 0')
"""

from __future__ import annotations

import dataclasses
import enum


class CardKind(enum.Enum):
    STRENGTH = "strength"
    SPECTATOR = "spectator"
    REFEREE = "referee"
    CHIEF = "chief"
    #: a card nobody saw (secret bet, Warlock's hidden discards)
    HIDDEN = "hidden"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Card:
    """One blue card; ``creature`` only for strength cards; ``name`` a spectator's name where the table names
    it (the example of section 9: "Schlange 0"; empty: only its value is known)."""

    kind: CardKind = CardKind.STRENGTH
    creature: str = ""
    value: int = -1
    name: str = ""

    def __str__(self) -> str:
        if self.kind is CardKind.STRENGTH:
            return f"{self.creature} {self.value}"
        if self.kind is CardKind.SPECTATOR:
            return f"Zuschauer {self.name + ' ' if self.name else ''}{self.value}"
        return {CardKind.REFEREE: "Schiedsrichter", CardKind.CHIEF: "Chefschiedsrichter"}.get(
            self.kind, "verdeckt")

HIDDEN = Card(kind=CardKind.HIDDEN)


class Where(enum.Enum):
    """Where a visible card lies (section 10): a battle column, the discard pile, a revealed bet."""

    COLUMN = "column"
    DISCARD = "discard"
    BET = "bet"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Place:
    """A place whose top card is visible: ``column`` (creature, round), ``discard``, ``bet`` (player)."""

    where: Where
    creature: str = ""
    round: int = 0
    player: str = ""

    def __str__(self) -> str:
        if self.where is Where.COLUMN:
            return f"{self.creature}/R{self.round}"
        if self.where is Where.BET:
            return f"Wette {self.player}"
        return "Ablage"
