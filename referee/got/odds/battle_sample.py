"""Vectorised sampling of the battle model: many battles at once as numpy arrays.

The steps are those of :class:`referee.got.odds.battle_exact.Model`, applied to a
whole batch: each array row is one battle; finished battles leave the batch.

>>> from referee.got.odds.battle_tables import build_tables
>>> from referee.got.odds.fighter import Fighter, Klass
>>> from referee.got.odds.setup import Stand
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> r = sample_battles(build_tables((Stand(ogre),), (Stand(ogre),)), 1000, seed=1)
>>> sum(r.counts.values())
1000
"""

from __future__ import annotations

import dataclasses

import numpy as np

from referee.got.odds.battle_tables import GUIDE, SIDES, Tables, other_side
from referee.got.side import Side

OUTCOMES = ("attacker_wins", "defender_wins", "mutual", "timeout")
CHUNK = 32_768  # small batches stay in the CPU cache: faster than one big batch


@dataclasses.dataclass
class Tally:
    """Sums over sampled battles."""

    samples: int = 0
    counts: dict[str, int] = dataclasses.field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    points: dict[Side, float] = dataclasses.field(default_factory=lambda: dict.fromkeys(SIDES, 0.0))
    points_sq: dict[Side, float] = dataclasses.field(default_factory=lambda: dict.fromkeys(SIDES, 0.0))
    survivors: dict[Side, float] = dataclasses.field(default_factory=lambda: dict.fromkeys(SIDES, 0.0))


class _Batch:
    """A batch of running battles; ``left[side][i, b]`` is the life left (0 = dead or not on the field).

    Figures run along the first axis and battles along the second, so that every
    per-figure operation works on a contiguous row.
    """

    def __init__(self, t: Tables, n: int, rng: np.random.Generator, tally: Tally, draws: _Draws | None = None) -> None:
        self.t, self.rng, self.tally = t, rng, tally
        self.draws = draws or _Draws(t)
        self.reinf_slot = len(t.stands[Side.DEFENDER]) - 1 if (t.joins[Side.DEFENDER] >= 0).any() else -1
        self.reinf_phase = int(t.joins[Side.DEFENDER][-1]) if self.reinf_slot >= 0 else -1
        self.left = {}
        for s in SIDES:
            first = t.life[s][0] - np.array([st.damage for st in t.stands[s]], dtype=np.int64)
            if s == Side.DEFENDER and self.reinf_slot >= 0:
                first[self.reinf_slot] = 0
            if s == Side.ATTACKER and t.angel >= 0:
                first[t.angel] = 0
            self.left[s] = np.repeat(first.astype(np.intp)[:, None], n, axis=1)
        self.reinf = np.zeros(n, dtype=np.int8)
        self.angel = np.zeros(n, dtype=np.int8)
        width = {s: t.score[s].shape[3] for s in SIDES}
        self.offsets = {s: (np.arange(t.score[s].shape[2], dtype=np.intp) * width[s])[:, None] for s in SIDES}

    def join(self, side: Side, slot: int, due: np.ndarray, k: int, state: np.ndarray, yes: int, no: int) -> None:
        n_alive = (self.left[side] > 0).sum(0)
        ok = due & (n_alive < self.t.max_size[side])
        self.left[side][slot, ok] = self.t.life[side][k, slot]
        state[due] = np.where(ok[due], yes, no)

    def phase(self, k: int) -> None:
        t = self.t
        active = t.phases[k][1]
        if k > 0:
            for s in SIDES:
                grow = t.life[s][k] - t.life[s][k - 1]
                if grow.any():
                    self.left[s] += (self.left[s] > 0) * grow[:, None]
        if k == self.reinf_phase:
            self.join(Side.DEFENDER, self.reinf_slot, self.reinf == 0, k, self.reinf, 1, 2)
        if active == Side.ATTACKER and t.angel >= 0:
            self.join(Side.ATTACKER, t.angel, self.angel == 1, k, self.angel, 2, 3)
        strikers = {s: self.left[s] > 0 for s in SIDES}
        for s in SIDES:
            if t.start_damage[s][k].any():
                self.left[s] = np.maximum(self.left[s] - strikers[s] * t.start_damage[s][k][:, None], 0)
        passive = other_side(active)
        self.abilities(k, active, passive, strikers[active])
        k_fear, nightmares = t.fear[active]
        feared: np.ndarray | None = None
        if k == k_fear and nightmares:
            feared = np.asarray(strikers[active][list(nightmares)].any(0))
        for side in (active, passive):
            for i in t.order[side]:
                self.strike(side, k, i, strikers[side][i], feared if side == passive else None)
        self.finish(k, strikers[Side.DEFENDER])

    def abilities(self, k: int, active: Side, passive: Side, strikers: np.ndarray) -> None:
        """The Necromancer's point and Flameburst at the start of the active side's strike phase (16.5)."""
        t = self.t
        left = self.left[passive]
        slot = t.ping_slot[active]
        if slot >= 0 and strikers[slot].any():
            sc = np.take(t.ping_score[active][k].ravel(), left + self.offsets[active])
            j = np.argmax(sc, axis=0)
            ar = np.arange(len(j))
            ok = strikers[slot] & (sc[j, ar] >= 0)
            left[j, ar] = np.maximum(left[j, ar] - t.ping_dmg[passive][j] * ok, 0)
        k_burst, phoenixes = t.burst[active]
        if k == k_burst and phoenixes:
            n = strikers[list(phoenixes)].sum(0)
            hit = (left > 0) * n[None, :] * t.burst_dmg[passive][:, None]
            self.left[passive] = np.maximum(left - hit, 0)

    def strike(self, side: Side, k: int, i: int, can: np.ndarray, feared: np.ndarray | None) -> None:
        t = self.t
        other = other_side(side)
        if not can.any():
            return
        left = self.left[other]
        # the target: the largest integer key of the living enemies (same choice as argmax of the scores)
        keys = t.keys[side][k, i]
        best = np.take(keys[0], left[0])
        for j_ in range(1, len(keys)):
            np.maximum(best, np.take(keys[j_], left[j_]), out=best)
        j = (best & 15).astype(np.intp)
        assert left.flags.c_contiguous
        flat = left.reshape(-1)  # a view: rows are figures, columns battles
        at = j * left.shape[1] + np.arange(len(j))
        cur = flat[at]
        ok = can & (cur > 0)
        dr = self.draws
        rows = np.take(dr.rows[side][k, i], j)
        if feared is not None:
            rows = np.where(feared, np.take(dr.rows_fear[side][k, i], j), rows)
        flat[at] = np.maximum(cur - self.draw(rows) * ok, 0)

    def draw(self, rows: np.ndarray) -> np.ndarray:
        """Exact inversion of each battle's damage law: guide table, then step up where needed.

        ``rows`` are law ids × GUIDE.  Comparing u × GUIDE with cdf × GUIDE is exact
        (a power of two), so the draws are those of u against the cdf.
        """
        dr = self.draws
        u = self.rng.random(len(rows))
        u *= GUIDE
        pos = np.take(dr.guide_pos, rows + u.astype(np.intp))
        need = u >= np.take(dr.cdf, pos)
        if need.any():
            idx = np.flatnonzero(need)
            while len(idx):
                pos[idx] += 1
                idx = idx[u[idx] >= dr.cdf[pos[idx]]]
        out: np.ndarray = np.take(dr.damage, pos)
        return out

    def finish(self, k: int, was_def: np.ndarray) -> None:
        t = self.t
        alive_a: np.ndarray = self.left[Side.ATTACKER] > 0
        alive_d: np.ndarray = self.left[Side.DEFENDER] > 0
        a: np.ndarray = np.asarray(alive_a.any(0))
        d: np.ndarray = np.asarray(alive_d.any(0))
        codes: dict[str, np.ndarray] = {"mutual": ~a & ~d, "attacker_wins": a & ~d, "defender_wins": ~a & d}
        if k == len(t.phases) - 1:
            codes["timeout"] = a & d
        done: np.ndarray = np.zeros(a.shape[0], dtype=np.bool_)
        for name, mask in codes.items():
            self.record(name, mask, alive_a, alive_d)
            done |= mask
        if t.angel >= 0:
            fell = (was_def & ~alive_d).any(0)
            self.angel[(self.angel == 0) & fell] = 1
        if done.any():
            keep = ~done
            for s in SIDES:
                self.left[s] = np.compress(keep, self.left[s], axis=1)  # stays C-contiguous
            self.reinf, self.angel = self.reinf[keep], self.angel[keep]

    def present(self, side: Side, mask: np.ndarray) -> np.ndarray:
        p = np.ones((int(mask.sum()), len(self.t.stands[side])), dtype=bool)
        if side == Side.DEFENDER and self.reinf_slot >= 0:
            p[:, self.reinf_slot] = self.reinf[mask] == 1
        if side == Side.ATTACKER and self.t.angel >= 0:
            p[:, self.t.angel] = self.angel[mask] == 2
        return p

    def record(self, name: str, mask: np.ndarray, alive_a: np.ndarray, alive_d: np.ndarray) -> None:
        n = int(mask.sum())
        if not n:
            return
        tally = self.tally
        tally.counts[name] += n
        if name != "timeout":
            tally.survivors[Side.ATTACKER] += float(alive_a[:, mask].sum())
        tally.survivors[Side.DEFENDER] += float(alive_d[:, mask].sum())
        if name in ("attacker_wins", "defender_wins"):
            loser = Side.DEFENDER if name == "attacker_wins" else Side.ATTACKER
            winner = other_side(loser)
            pts = (self.present(loser, mask) * self.t.values[loser]).sum(1)
            tally.points[winner] += float(pts.sum())
            tally.points_sq[winner] += float((pts**2).sum())

    def run(self) -> None:
        for k in range(len(self.t.phases)):
            if self.left[Side.ATTACKER].shape[1] == 0:
                break
            self.phase(k)


class _Draws:
    """The tables of :meth:`_Batch.draw` in the form the draw uses them (built once per call)."""

    def __init__(self, t: Tables) -> None:
        n_laws, width = t.cdf.shape
        start = (np.arange(n_laws, dtype=np.intp) * width)[:, None]
        #: guide_pos[r × GUIDE + b]: position in the flat cdf of law r's guide entry b.
        self.guide_pos = (t.guide.reshape(n_laws, GUIDE) + start).ravel()
        self.cdf = t.flat_cdf * GUIDE
        self.damage = np.tile(np.arange(width, dtype=np.intp), n_laws)
        self.rows = {s: t.rows[s] * GUIDE for s in SIDES}
        self.rows_fear = {s: t.rows_fear[s] * GUIDE for s in SIDES}


def sample_battles(t: Tables, samples: int, seed: int | np.random.Generator | None = None) -> Tally:
    """Sample ``samples`` battles of the model (seedable, reproducible for a seed).

    ``seed`` may be a :class:`numpy.random.Generator` to draw further batches from one stream.
    """
    rng = np.random.default_rng(seed)
    tally = Tally(samples=samples)
    draws = _Draws(t)
    left = samples
    while left > 0:
        n = min(left, CHUNK)
        _Batch(t, n, rng, tally, draws).run()
        left -= n
    return tally
