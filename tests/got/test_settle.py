"""Settlement (20, 24.8) and gods (21) checked against hand computation."""

from __future__ import annotations

from fractions import Fraction

import pytest

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.got.gods import gods_reached
from referee.got.settle import ConcessionRule, Outcome, award, parse_figures, settle
from referee.got.values import god_life, titan_power, value_of

# Ogre 6×2=12, Lion 5×3=15, Troll 8×2=16 (16.6): 43 points, 3 figures
ARMY = parse_figures("Ogre,Lion,Troll")


@pytest.mark.parametrize(
    ("outcome", "rule", "points", "gems_w", "gems_l"),
    [
        (Outcome.FLIGHT, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(43, 2), 15, 15),
        (Outcome.NEGOTIATED, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(43), 30, 15),
        (Outcome.CONCESSION_BEFORE, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(43, 2), 15, 0),
        (Outcome.CONCESSION_DURING, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(43), 30, 0),
        (Outcome.CONCESSION_BEFORE, ConcessionRule.ALWAYS_FULL, Fraction(43), 30, 0),
        (Outcome.CONCESSION_DURING, ConcessionRule.ALWAYS_HALVED, Fraction(43, 2), 15, 0),
        (Outcome.FOUGHT, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(43), 30, 0),
        (Outcome.MUTUAL, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(0), 0, 0),
        (Outcome.TIMEOUT, ConcessionRule.HALVED_BEFORE_BATTLE, Fraction(0), 0, 0),
    ],
)
def test_every_outcome(outcome: Outcome, rule: ConcessionRule, points: Fraction, gems_w: int, gems_l: int) -> None:
    a = award(outcome, ARMY, concession=rule)
    assert (a.points, a.gems_winner, a.gems_loser) == (points, gems_w, gems_l)
    assert "20.4" in a.sections


def test_lion_value_example_of_20_3() -> None:
    assert value_of(parse_figures("Lion")) == 15  # 5 × 3


def test_titans_count_with_current_power_others_with_base_value() -> None:
    assert value_of(parse_figures("Titan:9")) == 36
    assert value_of(parse_figures("Phantom:8")) == 16  # skill 2
    assert value_of(parse_figures("Titan")) == 24  # no power given: the listed base
    assert value_of(parse_figures("Executer:10")) == 40  # variable figures use the base value (20.3)
    assert value_of(parse_figures("Chimera")) == 30  # listed value despite skill "?"


def test_half_points_are_exact_and_can_cross_a_power_step() -> None:
    s = settle(Outcome.FLIGHT, parse_figures("Lion"), winner_score=Fraction(1385, 2))  # 692.5 + 7.5 = 700
    assert s.award.points == Fraction(15, 2) and s.score_after == 700
    assert (s.titan_power_before, s.titan_power_after) == (6, 7)


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        (199, 200, [(200, ("Angel",))]),
        (590, 610, [(600, ("Angel", "Archangel"))]),
        (1750, 2010, [(1800, ("Angel", "Archangel", "Necromancer")), (2000, ("Angel",))]),
        (200, 399, []),
        (Fraction(399, 2), 200, [(200, ("Angel",))]),
        (0, 650, [(200, ("Angel",)), (400, ("Angel",)), (600, ("Angel", "Archangel"))]),
    ],
)
def test_gods_at_thresholds(before: Fraction | int, after: Fraction | int, expected: list[tuple[int, tuple[str, ...]]]) -> None:
    assert [(s.multiple, s.choices) for s in gods_reached(before, after)] == expected


def test_settle_reports_gods_and_power() -> None:
    s = settle(Outcome.FOUGHT, parse_figures("Titan:7,Angel"), winner_score=1750)  # 28 + 24 = 52
    assert s.score_after == 1802 and [g.multiple for g in s.gods] == [1800]
    assert (s.titan_power_before, s.titan_power_after) == (17, 18)
    assert "21.3" in s.sections and "24.2" in s.sections


def test_destroyed_titan_gives_half_of_the_removed_armies_even_in_a_draw() -> None:
    a = award(Outcome.MUTUAL, parse_figures("Titan:6,Ogre"), removed=parse_figures("Colossus,Ogre,Lion"))
    assert a.points == Fraction(40 + 12 + 15, 2) and a.gems_winner == 15 and "24.8" in a.sections
    b = award(Outcome.FOUGHT, parse_figures("Titan:6"), removed=parse_figures("Lion"))
    assert b.points == 24 + Fraction(15, 2) and b.gems_winner == 10 + 5


@pytest.mark.parametrize(("points", "power"), [(0, 6), (699, 6), (Fraction(1399, 2), 6), (700, 7), (1399, 13), (2500, 25)])
def test_titan_power(points: Fraction | int, power: int) -> None:
    assert titan_power(points) == power


def test_god_life() -> None:
    assert god_life([7, 8, 9, 6]) == 70


def test_refusals_name_the_rule() -> None:
    with pytest.raises(RuleViolation) as e:
        award(Outcome.FLIGHT, parse_figures("Titan,Ogre"))
    assert e.value.sections == ("10.4",)
    with pytest.raises(RuleViolation):
        award(Outcome.TIMEOUT, parse_figures("Ogre"), removed=parse_figures("Lion"))
    with pytest.raises(InvalidInput, match="negative"):
        settle(Outcome.FOUGHT, ARMY, winner_score=-1)
    with pytest.raises(InvalidInput, match="fixed power"):
        parse_figures("Ogre:7")
    with pytest.raises(UnknownName) as u:
        parse_figures("Ogree")
    assert u.value.suggestions == ("Ogre",)
    with pytest.raises(RuleViolation, match="no value"):
        value_of(parse_figures("God"))
