"""Folding of German/English text for search, and the words of a user's query.

Both the indexed text and the query are *folded* the same way: lower case,
ä→ae, ö→oe, ü→ue, ß→ss, other accents dropped, a hyphen between two letters
removed ("Schlag-Phase" = "Schlagphase"), every other non-letter a space. So
"Schlagphase", "schlagphase", "Schlag-Phase" and "Schlagphase" with "ue"
spellings all meet.

>>> fold("Schlag-Phase über Würfel, Größe")
'schlagphase ueber wuerfel  groesse'
>>> query_words('Wann darf der Verteidiger "nachrekrutieren"?')
['verteidig', 'nachrekrut']
"""

from __future__ import annotations

import bisect
import re
import unicodedata

_SPECIAL = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "œ": "oe"}


def _fold_char(ch: str) -> str:
    low = ch.lower()
    if low in _SPECIAL:
        return _SPECIAL[low]
    if low.isascii():
        return low if low.isalnum() else " "
    base = "".join(c for c in unicodedata.normalize("NFKD", low) if not unicodedata.combining(c)).lower()
    return base if base.isalnum() else " "


class _FoldTable(dict[int, str]):
    """``str.translate`` table filled on first use of each character."""

    def __missing__(self, code: int) -> str:
        value = _fold_char(chr(code))
        self[code] = value
        return value


_TABLE = _FoldTable()
_JOINING_HYPHEN = r"(?<=[^\W_])[-\u00ad\u2010\u2011](?=[^\W_])"
_HYPHEN_RE = re.compile(_JOINING_HYPHEN)
_SPECIAL_RE = re.compile(rf"(?P<hyphen>{_JOINING_HYPHEN})|[^\x00-\x7f]")


class Folded:
    """A folded text that maps its positions back to the original (sparse: only at changes).

    >>> f = Folded("Öl-Fass")
    >>> f.text, f.original(0), f.original(2), f.original(3)
    ('oelfass', 0, 1, 3)
    """

    def __init__(self, text: str) -> None:
        parts: list[str] = []
        # (folded position, original position, folded length) of each character that changes size
        self._marks: list[tuple[int, int, int]] = []
        self._starts: list[int] = []
        pos = size = 0
        for m in _SPECIAL_RE.finditer(text):
            i = m.start()
            if i > pos:
                parts.append(text[pos:i].translate(_TABLE))
                size += i - pos
            folded = "" if m.group("hyphen") is not None else _TABLE[ord(text[i])]
            parts.append(folded)
            if len(folded) != 1:
                self._marks.append((size, i, len(folded)))
                self._starts.append(size)
            size += len(folded)
            pos = i + 1
        parts.append(text[pos:].translate(_TABLE))
        self.text = "".join(parts)

    def original(self, index: int) -> int:
        """The index in the original text of folded character ``index``."""
        k = bisect.bisect_right(self._starts, index) - 1
        if k < 0:
            return index
        start, orig, length = self._marks[k]
        if index < start + length:
            return orig
        return orig + 1 + (index - start - length)


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """The folded text and, for each folded character, its index in ``text``.

    >>> fold_with_offsets("Öl-Fass")
    ('oelfass', [0, 0, 1, 3, 4, 5, 6])
    """
    f = Folded(text)
    return f.text, [f.original(i) for i in range(len(f.text))]


def fold(text: str) -> str:
    """``text`` folded for search (see the module docstring)."""
    return _HYPHEN_RE.sub("", text).translate(_TABLE)


_STOP_DE = """aber alle allem allen aller alles als also am an auch auf aus bei beim beide beiden bin bis
bleibt bzw da dabei damit dann das dass dem den denn der des die dies diese diesem diesen dieser dieses
doch dort du durch ein eine einem einen einer eines er es etwa euch ganz gar gibt hab habe haben hat hatte
hier ich ihm ihn ihr ihre im in ist ja jede jedem jeden jeder jetzt kann kein keine man mehr mein meine
meinem meinen meiner mich mir mit muss muessen nach nicht noch nun nur ob oder schon sein seine sich sie
sind so soll sollte ueber um und uns unter vom von vor wann war was weil welche welchem welchen welcher
welches wenn wer werden wie wieso wird wo wurde zu zum zur darf duerfen koennen bekommt passiert genau
viel viele wieviel bekomme gilt macht mache mal immer also dann denn etwas fuer"""
_STOP_EN = """a about after all also am an and any are as at be been before being both but by can could
did do does doing for from get gets got had has have he her his how i if in into is it its just me
might more most much must my no not now of on once one only or other our out own same she should so
some such than that the their them then there these they this those to too under until up very was we
were what when where which while who whom why will with would you your yours many happens happen now
exactly"""
STOPWORDS: frozenset[str] = frozenset(fold(f"{_STOP_DE} {_STOP_EN}").split())
#: German stop words that are words of an English question ("What happens when a Titan dies?")
_ENGLISH_WORDS = frozenset({"dies", "die"})
_STOP_BY_LANG = {"en": STOPWORDS - _ENGLISH_WORDS}

# Endings cut from a query word so that its stem matches other forms inside compounds
# ("nachrekrutieren" -> "nachrekrut" finds "Nachrekrutierung").
_SUFFIXES = ("ungen", "ieren", "ierte", "iert", "ung", "ing", "ern", "en", "er", "es", "em",
             "ed", "e", "n", "s")
_MIN_STEM = 4


def stem(word: str) -> str:
    """``word`` (folded) without one common German/English ending, never shorter than 4 (3 for a
    German verb: "rufen" → "ruf" finds "ruft").

    >>> stem("nachrekrutieren"), stem("wuerfeln"), stem("angels"), stem("ogre"), stem("rufen")
    ('nachrekrut', 'wuerfel', 'angel', 'ogre', 'ruf')
    """
    if word.endswith("en") and len(word) == 5:
        return word[:3]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            return word[: -len(suffix)]
    return word


_WORD = re.compile(r"[a-z0-9]+")
#: stop words that ask something: kept in keyword phrases written as questions ("wann nachrekrutieren")
QUESTION_WORDS: frozenset[str] = frozenset([
    "wann", "wie", "viele", "viel", "wieviel", "wer", "welche", "welcher", "welches", "wo", "was", "warum",
    "when", "how", "many", "much", "who", "which", "where", "what", "why"])


def question_words(query: str) -> tuple[str, ...]:
    """The question words of ``query`` ("Wie viele Zauber …" → "wie", "viele").

    >>> question_words("Wie viele Zauber darf eine Armee sprechen?")
    ('wie', 'viele')
    """
    return tuple(dict.fromkeys(w for w in _WORD.findall(fold(query)) if w in QUESTION_WORDS))


def phrase_words(phrase: str) -> list[str]:
    """The words of a keyword phrase that the ranking matches: no stop words but the question words,
    3 characters or more.

    >>> phrase_words("wie viele Zauber")
    ['wie', 'viele', 'zauber']
    """
    return [w for w in _WORD.findall(fold(phrase)) if len(w) >= 3 and (w not in STOPWORDS or w in QUESTION_WORDS)]


def raw_words(query: str, lang: str | None = None) -> list[str]:
    """The folded words of ``query`` in order, without stop words (of German and English; a few
    German ones stay in an English query), duplicates kept out."""
    stop = _STOP_BY_LANG.get(lang or "", STOPWORDS)
    seen: list[str] = []
    for word in _WORD.findall(fold(query)):
        if word not in stop and word not in seen:
            seen.append(word)
    return seen


# "anzugreifen" is "angreifen" with "zu" inside: a separable prefix, "zu", then the verb
_ZU_INFIX = re.compile(r"^(ab|an|auf|aus|bei|ein|mit|nach|vor|weg|zurueck|durch|ueber|um)zu(\w{4,}en)$")


def query_words(query: str, lang: str | None = None) -> list[str]:
    """The stems of ``query`` worth searching (3 characters or more, no stop words).

    >>> query_words("Darf ich anzugreifen?")
    ['angreif']
    >>> query_words("What happens when a Titan dies?", "en")
    ['tita', 'dies']
    """
    out: list[str] = []
    for word in raw_words(query, lang):
        s = stem(_ZU_INFIX.sub(r"\1\2", word))
        if len(s) >= 3 and s not in out:
            out.append(s)
    return out


def fts_phrase(word: str) -> str:
    """``word`` as a quoted FTS5 string: never read as FTS syntax.

    >>> fts_phrase('a"b')
    '"a""b"'
    """
    return '"' + word.replace('"', '""') + '"'
