"""Recruiting rules on the table and victory points from the journal: Mustering in any order (26.5, 22.2),
Balrog and Deathbringer after the Dark-Titan (23.9), the beaten Executer (16.5, 22.4), goals credited by
their entries and not claimed (26.1, 26.3, 26.4)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import RuleViolation
from referee.core.option import of_kind
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.recruit import RecruitQuery, recruit_options
from referee.got.settle import Outcome
from referee.got.state import GotState, Role

from .helpers import moved_rest
from .test_titans import place, table

ENGINE = GotEngine()
A, D = ev.Side.ATTACKER, ev.Side.DEFENDER
MARSH = Land(Terrain.MARSH, "M")


def moved(state: GotState, marker: str, lands: int = 3) -> GotState:
    return state.with_army(replace(state.army(marker), moved=lands))


def mustering_table(*, revealed: bool = True) -> GotState:
    """Anna at 20 VP: her Titan army on Desert shows a Hydra, two other armies could take end creatures."""
    s = table(mover="Anna")
    s = place(s, "Rot 1", Land(Terrain.DESERT, "D"), ["Titan", "Hydra", "Lion"])
    s = place(s, "Rot 2", Land(Terrain.SWAMP, "S"), ["Basilisk", "Troll"])
    s = place(s, "Rot 3", Land(Terrain.JUNGLE, "J"), ["Serpent", "Cyclops"])
    for m in ("Rot 1", "Rot 2", "Rot 3"):
        s = moved(s, m)
    anna = replace(s.player("Anna"), goals=("take_citytower", "take_darktower"), titan_revealed=revealed)
    return moved_rest(s.with_player(anna))


def recruit(state: GotState, marker: str, figure: str) -> GotState:
    return ENGINE.apply(state, ev.Recruit(marker=marker, figure=figure))


def test_mustering_extra_end_creature_does_not_depend_on_the_order() -> None:
    # 26.5 Mustering: the Titan army recruits an end creature beyond the one of 22.2, in either order
    s = mustering_table()
    titan_first = recruit(recruit(s, "Rot 1", "Hydra"), "Rot 2", "Basilisk")
    other_first = recruit(recruit(s, "Rot 2", "Basilisk"), "Rot 1", "Hydra")
    assert titan_first.army("Rot 1").figures == other_first.army("Rot 1").figures
    assert titan_first.army("Rot 2").figures == other_first.army("Rot 2").figures
    for after in (titan_first, other_first):
        with pytest.raises(RuleViolation) as e:
            recruit(after, "Rot 3", "Serpent")  # a third one: the turn's one is taken (8.4, 22.2)
        assert "22.2" in e.value.sections
    hidden = mustering_table(revealed=False)  # no benefit for a hidden Titan (26.2)
    with pytest.raises(RuleViolation):
        recruit(recruit(hidden, "Rot 2", "Basilisk"), "Rot 1", "Hydra")


def test_balrog_and_deathbringer_only_after_the_dark_titan() -> None:
    # 23.9: the Balrog and Deathbringer recruiting begins once the Dark-Titan has appeared
    army = ("Wraith", "Wraith", "Wraith")
    before = recruit_options(RecruitQuery(terrain=Terrain.JUNGLE, army=army, moved=3, role=Role.DARKLORD,
                                          dark_titan_appeared=False))
    assert "Balrog" not in [o.figure for o in before.options]
    assert any(r.sections == ("23.9",) for r in before.reasons)
    after = recruit_options(RecruitQuery(terrain=Terrain.JUNGLE, army=army, moved=3, role=Role.DARKLORD,
                                         dark_titan_appeared=True))
    assert next(o.sections for o in after.options if o.figure == "Balrog")[-1] == "23.9"
    s = place(table(darklord=True, mover="Dora"), "Schwarz 1", Land(Terrain.JUNGLE, "J"), list(army))
    s = moved_rest(moved(s, "Schwarz 1"))
    with pytest.raises(RuleViolation) as e:
        recruit(s, "Schwarz 1", "Balrog")
    assert "23.9" in e.value.sections
    assert recruit(replace(s, darklord_appeared=True), "Schwarz 1", "Balrog").army("Schwarz 1").has("Balrog")


def executer_beaten() -> GotState:
    """Ben's Executer falls against Anna in round 11 and goes back to Ben's pool (16.5, got.executer_colour)."""
    s = place(table(mover="Ben"), "Rot 1", MARSH, ["Colossus", "Colossus", "Ogre"])
    s = moved_rest(place(s, "Blau 2", MARSH, ["Executer", "Ogre"]))
    ben = s.player("Ben")
    s = s.with_player(replace(ben, pool=ben.pool.minus(["Executer"])))  # it came from Ben's pool
    return ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=D,
                                            winner_losses=("Ogre",)))


def test_a_beaten_executer_goes_back_to_its_owner_and_may_be_summoned() -> None:
    # 16.5: only one's own Executer; beaten, it may be summoned in City or Dungeon for 200 (22.4)
    start = table(mover="Ben")
    city = start.army("Blau 1")
    assert city.land.terrain is Terrain.CITY and start.player("Ben").pool.count("Executer") == 1
    rich = start.with_player(replace(start.player("Ben"), gems=300))
    assert "Executer" not in [o.entry.figure for o in of_kind(ENGINE.options(moved_rest(rich)), "recruit")
                              if o.entry is not None]  # never beaten: only for a sacrifice (16.5)
    s = executer_beaten()
    assert s.player("Ben").pool.count("Executer") == 1 and s.player("Anna").pool.count("Executer") == 1
    assert s.player("Ben").executer_beaten and not s.player("Anna").executer_beaten
    s = s.with_player(replace(s.player("Ben"), gems=250)).with_army(replace(s.army("Blau 1"), land=city.land))
    summons = [o for o in of_kind(ENGINE.options(s), "recruit")
               if o.entry is not None and o.entry.marker == "Blau 1" and o.entry.figure == "Executer"]
    assert [o.allowed for o in summons] == [True] and summons[0].entry.via is ev.Via.DEMIGOD
    after = ENGINE.apply(s, summons[0].entry)
    assert after.army("Blau 1").has("Executer") and after.player("Ben").gems == 50
    assert after.player("Ben").executer_power == 8 and after.player("Ben").trophies == ()


def test_the_winner_does_not_revive_anothers_executer() -> None:
    # 16.5 against 19.1: the Executer is its owner's; only the owner revives it
    s = place(table(mover="Ben"), "Rot 1", MARSH, ["Executer", "Ogre"])
    s = moved_rest(place(s, "Blau 2", MARSH, ["Colossus", "Colossus"]))
    s = s.with_player(replace(s.player("Ben"), gems=100))
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                         revived=("Executer",)))
    assert "16.5" in e.value.sections
    won = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A))
    assert won.player("Anna").pool.count("Executer") == s.player("Anna").pool.count("Executer") + 1  # back to Anna
    assert won.player("Ben").pool.count("Executer") == s.player("Ben").pool.count("Executer")
    assert won.player("Anna").executer_beaten


def test_a_claim_of_a_goal_the_journal_shows_is_refused() -> None:
    # 26.1: "Basilisk rekrutiert" without a Basilisk was accepted as a claim; the recruit itself credits it
    s = table(mover="Anna")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.GoalClaimed(player="Anna", goal="recruit_basilisk"))
    assert "26.1" in e.value.sections
    s = moved_rest(moved(place(s, "Rot 2", Land(Terrain.SWAMP, "S"), ["Wyvern", "Wyvern", "Wyvern"]), "Rot 2"))
    assert "recruit_basilisk" in recruit(s, "Rot 2", "Basilisk").player("Anna").goals


@pytest.mark.parametrize(("setting", "credited"), [((), True), ((("got.journal_goals", "land-only"),), False)])
def test_a_reinforcement_is_recruited_too(setting: tuple[tuple[str, str], ...], credited: bool) -> None:
    # 8.4 counts the reinforcement (17.1) among the ways of recruiting: it reaches "Basilisk rekrutiert" (26.3)
    s = place(table(mover="Ben"), "Rot 1", Land(Terrain.SWAMP, "S"), ["Wyvern", "Wyvern", "Wyvern"])
    s = moved_rest(place(s, "Blau 2", Land(Terrain.SWAMP, "S"), ["Colossus", "Colossus", "Colossus"]))
    s = replace(s, settings=setting)
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             reinforcement="Basilisk"))
    assert ("recruit_basilisk" in after.player("Anna").goals) is credited


def test_the_executer_destroying_an_element_holder_destroys_the_darklord() -> None:
    # 23.10: the Darklord is destroyed (all his armies leave); the Executer's player reaches "Darklord vernichtet"
    s = table(darklord=True, mover="Ben")
    holder = next(a for a in s.armies_of("Anna") if a.has("Asher"))
    s = place(s, "Rot 1", MARSH, ["Titan", "Ogre"])
    s = moved_rest(place(s, "Blau 2", MARSH, ["Executer", "Colossus", "Colossus"]))
    assert holder.marker != "Rot 1"
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             executer_kill=True))
    assert after.player("Dora").eliminated and after.player("Anna").eliminated
    assert {"darklord_destroyed", "titan_destroyed_1"} <= set(after.player("Ben").goals)
