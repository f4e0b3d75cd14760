"""Snippets on the original text: the passage with the most query hits, hits marked.

Matching happens on the folded text (see :mod:`rulesdb.rules.text`); the marks are put back
on the original characters, so umlauts and capitals stay as written.

>>> s = make_snippet("Der Verteidiger darf in der vierten Runde nachrekrutieren.", ["rekrut"])
>>> s.plain
'Der Verteidiger darf in der vierten Runde nach«rekrut»ieren.'
>>> s.html
'Der Verteidiger darf in der vierten Runde nach<b>rekrut</b>ieren.'
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import html

from rulesdb.rules.text import Folded

_WINDOW = 220  # characters of original text around the hits


@dataclasses.dataclass(frozen=True)
class Snippet:
    plain: str  # hits marked «…»
    html: str  # HTML-escaped, hits in <b>…</b>
    hits: int


@functools.lru_cache(maxsize=2048)
def _folded(text: str) -> Folded:
    """The folded text of a section's text (the same texts are shown again and again: kept)."""
    return Folded(text)


def _spans(text: str, words: list[str]) -> list[tuple[int, int]]:
    folded = _folded(text)
    spans: list[tuple[int, int]] = []
    for word in words:
        if not word:
            continue
        start = folded.text.find(word)
        while start >= 0:
            end = start + len(word)
            spans.append((folded.original(start), folded.original(end - 1) + 1))
            start = folded.text.find(word, end)
    spans.sort()
    merged: list[tuple[int, int]] = []
    for a, b in spans:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def _window(text: str, spans: list[tuple[int, int]]) -> tuple[int, int]:
    if len(text) <= _WINDOW:
        return 0, len(text)
    best, best_count = 0, -1
    ends = [y for _, y in spans]
    for a, _ in spans or [(0, 0)]:
        start = max(0, a - 40)
        # spans are sorted and do not overlap: those inside [start, start + _WINDOW] are a run
        first = bisect.bisect_left(ends, start + 1) if spans else 0
        while first < len(spans) and spans[first][0] < start:
            first += 1
        count = bisect.bisect_right(ends, start + _WINDOW) - first
        if count > best_count:
            best, best_count = start, count
    if best > 0:  # start at a word boundary
        space = text.find(" ", best)
        best = space + 1 if 0 <= space < best + 20 else best
    return best, min(len(text), best + _WINDOW)


def make_snippet(text: str, words: list[str]) -> Snippet:
    """The best passage of ``text`` for the folded ``words``, shortened with "…"."""
    flat = " ".join(text.split())
    spans = _spans(flat, words)
    start, end = _window(flat, spans)
    if end < len(flat):  # end at a word boundary
        space = flat.rfind(" ", start, end)
        end = space if space > start + _WINDOW // 2 else end
    inside = [(max(a, start), min(b, end)) for a, b in spans if b > start and a < end]
    plain: list[str] = []
    marked: list[str] = []
    pos = start
    for a, b in inside:
        plain += [flat[pos:a], "«", flat[a:b], "»"]
        marked += [html.escape(flat[pos:a]), "<b>", html.escape(flat[a:b]), "</b>"]
        pos = b
    plain.append(flat[pos:end])
    marked.append(html.escape(flat[pos:end]))
    lead = "…" if start > 0 else ""
    tail = "…" if end < len(flat) else ""
    return Snippet(lead + "".join(plain) + tail, html.escape(lead) + "".join(marked) + tail, len(inside))
