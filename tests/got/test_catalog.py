"""The figure catalog, strike table and hazard table against the rulebook (16.6, 13.4, 12.7)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, UnknownName
from referee.got.catalog import Catalog, FigureClass, PlayerRole, catalog
from referee.got.figures import CreatureGroup, PoolKind, figure_from_table
from referee.got.strike import load_strike_examples


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


def test_catalog_is_loaded_once() -> None:
    assert catalog() is catalog()


def test_sixty_six_figures_in_six_classes(cat: Catalog) -> None:
    # 16.6 lists 4 masters, 3 lords (3.3), 3 elements (3.4), 10 demilords (3.5), 8 humans (3.6)
    counts = {k: len(cat.figures_of(k)) for k in FigureClass}
    assert counts == {
        FigureClass.MASTER: 4,
        FigureClass.LORD: 3,
        FigureClass.ELEMENT: 3,
        FigureClass.DEMILORD: 10,
        FigureClass.HUMAN: 8,
        FigureClass.CREATURE: 21 + 5 + 12,
    }
    assert len(cat.figures) == 66


def test_class_members_named_in_section_3(cat: Catalog) -> None:
    names = lambda k: {f.name for f in cat.figures_of(k)}  # noqa: E731
    assert names(FigureClass.MASTER) == {"Titan", "Dark-Titan", "Phantom", "God"}
    assert names(FigureClass.LORD) == {"Angel", "Archangel", "Necromancer"}
    assert names(FigureClass.ELEMENT) == {"Asher", "Golem", "Zephyra"}
    assert names(FigureClass.DEMILORD) == {
        "Chimera", "Executer", "Guardian", "Immortal", "Jabberwok",
        "Locker", "Pegasus", "Siren", "Sunray", "Warlock",
    }
    assert names(FigureClass.HUMAN) == {
        "Amazon", "Aquarian", "Knight", "Novice", "Pixie", "Priest", "Priestess", "Warlord",
    }


def test_end_creatures_are_the_eight_of_3_7(cat: Catalog) -> None:
    ends = {f.name for f in cat.figures.values() if f.end_creature}
    assert ends == {"Hydra", "Basilisk", "Serpent", "Colossus", "Seaserpent", "Demon", "Balrog", "Deathbringer"}


def test_value_is_power_times_skill(cat: Catalog) -> None:
    # 20.3: value = power x skill (Lion 5 x 3 = 15); God has none, Chimera's skill is "?"
    for f in cat.figures.values():
        if f.name == "God":
            assert f.value is None and f.skill == 0
        elif f.name == "Chimera":
            assert f.skill is None and f.value == 30 and f.fixed_strike_number == 4
        else:
            assert f.skill is not None and f.value == f.power * f.skill, f.name
    assert cat.figure("Lion").value == 15


@pytest.mark.parametrize(
    ("name", "power", "skill", "value"),
    [("Ogre", 6, 2, 12), ("Serpent", 16, 2, 32), ("Seaserpent", 15, 3, 45), ("Locker", 12, 4, 48),
     ("Plaque", 5, 2, 10), ("Warlord", 6, 5, 30), ("Golem", 13, 2, 26), ("Titan", 6, 4, 24)],
)
def test_sample_figures(cat: Catalog, name: str, power: int, skill: int, value: int) -> None:
    f = cat.figure(name)
    assert (f.power, f.skill, f.value) == (power, skill, value)


def test_variable_figures(cat: Catalog) -> None:
    variable = {f.name for f in cat.figures.values() if f.variable_power}
    assert variable == {"Dark-Titan", "God", "Phantom", "Titan", "Necromancer", "Executer",
                        "Guardian", "Jabberwok", "Knight"}


def test_flags_cross_checked_with_16_5_and_12_7(cat: Catalog) -> None:
    one_time = {f.name for f in cat.figures.values() if f.one_time}
    # 16.5 lists exactly these creatures with a one-time ability
    assert one_time == {"Basilisk", "Deathbringer", "Demon", "Nightmare", "Phoenix", "Plaque", "Unicorn"}
    assert all(cat.figure(n).is_creature for n in one_time)  # 16.2: only creatures
    # 14.5: Warlock and Priestess shoot magically; 12.7: Pixie and Dragon shoot
    for name in ("Warlock", "Priestess"):
        f = cat.figure(name)
        assert f.rangestrikes and f.magic_rangestrike and f.magic
    assert cat.figure("Pixie").rangestrikes and cat.figure("Dragon").rangestrikes
    # 3.10/27.4: Octopus and Seaserpent go ashore; the other sea creatures need water
    assert {f.name for f in cat.figures.values() if f.amphibious} == {"Octopus", "Seaserpent"}
    assert {f.name for f in cat.figures.values() if f.sea} == {"Dolphin", "Manta", "Whale"}
    assert {f.name for f in cat.figures.values() if f.swimmer} >= {"Aquarian", "Siren"}
    assert not any(f.magic for f in cat.figures.values() if f.group is CreatureGroup.SEA)
    # every figure whose symbol column had to be interpreted says how
    for f in cat.figures.values():
        if any(g in f.symbols for g in "✦☉"):
            assert f.decided, f.name


def test_magic_users_can_cast_by_skill(cat: Catalog) -> None:
    assert cat.figure("Novice").max_spell_grade == 2
    assert cat.figure("Necromancer").max_spell_grade == 5
    assert cat.figure("Ogre").max_spell_grade == 0


def test_names_case_insensitive_and_aliases(cat: Catalog) -> None:
    assert cat.figure("WARBEAR").name == "Warbear"
    assert cat.figure("dark titan").name == "Dark-Titan"
    assert cat.figure("Hydra*").name == "Hydra"
    assert cat.figure("Löwe").name == "Lion"  # 20.3 example names it in German
    assert cat.figure("Tombdrigger").name == "Tombdigger"  # spelling of 22.3


def test_unknown_figure_suggests(cat: Catalog) -> None:
    with pytest.raises(UnknownName) as err:
        cat.figure("Warbaer")
    assert err.value.suggestions[0] == "Warbear"
    assert err.value.sections == ("16.6",)
    assert "Unbekannte Figur" in err.value.message("de") and "Unknown figure" in err.value.message("en")


def test_pools_per_role(cat: Catalog) -> None:
    titan = cat.pool(PlayerRole.TITAN)
    dark = cat.pool(PlayerRole.DARKLORD)
    # 5.1: every player 1 Phantom, 4 Angel, 2 Archangel, 1 Necromancer, 1 Executer
    for name, n in {"Phantom": 1, "Angel": 4, "Archangel": 2, "Necromancer": 1, "Executer": 1}.items():
        assert titan[name] == n and dark[name] == n
    assert titan["Titan"] == 1 and "Titan" not in dark
    assert dark["Jabberwok"] == 1 and "Jabberwok" not in titan  # 5.1: the Darklord also gets it
    assert dark["Dark-Titan"] == 1
    assert "Ogre" not in dark and "Headcracker" not in titan
    assert titan["Dolphin"] == dark["Dolphin"] == 8
    assert not any(f.pool.kind is PoolKind.SPECIAL and (f.name in titan or f.name in dark)
                   for f in cat.figures.values())


def test_strike_table_example_13_4(cat: Catalog) -> None:
    examples = load_strike_examples()
    assert len(examples) == 2
    for ex in examples:
        att, dfd = cat.figure(ex.attacker), cat.figure(ex.defender)
        assert att.skill is not None and dfd.skill is not None
        assert cat.strike_number(att.skill, dfd.skill) == ex.strike_number
        assert att.power == ex.dice
    # and by hand: Ogre (2) on Lion (3) -> 5, Lion back on Ogre -> 3
    assert cat.strike_number(2, 3) == 5 and cat.strike_number(3, 2) == 3


def test_strike_number_one_exists(cat: Catalog) -> None:
    assert cat.strike_number(4, 1) == 1  # RULES-NOTES 5
    assert cat.strike_number(6, 2) == 1
    assert cat.strike_number(1, 6) == 6


@given(st.integers(1, 6), st.integers(1, 6))
def test_strike_table_shape(a: int, d: int) -> None:
    table = catalog().strike_table
    n = table.number(a, d)
    assert 1 <= n <= 6
    # a smarter attacker never needs more, a smarter defender never needs less
    if a < 6:
        assert table.number(a + 1, d) <= n
    if d < 6:
        assert table.number(a, d + 1) >= n
    # equal skills hit on 4
    assert table.number(a, a) == 4


def test_strike_number_out_of_table(cat: Catalog) -> None:
    with pytest.raises(InvalidInput) as err:
        cat.strike_number(0, 3)
    assert err.value.sections == ("13.4",)
    assert cat.strike_number(0, 3, clamp=True) == cat.strike_number(1, 3)
    assert cat.strike_number(7, 1, clamp=True) == 1


def test_figure_table_rejects_unknown_keys() -> None:
    with pytest.raises(InvalidInput):
        figure_from_table("Ogre", {"class": "creature", "power": 6, "symbols": "", "pool": "T",
                                   "count": 8, "sections": ["16.6"], "flys": True})
    with pytest.raises(InvalidInput):
        figure_from_table("Ogre", {"class": "beast", "power": 6, "symbols": "", "pool": "T",
                                   "count": 8, "sections": ["16.6"]})
