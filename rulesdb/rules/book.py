"""``RulesBook``: the rules reference of all five games — search, sections, glossary, interpretations.

:meth:`RulesBook.open` checks the database against its sources (content files, interpretation
texts, imported rulebooks) by a hash kept in ``rules_meta``; a missing, corrupt or out-of-date
file is rebuilt (it holds no user data: imported texts live in ``imports/`` beside it).

>>> import tempfile, pathlib
>>> book = RulesBook.open(pathlib.Path(tempfile.mkdtemp()) / "rules.sqlite")
>>> hits = book.search("Wann darf der Verteidiger nachrekrutieren?", game="got", limit=3)
>>> "17.1" in [h.section for h in hits]
True
>>> book.search("17.1", game="got")[0].title
'Allgemeines'
"""

from __future__ import annotations

import dataclasses
import difflib
import os
import sqlite3
from pathlib import Path
from typing import NamedTuple

import platformdirs
from sqlalchemy import create_engine
from sqlmodel import Session, col, select

from referee.core.errors import StorageError
from rulesdb.rules.build import build, import_blobs, remove_stale_temps
from rulesdb.rules.content import load_sources, section_sort_key
from rulesdb.rules.links import linkify, numbered
from rulesdb.rules.models import InterpretationRow, LinkRow, SectionRow, TermRow
from rulesdb.rules.search import MAX_QUERY, RowText, game_ranges, load_terms, rank
from rulesdb.rules.snippet import Snippet, make_snippet
from rulesdb.rules.text import fold
from rulesdb.rules.variants import Variants

ENV_VAR = "SCHRIFTFUEHRER_RULES"
#: The file is only read: a large page cache and memory-mapped reads keep the index in memory.
READ_PRAGMAS = ("PRAGMA cache_size = -65536", "PRAGMA mmap_size = 268435456", "PRAGMA query_only = 1")


def default_path() -> Path:
    """``$SCHRIFTFUEHRER_RULES`` or ``rules.sqlite`` in the user data directory."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_data_dir("schriftfuehrer", appauthor=False)) / "rules.sqlite"


@dataclasses.dataclass(frozen=True)
class SearchHit:
    game: str
    section: str
    title: str
    snippet: str  # hits marked «…»
    snippet_html: str  # HTML-escaped, hits in <b>…</b>
    score: float


class InterpretationNote(NamedTuple):
    id: str
    title_de: str
    title_en: str
    digest_de: str
    digest_en: str
    default: str


@dataclasses.dataclass(frozen=True)
class InterpretationEntry:
    id: str
    game: str
    sections: tuple[str, ...]
    title_de: str
    title_en: str
    digest_de: str
    digest_en: str
    default: str
    choices: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class SectionEntry:
    game: str
    section: str
    title_de: str
    title_en: str
    digest_de: str
    digest_en: str
    keywords_de: tuple[str, ...]
    keywords_en: tuple[str, ...]
    refs: tuple[str, ...]  # sections this one cites
    referenced_by: tuple[str, ...]  # sections citing this one
    interpretations: tuple[InterpretationNote, ...]
    source_text: str  # imported rulebook wording or ""


@dataclasses.dataclass(frozen=True)
class GlossaryEntry:
    de: str
    en: str
    game: str
    sections: tuple[str, ...]
    note_de: str
    note_en: str


def _stored_hash(path: Path) -> str | None:
    """The content hash of an intact database file, else None (missing or corrupt)."""
    if not path.is_file():
        return None
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            if con.execute("PRAGMA quick_check").fetchone() != ("ok",):
                return None
            row = con.execute("SELECT value FROM rules_meta WHERE key = 'content_hash'").fetchone()
            con.execute("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH '\"abc\"'").fetchone()
        finally:
            con.close()
    except sqlite3.DatabaseError:
        return None
    return str(row[0]) if row else None


def ensure_built(path: Path) -> bool:
    """Rebuild ``path`` when missing, corrupt or out of date; True when it was rebuilt.

    Temporary files of builds that were interrupted are removed first (:func:`remove_stale_temps`).
    """
    remove_stale_temps(path)
    src = load_sources(extra=import_blobs(path))
    if _stored_hash(path) == src.digest:
        return False
    try:
        build(path, src)
    except OSError as exc:
        raise StorageError(
            f"Die Regeldatenbank {path} kann nicht geschrieben werden ({exc.strerror or exc}).",
            f"Cannot write the rules database {path} ({exc.strerror or exc}).") from exc
    return True


class RulesBook:
    """Read access to a built rules database (see :meth:`open`)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        for pragma in READ_PRAGMAS:
            self._con.execute(pragma)
        self._engine = create_engine(f"sqlite:///file:{self.path}?mode=ro&uri=true")
        self._terms = load_terms(self._con)
        self._ranges = game_ranges(self._con)
        self._rows: dict[int, RowText] = {}  # titles and keyword phrases read by the ranking

    @classmethod
    def open(cls, path: Path | str | None = None) -> RulesBook:
        """The rules database at ``path`` (default: :func:`default_path`), built when needed."""
        target = Path(path) if path is not None else default_path()
        ensure_built(target)
        return cls(target)

    def close(self) -> None:
        self._con.close()
        self._engine.dispose()

    # ------------------------------------------------------------------ search
    def search(self, query: str, *, game: str | None = None, lang: str = "de",
               limit: int = 20) -> list[SearchHit]:
        """Ranked hits for ``query`` (any text: never an error), best first."""
        if not query or not query.strip() or limit <= 0:
            return []
        order, scores, words = rank(self._con, self._terms, query, game, lang, limit, self._ranges,
                                     self._rows)
        if not order:
            return []
        marks = ",".join("?" * len(order))
        rows = {int(r[0]): r for r in self._con.execute(
            "SELECT id, game, section, title_de, title_en, digest_de, digest_en, source_text "
            f"FROM rules_section WHERE id IN ({marks})", order)}
        hits: list[SearchHit] = []
        for rowid in order:
            _, game_id, section, t_de, t_en, d_de, d_en, source = rows[rowid]
            title = (t_en or t_de) if lang == "en" else (t_de or t_en)
            own, other = (d_en, d_de) if lang == "en" else (d_de, d_en)
            snip = _best_snippet((own, source), words) or _best_snippet((own, source, other), [])
            plain, marked = (snip.plain, snip.html) if snip else ("", "")
            hits.append(SearchHit(game_id, section, title, plain, marked, round(scores[rowid], 4)))
        return hits

    def suggest(self, query: str, *, game: str | None = None, lang: str = "de", limit: int = 3) -> list[str]:
        """Words close to ``query`` by spelling (for a search that found nothing): glossary terms and
        section titles of ``game`` in ``lang`` first, by :func:`difflib.get_close_matches`; a known
        misspelling (``content/variants.toml``) offers the word of the rules ("Klimaks" → "Climax")."""
        needle = " ".join(fold(query[:MAX_QUERY]).split())
        if len(needle) < 3:
            return []
        names: dict[str, str] = {}  # folded -> as written
        for display in self._vocabulary(game, lang):
            names.setdefault(" ".join(fold(display).split()), display)
            for word in display.split():  # the words of a title or term as well
                if len(word) >= 4:
                    names.setdefault(" ".join(fold(word).split()), word.strip(",.:;()"))
        for entry in Variants.load().names:  # a known misspelling leads to the word of the rules
            for spelling in entry:
                names.setdefault(" ".join(fold(spelling).split()), entry[0])
        close = difflib.get_close_matches(needle, list(names), n=limit * 2, cutoff=0.6)
        if not close and " " in needle:  # one word of a longer query misspelled
            for word in needle.split():
                close += difflib.get_close_matches(word, list(names), n=limit, cutoff=0.7)
        out = list(dict.fromkeys(names[c] for c in close if c != needle))
        return out[:limit]

    def _vocabulary(self, game: str | None, lang: str) -> list[str]:
        """Glossary terms (asked language first) and section titles of ``game`` (None: every game)."""
        where, args = ("WHERE game = ?", [game]) if game is not None else ("", [])
        terms = list(self._con.execute(f"SELECT de, en FROM rules_term {where}", args))
        titles = list(self._con.execute(f"SELECT title_de, title_en FROM rules_section {where}", args))
        first = [str(en if lang == "en" else de) for de, en in terms]
        other = [str(de if lang == "en" else en) for de, en in terms]
        return [*first, *other, *(str(t) for row in titles for t in row if t)]

    # ------------------------------------------------------------------ sections
    def section(self, game: str, section: str) -> SectionEntry | None:
        """One section with its cross-references both ways and the interpretations touching it."""
        with Session(self._engine) as s:
            key = section.strip().lstrip("§").strip()
            row = s.exec(select(SectionRow).where(SectionRow.game == game, SectionRow.section == key)).first()
            return self._entries(s, game, [row])[0] if row else None

    def around(self, game: str, section: str, before: int = 1, after: int = 1) -> list[SectionEntry]:
        """The section with its neighbours in book order (the reader shows a hit in context)."""
        entries = self.sections(game)
        order = [e.section for e in entries]
        key = section.strip().lstrip("§").strip()
        if key not in order:
            return []
        i = order.index(key)
        return entries[max(0, i - before): i + after + 1]

    def linkify(self, text: str, game: str, lang: str = "de") -> str:
        """``text`` as HTML with every cited section of ``game`` a link ``rule:<game>/<section>``; named
        (not numbered) sections read as their titles in ``lang``."""
        rows = self._con.execute("SELECT section, title_de, title_en FROM rules_section WHERE game = ?", [game])
        titles = {str(s): str(en if lang == "en" else de) for s, de, en in rows
                  if not numbered(str(s))}
        return linkify(text, game, self._known(game), titles)

    def _known(self, game: str) -> set[str]:
        return {str(r[0]) for r in self._con.execute("SELECT section FROM rules_section WHERE game = ?", [game])}

    def sections(self, game: str) -> list[SectionEntry]:
        """Every section of ``game`` in book order."""
        with Session(self._engine) as s:
            rows = s.exec(select(SectionRow).where(SectionRow.game == game).order_by(col(SectionRow.ord))).all()
            return self._entries(s, game, list(rows))

    def _entries(self, s: Session, game: str, rows: list[SectionRow]) -> list[SectionEntry]:
        """The entries of ``rows`` (all of ``game``), with links and interpretations read once."""
        wanted = {r.section for r in rows}
        query = select(LinkRow).where(LinkRow.game == game)
        if len(rows) == 1:
            query = query.where((LinkRow.source == rows[0].section) | (LinkRow.target == rows[0].section))
        refs: dict[str, set[str]] = {}
        back: dict[str, set[str]] = {}
        touching: dict[str, list[str]] = {}
        for x in s.exec(query).all():
            if x.kind == "ref":
                refs.setdefault(x.source, set()).add(x.target)
                back.setdefault(x.target, set()).add(x.source)
            elif x.target in wanted:
                touching.setdefault(x.target, []).append(x.source)
        ids = {i for found in touching.values() for i in found}
        notes: dict[str, InterpretationNote] = {}
        order: dict[str, int] = {}
        if ids:
            for i in s.exec(select(InterpretationRow).where(col(InterpretationRow.id).in_(ids))).all():
                notes[i.id] = InterpretationNote(i.id, i.title_de, i.title_en, i.digest_de, i.digest_en, i.default)
                order[i.id] = i.ord
        return [SectionEntry(
            game=r.game, section=r.section, title_de=r.title_de, title_en=r.title_en,
            digest_de=r.digest_de, digest_en=r.digest_en,
            keywords_de=tuple(k for k in r.keywords_de.split("\n") if k),
            keywords_en=tuple(k for k in r.keywords_en.split("\n") if k),
            refs=tuple(sorted(refs.get(r.section, ()), key=_key)),
            referenced_by=tuple(sorted(back.get(r.section, ()), key=_key)),
            interpretations=tuple(notes[i] for i in sorted(set(touching.get(r.section, ())), key=order.__getitem__)),
            source_text=r.source_text) for r in rows]

    # ------------------------------------------------------------------ glossary, interpretations
    def glossary(self, term: str, game: str | None = None) -> list[GlossaryEntry]:
        """Glossary entries whose German or English term contains ``term`` (folded), exact first."""
        needle = fold(term).strip()
        if not needle:
            return []
        with Session(self._engine) as s:
            query = select(TermRow).where(col(TermRow.f_de).contains(needle, autoescape=True)
                                          | col(TermRow.f_en).contains(needle, autoescape=True))
            if game is not None:
                query = query.where(TermRow.game == game)
            rows = s.exec(query).all()
        rows = sorted(rows, key=lambda r: (needle not in (r.f_de, r.f_en), r.game, r.de))
        return [GlossaryEntry(r.de, r.en, r.game, tuple(x for x in r.sections.split(",") if x),
                              r.note_de, r.note_en) for r in rows]

    def terms(self, game: str | None = None) -> list[GlossaryEntry]:
        """Every glossary entry (of ``game``), alphabetically by the German term (to browse A–Z)."""
        with Session(self._engine) as s:
            query = select(TermRow)
            if game is not None:
                query = query.where(TermRow.game == game)
            rows = sorted(s.exec(query).all(), key=lambda r: (r.f_de, r.game))
        return [GlossaryEntry(r.de, r.en, r.game, tuple(x for x in r.sections.split(",") if x),
                              r.note_de, r.note_en) for r in rows]

    def interpretations(self, game: str | None = None) -> list[InterpretationEntry]:
        """Every interpretation (of ``game``), in the order of the interpretation modules."""
        with Session(self._engine) as s:
            query = select(InterpretationRow).order_by(col(InterpretationRow.ord))
            if game is not None:
                query = query.where(InterpretationRow.game == game)
            return [InterpretationEntry(i.id, i.game, tuple(x for x in i.sections.split(",") if x), i.title_de,
                                        i.title_en, i.digest_de, i.digest_en, i.default,
                                        tuple(x for x in i.choices.split(",") if x))
                    for i in s.exec(query).all()]


def _best_snippet(texts: tuple[str, ...], words: list[str]) -> Snippet | None:
    """The snippet of the first text with a hit; without ``words`` the start of the first text."""
    for text in texts:
        if text:
            snip = make_snippet(text, words)
            if snip.hits or not words:
                return snip
    return None


def _key(section: str) -> tuple[tuple[int, ...], str]:
    return section_sort_key(section), section
