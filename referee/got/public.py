"""Gods of Titan as the players may see it: the public part of the table (10.3, 24.3, 24.4).

The players' display (window, web page, ``state.json``) shows only this. What the scribe knows of an army and
what the table knows are different things: the contents of an army stay secret until they are fought, or beaten in
a flight, negotiation or concession (10.3); a revealed Titan stays revealed (24.3), the Phantom is placed face up
(24.4). What is public is derived from the journal, entry by entry (:func:`knowledge`); how far the display goes is
the table's named interpretation ``got.public_armies`` (``open``: the table plays open) and ``got.public_recruits``.

>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> setup = GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1), PlayerSetup("B", "titan", "Blau", 2),
...     PlayerSetup("C", "titan", "Gelb", 3)))
>>> view = public(GotEngine().replay([setup]), [setup])
>>> view.round, view.pact_rounds_left, view.players[0].titan_power
(1, 10, 6)
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from referee.core.events import Event
from referee.core.view import Header, TableView
from referee.got.army import REVEALED_MARKERS
from referee.got.engine import GotEngine
from referee.got.events import Recruit
from referee.got.fight import ATT, DFN, copies, hits_of, several
from referee.got.fight_values import value_of
from referee.got.goals import goals_of, victory_points
from referee.got.gods import GOD_STEP
from referee.got.numbers import NUMBERS
from referee.got.readings import PublicArmies, PublicRecruits
from referee.got.settle import Outcome, outcome_name
from referee.got.side import Side
from referee.got.state import NEUTRAL, Army, BattleRecord, Fight, GotState, Player
from referee.got.view import header as got_header

#: battles whose armies were fought on the battlefield: every figure shown (10.3, 20.4)
FOUGHT = frozenset({Outcome.FOUGHT.value, Outcome.MUTUAL.value, Outcome.TIMEOUT.value,
                    Outcome.CONCESSION_DURING.value, Outcome.CONCESSION_BOTH_DURING.value})
#: how many settled battles the display tells in words
LAST_BATTLES = 3


@dataclasses.dataclass(frozen=True)
class Known:
    """What the table knows of one army: figures known to be in it, and whether that is all of them."""

    figures: tuple[str, ...] = ()
    complete: bool = False


@dataclasses.dataclass(frozen=True)
class Knowledge:
    """What the table knows after some entries: per army marker, and the players whose Titan is revealed (24.3)."""

    armies: tuple[tuple[str, Known], ...] = ()
    titans: frozenset[str] = frozenset()

    def of(self, marker: str) -> Known:
        return dict(self.armies).get(marker, Known())


@dataclasses.dataclass(frozen=True)
class PublicArmy:
    """An army as the table sees it: where, whose, how many figures, and those of them that are public."""

    marker: str
    owner: str
    #: the land with its terrain where the label does not say it (``Heide 7 (Brush)``)
    land: str
    size: int
    figures: tuple[str, ...]

    @property
    def hidden(self) -> int:
        """How many of its figures are not public."""
        return self.size - len(self.figures)


@dataclasses.dataclass(frozen=True)
class PublicPlayer:
    name: str
    colour: str
    role: str
    points: Fraction
    gems: int
    #: None while the player leads no Titan (the Darklord before the Dark-Titan, the Phantom)
    titan_power: int | None
    points_to_next_power: Fraction
    next_god: int
    victory_points: int
    goals: tuple[str, ...]
    titan_revealed: bool
    phantom: bool
    eliminated: bool


@dataclasses.dataclass(frozen=True)
class PublicFighter:
    name: str
    power: int
    skill: int
    hits: int
    #: the round it fell in (None: still standing)
    beaten_in: int | None


@dataclasses.dataclass(frozen=True)
class PublicFight:
    """The battle being recorded: the armies as far as revealed (``revealed``: from the first round, 10.3)."""

    attacker: str
    defender: str
    attacker_owner: str
    defender_owner: str
    land: str
    round: int
    revealed: bool
    attackers: tuple[PublicFighter, ...] = ()
    defenders: tuple[PublicFighter, ...] = ()
    attacker_size: int = 0
    defender_size: int = 0

    def hits(self, side: Side) -> int:
        """The damage dealt so far by ``side`` ("attacker"/"defender"): the hits on the other side's standing figures
        and the power of those beaten."""
        return sum(f.power if f.beaten_in is not None else f.hits for f in (self.defenders if side == ATT else self.attackers))


@dataclasses.dataclass(frozen=True)
class PublicBattle:
    """A settled battle told in words, with only its public figures (the winner of a flight, negotiation or
    concession before the battle stays hidden, 10.3)."""

    round: int
    land: str
    attacker: str
    defender: str
    outcome: str
    winner: str | None
    points: Fraction
    beaten: tuple[str, ...]
    text: str


@dataclasses.dataclass(frozen=True)
class GotPublic(TableView):
    """Gods of Titan as the players may see it."""

    lang: str
    round: int
    #: rounds the non-aggression pact still holds, this one included (8.3); 0 once it is over
    pact_rounds_left: int
    open_table: bool
    players: tuple[PublicPlayer, ...]
    armies: tuple[PublicArmy, ...]
    battles: tuple[PublicBattle, ...]
    fight: PublicFight | None
    game: str = "got"


def _counter(names: Sequence[str]) -> Counter[str]:
    return Counter(names)


def _names(c: Counter[str]) -> tuple[str, ...]:
    return tuple(sorted(c.elements()))


def step(k: Knowledge, before: GotState, ev: Event, after: GotState, *, recruits_shown: bool | None = None) -> Knowledge:
    """What the table knows after ``ev`` took the table from ``before`` to ``after``."""
    if recruits_shown is None:
        recruits_shown = after.reading(PublicRecruits) is PublicRecruits.SHOWN
    old = {a.marker: a for a in before.armies}
    known = dict(k.armies)
    new: dict[str, Known] = {}
    for a in after.armies:
        was_army = old.get(a.marker)
        kn = known.get(a.marker, _NOTHING)
        if was_army is None or was_army.owner != a.owner:
            kn = _NOTHING  # a new army (a split, a marker used again): nothing known
        elif was_army.figures != a.figures:
            was, now = was_army.figures.as_counter(), a.figures.as_counter()
            if not (was - now):
                if isinstance(ev, Recruit) and ev.marker == a.marker and recruits_shown:
                    kn = Known(_names(_counter(kn.figures) + (now - was)), kn.complete)
                else:
                    kn = Known(kn.figures, False)  # figures joined unseen (22, 21)
            else:
                kn = _NOTHING  # figures left unseen (a split, a correction)
        new[a.marker] = kn
    for r in after.battles[len(before.battles):]:
        _settled(r, old, new, after)
    f = after.fight
    if f is not None and f.round >= 1:  # fought: every figure of both armies is shown (10.3)
        for m in (f.attacker, f.defender):
            if m in new:
                new[m] = Known(after.army(m).figures.names(), True)
    titans = set(k.titans)
    for p in after.players:
        if p.titan_revealed:
            titans.add(p.name)
    for a in after.armies:
        kn = new[a.marker]
        if kn.complete and a.owner != NEUTRAL and "Titan" in kn.figures:
            titans.add(a.owner)
    return Knowledge(tuple(new.items()), frozenset(titans))


_NOTHING = Known()


def _settled(r: BattleRecord, old: dict[str, Army], new: dict[str, Known], after: GotState) -> None:
    sides = ((r.attacker, r.attacker_figures, r.killed_attacker), (r.defender, r.defender_figures, r.killed_defender))
    fought = r.outcome in FOUGHT or bool(r.rounds)
    for marker, figures, killed in sides:
        if marker not in new or marker not in old:
            continue
        now = after.army(marker).figures.as_counter()
        kn = new[marker]
        if fought:
            figs = (_counter(figures) - _counter(killed)) & now
            complete = figs == now
        else:  # its beaten figures were shown (10.3); the rest stays as it was known
            figs = (_counter(kn.figures) - _counter(killed)) & now
            complete = kn.complete and figs == now
        new[marker] = Known(_names(figs), complete)


def knowledge(events: Sequence[Event], states: Sequence[GotState] | None = None, *,
              start: tuple[int, Knowledge] | None = None) -> Knowledge:
    """What the table knows after ``events``; ``states`` (the state before the first and after each event, as a
    journal keeps them) saves replaying them; ``start`` = (n, what was known after the first n events) goes on
    from there."""
    if states is None:
        engine = GotEngine()
        found = [engine.initial_state()]
        for ev in events:
            found.append(engine.record(found[-1], ev).state)
        states = found
    first, k = start if start is not None else (0, Knowledge())
    shown: bool | None = None
    for i in range(first, len(events)):
        after = states[i + 1]
        if shown is None and after.started:
            shown = after.reading(PublicRecruits) is PublicRecruits.SHOWN
        k = step(k, states[i], events[i], after, recruits_shown=shown if shown is not None else False)
    return k


def _army(a: Army, k: Knowledge, state: GotState, open_table: bool) -> PublicArmy:
    if open_table:
        return PublicArmy(a.marker, a.owner, str(a.land), a.size, a.figures.names())
    figs = _counter(k.of(a.marker).figures)
    owner = None if a.owner == NEUTRAL else next((p for p in state.players if p.name == a.owner), None)
    for master in REVEALED_MARKERS:  # a revealed Titan stays revealed (24.3); a beaten Titan's Phantom lies face up
        # (24.4; not the Darklord's Phantom of his start army, 5.7)
        shown = owner is not None and (owner.name in k.titans or (master == "Phantom" and owner.phantom))
        if shown and a.figures.count(master) > figs[master]:
            figs[master] = a.figures.count(master)
    return PublicArmy(a.marker, a.owner, str(a.land), a.size, _names(figs & a.figures.as_counter()))


def _player(p: Player, state: GotState, lang: str) -> PublicPlayer:
    points = p.points
    table = goals_of(p)
    return PublicPlayer(
        p.name, p.colour, p.role.value, points, p.gems, p.titan_power if state.has_titan(p) else None,
        Fraction(max(7, int(points // 100) + 1) * 100) - points, (int(points // GOD_STEP) + 1) * GOD_STEP,
        victory_points(p), tuple(table[g].de if lang == "de" else table[g].en for g in p.goals if g in table),
        p.titan_revealed, p.phantom, p.eliminated)


def _fight(f: Fight, state: GotState, open_table: bool) -> PublicFight:
    att, dfn = state.army(f.attacker), state.army(f.defender)
    revealed = open_table or f.round >= 1
    base = PublicFight(f.attacker, f.defender, att.owner, dfn.owner, str(dfn.land), f.round, revealed,
                       attacker_size=att.size, defender_size=dfn.size)
    if not revealed:
        return base

    def side(name: Side) -> tuple[PublicFighter, ...]:
        fell = {(n, k): r for (r, _, _), (s, n, k) in zip(f.beaten, f.fallen, strict=True) if s == name}
        out = []
        for n, k in copies(state, f, name):
            v = value_of(state, f, name, n, k)
            label = f"{n} {k}" if several(state, f, name, n) else n
            rnd = fell.get((n, k))
            out.append(PublicFighter(label, v.power, v.skill or 0, hits_of(f, name, n, k), rnd))
        return tuple(out)

    return dataclasses.replace(base, attackers=side(ATT), defenders=side(DFN))


def battle_text(r: BattleRecord, state: GotState, lang: str) -> str:
    """One settled battle in words: ``Runde 12, Sumpf: Blau 2 schlägt Rot 1 (Schlacht), 28 KP; geschlagen: Ogre``."""
    o = Outcome(r.outcome)
    beaten = [*r.killed_attacker, *r.killed_defender]
    who = r.winner or ("niemand" if lang == "de" else "nobody")
    points = str(r.points) if r.points.denominator != 1 else str(r.points.numerator)
    if lang == "de":
        text = (f"Runde {r.round}, {r.land.label}: {r.attacker} gegen {r.defender} – {outcome_name(o, lang)}, "
                f"Sieger {who}, {points} KP")
        return text + (f"; geschlagen: {', '.join(beaten)}" if beaten else "")
    text = f"Round {r.round}, {r.land.label}: {r.attacker} against {r.defender} – {outcome_name(o, lang)}, " \
           f"winner {who}, {points} CP"
    return text + (f"; beaten: {', '.join(beaten)}" if beaten else "")


def _battle(r: BattleRecord, state: GotState, lang: str) -> PublicBattle:
    return PublicBattle(r.round, r.land.label, r.attacker, r.defender, outcome_name(Outcome(r.outcome), lang),
                        r.winner, r.points, (*r.killed_attacker, *r.killed_defender), battle_text(r, state, lang))


def public(state: GotState, events: Sequence[Event], lang: str = "de", *, states: Sequence[GotState] | None = None,
           known: Knowledge | None = None) -> GotPublic:
    """The table as its players may see it after ``events`` (``state`` is the state after them)."""
    open_table = state.reading(PublicArmies) is PublicArmies.OPEN
    k = known if known is not None else knowledge(events, states)
    h: Header = got_header(state, lang)
    return GotPublic(
        header=h, lang=lang, round=state.round,
        pact_rounds_left=max(0, NUMBERS.movement.non_aggression_rounds - state.round + 1), open_table=open_table,
        players=tuple(_player(p, state, lang) for p in state.seat_order),
        armies=tuple(_army(a, k, state, open_table) for a in state.armies),
        battles=tuple(_battle(r, state, lang) for r in reversed(state.battles[-LAST_BATTLES:])),
        fight=None if state.fight is None else _fight(state.fight, state, open_table))
