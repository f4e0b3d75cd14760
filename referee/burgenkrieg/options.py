"""What may be entered now in Burgenkrieg, as :class:`~referee.core.option.Option`\\ s.

Concrete entries (a player's turn begins, the next phase, a creature moves to a neighbouring zone,
a creature forced to attack advances) are judged by the engine itself
(:meth:`~referee.core.engine.Engine.options`).  A creature entering (the zones it may enter), an
attack (the zones it may attack, with their walls), an assassination and a rebuild (the creatures
that may be tapped, with the damage or points all of them give) are templates whose values were
found by checking candidates with the engine.  ``reach`` is a fact: the targets a player may name.

>>> from referee.burgenkrieg.engine import BurgenkriegEngine
>>> from referee.burgenkrieg.events import PlayerSpec, Setup, Turn
>>> e = BurgenkriegEngine()
>>> s = e.replay([Setup(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B"))),
...               Turn(player="Ann")])
>>> [(str(o.kind), o.payload.player) for o in e.options(s) if o.allowed
...  and isinstance(o.payload, (TurnPayload, EntersPayload))]
[('turn', 'Bob'), ('turn', 'Ann'), ('creature_enters', 'Ann'), ('creature_enters', 'Bob')]
>>> next(o for o in e.options(s) if o.kind is OptionKind.CREATURE_ENTERS).payload_of(EntersPayload).zones
('A.leibwache', 'A.innen', 'A.aussen')
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.combat import legal_blockers
from referee.burgenkrieg.engine import PHASE_ORDER
from referee.burgenkrieg.events import (
    Assassinate,
    Cast,
    Combat,
    CreatureEnters,
    ForcedAdvance,
    Move,
    NextPhase,
    PermanentEnters,
    PermanentKind,
    Phase,
    Rebuild,
    Role,
    Strike,
    Turn,
)
from referee.burgenkrieg.kinds import OptionKind
from referee.burgenkrieg.payloads import (
    AssassinatePayload,
    AttackPayload,
    CastPayload,
    CountsPayload,
    EntersPayload,
    ForcedAdvancePayload,
    MovePayload,
    PermanentLeavesPayload,
    PermanentPayload,
    PhasePayload,
    ReachPayload,
    RebuildPayload,
    TurnPayload,
)
from referee.burgenkrieg.reach import reach
from referee.burgenkrieg.rules import RULES
from referee.burgenkrieg.state import BkState, Creature
from referee.core.engine import Engine
from referee.core.field import Field
from referee.core.option import Option, accepted, judged, with_payload
from referee.core.verdict import Verdict

# -- the candidates -------------------------------------------------------------------------------


def candidates(engine: Engine[BkState], state: BkState) -> Iterator[Option]:
    """The entries worth offering now (the engine's ``candidates`` hook)."""
    if not state.started:
        yield Option.template(OptionKind.SETUP, "Aufbau", "Setup", ("spielidee", "multiplayer"))
        return
    if state.winner is not None:
        return
    names = [p.name for p in state.players]
    nxt = names[(names.index(state.active) + 1) % len(names)] if state.active in names else names[0]
    for n in sorted(names, key=lambda n: n != nxt):  # the next player's turn first: the way forward names it
        yield with_payload(Option.entry_of(OptionKind.TURN, f"Zug von {n}", f"Turn of {n}", Turn(player=n), ("spielidee",)),
                           TurnPayload(n, n == nxt))
    if state.phase is not None:
        for ph in PHASE_ORDER:
            yield with_payload(Option.entry_of(OptionKind.PHASE, ph.word("de"), ph.word("en"), NextPhase(phase=ph),
                                               ("spielidee",)), PhasePayload(ph))
    for p in sorted(state.players, key=lambda p: p.name != state.active):  # the player on turn first
        yield _enters(engine, state, p.name, p.role)
        r = reach(state, p.name)
        yield Option.template(OptionKind.REACH, f"Reichweite von {p.name}", f"Reach of {p.name}", r.sections,
                              reason=(r.why_de, r.why_en), payload=ReachPayload(p.name, tuple(r.value)))
        yield _permanent(engine, state, p.name)
        yield _cast(engine, state, p.name)
        counted = state.counts_of(p.name)
        yield Option.template(OptionKind.COUNTS, f"Anzahlen von {p.name}", f"Counts of {p.name}", ("spielidee",),
                              payload=CountsPayload(p.name, counted.mana, counted.hand, counted.library,
                                                    counted.graveyard))
    if state.permanents:
        yield Option.template(OptionKind.PERMANENT_LEAVES, "Bleibende Karte verlässt das Spiel", "A permanent leaves play",
                              ("reichweite",), payload=PermanentLeavesPayload(tuple(p.id for p in state.permanents)))
    for p in state.players:
        yield from _assassinations(engine, state, p.name)
    if state.active is not None:  # outside the upkeep refused, with the engine's reason
        yield from _rebuilds(engine, state, state.active)
    for c in state.creatures:
        if c.controller != state.active:
            continue
        if state.phase in (Phase.MAIN, Phase.MAIN2):
            for to in z.adjacent(c.zone):
                yield with_payload(Option.entry_of(OptionKind.MOVE, f"{c.id} nach {z.name(to)}", f"{c.id} to {z.name(to)}",
                                                   Move(creature=c.id, to_zone=z.name(to)), ("bewegung",)),
                                   MovePayload(c.id, z.name(to)))
        if state.phase is Phase.COMBAT:
            yield _attack(engine, state, c)
            yield with_payload(Option.entry_of(OptionKind.FORCED_ADVANCE, f"{c.id} rückt vor (Angriffszwang)",
                                               f"{c.id} advances (forced to attack)", ForcedAdvance(creature=c.id),
                                               ("sonstiges",)), ForcedAdvancePayload(c.id))


def _fresh_id(state: BkState) -> str:
    taken = {c.id for c in state.creatures}
    n = 1
    while f"neu{n}" in taken:
        n += 1
    return f"neu{n}"


def _enters(engine: Engine[BkState], state: BkState, player: str, role: Role) -> Option:
    """The zones a creature of ``player`` may enter (§ kreaturen; a commander: § multiplayer)."""
    cid = _fresh_id(state)
    ok, refusal = accepted(engine, state, (CreatureEnters(id=cid, name="?", controller=player, zone=name,
                                                          power=0, toughness=1) for name in z.ZONE_NAMES))
    sections = ("kreaturen", "multiplayer") if role is Role.COMMANDER else ("kreaturen",)
    return judged(OptionKind.CREATURE_ENTERS, f"Kreatur von {player} kommt ins Spiel", f"A creature of {player} enters",
                  sections, ok, refusal, EntersPayload(player, tuple(ev.zone for ev in ok if isinstance(ev, CreatureEnters))))


def _permanent(engine: Engine[BkState], state: BkState, player: str) -> Option:
    """The zones a permanent of ``player`` lying on no card may enter, and the cards an enchantment may go on."""
    pid = _fresh_id(state)

    def probe(zone: str = "", host: str = "") -> PermanentEnters:
        return PermanentEnters(id=pid, name="?", kind=PermanentKind.ENCHANTMENT if host else PermanentKind.ARTIFACT,
                               controller=player, zone=zone, attached_to=host)

    ok, refusal = accepted(engine, state, [probe(zone=name) for name in z.ZONE_NAMES])
    cards = [c.id for c in state.creatures] + [p.id for p in state.permanents]
    hosts, _ = accepted(engine, state, [probe(host=cid) for cid in cards])
    zones = tuple(ev.zone for ev in ok if isinstance(ev, PermanentEnters))
    return judged(OptionKind.PERMANENT_ENTERS, f"Bleibende Karte von {player} kommt ins Spiel",
                  f"A permanent of {player} enters", ("kreaturen", "reichweite"), [*ok, *hosts], refusal,
                  PermanentPayload(player, zones, tuple(ev.attached_to for ev in hosts
                                                         if isinstance(ev, PermanentEnters))))


def _cast(engine: Engine[BkState], state: BkState, player: str) -> Option:
    """The targets in ``player``'s reach and the cards whose abilities they may use (§ reichweite)."""
    cards = [c.id for c in state.creatures] + [p.id for p in state.permanents]
    names = [p.name for p in state.players]
    ok, refusal = accepted(engine, state, [Cast(player=player, name="?", targets=(t,)) for t in (*cards, *names)])
    own = [c.id for c in state.creatures if c.controller == player] + [
        p.id for p in state.permanents if p.controller == player]
    sources, _ = accepted(engine, state, [Cast(player=player, name="?", targets=(), source=s) for s in own])
    sections = ("reichweite", "multiplayer") if state.team else ("reichweite",)
    return judged(OptionKind.CAST, f"Spruch oder Fähigkeit von {player}", f"A spell or ability of {player}", sections,
                  [*ok, *sources], refusal,
                  CastPayload(player, tuple(t for ev in ok if isinstance(ev, Cast) for t in ev.targets),
                              tuple(ev.source for ev in sources if isinstance(ev, Cast))))


def _untapped(state: BkState, player: str, zone: int) -> list[Creature]:
    return [c for c in state.in_zone(zone) if c.controller == player and not c.tapped]


def _assassinations(engine: Engine[BkState], state: BkState, player: str) -> Iterator[Option]:
    """Each enemy intruder in an own zone: the creatures that may be tapped, the damage all of them deal."""
    side = state.side(player)
    for zone in range(len(z.ZONE_NAMES)):
        if z.side_of(zone) != side:
            continue
        mine = [c.id for c in _untapped(state, player, zone)]
        for intruder in state.enemies_in(side, zone):
            ev = Assassinate(player=player, intruder=intruder.id, tapped=tuple(mine))
            ok, refusal = accepted(engine, state, [ev])
            damage = _damage_dealt(engine.apply(state, ev), intruder) if ok else 0
            yield judged(OptionKind.ASSASSINATE, f"{player} meuchelt {intruder.id}", f"{player} assassinates {intruder.id}",
                         ("meucheln",), ok, refusal, AssassinatePayload(player, intruder.id, tuple(mine), damage))


def _damage_dealt(after: BkState, intruder: Creature) -> int:
    """The damage ``intruder`` took, whether it stays in play or fell by it (§ kampf)."""
    now = next(c for c in (*after.creatures, *reversed(after.fallen)) if c.id == intruder.id)
    return now.damage - intruder.damage


def _rebuilds(engine: Engine[BkState], state: BkState, player: str) -> Iterator[Option]:
    """Each damaged own wall: the creatures that may be tapped, the points all of them restore (with no
    damaged own wall, one refused rebuild that says so)."""
    side = state.side(player)
    damaged = [zone for zone in range(len(z.ZONE_NAMES))
               if z.side_of(zone) == side and state.values[zone] < z.start_value(zone, team=state.team)]
    if not damaged:
        n = RULES.rebuild.power_per_point
        yield judged(OptionKind.REBUILD, "Wiederaufbau", "Rebuild", ("wiederaufbau",), [], Verdict(
            False, ("wiederaufbau",),
            f"Kein eigener Wall ist beschädigt: ein Wiederaufbau bringt einem beschädigten Wall 1 Punkt je {n} "
            "Gesamtstärke getappter eigener Kreaturen zurück.",
            f"No own wall is damaged: a rebuild gives a damaged wall back 1 point per {n} total power of own "
            "creatures tapped."), RebuildPayload(player))
    for zone in damaged:
        mine = [c.id for c in _untapped(state, player, zone)]
        ev = Rebuild(player=player, zone=z.name(zone), tapped=tuple(mine))
        ok, refusal = accepted(engine, state, [ev])
        points = engine.apply(state, ev).values[zone] - state.values[zone] if ok else 0
        yield judged(OptionKind.REBUILD, f"Wiederaufbau {z.name(zone)}", f"Rebuild {z.name(zone)}", ("wiederaufbau",),
                     ok, refusal, RebuildPayload(player, z.name(zone), tuple(mine), points))


def _attack(engine: Engine[BkState], state: BkState, c: Creature) -> Option:
    """The zones ``c`` may attack (an unblocked strike, damage to the wall first), with their walls and
    the defenders that may block there (the engine's own ``legal_blockers``)."""
    side = state.side(c.controller)
    probes = []
    for target in z.adjacent(c.zone):
        wall = state.wall_value(side, target)
        to_wall = c.power if z.area_of(target) == "leibwache" else min(c.power, wall)
        if z.side_of(target) == side:
            to_wall = 0
        probes.append(Combat(strikes=(Strike(creature=c.id, target=z.name(target), to_wall=to_wall,
                                             to_trigger=c.power - to_wall),)))
    ok, refusal = accepted(engine, state, probes)
    zones = [ev.strikes[0].target for ev in ok if isinstance(ev, Combat)]
    return judged(OptionKind.ATTACK, f"{c.id} greift an", f"{c.id} attacks", ("kampf",), ok, refusal,
                  AttackPayload(c.id, tuple(zones), tuple(state.wall_value(side, z.index(t)) for t in zones),
                                tuple(tuple(legal_blockers(state, side, z.index(t))) for t in zones)))

#: no creature can move now (the move dialog's note)
NO_CREATURE_MOVES = Field("Jetzt kann keine Kreatur bewegt werden (nur ungetappt, ohne Einsatzverzögerung, in der "
                          "eigenen Hauptphase).",
                          "No creature can move now (only untapped, without summoning sickness, in its controller's "
                          "main phase).", ("bewegung",))
