"""The dice's luck, from the record (issue 26): for every battle recorded round by round, the damage each side
dealt in each round against what the odds engine expected from the state at the start of that round.

The expectation uses the odds engine's own strike laws (:mod:`referee.got.odds`, 13.2–13.4): each figure standing
at the start of the round strikes, in each strike phase of the round (11.1, 11.9), the target the engine would
pick; a strike's hits beyond its target's remaining life are lost, and the round's sum cannot pass what the other
side can still take (carry-over, 13.6, and figures falling within the round are not followed). Damage dealt is read
from the record: a figure beaten in the round took its remaining life, a standing one the hits recorded on it. A
side's round counts only when that is known: the round's entry records hits on the other side's figures, or none of
them stands after it (a round entered with the beaten figures only says nothing of the hits on the others, and is
left out).

>>> from referee.got.odds.dice import hits
>>> law = tuple(float(x) for x in hits(2, 4).fractions())   # one strike of 2 dice needing 4+
>>> r = luck_of([law], 2)
>>> r.mean, r.at_least
(1.0, 0.25)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import overload

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.got.engine import GotEngine
from referee.got.events import BattleOpened, BattleRound
from referee.got.fight import ATT, DFN, copies, hits_of, standing_copies
from referee.got.fight_values import odds_context, value_of
from referee.got.odds.battle_exact import Model
from referee.got.odds.battle_tables import build_tables
from referee.got.odds.setup import Stand
from referee.got.odds.specs import parse_stand
from referee.got.state import NEUTRAL, Fight, GotState

Law = tuple[float, ...]


@dataclasses.dataclass(frozen=True)
class Luck:
    """Damage dealt against its law: the mean, the chance of doing at least as well, and where it ranks (the
    chance of doing worse, half of an equal result counted: 0.5 is an ordinary result)."""

    dealt: int
    mean: float
    at_least: float
    rank: float
    law: Law = ()

    @property
    def above(self) -> float:
        return self.dealt - self.mean


def _convolve(a: Law, b: Law) -> Law:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return tuple(out)


def _capped(law: Law, cap: int) -> Law:
    if cap >= len(law) - 1:
        return law
    return (*law[:cap], sum(law[cap:]))


def luck_of(laws: Sequence[Law], dealt: int, *, cap: int | None = None) -> Luck:
    """The luck of ``dealt`` against the sum of independent strikes of ``laws`` (P(hits = k) = law[k]), the sum
    capped at ``cap`` (what the other side can still take)."""
    total: Law = (1.0,)
    for law in laws:
        total = _convolve(total, law)
    if cap is not None:
        total = _capped(total, max(cap, dealt))
    return _judge(total, dealt)


def _judge(total: Law, dealt: int) -> Luck:
    mean = sum(k * p for k, p in enumerate(total))
    at_least = sum(total[dealt:]) if dealt < len(total) else 0.0
    below = sum(total[:dealt]) if dealt <= len(total) else 1.0
    equal = total[dealt] if dealt < len(total) else 0.0
    return Luck(dealt, round(mean, 12), round(min(1.0, at_least), 12), round(below + equal / 2, 12), total)


def combine(parts: Sequence[Luck]) -> Luck:
    """Several independent results as one: the dealt damage and the laws summed."""
    total: Law = (1.0,)
    for p in parts:
        total = _convolve(total, p.law)
    return _judge(total, sum(p.dealt for p in parts))


@dataclasses.dataclass(frozen=True)
class RoundLuck:
    round: int
    side: str
    player: str
    luck: Luck


@dataclasses.dataclass(frozen=True)
class BattleLuck:
    attacker: str
    defender: str
    owners: tuple[str, str]
    rounds: tuple[RoundLuck, ...]

    def of(self, side: str) -> Luck:
        return combine([r.luck for r in self.rounds if r.side == side])


def _stands(state: GotState, f: Fight, side: str) -> list[tuple[tuple[str, int], Stand]]:
    left = standing_copies(state, f, side)
    context = odds_context(state, f, side, [n for n, _ in left])
    return [((n, k), dataclasses.replace(parse_stand(n, context=context), damage=hits_of(f, side, n, k)))
            for n, k in left]


def _dealt(state: GotState, before: Fight, after: Fight, target_side: str, rnd: int) -> int:
    """Damage dealt to ``target_side`` in round ``rnd``: remaining life of those beaten, new hits on the rest."""
    fell = {(n, k) for (r, _, _), (s, n, k) in zip(after.beaten, after.fallen, strict=True) if s == target_side
            and r == rnd}
    total = 0
    for n, k in copies(state, before, target_side):
        was = hits_of(before, target_side, n, k)
        if (n, k) in fell:
            total += max(0, value_of(state, before, target_side, n, k).power - was)
        elif (n, k) in standing_copies(state, before, target_side):
            total += max(0, hits_of(after, target_side, n, k) - was)
    return total


def _known(state: GotState, after: Fight, ev: BattleRound, target_side: str) -> bool:
    """Is the damage dealt to ``target_side`` in the round known? Yes when the round's entry records hits on its
    figures, or none of them stands after it; else the hits on those standing were not entered."""
    return any(d.side.value == target_side for d in ev.damage) or not standing_copies(state, after, target_side)


def round_luck(state: GotState, after: GotState, ev: BattleRound) -> tuple[RoundLuck, ...]:
    """Each side's luck in the round ``ev`` records (``state`` before it, ``after`` after it)."""
    f, g = state.fight, after.fight
    if f is None or g is None:
        return ()
    try:
        att, dfn = _stands(state, f, ATT), _stands(state, f, DFN)
    except RefereeError:  # a figure the odds engine does not model: no luck for this round
        return ()
    if not att or not dfn:
        return ()
    nxt = f.next_round
    try:
        t = build_tables([s for _, s in att], [s for _, s in dfn], start_round=ev.round,
                         next_phase="attacker" if ev.round == 1 or nxt == 1 else "defender",
                         settings=dict(state.settings))
    except RefereeError:  # a state the odds engine does not model: no luck for this round
        return ()
    model = Model(t)
    start = (tuple(s.damage for _, s in att), tuple(s.damage for _, s in dfn), 0, 0)
    # each strike capped at its target's remaining life (13.6's carry-over is not followed), the round's sum at
    # the remaining life of the whole other side
    laws: dict[str, list[Law]] = {ATT: [], DFN: []}
    room: dict[str, int] = {}
    for k, (rnd, _) in enumerate(t.phases):
        if rnd != ev.round:
            continue
        for side in (ATT, DFN):
            other = DFN if side == ATT else ATT
            dmg = start[0] if other == ATT else start[1]
            room[side] = sum(max(0, int(t.life[other][k][j]) - int(dmg[j])) for j in range(len(dmg)))
            for i in range(len(t.stands[side])):
                j = model.target(side, k, i, start)
                if j < 0:
                    continue
                law = tuple(float(x) for x in t.laws[int(t.rows[side][k, i, j])])
                laws[side].append(_capped(law, int(t.life[other][k][j]) - int(dmg[j])))
    owners = {ATT: state.army(f.attacker).owner, DFN: state.army(f.defender).owner}
    out = []
    for side in (ATT, DFN):
        other = DFN if side == ATT else ATT
        if laws[side] and _known(state, g, ev, other):
            luck = luck_of(laws[side], _dealt(state, f, g, other, ev.round), cap=room.get(side))
            out.append(RoundLuck(ev.round, side, owners[side], luck))
    return tuple(out)


class LazyStates(Sequence[GotState]):
    """A journal's states looked up only where they are read (``state_after(n)``: the state after ``n`` entries)."""

    def __init__(self, state_after: Callable[[int], GotState], count: int) -> None:
        self.state_after, self._n = state_after, count

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, i: int) -> GotState: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[GotState]: ...

    def __getitem__(self, i: int | slice) -> GotState | Sequence[GotState]:
        if isinstance(i, slice):
            return [self.state_after(k) for k in range(self._n)[i]]
        if not -self._n <= i < self._n:
            raise IndexError(i)
        return self.state_after(i % self._n)


#: a memo of :func:`round_luck` by the two states (kept with it, so that their ids stay theirs)
Memo = dict[tuple[int, int], tuple[GotState, GotState, tuple[RoundLuck, ...]]]


def battles_luck(events: Sequence[Event], states: Sequence[GotState] | None = None, *,
                 memo: Memo | None = None) -> tuple[BattleLuck, ...]:
    """The luck of every battle recorded round by round, in the order they were opened (``memo`` keeps each round's
    luck for the next call)."""
    if states is None:
        engine = GotEngine()
        found = [engine.initial_state()]
        for e in events:
            found.append(engine.record(found[-1], e).state)
        states = found
    out: list[BattleLuck] = []
    current: list[RoundLuck] = []
    opened: BattleOpened | None = None
    owners = ("", "")
    for i, e in enumerate(events):  # the states only around the battles' entries (a journal may look them up)
        if isinstance(e, BattleOpened):
            after = states[i + 1]
            if after.fight is None:
                continue
            if opened is not None and current:
                out.append(BattleLuck(opened.attacker, opened.defender, owners, tuple(current)))
            opened, current = e, []
            owners = (after.army(e.attacker).owner, after.army(e.defender).owner)
        elif isinstance(e, BattleRound) and opened is not None:
            before, after = states[i], states[i + 1]
            kept = memo.get((id(before), id(after))) if memo is not None else None
            if kept is not None and kept[0] is before and kept[1] is after:
                judged = kept[2]
            else:
                judged = round_luck(before, after, e)
                if memo is not None:
                    memo[(id(before), id(after))] = (before, after, judged)
            current.extend(judged)
    if opened is not None and current:
        out.append(BattleLuck(opened.attacker, opened.defender, owners, tuple(current)))
    return tuple(out)


def _number(x: float, lang: str) -> str:
    text = f"{abs(x):.1f}"
    return text.replace(".", ",") if lang == "de" else text


def sentence(player: str, luck: Luck, lang: str, *, where: str = "battle") -> str:
    """``Anna's dice: 2.1 hits above expectation this battle — luckier than 83 % of such battles``."""
    pct = round(100 * luck.rank)
    if lang == "de":
        how = "über" if luck.above >= 0 else "unter"
        span = "in dieser Schlacht" if where == "battle" else "in dieser Partie"
        such = "solcher Schlachten" if where == "battle" else "solcher Partien"
        return (f"{player}s Würfel: {_number(luck.above, lang)} Treffer {how} der Erwartung {span} – "
                f"mehr Glück als {pct} % {such}")
    how = "above" if luck.above >= 0 else "below"
    span = "this battle" if where == "battle" else "this game"
    such = "such battles" if where == "battle" else "such games"
    owner = f"{player}'" if player.endswith("s") else f"{player}'s"
    return f"{owner} dice: {_number(luck.above, lang)} hits {how} expectation {span} — luckier than {pct} % of {such}"


def detail(b: BattleLuck, lang: str) -> tuple[str, ...]:
    """Round by round: dealt, expected (mean) and the chance of at least as many."""
    out = []
    for r in b.rounds:
        who = r.player if r.player != NEUTRAL else r.side
        if lang == "de":
            out.append(f"{who}, Runde {r.round}: {r.luck.dealt} Schaden, erwartet {_number(r.luck.mean, lang)}, "
                       f"mindestens so viel mit {round(100 * r.luck.at_least)} %")
        else:
            out.append(f"{who}, round {r.round}: {r.luck.dealt} damage, expected {_number(r.luck.mean, lang)}, "
                       f"at least as much {round(100 * r.luck.at_least)} % of the time")
    return tuple(out)


def luck_lines(state: GotState, events: Sequence[Event], lang: str = "de", *,
               states: Sequence[GotState] | None = None, memo: Memo | None = None) -> tuple[str, ...]:
    """In plain words: the last recorded battle's two sides, then each player's luck over the game."""
    battles = battles_luck(events, states, memo=memo)
    if not battles:
        return ()
    last = battles[-1]
    lines = [sentence(owner, last.of(side), lang) for side, owner in zip((ATT, DFN), last.owners, strict=True)
             if owner != NEUTRAL and any(r.side == side for r in last.rounds)]
    players: dict[str, list[Luck]] = {}
    for b in battles:
        for side, owner in zip((ATT, DFN), b.owners, strict=True):
            if owner != NEUTRAL and any(r.side == side for r in b.rounds):
                players.setdefault(owner, []).append(b.of(side))
    lines += [sentence(p, combine(parts), lang, where="game") for p, parts in players.items()]
    return tuple(lines)
