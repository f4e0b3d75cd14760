"""What the table saw, kept in the state: every card shown face up with its value, and the battle columns as
they lay at the end of each round (sections 4, 7, 8, 9, 11, 14).

A card is *seen* when it is played into a column, revealed as a secret bet (7, 10), shown by a passing
player (5), discarded face up (11) or shown as the Warlock's top discard (15.8).  After a stalemate the
cards of a column go back into the draw pile (14): they are *returned* and may come again.

>>> s = Sighting(card=Card(creature="Hydra", value=2), how=How.PLAYED, player="A", round=1)
>>> s.how.word(), str(s.card)
('gespielt', 'Hydra 2')
"""

from __future__ import annotations

import dataclasses
import enum

from referee.arena.cards import Card
from referee.core.words import word_of


class How(enum.Enum):
    """How a card came to be seen (or went back into the draw pile)."""

    PLAYED = "played"
    REVEALED = "revealed"
    SHOWN = "shown"
    DISCARDED = "discarded"
    #: back into the draw pile after a stalemate (14): no longer seen
    RETURNED = "returned"

    def word(self, lang: str = "de") -> str:
        """``How.SHOWN.word() == "beim Passen gezeigt"``."""
        return word_of(HOW_WORDS, self, lang)


HOW_WORDS: dict[How, tuple[str, str]] = {
    How.PLAYED: ("gespielt", "played"), How.REVEALED: ("als geheime Wette aufgedeckt", "revealed as a secret bet"),
    How.SHOWN: ("beim Passen gezeigt", "shown when passing"), How.DISCARDED: ("abgeworfen", "discarded"),
    How.RETURNED: ("nach dem Patt zurück in den Nachziehstapel", "back into the draw pile after the stalemate"),
}


@dataclasses.dataclass(frozen=True, kw_only=True)
class Sighting:
    """One card seen at the table: which, how, by whom (empty: nobody's), in which round."""

    card: Card
    how: How
    player: str = ""
    round: int = 0


@dataclasses.dataclass(frozen=True, kw_only=True)
class RoundEnd:
    """The battle column of a round as it lay when the round ended (8): each living creature's stack,
    bottom first, and the creature that died."""

    round: int
    died: str
    stacks: tuple[tuple[str, tuple[Card, ...]], ...]

    def stack(self, creature: str) -> tuple[Card, ...] | None:
        """The creature's cards in this column (None: it was dead before this round)."""
        return next((cards for name, cards in self.stacks if name == creature), None)
