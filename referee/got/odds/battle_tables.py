"""Precomputed tables of the battle model: every strike's damage law and the targeting scores.

The battle model (interpretation ``got.odds.battle_model``): every figure is engaged
with every enemy; in each strike phase the active side strikes, then the other side
strikes back with every figure alive at the start of the phase (11.9, 13.1).  A
figure's strikes follow :func:`referee.got.odds.melee.melee_setup` with its own
hazard and no hexside.  Targeting: strikers go by falling value; each takes the
living enemy with the highest score = P(kill with this strike) × value, then the
more damaged, then the more valuable, then the first listed.

One-time abilities follow ``got.odds.one_time_policy`` as in the duel, for the
figures on the field at the starting moment: Fear, Cuff and Flameburst in their
side's first strike phase (if the figure is alive at its start), and the
Necromancer's damage point at the start of each of its side's strike phases,
aimed at a figure it kills, else the most damaged one (16.5).

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> t = build_tables((Stand(ogre),), (Stand(ogre),))
>>> [(r, side.value) for r, side in t.phases][:3]
[(1, 'attacker'), (2, 'defender'), (2, 'attacker')]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

import numpy as np

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.events import Side
from referee.got.numbers import NUMBERS
from referee.got.odds.dice import DamageLaw
from referee.got.odds.duel import _start_damage, strike_phases
from referee.got.odds.fighter import Klass
from referee.got.odds.interpretations import resolve
from referee.got.odds.melee import melee_setup
from referee.got.odds.setup import Stand, darkness_applies, effective_power
from referee.got.odds.terrain import Hazard

SIDES = tuple(Side)
MAX_ARMY = NUMBERS.army.max_size  # 4.2
GUIDE = 1024


def max_army_size(stands: Sequence[Stand]) -> int:
    """7, one more with a master, one more with a Pegasus (4.2, 16.5)."""
    size = MAX_ARMY
    if any(s.fighter.klass is Klass.MASTER for s in stands):
        size += NUMBERS.army.revealed_master_extra
    if any(s.key == "pegasus" for s in stands):
        size += NUMBERS.army.pegasus_extra
    return size


@dataclasses.dataclass(frozen=True, eq=False)
class Tables:
    phases: tuple[tuple[int, Side], ...]
    stands: dict[Side, tuple[Stand, ...]]
    values: dict[Side, np.ndarray]
    #: life[side][k, i]: power of figure i in phase k (the Necromancer grows, 16.5).
    life: dict[Side, np.ndarray]
    #: start damage (Drift, Landscaping) at the start of phase k.
    start_damage: dict[Side, np.ndarray]
    #: rows[side][k, i, j]: law id of figure i of ``side`` striking enemy j in phase k.
    rows: dict[Side, np.ndarray]
    #: score[side][k, i, j, left]: targeting score (see module doc).
    score: dict[Side, np.ndarray]
    order: dict[Side, tuple[int, ...]]
    laws: tuple[tuple[float, ...], ...]
    cdf: np.ndarray
    flat_cdf: np.ndarray
    #: guide[r * GUIDE + b]: smallest damage d of law r with cdf > b / GUIDE (fast exact inversion).
    guide: np.ndarray
    #: Phase index from which a figure is on the field (reinforcement, called god); -1 = from start.
    joins: dict[Side, np.ndarray]
    #: The called god's slot among the attackers, or -1.
    angel: int
    #: rows_fear[side][k, i, j]: law ids of strike-backs under Nightmare's Fear (16.5).
    rows_fear: dict[Side, np.ndarray]
    #: Phase in which a side's Nightmares use Fear / Phoenixes use Flameburst (-1: never), and who.
    fear: dict[Side, tuple[int, tuple[int, ...]]]
    burst: dict[Side, tuple[int, tuple[int, ...]]]
    #: The Necromancer's slot per side (-1: none); damage its point deals to each enemy; target scores.
    ping_slot: dict[Side, int]
    ping_dmg: dict[Side, np.ndarray]
    ping_score: dict[Side, np.ndarray]
    #: Damage Flameburst deals to each figure of a side (0 in darkness).
    burst_dmg: dict[Side, np.ndarray]
    max_size: dict[Side, int]
    start_round: int
    #: keys[side][k, i, j, left]: integer keys in the order of ``score`` (see :func:`_target_keys`).
    keys: dict[Side, np.ndarray]

    @property
    def width(self) -> int:
        return int(self.cdf.shape[1])


def build_tables(
    attackers: Sequence[Stand],
    defenders: Sequence[Stand],
    *,
    start_round: int = 1,
    next_phase: Side = Side.ATTACKER,
    reinforcement: Stand | None = None,
    angel: Stand | None = None,
    settings: Mapping[str, str] | None = None,
) -> Tables:
    if not attackers or not defenders:
        raise InvalidInput("Beide Armeen brauchen mindestens eine Figur.", "Both armies need at least one figure.",
                           sections=("11.1",))
    phases = tuple(strike_phases(start_round, next_phase))
    stands = {Side.ATTACKER: tuple(attackers) + ((angel,) if angel else ()),
              Side.DEFENDER: tuple(defenders) + ((reinforcement,) if reinforcement else ())}
    for side in SIDES:
        if len(stands[side]) > NUMBERS.army.largest:
            raise RuleViolation(f"Eine Armee hat höchstens {NUMBERS.army.largest} Figuren.",
                                f"An army has at most {NUMBERS.army.largest} figures.", sections=("4.2",))
        for s in stands[side]:
            if s.damage >= effective_power(s)[0]:
                raise RuleViolation(f"{s.fighter.name} ist mit {s.damage} Schaden bereits geschlagen.",
                                    f"{s.fighter.name} with {s.damage} damage is already dead.", sections=("13.2",))
    joins = {side: np.full(len(stands[side]), -1) for side in SIDES}
    if reinforcement is not None:
        rnd = NUMBERS.battle.reinforcement_round
        k4 = [k for k, (r, a) in enumerate(phases) if r == rnd and a == Side.DEFENDER]
        if not k4:
            raise RuleViolation(
                f"Nachrekrutieren geht nur in der Manöverphase des Verteidigers der {rnd}. Kampfrunde; sie ist "
                "vorbei – eine bereits nachrekrutierte Figur als Verteidiger eingeben.",
                f"Reinforcement only happens in the defender's maneuver phase of round {rnd}, which is past – enter "
                "a figure already brought in as a defender.", sections=("17.1",))
        joins[Side.DEFENDER][-1] = k4[0]
    angel_slot = -1
    if angel is not None:
        if angel.fighter.klass is not Klass.LORD and angel.key != "jabberwok":
            raise RuleViolation(f"{angel.fighter.name} ist kein Gott und kann nicht gerufen werden.",
                                f"{angel.fighter.name} is not a lord and cannot be called.", sections=("18.1", "16.5"))
        angel_slot = len(stands[Side.ATTACKER]) - 1
        joins[Side.ATTACKER][-1] = len(phases)  # joins only when called (state-dependent)
    law_ids: dict[DamageLaw, int] = {}
    laws: list[DamageLaw] = []

    def law_id(law: DamageLaw) -> int:
        if law not in law_ids:
            law_ids[law] = len(laws)
            laws.append(law)
        return law_ids[law]

    K = len(phases)
    use = resolve("got.odds.one_time_policy", settings) != "never"
    on_field = {s: len(attackers) if s == Side.ATTACKER else len(defenders) for s in SIDES}
    first_own = {s: next((k for k, (_, a) in enumerate(phases) if a == s), -1) for s in SIDES}

    def users(side: Side, key: str) -> tuple[int, ...]:
        return tuple(i for i in range(on_field[side]) if use and stands[side][i].key == key)

    fear = {s: (first_own[s], users(s, "nightmare")) for s in SIDES}
    burst = {s: (first_own[s], users(s, "phoenix")) for s in SIDES}
    cuff = {s: users(s, "plaque") for s in SIDES}
    rows_fear = {s: np.zeros((K, len(stands[s]), len(stands[other_side(s)])), dtype=np.intp) for s in SIDES}
    life = {s: np.zeros((K, len(stands[s])), dtype=np.intp) for s in SIDES}
    start = {s: np.zeros((K, len(stands[s])), dtype=np.intp) for s in SIDES}
    rows = {s: np.zeros((K, len(stands[s]), len(stands[other_side(s)])), dtype=np.intp) for s in SIDES}
    current = {s: list(stands[s]) for s in SIDES}
    #: How often a figure changed (only the Necromancer grows): laws are memoised per version.
    version = {s: [0] * len(stands[s]) for s in SIDES}
    memo: dict[tuple[Side, int, int, int, int, bool, bool, bool], int] = {}

    def row(side: Side, i: int, j: int, back: bool, feared: bool, cuffs: bool) -> int:
        key = (side, i, j, version[side][i], version[other_side(side)][j], back, feared, cuffs)
        if key not in memo:
            memo[key] = law_id(melee_setup(current[side][i], current[other_side(side)][j], strike_back=back,
                                           feared=feared, cuff=cuffs, settings=settings).law())
        return memo[key]

    for k, (_, active) in enumerate(phases):
        for i, st in enumerate(current[active]):
            if st.key == "necromancer":
                current[active][i] = dataclasses.replace(st, context=dataclasses.replace(
                    st.context, necromancer_power=st.context.necromancer_power + 1))
                version[active][i] += 1
        for side in SIDES:
            for i, st in enumerate(current[side]):
                life[side][k, i] = effective_power(st)[0]
                start[side][k, i] = _start_damage(st)
                cuffs = side == active and k == first_own[side] and i in cuff[side]
                for j in range(len(current[other_side(side)])):
                    back = side != active
                    rows[side][k, i, j] = row(side, i, j, back, False, cuffs)
                    feared = back and k == fear[active][0] and bool(fear[active][1])
                    rows_fear[side][k, i, j] = row(side, i, j, back, True, False) if feared \
                        else rows[side][k, i, j]
    floats = tuple(law.floats() for law in laws)
    width = max(len(f) for f in floats)
    cdf = np.ones((len(floats), width))
    for r, f in enumerate(floats):
        c = np.cumsum(f)
        cdf[r, : len(c)] = c
        cdf[r, len(c) - 1:] = 1.0
    flat = cdf.ravel().copy()
    grid = np.arange(GUIDE) / GUIDE
    guide = np.concatenate([np.searchsorted(row, grid, side="right") for row in cdf]).astype(np.intp)
    values = {s: np.array([float(st.fighter.value) for st in stands[s]]) for s in SIDES}
    max_life = max(int(life[s].max()) for s in SIDES)
    score = {side: _scores(cdf, rows[side], values[other_side(side)], life[other_side(side)], max_life)
             for side in SIDES}
    order = {s: _by_value(values[s]) for s in SIDES}
    dark = {s: np.array([1 if st.hazard is Hazard.DARKNESS and darkness_applies("ability", settings) else 0
                         for st in stands[s]]) for s in SIDES}
    ping_dmg = {s: np.array([0 if st.fighter.klass is Klass.MASTER else 1 for st in stands[s]]) - dark[s]
                for s in SIDES}
    ping_dmg = {s: np.maximum(v, 0) for s, v in ping_dmg.items()}
    ping_slot = {s: next((i for i, st in enumerate(stands[s]) if st.key == "necromancer"), -1) for s in SIDES}
    ping_score = {}
    for side in SIDES:
        other = other_side(side)
        ps = np.full((K, len(stands[other]), max_life + 1), -1.0)
        for k in range(K):
            for j in range(len(stands[other])):
                v, full, hit = values[other][j], life[other][k, j], ping_dmg[other][j]
                for left in range(1, full + 1):
                    if hit:
                        ps[k, j, left] = (v if left <= hit else 0.0) + 1e-6 * (full - left) + 1e-9 * v
        ping_score[side] = ps
    burst_dmg = {s: np.maximum(1 - dark[s], 0) for s in SIDES}
    return Tables(phases, stands, values, life, start, rows, score, order, floats, cdf, flat, guide, joins,
                  angel_slot, rows_fear, fear, burst, ping_slot, ping_dmg, ping_score, burst_dmg,
                  {Side.ATTACKER: max_army_size(attackers), Side.DEFENDER: max_army_size(defenders)}, start_round,
                  {side: _target_keys(score[side]) for side in SIDES})


def _scores(cdf: np.ndarray, rows: np.ndarray, values: np.ndarray, life: np.ndarray, max_life: int) -> np.ndarray:
    """score[k, i, j, left] = P(kill) × value + 1e-6 × damage + 1e-9 × value; −1 where nobody stands.

    Vectorised; the same floating-point operations in the same order as the per-entry formula.
    """
    K, n_i, n_j = rows.shape
    width = cdf.shape[1]
    pad = np.ones((cdf.shape[0], max(width, max_life)))
    pad[:, :width] = cdf
    left = np.arange(1, max_life + 1)
    p_kill = 1.0 - pad[rows][..., left - 1]  # (K, i, j, left)
    v = values[None, None, :, None]
    full = life[:, None, :, None]
    raw = p_kill * v + 1e-6 * (full - left) + 1e-9 * v
    sc = np.full((K, n_i, n_j, max_life + 1), -1.0)
    sc[..., 1:] = np.where(left <= full, raw, -1.0)
    return sc


def _target_keys(score: np.ndarray) -> np.ndarray:
    """Integer keys with the order of the scores: keys[k, i, j, left] = rank × 16 + j.

    Ranks order all (j, left) of one striker by score, of equal scores the lower j ranks
    higher, so the largest key among the living enemies names the target ``argmax`` of the scores
    would pick (the first of the best); a maximum of small integers is much faster.
    """
    K, n_i, n_j, n_left = score.shape
    assert n_j <= 16
    flat = score.reshape(K * n_i, n_j * n_left)
    j = np.repeat(np.arange(n_j), n_left)
    order = np.lexsort((-np.broadcast_to(j, flat.shape), flat), axis=1)
    rank = np.empty_like(order)
    np.put_along_axis(rank, order, np.arange(n_j * n_left)[None, :], axis=1)
    keys = rank * 16 + j[None, :]
    dtype = np.int16 if keys.max(initial=0) < np.iinfo(np.int16).max else np.int32
    out: np.ndarray = keys.astype(dtype).reshape(K, n_i, n_j, n_left)
    return out


def _by_value(values: np.ndarray) -> tuple[int, ...]:
    """Strike order of one side: falling value, then as listed."""
    return tuple(sorted(range(len(values)), key=lambda i: (-float(values[i]), i)))


def other_side(side: Side) -> Side:
    return side.other
