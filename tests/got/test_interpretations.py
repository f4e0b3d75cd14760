"""The Gods of Titan interpretations: one per open item of RULES-NOTES, well formed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.core.errors import InvalidInput
from referee.core.interpretation import validate_settings
from referee.got.catalog import catalog
from referee.got.interpretations import INTERPRETATIONS

BY_ID = {i.id: i for i in INTERPRETATIONS}
NOTES = Path(__file__).resolve().parents[3] / "shared" / "RULES-NOTES.md"


def test_ids_unique_prefixed_and_complete() -> None:
    assert len(BY_ID) == len(INTERPRETATIONS)
    for i in INTERPRETATIONS:
        assert i.id.startswith("got.") and i.game == "got"
        assert i.sections and all(re.fullmatch(r"\d+\.\d+", s) for s in i.sections)
        assert i.title_de and i.title_en and i.digest_de and i.digest_en
        assert i.digest_de != i.digest_en
        if i.choices:
            assert i.default in {c.value for c in i.choices}
            assert all(c.label_de and c.label_en for c in i.choices)


def test_concession_award() -> None:
    i = BY_ID["got.concession_award"]
    assert i.default == "halved-before-battle"
    assert {c.value for c in i.choices} == {"halved-before-battle", "always-halved", "always-full"}
    assert set(i.sections) >= {"20.3", "20.4", "10.6"}
    assert i.resolve({"got.concession_award": "always-full"}) == "always-full"
    with pytest.raises(InvalidInput):
        i.resolve({"got.concession_award": "sometimes"})


def test_half_points_and_recruit_chart() -> None:
    assert BY_ID["got.half_points"].resolve({}) == "exact"
    chart = BY_ID["got.recruit_chart"]
    assert chart.default == "text-and-inferred"
    assert "text-only" in {c.value for c in chart.choices}
    assert "22.3" in chart.sections


def test_every_rules_note_covered() -> None:
    # RULES-NOTES, Gods of Titan 1-10: each has an entry touching its sections
    expected = {
        1: "got.concession_award", 2: "got.half_points", 3: "got.recruit_chart", 4: "got.maps",
        5: "got.strike_number_one", 6: "got.lord_appearance", 7: "got.variable_values",
        8: "got.god_reference", 9: "got.ability_symbols", 10: "got.battle_halving",
    }
    assert set(expected.values()) <= set(BY_ID)
    if NOTES.exists():
        text = NOTES.read_text(encoding="utf-8")
        got = text[text.index("## Gods of Titan"): text.index("## Titan – Die Arena")]
        items = dict(re.findall(r"^(\d+)\. \*\*(.+?)\*\*", got, re.M))
        assert {int(k) for k in items} == set(expected)
        for n, title in items.items():
            cited = set(re.findall(r"\b(\d{1,2}\.\d{1,2})\b", title))
            assert cited <= set(BY_ID[expected[int(n)]].sections), (n, cited)


def test_validate_settings_accepts_choices_and_refuses_unknown() -> None:
    validate_settings(INTERPRETATIONS, {"got.recruit_chart": "text-only", "got.pixie_volcano": "native"})
    with pytest.raises(InvalidInput):
        validate_settings(INTERPRETATIONS, {"got.no_such_thing": "x"})
    with pytest.raises(InvalidInput):
        validate_settings(INTERPRETATIONS, {"got.maps": "draw-them"})


def test_pixie_volcano_choice_changes_nativity() -> None:
    volcano = catalog().hazard("Volcano")
    assert not volcano.is_native("Pixie")
    assert volcano.is_native("Pixie", pixie_everywhere=True)
    assert not catalog().hazard("Wall").is_native("Pixie", pixie_everywhere=True)


def test_darklord_start_army_matches_data() -> None:
    assert BY_ID["got.darklord_start_army"].default == "three-headcrackers"
    assert catalog().opening.start["darklord"].figures["Headcracker"] == 3


def test_a_hidden_titan_counts_as_a_figure() -> None:
    # got.hidden_titan_size: 4.2 (Titan and Pegasus raise the size) read with 16.5 (9 only when revealed)
    from referee.got.army import max_size

    assert BY_ID["got.hidden_titan_size"].default == "revealed-only"
    assert {"4.2", "16.5"} <= set(BY_ID["got.hidden_titan_size"].sections)
    assert [max_size(["Titan"], titan_revealed=r) for r in (False, True)] == [7, 8]
    assert [max_size(["Titan", "Pegasus"], titan_revealed=r) for r in (False, True)] == [8, 9]
