"""Titans, Phantoms, the Darklord, elements and towers (23, 24, 25) on hand-made tables."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from referee.core.errors import RuleViolation
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.settle import Outcome
from referee.got.state import Army, Counts, GotState

from .helpers import new_game, pass_turn, to_round

A, D = ev.Side.ATTACKER, ev.Side.DEFENDER
ENGINE = GotEngine()


def table(*, darklord: bool = False, round_: int = 11, mover: str = "Ben") -> GotState:
    j = new_game(darklord=darklord)
    to_round(j, round_)
    while j.state.mover_player.name != mover:
        pass_turn(j)
    return j.state


def place(state: GotState, marker: str, land: Land, figures: list[str], *, to_move: bool = False) -> GotState:
    """An army as the test puts it; one of the Mover's counts as moved there this turn (8.4), unless
    ``to_move`` (the test moves it)."""
    army = next((a for a in state.armies if a.marker == marker), None)
    owner = army.owner if army else {"Rot": "Anna", "Blau": "Ben", "Gelb": "Cleo", "Schwarz": "Dora"}[marker.split()[0]]
    moved = None if to_move or owner != state.mover_player.name else 1
    return state.with_army(Army(marker, owner, land, Counts.of(figures), moved=moved,
                                arrived=None if moved is None else state.round))


MARSH = Land(Terrain.MARSH, "M")


def test_beaten_titan_becomes_a_phantom() -> None:
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus"])
    with pytest.raises(RuleViolation, match="taucht das Phantom"):
        ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A))
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             phantom_to="Rot 2"))
    anna = after.player("Anna")
    assert anna.phantom and anna.titan_revealed and not anna.eliminated
    assert after.army("Rot 2").has("Phantom") and anna.pool.count("Titan") == 1
    assert after.player("Ben").points == 24 + 12  # Titan at power 6 (24) + Ogre (12)


def test_executer_destroys_a_titan_and_scores_half_of_all_its_armies() -> None:
    s = place(table(), "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Executer", "Colossus"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A,
                                             executer_kill=True))
    assert after.player("Anna").eliminated and not after.armies_of("Anna")
    # battle: Titan 24 + Ogre 12; removed: City army (Centaur 12, Gargoyle 12) and Tower
    # (Angel 24, Gargoyle 12, Centaur 12, Ogre 12, Guardian 20) at half value (24.8)
    removed = 12 + 12 + 24 + 12 + 12 + 12 + 20
    assert after.player("Ben").points == 36 + Fraction(removed, 2)
    assert after.player("Ben").gems == 20 + 5 * 7
    assert "titan_destroyed_1" in after.player("Ben").goals


def test_neutral_tower_needs_an_army_worth_100_and_is_taken() -> None:
    s = table(mover="Ben")
    s = place(s, "Blau 2", Land(Terrain.PLAINS, "P"), ["Ogre", "Centaur"], to_move=True)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.Move(marker="Blau 2", to="Fort:Fort 1", distance=3))
    assert e.value.sections == ("25.2",)
    s = place(s, "Blau 2", Land(Terrain.PLAINS, "P"), ["Colossus", "Colossus", "Hydra"], to_move=True)  # 110
    s = ENGINE.apply(s, ev.Move(marker="Blau 2", to="Fort:Fort 1", distance=3))
    with pytest.raises(RuleViolation, match="25.2"):
        ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Grau Fort 1", outcome=Outcome.FLIGHT))
    s = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Grau Fort 1", outcome=Outcome.FOUGHT, winner=A,
                                         winner_losses=("Hydra",)))
    assert "take_fort" in s.player("Ben").goals and s.player("Ben").points == 20 + 27 + 16 + 14 * 3


def test_neutral_tower_that_wins_regenerates() -> None:
    s = table(mover="Ben")
    s = place(s, "Blau 2", Land(Terrain.FORT, "Fort 1"), ["Colossus", "Colossus", "Hydra"])
    before = s.player("Ben").pool.count("Colossus")
    s = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Grau Fort 1", outcome=Outcome.FOUGHT, winner=D,
                                         winner_losses=("Nightmare", "Tombdigger")))
    assert s.army("Grau Fort 1").size == 6  # all six again (25.1)
    assert s.player("Ben").pool.count("Colossus") == before + 2  # beaten figures back to the pool (3.8)
    assert s.player("Anna").points == 0 and s.battles[-1].winner != "Ben"


def test_titan_and_black_armies_do_not_meet_before_the_dark_titan() -> None:
    s = table(darklord=True, mover="Dora")
    s = place(s, "Rot 1", Land(Terrain.BRUSH, "B"), ["Titan", "Ogre"])
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.Move(marker="Schwarz 2", to="Brush:B", distance=3))
    assert e.value.sections == ("23.5",)


def test_elements_destroyed_lead_to_the_dark_titan() -> None:
    s = table(darklord=True, mover="Dora")
    for element in ("Asher", "Golem", "Zephyra"):
        with pytest.raises(RuleViolation, match="23.7"):
            ENGINE.apply(s, ev.DarklordAppeared(marker="Schwarz 1"))
        s = ENGINE.apply(s, ev.ElementDestroyed(element=element, reason="Im Kampf gegen Schwarz geschlagen"))
    dora = s.player("Dora")
    assert {"element_destroyed_1", "element_destroyed_2", "element_destroyed_3"} <= set(dora.goals)
    assert all(a.figures.count("Tombdigger") == 3 for a in s.armies_of("Dora") if a.land.terrain is Terrain.DARKTOWER)
    s = ENGINE.apply(s, ev.DarklordAppeared(marker="Schwarz 2"))
    assert s.darklord_appeared and s.army("Schwarz 2").has("Dark-Titan")
    assert not any(a.has("Phantom") for a in s.armies)
    assert all(p.titan_revealed for p in s.players)


def test_element_beaten_in_a_battle_of_titan_players_joins_the_winner() -> None:
    s = table(darklord=True, mover="Ben")
    asher_army = next(a for a in s.armies_of("Anna") if a.has("Asher"))
    s = place(s, asher_army.marker, MARSH, ["Asher", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Ogre"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender=asher_army.marker, outcome=Outcome.FOUGHT,
                                             winner=A, element_to="Blau 2"))
    assert after.army("Blau 2").has("Asher") and not after.elements_destroyed
    # 23.6 gives it to the winner: the winning army while it has room, without a choice …
    assert ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender=asher_army.marker, outcome=Outcome.FOUGHT,
                                            winner=A)) == after
    with pytest.raises(RuleViolation) as other:
        ENGINE.apply(place(s, "Blau 3", Land(Terrain.PLAINS, "P"), ["Ogre", "Ogre"]),
                     ev.BattleSettled(attacker="Blau 2", defender=asher_army.marker, outcome=Outcome.FOUGHT, winner=A,
                                      element_to="Blau 3"))
    assert other.value.sections == ("23.6",)
    # … else a choice among the other land armies, never a silent destruction (not Blau 1 in the City, 8.6)
    crowded = place(s, "Blau 2", MARSH, ["Colossus", "Colossus", "Ogre", "Ogre", "Lion", "Lion", "Troll"])
    crowded = place(crowded, "Blau 3", Land(Terrain.PLAINS, "P"), ["Ogre", "Ogre"])
    with pytest.raises(RuleViolation, match=r"element_to: Blau 3\)") as asked:
        ENGINE.apply(crowded, ev.BattleSettled(attacker="Blau 2", defender=asher_army.marker, outcome=Outcome.FOUGHT,
                                               winner=A))
    assert "23.6" in asked.value.sections
    # only when no land army of the winner can take it does it go to the Darklord (23.6)
    full = s
    for a in s.armies_of("Ben"):
        if not a.land.terrain.is_tower and a.marker != "Blau 2":
            full = full.without_army(a.marker)
    full = place(full, "Blau 2", MARSH, ["Colossus", "Colossus", "Ogre", "Ogre", "Lion", "Lion", "Troll"])
    lost = ENGINE.apply(full, ev.BattleSettled(attacker="Blau 2", defender=asher_army.marker, outcome=Outcome.FOUGHT,
                                               winner=A))
    assert lost.elements_destroyed == ("Asher",)


def test_demigods_revived_for_gems() -> None:
    s = table(mover="Ben")
    s = place(s, "Blau 2", Land(Terrain.CITYTOWER, "Citytower 1"), ["Colossus", "Colossus", "Hydra", "Hydra"])
    s = replace(s).with_player(replace(s.player("Ben"), gems=0))
    settled = ev.BattleSettled(attacker="Blau 2", defender="Grau Citytower 1", outcome=Outcome.FOUGHT, winner=A,
                               revived=("Sunray",))
    # reviving comes before the settlement (10.7, 20.1): the battle's 60 gems do not pay for it
    with pytest.raises(RuleViolation, match="50") as refused:
        ENGINE.apply(s, settled)
    assert "19.1" in refused.value.sections and "10.7" in refused.value.sections
    s = replace(s, settings=(("got.revive_gems", "after-award"),))  # a table may let them pay
    after = ENGINE.apply(s, settled)
    assert after.army("Blau 2").has("Sunray") and after.player("Ben").gems == 60 - 50
    assert after.player("Ben").pool.count("Locker") == 1 and after.player("Ben").pool.count("Pegasus") == 1
    with pytest.raises(RuleViolation, match="19.1"):
        ENGINE.apply(s, replace(settled, revived=("Sunray", "Locker")))  # 50 + 100 > 60


def test_executer_takes_gods_as_trophies_and_gives_them_back_when_beaten() -> None:
    s = place(table(), "Rot 1", MARSH, ["Archangel", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Executer", "Colossus"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A))
    assert after.player("Ben").trophies == ("Archangel@Anna",) and after.player("Ben").executer_power == 9
    assert after.player("Anna").removed.count("Archangel") == 1
    s2 = place(after, "Gelb 9", Land(Terrain.HILLS, "H"), ["Colossus", "Colossus"])
    s2 = place(s2, "Blau 2", Land(Terrain.HILLS, "H"), ["Executer", "Colossus"])
    s2 = replace(s2, mover=s2.seat_order.index(s2.player("Ben")), fought=())  # a later battle phase (10.2)
    back = ENGINE.apply(s2, ev.BattleSettled(attacker="Blau 2", defender="Gelb 9", outcome=Outcome.FOUGHT, winner=D))
    # the trophy goes back to Anna's pool (the test placed that Archangel by hand, so the pool has one more)
    assert back.player("Ben").trophies == ()
    assert back.player("Anna").pool.count("Archangel") == s.player("Anna").pool.count("Archangel") + 1
    assert back.player("Anna").removed.count("Archangel") == 0


def test_beaten_immortal_joins_the_winner_free() -> None:
    s = place(table(mover="Ben"), "Blau 2", Land(Terrain.RUIN, "Ruin 1"), ["Colossus", "Colossus", "Hydra"])
    gems = s.player("Ben").gems
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Grau Ruin 1", outcome=Outcome.FOUGHT,
                                             winner=A))
    assert after.army("Blau 2").has("Immortal")
    assert after.player("Ben").gems == gems + 60  # no gems paid for the Immortal (16.5)
    full = place(s, "Blau 2", Land(Terrain.RUIN, "Ruin 1"), ["Colossus", "Colossus", "Hydra", "Hydra", "Ogre", "Ogre",
                                                               "Lion"])
    with pytest.raises(RuleViolation, match="immortal_makes_room"):
        ENGINE.apply(full, ev.BattleSettled(attacker="Blau 2", defender="Grau Ruin 1", outcome=Outcome.FOUGHT,
                                            winner=A))
    made = ENGINE.apply(full, ev.BattleSettled(attacker="Blau 2", defender="Grau Ruin 1", outcome=Outcome.FOUGHT,
                                               winner=A, immortal_makes_room="Lion"))
    assert made.army("Blau 2").has("Immortal") and not made.army("Blau 2").has("Lion")


def test_phantom_with_no_land_army_left_ends_the_player() -> None:
    s = table(mover="Ben")
    s = s.without_army("Rot 2")
    s = place(s, "Rot 1", MARSH, ["Titan", "Ogre"])
    s = place(s, "Blau 2", MARSH, ["Colossus", "Colossus"])
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Rot 1", outcome=Outcome.FOUGHT, winner=A))
    assert after.player("Anna").eliminated  # only the Tower garrison is left: no land army for the Phantom (24.4)
    assert "titan_destroyed_1" in after.player("Ben").goals
