"""Live odds: the chances of a running battle from its current state (issue 15, item 4).

A :class:`LiveBattle` is the table as it stands between two strike phases: the
figures still standing on each side with the damage they carry (13.5), the names
already beaten in this battle, the round (1–7, 11.7) and who strikes next
(11.1, 11.9).  :func:`live_odds` answers with the chance of each ending – the
attacker wins, the defender wins, both armies fall (20.4) or time runs out
after round 7 (11.8) – the points and gems each side can expect if the battle
is fought on, and what conceding now gives (10.6, 20.3, 20.4).

The battle model is that of :func:`referee.got.odds.battle.battle_odds`
(interpretation ``got.odds.battle_model``; no reinforcement or called god is
modelled from a live state).  Small states are computed exactly by the same DP
as :func:`~referee.got.odds.battle.battle_exact_odds`; the others are sampled
with the vectorised sampler in batches until every ending's 95 % interval is
at most ``target_half_width`` wide on each side.

The winner of a fought battle scores the whole beaten army – the figures beaten
earlier in the battle as well as the last ones (20.3, 20.4); a draw and a time
loss give nothing (20.4, 11.8).

>>> from referee.got.odds.specs import parse_stand
>>> b = LiveBattle([parse_stand("Ogre+3")], [parse_stand("Lion+2")], beaten_defenders=["Centaur"],
...                round=7, next_strike=Side.ATTACKER)
>>> r = live_odds(b)
>>> r.exact, round(r.attacker_wins + r.defender_wins + r.mutual + r.timeout, 12)
(True, 1.0)
>>> r.if_attacker_wins.points, r.attacker_concedes.points
(Fraction(27, 1), Fraction(12, 1))
"""

from __future__ import annotations

import dataclasses
import math
import secrets
import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.events import Side
from referee.got.interpretations import INTERPRETATIONS
from referee.got.odds.battle import EXACT_MAX_FIGURES, Z95, battle_exact_odds, tables_for, wilson
from referee.got.odds.battle_sample import OUTCOMES, Tally, sample_battles
from referee.got.odds.battle_tables import Tables
from referee.got.odds.bridge import fighter
from referee.got.odds.duel import LAST_ROUND, strike_phases
from referee.got.odds.setup import Stand, effective_power
from referee.got.settle import Award, ConcessionRule, Outcome, award
from referee.got.values import CURRENT_POWER, FigureSpec, parse_figures

__all__ = ["LiveBattle", "LiveOdds", "live_odds"]

#: Within the exact DP's figure limit (:data:`~referee.got.odds.battle.EXACT_MAX_FIGURES`), its cost in
#: states (∏ life left + 1) × strike phases left, beyond which it takes more than ~0.1 s and we sample.
EXACT_BUDGET = 6_000
FIRST_BATCH = 8_192
MIN_BATCH = 1_024
MAX_SAMPLES = 2_000_000
SIDES = tuple(Side)  # who strikes next (11.1, 11.9)
SECTIONS = ("10.6", "11.1", "11.8", "11.9", "13.3", "13.5", "20.3", "20.4")


@dataclasses.dataclass(frozen=True)
class LiveBattle:
    """A battle between two strike phases.

    ``attackers``/``defenders`` are the figures still standing, with their damage;
    ``beaten_*`` the names beaten so far in this battle (``"Titan:7"`` gives a Titan's
    power).  ``titan_power_*`` is the power of that player's Titan, Phantom or Dark-Titan
    (24.2): it fills in beaten Titans named without a power and standing ones entered with
    the catalog's default power; left out, the figures' own or default values count.
    ``settings`` are interpretation choices (``got.odds.*`` and ``got.concession_award``).
    Lists are accepted and stored as tuples.

    >>> from referee.got.odds.specs import parse_stand
    >>> b = LiveBattle([parse_stand("Titan")], [parse_stand("Ogre")], titan_power_attacker=8)
    >>> b.standing("attacker")[0].fighter.power, [str(s) for s in b.army("attacker")]
    (8, ['Titan:8'])
    """

    attackers: Sequence[Stand]
    defenders: Sequence[Stand]
    beaten_attackers: Sequence[str] = ()
    beaten_defenders: Sequence[str] = ()
    round: int = 1
    next_strike: Side = Side.ATTACKER
    titan_power_attacker: int | None = None
    titan_power_defender: int | None = None
    settings: Mapping[str, str] = dataclasses.field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in ("attackers", "defenders", "beaten_attackers", "beaten_defenders"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        object.__setattr__(self, "settings", dict(self.settings))
        if not 1 <= self.round <= LAST_ROUND:
            raise InvalidInput(f"Kampfrunde {self.round} liegt nicht zwischen 1 und {LAST_ROUND}.",
                               f"Battle round {self.round} is not between 1 and {LAST_ROUND}.",
                               sections=("11.1", "11.8"))
        if self.next_strike not in SIDES:
            raise InvalidInput("Wer schlägt als Nächster: attacker oder defender.",
                               "Who strikes next: attacker or defender.", sections=("11.9",))
        object.__setattr__(self, "next_strike", Side(self.next_strike))  # typed, also when given as its value
        if self.round == 1 and self.next_strike == Side.DEFENDER:
            raise RuleViolation("In der ersten Kampfrunde schlägt nur der Angreifer; danach folgt Runde 2.",
                                "In the first battle round only the attacker strikes; round 2 comes next.",
                                sections=("11.1",))

    def titan_power(self, side: Side) -> int | None:
        return self.titan_power_attacker if side == Side.ATTACKER else self.titan_power_defender

    def standing(self, side: Side) -> tuple[Stand, ...]:
        """The standing figures of ``side``, Titans at the player's Titan power (24.2)."""
        stands = self.attackers if side == Side.ATTACKER else self.defenders
        power = self.titan_power(side)
        return tuple(_at_power(s, power) for s in stands)

    def army(self, side: Side) -> tuple[FigureSpec, ...]:
        """The whole army of ``side`` in this battle: standing and already beaten (20.3)."""
        power = self.titan_power(side)
        standing = [FigureSpec(s.fighter.name, s.fighter.power if s.fighter.name in CURRENT_POWER else None)
                    for s in self.standing(side)]
        names = self.beaten_attackers if side == Side.ATTACKER else self.beaten_defenders
        beaten = [dataclasses.replace(f, power=power) if f.name in CURRENT_POWER and f.power is None else f
                  for f in parse_figures(names)]
        return (*standing, *beaten)

    def concession_rule(self) -> ConcessionRule:
        """The table's choice for interpretation ``got.concession_award`` (10.6, 20.3, 20.4)."""
        rule = next(i for i in INTERPRETATIONS if i.id == "got.concession_award")
        return ConcessionRule(rule.resolve(self.settings))


def _at_power(stand: Stand, power: int | None) -> Stand:
    f = stand.fighter
    if power is None or f.name not in CURRENT_POWER or f.power == power:
        return stand
    if f.power != fighter(f.name).power:
        raise InvalidInput(f"{f.name} steht mit Kampfstärke {f.power}, der Spieler hat aber {power}.",
                           f"{f.name} stands with power {f.power} but the player's Titan power is {power}.",
                           sections=("24.2",))
    return dataclasses.replace(stand, fighter=fighter(f.name, power=power))


@dataclasses.dataclass(frozen=True)
class LiveOdds:
    """The odds of a running battle (see :func:`live_odds`).

    ``ci95`` holds the 95 % interval of each ending (Wilson) and of the expected
    points and gems (the same interval times the fixed award); zero width when exact.
    ``if_attacker_wins`` is the attacker's award when it beats the defender's whole
    army, ``attacker_concedes`` what the defender gets if the attacker concedes now.
    """

    attacker_wins: float
    defender_wins: float
    mutual: float
    timeout: float
    expected_points_attacker: float
    expected_points_defender: float
    expected_gems_attacker: float
    expected_gems_defender: float
    ci95: dict[str, tuple[float, float]]
    if_attacker_wins: Award
    if_defender_wins: Award
    attacker_concedes: Award
    defender_concedes: Award
    exact: bool
    #: Battles sampled (0 when exact).
    samples: int
    #: The seed used (drawn when none was given, so that a result can be replayed); None when exact.
    seed: int | None
    #: The widest half-width of the endings' intervals (0 when exact).
    max_half_width: float
    elapsed_ms: float = dataclasses.field(default=0.0, compare=False)
    sections: tuple[str, ...] = SECTIONS

    @property
    def probabilities(self) -> dict[str, float]:
        return {k: getattr(self, k) for k in OUTCOMES}

    def to_dict(self) -> dict[str, Any]:
        def aw(a: Award) -> dict[str, Any]:
            return {"points": str(a.points), "gems_winner": a.gems_winner, "gems_loser": a.gems_loser,
                    "halved": a.halved, "sections": list(a.sections)}

        out: dict[str, Any] = {k: getattr(self, k) for k in (
            *OUTCOMES, "expected_points_attacker", "expected_points_defender", "expected_gems_attacker",
            "expected_gems_defender", "exact", "samples", "seed", "max_half_width", "elapsed_ms")}
        out["ci95"] = {k: list(v) for k, v in self.ci95.items()}
        for k in ("if_attacker_wins", "if_defender_wins", "attacker_concedes", "defender_concedes"):
            out[k] = aw(getattr(self, k))
        out["sections"] = list(self.sections)
        return out


def live_odds(
    battle: LiveBattle,
    *,
    seed: int | None = None,
    target_half_width: float = 0.005,
    max_ms: float | None = None,
    max_samples: int = MAX_SAMPLES,
    method: str = "auto",
) -> LiveOdds:
    """The odds of ``battle`` fought on from its current state (11.1, 11.8, 11.9, 20.3, 20.4, 10.6).

    ``method``: ``"auto"`` computes exactly when at most 5 figures stand and the DP is
    cheap, else samples; ``"exact"`` / ``"sample"`` force one way.  Sampling goes on
    in batches until every ending's 95 % half-width is ≤ ``target_half_width``, or
    ``max_samples`` battles, or ``max_ms`` milliseconds (then the result depends on
    the machine's speed; without a time cap a seed gives the same result every time).

    >>> from referee.got.odds.specs import parse_army
    >>> b = LiveBattle(parse_army("Ogre, Lion, Troll"), parse_army("Centaur+1, Gargoyle, Ogre"), round=3,
    ...                next_strike=Side.DEFENDER)
    >>> r = live_odds(b, seed=1)
    >>> r.exact, r.max_half_width <= 0.005, r == live_odds(b, seed=1)
    (False, True, True)
    """
    if method not in ("auto", "exact", "sample"):
        raise InvalidInput("Verfahren: auto, exact oder sample.", "Method: auto, exact or sample.")
    if not 0 < target_half_width < 0.5:
        raise InvalidInput("Die Zielgenauigkeit liegt zwischen 0 und 0,5.",
                           "The target half-width lies between 0 and 0.5.")
    if max_samples < 1:
        raise InvalidInput("Mindestens eine Stichprobe.", "At least one sample.")
    start = time.perf_counter()
    att, dfd = battle.standing(Side.ATTACKER), battle.standing(Side.DEFENDER)
    rule = battle.concession_rule()
    army = {s: battle.army(s) for s in SIDES}
    fought = {Side.ATTACKER: award(Outcome.FOUGHT, army[Side.DEFENDER]),
              Side.DEFENDER: award(Outcome.FOUGHT, army[Side.ATTACKER])}
    conceded = {s: award(Outcome.CONCESSION_DURING, army[s], concession=rule) for s in SIDES}

    seed_used: int | None = None
    samples = 0
    if not att or not dfd:  # the battle is already decided (11.1)
        probs = dict.fromkeys(OUTCOMES, 0.0)
        probs["mutual" if not att and not dfd else "attacker_wins" if att else "defender_wins"] = 1.0
        ci = {k: (p, p) for k, p in probs.items()}
        exact = True
    elif method == "exact" or (method == "auto" and _exact_is_cheap(battle, att, dfd)):
        r = battle_exact_odds(att, dfd, start_round=battle.round, next_phase=battle.next_strike,
                              settings=battle.settings)
        probs = {k: min(max(float(getattr(r, k)), 0.0), 1.0) for k in OUTCOMES}
        ci = {k: (p, p) for k, p in probs.items()}
        exact = True
    else:
        seed_used = seed if seed is not None else secrets.randbits(63)
        t = tables_for(att, dfd, start_round=battle.round, next_phase=battle.next_strike,
                       settings=battle.settings)
        tally = _sample_until(t, seed_used, target_half_width, max_ms, max_samples, start)
        samples = tally.samples
        probs = {k: tally.counts[k] / samples for k in OUTCOMES}
        ci = {k: wilson(p, samples) for k, p in probs.items()}
        exact = False
    win = {Side.ATTACKER: "attacker_wins", Side.DEFENDER: "defender_wins"}
    expected: dict[str, float] = {}
    for side in SIDES:
        other = side.other
        pts, gems = float(fought[side].points), fought[side].gems_winner
        lose_gems = fought[other].gems_loser  # 0 after a fought battle (20.4)
        expected[f"expected_points_{side}"] = probs[win[side]] * pts
        expected[f"expected_gems_{side}"] = probs[win[side]] * gems + probs[win[other]] * lose_gems
        lo, hi = ci[win[side]]
        ci[f"expected_points_{side}"] = (lo * pts, hi * pts)
        olo, ohi = ci[win[other]]
        ci[f"expected_gems_{side}"] = (lo * gems + olo * lose_gems, hi * gems + ohi * lose_gems)
    half = max((ci[k][1] - ci[k][0]) / 2 for k in OUTCOMES)
    return LiveOdds(
        probs["attacker_wins"], probs["defender_wins"], probs["mutual"], probs["timeout"],
        expected["expected_points_attacker"], expected["expected_points_defender"],
        expected["expected_gems_attacker"], expected["expected_gems_defender"], ci,
        fought[Side.ATTACKER], fought[Side.DEFENDER], conceded[Side.ATTACKER], conceded[Side.DEFENDER],
        exact, samples, seed_used, half, (time.perf_counter() - start) * 1e3,
    )


def _exact_is_cheap(battle: LiveBattle, att: Iterable[Stand], dfd: Iterable[Stand]) -> bool:
    stands = [*att, *dfd]
    if len(stands) > EXACT_MAX_FIGURES:
        return False
    states = math.prod(effective_power(s)[0] - s.damage + 1 for s in stands)
    return states * len(strike_phases(battle.round, battle.next_strike)) <= EXACT_BUDGET


def _half_width(count: int, n: int) -> float:
    lo, hi = wilson(count / n, n)
    return (hi - lo) / 2


def _sample_until(t: Tables, seed: int, target: float, max_ms: float | None, max_samples: int,
                  start: float) -> Tally:
    """Batches from one seeded stream until every ending's half-width is ≤ ``target`` or a cap is hit."""
    rng = np.random.default_rng(seed)
    total = Tally()
    spent = 0.0  # seconds of sampling
    n_next = min(FIRST_BATCH, max_samples)
    while True:
        t0 = time.perf_counter()
        part = sample_battles(t, n_next, rng)
        spent += time.perf_counter() - t0
        _merge(total, part)
        n = total.samples
        if max(_half_width(total.counts[k], n) for k in OUTCOMES) <= target or n >= max_samples:
            return total
        # the sample size the normal approximation asks for, with a little to spare
        need = max(Z95**2 * p * (1 - p) / target**2 for p in (total.counts[k] / n for k in OUTCOMES))
        n_next = min(max(int(need * 1.03) + 256 - n, MIN_BATCH), max_samples - n)
        if max_ms is not None:
            room = int((max_ms / 1e3 - (time.perf_counter() - start)) / (spent / n))
            if room < MIN_BATCH:
                return total
            n_next = min(n_next, room)


def _merge(total: Tally, part: Tally) -> None:
    total.samples += part.samples
    for k in OUTCOMES:
        total.counts[k] += part.counts[k]
    for s in SIDES:
        total.points[s] += part.points[s]
        total.points_sq[s] += part.points_sq[s]
        total.survivors[s] += part.survivors[s]
