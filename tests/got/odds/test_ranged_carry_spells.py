"""Rangestrikes (14), carries (13.6, 13.7) and damage spells (15.6) against hand computation."""

from __future__ import annotations

from fractions import Fraction

import pytest
from got_odds_helpers import binom, stand, tail

from referee.core.errors import RuleViolation, UnknownName
from referee.got.odds.bridge import fighter
from referee.got.odds.carry import carry_odds
from referee.got.odds.ranged import rangestrike_odds
from referee.got.odds.spells import area_spell, painchain
from referee.got.odds.terrain import Hexside


# -- rangestrikes (14) ---------------------------------------------------------
def test_rangestrike_half_power_and_range_four_penalty() -> None:
    o = rangestrike_odds(stand("Giant"), stand("Ogre"), 3)
    assert (o.dice, o.strike_number) == (3, 2) and list(o.distribution) == binom(3, 2)
    far = rangestrike_odds(stand("Giant"), stand("Ogre"), 4)
    assert far.strike_number == 3 and "14.2" in {m.section for m in far.modifiers}


def test_range_four_at_strike_number_six_cannot_hit() -> None:
    o = rangestrike_odds(stand("Minotaur"), stand("Centaur"), 4, walls_up=2)  # 2 vs 4 -> 6, +1
    assert o.strike_number == 7 and o.p_hit == 0 and o.distribution[0] == 1 and o.p_kill == 0


def test_warlock_magic_rangestrike_has_no_range_penalty() -> None:
    assert rangestrike_odds(stand("Warlock"), stand("Ogre"), 4).strike_number == 2
    assert rangestrike_odds(stand("Priestess"), stand("Ogre"), 3).strike_number == 3
    assert rangestrike_odds(stand("Priestess"), stand("Lion"), 3).strike_number == 4
    # only the Warlock is named in 14.2/14.5: the Priestess pays +1 at range 4 unless the table decides otherwise
    with pytest.raises(RuleViolation):
        rangestrike_odds(stand("Priestess"), stand("Lion"), 4)  # skill 3: range 4 too far
    assert rangestrike_odds(stand("Warlock"), stand("Lion"), 4, settings={}).strike_number == 3


@pytest.mark.parametrize(("shooter", "distance", "section"), [
    ("Ogre", 3, "14.1"), ("Giant", 2, "14.1"), ("Giant", 5, "14.2"), ("Dragon", 4, "14.2")])
def test_rangestrike_refusals_name_the_section(shooter: str, distance: int, section: str) -> None:
    with pytest.raises(RuleViolation) as e:
        rangestrike_odds(stand(shooter), stand("Lion"), distance)
    assert section in e.value.sections and e.value.message_de and e.value.message_en


@pytest.mark.parametrize(("shooter", "target", "allowed"), [
    ("Giant", "Titan", False), ("Warlock", "Titan", False), ("Giant", "Angel", False),
    ("Warlock", "Angel", True), ("Giant", "Golem", False), ("Warlock", "Golem", True),
    ("Giant", "Necromancer", False)])
def test_rangestrike_immunities_14_6(shooter: str, target: str, allowed: bool) -> None:
    if allowed:
        assert rangestrike_odds(stand(shooter), stand(target), 3).dice == 3
    else:
        with pytest.raises(RuleViolation) as e:
            rangestrike_odds(stand(shooter), stand(target), 3)
        assert "14.6" in e.value.sections


def test_pixie_in_a_tree_shoots_twice() -> None:
    o = rangestrike_odds(stand("Pixie", "tree"), stand("Ogre"), 3)
    assert o.strikes == 2 and list(o.distribution) == binom(4, 2)


# -- carries (13.6, 13.7) ------------------------------------------------------
def test_carry_onto_an_equal_strike_number() -> None:
    c = carry_odds(stand("Troll"), stand("Ogre", damage=4), [stand("Headcracker")])
    assert c.declared == 4 and c.dice == 8 and c.lives == (2, 6)
    b = binom(8, 4)
    assert c.p_kill == (tail(b, 2), tail(b, 8)) and c.p_kill[1] == Fraction(1, 256)
    assert c.p_kill_first_alone == tail(b, 2)


def test_carry_needs_the_higher_number_declared() -> None:
    with pytest.raises(RuleViolation) as e:
        carry_odds(stand("Troll"), stand("Ogre", damage=4), [stand("Centaur")], declared=4)
    assert e.value.sections == ("13.6",)
    c = carry_odds(stand("Troll"), stand("Ogre", damage=4), [stand("Centaur")], declared=6)
    b = binom(8, 6)
    assert c.strike_numbers == (4, 6)
    assert c.p_kill == (tail(b, 2), tail(b, 5))
    assert c.p_kill_first_alone == tail(binom(8, 4), 2) > c.p_kill[0]


def test_hazard_penalty_of_either_target_holds_bonus_only_if_shared() -> None:
    pen = carry_odds(stand("Ogre"), stand("Lion", damage=3), [stand("Troll", "hedge")], declared=5)
    assert pen.dice == 5  # the Troll's hedge costs a die for the whole strike (13.7)
    lost = carry_odds(stand("Ogre"), stand("Lion", damage=3), [stand("Lion")],
                      first_hexside=Hexside.SLOPE_DOWN)
    assert lost.dice == 6  # the slope bonus only works against the first target
    kept = carry_odds(stand("Ogre"), stand("Lion", damage=3), [stand("Lion")],
                      first_hexside=Hexside.SLOPE_DOWN, carry_hexsides=[Hexside.SLOPE_DOWN])
    assert kept.dice == 7


def test_carry_up_a_dune_needs_a_strike_up_a_dune() -> None:
    with pytest.raises(RuleViolation):
        carry_odds(stand("Ogre"), stand("Lion", damage=3), [stand("Lion")], carry_hexsides=[Hexside.DUNE_UP])
    ok = carry_odds(stand("Ogre"), stand("Lion", damage=3), [stand("Lion")],
                    first_hexside=Hexside.DUNE_UP, carry_hexsides=[Hexside.DUNE_UP])
    assert ok.dice == 5


# -- spells (15.6) -------------------------------------------------------------
def test_area_spells_use_their_skill() -> None:
    q = area_spell("quake", [stand("Ogre", damage=4), stand("Lion", damage=3)])
    assert [t.strike_number for t in q.targets] == [3, 4]
    p1, p2 = tail(binom(3, 3), 2), tail(binom(3, 4), 2)
    assert [t.p_kill for t in q.targets] == [p1, p2]
    assert q.kills == ((1 - p1) * (1 - p2), p1 * (1 - p2) + p2 * (1 - p1), p1 * p2)
    assert sum(q.kills) == 1 and q.expected_value_killed == 12 * p1 + 15 * p2
    assert area_spell("shockwave", [stand("Lion")]).targets[0].strike_number == 5
    assert area_spell("inferno", [stand("Centaur")]).targets[0].strike_number == 4


def test_painchain_by_hand() -> None:
    r = painchain(2, [stand("Gargoyle"), stand("Centaur", damage=2)])
    assert r.targets[0].strike_number == 2 and r.targets[0].p_kill == 0
    assert r.targets[1].p_reached == Fraction(35, 36)
    assert r.targets[1].p_kill == Fraction(10, 36) * Fraction(2, 3) + Fraction(25, 36) * Fraction(8, 9)


def test_spell_refusals() -> None:
    with pytest.raises(RuleViolation) as e:
        area_spell("quake", [stand("Ogre")], masters_present=True)
    assert "15.5" in e.value.sections
    with pytest.raises(RuleViolation):
        area_spell("quake", [stand("Titan")])
    with pytest.raises(RuleViolation) as e:
        area_spell("quake", [stand("Ogre")], caster=fighter("Ogre"))
    assert e.value.sections == ("15.1",)
    with pytest.raises(RuleViolation) as e:
        area_spell("quake", [stand("Ogre")], caster=fighter("Novice"))
    assert e.value.sections == ("15.3",)
    with pytest.raises(UnknownName):
        area_spell("fireball", [stand("Ogre")])
