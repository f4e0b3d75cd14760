"""Recruiting charts 22.3: what the text keeps, what is inferred, and table corrections."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, UnknownName
from referee.got.catalog import Catalog, Provenance, catalog, load_recruit_corrections
from referee.got.charts import LandChain

# 22.3 as the text keeps it: land -> (printed counts, named creatures from the top)
TEXT = {
    "land": {
        **{k: ([2, 2], ["Warbear"]) for k in ("Brush", "Plains", "Marsh")},
        **{k: ([3, 2], ["Gorgon"]) for k in ("Valley", "Woods", "Hills")},
        "Jungle": ([3, 3], ["Serpent"]), "Desert": ([3, 3], ["Hydra"]), "Swamp": ([3, 3], ["Basilisk"]),
        "Highlands": ([2, 3], ["Phoenix", "Colossus"]), "Tundra": ([2, 3], ["Giant", "Colossus"]),
        "Mountains": ([2, 3], ["Dragon", "Colossus"]),
    },
    "sea": {"Coast": ([2, 2], ["Octopus"]), "Sea": ([3, 3], ["Seaserpent"])},
    "dark": {
        "Darkland": ([2, 2], ["Helldancer"]), "Wasteland": ([3, 3], ["Demon"]),
        **{k: ([2], ["Tombdigger"]) for k in ("Brush", "Plains", "Marsh")},
        **{k: ([3, 3], ["Tombdigger", "Balrog"]) for k in ("Jungle", "Desert", "Swamp")},
        **{k: ([3], ["Shadow"]) for k in ("Valley", "Woods", "Hills")},
        **{k: ([2, 3], ["Nightmare", "Deathbringer"]) for k in ("Highlands", "Tundra", "Mountains")},
    },
}


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return catalog()


def _chains(cat: Catalog) -> list[LandChain]:
    return [c for kind in ("land", "sea", "dark") for c in cat.chart(kind).lands.values()]


def test_every_land_of_22_3_with_its_named_creatures(cat: Catalog) -> None:
    for kind, lands in TEXT.items():
        chart = cat.chart(kind)
        assert {c.name for c in chart.lands.values()} == {k.upper() for k in lands}
        for land, (counts, named) in lands.items():
            chain = chart.land(land)
            assert chain.top == named[-1]
            text_steps = [s.creature for s in chain.steps if s.provenance is Provenance.TEXT]
            assert text_steps == named, (kind, land)
            text_counts = [s.needed for s in chain.steps if s.needed_provenance is Provenance.TEXT]
            assert text_counts == counts, (kind, land)


def test_provenance_on_every_entry_and_basis_on_inferred(cat: Catalog) -> None:
    for chain in _chains(cat):
        assert chain.steps[-1].needed is None and chain.steps[-1].needed_provenance is None
        for step in chain.steps[:-1]:
            assert isinstance(step.provenance, Provenance) and isinstance(step.needed_provenance, Provenance)
            assert step.needed is not None and step.needed >= 1
        for step in chain.steps:
            if Provenance.INFERRED in (step.provenance, step.needed_provenance):
                assert step.basis, (chain.name, step.creature)
            assert Provenance.TABLE not in (step.provenance, step.needed_provenance)


def test_end_creatures_close_chains(cat: Catalog) -> None:
    for chain in _chains(cat):
        tops = [s.creature for s in chain.steps if cat.figure(s.creature).end_creature]
        assert tops in ([], [chain.top]), chain.name
    assert cat.chart("land").land("Brush").provenance is Provenance.INFERRED


def test_chart_creatures_cover_their_block(cat: Catalog) -> None:
    for kind in ("land", "sea", "dark"):
        block = {f.name for f in cat.figures.values() if f.group is not None and f.group.value == kind}
        assert cat.chart(kind).creatures() == block, kind


def test_chains_ordered_by_value(cat: Catalog) -> None:
    # 22.3: sorted by strength, weakest at the top
    for chain in _chains(cat):
        values = [cat.figure(c).value or 0 for c in chain.creatures]
        assert values == sorted(values), chain.name


def test_land_and_sea_chains_share_a_native_hazard(cat: Catalog) -> None:
    # the principle behind the inferred names (P1): one hazard holds every creature of a chain
    for kind in ("land", "sea"):
        for chain in cat.chart(kind).lands.values():
            common = [h.name_en for h in cat.hazards.values() if h.natives_rule.value == "listed"
                      and all(h.is_native(c) for c in chain.creatures)]
            assert common, chain.name


def test_first_creatures_can_be_obtained(cat: Catalog) -> None:
    # P3: a chain can only be entered with a creature got elsewhere
    start = {n for army in cat.opening.start.values() for n in army.figures}
    start |= {f.name for g in cat.opening.garrisons for f in g.figures}
    for kind in ("land", "sea", "dark"):
        chart = cat.chart(kind)
        later = {c for ch in chart.lands.values() for c in ch.creatures[1:]}
        for chain in chart.lands.values():
            first = chain.creatures[0]
            assert first in start or first in later or first == "Dolphin", (kind, chain.name)


@pytest.mark.parametrize(
    ("army", "expected"),
    [({"Gargoyle": 1}, ("Gargoyle",)),
     ({"Gargoyle": 2}, ("Gargoyle", "Cyclops")),
     ({"Gargoyle": 1, "Cyclops": 1}, ("Gargoyle", "Cyclops")),
     ({"Cyclops": 2}, ("Gargoyle", "Cyclops", "Warbear")),
     ({"Warbear": 1}, ("Gargoyle", "Cyclops", "Warbear")),
     ({"Ogre": 7}, ()),
     ({"Gargoyle": 0}, ())],
)
def test_recruiting_rule_22_3(cat: Catalog, army: dict[str, int], expected: tuple[str, ...]) -> None:
    assert cat.chart("land").land("brush").recruitable(army) == expected


def test_text_only_offers_no_inferred_creature(cat: Catalog) -> None:
    brush = cat.chart("land").land("Brush")
    assert brush.recruitable({"Warbear": 1}, offer_inferred=False) == ("Warbear",)
    assert brush.recruitable({"Cyclops": 2}, offer_inferred=False) == ()
    jungle = cat.chart("dark").land("Jungle")  # Tombdigger is printed there
    assert jungle.recruitable({"Tombdigger": 3}, offer_inferred=False) == ("Tombdigger",)
    assert cat.chart("land").land("Tundra").recruitable({"Giant": 2}, offer_inferred=False) == ("Giant",)


@given(st.dictionaries(st.sampled_from(["Troll", "Unicorn", "Phoenix", "Colossus", "Ogre"]),
                       st.integers(0, 4)),
       st.sampled_from(["Troll", "Unicorn", "Phoenix", "Colossus"]))
def test_more_creatures_never_fewer_options(army: dict[str, int], extra: str) -> None:
    chain = catalog().chart("land").land("Highlands")
    before = set(chain.recruitable(army))
    after = set(chain.recruitable({**army, extra: army.get(extra, 0) + 1}))
    assert before <= after <= set(chain.creatures)
    assert set(chain.recruitable(army, offer_inferred=False)) <= before


CORRECTION = """
[chart.land.woods]
chain = [
  { creature = "troll", needed = 3 },
  { creature = "Unicorn", needed = 2, provenance = "inferred" },
  { creature = "Gorgon" },
]
"""


def test_corrections_by_the_table(cat: Catalog, tmp_path: Path) -> None:
    path = tmp_path / "fix.toml"
    path.write_text(CORRECTION, encoding="utf-8")
    fixed = cat.with_recruit_corrections(load_recruit_corrections(path))
    woods = fixed.chart("land").land("Woods")
    assert woods.creatures == ("Troll", "Unicorn", "Gorgon")
    assert all(s.provenance is Provenance.TABLE for s in woods.steps)
    assert woods.provenance is Provenance.TABLE and woods.name == "WOODS"
    assert woods.recruitable({"Troll": 3}, offer_inferred=False) == ("Troll", "Unicorn")
    # other lands and the original catalog are untouched
    assert fixed.chart("land").land("Valley") == cat.chart("land").land("Valley")
    assert cat.chart("land").land("Woods").creatures[0] == "Gargoyle"
    assert fixed.figures is cat.figures


@pytest.mark.parametrize(
    ("text", "error"),
    [("[chart.land.atlantis]\nchain = [{creature='Ogre', needed=2}, {creature='Troll'}]", UnknownName),
     ("[chart.land.woods]\nchain = [{creature='Ogrr', needed=2}, {creature='Troll'}]", UnknownName),
     ("[chart.land.woods]\nchain = [{creature='Dolphin', needed=2}, {creature='Troll'}]", InvalidInput),
     ("[chart.land.woods]\nchain = [{creature='Ogre'}, {creature='Troll'}]", InvalidInput),
     ("[chart.land.woods]\nchain = [{creature='Ogre', needed=2}, {creature='Troll', neded=1}]", InvalidInput),
     ("[chart.moon.woods]\nchain = []", UnknownName),
     ("[chart.land.woods\n", InvalidInput)],
)
def test_bad_corrections_refused(cat: Catalog, tmp_path: Path, text: str, error: type[Exception]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(error):
        cat.with_recruit_corrections(load_recruit_corrections(path))


def test_unknown_chart_and_land(cat: Catalog) -> None:
    with pytest.raises(UnknownName) as err:
        cat.chart("lnd")
    assert err.value.sections == ("22.3",)
    with pytest.raises(UnknownName) as err:
        cat.chart("land").land("Jungel")
    assert "JUNGLE" in err.value.suggestions
