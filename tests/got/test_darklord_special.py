"""The Darklord's spying and Dungeon teleport (9.5, 23.3, 23.4), darkening (23.2) and the Phantom turning back
into the Titan in the Dungeon (24.6), on hand-made tables."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import RuleViolation
from referee.core.option import of_kind
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.payloads import DarkenPayload, RestoreTitanPayload, SpyPayload
from referee.got.state import GotState, Phase

from .tables16 import put, table

ENGINE = GotEngine()
DARK = Land(Terrain.DARKLAND, "D1")
PLAINS = Land(Terrain.PLAINS, "P")


def dora() -> GotState:
    """Dora's turn; Ben's ``Blau 2`` on the Plains holds his element Golem."""
    s = put(table(darklord=True, mover="Dora"), "Schwarz 1", DARK, ["Phantom", "Headcracker", "Headcracker"])
    return put(s, "Blau 2", PLAINS, ["Golem", "Centaur", "Gargoyle"])


def test_spying_inspects_and_teleports_into_the_dungeon_once_per_movement_phase() -> None:
    s = dora()
    after = ENGINE.apply(s, ev.Spied(marker="Schwarz 1", target="Blau 2", distance=3))
    spy = after.army("Schwarz 1")
    assert spy.land.terrain is Terrain.DUNGEON and spy.moved == 3
    assert after.army("Blau 2") == s.army("Blau 2")  # the target stays as it is
    s2 = put(after, "Schwarz 2", DARK, ["Headcracker", "Angel"])
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s2, ev.Spied(marker="Schwarz 2", target="Blau 2", distance=3))
    assert set(e.value.sections) == {"9.5", "23.3"}
    with pytest.raises(RuleViolation, match="8.1"):
        ENGINE.apply(after, ev.Move(marker="Schwarz 1", to="Plains:X", distance=2))


def test_revealed_titan_armies_and_players_without_elements_are_immune() -> None:
    s = put(dora(), "Blau 1", PLAINS, ["Titan", "Ogre"])
    s = put(s, "Blau 2", Land(Terrain.BRUSH, "B"), ["Golem", "Centaur"])
    revealed = s.with_player(replace(s.player("Ben"), titan_revealed=True))
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(revealed, ev.Spied(marker="Schwarz 1", target="Blau 1", distance=2))
    assert e.value.sections == ("23.4",)
    ENGINE.apply(s, ev.Spied(marker="Schwarz 1", target="Blau 1", distance=2))  # a hidden Titan: the player may reveal first
    no_element = put(s, "Blau 2", Land(Terrain.BRUSH, "B"), ["Centaur", "Gargoyle"])
    with pytest.raises(RuleViolation, match="element") as e:
        ENGINE.apply(no_element, ev.Spied(marker="Schwarz 1", target="Blau 1", distance=2))
    assert e.value.sections == ("23.4",)
    with pytest.raises(RuleViolation, match="23.7"):
        ENGINE.apply(replace(s, darklord_appeared=True), ev.Spied(marker="Schwarz 1", target="Blau 2", distance=2))
    spy = of_kind(ENGINE.options(revealed), "spy")[0]
    assert "Blau 1" in dict(spy.payload_of(SpyPayload).immunities("en")) and "Blau 2" in spy.payload_of(SpyPayload).targets


def test_a_black_army_that_finds_a_hidden_titan_retreats_to_the_dungeon_by_setting() -> None:
    s = put(dora(), "Blau 1", PLAINS, ["Titan", "Ogre"])
    found = ev.Spied(marker="Schwarz 1", target="Blau 1", distance=2, titan_found=True)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, found)  # default: the black army stops in front of the Titan army (23.5)
    assert "23.5" in e.value.sections
    teleport = replace(s, settings=(("got.hidden_titan_attack", "dungeon-teleport"),))
    after = ENGINE.apply(teleport, found)
    assert after.player("Ben").titan_revealed and after.army("Schwarz 1").land.terrain is Terrain.DUNGEON


def test_darkening_lets_the_movers_army_pass_and_is_noted() -> None:
    s = put(table(darklord=True, mover="Ben"), "Schwarz 1", DARK, ["Headcracker", "Headcracker"])
    after = ENGINE.apply(s, ev.Darkened(marker="Schwarz 1", passer="Blau 2"))
    assert ("Schwarz 1", "darkened:Blau 2") in after.turn_notes
    with pytest.raises(RuleViolation, match="23.2"):
        ENGINE.apply(put(s, "Schwarz 1", PLAINS, ["Headcracker"]), ev.Darkened(marker="Schwarz 1", passer="Blau 2"))
    with pytest.raises(RuleViolation, match="23.7"):
        ENGINE.apply(replace(s, darklord_appeared=True), ev.Darkened(marker="Schwarz 1", passer="Blau 2"))
    moved = put(s, "Blau 2", PLAINS, ["Ogre", "Centaur"], moved=2)
    with pytest.raises(RuleViolation, match="23.2"):
        ENGINE.apply(moved, ev.Darkened(marker="Schwarz 1", passer="Blau 2"))
    darkened = of_kind(ENGINE.options(s), "darken")[0].payload_of(DarkenPayload).darkened
    assert "Schwarz 1" in darkened and "Schwarz Darktower 1" in darkened  # Darktowers darken too (23.2)


def anna_as_phantom() -> GotState:
    """Anna goes on as a Phantom in the Dungeon, in her recruiting phase, with the element Asher in Rot 2."""
    s = table(darklord=True, mover="Anna")
    s = put(s, "Rot 1", Land(Terrain.DUNGEON, "Dungeon"), ["Phantom", "Ogre"])
    s = put(s, "Rot 2", PLAINS, ["Asher", "Centaur", "Gargoyle"])
    anna = s.player("Anna")
    pool = anna.pool.minus(["Phantom"]).plus(["Titan"])
    return replace(s.with_player(replace(anna, phantom=True, titan_revealed=True, pool=pool)), phase=Phase.RECRUIT)


def test_the_phantom_turns_back_into_the_titan_in_the_dungeon_for_an_element() -> None:
    s = anna_as_phantom()
    after = ENGINE.apply(s, ev.TitanRestored(player="Anna", marker="Rot 2", element="Asher"))
    anna = after.player("Anna")
    assert not anna.phantom and anna.pool.count("Phantom") == 1 and anna.pool.count("Titan") == 0
    assert sorted(after.army("Rot 2").figures.names()) == ["Centaur", "Gargoyle", "Titan"]
    assert after.army("Rot 1").figures.names() == ("Ogre",)
    assert "Asher" in after.elements_destroyed and "element_destroyed_1" in after.player("Dora").goals
    options = of_kind(ENGINE.options(s), "restore_titan")
    assert options and options[0].payload_of(RestoreTitanPayload).elements == ("Asher",)


def test_the_titan_is_revived_only_in_the_dungeon_for_an_element_held() -> None:
    s = anna_as_phantom()
    entry = ev.TitanRestored(player="Anna", marker="Rot 2", element="Asher")
    away = put(s, "Rot 1", PLAINS, ["Phantom", "Ogre"])
    away = put(away, "Rot 2", Land(Terrain.BRUSH, "B"), ["Asher", "Centaur", "Gargoyle"])
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(away, entry)
    assert e.value.sections == ("24.6",)
    with pytest.raises(RuleViolation, match="24.6"):
        ENGINE.apply(s, replace(entry, element="Golem"))
    with pytest.raises(RuleViolation, match="24.6"):
        ENGINE.apply(s, replace(entry, player="Ben"))
    tower = put(s, "Rot Tower", Land(Terrain.TOWER, "Tower Rot"), ["Ogre"])
    with pytest.raises(RuleViolation, match="24.6"):
        ENGINE.apply(tower, replace(entry, marker="Rot Tower"))
