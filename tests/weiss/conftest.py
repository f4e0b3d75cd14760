"""Helpers of the Weiß Schwarz tests, handed out as the ``ws`` fixture.

``random_game(seed)`` plays a whole random but legal game through the engine,
choosing cards the way a shuffled deck would give them (refreshes and refresh
points included), so that invariants can be checked over long games.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from types import SimpleNamespace

import pytest

from referee.core.events import Event
from referee.weiss.attack import pending_damage
from referee.weiss.cards import Kind, Trigger
from referee.weiss.engine import WeissEngine
from referee.weiss.events import (
    Attack,
    AttackKind,
    Battle,
    Clock,
    Damage,
    Discard,
    Draw,
    Encore,
    LevelUp,
    Mulligan,
    NextPhase,
    Play,
    PlayClimax,
    Setting,
    Setup,
)
from referee.weiss.play import playable_reasons
from referee.weiss.sample import sample_deck
from referee.weiss.state import FRONT, OPPOSITE, SLOTS, TURN_PHASES, Mode, OnStage, Phase, Side, WsState


def setup(*settings: tuple[str, str]) -> Setup:
    return Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann",
                 settings=tuple(Setting(id=k, value=v) for k, v in settings))


class _Sim:
    """What a shuffled deck would give: random cards, refreshes and their points (both refresh modes)."""

    def __init__(self, side: Side, rng: random.Random, mode: str = "immediate") -> None:
        self.rng = rng
        self.mode = mode
        self.deck = list(side.deck)
        self.waiting = list(side.waiting)
        self.clock = len(side.clock)
        self.due = side.refresh_due
        self.points: list[str] = []
        self.lost = False

    def _pop(self) -> str:
        return self.deck.pop(self.rng.randrange(len(self.deck)))

    def _refresh(self) -> bool:
        if not self.waiting:
            self.lost = True
            return False
        self.deck, self.waiting = self.waiting, []
        return True

    def take(self) -> str | None:
        while not self.deck:
            if not self._refresh():
                return None
            if self.mode == "immediate":
                self.points.append(self._pop())
                self.clock += 1
            else:
                self.due += 1
        return self._pop()

    def emptied(self, timing: str) -> None:
        """A damage's last card emptied the deck: ``at_once`` refreshes now, its cards still face up."""
        if timing == "at_once" and not self.deck and self._refresh():
            if self.mode == "immediate":
                self.points.append(self._pop())
                self.clock += 1
            else:
                self.due += 1

    def finish(self, to_waiting: tuple[str, ...] = (), to_clock: int = 0) -> tuple[str, ...]:
        """Refresh points up to the end of the event (none once a level-up is due)."""
        self.clock += to_clock
        self.waiting += list(to_waiting)
        while not self.lost and self.clock < 7:
            if not self.deck:
                if self._refresh():
                    self.due += 1
            elif self.due:
                self.due -= 1
                self.points.append(self._pop())
                self.clock += 1
            else:
                break
        return tuple(self.points)


def _choose_event(state: WsState, rng: random.Random) -> Event | None:
    mode = state.setting("weiss.refresh_damage")
    if state.winner is not None:
        return None
    if state.level_up is not None:
        side = state.sides[state.level_up]
        card = rng.choice(side.clock[:7])
        sim = _Sim(side, rng, mode)
        rest = list(side.clock[:7])
        rest.remove(card)
        sim.waiting += rest
        sim.clock = len(side.clock) - 7
        return LevelUp(player=side.name, card=card, refresh_points=sim.finish())
    if state.phase is Phase.PREPARATION:
        for side in state.sides:
            if not side.hand and not side.mulliganed:
                sim = _Sim(side, rng, mode)
                return Draw(player=side.name, cards=tuple(sim.take() or "" for _ in range(5)))
        i = state.first if not state.sides[state.first].mulliganed else 1 - state.first
        side = state.sides[i]
        discard = tuple(rng.sample(side.hand, rng.randint(0, 2)))
        sim = _Sim(side, rng, mode)
        return Mulligan(player=side.name, discard=discard, draw=tuple(sim.take() or "" for _ in discard))
    me = state.sides[state.active]
    other = state.sides[1 - state.active]
    nxt = TURN_PHASES[(TURN_PHASES.index(state.phase) + 1) % len(TURN_PHASES)] if state.phase else Phase.STAND
    if state.draw_due:
        sim = _Sim(me, rng, mode)
        cards = [sim.take() for _ in range(state.draw_due)]
        drawn = tuple(c for c in cards if c is not None)  # fewer only when deck and waiting room ran out
        return Draw(player=me.name, cards=drawn, refresh_points=sim.finish())
    if state.phase is Phase.CLOCK and not state.clocked and me.hand and rng.random() < 0.6:
        return Clock(player=me.name, card=rng.choice(me.hand))
    if state.phase is Phase.MAIN and rng.random() < 0.7:
        playable = [c for c in set(me.hand) if me.spec(c).kind is not Kind.CLIMAX
                    and not playable_reasons(state, me, me.spec(c))]
        if playable:
            card = rng.choice(sorted(playable))
            slot = rng.choice(SLOTS) if me.spec(card).kind is Kind.CHARACTER else None
            return Play(player=me.name, card=card, slot=slot)
    if state.phase is Phase.CLIMAX and me.climax is None and rng.random() < 0.5:
        climaxes = [c for c in set(me.hand) if me.spec(c).kind is Kind.CLIMAX
                    and not playable_reasons(state, me, me.spec(c))]
        if climaxes:
            return PlayClimax(player=me.name, card=rng.choice(sorted(climaxes)))
    if state.phase is Phase.ATTACK:
        atk = state.attack
        if atk is not None and atk.step == "battle":
            return Battle()
        if atk is not None:
            sim = _Sim(other, rng, mode)
            revealed = []
            for _ in range(pending_damage(state)):
                card = sim.take()
                if card is None:
                    break
                revealed.append(card)
                if other.spec(card).kind is Kind.CLIMAX:
                    break
            cancelled = bool(revealed) and other.spec(revealed[-1]).kind is Kind.CLIMAX
            if revealed:
                sim.emptied(state.setting("weiss.refresh_timing"))
            points = sim.finish(to_waiting=tuple(revealed) if cancelled else (),
                                to_clock=0 if cancelled else len(revealed))
            return Damage(revealed=tuple(revealed), refresh_points=points)
        ready = [s for s in FRONT if (c := me.on_stage(s)) is not None and c.mode is Mode.STAND]
        if ready and not (state.turn == 1 and state.attacks):
            slot = rng.choice(ready)
            opposite = other.on_stage(OPPOSITE[slot])
            kind = rng.choice([AttackKind.FRONT, AttackKind.SIDE]) if opposite else AttackKind.DIRECT
            sim = _Sim(me, rng, mode)
            trigger = sim.take()
            if trigger is None:
                return None
            icon = me.spec(trigger).trigger
            extra: dict[str, str | None] = {}
            if icon in (Trigger.POOL, Trigger.DRAW):
                extra["pool_card" if icon is Trigger.POOL else "drawn"] = sim.take()
            return Attack(player=me.name, slot=slot, kind=kind, trigger=trigger, refresh_points=sim.finish(),
                          **extra)  # type: ignore[arg-type]
    if state.phase is Phase.END:
        if me.encore and len(me.stock) >= 3 and rng.random() < 0.5:
            return Encore(player=me.name, slot=me.encore[0][0])
        for side in state.sides:
            if len(side.hand) > 7:
                return Discard(player=side.name, cards=tuple(rng.sample(side.hand, len(side.hand) - 7)))
    return NextPhase(phase=nxt)


def random_game(seed: int, max_events: int = 400, *settings: tuple[str, str]) -> tuple[list[Event], list[WsState]]:
    """A random legal game: its events and the state after each (the first is after the setup)."""
    rng = random.Random(seed)
    engine = WeissEngine()
    events: list[Event] = [setup(*settings)]
    states = [engine.replay(events)]
    for _ in range(max_events):
        ev = _choose_event(states[-1], rng)
        if ev is None:
            break
        states.append(engine.apply(states[-1], ev))
        events.append(ev)
    return events, states


def arrange(state: WsState, player: str, *, phase: Phase | None = None, **zones: object) -> WsState:
    """Lay out one player's zones for a test, taking the cards from their deck (50 stay 50).

    ``hand``, ``clock``, ``level``, ``stock``, ``waiting``: tuples of names, replacing the zone;
    ``stage``: dict place -> card name (standing); ``deck``: the whole remaining deck.
    """
    i = state.index(player)
    side = state.sides[i]
    pool = Counter(side.deck) + Counter(side.hand) + Counter(side.clock) + Counter(side.level) + \
        Counter(side.stock) + Counter(side.waiting) + Counter(s.card for s in side.stage if s)
    if side.climax:
        pool[side.climax] += 1
    new: dict[str, object] = {"climax": None}
    for zone in ("hand", "clock", "level", "stock", "waiting"):
        cards = tuple(zones.get(zone, ()))  # type: ignore[call-overload]
        pool -= Counter(cards)
        new[zone] = tuple(sorted(cards)) if zone in ("hand", "waiting") else cards
    stage_map: dict[str, str] = zones.get("stage", {})  # type: ignore[assignment]
    pool -= Counter(stage_map.values())
    new["stage"] = tuple(OnStage(card=stage_map[s]) if s in stage_map else None for s in SLOTS)
    deck = tuple(sorted(pool.elements()))
    if "deck" in zones:
        wanted = tuple(sorted(zones["deck"]))  # type: ignore[call-overload]
        leftover = pool - Counter(wanted)
        assert not Counter(wanted) - pool, "deck cards not available"
        new["waiting"] = tuple(sorted((*new["waiting"], *leftover.elements())))  # type: ignore[misc]
        deck = wanted
    new["deck"] = deck
    side = dataclasses.replace(side, **new)  # type: ignore[arg-type]
    assert side.total() == 50
    state = dataclasses.replace(state, sides=state.with_side(i, side))
    if phase is not None:
        state = dataclasses.replace(state, phase=phase, draw_due=0)
    return state


def started(*settings: tuple[str, str]) -> WsState:
    """Both players drew 5 and kept: Ann's first turn, stand phase."""
    engine = WeissEngine()
    hand_a = ("Kaze", "Kaze", "Hana", "Tori", "Sonne")
    hand_b = ("Kaze", "Yuki", "Yuki", "Tori", "Feuer")
    return engine.replay([
        setup(*settings), Draw(player="Ann", cards=hand_a), Draw(player="Bob", cards=hand_b),
        Mulligan(player="Ann"), Mulligan(player="Bob"),
    ])


def first_attack() -> list[Event]:
    """Anna's first turn to her first attack (the compat corpus's game 14)."""
    return [Setup(decks=(sample_deck("Anna"), sample_deck("Ben")), first="Anna"),
            Draw(player="Anna", cards=("Aoi", "Kaze", "Mei", "Riku", "Hana")),
            Draw(player="Ben", cards=("Brief", "Mei", "Schild", "Yuki", "Yuki")),
            Mulligan(player="Anna"), Mulligan(player="Ben"), NextPhase(phase=Phase.DRAW),
            Draw(player="Anna", cards=("Sonne",)), NextPhase(phase=Phase.CLOCK), Clock(player="Anna", card="Sonne"),
            Draw(player="Anna", cards=("Kaze", "Tori")), NextPhase(phase=Phase.MAIN),
            Play(player="Anna", card="Hana", slot="vorne_mitte"), Play(player="Anna", card="Kaze", slot="vorne_links"),
            NextPhase(phase=Phase.CLIMAX), NextPhase(phase=Phase.ATTACK),
            Attack(player="Anna", slot="vorne_mitte", kind=AttackKind.DIRECT, trigger="Hana")]


@pytest.fixture(scope="session")
def ws() -> SimpleNamespace:
    return SimpleNamespace(setup=setup, random_game=random_game, engine=WeissEngine, arrange=arrange,
                           started=started, first_attack=first_attack)
