"""Invariants of the Gods of Titan referee under random legal play (hypothesis).

A driver picks, from a stream of numbers, one of the entries a scribe could
make now (moves, splits, recruits, battles with any outcome, trades, turn
ends) and enters it when the referee accepts it.  After every entry:
no figure appears or vanishes (pools, armies, removed figures, the box of
neutral figures and destroyed elements add up to the opening total).
At the end: replay equals incremental apply, and undo restores every state.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.allowed import open_battles
from referee.got.engine import GotEngine, recruit_query
from referee.got.recruit import recruit_options
from referee.got.settle import Outcome
from referee.got.state import GotState

from .helpers import new_game, to_round

LANDS = ("Brush:B", "Marsh:M", "Desert:D", "Jungle:J", "Plains:P", "Mountains:X", "Fort:Fort 1", "City")
SIDES = (ev.Side.ATTACKER, ev.Side.DEFENDER)


def total(state: GotState) -> Counter[str]:
    c: Counter[str] = Counter()
    for p in state.players:
        c.update(p.pool.as_counter())
        c.update(p.removed.as_counter())
    for a in state.armies:
        c.update(a.figures.as_counter())
    c.update(state.box.as_counter())
    c.update(state.elements_destroyed)
    return c


def candidates(state: GotState, pick: int) -> list[Event]:
    mover = state.mover_player.name
    out: list[Event] = [ev.TurnEnded(player=mover)]
    for att, dfn in open_battles(state):
        victim = state.army(dfn).owner
        others = [a.marker for a in state.armies_of(victim) if a.marker != dfn and not a.land.terrain.is_tower]
        phantom_to = others[0] if others else None
        outcome = list(Outcome)[pick % len(Outcome)]
        winner = None if outcome in (Outcome.MUTUAL, Outcome.TIMEOUT, Outcome.FLIGHT) else SIDES[pick % 2]
        out.insert(0, ev.BattleSettled(attacker=att, defender=dfn, outcome=outcome, winner=winner,
                                       phantom_to=phantom_to))
    for army in state.armies_of(mover):
        if army.moved is None and not army.land.terrain.is_tower:
            out.append(ev.Move(marker=army.marker, to=LANDS[pick % len(LANDS)], distance=1 + pick % 6))
            if army.size >= 4:
                names = army.figures.names()
                out.append(ev.Split(marker=army.marker, new_marker=f"{army.marker.split()[0]} {5 + pick % 7}",
                                    figures=names[:2]))
        for o in recruit_options(recruit_query(state, army)).options:
            out.append(ev.Recruit(marker=army.marker, figure=o.figure, via=ev.Via(o.via), sacrifice=o.sacrifice))
    others = [p.name for p in state.players if p.name != mover and not p.eliminated]
    if others and state.player(mover).gems:
        out.append(ev.Trade(giver=mover, receiver=others[pick % len(others)], gems=1))
    out.append(ev.Correction(reason="Lebenssteine nachgetragen", player=mover, gems=pick % 40))
    return out


def play_randomly(j: Journal[GotState], picks: list[int]) -> None:
    opening = total(j.state)
    for pick in picks:
        options = candidates(j.state, pick)
        entry = options[pick % len(options)]
        try:
            j.append(entry)
        except RefereeError:
            continue
        assert total(j.state) == opening, f"figures not conserved after {entry.label('en')}"
        for p in j.state.players:
            assert p.points >= 0 and p.gems >= 0


BASE: Journal[GotState] | None = None


def start() -> Journal[GotState]:
    global BASE
    if BASE is None:
        BASE = new_game()
        to_round(BASE, 11)
    return Journal(GotEngine(), BASE.events)


@given(st.lists(st.integers(0, 10_000), min_size=5, max_size=60))
def test_figures_are_conserved_and_replay_equals_apply(picks: list[int]) -> None:
    j = start()
    play_randomly(j, picks)
    assert GotEngine().replay(j.events) == j.state


@given(st.lists(st.integers(0, 10_000), min_size=5, max_size=40), st.integers(0, 30))
def test_undo_restores_every_state(picks: list[int], back: int) -> None:
    j = start()
    play_randomly(j, picks)
    states = [j.state_after(n) for n in range(len(j) + 1)]
    for _ in range(min(back, len(j) - 1)):
        j.undo()
        assert j.state == states[len(j)]
    while j.can_redo:
        j.redo()
    assert j.state == states[-1]


def test_points_stay_exact_fractions() -> None:
    j = start()
    j.append(ev.Correction(reason="halber Punkt", player="Anna", points=Fraction(1, 2)))
    assert j.state.player("Anna").points == Fraction(1, 2)
