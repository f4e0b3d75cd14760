"""Importing a user's own rulebook text: the parser on our fixture and on the seeds."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from referee.core.errors import InvalidInput
from rulesdb.rules import RulesBook
from rulesdb.rules.content import load_sources
from rulesdb.rules.importer import parse_rulebook, store_import, stored_imports

FIXTURE = Path(__file__).with_name("fixtures") / "mini_rulebook.txt"


def test_parser_on_our_fixture() -> None:
    sections = parse_rulebook(FIXTURE.read_text(encoding="utf-8"), "got")
    by_id = {s.section: s for s in sections}
    assert [s.section for s in sections] == ["1.0", "1.1", "1.2", "2.0", "2.1", "2.10", "17.1"]
    assert by_id["1.0"].title == "ANFANG" and by_id["1.0"].text == ""
    assert by_id["1.1"].title == "Allgemeines"
    assert by_id["1.1"].text.endswith("Eine zweite Zeile gehört noch zu 1.1.")
    assert by_id["1.2"].title == "Zweiter Punkt" and "Eingerückte Folgezeile." in by_id["1.2"].text
    # the table printed later adds to the first 2.1
    assert by_id["2.1"].title == "Tabelle (S.4)" and "Zeile B\t3\t4" in by_id["2.1"].text
    # a numbered list item and a count are not sections; they stay in 2.10's text
    assert "1. Eine Aufzählung" in by_id["2.10"].text and "12 Figuren" in by_id["2.10"].text


def test_parser_refuses_unnumbered_games_and_empty_text(tmp_path: Path) -> None:
    with pytest.raises(InvalidInput) as err:
        parse_rulebook("Spielvorbereitung\nText", "rampage")
    assert "rampage" in err.value.message_de and "rampage" in err.value.message_en
    with pytest.raises(InvalidInput):
        store_import(tmp_path / "rules.sqlite", "got", "kein Abschnitt hier")
    assert stored_imports(tmp_path / "rules.sqlite") == {}


def test_import_is_searchable_beside_the_digest_and_survives_rebuilds(rules_file: Path, tmp_path: Path) -> None:
    target = tmp_path / "rules.sqlite"
    shutil.copy(rules_file, target)
    store_import(target, "got", FIXTURE.read_text(encoding="utf-8"))
    book = RulesBook.open(target)  # the import changes the content hash: rebuilt
    entry = book.section("got", "17.1")
    assert entry is not None and "Quokkawort" in entry.source_text and entry.digest_de
    hit = book.search("quokkawort", game="got")[0]
    assert hit.section == "17.1" and "«Quokkawort»" in hit.snippet
    assert book.section("got", "2.10") is not None  # imported section without a digest
    target.write_bytes(b"corrupt")
    again = RulesBook.open(target)  # rebuilt from content + kept import
    assert again.search("quokkawort", game="got")[0].section == "17.1"


def test_parser_on_the_gods_of_titan_seed(seeds: Path) -> None:
    seed = sorted(seeds.glob("002_*.txt"))
    if not seed:
        pytest.skip(f"Gods of Titan seed (002_*.txt) missing in {seeds}")
    sections = parse_rulebook(seed[0].read_text(encoding="utf-8"), "got")
    ids = [s.section for s in sections]
    assert len(ids) == len(set(ids))
    content = {s.id for s in load_sources().sections if s.game == "got"}
    assert set(ids) == content
    by_id = {s.section: s for s in sections}
    assert by_id["17.0"].title == "NACHREKRUTIERUNG"
    assert by_id["17.1"].title == "Allgemeines" and "vierten" in by_id["17.1"].text
    assert "BRUSH" in by_id["22.3"].text  # the chart printed at the end joins 22.3


@pytest.mark.parametrize(("prefix", "game", "first", "count"), [("000_", "arena", "1", 20), ("004_", "weiss", "1", 7)])
def test_parser_on_the_other_numbered_seeds(seeds: Path, prefix: str, game: str, first: str, count: int) -> None:
    seed = sorted(seeds.glob(f"{prefix}*.txt"))
    if not seed:
        pytest.skip(f"seed {prefix}* missing in {seeds}")
    sections = parse_rulebook(seed[0].read_text(encoding="utf-8"), game)
    content = {s.id for s in load_sources().sections if s.game == game}
    assert sections[0].section == first and len(sections) >= count
    assert {s.section for s in sections} <= content
