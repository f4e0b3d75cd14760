"""The one escaping helper: every user string passes :func:`text` before it meets a Paragraph.

ReportLab paragraphs read a small markup language, so a player called ``<b>&Co "x"``
would turn bold or break the page. :func:`text` escapes ``&``, ``<`` and ``>``, keeps
line breaks, and writes the few symbols of :data:`FALLBACK` the sheet font lacks as a plain
stand-in (an arrow ``->``, crossed swords ``vs.``); any other character the font cannot draw
becomes ``?``. Letters of every European script print as entered.

>>> text('<b>&Co "x"')
'&lt;b&gt;&amp;Co "x"'
>>> text("Rot 1 → B3")
'Rot 1 → B3'
>>> plain("Dvořák ⚔ Иван")
'Dvořák ⚔ Иван'
"""

from __future__ import annotations

from xml.sax.saxutils import escape as _xml_escape

from printouts.styles import covers, drawable

#: plain stand-ins for symbols where the font lacks them (the sheets print "→", not "->", where it has them:
#: issue 35); a tab is always a space; any other character the font lacks (:func:`covers`) prints as ``?``
FALLBACK = {"→": "->", "←": "<-", "⚔": "vs.", "✓": "x", "☐": "[ ]", "□": "[ ]", "\t": " "}


def _kept(ch: str) -> bool:
    return ch == "\n" or (ch != "\t" and covers(ch))


def plain(value: object) -> str:
    """``value`` as a string the font can draw, not yet escaped (for canvas text)."""
    raw = str(value)
    if (raw.isascii() and raw.isprintable()) or (drawable().issuperset(raw) and "\t" not in raw):
        return raw  # the common case, checked at C speed
    if all(_kept(ch) for ch in raw):
        return raw
    return "".join(ch if _kept(ch) else FALLBACK.get(ch, "?") for ch in raw)


def text(value: object) -> str:
    """``value`` ready for Paragraph markup: drawable, escaped, line breaks kept."""
    return _xml_escape(plain(value)).replace("\n", "<br/>")
