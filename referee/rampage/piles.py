"""The discard pile as a list, and what may still be in the draw pile ("spielablauf", "anhang"; the rule
text's online version shows both: the discard pile's cards, and for the draw pile every card that may
theoretically lie there).

The discard pile is face up, so every card that went there by name is known (the state's
``discard_cards``, the defender's Letzte Aufgebote among them; a card entered only as a count is *unnamed*).
A card of the catalog may still be in the draw pile unless the table has seen where it is: in the discard
pile, in a display, known in a gate or castle, or known in a hand (a Räuber's loot).  The rest of the 118
cards the text does not name (interpretation ``rampage.card_values``).

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup, Draw, PlayCard
>>> s = RampageEngine().replay([RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton"),
...                             PlayCard(player="Anton", card="Koch")])
>>> discard_pile(s)
DiscardPile(cards=('Koch',), unnamed=0)
>>> p = draw_pile(s); p.count("Koch"), p.count("Drache"), p.size, p.unnamed_cards
(2, 3, 97, 38)
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.rampage.events import CardValue
from referee.rampage.memory import known
from referee.rampage.readings import AxeFighter
from referee.rampage.rules import CATALOG, RULES
from referee.rampage.state import RampageState


@dataclasses.dataclass(frozen=True)
class DiscardPile:
    """The discard pile: its named cards, oldest first, and how many cards of it are unnamed."""

    cards: tuple[str, ...]
    unnamed: int


@dataclasses.dataclass(frozen=True)
class DrawPileView:
    """What may be in the draw pile: per card name how many are not seen elsewhere (name, count; only
    counts above 0); ``size`` the draw pile's cards; ``unnamed_cards`` the cards the catalog does not name;
    ``hidden`` the other places an unseen card may be (hands and unknown gate and castle cards)."""

    cards: tuple[tuple[str, int], ...]
    size: int
    unnamed_cards: int
    hidden: int

    def count(self, name: str) -> int:
        return dict(self.cards).get(name, 0)


def discard_pile(state: RampageState) -> DiscardPile:
    return DiscardPile(state.discard_cards, state.discard - len(state.discard_cards))


def seen(state: RampageState) -> Counter[str]:
    """The cards the table has seen where they are: discard pile, displays, known gate and castle cards, and
    hand cards known by name (a Räuber's loot, :mod:`referee.rampage.hands`)."""
    out: Counter[str] = Counter(state.discard_cards)
    for side in state.sides:
        out.update(side.display)
        out.update(side.known_hand)
        for stack in ("gate", "castle"):
            out.update(k.card for k in known(side, stack) if k is not None and k.card)
    return out


def catalog_counts(state: RampageState) -> dict[str, int]:
    """Every named card and how many there are (the table's completions and the Axtkämpfer reading)."""
    return dict(_counts(state.cards, state.reading(AxeFighter) is AxeFighter.TWO_KINDS))


@functools.lru_cache(maxsize=64)
def _counts(cards: tuple[CardValue, ...], two_axes: bool) -> tuple[tuple[str, int], ...]:
    """:func:`catalog_counts` of a table's completions: the same for every entry of a game (worked out once)."""
    table = RampageState(cards=cards)
    folded = {k.name.lower() for k in CATALOG}
    names = [c.name for c in CATALOG] + [c.name for c in cards if c.name.lower() not in folded]
    out: dict[str, int] = {}
    for name in names:
        info = table.card(name)
        out[info.name] = info.count * (2 if info.name == "Axtkämpfer" and two_axes else 1)
    return tuple(out.items())


def _seen_alike(a: RampageState, b: RampageState) -> bool:
    """Do ``a`` and ``b`` show what :func:`seen` reads alike (then they have seen the same cards)? A side an entry
    left as it was is not looked into."""
    return a.discard_cards == b.discard_cards and len(a.sides) == len(b.sides) and all(
        x is y or (x.display, x.known_hand, x.known_gate, x.gate, x.known_castle, x.castle)
        == (y.display, y.known_hand, y.known_gate, y.gate, y.known_castle, y.castle)
        for x, y in zip(a.sides, b.sides, strict=True))


def check_counts(state: RampageState, after: RampageState) -> None:
    """Every named card's count in the appendix is a bound ("anhang"): an entry that makes the table see
    more cards of a name than there are is refused (only names it adds to, so one stored entry judged
    differently does not mark every later one).

    >>> from referee.rampage.engine import RampageEngine
    >>> from referee.rampage.events import RampageSetup, Draw, PlayCard, EndTurn
    >>> e = RampageEngine()
    >>> s = e.replay([RampageSetup(players=("Anton", "Beatrix")), Draw(player="Anton"),
    ...               PlayCard(player="Anton", card="Koch"), PlayCard(player="Anton", card="Koch"),
    ...               EndTurn(player="Anton"), Draw(player="Beatrix"), PlayCard(player="Beatrix", card="Koch")])
    >>> draw_pile(s).count("Koch")
    0
    >>> print(e.check(s, PlayCard(player="Beatrix", card="Koch")).why_en)
    There are only 3 cards Koch; the table would have seen 4 (discard pile, displays, known stack and hand cards).
    """
    if not after.sides or _seen_alike(after, state):  # nothing seen anew: nothing to refuse
        return
    counts = catalog_counts(after)
    was, now = seen(state), seen(after)
    for name, n in now.items():
        bound = counts.get(name, 0)
        if bound and n > bound and n > was[name]:
            section = after.card(name).section
            refuse("rampage.piles.only_cards_table", RuleViolation(
                f"Von {name} gibt es nur {bound} Karten; gesehen wären {n} (Ablagestapel, Auslagen, bekannte "
                "Tor-, Burg- und Handkarten).",
                f"There are only {bound} cards {name}; the table would have seen {n} (discard pile, displays, "
                "known stack and hand cards).", sections=tuple(dict.fromkeys((section, "anhang")))), item=name)


def draw_pile(state: RampageState) -> DrawPileView:
    counts = catalog_counts(state)
    gone = seen(state)
    cards = tuple((n, c - gone[n]) for n, c in counts.items() if c - gone[n] > 0)
    hidden = sum(s.hand - len(s.known_hand) for s in state.sides) + sum(
        1 for s in state.sides for stack in ("gate", "castle") for k in known(s, stack) if k is None or not k.card)
    return DrawPileView(cards, state.draw_pile, max(0, RULES.total_cards - sum(counts.values())), hidden)
