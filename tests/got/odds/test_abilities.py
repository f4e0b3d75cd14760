"""Every ability of 16.5 (and the army context) that changes a strike."""

from __future__ import annotations

import pytest
from got_odds_helpers import binom, stand

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.odds.abilities import reapers_call
from referee.got.odds.bridge import fighter
from referee.got.odds.context import ArmyContext, parse_context
from referee.got.odds.dice import certain, hits
from referee.got.odds.duel import plan
from referee.got.odds.ranged import rangestrike_odds
from referee.got.odds.setup import Stand
from referee.got.odds.strike import strike_odds
from referee.got.odds.terrain import Hexside


def sections(o: object) -> set[str]:
    return {m.section for m in o.modifiers}  # type: ignore[attr-defined]


def test_priest_gives_creatures_one_die() -> None:
    o = strike_odds(stand("Ogre", priest=True), stand("Lion"))
    assert o.dice == 7 and list(o.distribution) == binom(7, 5) and sections(o) == {"16.5"}
    assert strike_odds(stand("Knight", priest=True), stand("Lion")).dice == 6  # humans are no creatures


def test_priestess_gives_creatures_one_rangestrike_die() -> None:
    assert rangestrike_odds(stand("Giant", priestess=True), stand("Ogre"), 3).dice == 4
    assert strike_odds(stand("Ogre", priestess=True), stand("Lion")).dice == 6  # melee unchanged


def test_warlord_changes_no_strike() -> None:
    o = strike_odds(stand("Ogre", warlord=True), stand("Lion"))
    assert o.dice == 6 and o.modifiers == () and "12.3" in o.notes[0]


def test_knight_gains_two_against_black_or_neutral_armies() -> None:
    o = strike_odds(stand("Knight", enemy_black_or_neutral=True), stand("Lion"))
    assert o.dice == 8
    as_target = strike_odds(stand("Ogre"), stand("Knight", enemy_black_or_neutral=True))
    assert as_target.life_left == 8


@pytest.mark.parametrize(("klass", "bonus"), [("human", 1), ("demilord", 2), ("element", 3), ("god", 4),
                                              ("master", 5)])
def test_guardian_bonus_by_highest_class(klass: str, bonus: int) -> None:
    ctx = parse_context([f"guardian={klass}"])
    o = strike_odds(Stand(fighter("Guardian"), context=ctx), stand("Ogre"))
    assert o.dice == 10 + bonus


def test_jabberwok_doubles_against_an_element_army() -> None:
    assert strike_odds(stand("Jabberwok"), stand("Ogre")).dice == 4
    assert strike_odds(stand("Jabberwok", enemy_has_element=True), stand("Ogre")).dice == 8


def test_necromancer_power_and_growth() -> None:
    assert strike_odds(stand("Necromancer", necromancer_power=9), stand("Ogre")).dice == 9
    phases = plan(stand("Necromancer"), stand("Troll"), Hexside.NONE, 1, "attacker")
    # its own strike phases: power 7, then 8 …; each adds one magic point of damage (16.5)
    assert phases[0].to_defender == hits(7, 1).plus(certain(1))  # skill 5 vs 2: every die hits
    assert phases[0].life_attacker == 7 and phases[2].life_attacker == 8
    with pytest.raises(InvalidInput):
        ArmyContext(necromancer_power=5)


def test_executer_gains_one_per_trophy() -> None:
    assert strike_odds(stand("Executer", executer_trophies=2), stand("Ogre")).dice == 10


def test_chimera_strikes_and_is_struck_at_four_then_hazards() -> None:
    assert strike_odds(stand("Chimera"), stand("Ogre")).strike_number == 4
    assert strike_odds(stand("Titan"), stand("Chimera")).strike_number == 4
    assert strike_odds(stand("Chimera", "bramble"), stand("Ogre")).strike_number == 5
    assert strike_odds(stand("Chimera"), stand("Lion"), Hexside.WALL_DOWN).strike_number == 3


def test_pixie_is_native_everywhere() -> None:
    assert strike_odds(stand("Ogre"), stand("Pixie", "beach")).defender_skill == 5
    assert strike_odds(stand("Pixie", "bramble"), stand("Ogre")).attacker_skill == 4
    assert strike_odds(stand("Pixie"), stand("Ogre"), Hexside.DUNE_DOWN).dice == 7


def test_nightmare_fear_halves_the_strike_back() -> None:
    o = strike_odds(stand("Ogre"), stand("Nightmare"), strike_back=True, feared=True)
    assert o.dice == 3
    assert strike_odds(stand("Lion"), stand("Nightmare"), strike_back=True, feared=True).dice == 2
    with pytest.raises(InvalidInput):
        strike_odds(stand("Ogre"), stand("Nightmare"), feared=True)
    first = plan(stand("Nightmare"), stand("Ogre"), Hexside.NONE, 1, "attacker")
    assert first[0].to_attacker == hits(3, 5)  # the Ogre strikes back with 3 dice at 5+
    assert first[2].to_attacker == hits(6, 5)  # Fear is spent


def test_plaque_cuff_adds_a_damage_point() -> None:
    o = strike_odds(stand("Plaque"), stand("Ogre"), cuff=True)
    assert o.distribution == hits(5, 4).shifted(1).fractions() and o.distribution[0] == 0
    with pytest.raises(RuleViolation):
        strike_odds(stand("Ogre"), stand("Lion"), cuff=True)


def test_phoenix_flameburst_in_its_first_own_phase() -> None:
    p = plan(stand("Phoenix"), stand("Ogre"), Hexside.NONE, 1, "attacker")
    assert p[0].to_defender == hits(9, 3).plus(certain(1))
    assert p[2].to_defender == hits(9, 3)


def test_reapers_call_kills_at_twice_the_cost() -> None:
    cost, mod = reapers_call(stand("Deathbringer"), stand("Lion", damage=1))
    assert cost == 8 and mod.section == "16.5"
    with pytest.raises(RuleViolation) as e:
        reapers_call(stand("Deathbringer"), stand("Ogre"))  # 12 damage would kill it
    assert "16.5" in e.value.sections


def test_god_is_hit_automatically() -> None:
    o = strike_odds(stand("Ogre"), Stand(fighter("God", power=76)))
    assert o.p_hit == 1 and o.distribution == certain(6).fractions() and o.life_left == 76
    with pytest.raises(RuleViolation) as e:
        strike_odds(stand("God"), stand("Ogre"))
    assert e.value.sections == ("27.5",)


def test_homeland_makes_the_whole_army_native() -> None:
    o = strike_odds(stand("Ogre", "hedge", homeland=True), stand("Troll", "hedge"))
    assert o.dice == 6
    assert strike_odds(stand("Centaur", homeland=True), stand("Lion"), Hexside.SLOPE_DOWN).dice == 4


def test_landscaping_costs_a_skill_point() -> None:
    import dataclasses

    o = strike_odds(dataclasses.replace(stand("Ogre"), landscaped=True), stand("Lion"))
    assert o.attacker_skill == 1 and o.strike_number == 6
    assert {m.section for m in o.modifiers} == {"15.6"}


def test_titan_power_from_points() -> None:
    o = strike_odds(Stand(fighter("Titan", power=8)), stand("Ogre"))
    assert o.dice == 8 and fighter("Titan", power=8).value == 32


def test_demon_final_blow_heals_by_the_hits_left_over() -> None:
    from referee.got.odds.abilities import final_blow_odds

    fb = final_blow_odds(stand("Demon", damage=4), stand("Centaur"))
    b = binom(9, 5)  # Demon skill 3 against Centaur 4: 5+
    assert fb.p_kill == sum(b[3:])
    assert fb.heal == (sum(b[:4]), b[4], b[5], b[6], sum(b[7:]))  # at most back to its full 9
    with pytest.raises(RuleViolation):
        final_blow_odds(stand("Ogre"), stand("Lion"))


def test_basilisk_strike_notes_stone_cold() -> None:
    assert "Stone Cold" in strike_odds(stand("Basilisk"), stand("Ogre")).notes[0]
