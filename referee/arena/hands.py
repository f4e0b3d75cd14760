"""Hand cards the table knows by name (sections 5, 10, 15.5, 15.6, 15.8).

Hands are secret, but a card can reach a hand in the open: a normal referee takes a visible strength card into
the hand (10), the Troll's sponsor a visible troll card (15.6), and a passing player shows the whole usable hand
(5).  Such a card is known to be in that hand until it leaves it by name (played, discarded, the Warlock's top
discard) — or until the hand loses cards nobody saw: the Warlock's hidden discards (15.8) and the Titan's theft
(15.5) make the table forget which of that hand's known cards are still there.  A card known to be in one hand
cannot be played from another (4).

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup
>>> s = ArenaEngine().replay([ArenaSetup(players=("A", "B"))])
>>> s.seats[0].known
()
"""

from __future__ import annotations

import dataclasses

from referee.arena.cards import Card, CardKind
from referee.arena.events import Discard, Pass, Play, Referee, TitanPower, TrollPower, WarlockPower
from referee.arena.rules import creature_name
from referee.arena.state import ArenaState
from referee.arena.table import canonical, normal_place, rule
from referee.core.events import Event
from referee.core.multiset import without_each
from referee.core.refusal import refuse


def _played(state: ArenaState, ev: Play) -> Card:
    creature = creature_name(ev.creature) if not ev.spectator else ""
    return canonical(Card(kind=CardKind.SPECTATOR, value=ev.value, name=ev.name) if ev.spectator
                     else Card(creature=creature, value=ev.value))


def check_known_elsewhere(state: ArenaState, player: str, cards: tuple[Card, ...]) -> None:
    """A strength card known to be in another player's hand cannot come from this one (4)."""
    for seat in state.seats:
        if seat.name == player:
            continue
        for c in cards:
            if c.kind is CardKind.STRENGTH and c in seat.known:
                refuse("arena.hands.known_hand_each_strength",
                       rule(f"{c} ist bekanntlich auf der Hand von {seat.name}; jede Stärkekarte gibt es nur einmal.",
                            f"{c} is known to be in {seat.name}'s hand; each strength card exists once.", "4", "10"), item=c)


def with_known(state: ArenaState, after: ArenaState, ev: Event) -> ArenaState:
    """``after`` with the known hand cards moved along (see the module)."""
    if not state.seats or not after.seats:
        return after
    known = {s.name: s.known for s in after.seats}
    player = getattr(ev, "player", None)
    name = state.seat(player).name if isinstance(player, str) and player else ""
    if isinstance(ev, Play):
        card = _played(state, ev)
        check_known_elsewhere(state, name, (card,))
        known[name] = without_each(known[name], (card,))
    elif isinstance(ev, Discard):
        cards = tuple(canonical(c) for c in ev.cards)
        check_known_elsewhere(state, name, cards)
        known[name] = without_each(known[name], cards)
    elif isinstance(ev, Pass):
        known[name] = tuple(canonical(c) for c in ev.hand)  # the whole usable hand, shown (5)
    elif isinstance(ev, (Referee, TrollPower)):
        top = state.top_at(normal_place(state, ev.take if isinstance(ev, Referee) else ev.source))
        if top is not None:
            known[name] = (*known[name], top)
    elif isinstance(ev, WarlockPower):
        # hidden discards: which of the known cards went is not known (15.8)
        shown = (canonical(ev.top),) if ev.top is not None else ()
        known[name] = without_each(known[name], shown) if ev.count <= len(shown) else ()
    elif isinstance(ev, TitanPower):
        known[state.seat(ev.target).name] = ()  # three taken at random, one kept unseen (15.5)
    seats = tuple(dataclasses.replace(s, known=known[s.name]) if known[s.name] != s.known else s for s in after.seats)
    return after if seats == after.seats else dataclasses.replace(after, seats=seats)
