"""The hazard table 12.7 as data: natives and effects."""

from __future__ import annotations

import pytest

from referee.core.errors import InvalidInput, UnknownName
from referee.got.catalog import Catalog, catalog
from referee.got.hazards import HazardKind, hazard_from_table


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


def test_all_hazards_present(cat: Catalog) -> None:
    hexes = {h.name_en for h in cat.hazards.values() if h.kind is HazardKind.HEX}
    sides = {h.name_en for h in cat.hazards.values() if h.kind is HazardKind.HEXSIDE}
    assert hexes == {"Plain", "Tree", "Sand", "Bog", "Bramble", "Fog", "Hedge", "Drift", "Volcano",
                     "Beach", "Water", "Darkness", "Cloud"}
    assert sides == {"Dune", "Cliff", "Slope", "Wall"}


def test_natives_are_known_figures(cat: Catalog) -> None:
    for hazard in cat.hazards.values():
        for name in hazard.natives:
            assert cat.figure(name).name == name


@pytest.mark.parametrize(
    ("hazard", "native", "foreign"),
    [("Sand", "Hydra", "Ogre"), ("Moor", "Basilisk", "Lion"), ("Hecke", "Colossus", "Ogre"),
     ("Treibsand", "Ranger", "Troll"), ("Vulkan", "Dragon", "Pixie"), ("Strand", "Octopus", "Manta"),
     ("Wasser", "Manta", "Ogre"), ("Hang", "Minotaur", "Troll"), ("Düne", "Griffon", "Centaur")],
)
def test_natives_by_12_7(cat: Catalog, hazard: str, native: str, foreign: str) -> None:
    h = cat.hazard(hazard)
    assert h.is_native(native) and not h.is_native(foreign)


def test_darkness_and_cloud_depend_on_the_leader(cat: Catalog) -> None:
    darkness, cloud = cat.hazard("Darkness"), cat.hazard("Wolke")
    assert darkness.is_native("Ogre", led_by_darklord=True) and not darkness.is_native("Ogre")
    assert cloud.is_native("Ogre") and not cloud.is_native("Ogre", led_by_darklord=True)
    assert darkness.is_native("Pixie") and cloud.is_native("Pixie", led_by_darklord=True)


def test_bramble_skill_effects(cat: Catalog) -> None:
    strikes = cat.hazard("bramble").effects_for("strike")
    assert {(e.where, e.change, e.amount, e.native_required("attacker")) for e in strikes} == {
        ("defender_in", "attacker_skill", -1, False),
        ("attacker_in", "attacker_skill", -1, False),
    }
    per_hex = [e for e in cat.hazard("bramble").effects_for("rangestrike") if e.per_hex]
    assert len(per_hex) == 1 and per_hex[0].amount == -1


def test_dice_and_damage_effects(cat: Catalog) -> None:
    def only(hazard: str, change: str) -> int | None:
        found = [e for e in cat.hazard(hazard).effects if e.change == change]
        assert len(found) == 1, (hazard, change)
        return found[0].amount

    assert only("Volcano", "attacker_dice") == 3 and only("Volcano", "shooter_dice") == 2
    assert only("Drift", "damage") == 1
    assert only("Darkness", "damage_reduction") == 1
    assert only("Cloud", "attacker_dice_percent") == 50
    assert only("Beach", "defender_skill") == 1 and only("Water", "defender_skill") == 1
    assert only("Fog", "attacker_dice") == -1
    assert {e.amount for e in cat.hazard("Wall").effects_for("strike")} == {1, -1}
    dune = {(e.where, e.amount) for e in cat.hazard("Dune").effects_for("strike") if e.change == "attacker_dice"}
    assert dune == {("down", 2), ("up", -1)}
    slope = {(e.where, e.change, e.amount) for e in cat.hazard("Slope").effects_for("strike")}
    assert slope == {("down", "attacker_dice", 1), ("up", "attacker_skill", -1)}


def test_every_effect_has_a_section_and_text(cat: Catalog) -> None:
    for hazard in cat.hazards.values():
        for e in hazard.effects:
            assert e.section and e.applies_to


def test_unknown_hazard(cat: Catalog) -> None:
    with pytest.raises(UnknownName) as err:
        cat.hazard("Brambel")
    assert "Bramble" in err.value.suggestions and err.value.sections == ("12.7",)


def test_bad_effect_vocabulary_refused() -> None:
    with pytest.raises(InvalidInput):
        hazard_from_table("x", {"name_de": "X", "name_en": "X", "kind": "hex", "effects": [
            {"phase": "strike", "applies_to": "t", "where": "nowhere", "change": "slowed"}]})
