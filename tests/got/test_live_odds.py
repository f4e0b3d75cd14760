"""Live odds of a running battle (issue 15, item 4): hand computation, the exact DP, the sampler, awards."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.odds.battle import battle_exact_odds
from referee.got.odds.battle_tables import build_tables
from referee.got.odds.bridge import fighter
from referee.got.odds.duel import duel_odds
from referee.got.odds.live import FIRST_BATCH, LiveBattle, live_odds
from referee.got.odds.setup import Stand
from referee.got.odds.specs import parse_army, parse_stand
from referee.got.odds.strike import strike_odds
from referee.got.odds.terrain import Hazard
from referee.got.settle import ConcessionRule, Outcome, award
from referee.got.values import FigureSpec

OUTCOMES = ("attacker_wins", "defender_wins", "mutual", "timeout")
SEVEN_A = "Titan+2, Angel+3, Ogre+1, Troll+4, Lion+1, Gorgon+2, Centaur+2"
SEVEN_D = "Cyclops+3, Behemoth+4, Warbear+2, Griffon+2, Dragon+4, Minotaur+1, Gargoyle+2"


def at_least(n: int, s: int, k: int) -> Fraction:
    """P(at least k hits with n dice hitting on s or more)."""
    p = Fraction(7 - s, 6)
    return sum((comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1)), Fraction(0))


def last_phase() -> LiveBattle:
    """Round 7, the attacker's strike phase: the last of the battle (11.1, 11.8)."""
    return LiveBattle([parse_stand("Ogre+3")], [parse_stand("Lion+2")], beaten_attackers=["Gargoyle"],
                      beaten_defenders=["Centaur"], round=7, next_strike="attacker")


def test_last_phase_by_hand() -> None:
    # Ogre (6 dice, skill 2) strikes Lion (skill 3) on 5+ (13.4), Lion has 5 - 2 = 3 life left;
    # Lion strikes back (5 dice) on 3+ at the Ogre with 6 - 3 = 3 life left; both strikes count (11.9).
    assert strike_odds(parse_stand("Ogre+3"), parse_stand("Lion+2")).strike_number == 5
    assert strike_odds(parse_stand("Lion+2"), parse_stand("Ogre+3"), strike_back=True).strike_number == 3
    p, q = at_least(6, 5, 3), at_least(5, 3, 3)
    by_hand = {"attacker_wins": p * (1 - q), "defender_wins": (1 - p) * q, "mutual": p * q,
               "timeout": (1 - p) * (1 - q)}
    r = live_odds(last_phase())
    assert r.exact and r.samples == 0 and r.seed is None and r.max_half_width == 0
    duel = duel_odds(parse_stand("Ogre+3"), parse_stand("Lion+2"), start_round=7)
    dp = battle_exact_odds([parse_stand("Ogre+3")], [parse_stand("Lion+2")], start_round=7)
    for k in OUTCOMES:
        assert getattr(r, k) == pytest.approx(float(by_hand[k]), abs=1e-12), k
        assert getattr(r, k) == pytest.approx(float(getattr(duel, k)), abs=1e-12), k
        assert getattr(r, k) == pytest.approx(getattr(dp, k), abs=1e-12), k
        assert r.ci95[k] == (getattr(r, k), getattr(r, k))


def test_two_phases_left_agree_with_the_duel() -> None:
    b = LiveBattle([parse_stand("Ogre+1")], [parse_stand("Lion+2")], round=7, next_strike="defender")
    r = live_odds(b)
    duel = duel_odds(parse_stand("Ogre+1"), parse_stand("Lion+2"), start_round=7, next_phase="defender")
    for k in OUTCOMES:
        assert getattr(r, k) == pytest.approx(float(getattr(duel, k)), abs=1e-12), k


def test_time_runs_out_when_nobody_can_fall() -> None:
    # in darkness every strike loses a point (12.7): 3 dice can never take 3 life in the battle's
    # last strike phase, the attacker's of round 7 (11.1, 11.8)
    b = LiveBattle([parse_stand("Centaur@darkness")], [parse_stand("Centaur@darkness")], round=7,
                   next_strike="attacker", beaten_attackers=["Ogre"], beaten_defenders=["Lion"])
    r = live_odds(b)
    assert r.timeout == 1.0 and r.attacker_wins == r.defender_wins == r.mutual == 0.0
    # a time loss gives nothing to either side (11.8, 20.4)
    assert r.expected_points_attacker == r.expected_points_defender == 0.0
    assert r.expected_gems_attacker == r.expected_gems_defender == 0.0
    sampled = live_odds(b, method="sample", seed=3)
    assert sampled.timeout == 1.0 and sampled.samples == FIRST_BATCH
    # with the defender's phase still to come, two strikes of 2 can add up to 3 (13.5)
    earlier = live_odds(dataclasses.replace(b, next_strike="defender"))
    duel = duel_odds(parse_stand("Centaur@darkness"), parse_stand("Centaur@darkness"), start_round=7,
                     next_phase="defender")
    assert earlier.timeout == pytest.approx(float(duel.timeout), abs=1e-12)
    assert 0 < earlier.timeout < 1


def test_expected_points_count_the_figures_already_beaten() -> None:
    r = live_odds(last_phase())
    # attacker wins: Lion (15) standing + Centaur (12) beaten before; defender wins: Ogre 12 + Gargoyle 12
    assert r.if_attacker_wins == award(Outcome.FOUGHT, [FigureSpec("Lion"), FigureSpec("Centaur")])
    assert (r.if_attacker_wins.points, r.if_attacker_wins.gems_winner) == (Fraction(27), 20)
    assert (r.if_defender_wins.points, r.if_defender_wins.gems_winner) == (Fraction(24), 20)
    assert r.expected_points_attacker == pytest.approx(r.attacker_wins * 27)
    assert r.expected_points_defender == pytest.approx(r.defender_wins * 24)
    assert r.expected_gems_attacker == pytest.approx(r.attacker_wins * 20)
    # the DP counts the standing figures only: the beaten ones add their value on a win
    dp = battle_exact_odds([parse_stand("Ogre+3")], [parse_stand("Lion+2")], start_round=7)
    assert r.expected_points_attacker == pytest.approx(dp.expected_points_attacker + r.attacker_wins * 12)
    assert r.expected_points_defender == pytest.approx(dp.expected_points_defender + r.defender_wins * 12)


@pytest.mark.parametrize("rule", list(ConcessionRule))
def test_concession_now_is_the_award_of_a_concession_during_the_battle(rule: ConcessionRule) -> None:
    b = LiveBattle(parse_army("Ogre+3, Troll"), parse_army("Lion+2"), beaten_attackers=["Gargoyle"],
                   beaten_defenders=["Centaur", "Centaur"], round=5, next_strike="defender",
                   settings={"got.concession_award": rule.value})
    r = live_odds(b, seed=1)
    attackers = [FigureSpec("Ogre"), FigureSpec("Troll"), FigureSpec("Gargoyle")]
    defenders = [FigureSpec("Lion"), FigureSpec("Centaur"), FigureSpec("Centaur")]
    assert r.attacker_concedes == award(Outcome.CONCESSION_DURING, attackers, concession=rule)
    assert r.defender_concedes == award(Outcome.CONCESSION_DURING, defenders, concession=rule)
    full = rule is not ConcessionRule.ALWAYS_HALVED  # 20.4: in full during the battle, unless always halved
    assert r.defender_concedes.points == (39 if full else Fraction(39, 2))
    assert r.attacker_concedes.gems_loser == 0


def test_titan_power_of_the_players() -> None:
    b = LiveBattle([parse_stand("Titan+1"), parse_stand("Ogre")], [parse_stand("Lion")],
                   beaten_defenders=["Titan", "Phantom:7"], titan_power_attacker=8, titan_power_defender=9)
    assert b.standing("attacker")[0].fighter.power == 8 and b.standing("attacker")[0].damage == 1
    # 20.3: Titans and Phantoms count at their current power; an explicit power wins
    assert b.army("defender") == (FigureSpec("Lion"), FigureSpec("Titan", 9), FigureSpec("Phantom", 7))
    assert live_odds(b, seed=2).if_attacker_wins.points == 15 + 36 + 14
    assert LiveBattle([parse_stand("Titan")], [parse_stand("Ogre")]).army("attacker") == (FigureSpec("Titan", 6),)
    with pytest.raises(InvalidInput):
        LiveBattle([parse_stand("Titan:7")], [parse_stand("Ogre")], titan_power_attacker=8).standing("attacker")


FIGS = ["Ogre", "Lion", "Centaur", "Gargoyle", "Troll", "Warbear", "Cyclops", "Minotaur"]


@st.composite
def small_states(draw: st.DrawFn) -> LiveBattle:
    def side(n_max: int) -> list[Stand]:
        names = draw(st.lists(st.sampled_from(FIGS), min_size=1, max_size=n_max))
        return [Stand(fighter(n), damage=draw(st.integers(0, fighter(n).power - 1))) for n in names]

    att = side(2)
    dfd = side(3 - len(att))
    rnd = draw(st.integers(1, 7))
    nxt = "attacker" if rnd == 1 else draw(st.sampled_from(["attacker", "defender"]))
    return LiveBattle(att, dfd, beaten_attackers=draw(st.lists(st.sampled_from(FIGS), max_size=2)),
                      beaten_defenders=draw(st.lists(st.sampled_from(FIGS), max_size=2)),
                      round=rnd, next_strike=nxt)


@settings(max_examples=30, deadline=None)
@given(small_states())
def test_small_states_are_exact_and_sum_to_one(b: LiveBattle) -> None:
    r = live_odds(b, method="exact")  # "auto" may sample a small state whose DP would be slow (EXACT_BUDGET)
    assert r.exact
    assert sum(r.probabilities.values()) == pytest.approx(1.0, abs=1e-12)
    assert all(0.0 <= p <= 1.0 for p in r.probabilities.values())
    dp = battle_exact_odds(b.attackers, b.defenders, start_round=b.round, next_phase=b.next_strike)
    for k in OUTCOMES:
        assert getattr(r, k) == pytest.approx(getattr(dp, k), abs=1e-12)
    assert r.expected_points_attacker == pytest.approx(r.attacker_wins * float(r.if_attacker_wins.points))


@settings(max_examples=10, deadline=None)
@given(small_states(), st.integers(0, 2**32))
def test_sampled_outcomes_sum_to_one(b: LiveBattle, seed: int) -> None:
    r = live_odds(b, method="sample", seed=seed, target_half_width=0.02)
    assert sum(r.probabilities.values()) == pytest.approx(1.0, abs=1e-12)
    assert r.max_half_width <= 0.02 and r.samples >= FIRST_BATCH


def test_sampled_agrees_with_exact_within_its_interval() -> None:
    b = LiveBattle(parse_army("Ogre+1, Lion"), parse_army("Troll+2, Centaur"), beaten_defenders=["Gargoyle"],
                   round=3, next_strike="defender")
    exact = live_odds(b, method="exact")
    sampled = live_odds(b, method="sample", seed=2024)
    assert exact.exact and not sampled.exact and sampled.max_half_width <= 0.005
    keys = (*OUTCOMES, "expected_points_attacker", "expected_points_defender")
    misses = 0
    for k in keys:
        lo, hi = sampled.ci95[k]
        value, mid = getattr(exact, k), getattr(sampled, k)
        misses += not lo - 1e-12 <= value <= hi + 1e-12
        wide = 3.29 / 1.96  # 99.9 %
        assert mid - (mid - lo) * wide - 1e-12 <= value <= mid + (hi - mid) * wide + 1e-12, k
    assert misses <= 1


def test_seven_against_seven_reaches_the_target() -> None:
    b = LiveBattle(parse_army(SEVEN_A), parse_army(SEVEN_D), round=4, next_strike="attacker")
    r = live_odds(b, seed=7)
    assert not r.exact and r.max_half_width <= 0.005
    assert all((hi - lo) / 2 <= 0.005 for k, (lo, hi) in r.ci95.items() if k in OUTCOMES)
    assert sum(r.probabilities.values()) == pytest.approx(1.0, abs=1e-12)


def test_seeded_results_are_reproducible() -> None:
    b = LiveBattle(parse_army(SEVEN_A), parse_army(SEVEN_D), round=6, next_strike="defender")
    a, again, other = live_odds(b, seed=11), live_odds(b, seed=11), live_odds(b, seed=12)
    assert a == again and a.seed == 11 and a.attacker_wins != other.attacker_wins
    drawn = live_odds(b)  # no seed: one is drawn and reported, so the result can be replayed
    assert drawn.seed is not None and live_odds(b, seed=drawn.seed) == drawn


def test_caps_stop_the_sampling() -> None:
    b = LiveBattle(parse_army(SEVEN_A), parse_army(SEVEN_D), round=4, next_strike="attacker")
    r = live_odds(b, seed=1, target_half_width=0.0005, max_samples=20_000)
    assert r.samples == 20_000 and r.max_half_width > 0.0005
    quick = live_odds(b, seed=1, target_half_width=0.0005, max_ms=1)
    assert quick.samples == FIRST_BATCH


def test_a_decided_battle() -> None:
    r = live_odds(LiveBattle([], [parse_stand("Lion")], beaten_attackers=["Ogre", "Troll"], round=3,
                             next_strike="defender"))
    assert r.defender_wins == 1.0 and r.exact
    assert r.expected_points_defender == 28 and r.expected_gems_defender == 20
    assert live_odds(LiveBattle([], [], beaten_attackers=["Ogre"], beaten_defenders=["Lion"])).mutual == 1.0


def test_refusals() -> None:
    with pytest.raises(RuleViolation) as e:
        LiveBattle([parse_stand("Ogre")], [parse_stand("Lion")], round=1, next_strike="defender")
    assert "11.1" in e.value.sections
    with pytest.raises(InvalidInput):
        LiveBattle([parse_stand("Ogre")], [parse_stand("Lion")], round=8)
    with pytest.raises(InvalidInput):
        LiveBattle([parse_stand("Ogre")], [parse_stand("Lion")], next_strike="both")
    with pytest.raises(RuleViolation) as e:
        live_odds(LiveBattle([Stand(fighter("Ogre"), Hazard.PLAIN, damage=6)], [parse_stand("Lion")]))
    assert "13.2" in e.value.sections
    with pytest.raises(InvalidInput):
        live_odds(LiveBattle(parse_army(SEVEN_A), parse_army(SEVEN_D)), method="exact")
    with pytest.raises(InvalidInput):
        live_odds(last_phase(), method="guess")
    with pytest.raises(InvalidInput):
        live_odds(last_phase(), target_half_width=0)
    with pytest.raises(InvalidInput):
        live_odds(LiveBattle([parse_stand("Ogre")], [parse_stand("Lion")], settings={"got.concession_award": "x"}))


def test_fast_targeting_picks_the_argmax_of_the_scores() -> None:
    """The sampler's integer keys choose the target the scores' argmax chooses (first of the best)."""
    t = build_tables(parse_army(SEVEN_A), parse_army(SEVEN_D), start_round=4, next_phase="attacker")
    rng = np.random.default_rng(0)
    for side, other in (("attacker", "defender"), ("defender", "attacker")):
        n_k, n_i, n_j, _ = t.score[side].shape
        for k in range(n_k):
            left = rng.integers(0, 10, size=(n_j, 400))
            left[:, :50] = 0  # nobody left: both pick the first
            left[:, 50:100] = left[:1, 50:100]  # the same life left everywhere
            left = np.minimum(left, t.life[other][k][:, None])
            rows = np.arange(n_j)[:, None]
            for i in range(n_i):
                by_score = np.argmax(t.score[side][k, i][rows, left], axis=0)
                by_key = t.keys[side][k, i][rows, left].max(axis=0) & 15
                assert (by_score == by_key).all(), (side, k, i)
