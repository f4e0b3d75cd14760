"""What may be entered now in Weiß Schwarz, as :class:`~referee.core.option.Option`\\ s.

Concrete entries (keeping the opening hand, the next phase, a card to the clock, a climax, the level-up
card, the battle, an encore) are judged by the engine itself
(:meth:`~referee.core.engine.Engine.options`).  Entries with cards the scribe reads off the table (a
draw, the damage's revealed cards, a character with its place, an attack with its trigger, a counter,
discards, moving characters) are templates; whether they are possible was found by checking a
plausible entry with the engine (cards from the player's deck, a refresh point when the deck runs
out).  During an attack the damage carries its exact odds (:mod:`referee.weiss.odds`).

>>> from referee.weiss.engine import WeissEngine
>>> from referee.weiss.events import Setup
>>> from referee.weiss.sample import sample_deck
>>> e = WeissEngine()
>>> s = e.replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
>>> [(str(o.kind), o.payload.player, o.allowed) for o in e.options(s)]
[('draw', 'Ann', True), ('draw', 'Bob', True), ('mulligan', 'Ann', False), ('mulligan', 'Bob', False)]
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Protocol

from referee.core.engine import Engine
from referee.core.events import Event
from referee.core.option import Option, accepted, judged, with_payload
from referee.core.verdict import Verdict
from referee.weiss.attack import amount, climax_bonus, encore_cost, pending_damage
from referee.weiss.cards import LEVEL_UP_AT, Kind, Trigger
from referee.weiss.engine import HAND_LIMIT, OPENING_HAND
from referee.weiss.events import (
    Ability,
    Attack,
    AttackKind,
    Battle,
    Clock,
    Damage,
    Discard,
    Draw,
    EffectDamage,
    Encore,
    LevelUp,
    MoveCharacter,
    Mulligan,
    NextPhase,
    Play,
    PlayClimax,
)
from referee.weiss.events import (
    Counter as CounterEvent,
)
from referee.weiss.kinds import OptionKind
from referee.weiss.odds import Zones, damage_odds
from referee.weiss.payloads import (
    AbilityPayload,
    AttackPayload,
    ClimaxPayload,
    ClockPayload,
    CounterPayload,
    DamagePayload,
    DiscardPayload,
    DrawPayload,
    EffectDamagePayload,
    EncorePayload,
    LevelUpPayload,
    MovePayload,
    MulliganPayload,
    PhasePayload,
    PlayPayload,
)
from referee.weiss.state import FRONT, OPPOSITE, SLOTS, TURN_PHASES, Phase, Side, WsState, slot_word

#: cards of a deck walk and the refresh points it names
Walk = tuple[tuple[str, ...], tuple[str, ...]]


#: the preparation: the opening hands and the mulligan
MULLIGAN_SECTION = "vorbereitung"


def zones_of(side: Side) -> Zones:
    """The counts the damage odds need, read from a player's zones."""
    return Zones(
        deck=len(side.deck), deck_climax=side.climaxes_in(side.deck),
        waiting=len(side.waiting), waiting_climax=side.climaxes_in(side.waiting),
        clock=min(len(side.clock), LEVEL_UP_AT - 1), clock_climax=min(side.climaxes_in(side.clock), len(side.clock)),
        level=min(len(side.level), 3),
    )


class Piles(Protocol):
    """A side's deck (top first) and waiting room: the engine's :class:`Side` or the view's ``ScribeSide``."""

    @property
    def deck(self) -> tuple[str, ...]: ...

    @property
    def waiting(self) -> tuple[str, ...]: ...


def reveal_pool(side: Piles, count: int) -> tuple[str, ...]:
    """Cards that can come from the top: the deck, and after a refresh the waiting room too (§ refresh)."""
    return side.deck if len(side.deck) >= count else (*side.deck, *side.waiting)


def walks(side: Side, count: int, stop: Callable[[str], bool] = lambda card: False) -> Iterator[Walk]:
    """Plausible ways to take ``count`` cards off the top (ending early at a card ``stop`` accepts):
    from the deck; through a refresh whose point comes later; with each card of the waiting room as the
    refresh point."""

    def take(pool: Sequence[str]) -> tuple[str, ...]:
        out: list[str] = []
        for card in pool:
            if len(out) >= count:
                break
            out.append(card)
            if stop(card):
                break
        return tuple(out)

    yield take(side.deck), ()
    yield take((*side.deck, *sorted(side.waiting))), ()  # a refresh whose point waits (a level-up comes first)
    for point in sorted(set(side.waiting)):
        rest = list(sorted(side.waiting))
        rest.remove(point)
        yield take((*side.deck, *rest)), (point,)


def first_accepted(engine: Engine[WsState], state: WsState,
                   probes: Iterable[Event]) -> tuple[list[Event], Verdict[bool] | None]:
    """The first probe the engine accepts (alternatives of one entry), else the first refusal."""
    refusal: Verdict[bool] | None = None
    for ev in probes:
        v = engine.check(state, ev)
        if v.value:
            return [ev], None
        if refusal is None:
            refusal = v
    return [], refusal


# -- the candidates -------------------------------------------------------------------------------


def candidates(engine: Engine[WsState], state: WsState) -> Iterator[Option]:
    """The entries worth offering now (the engine's ``candidates`` hook)."""
    if not state.started:
        yield Option.template(OptionKind.SETUP, "Aufbau", "Setup", ("grundlegendes", "vorbereitung"))
        return
    if state.winner is not None:
        return
    if state.level_up is not None:
        side = state.sides[state.level_up]
        for card in sorted(set(side.clock[:LEVEL_UP_AT])):
            yield _level_up(engine, state, side, card)
        return
    me, other = state.sides[state.active], state.sides[1 - state.active]
    if state.phase is Phase.PREPARATION:
        for side in state.sides:
            yield _draw(engine, state, side, OPENING_HAND, (MULLIGAN_SECTION,))
        for side in state.sides:
            yield with_payload(Option.entry_of(OptionKind.MULLIGAN, f"{side.name} behält die Hand", f"{side.name} keeps the hand",
                                               Mulligan(player=side.name), (MULLIGAN_SECTION,)), MulliganPayload(side.name))
        return
    if state.draw_due:
        yield _draw(engine, state, me, state.draw_due, ("2", "3"))
    if state.phase is Phase.CLOCK:
        for card in sorted(set(me.hand)):
            yield with_payload(Option.entry_of(OptionKind.CLOCK, f"{card} in den Clock", f"{card} to clock",
                                               Clock(player=me.name, card=card), ("3",)), ClockPayload(me.name, card))
    if state.phase is Phase.MAIN:
        for card in sorted(set(me.hand)):
            if me.spec(card).kind is not Kind.CLIMAX:
                yield _play(engine, state, me, card)
        yield _moves(engine, state, me)
        yield _ability(engine, state, me)
    if state.phase is Phase.CLIMAX:
        for card in sorted({c for c in me.hand if me.spec(c).kind is Kind.CLIMAX}):
            yield with_payload(Option.entry_of(OptionKind.CLIMAX, f"Climax {card}", f"Climax {card}",
                                               PlayClimax(player=me.name, card=card, effect=me.spec(card).effect),
                                               ("5",)), ClimaxPayload(card, me.spec(card).effect))
    if state.phase is Phase.ATTACK:
        yield from _attack_phase(engine, state, me, other)
    if state.phase is Phase.END:
        for side in state.sides:
            if len(side.hand) > HAND_LIMIT:
                n = len(side.hand) - HAND_LIMIT
                ok, refusal = accepted(engine, state, [Discard(player=side.name, cards=side.hand[:n])])
                yield judged(OptionKind.DISCARD, f"{side.name} wirft {n} ab", f"{side.name} discards {n}", ("7",), ok, refusal,
                             DiscardPayload(side.name, n))
            for slot, card in side.encore:
                yield with_payload(Option.entry_of(OptionKind.ENCORE, f"Encore {card}", f"Encore {card}",
                                                   Encore(player=side.name, slot=slot), ("6",)),
                                   EncorePayload(side.name, slot, card, encore_cost(side.spec(card))))
    if state.phase in TURN_PHASES:
        for side in state.sides:
            yield _effect_damage(engine, state, side)
    if state.phase in TURN_PHASES:
        nxt = TURN_PHASES[(TURN_PHASES.index(state.phase) + 1) % len(TURN_PHASES)]
        yield with_payload(Option.entry_of(OptionKind.PHASE, nxt.word("de"), nxt.word("en"), NextPhase(phase=nxt),
                                           (state.phase.value,)), PhasePayload(nxt))


def _level_up(engine: Engine[WsState], state: WsState, side: Side, card: str) -> Option:
    """The level-up with ``card`` (§ 3); when a refresh point waited for it (§ refresh), a template with
    the cards the engine accepts as that point."""
    de, en = f"Levelaufstieg mit {card}", f"Level up with {card}"
    plain = LevelUp(player=side.name, card=card)
    if not engine.check(state, plain).value:
        pool = sorted({*side.deck, *side.waiting, *side.clock[:LEVEL_UP_AT]})
        ok, _ = accepted(engine, state, (dataclasses.replace(plain, refresh_points=(p,)) for p in pool))
        if ok:
            return Option.template(OptionKind.LEVEL_UP, de, en, ("3", "refresh"), payload=LevelUpPayload(
                side.name, card, tuple(ev.refresh_points[0] for ev in ok if isinstance(ev, LevelUp))))
    return with_payload(Option.entry_of(OptionKind.LEVEL_UP, de, en, plain, ("3",)), LevelUpPayload(side.name, card))


def _draw(engine: Engine[WsState], state: WsState, side: Side, count: int, sections: tuple[str, ...]) -> Option:
    """``count`` cards to draw: possible if the engine accepts cards of the deck (with a refresh point)."""
    ok, refusal = first_accepted(engine, state, (Draw(player=side.name, cards=cards, refresh_points=points)
                                                 for cards, points in walks(side, count)))
    return judged(OptionKind.DRAW, f"{side.name} zieht {count}", f"{side.name} draws {count}", sections, ok, refusal,
                  DrawPayload(side.name, count))


def _play(engine: Engine[WsState], state: WsState, me: Side, card: str) -> Option:
    """A character to a place (the places the engine accepts) or an event (§ 4); why not, if not."""
    character = me.spec(card).kind is Kind.CHARACTER
    probes = [Play(player=me.name, card=card, slot=s) for s in SLOTS] if character else [Play(player=me.name, card=card)]
    ok, refusal = accepted(engine, state, probes)
    return judged(OptionKind.PLAY, f"{card} spielen", f"Play {card}", ("4",), ok, refusal,
                  PlayPayload(card, tuple(ev.slot for ev in ok if isinstance(ev, Play) and ev.slot is not None)))


def _moves(engine: Engine[WsState], state: WsState, me: Side) -> Option:
    """Two stage places swapped (§ 4): the pairs the engine accepts."""
    probes = [MoveCharacter(player=me.name, from_slot=a, to_slot=b) for a in SLOTS for b in SLOTS
              if a != b and me.on_stage(a) is not None]
    ok, refusal = accepted(engine, state, probes or [MoveCharacter(player=me.name, from_slot=SLOTS[0],
                                                                   to_slot=SLOTS[1])])
    return judged(OptionKind.MOVE, "Charakter bewegen", "Move a character", ("4",), ok, refusal,
                  MovePayload(tuple((ev.from_slot, ev.to_slot) for ev in ok if isinstance(ev, MoveCharacter))))


def _ability(engine: Engine[WsState], state: WsState, me: Side) -> Option:
    """An activated ability (§ 4): the places whose character the engine accepts, the stock to pay from."""
    probes = [Ability(player=me.name, slot=s) for s in SLOTS if me.on_stage(s) is not None]
    ok, refusal = accepted(engine, state, probes or [Ability(player=me.name, slot=SLOTS[0])])
    slots = tuple(ev.slot for ev in ok if isinstance(ev, Ability))
    standing = tuple(s for s in slots if engine.check(state, Ability(player=me.name, slot=s, rest=True)).value)
    return judged(OptionKind.ABILITY, "Fähigkeit aktivieren", "Activate an ability", ("4",), ok, refusal,
                  AbilityPayload(me.name, slots, len(me.stock), standing))


def _effect_damage(engine: Engine[WsState], state: WsState, side: Side) -> Option:
    """A damage to ``side`` by a card's effect (§ 6 IV), checked with a damage of 1 from the deck."""
    probes = (EffectDamage(player=side.name, amount=1, revealed=cards, refresh_points=points)
              for cards, points in walks(side, 1, lambda c: side.spec(c).kind is Kind.CLIMAX))
    ok, refusal = first_accepted(engine, state, probes)
    return judged(OptionKind.EFFECT_DAMAGE, f"Schaden an {side.name} außerhalb eines Angriffs",
                  f"Damage to {side.name} outside an attack", ("6", "refresh"), ok, refusal,
                  EffectDamagePayload(side.name))


def _attack_phase(engine: Engine[WsState], state: WsState, me: Side, other: Side) -> Iterator[Option]:
    atk = state.attack
    if atk is None:
        for slot in FRONT:
            char = me.on_stage(slot)
            if char is not None:
                yield _attack(engine, state, me, other, slot, char.card)
        return
    if atk.step == "damage":
        n = pending_damage(state)
        probes = (Damage(revealed=cards, refresh_points=points)
                  for cards, points in walks(other, n, lambda c: other.spec(c).kind is Kind.CLIMAX))
        ok, refusal = first_accepted(engine, state, probes)
        due = DamagePayload(other.name, n)
        if other.deck or other.waiting:
            odds = damage_odds(zones_of(other), (n,))
            due = DamagePayload(other.name, n, float(odds.p_cancel[0]), float(odds.p_level_up))
        yield judged(OptionKind.DAMAGE, f"Schaden {n} an {other.name}", f"Damage {n} to {other.name}", ("6", "refresh"),
                     ok, refusal, due)
        counters = sorted({c for c in other.hand if other.spec(c).counter})
        ok, refusal = accepted(engine, state, (CounterEvent(player=other.name, card=c, power=0) for c in counters))
        if counters:
            yield judged(OptionKind.COUNTER, f"Gegenangriff von {other.name}", f"Counter by {other.name}", ("6",), ok, refusal,
                         CounterPayload(other.name, tuple(ev.card for ev in ok if isinstance(ev, CounterEvent))))
    yield Option.entry_of(OptionKind.BATTLE, "Kampf", "Battle", Battle(), ("6",))


def _attack(engine: Engine[WsState], state: WsState, me: Side, other: Side, slot: str, card: str) -> Option:
    """An attack from ``slot``: the kinds the engine accepts with their damage (§ 6 I), checked with a
    trigger card from the deck (and the card its trigger takes)."""
    soul = me.spec(card).soul + dict(state.soul_bonus).get(slot, 0) + climax_bonus(state, me)[0]
    damage: dict[str, int] = {}
    found: list[Event] = []
    refusals: list[Verdict[bool]] = []
    for kind in AttackKind:
        probes = []
        for cards, points in walks(me, 2):
            if not cards:
                continue
            icon = me.spec(cards[0]).trigger
            extra = cards[1] if len(cards) > 1 else None
            probes.append(Attack(player=me.name, slot=slot, kind=kind, trigger=cards[0],
                                 pool_card=extra if icon is Trigger.POOL else None,
                                 drawn=extra if icon is Trigger.DRAW else None, refresh_points=points))
        ok, refusal = first_accepted(engine, state, probes)
        if ok:
            found += ok
            damage[kind.value] = amount(soul=soul, kind=kind.value, defender_level=len(other.level))
        elif refusal is not None:
            refusals.append(refusal)
    common = Counter((v.sections, v.why_de, v.why_en) for v in refusals).most_common(1)
    return judged(OptionKind.ATTACK, f"Angriff von {slot_word(slot)} ({card})",
                  f"Attack from {slot_word(slot, 'en')} ({card})", ("6",), found,
                  Verdict(False, *common[0][0]) if common else None, AttackPayload(slot, card, damage, OPPOSITE[slot]))
