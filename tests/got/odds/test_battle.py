"""Battles: the vectorised sampler agrees with the exact DP on small battles within its interval."""

from __future__ import annotations

import pytest
from got_odds_helpers import stand

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.odds.battle import battle_exact_odds, battle_odds
from referee.got.odds.battle_exact import loop_battles
from referee.got.odds.battle_tables import build_tables, max_army_size
from referee.got.odds.specs import parse_army, parse_stand

CASES = {
    "two against one": (parse_army("Ogre, Centaur"), parse_army("Lion"), {}),
    "hazards": (parse_army("Ogre@bramble, Gargoyle"), parse_army("Gargoyle@bramble, Troll@hedge"), {}),
    "reinforcement": (parse_army("Gargoyle"), parse_army("Centaur, Centaur"),
                      {"reinforcement": parse_stand("Centaur")}),
    "angel": (parse_army("Centaur"), parse_army("Gargoyle, Ogre"), {"angel": parse_stand("Angel")}),
    "late start": (parse_army("Ogre+3, Lion"), parse_army("Troll+2, Centaur"),
                   {"start_round": 5, "next_phase": "defender"}),
    "abilities": (parse_army("Nightmare+4, Plaque"), parse_army("Phoenix+5, Ogre+2"), {}),
    "necromancer": (parse_army("Necromancer+3, Centaur"), parse_army("Lion, Gargoyle@darkness"), {}),
}


QUANTITIES = ("attacker_wins", "defender_wins", "mutual", "timeout", "expected_points_attacker",
              "expected_points_defender")


def test_sampler_agrees_with_exact_dp() -> None:
    """Each exact value lies in the sampler's 95 % interval, up to the misses chance allows.

    42 checks at 95 % miss 2 on average; more than 6 misses (or any value outside the
    interval widened to 99.9 %) means the sampler and the DP disagree.
    """
    misses = []
    for case, (att, dfd, extra) in sorted(CASES.items()):
        exact = battle_exact_odds(att, dfd, **extra)
        assert exact.attacker_wins + exact.defender_wins + exact.mutual + exact.timeout == pytest.approx(1.0)
        sampled = battle_odds(att, dfd, samples=30_000, seed=2024, **extra)
        for k in QUANTITIES:
            lo, hi = sampled.ci95[k]
            value, mid = getattr(exact, k), getattr(sampled, k)
            if not lo - 1e-9 <= value <= hi + 1e-9:
                misses.append((case, k))
            wide = 3.29 / 1.96
            assert mid - (mid - lo) * wide - 1e-9 <= value <= mid + (hi - mid) * wide + 1e-9, (case, k)
        for k in ("expected_survivors_attacker", "expected_survivors_defender"):
            assert getattr(sampled, k) == pytest.approx(getattr(exact, k), abs=0.03)
    assert len(misses) <= 6, misses


def test_reinforcement_and_angel_change_the_odds() -> None:
    att, dfd, extra = CASES["reinforcement"]
    assert battle_exact_odds(att, dfd, **extra).defender_wins > battle_exact_odds(att, dfd).defender_wins
    att, dfd, extra = CASES["angel"]
    assert battle_exact_odds(att, dfd, **extra).attacker_wins > battle_exact_odds(att, dfd).attacker_wins


def test_points_are_the_losers_army_value() -> None:
    att, dfd, _ = CASES["two against one"]
    r = battle_exact_odds(att, dfd)
    assert r.expected_points_attacker == pytest.approx(r.attacker_wins * 15)
    assert r.expected_points_defender == pytest.approx(r.defender_wins * (12 + 12))


def test_plain_loop_agrees_with_the_exact_dp() -> None:
    att, dfd, _ = CASES["two against one"]
    exact = battle_exact_odds(att, dfd)
    loop = loop_battles(build_tables(att, dfd), 4000, seed=5)
    assert loop["attacker_wins"] == pytest.approx(exact.attacker_wins, abs=0.02)


def test_seeded_sampling_is_reproducible() -> None:
    att, dfd, _ = CASES["hazards"]
    a = battle_odds(att, dfd, samples=5000, seed=11)
    b = battle_odds(att, dfd, samples=5000, seed=11)
    c = battle_odds(att, dfd, samples=5000, seed=12)
    assert a == b and a.attacker_wins != c.attacker_wins


def test_time_loss_when_nobody_can_fall() -> None:
    att = [stand("Centaur", "darkness")]
    dfd = [stand("Centaur", "darkness")]
    r = battle_exact_odds(att, dfd, start_round=7)
    # 3 dice at 4+, each strike reduced by 1: killing 3 life needs all 3 dice... and more: impossible
    assert r.timeout == 1.0 and r.expected_survivors_attacker == 0 and r.expected_survivors_defender == 1


def test_battle_refusals() -> None:
    att, dfd, _ = CASES["two against one"]
    with pytest.raises(RuleViolation) as e:
        battle_odds(att, dfd, start_round=5, reinforcement=parse_stand("Ogre"))
    assert "17.1" in e.value.sections
    with pytest.raises(RuleViolation) as e:
        battle_odds(att, dfd, angel=parse_stand("Ogre"))
    assert "18.1" in e.value.sections
    with pytest.raises(InvalidInput):
        battle_exact_odds(parse_army("Ogre,Ogre,Ogre"), parse_army("Lion,Lion,Lion"))
    with pytest.raises(InvalidInput):
        battle_odds(att, [], samples=10)


def test_army_size_limits() -> None:
    assert max_army_size(parse_army("Ogre")) == 7
    assert max_army_size(parse_army("Titan, Pegasus")) == 9


def test_a_battle_needs_figures_on_both_sides() -> None:
    """The odds panel asks the referee: an army is figures under a marker (4.1)."""
    from referee.got.odds.battle import check_armies

    with pytest.raises(InvalidInput) as found:
        check_armies([], parse_army("Ogre"))
    assert found.value.sections == ("4.1",)
    check_armies(parse_army("Centaur"), parse_army("Ogre"))
