"""§ kampf: attacks on the next zone, damage to the wall and the movement trigger, intruding.

Includes both examples of the text: the 3/2 creature against a 2 DP wall and
the 7/7 trampler blocked by a 3/3.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.burgenkrieg.events import Combat, ForcedAdvance, Phase, Strike
from referee.core.errors import RuleViolation


def wall_at_two(bk: SimpleNamespace) -> object:
    """B's outer wall brought from 5 to 2 DP by an unblocked 3/3 of Ann; then Ann's next combat."""
    g = bk.Game(bk.two_players(), bk.enters("ram", "Ann", "A.aussen", 3, 3),
                bk.enters("elf", "Ann", "A.aussen", 3, 2), bk.enters("wurm", "Ann", "A.aussen", 7, 7),
                bk.enters("bear", "Bob", "B.aussen", 3, 3), *bk.turn("Ann", Phase.COMBAT))
    g.apply(Combat(strikes=(Strike(creature="ram", target="B.aussen", to_wall=3),)))
    assert g.state.values[3] == 2
    g.apply(*bk.turn("Bob"), *bk.turn("Ann", Phase.COMBAT))
    return g


def test_example_3_2_creature_against_2_dp_wall(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=2, to_trigger=1, enter=True),)))
    assert g.state.values[3] == 0
    elf = g.state.creature("elf")
    assert elf.zone == 3 and elf.tapped


def test_example_7_7_trampler_blocked_by_3_3(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    g.apply(Combat(strikes=(Strike(creature="wurm", target="B.aussen", blockers=("bear",), trample=True,
                                   to_blockers=3, to_wall=2, to_trigger=2, enter=True),)))
    assert g.state.values[3] == 0
    assert g.state.creature("wurm").zone == 3


def test_trample_needs_lethal_damage_to_blocker_first(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    with pytest.raises(RuleViolation) as err:
        g.apply(Combat(strikes=(Strike(creature="wurm", target="B.aussen", blockers=("bear",), trample=True,
                                       to_blockers=2, to_wall=2, to_trigger=3),)))
    assert err.value.sections == ("kampf",)


def test_blocked_without_trample_deals_no_wall_damage(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="wurm", target="B.aussen", blockers=("bear",),
                                       to_blockers=3, to_wall=4),)))
    g.apply(Combat(strikes=(Strike(creature="wurm", target="B.aussen", blockers=("bear",), to_blockers=7),)))
    assert g.state.values[3] == 2


def test_blocked_creature_dealing_damage_to_player_counts_like_unblocked(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", blockers=("bear",), as_unblocked=True,
                                   to_wall=2, to_trigger=1, enter=True, damage_taken=0),)))
    assert g.state.creature("elf").zone == 3
    assert g.state.creature("bear").damage == 0  # it dealt its damage to the player, none to the blocker


def test_trigger_damage_only_after_wall_got_its_points(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    with pytest.raises(RuleViolation) as err:
        g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=1, to_trigger=2),)))
    assert "kampf" in err.value.sections


def test_damage_must_add_up_to_power(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=2),)))


def test_wall_damage_shared_by_several_attackers(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    # 1 + 1 to the wall reach its 2 DP together, so the rest may go to the trigger
    g.apply(Combat(strikes=(
        Strike(creature="elf", target="B.aussen", to_wall=1, to_trigger=2, enter=True),
        Strike(creature="ram", target="B.aussen", to_wall=1, to_trigger=2),
    )))
    assert g.state.creature("elf").zone == 3 and g.state.creature("ram").zone == 2


def test_prevented_trigger_damage_forbids_intruding(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=2, to_trigger=1,
                                       prevented_trigger=1, enter=True),)))
    g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=2, to_trigger=1,
                                   prevented_trigger=1),)))
    assert g.state.values[3] == 0 and g.state.creature("elf").zone == 2


def test_prevented_wall_damage_keeping_a_point_forbids_everyone(bk: SimpleNamespace) -> None:
    g = wall_at_two(bk)
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=2, to_trigger=1,
                                       prevented_wall=1, enter=True),)))
    g.apply(Combat(strikes=(Strike(creature="elf", target="B.aussen", to_wall=2, to_trigger=1,
                                   prevented_wall=1),)))
    assert g.state.values[3] == 1


def test_only_next_zone_can_be_attacked(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("x", "Ann", "A.innen", 4, 4), *bk.turn("Ann", Phase.COMBAT))
    with pytest.raises(RuleViolation) as err:
        g.apply(Combat(strikes=(Strike(creature="x", target="B.aussen", to_wall=4),)))
    assert err.value.sections == ("kampf",)


def test_sick_creature_cannot_attack_unless_haste(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), *bk.turn("Ann", Phase.COMBAT), bk.enters("x", "Ann", "A.aussen", 2, 2),
                bk.enters("h", "Ann", "A.aussen", 2, 2, haste=True))
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="x", target="B.aussen", to_wall=2),)))
    g.apply(Combat(strikes=(Strike(creature="h", target="B.aussen", to_wall=2),)))
    assert g.state.values[3] == 3


def test_attack_outside_combat_phase_refused(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("x", "Ann", "A.aussen", 2, 2), *bk.turn("Ann", Phase.MAIN))
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="x", target="B.aussen", to_wall=2),)))


def test_blocker_must_stand_in_attacked_zone_by_default(bk: SimpleNamespace) -> None:
    events = (bk.enters("x", "Ann", "A.aussen", 2, 2), bk.enters("y", "Bob", "B.innen", 5, 5),
              *bk.turn("Ann", Phase.COMBAT))
    strike = Strike(creature="x", target="B.aussen", blockers=("y",), to_blockers=2)
    with pytest.raises(RuleViolation):
        bk.Game(bk.two_players(), *events, Combat(strikes=(strike,)))
    g = bk.Game(bk.two_players(("burgenkrieg.blockers", "any")), *events, Combat(strikes=(strike,)))
    assert g.state.creature("y").damage == 2
    assert [(c.id, c.damage, c.tapped) for c in g.state.fallen] == [("x", 5, True)]  # the 5/5 blocker killed it


def full_breach(bk: SimpleNamespace) -> object:
    """Ann's 6/6 breaks through the outer wall (5 DP) and intrudes, then faces the inner wall."""
    g = bk.Game(bk.two_players(), bk.enters("giant", "Ann", "A.aussen", 6, 6), *bk.turn("Ann", Phase.COMBAT))
    g.apply(Combat(strikes=(Strike(creature="giant", target="B.aussen", to_wall=5, to_trigger=1,
                                   enter=True),)))
    g.apply(*bk.turn("Bob"), *bk.turn("Ann", Phase.COMBAT))
    return g


def test_inner_wall_then_lord(bk: SimpleNamespace) -> None:
    g = full_breach(bk)
    g.apply(Combat(strikes=(Strike(creature="giant", target="B.innen", to_wall=6),)))
    assert g.state.values[4] == 4


def test_bodyguard_damage_hits_the_lord_and_wins(bk: SimpleNamespace) -> None:
    import dataclasses

    g = full_breach(bk)
    state = dataclasses.replace(g.state, values=(15, 10, 5, 0, 0, 6))
    state = dataclasses.replace(state, creatures=tuple(dataclasses.replace(c, zone=4) for c in state.creatures))
    with pytest.raises(RuleViolation):  # no movement trigger in the bodyguard zone
        g.engine.apply(state, Combat(strikes=(Strike(creature="giant", target="B.leibwache", to_wall=5,
                                                      to_trigger=1),)))
    after = g.engine.apply(state, Combat(strikes=(Strike(creature="giant", target="B.leibwache", to_wall=6),)))
    assert after.values[5] == 0 and after.winner == "A"


def test_retaking_own_wall_all_damage_to_trigger(bk: SimpleNamespace) -> None:
    import dataclasses

    from referee.burgenkrieg.state import Creature

    g = bk.Game(bk.two_players(), bk.enters("x", "Ann", "A.innen", 2, 2), *bk.turn("Ann", Phase.COMBAT))
    intruder = Creature(id="o", name="O", controller="Bob", owner="Bob", zone=2, power=1, toughness=1)
    state = dataclasses.replace(g.state, creatures=(*g.state.creatures, intruder))
    with pytest.raises(RuleViolation):
        g.engine.apply(state, Combat(strikes=(Strike(creature="x", target="A.aussen", to_wall=2),)))
    after = g.engine.apply(state, Combat(strikes=(Strike(creature="x", target="A.aussen", to_trigger=2,
                                                         enter=True),)))
    assert after.creature("x").zone == 2 and after.values[2] == 5


def test_forced_advance(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("x", "Ann", "A.innen", 2, 2), bk.enters("y", "Ann", "A.aussen", 1, 1),
                *bk.turn("Ann", Phase.COMBAT))
    with pytest.raises(RuleViolation) as err:  # y can attack B.aussen: no need to advance
        g.apply(ForcedAdvance(creature="y"))
    assert err.value.sections == ("sonstiges",)
    g.apply(ForcedAdvance(creature="x"))  # both neighbours of A.innen are Ann's
    assert g.state.creature("x").zone == 2


def test_options_list_attacks_with_wall_values(bk: SimpleNamespace) -> None:
    from referee.burgenkrieg.engine import BurgenkriegEngine
    from referee.burgenkrieg.view import summary

    g = bk.Game(bk.two_players(), bk.enters("x", "Ann", "A.innen", 2, 2), bk.enters("y", "Ann", "A.aussen", 1, 1),
                *bk.turn("Ann", Phase.COMBAT))
    opts = [o.to_json() for o in BurgenkriegEngine().options(g.state) if o.allowed]
    attack = next(o for o in opts if o["kind"] == "attack")
    assert attack == {"kind": "attack", "label": "y greift an", "allowed": True, "sections": ["kampf"],
                      "creature": "y", "zones": ["B.aussen"], "walls": [5], "blockers": [[]]}
    assert any(o["kind"] == "forced_advance" and o["creature"] == "x" for o in opts)
    assert not any(o["kind"] == "forced_advance" and o["creature"] == "y" for o in opts)  # y can attack
    assert summary(g.state).zones[1].creatures[0].id == "x"



def test_legal_blockers_follow_the_setting(bk: SimpleNamespace) -> None:
    """Blockers: the other side, untapped, in the attacked zone unless burgenkrieg.blockers says otherwise."""
    import dataclasses

    from referee.burgenkrieg.combat import legal_blockers, may_block

    g = bk.Game(bk.two_players(), bk.enters("ram", "Ann", "A.aussen", 3, 3),
                bk.enters("bear", "Bob", "B.aussen", 3, 3), bk.enters("owl", "Bob", "B.innen", 1, 1))
    target = g.state.creature("bear").zone
    assert legal_blockers(g.state, "A", target) == ("bear",)
    assert may_block(g.state, g.state.creature("owl"), "A", target) == "not in the attacked zone"
    assert may_block(g.state, g.state.creature("ram"), "A", target) == "own side"
    anywhere = dataclasses.replace(g.state, settings=(("burgenkrieg.blockers", "any"),))
    assert set(legal_blockers(anywhere, "A", target)) == {"bear", "owl"}
