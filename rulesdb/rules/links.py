"""Section numbers and interpretation ids inside rule texts: found, and turned into links.

The rulebooks cite sections as "(17.0)", "(24.4, 24.7)", "siehe 24.8"; our digests also write
"§ 17.1" or "§ anhang.narr". :func:`cited_sections` finds them (only ids that exist), the
build stores them as links both ways, and :func:`linkify` makes them clickable in HTML.

>>> linkify("Siehe § 17.1 & (24.4).", "got", {"17.1", "24.4"})
'Siehe § <a href="rule:got/17.1">17.1</a> &amp; (<a href="rule:got/24.4">24.4</a>).'
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from referee.registry import game_ids

_CITE_NUM = re.compile(r"(?:§\s*|\(|,\s*|siehe\s+|see\s+)(\d{1,2}\.\d{1,2}|\d{1,2})(?=[\s,;.)]|$)")
_CITE_WORD = re.compile(r"§\s*([a-z][a-z0-9.\-]*[a-z0-9])")
#: an interpretation's id in a text ("Auslegung got.half_points"): a game's id (from the one list), a dot, a name
INTERPRETATION_ID = re.compile(r"\b((?:" + "|".join(map(re.escape, game_ids())) + r")\.[a-z0-9_]+(?:\.[a-z0-9_]+)?)")


def _cites(text: str, known: set[str]) -> list[tuple[int, int, str]]:
    found = [(m.start(1), m.end(1), m.group(1)) for m in _CITE_NUM.finditer(text)]
    found += [(m.start(1), m.end(1), m.group(1)) for m in _CITE_WORD.finditer(text)]
    return sorted(f for f in found if f[2] in known)


def cited_sections(text: str, known: set[str]) -> list[str]:
    """Section ids cited in ``text`` that exist in ``known``, in order of appearance.

    >>> cited_sections("Siehe § 17.1 und (24.4, 24.7); 12 Figuren.", {"17.1", "24.4", "24.7", "12"})
    ['17.1', '24.4', '24.7']
    """
    return list(dict.fromkeys(s for _, _, s in _cites(text, known)))


def named_interpretations(text: str) -> list[str]:
    """Interpretation ids named in ``text`` ("siehe Auslegung got.half_points").

    >>> named_interpretations("Auslegung got.half_points und got.odds.cloud_base.")
    ['got.half_points', 'got.odds.cloud_base']
    """
    return list(dict.fromkeys(m.group(1).rstrip(".") for m in INTERPRETATION_ID.finditer(text)))


def numbered(section: str) -> bool:
    """Does the book number this section (``"20.3"``) rather than name it (``"anhang.oger"``)?"""
    return section.replace(".", "").isdigit()


def linkify(text: str, game: str, known: set[str], titles: Mapping[str, str] | None = None) -> str:
    """``text`` HTML-escaped, each cited section a link ``rule:<game>/<section>``; a section the book names
    instead of numbering reads as its title from ``titles`` (``§ refresh`` → ``§ Deck empty (refresh)``)."""
    out: list[str] = []
    pos = 0
    for start, end, section in _cites(text, known):
        if start < pos:
            continue
        out += [html.escape(text[pos:start]),
                f'<a href="rule:{html.escape(game)}/{html.escape(section)}">'
                f'{html.escape((titles or {}).get(section, section))}</a>']
        pos = end
    out.append(html.escape(text[pos:]))
    return "".join(out)
