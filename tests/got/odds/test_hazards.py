"""One test per row of the hazard overview 12.7 that changes a strike (melee, rangestrike or damage)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from got_odds_helpers import binom, stand

from referee.core.errors import RuleViolation
from referee.got.odds.carry import carry_odds
from referee.got.odds.dice import hits
from referee.got.odds.duel import plan
from referee.got.odds.melee import melee_setup
from referee.got.odds.ranged import rangestrike_odds
from referee.got.odds.strike import strike_odds
from referee.got.odds.terrain import Hexside


def names(o: object) -> list[str]:
    return [m.name for m in o.modifiers]  # type: ignore[attr-defined]


@pytest.mark.parametrize("hz", ["plain", "sand", "bog"])
def test_plain_sand_bog_change_no_strike(hz: str) -> None:
    o = strike_odds(stand("Warbear", hz), stand("Ogre", hz))
    base = strike_odds(stand("Warbear"), stand("Ogre"))
    assert (o.dice, o.strike_number, o.distribution, o.modifiers) == (base.dice, base.strike_number,
                                                                      base.distribution, ())


def test_tree_pixie_attacks_twice_in_its_own_phase_only() -> None:
    own = strike_odds(stand("Pixie", "tree"), stand("Ogre"))
    assert own.strikes == 2 and own.strike_number == 2
    assert list(own.distribution) == binom(10, 2)  # two rolls of 5 dice at 2+
    back = strike_odds(stand("Pixie", "tree"), stand("Ogre"), strike_back=True)
    assert back.strikes == 1 and list(back.distribution) == binom(5, 2)


def test_bramble_costs_foreigners_skill_both_ways() -> None:
    assert strike_odds(stand("Centaur"), stand("Gargoyle", "bramble")).strike_number == 4  # 4-1 vs 3
    assert strike_odds(stand("Centaur", "bramble"), stand("Lion")).strike_number == 4
    both = strike_odds(stand("Centaur", "bramble"), stand("Gargoyle", "bramble"))
    assert both.attacker_skill == 2 and both.strike_number == 5
    assert names(both) == ["bramble", "bramble"] and {m.section for m in both.modifiers} == {"12.7"}
    native = strike_odds(stand("Warbear", "bramble"), stand("Gargoyle", "bramble"))
    assert native.strike_number == 4 and native.modifiers == ()
    # a foreign target in bramble gives the attacker no penalty
    assert strike_odds(stand("Centaur"), stand("Ogre", "bramble")).strike_number == 2


def test_bramble_rangestrike_rows() -> None:
    o = rangestrike_odds(stand("Giant"), stand("Gargoyle", "bramble"), 3)  # native target +1
    assert o.defender_skill == 4 and o.strike_number == 4
    o = rangestrike_odds(stand("Giant"), stand("Ogre"), 3, brambles=2)  # shot through two brambles
    assert o.attacker_skill == 2 and o.strike_number == 4


def test_fog_costs_a_die_against_a_native() -> None:
    assert strike_odds(stand("Ogre"), stand("Gargoyle", "fog")).dice == 5
    assert strike_odds(stand("Gorgon"), stand("Gargoyle", "fog")).dice == 8  # native attacker
    assert strike_odds(stand("Ogre"), stand("Lion", "fog")).dice == 6  # foreign target


def test_hedge_costs_dice_into_and_out_of_it() -> None:
    assert strike_odds(stand("Ogre"), stand("Troll", "hedge")).dice == 5
    assert strike_odds(stand("Ogre", "hedge"), stand("Lion")).dice == 5
    assert strike_odds(stand("Ogre", "hedge"), stand("Troll", "hedge")).dice == 4
    assert strike_odds(stand("Troll", "hedge"), stand("Ogre")).dice == 8


def test_drift_hurts_foreigners_at_the_start_of_every_strike_phase() -> None:
    phases = plan(stand("Ogre", "drift"), stand("Lion"), Hexside.NONE, 1, "attacker")
    back = melee_setup(stand("Lion"), stand("Ogre", "drift"), strike_back=True).law()
    assert phases[0].to_attacker == back.shifted(1)
    native = plan(stand("Cyclops", "drift"), stand("Lion"), Hexside.NONE, 1, "attacker")
    assert native[0].to_attacker == melee_setup(stand("Lion"), stand("Cyclops"), strike_back=True).law()


def test_volcano_gives_dragons_three_dice_slope_included_by_default() -> None:
    assert strike_odds(stand("Dragon", "volcano"), stand("Ogre")).dice == 12
    assert strike_odds(stand("Dragon", "volcano"), stand("Ogre"), Hexside.SLOPE_DOWN).dice == 12
    added = strike_odds(stand("Dragon", "volcano"), stand("Ogre"), Hexside.SLOPE_DOWN,
                        settings={"got.odds.volcano_slope": "added"})
    assert added.dice == 13
    assert strike_odds(stand("Dragon"), stand("Ogre"), Hexside.SLOPE_DOWN).dice == 10


def test_volcano_rangestrike_rows() -> None:
    assert rangestrike_odds(stand("Dragon", "volcano"), stand("Ogre"), 3).dice == 4 + 2
    o = rangestrike_odds(stand("Giant"), stand("Dragon", "volcano"), 3)
    assert o.defender_skill == 4 and o.strike_number == 4


@pytest.mark.parametrize(("hz", "native"), [("beach", "Dolphin"), ("water", "Manta")])
def test_beach_and_water_natives_gain_skill_against_foreigners(hz: str, native: str) -> None:
    o = strike_odds(stand("Ogre"), stand(native, hz))
    assert o.defender_skill == 4 and o.strike_number == 6
    assert strike_odds(stand("Whale"), stand(native, hz)).strike_number == 4  # native attacker
    with pytest.raises(RuleViolation) as e:
        rangestrike_odds(stand("Giant"), stand(native, hz), 3)
    assert e.value.sections == ("12.7",)
    assert rangestrike_odds(stand("Warlock"), stand(native, hz), 3).dice == 3  # magic is allowed


def test_darkness_reduces_each_damage_by_one() -> None:
    o = strike_odds(stand("Ogre"), stand("Lion", "darkness"))
    b = binom(6, 5)
    assert list(o.distribution) == [b[0] + b[1], *b[2:]]
    assert o.p_kill == b[6] == Fraction(1, 729)
    two = strike_odds(stand("Pixie", "tree"), stand("Ogre", "darkness"))  # each strike reduced on its own
    assert two.distribution == hits(5, 2).shifted(-1).plus(hits(5, 2).shifted(-1)).fractions()


def test_darkness_blocks_carries_and_foreign_rangestrikes() -> None:
    with pytest.raises(RuleViolation) as e:
        carry_odds(stand("Troll"), stand("Ogre", damage=4), [stand("Lion", "darkness")])
    assert "12.7" in e.value.sections
    with pytest.raises(RuleViolation):
        rangestrike_odds(stand("Giant"), stand("Ogre", "darkness"), 3)
    native = rangestrike_odds(stand("Giant", darklord=True), stand("Ogre", "darkness"), 3)
    assert native.distribution == hits(3, 2).shifted(-1).fractions()


def test_cloud_adds_half_the_dice_rounded_down() -> None:
    assert strike_odds(stand("Ogre", "cloud"), stand("Lion")).dice == 9
    assert strike_odds(stand("Lion", "cloud"), stand("Ogre")).dice == 7
    fog = strike_odds(stand("Ogre", "cloud"), stand("Gargoyle", "fog"))  # 6 - 1 = 5, + 2
    assert fog.dice == 7
    by_power = strike_odds(stand("Ogre", "cloud"), stand("Gargoyle", "fog"),
                           settings={"got.odds.cloud_base": "power"})
    assert by_power.dice == 8


def test_dune_down_for_natives_up_for_foreigners() -> None:
    assert strike_odds(stand("Lion"), stand("Ogre"), Hexside.DUNE_DOWN).dice == 7
    assert strike_odds(stand("Ogre"), stand("Lion"), Hexside.DUNE_DOWN).dice == 6
    assert strike_odds(stand("Ogre"), stand("Lion"), Hexside.DUNE_UP).dice == 5
    assert strike_odds(stand("Lion"), stand("Ogre"), Hexside.DUNE_UP).dice == 5


def test_slope_die_for_natives_down_skill_loss_for_foreigners_up() -> None:
    assert strike_odds(stand("Ogre"), stand("Lion"), Hexside.SLOPE_DOWN).dice == 7
    assert strike_odds(stand("Centaur"), stand("Lion"), Hexside.SLOPE_DOWN).dice == 3
    up = strike_odds(stand("Centaur"), stand("Lion"), Hexside.SLOPE_UP)
    assert up.attacker_skill == 3 and up.strike_number == 4
    assert strike_odds(stand("Ogre"), stand("Lion"), Hexside.SLOPE_UP).strike_number == 5


def test_wall_skill_up_and_down_for_everyone() -> None:
    assert strike_odds(stand("Ogre"), stand("Lion"), Hexside.WALL_DOWN).strike_number == 4
    assert strike_odds(stand("Ogre"), stand("Lion"), Hexside.WALL_UP).strike_number == 6
    assert Hexside.WALL_DOWN.reverse() is Hexside.WALL_UP


def test_wall_rangestrike_loses_skill_per_wall() -> None:
    assert rangestrike_odds(stand("Giant"), stand("Ogre"), 3, walls_up=1).strike_number == 3


def test_natives_come_from_the_catalog() -> None:
    from referee.got.catalog import catalog
    from referee.got.odds.bridge import fighter

    for name in ("Ogre", "Lion", "Gargoyle", "Dragon", "Dolphin"):
        f = fighter(name)
        for key, hz in catalog().hazards.items():
            if hz.natives_rule.value == "listed":
                assert f.native_to(key) == hz.is_native(name), (name, key)


#: Effects of 12.7 the odds apply (each has a test above).
HANDLED = {
    ("tree", "strikes"), ("tree", "shots"), ("bramble", "attacker_skill"), ("bramble", "target_skill"),
    ("bramble", "shooter_skill"), ("fog", "attacker_dice"), ("hedge", "attacker_dice"), ("drift", "damage"),
    ("volcano", "attacker_dice"), ("volcano", "target_skill"), ("volcano", "shooter_dice"),
    ("beach", "defender_skill"), ("beach", "only_magic_target"), ("water", "defender_skill"),
    ("water", "only_magic_target"), ("darkness", "damage_reduction"), ("darkness", "no_carry"),
    ("darkness", "blocked"), ("cloud", "attacker_dice_percent"), ("dune", "attacker_dice"), ("dune", "no_carry"),
    ("cliff", "no_strike_across"), ("slope", "attacker_dice"), ("slope", "attacker_skill"),
    ("wall", "attacker_skill"), ("wall", "shooter_skill"),
}
#: Effects on the line of a shot or on who is engaged: the scribe decides them from the board (RULES-NOTES 4).
FROM_THE_BOARD = {
    ("character", "blocked"), ("character", "must_strike"), ("character", "no_rangestrike"), ("tree", "blocked"),
    ("fog", "blocked"), ("cloud", "origin_elsewhere"), ("dune", "line_rule"), ("cliff", "line_rule"),
    ("slope", "line_rule"),
}


def test_every_strike_effect_of_the_catalog_is_handled_or_left_to_the_board() -> None:
    from referee.got.catalog import catalog

    effects = {(key, e.change) for key, hz in catalog().hazards.items() for e in hz.effects
               if e.phase in ("strike", "rangestrike", "damage")}
    assert effects == HANDLED | FROM_THE_BOARD


@pytest.mark.parametrize(("figure", "ctx"), [("Ogre", {"homeland": True}), ("Pixie", {})])
def test_volcano_bonus_belongs_to_dragons_only(figure: str, ctx: dict[str, bool]) -> None:
    # 12.7: "Dragons schlagen mit drei zusätzlichen Würfeln aus dem Vulkan" – a figure native there by
    # Homeland (15.6) or the Pixie (16.5, got.pixie_volcano = native) gets no dice, no skill
    settings = {"got.pixie_volcano": "native"}
    plain = strike_odds(stand(figure, **ctx), stand("Ogre"), settings=settings)
    there = strike_odds(stand(figure, "volcano", **ctx), stand("Ogre"), settings=settings)
    assert there.dice == plain.dice and "volcano" not in names(there)
    shot = rangestrike_odds(stand("Giant"), stand(figure, "volcano", **ctx), 3, settings=settings)
    assert "volcano" not in names(shot)
    assert strike_odds(stand("Dragon", "volcano", homeland=True), stand("Ogre")).dice == 12  # still +3
