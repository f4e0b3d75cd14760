"""Invariants of the odds (hypothesis): laws sum to 1, more damage never helps the damaged figure."""

from __future__ import annotations

from fractions import Fraction

from got_odds_helpers import stand
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.got.odds.battle import battle_exact_odds
from referee.got.odds.carry import carry_odds
from referee.got.odds.duel import duel_odds
from referee.got.odds.strike import strike_odds
from referee.got.odds.terrain import Hexside

FIGS = ["Ogre", "Lion", "Centaur", "Gargoyle", "Troll", "Warbear", "Pixie", "Cyclops"]
HAZ = ["plain", "bramble", "hedge", "fog", "sand", "cloud"]
SIDES = [Hexside.NONE, Hexside.SLOPE_DOWN, Hexside.SLOPE_UP, Hexside.WALL_DOWN, Hexside.DUNE_UP]


@given(st.sampled_from(FIGS), st.sampled_from(FIGS), st.sampled_from(HAZ), st.sampled_from(HAZ),
       st.sampled_from(SIDES), st.booleans())
def test_every_strike_law_sums_to_one(a: str, d: str, ha: str, hd: str, side: Hexside, back: bool) -> None:
    o = strike_odds(stand(a, ha), stand(d, hd), side, strike_back=back)
    assert sum(o.distribution) == 1 and all(p >= 0 for p in o.distribution)
    assert 1 <= o.strike_number <= 6 and o.p_kill == sum(o.distribution[o.life_left:], Fraction(0))
    assert all(m.section for m in o.modifiers)


@settings(max_examples=25)
@given(st.sampled_from(FIGS), st.sampled_from(FIGS), st.integers(0, 2), st.integers(1, 7))
def test_more_damage_on_the_defender_never_lowers_the_attackers_chance(a: str, d: str, dmg: int, rnd: int) -> None:
    life = strike_odds(stand(a), stand(d)).life_left
    if dmg + 1 >= life:
        return
    before = duel_odds(stand(a), stand(d, damage=dmg), start_round=rnd)
    after = duel_odds(stand(a), stand(d, damage=dmg + 1), start_round=rnd)
    assert after.attacker_wins >= before.attacker_wins
    assert after.defender_wins <= before.defender_wins


@given(st.sampled_from(["Troll", "Cyclops", "Ogre"]), st.integers(0, 4), st.integers(4, 6))
def test_carry_chances_fall_along_the_chain(att: str, dmg: int, declared: int) -> None:
    c = carry_odds(stand(att), stand("Ogre", damage=dmg), [stand("Headcracker"), stand("Tombdigger")],
                   declared=declared)
    assert c.p_kill[0] >= c.p_kill[1] >= c.p_kill[2]
    assert c.p_kill[0] <= c.p_kill_first_alone


@settings(max_examples=10)
@given(st.sampled_from(["Ogre", "Centaur", "Gargoyle"]), st.sampled_from(["Lion", "Centaur"]),
       st.integers(1, 7))
def test_exact_battle_outcomes_sum_to_one(a: str, d: str, rnd: int) -> None:
    r = battle_exact_odds([stand(a)], [stand(d), stand("Centaur")], start_round=rnd)
    assert abs(r.attacker_wins + r.defender_wins + r.mutual + r.timeout - 1) < 1e-12
