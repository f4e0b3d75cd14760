"""Sea armies (3.10, 8.3, 27.4): bound to Coast and Sea until an Aquarian or Siren leads them ashore; the first
landing scores "sea army goes ashore" (26.3, 26.4) and ends splitting and recruiting of sea armies without an
Aquarian."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import RuleViolation
from referee.got import events as ev
from referee.got.battle_rules import check_may_fight
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.state import GotState, Phase

from .tables16 import put, table

ENGINE = GotEngine()
COAST = Land(Terrain.COAST, "C")


def landed(s: GotState) -> GotState:
    return s.with_player(replace(s.player("Ben"), goals=("sea_army_lands",)))


def test_amphibious_creatures_go_ashore_only_led_and_the_first_landing_scores() -> None:
    s = put(table(mover="Ben"), "Blau 2", COAST, ["Octopus", "Octopus", "Seaserpent"])
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, ev.Move(marker="Blau 2", to="Plains:P", distance=2))
    assert "27.4" in e.value.sections
    led = put(s, "Blau 2", COAST, ["Siren", "Octopus", "Seaserpent"])
    after = ENGINE.apply(led, ev.Move(marker="Blau 2", to="Plains:P", distance=2))
    assert "sea_army_lands" in after.player("Ben").goals
    with_dolphin = put(s, "Blau 2", COAST, ["Siren", "Octopus", "Dolphin"])
    with pytest.raises(RuleViolation, match="Dolphin"):
        ENGINE.apply(with_dolphin, ev.Move(marker="Blau 2", to="Plains:P", distance=2))


def test_after_the_landing_land_capable_armies_go_ashore_without_a_leader() -> None:
    s = landed(put(table(mover="Ben"), "Blau 2", COAST, ["Octopus", "Octopus", "Seaserpent"]))
    assert ENGINE.apply(s, ev.Move(marker="Blau 2", to="Plains:P", distance=2)).army("Blau 2").land.label == "P"
    tied = put(s, "Blau 2", COAST, ["Octopus", "Dolphin"])
    with pytest.raises(RuleViolation, match="3.10"):
        ENGINE.apply(tied, ev.Move(marker="Blau 2", to="Plains:P", distance=2))


def test_after_the_landing_sea_armies_neither_split_nor_recruit_without_an_aquarian() -> None:
    s = put(table(mover="Ben"), "Blau 2", COAST, ["Siren", "Dolphin", "Dolphin", "Octopus"])
    split = ev.Split(marker="Blau 2", new_marker="Blau 5", figures=("Dolphin", "Dolphin"))
    assert ENGINE.apply(s, split).army("Blau 5").size == 2  # before the landing: allowed
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(landed(s), split)
    assert e.value.sections == ("27.4",)
    recruiting = replace(put(s, "Blau 2", COAST, ["Siren", "Dolphin"], moved=3), phase=Phase.RECRUIT)
    recruit = ev.Recruit(marker="Blau 2", figure="Dolphin")
    assert ENGINE.apply(recruiting, recruit).army("Blau 2").figures.count("Dolphin") == 2
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(landed(recruiting), recruit)
    assert set(e.value.sections) == {"27.4", "16.5"}
    aquarian = landed(put(recruiting, "Blau 2", COAST, ["Aquarian", "Dolphin"], moved=3))
    assert ENGINE.apply(aquarian, recruit).army("Blau 2").figures.count("Dolphin") == 2


def test_sea_armies_ashore_count_as_land_armies() -> None:
    s = replace(table(mover="Ben"), phase=Phase.BATTLE)
    plains = Land(Terrain.PLAINS, "P")
    s = put(put(s, "Blau 2", plains, ["Octopus", "Seaserpent"]), "Rot 2", plains, ["Octopus", "Octopus"])
    check_may_fight(s, s.army("Blau 2"), s.army("Rot 2"))  # 8.3: landed sea armies fight
    at_sea = put(put(s, "Blau 2", COAST, ["Octopus"]), "Rot 2", COAST, ["Octopus"])
    with pytest.raises(RuleViolation, match="8.3"):
        check_may_fight(at_sea, at_sea.army("Blau 2"), at_sea.army("Rot 2"))
