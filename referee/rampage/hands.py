"""Hand cards the table knows by name ("anhang.spion", "anhang.priester").

Hands are secret, but a card can reach a hand in the open: the Räuber takes the cards its attack destroys
(interpretation ``rampage.robber``), and those revealed by name are known to be in the attacker's hand.
A known card leaves the list when the player names it leaving the hand (played, reinforced, planted,
discarded by name); when a hand loses cards without names (a cost entered as a count, a Bombenleger's or
Spion's discards) nobody can say which, and the list of that hand is forgotten.  The Priester makes both
players discard every unit: a known unit not among the named discards is refused
(:func:`check_priest_every_unit`).

>>> remove_named(("Riese", "Koch", "Riese"), ("Riese",))
('Koch', 'Riese')
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import RuleViolation
from referee.core.events import Event
from referee.core.frozen import replace
from referee.core.multiset import without_each
from referee.core.refusal import refuse
from referee.rampage.attack import Effect
from referee.rampage.events import Attack, Draw, Plant, PlayCard, Reinforce, Topple
from referee.rampage.readings import Priest, Robber
from referee.rampage.rules import fold
from referee.rampage.state import RampageState
from referee.rampage.units import is_unit


def remove_named(known: tuple[str, ...], names: Sequence[str]) -> tuple[str, ...]:
    """``known`` without one copy of each of ``names``."""
    return without_each(known, names)


def check_priest_every_unit(state: RampageState, ev: PlayCard) -> None:
    """Every unit the table knows in a hand must be among the Priester's named discards."""
    if not state.sides or fold(state.card(ev.card).name) != "priester" \
            or state.reading(Priest) is not Priest.NAMED_UNITS:
        return
    me, you = state.active, 1 - state.active
    for who, named in ((me, ev.discards), (you, ev.opponent_cards)):
        known = remove_named(state.sides[who].known_hand, (ev.card,) if who == me else ())
        missing = [c for c in remove_named(known, named) if is_unit(c)]
        if missing:
            name = state.sides[who].name
            refuse("rampage.hands.known_hold_priest", RuleViolation(
                f"{name} hat bekanntlich {', '.join(missing)} auf der Hand: der Priester lässt alle Einheiten "
                "abwerfen.",
                f"{name} is known to hold {', '.join(missing)}: the priest makes players discard every unit.",
                sections=("anhang.priester",)), item=who)


def _left_hand(state: RampageState, ev: Event) -> tuple[tuple[str, ...], tuple[str, ...], bool, bool]:
    """Named cards that left the active and the other player's hand, and whether either lost unnamed ones."""
    if isinstance(ev, Plant):
        return (state.card(ev.card).name,), (), False, False
    if not isinstance(ev, (Attack, PlayCard, Reinforce, Topple)):
        return (), (), False, False
    mine: tuple[str, ...] = (*ev.discards, state.card(ev.card).name)
    if isinstance(ev, Attack) and ev.from_display:
        mine = tuple(ev.discards)
    if isinstance(ev, Attack):
        mine += ev.combined
    theirs: tuple[str, ...] = ev.opponent_cards if isinstance(ev, PlayCard) else ()
    if isinstance(ev, Attack):  # the defender's last stands are cards of that name
        theirs = (state.card("Letztes Aufgebot").name,) * len(ev.last_stand)
    my_blind = ev.cost > len(ev.discards) or (isinstance(ev, Attack) and ev.extra_cards > len(ev.combined))
    their_blind = isinstance(ev, PlayCard) and ev.opponent_discards > len(ev.opponent_cards)
    if isinstance(ev, Attack):
        violet = {d.effect for d in (*ev.gate, *ev.castle, *ev.own_gate, *ev.own_castle)}
        my_blind = my_blind or Effect.BOMBER in violet
        their_blind = their_blind or Effect.SPY in violet
    return mine, theirs, my_blind, their_blind


def with_hands(state: RampageState, after: RampageState, ev: Event) -> RampageState:
    """``after`` with the known hand cards moved along (see the module)."""
    if not state.sides or not after.sides:
        return after
    me, you = state.active, 1 - state.active
    mine, theirs, my_blind, their_blind = _left_hand(state, ev)
    sides = list(after.sides)
    for who, names, blind in ((me, mine, my_blind), (you, theirs, their_blind)):
        known = () if blind else remove_named(state.sides[who].known_hand, names)
        if known != sides[who].known_hand:
            sides[who] = replace(sides[who], known_hand=known)
    if isinstance(ev, Attack) and state.card(ev.card).special == "robber" \
            and state.reading(Robber) is Robber.ALL_DESTROYED:
        lost = [getattr(state.sides[you], s) - getattr(after.sides[you], s) for s in ("gate", "castle")]
        loot = [state.card(d.card).name for shown, n in zip((ev.gate, ev.castle), lost, strict=True)
                for d in shown[:max(0, n)] if d.card]
        sides[me] = replace(sides[me], known_hand=(*sides[me].known_hand, *loot))
    drawn = ev.cards if isinstance(ev, Draw) else ev.drawn if isinstance(ev, (Attack, PlayCard)) else ()
    if drawn:  # cards the table named as they were drawn are known in the hand
        sides[me] = replace(sides[me], known_hand=(*sides[me].known_hand, *drawn))
    out = tuple(sides)
    return after if out == after.sides else replace(after, sides=out)
