"""Properties of battles recorded round by round (hypothesis): the same facts settle alike whichever way they
are entered, figures are conserved between armies and pools, and undo of any battle entry restores the state."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.events import Event
from referee.core.journal import Journal
from referee.core.states import Snapshot
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.settle import Outcome
from referee.got.state import GotState

from .test_fight import settled
from .test_titans import MARSH, place, table

ENGINE = GotEngine()
CREATURES = ("Ogre", "Troll", "Lion", "Centaur", "Gargoyle", "Cyclops", "Minotaur", "Ranger")
BASE = table()


@dataclass(frozen=True)
class Facts:
    attackers: list[str]
    defenders: list[str]
    #: per round: (attacker figures beaten, defender figures beaten)
    rounds: list[tuple[list[str], list[str]]]
    #: after the rounds: None (decided by the record), or the side that concedes
    concedes: str | None


@st.composite
def facts(draw: st.DrawFn) -> Facts:
    attackers = draw(st.lists(st.sampled_from(CREATURES), min_size=1, max_size=7))
    defenders = draw(st.lists(st.sampled_from(CREATURES), min_size=1, max_size=7))
    left = {"a": list(attackers), "d": list(defenders)}
    rounds: list[tuple[list[str], list[str]]] = []
    for rnd in range(1, 8):
        if not left["a"] or not left["d"]:
            break
        fall_a = [] if rnd == 1 else draw(st.lists(st.sampled_from(left["a"]), max_size=len(left["a"]), unique=False))
        fall_d = draw(st.lists(st.sampled_from(left["d"]), max_size=len(left["d"])))
        fall_a = _take(left["a"], fall_a)
        fall_d = _take(left["d"], fall_d)
        rounds.append((fall_a, fall_d))
        if draw(st.integers(0, 4)) == 0:
            break
    decided = not left["a"] or not left["d"] or len(rounds) == 7
    concedes = None if decided else draw(st.sampled_from(["attacker", "defender"]))
    return Facts(attackers, defenders, rounds, concedes)


def _take(pool: list[str], wanted: list[str]) -> list[str]:
    """As many of ``wanted`` as ``pool`` still holds, taken out of ``pool``."""
    out = []
    for n in wanted:
        if n in pool:
            pool.remove(n)
            out.append(n)
    return out


def table_for(f: Facts) -> GotState:
    return place(place(BASE, "Rot 1", MARSH, f.defenders), "Blau 2", MARSH, f.attackers)


def recorded_entries(f: Facts) -> list[Event]:
    out: list[Event] = [ev.BattleOpened(attacker="Blau 2", defender="Rot 1")]
    out += [ev.BattleRound(round=i, beaten_attacker=tuple(a), beaten_defender=tuple(d))
            for i, (a, d) in enumerate(f.rounds, 1)]
    if f.concedes is None:
        out.append(ev.BattleEnded())
    else:
        winner = ev.Side.DEFENDER if f.concedes == "attacker" else ev.Side.ATTACKER
        out.append(ev.BattleEnded(outcome=Outcome.CONCESSION_DURING if f.rounds else Outcome.CONCESSION_BEFORE,
                                  winner=winner))
    return out


def quick_entry(f: Facts) -> ev.BattleSettled:
    """The same facts as one after-the-fact entry, worked out here independently of the engine."""
    fallen_a = Counter(n for a, _ in f.rounds for n in a)
    fallen_d = Counter(n for _, d in f.rounds for n in d)
    all_a = sum(fallen_a.values()) == len(f.attackers)
    all_d = sum(fallen_d.values()) == len(f.defenders)
    kw = {"attacker": "Blau 2", "defender": "Rot 1"}
    if f.concedes is not None:
        winner = ev.Side.DEFENDER if f.concedes == "attacker" else ev.Side.ATTACKER
        losses = fallen_d if winner is ev.Side.DEFENDER else fallen_a
        if not f.rounds:
            return ev.BattleSettled(**kw, outcome=Outcome.CONCESSION_BEFORE, winner=winner)
        return ev.BattleSettled(**kw, outcome=Outcome.CONCESSION_DURING, winner=winner,
                                winner_losses=tuple(losses.elements()))
    if all_a and all_d:
        return ev.BattleSettled(**kw, outcome=Outcome.MUTUAL)
    if all_d:
        return ev.BattleSettled(**kw, outcome=Outcome.FOUGHT, winner=ev.Side.ATTACKER,
                                winner_losses=tuple(fallen_a.elements()))
    if all_a:
        return ev.BattleSettled(**kw, outcome=Outcome.FOUGHT, winner=ev.Side.DEFENDER,
                                winner_losses=tuple(fallen_d.elements()))
    return ev.BattleSettled(**kw, outcome=Outcome.TIMEOUT, winner_losses=tuple(fallen_d.elements()))


def figures(state: GotState) -> Counter[str]:
    out: Counter[str] = Counter()
    for a in state.armies:
        out.update(a.figures.names())
    for p in state.players:
        out.update(p.pool.names())
        out.update(p.removed.names())
    out.update(state.box.names())
    return out


@settings(max_examples=60, deadline=None)
@given(facts())
def test_recorded_and_after_the_fact_settle_alike(f: Facts) -> None:
    start = table_for(f)
    state = start
    for e in recorded_entries(f):
        state = ENGINE.apply(state, e)
        assert figures(state) == figures(start)  # conserved at every step
    quick = ENGINE.apply(start, quick_entry(f))
    assert settled(state) == quick


@settings(max_examples=30, deadline=None)
@given(facts())
def test_undo_of_any_battle_entry_restores_the_state(f: Facts) -> None:
    start = table_for(f)
    j: Journal[GotState] = Journal(ENGINE, snapshot=Snapshot(0, {0: start}, ()))  # begins at the hand-made table
    seen = [start]
    for e in recorded_entries(f):
        j.append(e)
        seen.append(j.state)
    while len(seen) > 1:
        j.undo()
        seen.pop()
        assert j.state == seen[-1]
    assert replace(j.state) == start
