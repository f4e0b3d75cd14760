"""Invariants over random entry sequences: replay = incremental, undo = identity, walls within bounds,
and the options agree with the engine."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import (
    Assassinate,
    Cast,
    Combat,
    ControlChange,
    Counts,
    CreatureEnters,
    CreatureLeaves,
    ForcedAdvance,
    LifeChange,
    Move,
    NextPhase,
    PermanentEnters,
    PermanentKind,
    PermanentLeaves,
    Phase,
    PlayerSpec,
    Rebuild,
    Setup,
    Strike,
    Turn,
)
from referee.burgenkrieg.payloads import (
    AssassinatePayload,
    CastPayload,
    EntersPayload,
    PermanentPayload,
    RebuildPayload,
)
from referee.burgenkrieg.state import BkState
from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.journal import Journal

SETUP = Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")))
IDS = {"Ann": ("a1", "a2", "a3"), "Bob": ("b1", "b2", "b3")}


def _candidates() -> list[Event]:
    evs: list[Event] = [Turn(player="Ann"), Turn(player="Bob")]
    evs += [NextPhase(phase=p) for p in Phase]
    for player, ids in IDS.items():
        for n, cid in enumerate(ids):
            for zone in z.ZONE_NAMES:
                evs.append(CreatureEnters(id=cid, name=cid, controller=player, zone=zone, power=n + 2,
                                          toughness=n + 1))
                evs.append(Move(creature=cid, to_zone=zone))
            evs.append(ForcedAdvance(creature=cid))
            evs.append(ControlChange(card=cid, new_controller="Bob" if player == "Ann" else "Ann"))
            for zone in ("A.aussen", "B.aussen") if n == 0 else z.ZONE_NAMES:
                power = n + 2
                evs.append(Combat(strikes=(Strike(creature=cid, target=zone, to_wall=power),)))
                evs.append(Combat(strikes=(Strike(creature=cid, target=zone, to_wall=power - 1, to_trigger=1,
                                                  enter=True),)))
                evs.append(Combat(strikes=(Strike(creature=cid, target=zone, to_trigger=power, enter=True),)))
                evs.append(Rebuild(player=player, zone=zone, tapped=ids))
        other = "Bob" if player == "Ann" else "Ann"
        for target in IDS[other]:
            evs.append(Assassinate(player=player, intruder=target, tapped=ids[:2]))
            # issue 27: blocked strikes that kill, enchantments on cards, spells on targets in or out of reach
            evs.append(Combat(strikes=(Strike(creature=ids[1], target="B.aussen" if player == "Ann" else "A.aussen",
                                              blockers=(target,), to_blockers=3),)))
            evs.append(PermanentEnters(id=f"v{player}{target}", name="Fluch", kind=PermanentKind.ENCHANTMENT,
                                       controller=player, attached_to=target))
            evs.append(Cast(player=player, name="Blitz", targets=(target,)))
        evs.append(PermanentEnters(id=f"w{player}", name="Wald", kind=PermanentKind.LAND, controller=player,
                                   zone=f"{z.SIDES[0] if player == 'Ann' else z.SIDES[1]}.leibwache"))
        evs.append(PermanentLeaves(permanent=f"w{player}"))
        evs.append(Counts(player=player, hand=5, library=40))
        evs.append(CreatureLeaves(creature=ids[0]))
        evs.append(LifeChange(player=player, change=-1))
    return evs


CANDIDATES = _candidates()
#: Candidates grouped by kind, so that every kind is drawn as often as any other.
def _kind(e: Event) -> tuple[str, str]:
    return (type(e).__name__, e.strikes[0].creature if isinstance(e, Combat) else "")


KINDS: list[list[Event]] = [
    [e for e in CANDIDATES if _kind(e) == kind] for kind in dict.fromkeys(_kind(e) for e in CANDIDATES)
]
PREFIX: list[Event] = [
    CreatureEnters(id="a1", name="a1", controller="Ann", zone="A.aussen", power=2, toughness=1),
    CreatureEnters(id="b1", name="b1", controller="Bob", zone="B.aussen", power=2, toughness=1),
    Turn(player="Ann"),
    NextPhase(phase=Phase.COMBAT),
]


def _accepted(engine: BurgenkriegEngine, picks: list[tuple[int, int]]) -> tuple[list[Event], list[object]]:
    state = engine.apply(engine.initial_state(), SETUP)
    events: list[Event] = [SETUP]
    states: list[object] = [state]
    for kind, i in [(-1, n) for n in range(len(PREFIX))] + picks:
        ev = PREFIX[i] if kind < 0 else KINDS[kind % len(KINDS)][i % len(KINDS[kind % len(KINDS)])]
        try:
            state = engine.apply(state, ev)
        except RefereeError:
            continue
        events.append(ev)
        states.append(state)
    return events, states


picks = st.lists(st.tuples(st.integers(0, len(KINDS) - 1), st.integers(0, 200)), max_size=60)


@settings(max_examples=60, deadline=None)
@given(picks)
def test_replay_equals_incremental(chosen: list[tuple[int, int]]) -> None:
    engine = BurgenkriegEngine()
    events, states = _accepted(engine, chosen)
    assert engine.replay(events) == states[-1]


@settings(max_examples=40, deadline=None)
@given(picks)
def test_undo_after_apply_is_identity(chosen: list[tuple[int, int]]) -> None:
    engine = BurgenkriegEngine()
    events, states = _accepted(engine, chosen)
    journal = Journal(engine, events)
    while len(journal) > 1:
        before = journal.state_after(len(journal) - 1)
        journal.undo()
        assert journal.state == before
    assert journal.state == states[0]


@settings(max_examples=60, deadline=None)
@given(picks)
def test_walls_stay_between_zero_and_start(chosen: list[tuple[int, int]]) -> None:
    engine = BurgenkriegEngine()
    _, states = _accepted(engine, chosen)
    for s in states:
        assert hasattr(s, "values")
        for i, v in enumerate(s.values):
            if z.area_of(i) != "leibwache":
                assert 0 <= v <= z.start_value(i, team=False)


@settings(max_examples=40, deadline=None)
@given(picks)
def test_options_agree_with_the_engine(chosen: list[tuple[int, int]]) -> None:
    """Every allowed concrete option is accepted by ``apply``; every refused one names its sections; the
    templates' values are accepted (a creature entering each zone offered, an attack on each zone offered,
    tapping all the creatures offered for an assassination or a rebuild)."""
    engine = BurgenkriegEngine()
    _, states = _accepted(engine, chosen)
    for s in [engine.initial_state(), *states]:
        assert isinstance(s, BkState)
        opts = engine.options(s)
        assert engine.finished(s) == (s.winner is not None)
        for o in opts:
            if not o.allowed:
                assert o.sections, o
            elif o.entry is not None:
                engine.apply(s, o.entry)
            elif isinstance(o.payload, EntersPayload):  # each template's make builds an entry the engine accepts
                for zone in o.payload.zones:
                    engine.apply(s, o.payload.make(zone, id="probe", name="P", power=1, toughness=1))
            elif isinstance(o.payload, (AssassinatePayload, RebuildPayload)):
                engine.apply(s, o.payload.make(o.payload.creatures))
            elif isinstance(o.payload, PermanentPayload):  # issue 27: zones and cards in reach
                for zone in o.payload.zones:
                    engine.apply(s, o.payload.make(PermanentKind.ARTIFACT, id="probe", name="P", zone=zone))
                for host in o.payload.hosts:
                    engine.apply(s, o.payload.make(PermanentKind.ENCHANTMENT, id="probe", name="P",
                                                   attached_to=host))
            elif isinstance(o.payload, CastPayload):
                engine.apply(s, o.payload.make("Spruch", o.payload.targets))
                for source in o.payload.sources:
                    engine.apply(s, o.payload.make("Fähigkeit", (), source=source))


@settings(max_examples=40, deadline=None)
@given(picks)
def test_every_creature_is_in_play_fallen_or_removed(chosen: list[tuple[int, int]]) -> None:
    """Issue 27: a creature with lethal damage leaves play once, into the fallen; none is lost or made."""
    engine = BurgenkriegEngine()
    events, states = _accepted(engine, chosen)
    s = states[-1]
    assert isinstance(s, BkState)
    entered = sum(isinstance(e, CreatureEnters) for e in events)
    removed = sum(isinstance(e, CreatureLeaves) for e in events)
    assert len(s.creatures) + len(s.fallen) + removed == entered
    assert all(c.damage < c.toughness for c in s.creatures) and all(c.damage >= c.toughness for c in s.fallen)
