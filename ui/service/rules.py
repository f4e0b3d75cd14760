"""The rules reference for both front ends: the book (search, sections, glossary, links), the
interpretations' titles, a table's own rulebook text imported beside the digests, and a rebuild.

The command line and the desktop app look rules up only here; :mod:`rulesdb.rules` is the store behind it.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from referee.registry import interpretations
from rulesdb.rules.content import GAMES
from rulesdb.rules.importer import importable_games, read_rulebook
from rulesdb.rules.links import INTERPRETATION_ID

if TYPE_CHECKING:  # the book is SQLModel's: imported where first used (the app starts without it)
    from rulesdb.rules.book import GlossaryEntry as GlossaryEntry
    from rulesdb.rules.book import RulesBook as RulesBook
    from rulesdb.rules.book import SearchHit as SearchHit
    from rulesdb.rules.book import SectionEntry as SectionEntry

__all__ = [
    "GAMES",
    "INTERPRETATION_ID",
    "Imported",
    "build_book",
    "import_rulebook",
    "importable_games",
    "interpretation_titles",
    "nothing_found",
    "open_book",
]


def open_book(path: Path | None = None) -> RulesBook:
    """The rules reference (built on first use)."""
    from rulesdb.rules.book import RulesBook

    return RulesBook.open(path) if path is not None else RulesBook.open()


def nothing_found(suggestions: list[str], lang: str) -> str:
    """What a search that found nothing says, with the words close to the query (``RulesBook.suggest``)
    or, without any, how else to look.

    >>> nothing_found(["Climax"], "de")
    'Nichts gefunden. Meinten Sie: Climax?'
    >>> nothing_found([], "en")
    'Nothing found. Try a single word, a glossary term or a section number such as 20.4.'
    """
    if lang == "en":
        if suggestions:
            return f"Nothing found. Did you mean: {', '.join(suggestions)}?"
        return "Nothing found. Try a single word, a glossary term or a section number such as 20.4."
    if suggestions:
        return f"Nichts gefunden. Meinten Sie: {', '.join(suggestions)}?"
    return "Nichts gefunden. Versuchen Sie ein einzelnes Wort, einen Begriff des Glossars oder eine Abschnittsnummer wie 20.4."


def interpretation_titles() -> dict[str, tuple[str, str]]:
    """Every interpretation's (German, English) title by id."""
    return {i.id: (i.title_de, i.title_en) for i in interpretations()}


@dataclasses.dataclass(frozen=True)
class Imported:
    """A rulebook text imported: its section ids, and how many stand beside one of our digests."""

    game: str
    ids: tuple[str, ...]
    matched: int


def import_rulebook(*, game: str, path: Path) -> Imported:
    """Read a table's own rulebook text (refused over its size limit before it is read) and store its sections
    beside the digests of ``game``."""
    from rulesdb.rules.book import default_path
    from rulesdb.rules.importer import store_import

    sections = store_import(default_path(), game, read_rulebook(path))
    known = {e.section for e in open_book().sections(game) if e.digest_de}
    return Imported(game, tuple(s.section for s in sections), sum(1 for s in sections if s.section in known))


def build_book() -> Path:
    """Build the rules reference afresh; its path."""
    from rulesdb.rules.book import default_path
    from rulesdb.rules.build import build

    path = default_path()
    build(path)
    return path
