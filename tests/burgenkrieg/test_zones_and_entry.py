"""§ spielidee, § kreaturen, § bewegung, § multiplayer (setup and entering)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.burgenkrieg.events import Move, Phase, PlayerSpec, Role, Setup
from referee.core.errors import InvalidInput, RuleViolation, UnknownName


def test_start_values_two_players(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players())
    # lord 15, inner wall 10, outer wall 5 on both sides (§ spielidee)
    assert g.state.values == (15, 10, 5, 5, 10, 15)


def test_team_game_commander_life_on_inner_wall(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game())
    assert g.state.values == (15, 15, 5, 5, 15, 15)
    assert g.state.team


@pytest.mark.parametrize(
    "players",
    [
        (PlayerSpec(name="Ann", side="A"),),
        (PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="A")),
        (PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Cid", side="A", role=Role.COMMANDER),
         PlayerSpec(name="Bob", side="B", role=Role.COMMANDER), PlayerSpec(name="Dee", side="B",
                                                                            role=Role.COMMANDER)),
    ],
)
def test_bad_setups_are_refused(bk: SimpleNamespace, players: tuple[PlayerSpec, ...]) -> None:
    with pytest.raises(RuleViolation) as err:
        bk.Game(Setup(players=players))
    assert set(err.value.sections) & {"spielidee", "multiplayer"}


def test_unknown_setting_is_refused(bk: SimpleNamespace) -> None:
    with pytest.raises(InvalidInput):
        bk.Game(bk.two_players(("burgenkrieg.blockers", "nobody")))


def test_creature_enters_own_zone(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "A.aussen", 2, 2))
    c = g.state.creature("wolf")
    assert (c.zone, c.sick, c.tapped, c.owner) == (2, True, False, "Ann")


def test_creature_cannot_enter_enemy_zone(bk: SimpleNamespace) -> None:
    with pytest.raises(RuleViolation) as err:
        bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "B.aussen", 2, 2))
    assert "kreaturen" in err.value.sections


def test_creature_cannot_enter_zone_with_enemies(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players())
    # put Bob's creature into A.aussen by a control change (it stays where Bob has creatures)
    g.apply(bk.enters("orc", "Ann", "A.aussen", 1, 1))
    from referee.burgenkrieg.events import ControlChange

    g.apply(bk.enters("spy", "Bob", "B.aussen", 1, 1))
    g.apply(ControlChange(card="orc", new_controller="Bob"))
    assert g.state.creature("orc").zone == 3  # moved to B.aussen where Bob has a creature
    with pytest.raises(RuleViolation):
        g.apply(bk.enters("x", "Bob", "A.aussen", 1, 1))


def test_only_bodyguard_when_both_walls_are_occupied(bk: SimpleNamespace) -> None:
    from referee.burgenkrieg.engine import entry_zones
    from referee.burgenkrieg.state import Creature

    g = bk.Game(bk.two_players())
    invaders = (
        Creature(id="i1", name="I", controller="Bob", owner="Bob", zone=1, power=1, toughness=1),
        Creature(id="i2", name="I", controller="Bob", owner="Bob", zone=2, power=1, toughness=1),
    )
    import dataclasses

    state = dataclasses.replace(g.state, creatures=invaders)
    assert entry_zones(state, "Ann") == (0,)
    with pytest.raises(RuleViolation):
        g.engine.apply(state, bk.enters("w", "Ann", "A.innen", 1, 1))
    assert g.engine.apply(state, bk.enters("w", "Ann", "A.leibwache", 1, 1)).creature("w").zone == 0


def test_commander_cannot_bring_creatures_to_bodyguard(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.team_game())
    g.apply(bk.enters("c1", "Cid", "A.innen", 1, 1))
    with pytest.raises(RuleViolation) as err:
        g.apply(bk.enters("c2", "Cid", "A.leibwache", 1, 1))
    assert "multiplayer" in err.value.sections
    g.apply(bk.enters("c3", "Ann", "A.leibwache", 1, 1))  # the lord may


def test_unknown_zone_suggests(bk: SimpleNamespace) -> None:
    with pytest.raises(UnknownName) as err:
        bk.Game(bk.two_players(), bk.enters("w", "Ann", "A.ausen", 1, 1))
    assert "A.aussen" in err.value.suggestions


def test_move_back_and_forth_in_main_phase(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "A.aussen", 2, 2), *bk.turn("Ann", Phase.MAIN))
    g.apply(Move(creature="wolf", to_zone="A.innen"))
    c = g.state.creature("wolf")
    assert c.zone == 1 and c.sick  # summoning-sick after the move
    with pytest.raises(RuleViolation):  # sick now: cannot move again
        g.apply(Move(creature="wolf", to_zone="A.aussen"))


def test_move_gives_sickness_even_with_haste(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), *bk.turn("Ann", Phase.MAIN), bk.enters("imp", "Ann", "A.aussen", 1, 1,
                                                                          haste=True))
    # a creature that just came into play is sick; haste lets it attack, not move
    with pytest.raises(RuleViolation):
        g.apply(Move(creature="imp", to_zone="A.innen"))


def test_move_into_enemy_zone_only_by_combat(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "A.aussen", 2, 2), *bk.turn("Ann", Phase.MAIN))
    with pytest.raises(RuleViolation) as err:
        g.apply(Move(creature="wolf", to_zone="B.aussen"))
    assert "bewegung" in err.value.sections


def test_move_outside_main_phase_refused(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "A.aussen", 2, 2), *bk.turn("Ann"))
    with pytest.raises(RuleViolation) as err:
        g.apply(Move(creature="wolf", to_zone="A.innen"))
    assert err.value.sections == ("bewegung",)


def test_move_two_zones_refused(bk: SimpleNamespace) -> None:
    g = bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "A.aussen", 2, 2), *bk.turn("Ann", Phase.MAIN))
    with pytest.raises(RuleViolation):
        g.apply(Move(creature="wolf", to_zone="A.leibwache"))


def test_move_into_zone_held_only_by_own_creatures(bk: SimpleNamespace) -> None:
    import dataclasses

    from referee.burgenkrieg.state import Creature

    g = bk.Game(bk.two_players(), bk.enters("wolf", "Ann", "A.aussen", 2, 2), *bk.turn("Ann", Phase.MAIN))
    scout = Creature(id="scout", name="S", controller="Ann", owner="Ann", zone=3, power=1, toughness=1)
    state = dataclasses.replace(g.state, creatures=(*g.state.creatures, scout))
    moved = g.engine.apply(state, Move(creature="wolf", to_zone="B.aussen"))
    assert moved.creature("wolf").zone == 3


def test_creature_may_enter_tapped_under_another_owner(bk: SimpleNamespace) -> None:
    from referee.burgenkrieg.events import CreatureEnters

    g = bk.Game(bk.two_players(), CreatureEnters(id="z", name="Zombie", controller="Ann", zone="A.innen",
                                                 power=2, toughness=2, tapped=True, owner="Bob"))
    c = g.state.creature("z")
    assert (c.owner, c.controller, c.tapped) == ("Bob", "Ann", True)
    with pytest.raises(UnknownName):
        g.apply(CreatureEnters(id="y", name="Y", controller="Ann", zone="A.innen", power=1, toughness=1,
                               owner="Zed"))
