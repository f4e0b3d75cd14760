"""Spelling variants and synonyms (rulesdb/rules/content/variants.toml) applied to a query."""

from __future__ import annotations

import tomllib

from rulesdb.rules import RulesBook
from rulesdb.rules.search import expand
from rulesdb.rules.text import fold
from rulesdb.rules.variants import VARIANTS_FILE, Variants


def test_every_entry_is_a_list_of_single_words() -> None:
    with VARIANTS_FILE.open("rb") as fh:
        data = tomllib.load(fh)
    assert set(data) == {"spelling", "synonym"}
    for kind in ("spelling", "synonym"):
        for entry in data[kind]:
            words = entry["words"]
            assert set(entry) == {"words"} and len(words) >= 2, entry
            assert all(isinstance(w, str) and len(fold(w).split()) == 1 for w in words), entry
    variants = Variants.load()
    assert len(variants.spellings) == len(data["spelling"])  # no entry folds into a single word
    assert len(variants.synonyms) == len(data["synonym"])


def test_folding_needs_no_entry() -> None:
    # ä/ae, ß/ss and case are the folding's: an entry for them would be a mistake
    variants = Variants.load()
    for entry in (*variants.spellings, *variants.synonyms):
        assert len(set(entry)) == len(entry)
    assert fold("Kriegsbär") == fold("KRIEGSBAER") and fold("Fernschuß") == fold("fernschuss")


def test_klimax_searches_climax_and_finds_the_climax_sections(book: RulesBook) -> None:
    words = expand([], "Klimax", "weiss")[2]
    assert words == ["klimax", "climax"]
    top = [h.section for h in book.search("Klimax", game="weiss", limit=3)]
    assert top[0] == "5" and top == [h.section for h in book.search("Climax", game="weiss", limit=3)]
    assert "«Climax»" in book.search("Klimax", game="weiss", limit=1)[0].snippet.replace("«climax»", "«Climax»")
    compound = [h.section for h in book.search("Klimaxkarte", game="weiss", limit=3)]
    assert "5" in compound


def test_names_in_either_spelling_find_the_same_sections(book: RulesBook) -> None:
    for a, b, game in (("Ogre", "Oger", "got"), ("Zyklop", "Cyclops", "arena"), ("Gorgone", "Gorgon", "got"),
                       ("Chimäre", "Chimera", "got"), ("Koloss", "Colossus", "got")):
        top_a = [h.section for h in book.search(a, game=game, limit=3)]
        top_b = [h.section for h in book.search(b, game=game, limit=3)]
        assert top_a and set(top_a) & set(top_b), (a, top_a, b, top_b)


def test_synonyms_of_a_question_word_reach_the_rulebook_word() -> None:
    variants = Variants.load()
    assert "vernicht" in variants.synonymous("stirbt") and "geschlag" in variants.synonymous("stirbt")
    assert "flucht" in variants.synonymous("fluecht")  # "flüchten" does not contain "Flucht"
    assert variants.spelled("stirbt") == () and variants.synonymous("klimax") == ()
    assert variants.spelled("klimaxkart") == ("climaxkart",)  # at the start of a compound


def test_a_query_that_finds_nothing_gets_close_words(book: RulesBook) -> None:
    assert book.search("Klimaks", game="weiss") == []
    assert book.suggest("Klimaks", game="weiss") == ["Climax"]
    assert book.suggest("Nachrekrutirung", game="got", lang="de")[0] == "Nachrekrutierung"
    assert book.suggest("Kampfspalde", game="arena")[0] == "Kampfspalte"
    assert book.suggest("qqqxxzzyq") == [] and book.suggest("") == [] and book.suggest("ab") == []
