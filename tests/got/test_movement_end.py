"""The end of the movement phase: forced move, City and Dungeon, round 1, elements, splits (4.5, 5.8, 6.1,
6.2, 8.1, 8.4, 8.6, 23.5, 26.5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.option import of_kind, payloads
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.payloads import ArmyBlockedPayload, MovementPayload
from referee.got.settle import Outcome

from .helpers import moved_rest, new_game, pass_turn, play
from .test_titans import place, table

ENGINE = GotEngine()
PLAINS = Land(Terrain.PLAINS, "P")


def refused(state: object, entry: ev.Event, *sections: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(state, entry)  # type: ignore[arg-type]
    assert set(sections) <= set(e.value.sections), e.value
    return e.value


def test_an_army_outside_city_and_towers_must_move_before_the_turn_ends() -> None:
    # 6.2: the Mover moves all armies; 8.4: every army not in its tower, City or Dungeon moves 1–6 lands
    j = new_game()
    play(j, "Anna", ev.Move(marker="Rot 2", to="Brush:B", distance=3))
    pass_turn(j)
    pass_turn(j)
    pass_turn(j)  # round 2, Anna again: Rot 2 stands on Brush B
    s = j.state
    why = refused(s, ev.TurnEnded(player="Anna"), "6.2", "8.4")
    assert "Rot 2" in why.message("en") and "Rot 1" not in why.message("en")  # Rot 1 is in the City
    after = ENGINE.apply(ENGINE.apply(s, ev.Move(marker="Rot 2", to="Plains:P", distance=6)),
                         ev.TurnEnded(player="Anna"))
    assert after.mover_player.name == "Ben"
    assert "Rot Tower" not in why.message("en")  # the garrison never moves (25.1) and is not under forced move


def test_the_movement_phase_ends_with_the_first_battle_or_recruit() -> None:
    # 6.1: the phases follow one another; the checks come when the movement phase ends
    s = place(table(), "Rot 1", Land(Terrain.MARSH, "M"), ["Ogre", "Troll"])
    s = place(s, "Blau 2", Land(Terrain.MARSH, "M"), ["Colossus", "Ogre"])
    s = place(s, "Blau 3", PLAINS, ["Centaur", "Lion"], to_move=True)  # not moved yet
    refused(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=ev.Side.ATTACKER),
            "6.2", "8.4")
    refused(s, ev.BattleOpened(attacker="Blau 2", defender="Rot 1"), "6.2", "8.4")
    moved = ENGINE.apply(s, ev.Move(marker="Blau 3", to="Plains:P2", distance=2))
    fought = ENGINE.apply(moved, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT,
                                                  winner=ev.Side.ATTACKER))
    refused(fought, ev.Move(marker="Blau 1", to="Brush:B", distance=3), "6.1")  # movement is over


def test_an_army_that_cannot_move_is_entered_as_blocked() -> None:
    # the board is not known (got.maps): a blocked army (8.4) or 23.5 is entered with its reason
    s = place(table(), "Blau 3", PLAINS, ["Centaur", "Lion"], to_move=True)
    s = moved_rest(s, keep=("Blau 3",))
    with pytest.raises(InvalidInput):
        ENGINE.apply(s, ev.ArmyBlocked(marker="Blau 3", reason=" "))
    refused(s, ev.ArmyBlocked(marker="Blau 1", reason="eingeschlossen"), "8.4")  # Blau 1 is in the City
    blocked = ENGINE.apply(s, ev.ArmyBlocked(marker="Blau 3", reason="alle Wege von Rot versperrt"))
    assert blocked.army("Blau 3").moved == 0
    refused(blocked, ev.Move(marker="Blau 3", to="Brush:B", distance=2), "8.1")
    assert ENGINE.apply(blocked, ev.TurnEnded(player="Ben")).mover_player.name == "Cleo"
    # it moved 0 lands: no creature is recruited (8.4, 22.1)
    refused(blocked, ev.Recruit(marker="Blau 3", figure="Centaur"), "8.4", "22.1")


def test_the_titan_army_with_hold_need_not_move() -> None:
    # 26.5 Hold (40 VP): the Titan army is not under forced move, once the Titan is revealed (26.2)
    s = place(table(), "Blau 1", PLAINS, ["Titan", "Ogre"], to_move=True)
    ben = replace(s.player("Ben"), goals=("recruit_colossus", "take_citytower", "take_darktower", "recruit_hydra",
                                            "recruit_basilisk"))
    s = moved_rest(s.with_player(ben), keep=("Blau 1",))
    refused(s, ev.TurnEnded(player="Ben"), "8.4")  # hidden Titan: no benefit (26.2)
    s = s.with_player(replace(s.player("Ben"), titan_revealed=True))
    assert ENGINE.apply(s, ev.TurnEnded(player="Ben")).mover_player.name == "Cleo"


def test_only_one_army_stays_in_the_city_in_round_one() -> None:
    # 5.8: in round 1 only one army must leave the City; 8.6: never more than one stays there
    j = new_game()
    why = refused(j.state, ev.TurnEnded(player="Anna"), "8.6", "5.8")
    assert "Rot 1, Rot 2" in why.message("en")
    refused(j.state, ev.Recruit(marker="Rot 1", figure="Novice", via=ev.Via.HUMAN), "8.6")
    j.append(ev.Move(marker="Rot 1", to="Brush:B", distance=3))  # the Titan's army leaves, the other stays
    j.append(ev.TurnEnded(player="Anna"))
    assert j.state.mover_player.name == "Ben"


def test_a_split_in_the_city_leaves_one_part_there() -> None:
    # 4.5: a split is done once both parts moved apart; 8.6: one army in the City
    j = new_game()
    j.append(ev.Move(marker="Rot 1", to="Brush:B", distance=3))
    s = j.state.with_army(replace(j.state.army("Rot 2"), figures=j.state.army("Rot 2").figures.plus(["Ogre", "Lion"])))
    s = ENGINE.apply(s, ev.Split(marker="Rot 2", new_marker="Rot 3", figures=("Ogre", "Lion")))
    refused(s, ev.TurnEnded(player="Anna"), "8.6")
    s = ENGINE.apply(s, ev.Move(marker="Rot 3", to="Plains:P", distance=2))
    assert ENGINE.apply(s, ev.TurnEnded(player="Anna")).mover_player.name == "Ben"


def test_two_own_armies_never_share_a_land_at_the_end_of_movement() -> None:
    # 4.5, 8.1: after a split on a land both parts move apart; blocked both, they would stay together
    s = place(table(), "Blau 3", PLAINS, ["Centaur", "Lion", "Ogre", "Ogre"], to_move=True)
    s = ENGINE.apply(s, ev.Split(marker="Blau 3", new_marker="Blau 4", figures=("Ogre", "Ogre")))
    s = moved_rest(s, keep=("Blau 3", "Blau 4"))
    s = ENGINE.apply(s, ev.ArmyBlocked(marker="Blau 3", reason="eingeschlossen"))
    s = ENGINE.apply(s, ev.ArmyBlocked(marker="Blau 4", reason="eingeschlossen"))
    refused(s, ev.TurnEnded(player="Ben"), "4.5", "8.1")


def test_the_darklord_leaves_the_dungeon_with_all_three_armies_in_round_one() -> None:
    # 5.8: the Darklord moves his three armies out (got.darklord_first_round); 8.6 alone lets one stay
    for setting, ok in (((), False), ((("got.darklord_first_round", "one-may-stay"),), True)):
        j = new_game(darklord=True, settings=setting)
        for _ in range(3):
            pass_turn(j)
        j.append(ev.Move(marker="Schwarz 1", to="Darkland:D1", distance=3))
        j.append(ev.Move(marker="Schwarz 2", to="Darkland:D2", distance=3))
        verdict = ENGINE.check(j.state, ev.TurnEnded(player="Dora"))
        assert verdict.value is ok and (ok or verdict.sections == ("5.8",))


def test_an_element_stays_out_of_the_city_and_its_citytowers() -> None:
    # 8.6: no element in the City or its approaches (got.city_approaches); the start army with it leaves
    j = new_game(darklord=True)
    element_army = next(a.marker for a in j.state.armies_of("Anna") if a.has("Asher"))
    titan_army = next(a.marker for a in j.state.armies_of("Anna") if a.has("Titan"))
    s = ENGINE.apply(j.state, ev.Move(marker=titan_army, to="Brush:B", distance=3))
    why = refused(s, ev.TurnEnded(player="Anna"), "8.6")
    assert "Asher" in why.message("en")
    refused(j.state, ev.Move(marker=element_army, to="Citytower:Citytower 1", distance=3), "8.6")
    s = ENGINE.apply(j.state, ev.Move(marker=element_army, to="Plains:P", distance=3))
    assert ENGINE.apply(s, ev.TurnEnded(player="Anna")).mover_player.name == "Ben"


def test_options_name_the_armies_still_to_move() -> None:
    s = place(table(), "Blau 3", PLAINS, ["Centaur", "Lion"], to_move=True)
    options = ENGINE.options(s)
    [end] = of_kind(options, "end_turn")
    assert not end.allowed and {"6.2", "8.4"} <= set(end.sections)
    [todo] = of_kind(options, "movement")
    assert "Blau 3" in todo.payload_of(MovementPayload).armies
    assert "Blau 3" in [b.marker for _, b in payloads(options, ArmyBlockedPayload)]
    assert all(not o.allowed for o in of_kind(options, "recruit"))  # recruiting waits for the movement's end
    done = moved_rest(s)
    assert [o.allowed for o in of_kind(ENGINE.options(done), "end_turn")] == [True]
    assert not of_kind(ENGINE.options(done), "movement")


def test_a_beaten_element_joins_no_army_in_the_city() -> None:
    # 23.6 with 8.6: the element regenerates into a land army of the winner, never into the City
    from referee.got.spoils import element_targets

    s = table(darklord=True, mover="Ben")
    city = next(a for a in s.armies_of("Ben") if a.land.terrain is Terrain.CITY)
    assert city.marker not in element_targets(s, "Ben", "Asher")
    s = place(s, "Blau 3", PLAINS, ["Ogre", "Ogre"])
    assert "Blau 3" in element_targets(s, "Ben", "Asher")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(moved_rest(place(place(s, "Rot 1", Land(Terrain.MARSH, "M"), ["Asher", "Ogre"]), "Blau 2",
                                      Land(Terrain.MARSH, "M"), ["Colossus", "Ogre", "Ogre", "Lion", "Lion", "Troll",
                                                                 "Troll"])),  # full: not the winning army (23.6)
                     ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT,
                                      winner=ev.Side.ATTACKER, element_to=city.marker))
    assert "8.6" in e.value.sections


def test_armies_together_when_the_pact_ends_fight_where_they_stand() -> None:
    """got.pact_end: Ben's Blau 2 joined Anna's Rot 2 in round 10 (8.3 allows it). In round 11 Rot 2 waits for
    its battle: it is not under forced move and may not move away, and the battle can be opened at once
    (before, Rot 2 had to move, the app did not offer the move and the battle was refused: no way on)."""
    from referee.got.allowed import movable_armies, open_battles
    from referee.got.movement_end import still_to_move

    from .helpers import rest_moves, to_round

    j = new_game()
    to_round(j, 10)
    play(j, "Anna", *rest_moves(j.state))
    land = j.state.army("Rot 2").land
    j.append(ev.TurnEnded(player="Anna"))
    j.append(ev.Move(marker="Blau 2", to=f"{land.terrain.value}:{land.label}", distance=2))  # the pact holds (8.3)
    play(j, "Anna")  # Ben and Cleo end their turns: round 11, Anna's turn
    s = j.state
    assert s.round == 11 and open_battles(s) == (("Rot 2", "Blau 2"),)
    assert "Rot 2" not in movable_armies(s) and "Rot 2" not in [a.marker for a in still_to_move(s)]
    with pytest.raises(RuleViolation) as refused:
        j.append(ev.Move(marker="Rot 2", to="Brush:B", distance=2))
    assert refused.value.sections == ("6.3", "8.2", "10.1")
    for e in rest_moves(j.state):
        j.append(e)
    j.append(ev.BattleOpened(attacker="Rot 2", defender="Blau 2"))
    assert j.state.fight is not None
