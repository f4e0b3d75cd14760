"""Attack odds of Castle Rampage: the exact chance that an attack of a given value topples the gate and
the castle, against the defense cards known and those not yet seen ("angriffe").

An attack reveals the top card of the gate, compares its value V with what is left of the attack A
(A < V: it holds and the attack ends; A = V: it falls and the attack ends; A > V: it falls and A − V
goes on), and when the gate is empty goes on against the castle ("angriffe").  A card whose value is
known counts with it; an unknown card is one of the *unseen* cards (the pool: each with its gate and
castle value), drawn without replacement, each equally likely.  The chance is an exact fraction,
found by going through every order of the unseen cards that matters (a dynamic programme over what is
left of the attack and of the pool).  Violet effects (a Saboteur's bonus, the Bombenleger's and
Spion's discards) and Letztes Aufgebot are not in it: a last stand lowers the attack value entered.

A card dealt at the set-up (:data:`DEALT`) is no violet card: violet cards of the deal are put back and
replaced ("spielvorbereitung").  The violet cards not yet seen lie among the other unseen places alone
(``free``: the unseen cards less the dealt places still unknown, in both players' stacks), each such
arrangement equally likely: an unknown dealt card is one of the unseen non-violet cards, each equally
likely; an unknown card elsewhere is a given violet card with chance 1/free, and a given non-violet one
with chance (free − violet)/free divided among the non-violet cards.  (The hand cards of the deal are not
violet either; which hand cards are still those is not followed, so they count among the free places.)

The book's example: 9 against 3, 4 and an Oger 6 — two cards fall, the gate holds:

>>> o = attack_odds(9, gate=(3, 4, 6), castle=(2,), pool={})
>>> o.gate_falls, o.castle_falls, o.expected_destroyed
(Fraction(0, 1), Fraction(0, 1), Fraction(2, 1))

One unknown gate card, one of three unseen cards with gate values 3, 5 and 6, then a castle card of 2:

>>> o = attack_odds(5, gate=(None,), castle=(2,), pool={PoolCard(3, 1): 1, PoolCard(5, 1): 1, PoolCard(6, 1): 1})
>>> o.gate_falls, o.castle_falls
(Fraction(2, 3), Fraction(1, 3))

The same card dealt at the set-up, the 6 a violet Oger: it cannot lie there, 5 always topples it:

>>> o = attack_odds(5, gate=(DEALT,), castle=(2,), pool={PoolCard(3, 1): 1, PoolCard(5, 1): 1,
...                                                      PoolCard(6, 1, violet=True): 1})
>>> o.gate_falls
Fraction(1, 1)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache

from referee.core.errors import InvalidInput
from referee.rampage.memory import known
from referee.rampage.piles import draw_pile
from referee.rampage.state import RampageState, Seen

SECTION = "angriffe"


@dataclasses.dataclass(frozen=True, order=True)
class PoolCard:
    """An unseen card's defense values: in the gate and in the castle; whether it is violet."""

    gate: int
    castle: int
    violet: bool = False


class Dealt(enum.Enum):
    """An unknown card of the set-up deal: no violet card ("spielvorbereitung")."""

    CARD = "dealt"


DEALT = Dealt.CARD
#: a place in a stack: its value where known, None for an unknown card, DEALT for an unknown one of the deal
Place = int | None | Dealt


@dataclasses.dataclass(frozen=True)
class Odds:
    """The chance that the gate falls (every gate card destroyed), that the castle falls (every castle
    card destroyed: the game is won), the distribution of the number of cards destroyed, and its mean."""

    attack: int
    gate_falls: Fraction
    castle_falls: Fraction
    destroyed: tuple[tuple[int, Fraction], ...]

    @property
    def expected_destroyed(self) -> Fraction:
        return sum((n * p for n, p in self.destroyed), Fraction(0))


def attack_odds(attack: int, *, gate: Sequence[Place], castle: Sequence[Place],
                pool: Mapping[PoolCard, int], target: str = "gate", dealt_elsewhere: int = 0) -> Odds:
    """The exact odds of one attack (``target``: ``gate``, spilling to the castle, or ``castle`` for an
    attack that skips the gate); ``None`` in ``gate``/``castle`` is a card not seen, one of ``pool``;
    ``DEALT`` one not seen that was dealt at the set-up; ``dealt_elsewhere`` such places outside the attacked
    stacks (the attacker's own)."""
    if attack < 0 or any(isinstance(v, int) and v < 0 for v in (*gate, *castle)) or any(
            n < 0 for n in pool.values()) or dealt_elsewhere < 0:
        raise InvalidInput("Werte und Anzahlen sind nicht negativ.", "Values and counts are not negative.",
                           sections=(SECTION,))
    if target not in ("gate", "castle"):
        raise InvalidInput(f"Ziel Tor oder Burg, nicht {target!r}.", f"Target gate or castle, not {target!r}.",
                           sections=(SECTION,))
    slots = tuple(("castle" if target == "castle" else "gate", v) for v in (() if target == "castle" else gate))
    slots += tuple(("castle", v) for v in castle)
    unknown = sum(1 for _, v in slots if not isinstance(v, int))
    kinds = tuple(sorted(k for k, n in pool.items() if n > 0))
    counts = tuple(pool[k] for k in kinds)
    if unknown and sum(counts) == 0:
        raise InvalidInput("Unbekannte Karten, aber keine ungesehenen Karten mit bekannten Werten.",
                           "Unknown cards but no unseen cards with known values.", sections=(SECTION,))
    dealt_here = sum(1 for _, v in slots if v is DEALT)
    if target == "castle":  # the gate's dealt places are skipped, not gone
        dealt_elsewhere += sum(1 for v in gate if v is DEALT)
    #: the unseen places where a violet card may lie, before slot i (each unknown free slot takes one)
    free_before = [sum(counts) - dealt_here - dealt_elsewhere]
    for _, v in slots:
        free_before.append(free_before[-1] - (v is None))

    def chances(i: int, v: Dealt | None, left: tuple[int, ...]) -> list[tuple[int, Fraction]]:
        """Which kind of unseen card lies in unknown slot ``i``: (index into ``kinds``, chance)."""
        violet = sum(n for k, n in zip(kinds, left, strict=True) if k.violet)
        plain = sum(left) - violet
        if v is DEALT:
            if plain == 0:
                raise InvalidInput("Eine unbekannte Karte des Aufbaus, aber keine ungesehene nicht violette Karte.",
                                   "An unknown card of the set-up deal but no unseen card that is not violet.",
                                   sections=(SECTION, "spielvorbereitung"))
            return [(k, Fraction(n, plain)) for k, n in enumerate(left) if n and not kinds[k].violet]
        free = max(free_before[i], violet) if plain else violet
        if free == 0:  # more unknown cards than unseen ones: the rest cannot be told
            raise InvalidInput("Mehr unbekannte Karten als ungesehene.", "More unknown cards than unseen ones.",
                               sections=(SECTION,))
        return [(k, Fraction(n, free) if kinds[k].violet else Fraction(free - violet, free) * Fraction(n, plain))
                for k, n in enumerate(left) if n]

    @cache
    def go(a: int, i: int, left: tuple[int, ...]) -> tuple[tuple[int, Fraction], ...]:
        """Distribution of the number of cards destroyed from slot ``i`` on, with ``a`` left."""
        if i == len(slots) or a <= 0:
            return ((i, Fraction(1)),)
        stack, v = slots[i]
        if isinstance(v, int):
            return step(a, i, v, left)
        out: dict[int, Fraction] = {}
        for k, chance in chances(i, v, left):
            if not chance:
                continue
            rest = (*left[:k], left[k] - 1, *left[k + 1:])
            value = kinds[k].gate if stack == "gate" else kinds[k].castle
            for m, p in step(a, i, value, rest):
                out[m] = out.get(m, Fraction(0)) + p * chance
        return tuple(sorted(out.items()))

    def step(a: int, i: int, v: int, left: tuple[int, ...]) -> tuple[tuple[int, Fraction], ...]:
        if a < v:
            return ((i, Fraction(1)),)
        if a == v:
            return ((i + 1, Fraction(1)),)
        return go(a - v, i + 1, left)

    dist = go(attack, 0, counts)
    n_gate = 0 if target == "castle" else len(gate)
    gate_p = sum((p for m, p in dist if m >= n_gate), Fraction(0)) if n_gate else Fraction(0)
    castle_p = sum((p for m, p in dist if m == len(slots)), Fraction(0)) if castle else Fraction(0)
    return Odds(attack, gate_p, castle_p, dist)


def pool_of(state: RampageState) -> tuple[dict[PoolCard, int], int]:
    """The unseen cards with both defense values known (the text's or the table's), and how many unseen
    cards have no known values (the table completes them in the setup; interpretation rampage.card_values)."""
    pool: dict[PoolCard, int] = {}
    missing = 0
    view = draw_pile(state)
    for name, n in view.cards:
        info = state.card(name)
        if info.gate is None or info.castle is None:
            missing += n
            continue
        key = PoolCard(info.gate, info.castle, info.violet)
        pool[key] = pool.get(key, 0) + n
    return pool, missing + view.unnamed_cards


def _place(k: Seen | None) -> Place:
    if k is None:
        return None
    if k.value is not None:
        return k.value
    return DEALT if k.dealt else None


def stacks_of(state: RampageState, who: int) -> tuple[tuple[Place, ...], tuple[Place, ...]]:
    """A player's gate and castle as the table knows them: a value where known, DEALT for an unknown card of
    the set-up deal ("spielvorbereitung"), else None."""
    side = state.sides[who]
    return tuple(_place(k) for k in known(side, "gate")), tuple(_place(k) for k in known(side, "castle"))


def odds_in_game(state: RampageState, attack: int, *, target: str = "gate",
                 pool: Mapping[PoolCard, int] | None = None) -> Odds:
    """The odds of an attack by the active player now: the opponent's stacks as known, the pool of unseen cards
    (``pool``: the unseen cards as given, else as the table knows them). Refused when an unknown card must be drawn
    from a pool some of whose values are not known."""
    gate, castle = stacks_of(state, 1 - state.active)
    if pool is not None:
        own = stacks_of(state, state.active)
        return attack_odds(attack, gate=gate, castle=castle, pool=pool, target=target,
                           dealt_elsewhere=sum(1 for v in (*own[0], *own[1]) if v is DEALT))
    pool, missing = pool_of(state)
    if missing and any(not isinstance(v, int) for v in (*gate, *castle)):
        raise InvalidInput(f"{missing} ungesehene Karten ohne bekannte Verteidigungswerte: die Chance hängt von ihnen "
                           "ab (Werte im Aufbau ergänzen oder die Werte angeben).",
                           f"{missing} unseen cards without known defense values: the chance depends on them "
                           "(complete the values in the setup or give the values).", sections=(SECTION, "karten"))
    own = stacks_of(state, state.active)
    return attack_odds(attack, gate=gate, castle=castle, pool=pool, target=target,
                       dealt_elsewhere=sum(1 for v in (*own[0], *own[1]) if v is DEALT))
