"""The glossary German ↔ English in both directions."""

from __future__ import annotations

from rulesdb.rules import RulesBook


def test_german_term_gives_english(book: RulesBook) -> None:
    entries = book.glossary("Fernschuss")
    assert entries[0].de == "Fernschuss" and entries[0].en == "rangestrike"
    assert "14.1" in entries[0].sections and entries[0].game == "got"


def test_english_term_gives_german(book: RulesBook) -> None:
    assert book.glossary("rangestrike")[0].de == "Fernschuss"
    assert any(e.de == "Nachrekrutierung" for e in book.glossary("reinforcement"))


def test_spelling_variants_and_parts(book: RulesBook) -> None:
    assert book.glossary("fernschuß")[0].en == "rangestrike"
    assert book.glossary("UEBERTRAG")[0].en == "carry"
    parts = {e.de for e in book.glossary("kampf")}
    assert {"Kampfpunkte", "Nahkampf"} <= parts


def test_game_filter_and_nothing(book: RulesBook) -> None:
    assert {e.game for e in book.glossary("e", game="weiss")} == {"weiss"}
    assert book.glossary("") == [] and book.glossary("   ") == []
    assert book.glossary("qqqxxzzyq") == []
    assert book.glossary("%") == [] and book.glossary("_") == []
