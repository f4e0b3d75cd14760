"""Import of a user's own rulebook text: numbered sections become searchable beside the digests.

A section starts on a line with its number, as in the rulebooks: ``12.3 Title – text`` or
``12.0 CHAPTER`` for Gods of Titan, ``5. Title`` for the Arena and Weiß Schwarz. Following
lines belong to it until the next number; a number seen twice (a table printed at the end)
adds to the first. Lines of a table of contents (number, tab, page) are skipped.

>>> parse_rulebook("17.0 NACHREKRUTIERUNG\\n\\n17.1 Allgemeines – Erster Satz.\\nZweiter Satz.", "got")
[ImportedSection(section='17.0', title='NACHREKRUTIERUNG', text=''), \
ImportedSection(section='17.1', title='Allgemeines', text='Erster Satz.\\nZweiter Satz.')]

The texts are kept in the user's data folder (``imports/<game>.txt``) and read into every
rebuild of the database; they never leave the user's machine. A rulebook is text of a few
hundred kilobytes: a file over :data:`IMPORT_LIMIT` (20 MB) is refused by :func:`read_rulebook`
before it is read, not loaded whole into memory first.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
import tomllib
from pathlib import Path

from referee.core.errors import InvalidInput
from referee.core.files import open_regular, refusal, shown

#: the file beside a game's rules content that makes its book importable: the pattern of a section line
IMPORT_FILE = "import.toml"


@functools.cache
def _patterns() -> dict[str, re.Pattern[str]]:
    """Games whose books number their sections, with the pattern of a section line (their content's data)."""
    from rulesdb.rules.content import CONTENT_DIR, CONTENT_FOLDERS

    found = {}
    for game, folder in CONTENT_FOLDERS.items():
        path = CONTENT_DIR / folder / IMPORT_FILE
        if path.is_file():
            found[game] = re.compile(tomllib.loads(path.read_text(encoding="utf-8"))["heading"])
    return found


#: a dash with a space on each side splits title and text (one character looked at either side: linear)
_TITLE_SPLIT = re.compile(r"(?<=\s)[–—-](?=\s)")
#: the largest rulebook text imported (bytes); the books are a few hundred kilobytes
IMPORT_LIMIT = 20_000_000


@dataclasses.dataclass(frozen=True)
class ImportedSection:
    section: str
    title: str
    text: str


def importable_games() -> tuple[str, ...]:
    return tuple(_patterns())


def parse_rulebook(text: str, game: str) -> list[ImportedSection]:
    """The numbered sections of ``text`` in order of first appearance."""
    pattern = _patterns().get(game)
    if pattern is None:
        raise InvalidInput(
            f"Für {game!r} gibt es keine nummerierten Abschnitte; Import geht für: "
            f"{', '.join(_patterns())}.",
            f"{game!r} has no numbered sections; import works for: {', '.join(_patterns())}.")
    order: list[str] = []
    titles: dict[str, str] = {}
    bodies: dict[str, list[str]] = {}
    current: str | None = None
    for raw in text.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        match = pattern.match(line)
        if match:
            current = match.group(1)
            title, first = _split_title(match.group("rest"))
            if current not in bodies:
                order.append(current)
                titles[current] = title
                bodies[current] = []
            if first:
                bodies[current].append(first)
            continue
        if current is not None and line.strip():
            bodies[current].append(line.strip())
    return [ImportedSection(s, titles[s], "\n".join(bodies[s])) for s in order]


def _split_title(rest: str) -> tuple[str, str]:
    parts = _TITLE_SPLIT.split(rest, maxsplit=1)
    if len(parts) == 2:
        return parts[0].strip(), parts[1].strip()
    return rest.strip(), ""


def _too_large(path: Path | str, size: int | None) -> InvalidInput:
    """The refusal of a text over :data:`IMPORT_LIMIT` (``size`` in bytes, None when not known)."""
    limit = f"{IMPORT_LIMIT // 1_000_000} MB"
    de = f"{size / 1e6:.1f} MB".replace(".", ",") if size is not None else f"mehr als {limit}"
    en = f"{size / 1e6:.1f} MB" if size is not None else f"more than {limit}"
    return InvalidInput(
        f"{shown(path)} ist zu groß für ein Regelheft ({de}; höchstens {limit}). Bitte nur den Text des Regelhefts "
        "einlesen.",
        f"{shown(path)} is too large for a rulebook ({en}; at most {limit}). Please import only the rulebook's text.")


def read_rulebook(path: Path) -> str:
    """The text of the rulebook file ``path`` (UTF-8, odd bytes replaced); refused over :data:`IMPORT_LIMIT`
    or when it is not a regular file (a pipe or a device: :mod:`referee.core.files`), before a byte is read."""
    with open_regular(path, what=("Regelheft", "rulebook")) as fh:
        size = os.fstat(fh.fileno()).st_size
        if size > IMPORT_LIMIT:
            raise _too_large(path, size)
        try:
            data = fh.read(IMPORT_LIMIT + 1)
        except OSError as exc:
            raise refusal(exc, path, ("Regelheft", "rulebook")) from None
    if len(data) > IMPORT_LIMIT:  # it grew while being read
        raise _too_large(path, None)
    return data.decode("utf-8", errors="replace")


def imports_dir(rules_file: Path) -> Path:
    """Where imported texts are kept: ``imports/`` beside the rules database."""
    return rules_file.parent / "imports"


def store_import(rules_file: Path, game: str, text: str) -> list[ImportedSection]:
    """Check ``text`` parses into sections, then keep it as ``imports/<game>.txt``."""
    if len(text) > IMPORT_LIMIT:  # each character is a byte or more
        raise _too_large(f"{game}.txt", None)
    size = len(text.encode("utf-8", errors="replace"))
    if size > IMPORT_LIMIT:
        raise _too_large(f"{game}.txt", size)
    sections = parse_rulebook(text, game)
    if not sections:
        raise InvalidInput(
            "Keine nummerierten Abschnitte gefunden (erwartet z. B. „12.3 Titel – Text“).",
            'No numbered sections found (expected e.g. "12.3 Title – text").')
    folder = imports_dir(rules_file)
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / f".{game}.txt.tmp"
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(folder / f"{game}.txt")
    return sections


def stored_imports(rules_file: Path) -> dict[str, str]:
    """The imported texts by game (sorted by game)."""
    folder = imports_dir(rules_file)
    out: dict[str, str] = {}
    if folder.is_dir():
        for path in sorted(folder.glob("*.txt")):
            if path.stem in _patterns():
                try:
                    out[path.stem] = read_rulebook(path)
                except InvalidInput:
                    continue  # not one this program wrote (too large, unreadable): left out of the database
    return out
