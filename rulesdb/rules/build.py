"""Build the rules database from its sources: into a temporary file, then renamed into place.

A reader never sees a half-built database: :func:`build` writes ``<name>.tmp-<pid>`` beside the
target and replaces the target with it in one step. A build that was interrupted (the program
killed, the machine switched off) leaves its temporary file behind; :func:`remove_stale_temps`
(at every start, and before every build) removes those of processes that no longer run, and any
older than a build could take. The FTS5 table ``rules_fts`` indexes the
folded columns of ``rules_section`` (external content) and is kept in sync by triggers, so
any later change to a section row updates the index too.

>>> import tempfile, pathlib
>>> target = pathlib.Path(tempfile.mkdtemp()) / "rules.sqlite"
>>> len(build(target))  # returns the content hash (sha256, hex)
64
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import sqlite3
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from sqlalchemy import create_engine
from sqlmodel import Session

from referee.core.interpretation import Interpretation
from rulesdb.rules.content import GAMES, Sources, load_sources
from rulesdb.rules.importer import parse_rulebook, stored_imports
from rulesdb.rules.links import cited_sections, named_interpretations
from rulesdb.rules.models import InterpretationRow, LinkRow, RulesMeta, SectionRow, TermRow, metadata
from rulesdb.rules.text import fold

#: A temporary file older than this (seconds) is a crashed build's leftover, whatever its process id
#: (a build takes seconds; the id may since belong to another program).
STALE_SECONDS = 600
#: ``rules.sqlite.tmp-<pid>`` and SQLite's companions of it (``-journal``, ``-wal``, ``-shm``)
_TEMP = re.compile(r"\.tmp-(\d{1,10})(?:-journal|-wal|-shm)?")
FTS_COLUMNS: tuple[str, ...] = ("f_title", "f_keywords", "f_digest_de", "f_digest_en", "f_source", "f_interp")

_FTS_SQL = (
    "CREATE VIRTUAL TABLE rules_fts USING fts5("
    + ", ".join(FTS_COLUMNS)
    + ", content='rules_section', content_rowid='id', tokenize='trigram')"
)
_COLS = ", ".join(FTS_COLUMNS)
_NEW = ", ".join(f"new.{c}" for c in FTS_COLUMNS)
_OLD = ", ".join(f"old.{c}" for c in FTS_COLUMNS)
_TRIGGERS = (
    f"CREATE TRIGGER rules_section_ai AFTER INSERT ON rules_section BEGIN "
    f"INSERT INTO rules_fts(rowid, {_COLS}) VALUES (new.id, {_NEW}); END",
    f"CREATE TRIGGER rules_section_ad AFTER DELETE ON rules_section BEGIN "
    f"INSERT INTO rules_fts(rules_fts, rowid, {_COLS}) VALUES ('delete', old.id, {_OLD}); END",
    f"CREATE TRIGGER rules_section_au AFTER UPDATE ON rules_section BEGIN "
    f"INSERT INTO rules_fts(rules_fts, rowid, {_COLS}) VALUES ('delete', old.id, {_OLD}); "
    f"INSERT INTO rules_fts(rowid, {_COLS}) VALUES (new.id, {_NEW}); END",
)

def _imported(rules_file: Path) -> dict[str, dict[str, tuple[str, str]]]:
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for game, text in stored_imports(rules_file).items():
        out[game] = {s.section: (s.title, s.text) for s in parse_rulebook(text, game)}
    return out


def import_blobs(rules_file: Path) -> tuple[bytes, ...]:
    """The imported texts as bytes (part of the content hash)."""
    return tuple(f"{g}\0{t}".encode() for g, t in stored_imports(rules_file).items())


def _section_rows(src: Sources, imports: dict[str, dict[str, tuple[str, str]]],
                  touching: dict[tuple[str, str], list[Interpretation]]) -> list[SectionRow]:
    rows: list[SectionRow] = []
    seen: set[tuple[str, str]] = set()
    for s in src.sections:
        title, source = imports.get(s.game, {}).get(s.id, ("", ""))
        rows.append(SectionRow(game=s.game, section=s.id, ord=s.order, title_de=s.title_de,
                               title_en=s.title_en, keywords_de="\n".join(s.keywords_de),
                               keywords_en="\n".join(s.keywords_en), digest_de=s.digest_de,
                               digest_en=s.digest_en, source_text=source))
        seen.add((s.game, s.id))
    for game, sections in imports.items():  # imported sections without a digest
        for n, (sid, (title, text)) in enumerate(sections.items()):
            if (game, sid) not in seen:
                rows.append(SectionRow(game=game, section=sid, ord=10_000 + n, title_de=title,
                                       source_text=text))
    rank_of = {g: n for n, g in enumerate(GAMES)}
    rows.sort(key=lambda r: (rank_of.get(r.game, len(rank_of)), r.game, r.ord))  # each game contiguous
    for row in rows:
        interps = touching.get((row.game, row.section), [])
        row.interp_text = "\n".join(f"{i.id} {i.title_de} {i.title_en} {i.digest_de} {i.digest_en}"
                                    for i in interps)
        row.f_title = fold(f"{row.title_de} {row.title_en}")
        row.f_keywords = fold(f"{row.keywords_de}\n{row.keywords_en}")
        row.f_digest_de = fold(row.digest_de)
        row.f_digest_en = fold(row.digest_en)
        row.f_source = fold(row.source_text)
        row.f_interp = fold(row.interp_text)
    return rows


def _links(src: Sources) -> Iterable[LinkRow]:
    known: dict[str, set[str]] = {}
    for s in src.sections:
        known.setdefault(s.game, set()).add(s.id)
    seen: set[tuple[str, str, str, str]] = set()
    interp_ids = {i.id for i in src.interpretations}

    def link(game: str, kind: str, source: str, target: str) -> Iterable[LinkRow]:
        key = (game, kind, source, target)
        if key not in seen and source != target:
            seen.add(key)
            yield LinkRow(game=game, kind=kind, source=source, target=target)

    for s in src.sections:
        text = f"{s.digest_de}\n{s.digest_en}"
        for target in (*s.refs, *cited_sections(text, known.get(s.game, set()))):
            yield from link(s.game, "ref", s.id, target)
        for iid in named_interpretations(text):
            if iid in interp_ids:
                yield from link(s.game, "interp", iid, s.id)
    for i in src.interpretations:
        for target in i.sections:
            yield from link(i.game, "interp", i.id, target)


def _touching(src: Sources) -> dict[tuple[str, str], list[Interpretation]]:
    by_id = {i.id: i for i in src.interpretations}
    out: dict[tuple[str, str], list[Interpretation]] = {}
    for row in _links(src):
        if row.kind == "interp":
            out.setdefault((row.game, row.target), []).append(by_id[row.source])
    return out


def process_running(pid: int) -> bool:
    """Does the process ``pid`` still run? (Never signals it; unknown counts as running.)"""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return bool(ctypes.GetLastError() == 5)  # access denied: it runs, as another user
        try:
            code = ctypes.c_ulong()
            return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except (ProcessLookupError, OverflowError):  # no such process; a number no process id can be
        return False
    except OSError:
        return True  # e.g. another user's process
    return True


def remove_stale_temps(target: Path, *, now: float | None = None) -> list[Path]:
    """Remove the temporary files of interrupted builds of ``target``; return the removed ones.

    A file is stale when the process named in it no longer runs, or when it is older than
    :data:`STALE_SECONDS`; the file of a build running right now in another process is kept.
    """
    target = Path(target)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        candidates = list(target.parent.glob(f"{glob.escape(target.name)}.tmp-*"))
    except OSError:
        return removed
    for path in candidates:
        match = _TEMP.fullmatch(path.name[len(target.name):])
        if match is None:
            continue
        try:
            old = now - path.stat().st_mtime > STALE_SECONDS
        except OSError:
            continue
        if old or not process_running(int(match.group(1))):
            with contextlib.suppress(OSError):  # gone meanwhile, or not ours to remove: the next start tries again
                path.unlink()
                removed.append(path)
    return removed


def build(target: Path, src: Sources | None = None) -> str:
    """Build the database for ``target`` from the sources; return the content hash stored."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    src = src or load_sources(extra=import_blobs(target))
    tmp = target.with_name(f"{target.name}.tmp-{os.getpid()}")
    for leftover in (tmp, Path(f"{tmp}-journal")):
        leftover.unlink(missing_ok=True)
    remove_stale_temps(target)  # left by builds that were interrupted
    try:
        _write(tmp, src, _imported(target))
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return src.digest


def _write(path: Path, src: Sources, imports: dict[str, dict[str, tuple[str, str]]]) -> None:
    engine = create_engine(f"sqlite:///{path}")
    try:
        metadata.create_all(engine)
        with engine.begin() as conn:
            conn.exec_driver_sql(_FTS_SQL)
            for trigger in _TRIGGERS:
                conn.exec_driver_sql(trigger)
        with Session(engine) as session:
            session.add_all(_section_rows(src, imports, _touching(src)))
            session.add_all(TermRow(de=t.de, en=t.en, game=t.game, sections=",".join(t.sections),
                                    note_de=t.note_de, note_en=t.note_en, f_de=fold(t.de), f_en=fold(t.en))
                            for t in src.terms)
            session.add_all(InterpretationRow(
                id=i.id, game=i.game, ord=n, sections=",".join(i.sections), title_de=i.title_de,
                title_en=i.title_en, digest_de=i.digest_de, digest_en=i.digest_en, default=i.default,
                choices=",".join(c.value for c in i.choices)) for n, i in enumerate(src.interpretations))
            session.add_all(_links(src))
            session.add(RulesMeta(key="content_hash", value=src.digest))
            session.commit()
        with engine.begin() as conn:
            conn.exec_driver_sql("INSERT INTO rules_fts(rules_fts) VALUES ('optimize')")
    finally:
        engine.dispose()
    con = sqlite3.connect(path)
    try:
        con.execute("VACUUM")
    finally:
        con.close()
