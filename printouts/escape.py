"""The one escaping helper: every user string passes :func:`text` before it meets a Paragraph.

ReportLab paragraphs read a small markup language, so a player called ``<b>&Co "x"``
would turn bold or break the page. :func:`text` escapes ``&``, ``<`` and ``>``, keeps
line breaks, and replaces the few characters the sheet font cannot draw with a
readable stand-in (an arrow becomes ``->``).

>>> text('<b>&Co "x"')
'&lt;b&gt;&amp;Co "x"'
>>> text("Rot 1 → B3")
'Rot 1 -&gt; B3'
"""

from __future__ import annotations

from xml.sax.saxutils import escape as _xml_escape

from printouts.styles import covers

#: stand-ins for characters the font lacks (checked with :func:`covers`)
FALLBACK = {"→": "->", "←": "<-", "⚔": "vs.", "✓": "x", "☐": "[ ]", "□": "[ ]", "\t": " "}


def plain(value: object) -> str:
    """``value`` as a string the font can draw, not yet escaped (for canvas text)."""
    raw = str(value)
    if all(ch == "\n" or covers(ch) for ch in raw):
        return raw
    return "".join(ch if ch == "\n" or covers(ch) else FALLBACK.get(ch, "?") for ch in raw)


def text(value: object) -> str:
    """``value`` ready for Paragraph markup: drawable, escaped, line breaks kept."""
    return _xml_escape(plain(value)).replace("\n", "<br/>")
