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


def _words_and_sections(book: RulesBook) -> dict[tuple[str, str], set[str]]:
    """(game, German or English word of a term) → the sections of every entry with that word."""
    out: dict[tuple[str, str], set[str]] = {}
    for t in book.terms():
        for word in (t.de, t.en):
            out.setdefault((t.game, word), set()).update(t.sections)
    return out


def test_search_finds_every_glossary_term_in_either_language(book: RulesBook) -> None:
    """Every German and every English word of every glossary file, searched with its game (in the
    German and in the English app), has one of its term's sections in the top 3 — and first
    for nearly all."""
    words = _words_and_sections(book)
    assert len(words) > 200
    misses, not_first = [], []
    for (game, word), sections in sorted(words.items()):
        for lang in ("de", "en"):
            top = [h.section for h in book.search(word, game=game, lang=lang, limit=3)]
            if not set(top) & sections:
                misses.append((game, word, lang, sorted(sections), top))
            elif top[0] not in sections:
                not_first.append((game, word, lang, top[0]))
    assert misses == []
    assert len(not_first) <= 0.02 * 2 * len(words), not_first  # first for 98 %


def test_klimax_and_other_spellings_find_the_terms_sections(book: RulesBook) -> None:
    for word, game, section in (("Klimax", "weiss", "5"), ("Oger", "rampage", "anhang.oger"),
                                ("Cyclops", "arena", "15.1"), ("Zyklop", "arena", "15.1")):
        top = [h.section for h in book.search(word, game=game, limit=3)]
        assert section in top, (word, top)
