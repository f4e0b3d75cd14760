"""Tower lands after the conquest: masters and elements leave, the round of choice, garrisons bound and
reinforced (24.4, 25.6, 25.7)."""

from __future__ import annotations

import pytest

from referee.core.errors import RuleViolation
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.settle import Outcome
from referee.got.state import GotState

from .helpers import moved_rest, passed
from .test_titans import place, table

ENGINE = GotEngine()
FORT = Land(Terrain.FORT, "Fort 1")


def refused(state: GotState, entry: ev.Event, *sections: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(state, entry)
    assert set(sections) <= set(e.value.sections), e.value
    return e.value


def around(state: GotState, player: str) -> GotState:
    """The table when it is ``player``'s turn again (every turn in between ended with the armies moved)."""
    state = passed(state)
    while state.mover_player.name != player:
        state = passed(state)
    return state


def test_the_titan_army_does_not_join_its_tower_garrison() -> None:
    # 24.4, 25.6: masters (and elements) are never stationed in a tower; 25.7 merges the whole army
    s = place(table(mover="Anna"), "Rot 1", Land(Terrain.PLAINS, "P"), ["Titan", "Ogre"], to_move=True)
    refused(s, ev.Move(marker="Rot 1", to="Tower:Tower Rot", distance=3), "24.4", "25.6")
    s = place(s, "Rot 3", Land(Terrain.BRUSH, "B"), ["Ogre", "Troll"], to_move=True)
    merged = ENGINE.apply(s, ev.Move(marker="Rot 3", to="Tower:Tower Rot", distance=3))
    assert merged.army("Rot Tower").figures.count("Troll") == 1 and all(a.marker != "Rot 3" for a in merged.armies)
    assert "take_tower" not in merged.player("Anna").goals  # joining one's own garrison takes nothing (25.5)


def test_garrison_figures_leave_to_make_room_but_only_as_needed() -> None:
    # 25.7: "müssen eventuell Figuren der Besatzungsarmee zuvor entfernt werden" – back to the pool
    s = table(mover="Anna")
    s = place(s, "Rot 3", Land(Terrain.BRUSH, "B"), ["Ogre", "Troll", "Troll"], to_move=True)  # garrison holds 5
    why = refused(s, ev.Move(marker="Rot 3", to="Tower:Tower Rot", distance=3), "4.2", "25.7")
    assert "garrison_leaves" in why.message("en")
    pool = s.player("Anna").pool.count("Gargoyle")
    after = ENGINE.apply(s, ev.Move(marker="Rot 3", to="Tower:Tower Rot", distance=3, garrison_leaves=("Gargoyle",)))
    assert after.army("Rot Tower").size == 7 and not after.army("Rot Tower").has("Gargoyle")
    assert after.player("Anna").pool.count("Gargoyle") == pool + 1
    refused(s, ev.Move(marker="Rot 3", to="Tower:Tower Rot", distance=3, garrison_leaves=("Gargoyle", "Centaur")),
            "25.7")  # one is enough
    refused(s, ev.Move(marker="Rot 3", to="Brush:B2", distance=3, garrison_leaves=("Gargoyle",)), "25.7")


def test_conquerors_choose_in_the_next_round_then_stay_bound() -> None:
    # 25.6: in the round after the conquest stay, leave or split; masters must leave; 25.7: then bound
    s = moved_rest(place(table(mover="Ben"), "Blau 1", FORT, ["Titan", "Colossus", "Colossus", "Hydra", "Ogre", "Ogre"]))
    s = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 1", defender="Grau Fort 1", outcome=Outcome.FOUGHT,
                                         winner=ev.Side.ATTACKER, winner_losses=("Hydra",)))
    assert "take_fort" in s.player("Ben").goals
    s = around(s, "Ben")  # round 12
    s = moved_rest(s, keep=("Blau 1",))
    why = refused(s, ev.TurnEnded(player="Ben"), "25.6")
    assert "Titan" in why.message("en")
    split = ENGINE.apply(s, ev.Split(marker="Blau 1", new_marker="Blau 5", figures=("Titan", "Ogre")))  # 25.6
    left = ENGINE.apply(split, ev.Move(marker="Blau 5", to="Plains:P", distance=2))
    refused(split, ev.TurnEnded(player="Ben"), "25.6")  # the Titan is still in the tower
    s = around(left, "Ben")  # round 13: what stayed is the garrison
    refused(s, ev.Move(marker="Blau 1", to="Brush:B", distance=2), "25.7")
    refused(s, ev.Split(marker="Blau 1", new_marker="Blau 6", figures=("Colossus", "Ogre")), "25.7")
    assert ENGINE.apply(moved_rest(s), ev.TurnEnded(player="Ben")).mover_player.name == "Cleo"  # not forced to move


def test_a_garrison_never_splits() -> None:
    s = table(mover="Anna")
    refused(s, ev.Split(marker="Rot Tower", new_marker="Rot 5", figures=("Ogre", "Centaur")), "25.7")


def test_the_referee_says_how_many_garrison_figures_must_leave() -> None:
    # 25.7: a garrison of 5 and a joining army of 3 make 8 of at most 7: one figure goes back to the pool
    from referee.got.towers import garrison_must_leave

    s = table(mover="Anna")
    s = place(s, "Rot 3", Land(Terrain.BRUSH, "B"), ["Ogre", "Troll", "Troll"], to_move=True)
    joining = s.army("Rot 3").figures.names()
    assert s.army("Rot Tower").size == 5 and garrison_must_leave(s.army("Rot Tower"), joining) == 1
    assert garrison_must_leave(s.army("Rot Tower"), joining[:1]) == 1  # asked for: at least one
    assert garrison_must_leave(s.army("Rot Tower"), [*joining, "Ogre", "Ogre"]) == 3
