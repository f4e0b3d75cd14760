"""The end of the game: the end battle in the Skycastle (27.5), giving up (28.11) and the last player left (1.3,
24.7), on hand-made tables."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import RuleViolation
from referee.core.option import of_kind
from referee.got import events as ev
from referee.got.elimination import eliminate
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.payloads import EndBattlePayload
from referee.got.settle import Outcome
from referee.got.state import GotState, Phase

from .tables16 import put, table

ENGINE = GotEngine()
CITY = Land(Terrain.CITY, "City")
PLAINS, BRUSH, MARSH = Land(Terrain.PLAINS, "P"), Land(Terrain.BRUSH, "B"), Land(Terrain.MARSH, "M")
G = ev.GodSupporter


def skycastle(goals: tuple[str, ...] = ("take_citytower",)) -> GotState:
    """Dora's Dark-Titan army stands in the City in her combat phase; the Titan players' armies hold end creatures."""
    s = table(darklord=True, mover="Dora")
    s = put(s, "Schwarz 1", CITY, ["Dark-Titan", "Balrog", "Headcracker"], moved=3)
    s = put(s, "Blau 2", PLAINS, ["Colossus", "Colossus", "Ogre"])
    s = put(s, "Gelb 2", BRUSH, ["Serpent", "Serpent", "Hydra", "Lion"])
    s = put(s, "Rot 2", MARSH, ["Serpent", "Centaur", "Dolphin"])
    for name in ("Anna", "Ben", "Cleo", "Dora"):
        s = s.with_player(replace(s.player(name), titan_revealed=True))
    s = s.with_player(replace(s.player("Dora"), goals=goals))
    return replace(s, darklord_appeared=True, elements_destroyed=("Asher", "Golem", "Zephyra"), phase=Phase.BATTLE)


OPEN = ev.EndBattleOpened(marker="Schwarz 1", god_army=(G("Blau 2", "Colossus"), G("Gelb 2", "Serpent")))


def test_the_god_army_is_lent_out_of_the_titan_players_armies() -> None:
    s = ENGINE.apply(skycastle(), OPEN)
    assert s.end_battle is not None and s.end_battle.god_life == 100 - 4 * 6  # 16.5: four Titans at power 6
    assert s.army("Blau 2").figures.count("Colossus") == 1 and s.army("Gelb 2").figures.count("Serpent") == 1
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.TurnEnded(player="Dora"))
    assert "27.5" in e.value.sections


@pytest.mark.parametrize(("army", "sections"), [
    ((G("Blau 2", "Ogre"),) * 7, {"27.5"}),
    ((G("Gelb 2", "Serpent"), G("Gelb 2", "Serpent"), G("Rot 2", "Serpent")), {"4.3"}),
    ((G("Rot 2", "Dolphin"),), {"3.10"}),
    ((G("Gelb 2", "Serpent"), G("Gelb 2", "Serpent"), G("Gelb 2", "Hydra"), G("Gelb 2", "Lion")), {"4.6"}),
    ((G("Schwarz 1", "Balrog"),), {"27.5"}),
    ((G("Blau 1", "Titan"),), {"27.5", "3.7"}),
])
def test_the_god_army_is_six_creatures_at_most_with_two_end_creatures_of_a_kind(army: tuple[ev.GodSupporter, ...],
                                                                                 sections: set[str]) -> None:
    s = put(skycastle(), "Blau 2", PLAINS, ["Colossus", "Colossus", "Ogre"] + ["Ogre"] * 4)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, replace(OPEN, god_army=army))
    assert sections <= set(e.value.sections)


def test_the_city_is_stormed_only_after_a_citytower_or_with_the_battle_teleport() -> None:
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(skycastle(goals=()), OPEN)
    assert "27.5" in e.value.sections and "26.5" in e.value.sections
    vp70 = ("recruit_demon", "recruit_balrog", "recruit_deathbringer", "element_destroyed_1", "element_destroyed_2",
            "element_destroyed_3", "titan_destroyed_1", "titan_destroyed_2", "recruit_seaserpent", "take_tower")
    assert ENGINE.apply(skycastle(goals=vp70), OPEN).end_battle is not None
    away = put(skycastle(), "Schwarz 1", PLAINS, ["Dark-Titan", "Balrog"], moved=2)
    with pytest.raises(RuleViolation, match="City"):
        ENGINE.apply(away, OPEN)
    with pytest.raises(RuleViolation, match="27.5"):
        ENGINE.apply(replace(skycastle(), darklord_appeared=False), OPEN)


def test_the_darklord_destroys_the_god_within_seven_rounds_and_wins() -> None:
    s = ENGINE.apply(skycastle(), OPEN)
    with pytest.raises(RuleViolation, match="11.1"):
        ENGINE.apply(s, ev.EndBattleRound(round=1, beaten_darklord=("Headcracker",)))
    s = ENGINE.apply(s, ev.EndBattleRound(round=1, god_hits=40, beaten_god_army=(G("Blau 2", "Colossus"),)))
    with pytest.raises(RuleViolation, match="27.5"):
        ENGINE.apply(s, ev.EndBattleEnded())
    s = ENGINE.apply(s, ev.EndBattleRound(round=2, god_hits=36, beaten_darklord=("Headcracker",)))
    with pytest.raises(RuleViolation, match="27.5"):
        ENGINE.apply(s, ev.EndBattleRound(round=3, god_hits=1))
    over = ENGINE.apply(s, ev.EndBattleEnded())
    assert over.winner == "Dora" and over.ended == "skycastle" and ENGINE.finished(over)
    assert "take_skycastle" in over.player("Dora").goals
    assert over.army("Gelb 2").figures.count("Serpent") == 2  # the survivor goes back to its army
    assert over.army("Blau 2").figures.count("Colossus") == 1 and over.player("Ben").pool.count("Colossus") >= 1
    assert over.player("Dora").pool.count("Headcracker") >= 1
    with pytest.raises(RuleViolation, match="1.3"):
        ENGINE.apply(over, ev.TurnEnded(player="Dora"))


def test_after_seven_rounds_the_darklord_is_out_and_the_game_goes_on() -> None:
    s = ENGINE.apply(skycastle(), OPEN)
    for rnd in range(1, 8):
        s = ENGINE.apply(s, ev.EndBattleRound(round=rnd, god_hits=10))
    assert s.end_battle is not None and s.end_battle.god_hits == 70 < s.end_battle.god_life
    over = ENGINE.apply(s, ev.EndBattleEnded())
    assert over.player("Dora").eliminated and not over.armies_of("Dora") and over.winner is None
    assert over.army("Blau 2").figures.count("Colossus") == 2
    assert over.mover_player.name == "Anna" and over.round == 12 and not over.player("Anna").goals


def test_a_beaten_dark_titan_or_a_concession_ends_the_darklord() -> None:
    s = ENGINE.apply(skycastle(), OPEN)
    s = ENGINE.apply(s, ev.EndBattleRound(round=1, god_hits=70))
    s2 = ENGINE.apply(s, ev.EndBattleRound(round=2, god_hits=10, beaten_darklord=("Dark-Titan",)))
    assert ENGINE.apply(s2, ev.EndBattleEnded()).player("Dora").eliminated  # the God fell, but so did the Dark-Titan
    conceded = ENGINE.apply(s, ev.EndBattleEnded(conceded=True))
    assert conceded.player("Dora").eliminated and conceded.army("Gelb 2").figures.count("Serpent") == 2


def test_end_battle_options() -> None:
    s = skycastle()
    template = of_kind(ENGINE.options(s), "end_battle")[0]
    offer = template.payload_of(EndBattlePayload)
    assert template.allowed and offer.god_life == 76 and ("Blau 2", "Colossus") in offer.creatures
    assert ("Rot 2", "Dolphin") not in offer.creatures
    running = ENGINE.options(ENGINE.apply(s, OPEN))
    assert {o.kind for o in running} == {"end_battle_round", "end_battle_ended", "end_battle_conceded"}
    assert of_kind(running, "end_battle_conceded")[0].allowed and not of_kind(running, "end_battle_ended")[0].allowed


def test_giving_up_only_in_ones_own_turn_and_the_last_player_wins() -> None:
    j = table(round_=1, mover="Anna")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(j, ev.PlayerResigned(player="Ben"))
    assert e.value.sections == ("28.11",)
    s = ENGINE.apply(j, ev.PlayerResigned(player="Anna"))
    assert s.player("Anna").eliminated and not s.armies_of("Anna") and s.mover_player.name == "Ben"
    s = ENGINE.apply(s, ev.PlayerResigned(player="Ben"))
    assert s.winner == "Cleo" and s.ended == "last-player" and ENGINE.finished(s)
    with pytest.raises(RuleViolation, match="1.3"):
        ENGINE.apply(s, ev.TurnEnded(player="Cleo"))
    assert ENGINE.options(s) == []


def test_a_player_giving_up_hands_the_elements_to_the_darklord_by_default() -> None:
    s = table(darklord=True, round_=2, mover="Anna")
    assert any(a.has("Asher") for a in s.armies_of("Anna"))
    after = ENGINE.apply(s, ev.PlayerResigned(player="Anna"))
    assert "Asher" in after.elements_destroyed and "element_destroyed_1" in after.player("Dora").goals
    removed = replace(s, settings=(("got.game_end", "elements-removed"),))
    assert not ENGINE.apply(removed, ev.PlayerResigned(player="Anna")).elements_destroyed


def test_destroying_the_last_other_titan_wins_the_game() -> None:
    s = eliminate(table(mover="Ben"), "Anna")
    s = put(s, "Gelb 1", MARSH, ["Titan", "Ogre"])
    s = replace(put(s, "Blau 2", MARSH, ["Executer", "Colossus"], moved=2), phase=Phase.BATTLE)
    after = ENGINE.apply(s, ev.BattleSettled(attacker="Blau 2", defender="Gelb 1", outcome=Outcome.FOUGHT,
                                             winner=ev.Side.ATTACKER, executer_kill=True))
    assert after.player("Cleo").eliminated and after.winner == "Ben" and after.ended == "last-player"


@pytest.mark.parametrize("entry", [
    ev.Teleport(marker="Rot 1", kind=ev.TeleportKind.TOWER, to="Plains:P", distance=3, via_from="Tower:Tower Rot",
                via_to="Ruin:Ruin 1", permitted_by=("Ben",)),
    ev.Spied(marker="Schwarz 1", target="Rot 2", distance=2),
    ev.Spied(marker="Schwarz 1", target="Rot 1", distance=2, titan_found=True),
    ev.Darkened(marker="Schwarz 1", passer="Rot 2"),
    ev.MarkerFreed(player="Anna"),
    ev.TitanRevealed(player="Anna", free_marker=True),
    ev.TitanRestored(player="Anna", marker="Rot 2", element="Asher"),
    ev.PlayerResigned(player="Anna"),
    OPEN,
    ev.EndBattleRound(round=1, beaten_god_army=(G("Blau 2", "Colossus"),), god_hits=12),
    ev.EndBattleEnded(conceded=True),
])
def test_new_entries_round_trip_and_show_in_the_history_in_both_languages(entry: ev.Event) -> None:
    from referee.core.events import from_json, to_json

    assert from_json(to_json(entry)) == entry
    assert entry.label("de") and entry.label("en") and entry.label("de") != entry.label("en")
