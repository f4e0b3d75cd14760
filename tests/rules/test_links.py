"""Cross-references both ways, interpretations beside the sections they touch, ids that exist."""

from __future__ import annotations

from rulesdb.rules import RulesBook
from rulesdb.rules.build import named_interpretations
from rulesdb.rules.content import GAMES, load_interpretations, load_sources


def test_every_ref_resolves_and_is_linked_back(book: RulesBook) -> None:
    checked = 0
    for game in GAMES:
        sections = {e.section: e for e in book.sections(game)}
        for e in sections.values():
            for target in e.refs:
                assert target in sections, (game, e.section, target)
                assert e.section in sections[target].referenced_by, (game, e.section, target)
                checked += 1
            for source in e.referenced_by:
                assert e.section in sections[source].refs
    assert checked > 300


def test_refs_include_the_content_refs_and_citations_in_the_text(book: RulesBook) -> None:
    src = load_sources()
    for s in src.sections:
        entry = book.section(s.game, s.id)
        assert entry is not None and set(s.refs) <= set(entry.refs)
    # 17.0's digest cites "(§ 17.1)" and § 17.2; 17.1 is cited by 17.0
    e171 = book.section("got", "17.1")
    assert e171 is not None and "17.0" in e171.referenced_by


def test_sections_come_in_book_order(book: RulesBook) -> None:
    got = [e.section for e in book.sections("got")]
    assert got[:3] == ["1.0", "1.1", "1.2"]
    assert got.index("3.9") + 1 == got.index("3.10") and got.index("3.10") + 1 == got.index("4.0")
    assert got[-1].startswith("29.")
    rampage = [e.section for e in book.sections("rampage")]
    assert rampage[0] == "spielvorbereitung"


def test_every_interpretation_id_named_in_the_content_exists() -> None:
    src = load_sources()
    known = {i.id for i in load_interpretations()}
    named = {(s.game, s.id, iid) for s in src.sections
             for iid in named_interpretations(f"{s.digest_de}\n{s.digest_en}")}
    assert named, "the digests name interpretations"
    assert sorted(x for x in named if x[2] not in known) == []
    for glossary_term in src.terms:
        for iid in named_interpretations(f"{glossary_term.note_de} {glossary_term.note_en}"):
            assert iid in known, (glossary_term.de, iid)


def test_every_interpretation_touches_existing_sections(book: RulesBook) -> None:
    entries = book.interpretations()
    assert {i.id for i in entries} == {i.id for i in load_interpretations()}
    for i in entries:
        for section in i.sections:
            entry = book.section(i.game, section)
            assert entry is not None, (i.id, section)
            assert i.id in [n.id for n in entry.interpretations], (i.id, section)


def test_concession_award_shows_beside_20_4(book: RulesBook) -> None:
    entry = book.section("got", "20.4")
    assert entry is not None
    note = next(n for n in entry.interpretations if n.id == "got.concession_award")
    assert note.default == "halved-before-battle" and note.title_en
    assert [i.game for i in book.interpretations("weiss")] == ["weiss"] * len(book.interpretations("weiss"))


def test_section_entry_fields(book: RulesBook) -> None:
    e = book.section("got", "10.4")
    assert e is not None
    assert (e.title_de, e.title_en) == ("Flucht", "Flight")
    assert "flee" in e.keywords_en and e.digest_de and e.digest_en and e.source_text == ""
    assert book.section("got", "99.9") is None
    assert book.section("nogame", "1.0") is None


def test_cited_numbers_become_links(book: RulesBook) -> None:
    entry = book.section("got", "17.0")
    assert entry is not None
    html = book.linkify(entry.digest_de, "got")
    assert '<a href="rule:got/17.1">17.1</a>' in html
    assert book.linkify("(99.9) <b>", "got") == "(99.9) &lt;b&gt;"  # unknown ids stay text


def test_a_named_section_is_cited_by_its_title(book: RulesBook) -> None:
    """Weiß Schwarz names its sections ("refresh"): a citation reads as the title, the link keeps the id."""
    de, en = book.linkify("siehe § refresh", "weiss"), book.linkify("see § refresh", "weiss", "en")
    assert '<a href="rule:weiss/refresh">Keine Karten mehr im Deck (Refresh)</a>' in de
    assert '<a href="rule:weiss/refresh">Deck empty (refresh)</a>' in en


def test_a_section_in_context(book: RulesBook) -> None:
    assert [e.section for e in book.around("got", "17.1")] == ["17.0", "17.1", "17.2"]
    assert [e.section for e in book.around("got", "§ 1.0", before=2, after=1)] == ["1.0", "1.1"]
    assert book.around("got", "99.9") == []
