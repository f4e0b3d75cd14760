"""Importing a user's own rulebook text: the parser on our fixture and on the seeds."""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
import time
from pathlib import Path

import pytest

from referee.core.errors import InvalidInput
from rulesdb.rules import RulesBook
from rulesdb.rules.content import load_sources
from rulesdb.rules.importer import IMPORT_LIMIT, parse_rulebook, read_rulebook, store_import, stored_imports
from tests.hang import HANG

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


def test_a_rulebook_over_20_mb_is_refused_before_it_is_read(tmp_path: Path) -> None:
    huge = tmp_path / "regelheft.txt"
    with huge.open("wb") as fh:  # 4 GB without using the disk: reading it whole would take seconds and memory
        fh.truncate(4 * 2**30)
    with pytest.raises(InvalidInput) as err:
        read_rulebook(huge)
    assert "zu groß" in err.value.message_de and "20 MB" in err.value.message_de and "4295" in err.value.message_de
    assert "too large" in err.value.message_en and "20 MB" in err.value.message_en
    just_over = tmp_path / "knapp.txt"
    with just_over.open("wb") as fh:
        fh.truncate(IMPORT_LIMIT + 1)
    with pytest.raises(InvalidInput):
        read_rulebook(just_over)
    assert read_rulebook(FIXTURE) == FIXTURE.read_text(encoding="utf-8")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """A pipe has no size to check and may never end (or never start: no writer): it is no rulebook file."""
    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)
    written: list[int] = []

    def endless_writer() -> None:  # would write 1 GB; stops when the reader has closed the pipe
        chunk = b"17.1 Text\n" * 100_000
        with contextlib.suppress(BrokenPipeError), pipe.open("wb") as fh:
            for _ in range(1000):
                fh.write(chunk)
                written.append(len(chunk))

    with pytest.raises(InvalidInput) as err:  # no writer: refused at once, no waiting
        read_rulebook(pipe)
    assert "keine gewöhnliche Datei" in err.value.message_de and "not a regular file" in err.value.message_en
    writer = threading.Thread(target=endless_writer, daemon=True)
    writer.start()
    with pytest.raises(InvalidInput):
        read_rulebook(pipe)
    end = time.monotonic() + HANG
    while writer.is_alive() and time.monotonic() < end:  # a writer still waiting for a reader to open the pipe goes
        os.close(os.open(pipe, os.O_RDONLY | os.O_NONBLOCK))  # on, to a closed pipe, and ends
        writer.join(timeout=0.05)
    assert not writer.is_alive() and sum(written) < IMPORT_LIMIT


def test_a_title_followed_by_many_spaces_is_read_in_linear_time() -> None:
    line = "17.1 Titel" + " " * 100_000 + "x"
    assert parse_rulebook(line + "\n17.2 B – Text", "got")[1].text == "Text"
    assert parse_rulebook("17.1 Titel  –  erster Satz", "got")[0].title == "Titel"


def test_store_import_refuses_too_much_text_and_keeps_nothing(tmp_path: Path) -> None:
    text = "17.1 Allgemeines – " + "ä" * (IMPORT_LIMIT // 2)  # fewer characters than the limit, more bytes
    with pytest.raises(InvalidInput) as err:
        store_import(tmp_path / "rules.sqlite", "got", text)
    assert "20 MB" in err.value.message_en
    assert stored_imports(tmp_path / "rules.sqlite") == {}
    # a file too large placed in imports/ by hand is left out of the database, not read at every start
    folder = tmp_path / "imports"
    folder.mkdir()
    with (folder / "got.txt").open("wb") as fh:
        fh.truncate(IMPORT_LIMIT + 1)
    assert stored_imports(tmp_path / "rules.sqlite") == {}
