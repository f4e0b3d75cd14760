"""Taking cards from the deck, with the refresh (§ refresh) and its point of damage.

An empty deck is refreshed: the waiting room becomes the deck, and its top card
goes to clock (the *refresh point*; a climax there cancels nothing).  The scribe
names that card in the event's ``refresh_points``.  With ``weiss.refresh_damage``
= ``immediate`` (default) the point is taken at the refresh, with
``after_damage`` once the event's cards are dealt.  A pending level-up is
settled before a refresh at the end of an event under ``weiss.refresh_timing`` =
``when_empty``; under ``at_once`` (default) a damage that empties the deck refreshes
it before its cards go on (:meth:`DeckWalk.emptied`).
With deck and waiting room both empty the player has lost (§ grundlegendes).

>>> from referee.weiss.state import Side
>>> w = DeckWalk(Side(name="Ann", deck=("a",), waiting=("b", "c")), ("c",))
>>> w.take("a"); side = w.finish(); side.deck, side.clock, side.waiting
(('b',), ('c',), ())
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.weiss.cards import LEVEL_UP_AT
from referee.weiss.state import Side, add_sorted, remove


class DeckWalk:
    """One event's use of a player's deck; ``finish`` returns the new side."""

    def __init__(self, side: Side, refresh_points: tuple[str, ...], mode: str = "immediate",
                 timing: str = "at_once") -> None:
        self.side = side
        self.points = list(refresh_points)
        self.mode = mode
        #: ``weiss.refresh_timing``: ``at_once`` refreshes the moment the deck is empty (:meth:`emptied`)
        self.timing = timing
        self.lost = False
        self.refreshed = False

    def _refresh(self) -> bool:
        s = self.side
        if not s.waiting:
            self.lost = True
            return False
        self.side = dataclasses.replace(s, deck=tuple(sorted(s.waiting)), waiting=())
        self.refreshed = True
        return True

    def _point(self) -> None:
        if not self.points:
            refuse("weiss.deck.refresh_which_top", RuleViolation(
                f"Refresh bei {self.side.name}: welche Karte ging als oberste in den Clock? "
                "(refresh_points angeben)",
                f"Refresh for {self.side.name}: which top card went to clock? (give refresh_points)",
                sections=("refresh",),
            ))
        card = self.points.pop(0)
        deck = remove(self.side.deck, (card,), where_de="dem aufgefrischten Deck",
                      where_en="the refreshed deck", sections=("refresh",))
        self.side = dataclasses.replace(self.side, deck=deck, clock=(*self.side.clock, card))

    def ready(self) -> bool:
        """Refresh when the deck is empty; False when the player has lost (nothing left)."""
        while not self.lost and not self.side.deck:
            if not self._refresh():
                break
            if self.mode == "immediate":
                self._point()
            else:
                self.side = dataclasses.replace(self.side, refresh_due=self.side.refresh_due + 1)
        return not self.lost

    def emptied(self) -> None:
        """The cards of a damage are revealed and still face up: with ``weiss.refresh_timing`` = ``at_once``
        an empty deck is refreshed now, before they go on to the waiting room or clock (§ refresh)."""
        if self.timing == "at_once":
            self.ready()

    def take(self, card: str) -> None:
        """Take ``card`` as the next card from the top, refreshing first when the deck is empty."""
        if not self.ready():
            refuse("weiss.deck.no_cards_left", RuleViolation(
                f"{self.side.name} hat keine Karten mehr in Deck und Warteraum und hat verloren.",
                f"{self.side.name} has no cards left in deck and waiting room and has lost.",
                sections=("grundlegendes", "refresh"),
            ))
        deck = remove(self.side.deck, (card,), where_de=f"dem Deck von {self.side.name}",
                      where_en=f"{self.side.name}'s deck")
        self.side = dataclasses.replace(self.side, deck=deck)

    def put(self, *, clock: tuple[str, ...] = (), stock: tuple[str, ...] = (), hand: tuple[str, ...] = (),
            waiting: tuple[str, ...] = ()) -> None:
        """Add cards to zones of the side: clock and stock keep their order, hand and waiting room are sorted."""
        s = self.side
        self.side = dataclasses.replace(
            s, clock=(*s.clock, *clock), stock=(*s.stock, *stock), hand=add_sorted(s.hand, hand),
            waiting=add_sorted(s.waiting, waiting),
        )

    def finish(self) -> Side:
        """Settle refreshes and refresh points; stop at a pending level-up. All points must be used."""
        while not self.lost:
            s = self.side
            if len(s.clock) >= LEVEL_UP_AT:
                break
            if not s.deck:
                if self._refresh():
                    self.side = dataclasses.replace(self.side, refresh_due=self.side.refresh_due + 1)
            elif s.refresh_due:
                self.side = dataclasses.replace(s, refresh_due=s.refresh_due - 1)
                self._point()
            else:
                break
        if self.points:
            refuse("weiss.deck.no_refresh_happened", RuleViolation(
                f"Kein Refresh fand statt, die den Clock-Karten {', '.join(self.points)} entspräche.",
                f"No refresh happened that the clock cards {', '.join(self.points)} would belong to.",
                sections=("refresh",),
            ))
        return self.side
