"""Exact damage odds of Weiß Schwarz: "does this turn kill?" (§ 6 IV, § refresh, § 3).

Damage ``n`` reveals the defender's deck from the top, one card at a time; a
climax cancels it and every card revealed by it goes to the waiting room,
otherwise all ``n`` cards go to clock (§ 6 IV).  An empty deck is refreshed:
the waiting room becomes the deck and its top card goes to clock, a climax
there cancels nothing (§ refresh, RULES-NOTES 3).  Seven cards in clock make a
level-up: one card to level, six to the waiting room; level 4 loses
(§ 3, § grundlegendes).

The answer is exact: a dynamic programme over card *counts*
``(deck, climaxes in deck, waiting, climaxes there, clock, climaxes there,
level)`` with :class:`~fractions.Fraction` and memoisation — no sampling.
Assumptions are the interpretations ``weiss.refresh_damage``,
``weiss.level_up_card`` and ``weiss.refresh_timing``.

>>> r = damage_odds(Zones(deck=10, deck_climax=2), (3,))
>>> r.p_cancel[0], r.damage_distribution
(Fraction(8, 15), {0: Fraction(8, 15), 3: Fraction(7, 15)})
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from referee.core.errors import InvalidInput
from referee.core.field import Field
from referee.weiss.cards import DECK_SIZE, LEVEL_UP_AT, LOSING_LEVEL, MAX_CLIMAX

CLOCK_LEVEL_UP = LEVEL_UP_AT  # § 3

IMMEDIATE = "immediate"
AFTER_DAMAGE = "after_damage"
#: ``weiss.refresh_timing``: refresh the moment the deck is empty (default), or after the damage's cards moved on
AT_ONCE = "at_once"
WHEN_EMPTY = "when_empty"


@dataclasses.dataclass(frozen=True)
class Zones:
    """The defender's card counts that decide the damage (``*_climax``: climaxes among them)."""

    deck: int
    deck_climax: int = 0
    waiting: int = 0
    waiting_climax: int = 0
    clock: int = 0
    clock_climax: int = 0
    level: int = 0

    def as_tuple(self) -> tuple[int, int, int, int, int, int, int]:
        return (
            self.deck, self.deck_climax, self.waiting, self.waiting_climax,
            self.clock, self.clock_climax, self.level,
        )

#: the exact damage odds and the rules they rest on: damage, clock, refresh (a calculator's heading)
DAMAGE_ODDS = Field("Exakte Schadenschancen", "Exact damage odds", ("6", "3", "refresh"))


@dataclasses.dataclass(frozen=True)
class DamageOdds:
    """The exact answer for one sequence of damage values."""

    damages: tuple[int, ...]
    #: Chance that damage ``i`` is dealt and cancelled by a climax.
    p_cancel: tuple[Fraction, ...]
    #: Chance that damage ``i`` is dealt at all (the defender has not lost before it).
    p_dealt: tuple[Fraction, ...]
    #: Total damage that stuck (refresh points not included) -> chance.
    damage_distribution: dict[int, Fraction]
    expected_damage: Fraction
    #: Chance of at least one level-up (level 4 included).
    p_level_up: Fraction
    #: Chance that the defender loses: level 4, or no cards left in deck and waiting room.
    p_kill: Fraction
    p_out_of_cards: Fraction
    #: Chance of at least one refresh.
    p_refresh: Fraction
    #: Final level (4 = lost by level) -> chance.
    level_distribution: dict[int, Fraction]
    #: the rules the odds rest on
    sections: tuple[str, ...] = DAMAGE_ODDS.sections

    def to_json(self) -> dict[str, object]:
        """JSON-ready numbers (floats) plus the exact fractions as strings."""

        def f(x: Fraction) -> float:
            return float(x)

        return {
            "damages": list(self.damages),
            "p_cancel": [f(p) for p in self.p_cancel],
            "p_dealt": [f(p) for p in self.p_dealt],
            "damage_distribution": {str(k): f(v) for k, v in sorted(self.damage_distribution.items())},
            "expected_damage": f(self.expected_damage),
            "p_level_up": f(self.p_level_up),
            "p_kill": f(self.p_kill),
            "p_out_of_cards": f(self.p_out_of_cards),
            "p_refresh": f(self.p_refresh),
            "level_distribution": {str(k): f(v) for k, v in sorted(self.level_distribution.items())},
            "exact": {
                "p_cancel": [str(p) for p in self.p_cancel],
                "p_kill": str(self.p_kill),
                "p_level_up": str(self.p_level_up),
                "expected_damage": str(self.expected_damage),
                "damage_distribution": {
                    str(k): str(v) for k, v in sorted(self.damage_distribution.items())
                },
            },
        }


# A counts state: (deck, deck climaxes, waiting, waiting climaxes, clock, clock climaxes, level).
Counts = tuple[int, int, int, int, int, int, int]
# Outcome of one damage: (counts, refreshed, levelled, lost, out_of_cards, cancelled, damage stuck).
Outcome = tuple[Counts, bool, bool, bool, bool, bool, int]


def _level_up(s: Counts) -> Counts:
    """Seven clock cards leave: climaxes among them first, a non-climax to level (``weiss.level_up_card``)."""
    d, c, w, wc, k, kc, lv = s
    x = min(kc, CLOCK_LEVEL_UP)
    to_waiting_climax = x if x < CLOCK_LEVEL_UP else CLOCK_LEVEL_UP - 1
    return (d, c, w + CLOCK_LEVEL_UP - 1, wc + to_waiting_climax, k - CLOCK_LEVEL_UP, kc - x, lv + 1)


def _refresh(s: Counts) -> Counts:
    _d, _c, w, wc, k, kc, lv = s
    return (w, wc, 0, 0, k, kc, lv)


def _refresh_point(s: Counts) -> list[tuple[Fraction, Counts]]:
    """The top card of the fresh deck goes to clock; a climax there cancels nothing."""
    d, c, w, wc, k, kc, lv = s
    out: list[tuple[Fraction, Counts]] = []
    if c:
        out.append((Fraction(c, d), (d - 1, c - 1, w, wc, k + 1, kc + 1, lv)))
    if d - c:
        out.append((Fraction(d - c, d), (d - 1, c, w, wc, k + 1, kc, lv)))
    return out


@cache
def _settle(s: Counts, pending: int) -> tuple[tuple[Fraction, Counts, bool, bool, bool, bool], ...]:
    """Level-ups, refreshes and pending refresh points until nothing is left to do.

    Returns ``(p, counts, refreshed, levelled, lost, out_of_cards)`` tuples.
    """
    d, _c, w, _wc, k, _kc, lv = s
    if lv >= LOSING_LEVEL:
        return ((Fraction(1), s, False, False, True, False),)
    if k >= CLOCK_LEVEL_UP:
        return tuple(
            (p, s2, r, True, lost, out) for p, s2, r, _, lost, out in _settle(_level_up(s), pending)
        )
    if d == 0:
        if w == 0:
            return ((Fraction(1), s, False, False, True, True),)
        return tuple(
            (p, s2, True, lv_, lost, out) for p, s2, _, lv_, lost, out in _settle(_refresh(s), pending + 1)
        )
    if pending:
        result: list[tuple[Fraction, Counts, bool, bool, bool, bool]] = []
        for p, s1 in _refresh_point(s):
            for q, s2, r, lv_, lost, out in _settle(s1, pending - 1):
                result.append((p * q, s2, r, lv_, lost, out))
        return tuple(result)
    return ((Fraction(1), s, False, False, False, False),)


def _refresh_now(s: Counts, pending: int, mode: str) -> list[tuple[Fraction, Counts, int]]:
    """Refresh an empty deck now: ``(p, counts, pending points)``; empty when nothing is left (lost)."""
    if s[2] == 0:
        return []
    fresh = _refresh(s)
    if mode == IMMEDIATE:
        return [(p, s1, pending) for p, s1 in _refresh_point(fresh)]
    return [(Fraction(1), fresh, pending + 1)]


@cache
def _reveal(
    s: Counts, revealed: int, n: int, pending: int, refreshed: bool, mode: str, timing: str = AT_ONCE
) -> tuple[tuple[Fraction, Outcome], ...]:
    """Reveal the rest of one damage of ``n`` with ``revealed`` cards already shown."""
    d, c, w, wc, k, kc, lv = s
    out: list[tuple[Fraction, Outcome]] = []

    def finish(p: Fraction, s_end: Counts, pend: int, cancelled: bool, was_refreshed: bool = False) -> None:
        for q, s2, r, lv_, lost, oc in _settle(s_end, pend):
            out.append((p * q, (s2, refreshed or was_refreshed or r, lv_, lost, oc, cancelled,
                                0 if cancelled else n)))

    def face_up_end(p: Fraction, s_now: Counts, cancelled: bool) -> None:
        """The last card of the deck is face up (``at_once``): refresh, then the cards go on."""
        fresh = _refresh_now(s_now, pending, mode)
        if not fresh:  # deck and waiting room empty: lost
            out.append((p, (s_now, refreshed, False, True, True, cancelled, 0 if cancelled else n)))
        for q, (d1, c1, w1, wc1, k1, kc1, lv1), pend in fresh:
            to_waiting, to_clock = (revealed + 1, 0) if cancelled else (0, n)
            s_end = (d1, c1, w1 + to_waiting, wc1 + int(cancelled), k1 + to_clock, kc1, lv1)
            finish(p * q, s_end, pend, cancelled, True)

    if revealed == n:  # every card of the damage goes to clock
        if d == 0 and timing == AT_ONCE:
            face_up_end(Fraction(1), s, False)
        else:
            finish(Fraction(1), (d, c, w, wc, k + n, kc, lv), pending, False)
        return tuple(out)
    if d == 0:  # refresh in the middle of the damage
        if w == 0:
            return ((Fraction(1), (s, refreshed, False, True, True, False, 0)),)
        fresh = _refresh(s)
        if mode == IMMEDIATE:
            for p, s1 in _refresh_point(fresh):
                # a clock filled by the refresh point levels up once the damage is over
                for q, o in _reveal(s1, revealed, n, pending, True, mode, timing):
                    out.append((p * q, o))
        else:
            for q, o in _reveal(fresh, revealed, n, pending + 1, True, mode, timing):
                out.append((q, o))
        return tuple(out)
    if c:  # a climax cancels; the revealed cards of this damage go to the waiting room
        if d == 1 and timing == AT_ONCE:  # ... after the refresh its reveal made due
            face_up_end(Fraction(c, d), (0, 0, w, wc, k, kc, lv), True)
        else:
            finish(Fraction(c, d), (d - 1, c - 1, w + revealed + 1, wc + 1, k, kc, lv), pending, True)
    if d - c:
        for q, o in _reveal((d - 1, c, w, wc, k, kc, lv), revealed + 1, n, pending, refreshed, mode, timing):
            out.append((Fraction(d - c, d) * q, o))
    return tuple(out)


def check_zones(z: Zones) -> None:
    """Refuse impossible counts with the rule they break (§ grundlegendes, § 3)."""
    values = z.as_tuple()
    if any(v < 0 for v in values):
        raise InvalidInput("Anzahlen dürfen nicht negativ sein.", "Counts may not be negative.")
    if z.deck_climax > z.deck or z.waiting_climax > z.waiting or z.clock_climax > z.clock:
        raise InvalidInput(
            "Es kann nicht mehr Climax-Karten als Karten in einem Bereich geben.",
            "A zone cannot hold more climaxes than cards.",
        )
    if z.deck + z.waiting + z.clock + z.level > DECK_SIZE:
        raise InvalidInput(
            f"Deck, Warteraum, Clock und Level zusammen höchstens {DECK_SIZE} Karten.",
            f"Deck, waiting room, clock and level hold at most {DECK_SIZE} cards together.",
            sections=("grundlegendes",),
        )
    if z.deck_climax + z.waiting_climax + z.clock_climax > MAX_CLIMAX:
        raise InvalidInput(
            f"Ein Deck hat höchstens {MAX_CLIMAX} Climax-Karten.",
            f"A deck holds at most {MAX_CLIMAX} climaxes.",
            sections=("grundlegendes",),
        )
    if z.clock >= CLOCK_LEVEL_UP:
        raise InvalidInput(
            f"Mit {CLOCK_LEVEL_UP} Karten im Clock steigt man sofort ein Level auf; Clock höchstens 6.",
            f"With {CLOCK_LEVEL_UP} cards in clock the player levels up at once; clock at most 6.",
            sections=("3",),
        )
    if z.level >= LOSING_LEVEL:
        raise InvalidInput(
            "Level 4 hat das Spiel schon beendet.", "Level 4 has ended the game already.",
            sections=("grundlegendes",),
        )
    if z.deck + z.waiting == 0:
        raise InvalidInput(
            "Ohne Karten in Deck und Warteraum ist das Spiel verloren.",
            "Without cards in deck and waiting room the game is lost.",
            sections=("grundlegendes",),
        )


def damage_odds(
    zones: Zones, damages: Sequence[int], *, refresh_damage: str = IMMEDIATE, refresh_timing: str = AT_ONCE
) -> DamageOdds:
    """The exact odds of a sequence of damages against ``zones`` (§ 6 IV, § refresh, § 3).

    >>> r = damage_odds(Zones(deck=2, deck_climax=0, waiting=5, waiting_climax=5), (3,))
    >>> r.p_refresh, r.p_cancel[0]
    (Fraction(1, 1), Fraction(1, 1))
    """
    check_zones(zones)
    if refresh_damage not in (IMMEDIATE, AFTER_DAMAGE):
        raise InvalidInput(
            f"Unbekannte Wahl {refresh_damage!r} für weiss.refresh_damage.",
            f"Unknown choice {refresh_damage!r} for weiss.refresh_damage.",
            sections=("refresh",),
        )
    if refresh_timing not in (AT_ONCE, WHEN_EMPTY):
        raise InvalidInput(
            f"Unbekannte Wahl {refresh_timing!r} für weiss.refresh_timing.",
            f"Unknown choice {refresh_timing!r} for weiss.refresh_timing.",
            sections=("refresh",),
        )
    dmg = tuple(damages)
    if any(n < 0 for n in dmg):
        raise InvalidInput("Schaden darf nicht negativ sein.", "Damage may not be negative.", sections=("6",))
    # state -> (counts, total damage, refreshed, levelled, lost, out of cards)
    Key = tuple[Counts, int, bool, bool, bool, bool]
    dist: dict[Key, Fraction] = defaultdict(Fraction)
    for p, s, r, lv_, lost, oc in _settle(zones.as_tuple(), 0):
        dist[(s, 0, r, lv_, lost, oc)] += p
    p_cancel: list[Fraction] = []
    p_dealt: list[Fraction] = []
    for n in dmg:
        nxt: dict[Key, Fraction] = defaultdict(Fraction)
        cancel = Fraction(0)
        dealt = Fraction(0)
        for (s, total, r, lv_, lost, oc), p in dist.items():
            if lost or n == 0:
                nxt[(s, total, r, lv_, lost, oc)] += p
                if not lost:
                    dealt += p
                continue
            dealt += p
            reveal = _reveal(s, 0, n, 0, False, refresh_damage, refresh_timing)
            for q, (s2, r2, lv2, lost2, oc2, cancelled, stuck) in reveal:
                pq = p * q
                if cancelled:
                    cancel += pq
                nxt[(s2, total + stuck, r or r2, lv_ or lv2, lost2, oc or oc2)] += pq
        dist = nxt
        p_cancel.append(cancel)
        p_dealt.append(dealt)
    damage_distribution: dict[int, Fraction] = defaultdict(Fraction)
    level_distribution: dict[int, Fraction] = defaultdict(Fraction)
    p_level_up = p_kill = p_out = p_refresh = Fraction(0)
    for (s, total, r, lv_, lost, oc), p in dist.items():
        damage_distribution[total] += p
        level_distribution[s[6]] += p
        p_level_up += p if lv_ else 0
        p_kill += p if lost else 0
        p_out += p if oc else 0
        p_refresh += p if r else 0
    return DamageOdds(
        damages=dmg,
        p_cancel=tuple(p_cancel),
        p_dealt=tuple(p_dealt),
        damage_distribution=dict(sorted(damage_distribution.items())),
        expected_damage=sum((k * v for k, v in damage_distribution.items()), Fraction(0)),
        p_level_up=p_level_up,
        p_kill=p_kill,
        p_out_of_cards=p_out,
        p_refresh=p_refresh,
        level_distribution=dict(sorted(level_distribution.items())),
    )


def clear_cache() -> None:
    """Forget memoised sub-results (for benchmarks that time a cold computation)."""
    _settle.cache_clear()
    _reveal.cache_clear()
