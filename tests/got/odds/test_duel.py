"""Duels by dynamic programming (11.1, 11.8, 11.9) against hand computation and the battle DP."""

from __future__ import annotations

from fractions import Fraction

import pytest
from got_odds_helpers import binom, stand, tail
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import RuleViolation
from referee.got.odds.battle_exact import exact_battle
from referee.got.odds.battle_tables import build_tables
from referee.got.odds.duel import duel_odds, strike_phases
from referee.got.odds.terrain import Hexside


def test_last_phase_by_hand() -> None:
    d = duel_odds(stand("Ogre", damage=4), stand("Lion", damage=3), start_round=7)
    p_o, p_l = tail(binom(6, 5), 2), tail(binom(5, 3), 2)
    assert d.attacker_wins == p_o * (1 - p_l)
    assert d.defender_wins == (1 - p_o) * p_l
    assert d.mutual == p_o * p_l  # the strike-back counts as simultaneous (11.9)
    assert d.timeout == (1 - p_o) * (1 - p_l)  # 11.8: the attacker loses on time
    assert d.expected_rounds == 1 and d.expected_end_round == 7


def test_defender_phase_of_round_seven_then_attacker_phase() -> None:
    d = duel_odds(stand("Centaur", damage=2), stand("Centaur", damage=2), start_round=7, next_phase="defender")
    p = tail(binom(3, 4), 1)  # each phase: each centaur kills the other with at least one hit at 4+
    q = 1 - p
    assert d.mutual == p * p + q * q * p * p
    assert d.attacker_wins == d.defender_wins == p * q + q * q * p * q
    assert d.timeout == q**4


def test_round_one_has_only_the_attackers_phase() -> None:
    assert strike_phases(1, "attacker")[:3] == [(1, "attacker"), (2, "defender"), (2, "attacker")]
    assert len(strike_phases(1, "attacker")) == 13
    with pytest.raises(RuleViolation) as e:
        duel_odds(stand("Ogre"), stand("Lion"), next_phase="defender")
    assert e.value.sections == ("11.1",)


def test_dead_figure_and_cliff_are_refused() -> None:
    with pytest.raises(RuleViolation):
        duel_odds(stand("Ogre", damage=6), stand("Lion"))
    with pytest.raises(RuleViolation):
        duel_odds(stand("Ogre"), stand("Lion"), Hexside.CLIFF)


@pytest.mark.parametrize(("a", "d"), [
    ("Ogre", "Lion"), ("Centaur", "Gargoyle"), ("Pixie@tree", "Troll"), ("Ogre@drift", "Cyclops@drift"),
    ("Nightmare", "Ogre"), ("Ogre", "Nightmare"), ("Phoenix", "Troll"), ("Plaque", "Centaur"),
    ("Necromancer", "Troll"), ("Lion", "Necromancer@darkness"), ("Necromancer", "Titan")])
@pytest.mark.parametrize("policy", ["first", "never"])
def test_duel_equals_the_one_against_one_battle(a: str, d: str, policy: str) -> None:
    from referee.got.odds.specs import parse_stand

    sa, sd = parse_stand(a), parse_stand(d)
    settings = {"got.odds.one_time_policy": policy}
    duel = duel_odds(sa, sd, settings=settings)
    battle = exact_battle(build_tables((sa,), (sd,), settings=settings))
    for k in ("attacker_wins", "defender_wins", "mutual", "timeout"):
        assert float(getattr(duel, k)) == pytest.approx(battle[k], abs=1e-12), k


def test_fear_helps_the_nightmare() -> None:
    used = duel_odds(stand("Nightmare"), stand("Ogre"))
    not_used = duel_odds(stand("Nightmare"), stand("Ogre"), attacker_ability_used=True)
    assert used.attacker_wins > not_used.attacker_wins


NAMES = ["Ogre", "Lion", "Centaur", "Gargoyle", "Troll", "Titan", "Chimera", "Necromancer", "Pixie"]


@given(st.sampled_from(NAMES), st.sampled_from(NAMES), st.integers(1, 7), st.booleans(), st.integers(0, 2))
def test_outcomes_sum_to_one(a: str, d: str, rnd: int, attacker_next: bool, dmg: int) -> None:
    nxt = "attacker" if attacker_next or rnd == 1 else "defender"
    r = duel_odds(stand(a), stand(d, damage=dmg), start_round=rnd, next_phase=nxt)
    assert r.attacker_wins + r.defender_wins + r.mutual + r.timeout == 1
    assert all(isinstance(getattr(r, k), Fraction) for k in ("attacker_wins", "timeout"))
    assert 1 <= r.expected_rounds <= 8 - rnd
