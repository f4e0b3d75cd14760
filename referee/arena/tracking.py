"""Card tracking: which strength values of a creature nobody has seen yet, and the chance that the creature's
next card is higher or lower than its strength now (sections 2, 4, 8), exact as fractions.

Each creature has one strength card of each value of the deck's card list (``data/arena.toml``, section 4).
A value is *seen* once its card was shown face up (played, revealed, shown, discarded; see
:mod:`referee.arena.record`), and unseen again when a stalemate shuffled it back into the draw pile (14).
The chance assumes each unseen card equally likely to be the next one of that creature.

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup, Bid, BiddingClosed, Play
>>> s = ArenaEngine().replay([ArenaSetup(players=("A", "B")), Bid(player="A", value=3), BiddingClosed(),
...                           Play(player="A", creature="Hydra", value=3)])
>>> u = unseen(s, "Hydra")
>>> u.unseen, u.strength, u.higher, u.lower
((0, 1, 2, 4, 5, 6, 7, 8, 9, 10), 3, Fraction(7, 10), Fraction(3, 10))
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from referee.arena.cards import Card, CardKind
from referee.arena.record import How
from referee.arena.rules import CREATURES, RULES, creature_name
from referee.arena.state import ArenaState

#: the sections a tracking answer rests on: the deck (2), one card per value (4), the strength (8)
TRACKING_SECTIONS = ("2", "4", "8")


@dataclasses.dataclass(frozen=True)
class UnseenCards:
    """A creature's strength values not yet seen and the chances for its next card (None: no strength now)."""

    creature: str
    alive: bool
    unseen: tuple[int, ...]
    seen: tuple[int, ...]
    strength: int | None
    higher: Fraction | None
    lower: Fraction | None
    sections: tuple[str, ...] = TRACKING_SECTIONS

    def why(self, lang: str = "de") -> str:
        """The answer in words, e.g. ``Hydra: ungesehen 0, 1, 2; Stärke jetzt 3: höher 0 von 3, niedriger 3 von 3``."""
        en = lang == "en"
        values = ", ".join(str(v) for v in self.unseen) or ("none" if en else "keine")
        text = f"{self.creature}: {'unseen' if en else 'ungesehen'} {values}"
        if self.strength is not None and self.higher is not None and self.lower is not None:
            text += (f"; {'strength now' if en else 'Stärke jetzt'} {self.strength}: "
                     f"{'higher' if en else 'höher'} {_chance(self.higher, en)}, "
                     f"{'lower' if en else 'niedriger'} {_chance(self.lower, en)}")
        return text


def _chance(p: Fraction, en: bool) -> str:
    percent = f"{float(p) * 100:.0f}".replace(".", ",")
    return f"{p.numerator}/{p.denominator} ({percent} %)" if p.denominator != 1 else f"{p.numerator} ({percent} %)"


def seen_cards(state: ArenaState) -> dict[Card, int]:
    """Every card seen and not shuffled back since, with how many (a strength card is one card, seen or not;
    spectators are alike, counted, 9)."""
    out: dict[Card, int] = {}
    for s in state.seen:
        if s.card.kind is CardKind.STRENGTH:
            out[s.card] = 0 if s.how is How.RETURNED else 1
        else:
            out[s.card] = max(0, out.get(s.card, 0) + (-1 if s.how is How.RETURNED else 1))
    return {c: n for c, n in out.items() if n > 0}


def unseen(state: ArenaState, creature: str) -> UnseenCards:
    """The values of ``creature`` nobody has seen, and the chance that its next card beats its strength now."""
    name = creature_name(creature)
    shown = {c.value for c in seen_cards(state) if c.kind is CardKind.STRENGTH and c.creature == name}
    values = RULES.strength_values
    left = tuple(v for v in values if v not in shown)
    alive = any(r.creature == name and r.alive for r in state.rows) if state.rows else True
    strength = state.strength(name) if state.rows and alive else None
    higher = lower = None
    if strength is not None and left:
        higher = Fraction(sum(1 for v in left if v > strength), len(left))
        lower = Fraction(sum(1 for v in left if v < strength), len(left))
    return UnseenCards(name, alive, left, tuple(v for v in values if v in shown), strength, higher, lower)


def unseen_all(state: ArenaState) -> tuple[UnseenCards, ...]:
    """:func:`unseen` for each of the eight creatures, in the order of the table."""
    return tuple(unseen(state, c) for c in CREATURES)


def spectators_unseen(state: ArenaState) -> int:
    """Spectator cards not yet seen (their values are not in the text: counted, not named, 9)."""
    shown = sum(n for c, n in seen_cards(state).items() if c.kind is CardKind.SPECTATOR)
    return max(0, int(state.setting("arena.spectator_count")) - shown)
