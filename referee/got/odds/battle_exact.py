"""Scalar reference of the battle model: exact dynamic programming and a plain per-battle loop.

Both follow the same steps as the vectorised sampler (:mod:`referee.got.odds.battle_sample`),
one battle at a time: the exact DP branches on every outcome of every strike and is
meant for small battles (tests validate the sampler against it); the plain loop is
the benchmark's yardstick.

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> r = exact_battle(build_tables((Stand(ogre),), (Stand(ogre),)))
>>> round(sum(r[k] for k in ("attacker_wins", "defender_wins", "mutual", "timeout")), 12)
1.0
"""

from __future__ import annotations

import random
from functools import cache

import numpy as np

from referee.got.odds.battle_tables import SIDES, Tables, build_tables, other_side
from referee.got.odds.setup import Stand
from referee.got.side import Side

__all__ = ["Stand", "build_tables", "exact_battle", "loop_battles"]

#: State: (damage of attackers, damage of defenders, reinforcement state, angel state).
#: reinforcement: 0 not yet, 1 on the field, 2 refused; angel: 0 not earned, 1 due, 2 on the field, 3 lost.
State = tuple[tuple[int, ...], tuple[int, ...], int, int]
OUTCOMES = ("attacker_wins", "defender_wins", "mutual", "timeout")


class Model:
    """The rules of the battle model on scalar states."""

    def __init__(self, t: Tables) -> None:
        self.t = t
        self.reinf_slot = len(t.stands[Side.DEFENDER]) - 1 if (t.joins[Side.DEFENDER] >= 0).any() else -1
        self.reinf_phase = int(t.joins[Side.DEFENDER][-1]) if self.reinf_slot >= 0 else -1
        self.cap = {s: [int(c) for c in t.life[s].max(axis=0)] for s in SIDES}

    def present(self, side: Side, i: int, reinf: int, angel: int) -> bool:
        if side == Side.DEFENDER and i == self.reinf_slot:
            return reinf == 1
        if side == Side.ATTACKER and i == self.t.angel:
            return angel == 2
        return True

    def alive(self, side: Side, k: int, dmg: tuple[int, ...], reinf: int, angel: int) -> list[bool]:
        life = self.t.life[side][k]
        return [self.present(side, i, reinf, angel) and dmg[i] < life[i] for i in range(len(dmg))]

    def begin(self, k: int, st: State) -> tuple[State, dict[Side, list[bool]], bool]:
        """Start of phase ``k``: joins, start damage, the Necromancer's point, Flameburst.

        Returns the state, who strikes in this phase, and whether Fear halves the strike-backs.
        """
        dmg_a, dmg_d, reinf, angel = st
        if k == self.reinf_phase and reinf == 0:
            n = sum(self.alive(Side.DEFENDER, k, dmg_d, reinf, angel))
            reinf = 1 if n < self.t.max_size[Side.DEFENDER] else 2
        if self.t.phases[k][1] == Side.ATTACKER and angel == 1:
            n = sum(self.alive(Side.ATTACKER, k, dmg_a, reinf, angel))
            angel = 2 if n < self.t.max_size[Side.ATTACKER] else 3
        dmg = {Side.ATTACKER: list(dmg_a), Side.DEFENDER: list(dmg_d)}
        strikers = {s: self.alive(s, k, tuple(dmg[s]), reinf, angel) for s in SIDES}
        t = self.t
        for s in SIDES:
            for i, ok in enumerate(strikers[s]):
                if ok:
                    dmg[s][i] += int(t.start_damage[s][k, i])
        active = t.phases[k][1]
        other = other_side(active)
        life = t.life[other][k]

        def living() -> list[int]:
            return [j for j in range(len(dmg[other]))
                    if self.present(other, j, reinf, angel) and dmg[other][j] < life[j]]

        slot = t.ping_slot[active]
        if slot >= 0 and strikers[active][slot]:
            best, best_j = -np.inf, -1
            for j in living():
                sc = t.ping_score[active][k, j, life[j] - dmg[other][j]]
                if sc > best:
                    best, best_j = sc, j
            if best >= 0:
                dmg[other][best_j] += int(t.ping_dmg[other][best_j])
        k_burst, phoenixes = t.burst[active]
        if k == k_burst:
            n = sum(strikers[active][i] for i in phoenixes)
            for j in living():
                dmg[other][j] += n * int(t.burst_dmg[other][j])
        k_fear, nightmares = t.fear[active]
        feared = k == k_fear and any(strikers[active][i] for i in nightmares)
        for s in SIDES:
            dmg[s] = [min(d, c) for d, c in zip(dmg[s], self.cap[s], strict=True)]
        return (tuple(dmg[Side.ATTACKER]), tuple(dmg[Side.DEFENDER]), reinf, angel), strikers, feared

    def target(self, side: Side, k: int, i: int, st: State) -> int:
        """The target of figure ``i`` of ``side`` (−1 when no enemy is left), by the score table."""
        other = other_side(side)
        dmg = st[0] if other == Side.ATTACKER else st[1]
        life = self.t.life[other][k]
        best, best_j = -np.inf, -1
        for j, ok in enumerate(self.alive(other, k, dmg, st[2], st[3])):
            if ok:
                sc = self.t.score[side][k, i, j, life[j] - dmg[j]]
                if sc > best:
                    best, best_j = sc, j
        return best_j

    def end(self, k: int, st: State) -> str:
        """Outcome after phase ``k`` (``""`` while the battle goes on)."""
        a = any(self.alive(Side.ATTACKER, k, st[0], st[2], st[3]))
        d = any(self.alive(Side.DEFENDER, k, st[1], st[2], st[3]))
        if not a and not d:
            return "mutual"
        if not d:
            return "attacker_wins"
        if not a:
            return "defender_wins"
        return ""

    def after(self, k: int, was: tuple[bool, ...], st: State) -> State:
        """The angel is due after a phase in which a defender figure fell (18.1)."""
        if self.t.angel < 0 or st[3] != 0:
            return st
        now = self.alive(Side.DEFENDER, k, st[1], st[2], st[3])
        if any(w and not n for w, n in zip(was, now, strict=True)):
            return (st[0], st[1], st[2], 1)
        return st

    def points(self, outcome: str, st: State) -> tuple[float, float]:
        if outcome == "attacker_wins":
            return sum(v for i, v in enumerate(self.t.values[Side.DEFENDER])
                       if self.present(Side.DEFENDER, i, st[2], st[3])), 0.0
        if outcome == "defender_wins":
            return 0.0, sum(v for i, v in enumerate(self.t.values[Side.ATTACKER])
                            if self.present(Side.ATTACKER, i, st[2], st[3]))
        return 0.0, 0.0

    def survivors(self, k: int, outcome: str, st: State) -> tuple[int, int]:
        a = sum(self.alive(Side.ATTACKER, k, st[0], st[2], st[3]))
        d = sum(self.alive(Side.DEFENDER, k, st[1], st[2], st[3]))
        return (0 if outcome == "timeout" else a), d

    def strike_order(self, k: int, strikers: dict[Side, list[bool]]) -> tuple[tuple[Side, int], ...]:
        active = self.t.phases[k][1]
        passive = other_side(active)
        return tuple((active, i) for i in self.t.order[active] if strikers[active][i]) + \
            tuple((passive, j) for j in self.t.order[passive] if strikers[passive][j])


def _hit(st: State, side: Side, j: int, dmg: int) -> State:
    a, d, r, g = st
    if side == Side.ATTACKER:
        a = (*a[:j], a[j] + dmg, *a[j + 1:])
    else:
        d = (*d[:j], d[j] + dmg, *d[j + 1:])
    return (a, d, r, g)


def _initial(t: Tables) -> State:
    return (tuple(s.damage for s in t.stands[Side.ATTACKER]), tuple(s.damage for s in t.stands[Side.DEFENDER]), 0, 0)


def exact_battle(t: Tables) -> dict[str, float]:
    """Exact outcome chances, expected points and survivors by exhaustive DP (small battles only)."""
    m = Model(t)
    K = len(t.phases)
    VEC = 8  # 4 outcomes, points A, points D, survivors A, survivors D

    def leaf(k: int, outcome: str, st: State) -> tuple[float, ...]:
        pa, pd = m.points(outcome, st)
        sa, sd = m.survivors(k, outcome, st)
        return (*tuple(1.0 if o == outcome else 0.0 for o in OUTCOMES), pa, pd, float(sa), float(sd))

    @cache
    def phase(k: int, st: State) -> tuple[float, ...]:
        if k == K:
            return leaf(K - 1, "timeout", st)
        begun, strikers, feared = m.begin(k, st)
        return strike(k, m.strike_order(k, strikers), 0, tuple(strikers[Side.DEFENDER]), feared, begun)

    @cache
    def strike(k: int, order: tuple[tuple[Side, int], ...], pos: int, was: tuple[bool, ...], feared: bool,
               st: State) -> tuple[float, ...]:
        if pos == len(order):
            outcome = m.end(k, st)
            if outcome:
                return leaf(k, outcome, st)
            return phase(k + 1, m.after(k, was, st))
        side, i = order[pos]
        j = m.target(side, k, i, st)
        if j < 0:
            return strike(k, order, pos + 1, was, feared, st)
        other = other_side(side)
        law = t.laws[int((t.rows_fear if feared else t.rows)[side][k, i, j])]
        cap = int(t.life[other][:, j].max())
        cur = (st[0] if other == Side.ATTACKER else st[1])[j]
        acc = [0.0] * VEC
        for dmg, p in enumerate(law):
            if p:
                nxt = _hit(st, other, j, min(dmg, cap - cur))
                sub = strike(k, order, pos + 1, was, feared, nxt)
                for n in range(VEC):
                    acc[n] += p * sub[n]
        return tuple(acc)

    res = [float(x) for x in phase(0, _initial(t))]
    out = dict(zip(OUTCOMES, res[:4], strict=True))
    out.update(expected_points_attacker=res[4], expected_points_defender=res[5],
               expected_survivors_attacker=res[6], expected_survivors_defender=res[7])
    return out


def _draw(cdf: list[float], u: float) -> int:
    for d, c in enumerate(cdf):
        if u < c:
            return d
    return len(cdf) - 1


def loop_battles(t: Tables, samples: int, seed: int | None = None) -> dict[str, float]:
    """The same model, one battle at a time in plain Python (the benchmark's yardstick)."""
    m = Model(t)
    rng = random.Random(seed)
    cdfs = [[float(c) for c in np.cumsum(law)] for law in t.laws]
    counts = dict.fromkeys(OUTCOMES, 0.0)
    pts = [0.0, 0.0]
    for _ in range(samples):
        st = _initial(t)
        outcome = "timeout"
        for k in range(len(t.phases)):
            st, strikers, feared = m.begin(k, st)
            rows = t.rows_fear if feared else t.rows
            for side, i in m.strike_order(k, strikers):
                j = m.target(side, k, i, st)
                if j >= 0:
                    st = _hit(st, other_side(side), j, _draw(cdfs[int(rows[side][k, i, j])], rng.random()))
            outcome = m.end(k, st)
            if outcome:
                break
            st = m.after(k, tuple(strikers[Side.DEFENDER]), st)
        else:
            outcome = "timeout"
        counts[outcome] += 1
        pa, pd = m.points(outcome, st)
        pts[0] += float(pa)
        pts[1] += float(pd)
    out = {k: v / samples for k, v in counts.items()}
    out.update(expected_points_attacker=pts[0] / samples, expected_points_defender=pts[1] / samples)
    return out
