"""§ meucheln, § wiederaufbau, § reichweite, § sonstiges, § multiplayer."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from referee.burgenkrieg.events import (
    Assassinate,
    Combat,
    ControlChange,
    CreatureUpdate,
    LifeChange,
    Move,
    Phase,
    Rebuild,
    Strike,
)
from referee.burgenkrieg.formulas import assassination_damage, rebuild_points
from referee.burgenkrieg.payloads import AttackPayload, MovePayload
from referee.burgenkrieg.reach import OPPONENT, reach
from referee.burgenkrieg.state import BkState, Creature
from referee.core.errors import RuleViolation
from referee.core.option import payloads


def with_intruder(state: BkState, zone: int = 2, toughness: int = 2) -> BkState:
    spy = Creature(id="spy", name="Spy", controller="Bob", owner="Bob", zone=zone, power=1, toughness=toughness)
    return dataclasses.replace(state, creatures=(*state.creatures, spy))


# -- Meucheln ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("powers", "toughness", "damage"),
    [((2,), 2, 1), ((2, 1), 2, 1), ((2, 2), 2, 2), ((2, 3, 1), 2, 3), ((5,), 3, 1), ((9, 3), 4, 3)],
)
def test_assassination_formula(powers: tuple[int, ...], toughness: int, damage: int) -> None:
    # total power ÷ toughness, rounded down
    assert assassination_damage(powers, toughness).value == damage


def test_assassination_needs_total_power_at_least_toughness() -> None:
    with pytest.raises(RuleViolation) as err:
        assassination_damage((1, 1), 3)
    assert err.value.sections == ("meucheln",)


def test_assassination_top_up_after_raised_toughness() -> None:
    # 2+2 against toughness 2 would be 2 damage; raised to 5, topping up with 3 → 7 ÷ 5 = 1
    assert assassination_damage((2, 2), 2, top_up=(3,), raised_toughness=5).value == 1
    with pytest.raises(RuleViolation):
        assassination_damage((2, 2), 2, top_up=(3,))


def test_assassinate_event_taps_and_damages(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("a", "Ann", "A.aussen", 2, 2), bk.enters("b", "Ann", "A.aussen", 3, 3),
                bk.enters("c", "Ann", "A.aussen", 1, 1))
    state = with_intruder(g.state)
    after = g.engine.apply(state, Assassinate(player="Ann", intruder="spy", tapped=("a", "b", "c")))
    assert [(c.id, c.damage) for c in after.fallen] == [("spy", 3)]  # lethal: it leaves play (§ kampf)
    assert all(after.creature(x).tapped for x in "abc")


def test_assassinate_only_in_own_zone_and_untapped(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("a", "Ann", "A.aussen", 2, 2), bk.enters("b", "Ann", "A.innen", 2, 2))
    state = with_intruder(g.state)
    with pytest.raises(RuleViolation):  # b stands elsewhere
        g.engine.apply(state, Assassinate(player="Ann", intruder="spy", tapped=("a", "b")))
    tapped = g.engine.apply(state, CreatureUpdate(creature="a", tapped=True))
    with pytest.raises(RuleViolation):
        g.engine.apply(tapped, Assassinate(player="Ann", intruder="spy", tapped=("a",)))
    with pytest.raises(RuleViolation):  # Bob's creature in Bob's own zone is no intruder
        g.engine.apply(with_intruder(g.state, zone=3), Assassinate(player="Ann", intruder="spy", tapped=("a",)))


def test_sick_tapping_setting(bk: SimpleNamespace) -> None:
    events = (bk.enters("a", "Ann", "A.aussen", 2, 2),)
    ev = Assassinate(player="Ann", intruder="spy", tapped=("a",))
    g = bk.Game(bk.two_players(), *events)
    assert g.engine.apply(with_intruder(g.state), ev).creature("spy").damage == 1
    strict = bk.Game(bk.two_players(("burgenkrieg.sick_tapping", "forbidden")), *events)
    with pytest.raises(RuleViolation):
        strict.engine.apply(with_intruder(strict.state), ev)


# -- Wiederaufbau -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("powers", "current", "start", "gain"),
    [((3,), 0, 5, 1), ((2, 2), 0, 5, 1), ((6,), 0, 5, 2), ((4, 4), 3, 5, 2), ((9,), 4, 5, 1), ((5, 4), 7, 10, 3)],
)
def test_rebuild_formula(powers: tuple[int, ...], current: int, start: int, gain: int) -> None:
    assert rebuild_points(powers, current=current, start=start).value == gain


def test_rebuild_needs_power_three_and_room() -> None:
    with pytest.raises(RuleViolation):
        rebuild_points((1, 1), current=0, start=5)
    with pytest.raises(RuleViolation):
        rebuild_points((9,), current=5, start=5)


def damaged_outer_wall(bk: SimpleNamespace) -> object:
    g = bk.Game(bk.two_players(), bk.enters("x", "Bob", "B.aussen", 4, 4), bk.enters("m", "Ann", "A.aussen", 4, 4),
                bk.enters("n", "Ann", "A.aussen", 3, 3), *bk.turn("Bob", Phase.COMBAT))
    g.apply(Combat(strikes=(Strike(creature="x", target="A.aussen", to_wall=4),)))
    assert g.state.values[2] == 1
    return g


def test_rebuild_in_upkeep(bk: SimpleNamespace) -> None:
    g = damaged_outer_wall(bk)
    g.apply(*bk.turn("Ann"), Rebuild(player="Ann", zone="A.aussen", tapped=("m", "n")))
    assert g.state.values[2] == 3  # 7 ÷ 3 = 2
    assert g.state.creature("m").tapped


def test_rebuild_outside_upkeep_or_with_enemies(bk: SimpleNamespace) -> None:
    g = damaged_outer_wall(bk)
    g.apply(*bk.turn("Ann", Phase.MAIN))
    with pytest.raises(RuleViolation) as err:
        g.apply(Rebuild(player="Ann", zone="A.aussen", tapped=("m", "n")))
    assert err.value.sections == ("wiederaufbau",)
    g2 = damaged_outer_wall(bk)
    g2.apply(*bk.turn("Ann"))
    with pytest.raises(RuleViolation):
        g2.engine.apply(with_intruder(g2.state), Rebuild(player="Ann", zone="A.aussen", tapped=("m", "n")))


def test_rebuild_not_on_bodyguard(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("m", "Ann", "A.leibwache", 4, 4), *bk.turn("Ann"))
    with pytest.raises(RuleViolation):
        g.apply(Rebuild(player="Ann", zone="A.leibwache", tapped=("m",)))


# -- Reichweite -----------------------------------------------------------------------


def test_reach_grows_with_the_front_line(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players())
    assert "A.innen" not in reach(g.state, "Bob").value  # the book's example
    assert "A.aussen" in reach(g.state, "Bob").value
    deeper = with_intruder(g.state, zone=2)
    assert "A.innen" in reach(deeper, "Bob").value
    assert OPPONENT not in reach(deeper, "Bob").value
    deepest = with_intruder(g.state, zone=1)
    assert {"A.innen", "A.leibwache", OPPONENT} <= set(reach(deepest, "Bob").value)


def test_commander_reach_excludes_own_bodyguard(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game())
    assert "A.leibwache" not in reach(g.state, "Cid").value
    assert "A.leibwache" in reach(g.state, "Ann").value


# -- Kontrollwechsel ---------------------------------------------------------------------


def test_control_change_moves_towards_new_controller(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("b1", "Bob", "B.aussen", 1, 1), bk.enters("a1", "Ann", "A.innen", 1, 1))
    g.apply(ControlChange(card="b1", new_controller="Ann"))
    c = g.state.creature("b1")
    assert (c.controller, c.zone) == ("Ann", 1)  # passes A.aussen, stops where Ann has creatures


def test_control_change_stays_when_new_controller_is_there(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("b1", "Bob", "B.aussen", 1, 1))
    state = with_intruder(g.state, zone=3)  # Bob's spy in B.aussen … now make Ann control a creature there
    state = dataclasses.replace(state, creatures=tuple(
        dataclasses.replace(c, controller="Ann") if c.id == "spy" else c for c in state.creatures))
    after = g.engine.apply(state, ControlChange(card="b1", new_controller="Ann"))
    assert after.creature("b1").zone == 3


def test_control_change_without_creatures_goes_to_rear(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game(), bk.enters("b1", "Bob", "B.aussen", 1, 1))
    g.apply(ControlChange(card="b1", new_controller="Cid"))
    assert g.state.creature("b1").zone == 1  # a commander's rearmost zone is the inner wall


# -- Teamspiel ------------------------------------------------------------------------------


def test_commander_dies_and_rebuild_revives(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game(), bk.enters("g", "Ann", "A.innen", 4, 4), bk.enters("h", "Ann", "A.innen", 2, 2))
    g.apply(LifeChange(player="Cid", change=-20))
    assert g.state.values[1] == 0 and "Cid" in g.state.inactive  # never below 0
    with pytest.raises(RuleViolation) as err:
        g.apply(bk.enters("c", "Cid", "A.aussen", 1, 1))
    assert err.value.sections == ("multiplayer",)
    g.apply(*bk.turn("Ann"), Rebuild(player="Ann", zone="A.innen", tapped=("g", "h")))
    assert g.state.values[1] == 2 and "Cid" not in g.state.inactive
    g.apply(bk.enters("c", "Cid", "A.aussen", 1, 1))


def test_team_wins_when_enemy_lord_falls(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game())
    g.apply(LifeChange(player="Bob", change=-15))
    assert g.state.winner == "A"
    with pytest.raises(RuleViolation):
        g.apply(bk.enters("x", "Ann", "A.aussen", 1, 1))


def test_walls_lose_points_only_in_combat(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players())
    g.apply(LifeChange(player="Ann", change=-4))
    assert g.state.values == (11, 10, 5, 5, 10, 15)  # only the lord's life changed


def test_attack_on_commander_wall_makes_him_inactive(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game(), bk.enters("giant", "Ann", "A.aussen", 15, 15), *bk.turn("Ann", Phase.COMBAT))
    g.apply(Combat(strikes=(Strike(creature="giant", target="B.aussen", to_wall=5, to_trigger=10, enter=True),)))
    g.apply(*bk.turn("Bob"), *bk.turn("Ann", Phase.COMBAT))
    # the inner wall holds the commander's 15 life instead of defence points
    with pytest.raises(RuleViolation):
        g.apply(Combat(strikes=(Strike(creature="giant", target="B.innen", to_wall=14, to_trigger=1),)))
    with pytest.raises(RuleViolation):  # no damage to the movement trigger: no intruding
        g.apply(Combat(strikes=(Strike(creature="giant", target="B.innen", to_wall=15, enter=True),)))
    g.apply(Combat(strikes=(Strike(creature="giant", target="B.innen", to_wall=15),)))
    assert g.state.values[4] == 0 and "Dee" in g.state.inactive
    assert g.state.creature("giant").zone == 3


# -- multiplayer: the inner wall is the commander's rearmost zone -------------------------------------


def _commander_at_inner_wall(bk: SimpleNamespace, phase: Phase) -> object:
    g = bk.Game(bk.team_game(), bk.enters("c1", "Cid", "A.innen", 2, 2), bk.enters("a1", "Ann", "A.innen", 2, 2))
    g.apply(*bk.turn("Cid", phase))
    return g


def test_commander_moves_no_creature_behind_his_inner_wall(bk: SimpleNamespace) -> None:
    """§ multiplayer: the own inner wall is the rearmost zone the commander may bring creatures to."""
    g = _commander_at_inner_wall(bk, Phase.MAIN)
    with pytest.raises(RuleViolation) as err:
        g.apply(Move(creature="c1", to_zone="A.leibwache"))
    assert err.value.sections[0] == "multiplayer" and "bewegung" in err.value.sections
    moves = [p.zone for _, p in payloads(g.engine.options(g.state), MovePayload, allowed=True) if p.creature == "c1"]
    assert moves == ["A.aussen"]  # the options offer only what the engine accepts
    g.apply(Move(creature="c1", to_zone="A.aussen"))
    # the lord's creatures still go to the bodyguard (his own turn)
    lord = bk.Game(bk.team_game(), bk.enters("a1", "Ann", "A.innen", 2, 2), *bk.turn("Ann", Phase.MAIN))
    lord.apply(Move(creature="a1", to_zone="A.leibwache"))
    assert lord.state.creature("a1").zone == 0


def test_commander_does_not_attack_into_the_bodyguard_zone(bk: SimpleNamespace) -> None:
    """§ multiplayer, § kampf: retaking the bodyguard zone would bring his creature there and act on it."""
    g = _commander_at_inner_wall(bk, Phase.COMBAT)
    state = with_intruder(g.state, zone=0, toughness=3)
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(state, Combat(strikes=(Strike(creature="c1", target="A.leibwache", blockers=("spy",),
                                                     to_blockers=2),)))
    assert err.value.sections[0] == "multiplayer" and "kampf" in err.value.sections
    attack = next(p for _, p in payloads(g.engine.options(state), AttackPayload) if p.creature == "c1")
    assert "A.leibwache" not in attack.zones


def test_control_change_to_a_commander_moves_out_of_the_bodyguard_zone(bk: SimpleNamespace) -> None:
    """§ sonstiges with § multiplayer: a commander's creature never stands behind his inner wall."""
    g = bk.Game(bk.team_game())
    state = with_intruder(g.state, zone=0)
    to_commander = g.engine.apply(state, ControlChange(card="spy", new_controller="Cid"))
    assert (to_commander.creature("spy").controller, to_commander.creature("spy").zone) == ("Cid", 1)
    to_lord = g.engine.apply(state, ControlChange(card="spy", new_controller="Ann"))
    assert to_lord.creature("spy").zone == 0


def test_commander_does_not_assassinate_in_the_bodyguard_zone(bk: SimpleNamespace) -> None:
    """§ multiplayer, § meucheln: the commander acts on nothing behind his inner wall."""
    g = bk.Game(bk.team_game())
    guard = Creature(id="g", name="G", controller="Cid", owner="Cid", zone=0, power=4, toughness=4)
    state = with_intruder(dataclasses.replace(g.state, creatures=(guard,)), zone=0)
    with pytest.raises(RuleViolation) as err:
        g.engine.apply(state, Assassinate(player="Cid", intruder="spy", tapped=("g",)))
    assert err.value.sections[0] == "multiplayer" and "meucheln" in err.value.sections
    lord = dataclasses.replace(state, creatures=tuple(dataclasses.replace(c, controller="Ann", owner="Ann")
                                                      if c.id == "g" else c for c in state.creatures))
    after = g.engine.apply(lord, Assassinate(player="Ann", intruder="spy", tapped=("g",)))
    assert after.fallen[0].damage == 2  # power 4 = twice the toughness 2 (§ meucheln)


def test_commander_life_fifteen_and_rebuild_by_threes(bk: SimpleNamespace) -> None:
    """§ multiplayer: 15 life instead of the inner wall's points, also for the rebuild (3 power a point,
    § wiederaufbau), never above 15."""
    g = bk.Game(bk.team_game(), bk.enters("g", "Ann", "A.innen", 5, 5), bk.enters("h", "Ann", "A.innen", 4, 4))
    assert g.state.values[1] == 15 and g.state.values[4] == 15
    g.apply(LifeChange(player="Cid", change=-2))
    g.apply(*bk.turn("Ann"), Rebuild(player="Ann", zone="A.innen", tapped=("g", "h")))
    assert g.state.values[1] == 15  # 9 power would give 3, capped at the start value 15
    with pytest.raises(RuleViolation):
        g.apply(*bk.turn("Ann"), Rebuild(player="Ann", zone="A.innen", tapped=("g",)))
