"""The source data of the rules reference: TOML digests, the glossary and the interpretations.

Content files live in ``rulesdb/rules/content/<game>/*.toml`` (``[[section]]`` tables) and
``rulesdb/rules/content/glossary/*.toml`` (``[[term]]`` tables); interpretations are code in
``referee/<game>/interpretations.py``; the games and their folders come from the game specs.

>>> src = load_sources()
>>> s = src.section("got", "17.1")
>>> s is not None and "17.0" in [x.id for x in src.sections if x.game == "got"]
True
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import tomllib
from pathlib import Path
from typing import Any

from referee.core.interpretation import Interpretation
from referee.registry import interpretations, specs

CONTENT_DIR = Path(__file__).with_name("content")
#: game id -> folder of its content, from the game specs (the one list of games)
CONTENT_FOLDERS: dict[str, str] = {s.id: s.rules_content or s.id for s in specs()}
GAMES: tuple[str, ...] = tuple(CONTENT_FOLDERS)
#: Bumped whenever the database layout or the folding changes (forces a rebuild).
SCHEMA_VERSION = "rules-3"
_BUILD_MODULES = ("text.py", "build.py", "models.py", "importer.py")


@dataclasses.dataclass(frozen=True)
class SectionSource:
    game: str
    id: str
    title_de: str
    title_en: str
    keywords_de: tuple[str, ...]
    keywords_en: tuple[str, ...]
    refs: tuple[str, ...]
    digest_de: str
    digest_en: str
    order: int


@dataclasses.dataclass(frozen=True)
class TermSource:
    de: str
    en: str
    game: str
    sections: tuple[str, ...]
    note_de: str
    note_en: str


@dataclasses.dataclass(frozen=True)
class Sources:
    sections: tuple[SectionSource, ...]
    terms: tuple[TermSource, ...]
    interpretations: tuple[Interpretation, ...]
    digest: str

    def section(self, game: str, section: str) -> SectionSource | None:
        for s in self.sections:
            if s.game == game and s.id == section:
                return s
        return None


def section_sort_key(section: str) -> tuple[int, ...]:
    """Book order of numbered ids ("2.10" after "2.9"); unnumbered ids keep file order.

    >>> sorted(["2.10", "2.9", "10.0", "2.0"], key=section_sort_key)
    ['2.0', '2.9', '2.10', '10.0']
    """
    if re.fullmatch(r"\d+(\.\d+)*", section):
        return tuple(int(p) for p in section.split("."))
    return ()


def _strs(value: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in value or ())


def _load_sections(content_dir: Path) -> list[SectionSource]:
    out: list[SectionSource] = []
    for game in GAMES:
        raw: list[dict[str, Any]] = []
        for path in sorted((content_dir / CONTENT_FOLDERS[game]).glob("*.toml")):
            with path.open("rb") as fh:
                data = tomllib.load(fh)
            raw.extend(data.get("section", []))
        numbered = all(section_sort_key(str(r["id"])) for r in raw)
        if numbered:
            raw.sort(key=lambda r: section_sort_key(str(r["id"])))
        for n, r in enumerate(raw):
            out.append(SectionSource(
                game=game, id=str(r["id"]), title_de=str(r.get("title_de", "")),
                title_en=str(r.get("title_en", "")), keywords_de=_strs(r.get("keywords_de")),
                keywords_en=_strs(r.get("keywords_en")), refs=_strs(r.get("refs")),
                digest_de=str(r.get("digest_de", "")).strip(),
                digest_en=str(r.get("digest_en", "")).strip(), order=n))
    return out


def _load_terms(content_dir: Path) -> list[TermSource]:
    out: list[TermSource] = []
    for path in sorted((content_dir / "glossary").glob("*.toml")):
        with path.open("rb") as fh:
            data = tomllib.load(fh)
        for t in data.get("term", []):
            out.append(TermSource(de=str(t["de"]), en=str(t["en"]), game=str(t.get("game", "")),
                                  sections=_strs(t.get("sections")), note_de=str(t.get("note_de", "")),
                                  note_en=str(t.get("note_en", ""))))
    return out


def load_interpretations() -> tuple[Interpretation, ...]:
    """Every interpretation of every game (as the game specs name them)."""
    return interpretations()


def _interpretation_text(i: Interpretation) -> str:
    choices = ";".join(f"{c.value}|{c.label_de}|{c.label_en}" for c in i.choices)
    return "\x1f".join((i.id, i.game, ",".join(i.sections), i.title_de, i.title_en,
                        i.digest_de, i.digest_en, i.default, choices))


def _program_version() -> str:
    from importlib import metadata

    try:
        return metadata.version("schriftfuehrer")
    except metadata.PackageNotFoundError:
        return "frozen"


def load_sources(content_dir: Path = CONTENT_DIR, extra: tuple[bytes, ...] = ()) -> Sources:
    """All content, with a hash over every file, interpretation and ``extra`` (imported texts)."""
    h = hashlib.sha256(SCHEMA_VERSION.encode())
    for module in _BUILD_MODULES:  # the folding and the layout decide what is stored
        source = Path(__file__).with_name(module)
        # a frozen program has no sources beside it: its version stands for them
        h.update(source.read_bytes() if source.exists() else _program_version().encode())
    for path in sorted(content_dir.rglob("*.toml")):
        h.update(str(path.relative_to(content_dir)).encode() + b"\0" + path.read_bytes() + b"\0")
    interpretations = load_interpretations()
    for i in interpretations:
        h.update(_interpretation_text(i).encode() + b"\0")
    for blob in extra:
        h.update(hashlib.sha256(blob).digest())
    return Sources(sections=tuple(_load_sections(content_dir)), terms=tuple(_load_terms(content_dir)),
                   interpretations=interpretations, digest=h.hexdigest())
