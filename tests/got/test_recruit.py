"""Recruiting (22, 8.4, 16.5, 26.5, 27.4) for every land of every chart."""

from __future__ import annotations

import pytest

from referee.core.errors import RuleViolation
from referee.got.catalog import catalog
from referee.got.lands import Terrain
from referee.got.recruit import RecruitQuery, check_recruit, recruit_options
from referee.got.state import Role

LAND_CHART = [t for t in Terrain if t.is_labelled and t not in (Terrain.COAST, Terrain.SEA, Terrain.DARKLAND,
                                                                 Terrain.WASTELAND)]
DARK_CHART = [*LAND_CHART, Terrain.DARKLAND, Terrain.WASTELAND]


def figures(q: RecruitQuery) -> list[str]:
    return [o.figure for o in recruit_options(q).options if o.via == "land"]


def chain_of(kind: str, terrain: Terrain) -> list[tuple[str, int | None]]:
    return [(s.creature, s.needed) for s in catalog().chart(kind).land(terrain.value).steps]


@pytest.mark.parametrize(("kind", "terrain", "role"),
                         [("land", t, Role.TITAN) for t in LAND_CHART]
                         + [("dark", t, Role.DARKLORD) for t in DARK_CHART])
def test_every_step_of_every_chain(kind: str, terrain: Terrain, role: Role) -> None:
    chain = chain_of(kind, terrain)
    for j, (creature, _) in enumerate(chain):
        # one of this creature: recruit it or anything weaker in the chain (22.3)
        got = figures(RecruitQuery(terrain=terrain, army=(creature,), moved=3, role=role))
        assert got == [c for c, _ in chain[: j + 1]], (terrain, creature)
        if j + 1 < len(chain):
            needed = chain[j][1]
            assert needed is not None
            nxt = chain[j + 1][0]
            enough = figures(RecruitQuery(terrain=terrain, army=(creature,) * needed, moved=4, role=role))
            assert nxt in enough
            if needed > 1:
                short = figures(RecruitQuery(terrain=terrain, army=(creature,) * (needed - 1), moved=5, role=role))
                assert nxt not in short


def test_top_creatures_named_in_22_3() -> None:
    tops = {t: catalog().chart("land").land(t.value).top for t in LAND_CHART}
    assert tops[Terrain.BRUSH] == "Warbear" and tops[Terrain.JUNGLE] == "Serpent"
    assert tops[Terrain.DESERT] == "Hydra" and tops[Terrain.SWAMP] == "Basilisk"
    assert {tops[t] for t in (Terrain.HIGHLANDS, Terrain.TUNDRA, Terrain.MOUNTAINS)} == {"Colossus"}
    assert catalog().chart("sea").land("Coast").top == "Octopus"
    assert catalog().chart("sea").land("Sea").top == "Seaserpent"
    assert catalog().chart("dark").land("Wasteland").top == "Demon"


def test_provenance_is_reported_for_every_option() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Cyclops", "Cyclops"), moved=3))
    prov = {o.figure: o.provenance for o in answer.options}
    # the Warbear is named in 22.3, but two Cyclops qualify only as the inferred creature before it
    assert prov["Warbear"] == "inferred" and prov["Gargoyle"] == "inferred"
    shown = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Warbear",), moved=3))
    assert {o.figure: o.provenance for o in shown.options}["Warbear"] == "text"
    text_only = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Cyclops", "Cyclops"), moved=3,
                                             offer_inferred=False))
    assert all(o.provenance != "inferred" for o in text_only.options)


@pytest.mark.parametrize("moved", [None, 1, 2, 6])
def test_creatures_only_after_three_to_five_lands(moved: int | None) -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Gargoyle",), moved=moved))
    assert answer.options == () and answer.reasons[0].sections == ("8.4", "22.1")


def test_titan_army_at_30_vp_recruits_after_six_or_seven() -> None:
    q = RecruitQuery(terrain=Terrain.BRUSH, army=("Titan", "Gargoyle"), moved=7, victory_points=30, titan_revealed=True)
    assert figures(q) == ["Gargoyle"]
    hidden = RecruitQuery(terrain=Terrain.BRUSH, army=("Titan", "Gargoyle"), moved=7, victory_points=30)
    assert figures(hidden) == []  # benefits only with the Titan revealed (26.2)


def test_titan_native_at_10_vp_except_dark_lands_and_sea() -> None:
    q = RecruitQuery(terrain=Terrain.PLAINS, army=("Titan",), moved=3, victory_points=10, titan_revealed=True)
    assert figures(q) == [chain_of("land", Terrain.PLAINS)[0][0]]
    assert figures(RecruitQuery(terrain=Terrain.PLAINS, army=("Titan",), moved=3, victory_points=5,
                                titan_revealed=True)) == []
    coast = RecruitQuery(terrain=Terrain.COAST, army=("Titan",), moved=3, victory_points=10, titan_revealed=True)
    assert figures(coast) == []


def test_aquarian_or_siren_recruit_a_dolphin_on_the_coast() -> None:
    for helper in ("Aquarian", "Siren"):
        assert figures(RecruitQuery(terrain=Terrain.COAST, army=(helper, "Ogre"), moved=3)) == ["Dolphin"]
    assert figures(RecruitQuery(terrain=Terrain.COAST, army=("Ogre",), moved=3)) == []


def test_titan_players_have_no_dark_lands() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.DARKLAND, army=("Plaque",), moved=3))
    assert answer.options == () and "22.3" in answer.reasons[0].sections


def test_end_creatures_one_per_turn_two_per_army() -> None:
    chain = chain_of("land", Terrain.DESERT)
    lower, needed = chain[-2]
    assert needed is not None
    army = (lower,) * needed
    assert "Hydra" in figures(RecruitQuery(terrain=Terrain.DESERT, army=army, moved=3))
    once = recruit_options(RecruitQuery(terrain=Terrain.DESERT, army=army, moved=3, end_creatures_this_turn=1))
    assert "Hydra" not in [o.figure for o in once.options]
    assert any("8.4" in r.sections for r in once.reasons)
    two = recruit_options(RecruitQuery(terrain=Terrain.DESERT, army=("Hydra", "Hydra"), moved=3))
    assert "Hydra" not in [o.figure for o in two.options] and any("3.7" in r.sections for r in two.reasons)
    mustering = RecruitQuery(terrain=Terrain.DESERT, army=("Titan", *army), moved=3, end_creatures_this_turn=1,
                             victory_points=20, titan_revealed=True)
    assert "Hydra" in figures(mustering)  # 26.5 Mustering


def test_full_army_recruits_nothing() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Gargoyle",) * 7, moved=3))
    assert answer.options == () and "4.2" in answer.reasons[0].sections
    pegasus = RecruitQuery(terrain=Terrain.BRUSH, army=("Pegasus", *("Gargoyle",) * 6), moved=3)
    assert figures(pegasus) != []  # Pegasus does not count (16.5)


def test_humans_in_the_city_cost_gems() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.CITY, army=("Titan", "Ogre"), gems=75))
    offered = {o.figure: o.cost_gems for o in answer.options if o.via == "human"}
    assert offered == {"Novice": 0, "Knight": 50, "Amazon": 50, "Pixie": 75, "Aquarian": 75}
    assert any("Priest " in r.en or r.en.startswith("Priest ") for r in answer.reasons)


def test_demigods_are_summoned_from_the_pool_for_200_locker_400() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.DUNGEON, army=("Ogre",), pool={"Sunray": 1, "Locker": 1},
                                          gems=300, role=Role.DARKLORD))
    summoned = {o.figure: o.cost_gems for o in answer.options if o.via == "demigod"}
    assert summoned == {"Sunray": 200}
    assert any("Locker" in r.en and "400" in r.en for r in answer.reasons)


def test_executer_for_an_end_creature_worth_36() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Colossus", "Ogre"), moved=1))
    assert [(o.figure, o.sacrifice) for o in answer.options if o.via == "executer"] == [("Executer", "Colossus")]
    none = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Hydra", "Ogre"), moved=1))
    assert not [o for o in none.options if o.via == "executer"]  # Hydra is worth 30


def test_pool_limits_recruits() -> None:
    answer = recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Gargoyle",), moved=3, pool={"Gargoyle": 0}))
    assert answer.options == () and any("pool" in r.en for r in answer.reasons)


def test_check_recruit_names_the_reason() -> None:
    q = RecruitQuery(terrain=Terrain.BRUSH, army=("Gargoyle",), moved=3)
    assert check_recruit(q, "Gargoyle", "land").figure == "Gargoyle"
    with pytest.raises(RuleViolation) as e:
        check_recruit(q, "Warbear", "land")
    assert "22.3" in e.value.sections or "22.1" in e.value.sections
