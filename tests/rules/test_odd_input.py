"""No user text makes the search fail: FTS syntax, SQL, quotes, empty, huge input."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesdb.rules import RulesBook

ODD = [
    '"', '""', '"Schlacht', "*", "Schlacht*", "NEAR", "NEAR(Schlacht Titan)", "Titan NEAR/2 Angel", "-",
    "-Titan", "Titan -Angel", "(", ")", "(Titan", "Titan)", "'", "'Titan'", "", " ", "   \t\n ", "AND",
    "OR", "NOT", "Titan AND", "OR OR OR", "^Titan", "f_title:Titan", "rules_fts:Titan", "{f_title}: x",
    "'; DROP TABLE rules_section; --", "\" OR 1=1 --", "Titan'); DELETE FROM rules_section; --",
    "%", "_", "%%%", "\\", "§", "§§ 17", "17.", ".17", "17.1.2", "anhang.", "x" * 5000,
    "Schlacht " * 700, "\x00", "🐉 Drache", "ǅ", "ﬁ",
]


@pytest.mark.parametrize("query", ODD)
def test_odd_queries_give_no_error(book: RulesBook, query: str) -> None:
    for lang in ("de", "en"):
        hits = book.search(query, lang=lang)
        assert isinstance(hits, list)
        assert all(h.section and h.game for h in hits)


def test_injection_attempts_change_nothing(book: RulesBook, rules_file: Path) -> None:
    before = len(book.sections("got"))
    book.search("'; DROP TABLE rules_section; --", game="got")
    book.search("Titan\"); DELETE FROM rules_section; --", game="got")
    assert len(book.sections("got")) == before
    con = sqlite3.connect(rules_file)
    try:
        assert con.execute("SELECT count(*) FROM rules_section").fetchone()[0] >= before
    finally:
        con.close()


def test_quoted_fts_keywords_are_plain_words(book: RulesBook) -> None:
    # "near" is searched as text (English digests use it), not read as the NEAR operator
    hits = book.search("NEAR", game="got", lang="en")
    assert hits and all("near" in h.snippet.lower() for h in hits[:3])


def test_empty_and_nonsense_find_nothing(book: RulesBook) -> None:
    assert book.search("") == []
    assert book.search("    ") == []
    assert book.search("der die das") == []  # stop words only
    assert book.search("qqqxxzzyq") == []
    assert book.search("Titan", limit=0) == []


@given(st.text(max_size=200))
def test_any_text_gives_a_list(book: RulesBook, query: str) -> None:
    hits = book.search(query, game="got", limit=5)
    assert len(hits) <= 5
