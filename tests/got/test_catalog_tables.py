"""Spells (15.6), victory points (26.3–26.5), prices (16.5, 19.1, 22.4) and set-up (2.3, 5.x)."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.core.errors import UnknownName
from referee.got.catalog import Catalog, FigureClass, PlayerRole, catalog
from referee.got.figures import PoolKind
from referee.got.victory import benefits_at


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


# -- spells ---------------------------------------------------------------------
def test_sixteen_spells_four_per_grade(cat: Catalog) -> None:
    assert len(cat.spells) == 16  # 5.1, 15.3
    assert Counter(s.grade for s in cat.spells.values()) == {2: 4, 3: 4, 4: 4, 5: 4}


def test_damage_spells(cat: Catalog) -> None:
    damage = {s.name: s.damage for s in cat.spells.values() if s.damage}
    assert set(damage) == {"Shockwave", "Quake", "Inferno", "Painchain"}
    assert [(damage[n].dice, damage[n].strike_skill) for n in ("Shockwave", "Quake", "Inferno")] == [
        (3, 2), (3, 3), (3, 4)]
    painchain = damage["Painchain"]
    assert painchain.dice_any and painchain.strike_skill == 5 and painchain.targets == "chain"
    # fixed damage points without dice
    points = {s.name: s.damage_points.amount for s in cat.spells.values() if s.damage_points}
    assert points == {"Summon": 1, "Deadlock": 1, "Landscaping": 1}
    assert cat.spell("summon").summons == "Demon" and cat.spell("Landscaping").skill_change == -1


def test_spell_strike_numbers_by_13_4(cat: Catalog) -> None:
    # Quake strikes at skill 3: against an Ogre (skill 2) it hits on 3, against a Centaur (4) on 5
    quake = cat.spell("Quake").damage
    assert quake is not None
    assert cat.strike_number(quake.strike_skill, 2) == 3
    assert cat.strike_number(quake.strike_skill, 4) == 5


def test_unknown_spell(cat: Catalog) -> None:
    with pytest.raises(UnknownName) as err:
        cat.spell("Quacke")
    assert err.value.suggestions == ("Quake",)


# -- victory points ---------------------------------------------------------------
@pytest.mark.parametrize("role", list(PlayerRole))
def test_each_victory_table_has_14_goals_and_100_points(cat: Catalog, role: PlayerRole) -> None:
    goals = cat.victory_goals(role)
    assert len(goals) == 14  # 26.1
    assert sum(g.points for g in goals) == 100
    assert len({g.key for g in goals}) == 14


def test_victory_points_samples(cat: Catalog) -> None:
    titan = {g.key: g.points for g in cat.victory_goals(PlayerRole.TITAN)}
    dark = {g.key: g.points for g in cat.victory_goals(PlayerRole.DARKLORD)}
    assert titan["recruit_colossus"] == 10 and titan["take_darktower"] == 10 and titan["take_fort"] == 5
    assert dark["recruit_deathbringer"] == 10 and dark["titan_destroyed_3"] == 5
    assert sum(p for k, p in dark.items() if k.startswith("element_destroyed")) == 30
    # end creatures rewarded are those of 3.7 the player can recruit
    ends = {k.removeprefix("recruit_") for k in titan if k.startswith("recruit_")}
    assert ends == {"basilisk", "hydra", "serpent", "seaserpent", "colossus"}
    assert all(cat.figure(e).end_creature for e in ends)


def test_benefits_thresholds(cat: Catalog) -> None:
    assert [b.threshold for b in cat.benefits] == [10, 20, 30, 40, 50, 60, 70, 80]
    assert [b.name for b in benefits_at(cat.benefits, 9)] == []
    assert [b.name for b in benefits_at(cat.benefits, 60)][-1] == "Tower-Teleport"
    # 9.4 names the same threshold for the Titan teleport
    assert cat.opening.number("points", "titan_teleport_victory_points") == 60


# -- prices and numbers ------------------------------------------------------------
def test_every_human_has_a_price(cat: Catalog) -> None:
    humans = {f.name for f in cat.figures_of(FigureClass.HUMAN)}
    assert {h: cat.opening.human_price(h) for h in humans} == {
        "Novice": 0, "Knight": 50, "Amazon": 50, "Pixie": 75, "Aquarian": 75,
        "Priestess": 100, "Warlord": 100, "Priest": 150,
    }
    with pytest.raises(UnknownName):
        cat.opening.human_price("Ogre")


def test_demilord_costs(cat: Catalog) -> None:
    for d in cat.figures_of(FigureClass.DEMILORD):
        double = d.name == "Locker"  # 16.5
        assert cat.opening.revive_cost(d.name) == (100 if double else 50)  # 19.1
        assert cat.opening.summon_cost(d.name) == (400 if double else 200)  # 22.4


def test_god_thresholds_and_titan_power(cat: Catalog) -> None:
    n = cat.opening.number
    assert (n("points", "angel_every"), n("points", "archangel_every"), n("points", "necromancer_every")) == (
        200, 600, 1800)
    assert n("points", "titan_power_step") == 100 and n("points", "titan_power_minimum") == 6
    # 24.2: the first gain comes at 700 points
    assert max(n("points", "titan_power_minimum"), 700 // n("points", "titan_power_step")) == 7
    assert max(n("points", "titan_power_minimum"), 699 // n("points", "titan_power_step")) == 6
    assert n("gems", "per_figure_killed") == 10 and n("gems", "per_figure_yielded") == 5


# -- set-up ---------------------------------------------------------------------
def test_box_totals_of_2_3(cat: Catalog) -> None:
    box = cat.opening.box
    assert box["figures"] + box["spells"] + box["markers"] == box["counters"] == 1074
    assert sum(box["marker_colours"].values()) == box["markers"] == 89
    players = cat.opening.players["titan_players"] + cat.opening.players["darklord"]
    assert players * cat.opening.player_set["spells"] == box["spells"] == len(cat.spells) * 4
    in_pools = sum(f.pool.in_box(titan_players=3, darklord=1) for f in cat.figures.values())
    assert in_pools + cat.neutral_garrison_counters() == box["figures"] == 921
    assert cat.neutral_garrison_counters() == 3 * 4 + 3 * 3  # 5.6: Fort and Ruin creatures


def test_player_set_of_5_1_matches_pools(cat: Catalog) -> None:
    base = cat.opening.player_set["figures"]
    titan, dark = cat.pool(PlayerRole.TITAN), cat.pool(PlayerRole.DARKLORD)
    for name, n in base.items():
        assert titan[name] == n
        assert dark["Dark-Titan" if name == "Titan" else name] == n
    for name, n in cat.opening.player_set["darklord_extra"].items():
        assert dark[name] == n and name not in titan


def test_special_figures_are_placed_by_5_2_and_5_6(cat: Catalog) -> None:
    placed: Counter[str] = Counter()
    for g in cat.opening.garrisons:
        for f in g.figures:
            if f.source == "special":
                placed[f.name] += f.count * g.copies
    placed.update(cat.opening.elements)
    placed["God"] += 1  # 16.5: on the Skycastle
    special = {f.name: f.pool.count for f in cat.figures.values() if f.pool.kind is PoolKind.SPECIAL}
    assert dict(placed) == special


def test_garrisons_and_start_armies_fit_the_pools(cat: Catalog) -> None:
    titan_needs: Counter[str] = Counter(cat.opening.start["titan"].figures)
    for f in cat.opening.garrison("Tower").figures:
        if f.source == "owner":
            titan_needs[f.name] += f.count
    dark_needs: Counter[str] = Counter(cat.opening.start["darklord"].figures)
    dark_needs["Plaque"] += cat.opening.garrison("Darktower").count("darklord") * 3
    for need, role in ((titan_needs, PlayerRole.TITAN), (dark_needs, PlayerRole.DARKLORD)):
        pool = cat.pool(role)
        for name, n in need.items():
            assert pool.get(name, 0) >= n, (role, name)
    assert titan_needs["Angel"] == 1  # 3.3: every player starts with one Angel
    assert dark_needs["Angel"] == 1


def test_start_armies_5_7(cat: Catalog) -> None:
    titan, dark = cat.opening.start["titan"], cat.opening.start["darklord"]
    assert titan.armies == 2 and titan.place == "City" and titan.with_darklord == {"element": 1}
    assert dark.armies == 3 and dark.place == "Dungeon"
    # each of Phantom, Angel, Jabberwok beside a Headcracker
    assert dark.figures["Headcracker"] == dark.armies and dark.decided
    with pytest.raises(UnknownName):
        cat.opening.garrison("Castle")


def test_victory_goals_by_role_name(cat: Catalog) -> None:
    assert cat.victory_goals("Darklord") == cat.victory_goals(PlayerRole.DARKLORD)
    with pytest.raises(UnknownName):
        cat.victory_goals("dragonlord")
