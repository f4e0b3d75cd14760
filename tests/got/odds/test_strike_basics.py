"""Strike odds: 13.2–13.4 worked example, table, declared numbers, damage, refusals."""

from __future__ import annotations

from fractions import Fraction

import pytest
from got_odds_helpers import binom, stand, tail
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.got.catalog import catalog
from referee.got.odds.bridge import fighter
from referee.got.odds.dice import hits
from referee.got.odds.setup import strike_number
from referee.got.odds.strike import strike_odds
from referee.got.odds.terrain import Hexside


def test_ogre_strikes_lion_as_in_13_4() -> None:
    o = strike_odds(stand("Ogre"), stand("Lion"))
    assert (o.strike_number, o.dice, o.p_hit) == (5, 6, Fraction(1, 3))
    assert list(o.distribution) == binom(6, 5)
    assert o.distribution[0] == Fraction(64, 729)
    assert o.p_kill == Fraction(13, 729)  # 5 or 6 hits of 6 dice at 1/3
    assert o.expected_hits == 2
    assert o.modifiers == ()


def test_lion_strikes_ogre_back_at_3() -> None:
    o = strike_odds(stand("Lion"), stand("Ogre"))
    assert (o.strike_number, o.dice) == (3, 5)
    assert list(o.distribution) == binom(5, 3)
    assert o.p_kill == 0  # five dice cannot deal six hits


def test_damage_lowers_the_life_left() -> None:
    o = strike_odds(stand("Lion"), stand("Ogre", damage=3))
    assert o.life_left == 3
    assert o.p_kill == tail(binom(5, 3), 3) == Fraction(80 + 80 + 32, 243)


def test_catalog_examples_agree() -> None:
    for a, d in (("Ogre", "Lion"), ("Lion", "Ogre")):
        o = strike_odds(stand(a), stand(d))
        ex = catalog().strike_number(fighter(a).skill or 0, fighter(d).skill or 0)
        assert o.strike_number == ex


@pytest.mark.parametrize("a", range(1, 7))
@pytest.mark.parametrize("d", range(1, 7))
def test_table_13_4_is_four_plus_skill_difference(a: int, d: int) -> None:
    assert strike_number(a, d) == min(6, max(1, 4 + d - a)) == catalog().strike_number(a, d)


def test_skills_beyond_the_table_continue_its_rule() -> None:
    assert strike_number(0, 1) == 5  # attacker lost two skill points from 2: table extended
    assert strike_number(7, 1) == 1


@given(st.integers(0, 20), st.integers(1, 6))
def test_laws_sum_to_one_and_match_the_binomial(n: int, s: int) -> None:
    law = hits(n, s).fractions()
    assert sum(law) == 1
    if n:
        assert list(law) == binom(n, s)


@given(st.integers(1, 12), st.integers(1, 6), st.integers(-2, 2))
def test_shifted_laws_still_sum_to_one(n: int, s: int, delta: int) -> None:
    assert sum(hits(n, s).shifted(delta).fractions()) == 1


def test_declared_strike_number() -> None:
    o = strike_odds(stand("Ogre"), stand("Lion"), declared=6)
    assert o.strike_number == 6 and o.natural_strike_number == 5
    assert list(o.distribution) == binom(6, 6)
    with pytest.raises(RuleViolation) as e:
        strike_odds(stand("Ogre"), stand("Lion"), declared=4)
    assert "13.6" in e.value.sections


def test_unknown_figure_names_section() -> None:
    with pytest.raises(UnknownName) as e:
        fighter("Ogr")
    assert "Ogre" in e.value.suggestions and "16.6" in e.value.sections


def test_no_strike_across_a_cliff() -> None:
    with pytest.raises(RuleViolation) as e:
        strike_odds(stand("Ogre"), stand("Lion"), Hexside.CLIFF)
    assert e.value.sections == ("12.7",)
    assert "Klippe" in e.value.message_de and "cliff" in e.value.message_en


def test_negative_damage_is_refused() -> None:
    with pytest.raises(InvalidInput):
        strike_odds(stand("Ogre"), stand("Lion", damage=-1))


def test_fixed_power_cannot_be_overridden() -> None:
    with pytest.raises(RuleViolation) as e:
        fighter("Ogre", power=9)
    assert "16.6" in e.value.sections
    assert fighter("Titan", power=9).power == 9
    with pytest.raises(RuleViolation):
        fighter("Titan", power=5)  # 24.2: at least 6
