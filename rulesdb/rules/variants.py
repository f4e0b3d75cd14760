"""Spelling variants and synonyms of query words, kept as data in ``content/variants.toml``.

A query word (folded and stemmed as in :mod:`rulesdb.rules.text`) that is one of the words of an
entry also searches the entry's other words. A ``[[spelling]]`` of five letters or more also
counts inside a compound ("klimaxkart" → "climaxkart"); a ``[[synonym]]`` counts only as the
whole word.

>>> v = Variants.load()
>>> v.alternatives("klimax")
('climax',)
>>> "climaxkart" in v.alternatives("klimaxkart")
True
>>> "vernicht" in v.alternatives("stirbt")
True
>>> v.alternatives("wuerfel")
()
"""

from __future__ import annotations

import dataclasses
import functools
import tomllib
from pathlib import Path

from rulesdb.rules.text import fold, stem

VARIANTS_FILE = Path(__file__).with_name("content") / "variants.toml"
#: a spelling this long (folded, stemmed) also counts at the start of a longer word
MIN_INSIDE = 6


def entry_stem(word: str) -> str:
    """The folded, stemmed form of one word of an entry ("Chimäre" → "chimaer")."""
    return stem("".join(fold(word).split()))


@dataclasses.dataclass(frozen=True)
class Variants:
    spellings: tuple[tuple[str, ...], ...]
    synonyms: tuple[tuple[str, ...], ...]
    #: the spellings as written (the first word of each entry is the one the rules use)
    names: tuple[tuple[str, ...], ...] = ()

    @staticmethod
    def read(path: Path = VARIANTS_FILE) -> Variants:
        """The entries of ``path`` as stems (duplicates within an entry dropped)."""
        with path.open("rb") as fh:
            data = tomllib.load(fh)

        def groups(kind: str) -> tuple[tuple[str, ...], ...]:
            out = []
            for entry in data.get(kind, []):
                stems = tuple(dict.fromkeys(entry_stem(str(w)) for w in entry.get("words", [])))
                if len(stems) > 1:
                    out.append(stems)
            return tuple(out)

        names = tuple(tuple(str(w) for w in e.get("words", [])) for e in data.get("spelling", []))
        return Variants(groups("spelling"), groups("synonym"), names)

    @staticmethod
    @functools.cache
    def load() -> Variants:
        """The shipped entries (read once)."""
        return Variants.read()

    def alternatives(self, word: str) -> tuple[str, ...]:
        """The other words a query word ``word`` (folded, stemmed) also searches: spellings, then synonyms."""
        return _useful(word, [*self.spelled(word), *self.synonymous(word)])

    def spelled(self, word: str) -> tuple[str, ...]:
        """Other spellings of ``word`` (folded, stemmed)."""
        out: list[str] = []
        for e, entry in self._starts.get(word[:MIN_INSIDE], ()):
            if e == word or (len(e) >= MIN_INSIDE and word.startswith(e)):
                out += [other + word[len(e):] for other in entry if other != e]
        return _useful(word, out)

    @functools.cached_property
    def _starts(self) -> dict[str, list[tuple[str, tuple[str, ...]]]]:
        """Each spelling with its entry, by its first letters (a word is compared with these only)."""
        out: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        for entry in self.spellings:
            for e in entry:
                out.setdefault(e[:MIN_INSIDE], []).append((e, entry))
        return out

    def synonymous(self, word: str) -> tuple[str, ...]:
        """Synonyms of ``word`` (folded, stemmed)."""
        return _useful(word, [other for entry in self.synonyms if word in entry for other in entry])

    def words(self) -> list[str]:
        """Every word of every entry (stems), for suggestions."""
        return [w for entry in (*self.spellings, *self.synonyms) for w in entry]


def _useful(word: str, words: list[str]) -> tuple[str, ...]:
    # an alternative containing the word adds nothing: the word is found inside longer words
    return tuple(w for w in dict.fromkeys(words) if word not in w and len(w) >= 3)
