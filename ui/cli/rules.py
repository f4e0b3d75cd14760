"""``schriftfuehrer rules …``: look up the rules of all five games.

    schriftfuehrer rules search "Wann darf der Verteidiger nachrekrutieren?" --game got
    schriftfuehrer rules search reinforcement --lang en --json
    schriftfuehrer rules show 17.1 --game got
    schriftfuehrer rules glossary Fernschuss
    schriftfuehrer rules import mein-regelheft.txt --game got
    schriftfuehrer rules build

The rules database is ``$SCHRIFTFUEHRER_RULES`` or ``rules.sqlite`` in the user data directory;
it is (re)built from the content files whenever it is missing or out of date.
"""

from __future__ import annotations

import argparse
import difflib
from pathlib import Path
from typing import TYPE_CHECKING

from referee.core.errors import InvalidInput
from ui.cli.common import whole
from ui.cli.output import emit_json
from ui.service.rules import (
    GAMES,
    build_book,
    import_rulebook,
    importable_games,
    nothing_found,
    open_book,
)

if TYPE_CHECKING:
    from ui.service.rules import RulesBook, SectionEntry


def register(p: argparse.ArgumentParser) -> None:
    rsub = p.add_subparsers(dest="rules_command", metavar="RULES_COMMAND")

    s = rsub.add_parser("search", help="Volltextsuche / full-text search")
    s.add_argument("query", nargs="+", help="Suchtext / search text")
    s.add_argument("--game", choices=GAMES)
    s.add_argument("--lang", dest="rules_lang", choices=("de", "en"))
    s.add_argument("--limit", type=whole, default=10)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=_search)

    sh = rsub.add_parser("show", help="Abschnitt zeigen / show a section")
    sh.add_argument("section")
    sh.add_argument("--game", choices=GAMES, required=True)
    sh.add_argument("--lang", dest="rules_lang", choices=("de", "en"))
    sh.add_argument("--json", action="store_true")
    sh.set_defaults(func=_show)

    g = rsub.add_parser("glossary", help="Glossar Deutsch ↔ Englisch / glossary German ↔ English")
    g.add_argument("term", nargs="+")
    g.add_argument("--game", choices=GAMES)
    g.add_argument("--json", action="store_true")
    g.set_defaults(func=_glossary)

    i = rsub.add_parser("import", help="eigenes Regelheft (Text) einlesen / import your own rulebook text")
    i.add_argument("file", type=Path)
    i.add_argument("--game", choices=importable_games(), required=True)
    i.add_argument("--json", action="store_true")
    i.set_defaults(func=_import)

    b = rsub.add_parser("build", help="Regeldatenbank neu bauen / rebuild the rules database")
    b.set_defaults(func=_build)
    p.set_defaults(func=lambda args: _help(p))


def _help(parser: argparse.ArgumentParser) -> int:
    """``rules`` without a subcommand: its help, exit code 1."""
    parser.print_help()
    return 1


def _lang(args: argparse.Namespace) -> str:
    return str(getattr(args, "rules_lang", None) or getattr(args, "lang", None) or "de")


def _search(args: argparse.Namespace) -> int:
    lang = _lang(args)
    query = " ".join(args.query)
    book = open_book()
    hits = book.search(query, game=args.game, lang=lang, limit=max(1, args.limit))
    suggestions = [] if hits else book.suggest(query, game=args.game, lang=lang)
    if args.json:
        emit_json({"query": query, "results": [
            {"game": h.game, "section": h.section, "title": h.title, "snippet": h.snippet,
             "snippet_html": h.snippet_html, "score": h.score} for h in hits], "suggestions": suggestions})
        return 0
    if not hits:
        print(nothing_found(suggestions, lang))
        return 0
    for h in hits:
        print(f"{h.game} § {h.section}  {h.title}")  # no score: "(25.3)" beside it read as a section (--json has it)
        print(f"    {h.snippet}")
    return 0


def _entry(args: argparse.Namespace, book: RulesBook) -> SectionEntry:
    section = args.section.strip().lstrip("§").strip()
    entry = book.section(args.game, section)
    if entry is None:
        known = [e.section for e in book.sections(args.game)]
        close = difflib.get_close_matches(section, known, n=3, cutoff=0.5)
        hint_de = f" Meinten Sie: {', '.join(close)}?" if close else ""
        hint_en = f" Did you mean: {', '.join(close)}?" if close else ""
        raise InvalidInput(f"Abschnitt {section!r} gibt es in {args.game} nicht.{hint_de}",
                           f"There is no section {section!r} in {args.game}.{hint_en}")
    return entry


def _show(args: argparse.Namespace) -> int:
    lang = _lang(args)
    e = _entry(args, open_book())
    if args.json:
        emit_json({"game": e.game, "section": e.section, "title_de": e.title_de, "title_en": e.title_en,
                   "digest_de": e.digest_de, "digest_en": e.digest_en, "keywords_de": e.keywords_de,
                   "keywords_en": e.keywords_en, "refs": e.refs, "referenced_by": e.referenced_by,
                   "interpretations": [n._asdict() for n in e.interpretations], "source_text": e.source_text})
        return 0
    en = lang == "en"
    print(f"{e.game} § {e.section}  {(e.title_en or e.title_de) if en else (e.title_de or e.title_en)}")
    print()
    print((e.digest_en or e.digest_de) if en else (e.digest_de or e.digest_en))
    print()
    keys = e.keywords_en if en else e.keywords_de
    if keys:
        print(("Keywords: " if en else "Stichwörter: ") + ", ".join(keys))
    print(("Cites: " if en else "Verweist auf: ") + (", ".join(e.refs) or "–"))
    print(("Cited by: " if en else "Verwiesen von: ") + (", ".join(e.referenced_by) or "–"))
    for n in e.interpretations:
        print(f"{'Interpretation' if en else 'Auslegung'} {n.id} ({'default' if en else 'Vorgabe'}: {n.default}): "
              f"{n.title_en if en else n.title_de}")
        print(f"    {n.digest_en if en else n.digest_de}")
    if e.source_text:
        print()
        print("Rulebook wording (your import):" if en else "Wortlaut des Regelhefts (Ihr Import):")
        print(e.source_text)
    return 0


def _glossary(args: argparse.Namespace) -> int:
    term = " ".join(args.term)
    entries = open_book().glossary(term, game=args.game)
    if args.json:
        emit_json({"term": term, "entries": [
            {"de": g.de, "en": g.en, "game": g.game, "sections": g.sections, "note_de": g.note_de,
             "note_en": g.note_en} for g in entries]})
        return 0
    en = _lang(args) == "en"
    if not entries:
        print("Nothing found." if en else "Nichts gefunden.")
    for g in entries:
        print(f"{g.de} = {g.en}  [{g.game}] § {', '.join(g.sections)}")
        note = g.note_en if en else g.note_de
        if note:
            print(f"    {note}")
    return 0


def _import(args: argparse.Namespace) -> int:
    done = import_rulebook(game=args.game, path=args.file)  # refused over 20 MB before it is read
    if args.json:
        emit_json({"game": done.game, "sections": len(done.ids), "matched": done.matched, "ids": list(done.ids)})
        return 0
    en = _lang(args) == "en"
    print(f"{len(done.ids)} sections imported, {done.matched} beside a digest." if en
          else f"{len(done.ids)} Abschnitte eingelesen, {done.matched} davon neben einer Zusammenfassung.")
    return 0


def _build(args: argparse.Namespace) -> int:
    print(f"{build_book()}")
    return 0
