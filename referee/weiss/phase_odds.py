"""Exact kill odds of a whole attack phase of Weiß Schwarz (§ 6 I–IV, § refresh, § 3).

Every planned attack first reveals the attacker's top card (trigger step, § 6 II): a card with the soul
trigger gives the attacker +1 soul, a pool or draw trigger takes one more card off the attacker's deck.
Then the defender takes the attack's damage (§ 6 I: front = soul, side = soul − the defender's level at
that moment, direct = soul + 1) card by card, with cancel, refresh and level-up exactly as in
:mod:`referee.weiss.odds` (the same :func:`~referee.weiss.odds._reveal` and ``_settle``).  The attacker's
deck is followed by counts too (cards, soul triggers, pool/draw triggers, and the waiting room it is
refreshed from); an unseen card taken (pool, draw, the attacker's refresh point) is any card of the deck
with equal chance.  Assumptions besides the interpretations of :mod:`referee.weiss.odds`: the attacker's
refresh point is taken at the refresh, and the attacker's own clock is not followed (an attacker who has
neither deck nor waiting room left ends the phase; § grundlegendes).

>>> from referee.weiss.odds import Zones
>>> r = phase_odds(Zones(deck=10, deck_climax=2), TriggerDeck(deck=4, soul=1),
...                (PlannedAttack(slot="vorne_mitte", soul=1, kind="direct"),))
>>> r.p_trigger[0], r.damage_distribution
(Fraction(1, 4), {0: Fraction(5, 12), 2: Fraction(7, 15), 3: Fraction(7, 60)})
"""

from __future__ import annotations

import dataclasses
import functools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import cache

from referee.core.errors import InvalidInput
from referee.core.field import Field
from referee.weiss.attack import amount, climax_bonus
from referee.weiss.cards import Trigger
from referee.weiss.events import AttackKind
from referee.weiss.odds import AFTER_DAMAGE, AT_ONCE, IMMEDIATE, WHEN_EMPTY, Counts, Zones, _reveal, _settle, check_zones
from referee.weiss.readings import SideAttackLevel
from referee.weiss.state import FRONT, OPPOSITE, Mode, Phase, Side, WsState

#: the attack phase's odds and the rules they rest on (the command line's help)
PHASE_ODDS = Field("Chancen der ganzen Angriffsphase", "kill odds of the whole attack phase", ("6", "refresh", "3"))

# The attacker's deck by counts: (cards, soul triggers, pool/draw triggers, waiting, its soul, its pool/draw).
Deck = tuple[int, int, int, int, int, int]


@dataclasses.dataclass(frozen=True)
class TriggerDeck:
    """The attacker's cards that decide the trigger checks: deck and waiting room (for a refresh)."""

    deck: int
    soul: int = 0
    #: cards with the pool or draw trigger (each takes one more card off the deck)
    extra: int = 0
    waiting: int = 0
    waiting_soul: int = 0
    waiting_extra: int = 0

    def as_tuple(self) -> Deck:
        return (self.deck, self.soul, self.extra, self.waiting, self.waiting_soul, self.waiting_extra)


@dataclasses.dataclass(frozen=True)
class PlannedAttack:
    """One attack of the phase: the place, the attacker's soul before the trigger, the kind (``AttackKind``
    value); ``trigger`` False for the attack in progress, whose trigger card is already revealed."""

    slot: str
    soul: int
    kind: str
    trigger: bool = True
    #: what a side attack subtracts when it is not the defender's level at that moment
    #: (``weiss.side_attack_level`` = ``character``: the level of the character opposite)
    side_level: int | None = None


@dataclasses.dataclass(frozen=True)
class PhaseOdds:
    """The exact answer for one attack phase."""

    attacks: tuple[PlannedAttack, ...]
    #: chance that attack ``i`` reveals a soul trigger
    p_trigger: tuple[Fraction, ...]
    #: chance that attack ``i`` deals damage and a climax cancels it
    p_cancel: tuple[Fraction, ...]
    #: chance that attack ``i`` happens at all (nobody has lost before it)
    p_dealt: tuple[Fraction, ...]
    damage_distribution: dict[int, Fraction]
    expected_damage: Fraction
    p_level_up: Fraction
    #: chance that the defender loses in this attack phase (level 4, or no cards in deck and waiting room)
    p_kill: Fraction
    level_distribution: dict[int, Fraction]
    #: the rules the odds rest on
    sections: tuple[str, ...] = PHASE_ODDS.sections

    def to_json(self) -> dict[str, object]:
        """JSON-ready numbers (floats) and the exact fractions as strings."""
        return {
            "attacks": [dataclasses.asdict(a) for a in self.attacks],
            "p_trigger": [float(p) for p in self.p_trigger],
            "p_cancel": [float(p) for p in self.p_cancel],
            "p_dealt": [float(p) for p in self.p_dealt],
            "damage_distribution": {str(k): float(v) for k, v in self.damage_distribution.items()},
            "expected_damage": float(self.expected_damage),
            "p_level_up": float(self.p_level_up),
            "p_kill": float(self.p_kill),
            "level_distribution": {str(k): float(v) for k, v in self.level_distribution.items()},
            "exact": {"p_kill": str(self.p_kill), "p_trigger": [str(p) for p in self.p_trigger],
                      "p_cancel": [str(p) for p in self.p_cancel], "expected_damage": str(self.expected_damage),
                      "damage_distribution": {str(k): str(v) for k, v in self.damage_distribution.items()}},
        }


def _take_unseen(a: Deck) -> tuple[tuple[Fraction, Deck, bool], ...]:
    """An unseen card off the attacker's deck (refreshing first when empty): ``(p, deck, lost)``."""
    n, s, x, w, ws, wx = a
    if n == 0:
        if w == 0:
            return ((Fraction(1), a, True),)
        return _take_unseen((w, ws, wx, 0, 0, 0))
    out = []
    for count, nxt in ((s, (n - 1, s - 1, x, w, ws, wx)), (x, (n - 1, s, x - 1, w, ws, wx)),
                       (n - s - x, (n - 1, s, x, w, ws, wx))):
        if count:
            out.append((Fraction(count, n), nxt, False))
    return tuple(out)


def _after(a: Deck) -> tuple[tuple[Fraction, Deck, bool], ...]:
    """An empty deck at the end of the trigger step is refreshed, its refresh point an unseen card."""
    if a[0]:
        return ((Fraction(1), a, False),)
    if a[3] == 0:
        return ((Fraction(1), a, True),)
    return _take_unseen((a[3], a[4], a[5], 0, 0, 0))


@cache
def _trigger(a: Deck) -> tuple[tuple[Fraction, bool, Deck, bool], ...]:
    """The trigger step: ``(p, soul trigger, deck after, attacker lost)``."""
    n, s, x, w, ws, wx = a
    if n == 0:  # refreshed first (its point an unseen card), then the check
        out: list[tuple[Fraction, bool, Deck, bool]] = []
        for p, a1, lost in _after(a):
            if lost:
                out.append((p, False, a1, True))
            else:
                out.extend((p * q, hit, a2, lost2) for q, hit, a2, lost2 in _trigger(a1))
        return tuple(out)
    out = []
    branches = ((s, True, False, (n - 1, s - 1, x, w, ws, wx)), (x, False, True, (n - 1, s, x - 1, w, ws, wx)),
                (n - s - x, False, False, (n - 1, s, x, w, ws, wx)))
    for count, hit, extra, a1 in branches:
        if not count:
            continue
        p = Fraction(count, n)
        takes = _take_unseen(a1) if extra else ((Fraction(1), a1, False),)
        for q, a2, lost in takes:
            if lost:
                out.append((p * q, hit, a2, True))
                continue
            for r, a3, lost3 in _after(a2):
                out.append((p * q * r, hit, a3, lost3))
    return tuple(out)


def check_attacks(attacks: Sequence[PlannedAttack]) -> None:
    kinds = {k.value for k in AttackKind}
    for a in attacks:
        if a.kind not in kinds or a.soul < 0:
            raise InvalidInput(
                f"Angriff von {a.slot}: Art frontal, seitlich oder direkt und Seele ab 0.",
                f"Attack from {a.slot}: kind front, side or direct and soul from 0.", sections=("6",))


def check_trigger_deck(t: TriggerDeck) -> None:
    values = t.as_tuple()
    if any(v < 0 for v in values) or t.soul + t.extra > t.deck or t.waiting_soul + t.waiting_extra > t.waiting:
        raise InvalidInput(
            "Trigger-Karten: Anzahlen ab 0 und nicht mehr als Karten im Bereich.",
            "Trigger cards: counts from 0 and no more than the cards in the zone.", sections=("6",))


def phase_odds(
    zones: Zones, attacker: TriggerDeck, attacks: Sequence[PlannedAttack], *,
    refresh_damage: str = IMMEDIATE, refresh_timing: str = AT_ONCE,
) -> PhaseOdds:
    """The exact odds of ``attacks`` in order against the defender's ``zones`` (§ 6, § refresh, § 3)."""
    check_zones(zones)
    check_trigger_deck(attacker)
    check_attacks(attacks)
    if refresh_damage not in (IMMEDIATE, AFTER_DAMAGE) or refresh_timing not in (AT_ONCE, WHEN_EMPTY):
        raise InvalidInput("Unbekannte Auslegung des Refresh.", "Unknown refresh interpretation.",
                           sections=("refresh",))
    # (defender counts, attacker deck, total damage, levelled, defender lost, attacker lost) -> chance
    Key = tuple[Counts, Deck, int, bool, bool, bool]
    dist: dict[Key, Fraction] = defaultdict(Fraction)
    for p, s, _r, lv_, lost, _oc in _settle(zones.as_tuple(), 0):
        dist[(s, attacker.as_tuple(), 0, lv_, lost, False)] += p
    p_trigger: list[Fraction] = []
    p_cancel: list[Fraction] = []
    p_dealt: list[Fraction] = []
    for atk in attacks:
        nxt: dict[Key, Fraction] = defaultdict(Fraction)
        hit_p = cancel = dealt = Fraction(0)
        for (s, a, total, lv_, lost, a_lost), p in dist.items():
            if lost or a_lost:
                nxt[(s, a, total, lv_, lost, a_lost)] += p
                continue
            dealt += p
            checks = _trigger(a) if atk.trigger else ((Fraction(1), False, a, False),)
            for q, hit, a2, a_lost2 in checks:
                pq = p * q
                if hit:
                    hit_p += pq
                if a_lost2:  # the attacker has no cards left (§ grundlegendes): the phase is over
                    nxt[(s, a2, total, lv_, lost, True)] += pq
                    continue
                level = s[6] if atk.side_level is None else atk.side_level
                n = amount(soul=atk.soul + int(hit), kind=atk.kind, defender_level=level)
                if n == 0:
                    nxt[(s, a2, total, lv_, lost, False)] += pq
                    continue
                for r, (s2, _r2, lv2, lost2, _oc2, cancelled, stuck) in _reveal(
                        s, 0, n, 0, False, refresh_damage, refresh_timing):
                    if cancelled:
                        cancel += pq * r
                    nxt[(s2, a2, total + stuck, lv_ or lv2, lost2, False)] += pq * r
        dist = nxt
        p_trigger.append(hit_p)
        p_cancel.append(cancel)
        p_dealt.append(dealt)
    return summarize(((p, s, total, lv_, lost) for (s, _a, total, lv_, lost, _al), p in dist.items()),
                     tuple(attacks), tuple(p_trigger), tuple(p_cancel), tuple(p_dealt))


def summarize(ends: Iterable[tuple[Fraction, Counts, int, bool, bool]], attacks: tuple[PlannedAttack, ...] = (),
              p_trigger: tuple[Fraction, ...] = (), p_cancel: tuple[Fraction, ...] = (),
              p_dealt: tuple[Fraction, ...] = ()) -> PhaseOdds:
    """The answer from every way the phase can end: ``(chance, defender's counts, damage, levelled, lost)``."""
    damage: dict[int, Fraction] = defaultdict(Fraction)
    levels: dict[int, Fraction] = defaultdict(Fraction)
    p_level_up = p_kill = Fraction(0)
    for p, s, total, lv_, lost in ends:
        damage[total] += p
        levels[s[6]] += p
        p_level_up += p if lv_ else 0
        p_kill += p if lost else 0
    return PhaseOdds(
        attacks=attacks, p_trigger=p_trigger, p_cancel=p_cancel, p_dealt=p_dealt,
        damage_distribution=dict(sorted(damage.items())),
        expected_damage=sum((k * v for k, v in damage.items()), Fraction(0)),
        p_level_up=p_level_up, p_kill=p_kill, level_distribution=dict(sorted(levels.items())),
    )


def trigger_deck_of(side: Side) -> TriggerDeck:
    """The attacker's trigger cards, read from a player's deck and waiting room."""

    def count(cards: tuple[str, ...], *icons: Trigger) -> int:
        return sum(1 for c in cards if side.spec(c).trigger in icons)

    extra = (Trigger.POOL, Trigger.DRAW)
    return TriggerDeck(deck=len(side.deck), soul=count(side.deck, Trigger.SOUL), extra=count(side.deck, *extra),
                       waiting=len(side.waiting), waiting_soul=count(side.waiting, Trigger.SOUL),
                       waiting_extra=count(side.waiting, *extra))


def planned_attacks(state: WsState, kinds: dict[str, str] | None = None) -> tuple[PlannedAttack, ...]:
    """The attacks still to come this turn, from the tracked game: the attack in progress (its trigger known),
    then every standing front-row character from left to right — direct with nobody opposite, else front
    (or the kind ``kinds`` names for its place); the first turn allows one attack (§ 6)."""
    from referee.weiss.rules import RULES

    if not state.started or state.winner is not None or state.phase in (None, Phase.PREPARATION, Phase.END):
        return ()
    me, other = state.sides[state.active], state.sides[1 - state.active]
    by_character = state.reading(SideAttackLevel) is SideAttackLevel.CHARACTER

    def side_level(slot: str) -> int | None:
        opposite = other.on_stage(OPPOSITE[slot])
        return other.spec(opposite.card).level if by_character and opposite is not None else None

    bonus = dict(state.soul_bonus)
    climax_soul = climax_bonus(state, me)[0]
    out: list[PlannedAttack] = []
    atk = state.attack
    if atk is not None and atk.step == "damage":
        at = me.on_stage(atk.slot)
        soul = (me.spec(at.card).soul if at else 0) + atk.soul_bonus + climax_soul
        out.append(PlannedAttack(slot=atk.slot, soul=soul, kind=atk.kind, trigger=False,
                                 side_level=side_level(atk.slot)))
    room = (RULES.attack.first_turn_attacks if state.turn == 1 else len(FRONT)) - state.attacks
    for slot in FRONT:
        char = me.on_stage(slot)
        if room <= 0 or char is None or char.mode is not Mode.STAND:
            continue
        room -= 1
        opposite = other.on_stage(OPPOSITE[slot])
        kind = AttackKind.DIRECT.value if opposite is None else (kinds or {}).get(slot, AttackKind.FRONT.value)
        out.append(PlannedAttack(slot=slot, soul=me.spec(char.card).soul + bonus.get(slot, 0) + climax_soul, kind=kind,
                                 side_level=side_level(slot)))
    return tuple(out)


def phase_odds_of(state: WsState, kinds: dict[str, str] | None = None) -> PhaseOdds:
    """The kill odds of the rest of the active player's attack phase, from the tracked game state."""
    from referee.weiss.options import zones_of

    attacker, defender = state.sides[state.active], state.sides[1 - state.active]
    return _remembered(zones_of(defender), trigger_deck_of(attacker), planned_attacks(state, kinds),
                       state.setting("weiss.refresh_damage"), state.setting("weiss.refresh_timing"))


@functools.lru_cache(maxsize=64)
def _remembered(zones: Zones, attacker: TriggerDeck, attacks: tuple[PlannedAttack, ...], refresh_damage: str,
                refresh_timing: str) -> PhaseOdds:
    """The same question asked again (the page refreshes often) is answered once."""
    return phase_odds(zones, attacker, attacks, refresh_damage=refresh_damage, refresh_timing=refresh_timing)
