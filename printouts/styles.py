"""The one stylesheet of every printout: fonts, paragraph styles, table styles, paper sizes.

All sheets use Bitstream Vera (shipped with ReportLab, so a PDF looks the same on every
machine and carries German letters and typographic quotes). :func:`covers` tells the
escaping helper which characters the font can draw.

>>> paper("letter") == LETTER, paper("A4") == A4
(True, True)
>>> STYLES["title"].fontName
'Vera-Bold'
"""

from __future__ import annotations

import functools

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import TableStyle

from referee.core.errors import InvalidInput

FONT = "Vera"
BOLD = "Vera-Bold"
PAPERS = {"a4": A4, "letter": LETTER}
MARGIN: float = 15 * mm
#: grey of header rows and shaded cells
SHADE = colors.Color(0.88, 0.88, 0.88)
LINE = colors.Color(0.35, 0.35, 0.35)


@functools.cache
def register_fonts() -> frozenset[int]:
    """Register Vera and Vera-Bold once; return the code points the font can draw."""
    regular = TTFont(FONT, "Vera.ttf")
    pdfmetrics.registerFont(regular)
    pdfmetrics.registerFont(TTFont(BOLD, "VeraBd.ttf"))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
    return frozenset(regular.face.charToGlyph)


def covers(char: str) -> bool:
    """Can the sheet font draw ``char``?"""
    return ord(char) in register_fonts()


def paper(name: str, *, wide: bool = False) -> tuple[float, float]:
    """Page size for ``a4`` (default) or ``letter``; ``wide`` turns it to landscape."""
    size = PAPERS.get(name.strip().lower())
    if size is None:
        raise InvalidInput(f"Unbekanntes Papierformat {name!r} (a4 oder letter).",
                           f"Unknown paper size {name!r} (a4 or letter).")
    width, height = (landscape(size) if wide else size)
    return float(width), float(height)


def _styles() -> dict[str, ParagraphStyle]:
    register_fonts()
    base = ParagraphStyle("body", fontName=FONT, fontSize=9, leading=11)
    return {
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=7.5, leading=9),
        "cell": ParagraphStyle("cell", parent=base, fontSize=8, leading=9.5),
        "cellbold": ParagraphStyle("cellbold", parent=base, fontName=BOLD, fontSize=8, leading=9.5),
        "title": ParagraphStyle("title", parent=base, fontName=BOLD, fontSize=15, leading=19, spaceAfter=4),
        "h2": ParagraphStyle("h2", parent=base, fontName=BOLD, fontSize=11, leading=14, spaceBefore=6,
                             spaceAfter=3),
        "note": ParagraphStyle("note", parent=base, fontSize=7.5, leading=9, textColor=LINE),
    }


STYLES = _styles()


def grid(*, header_rows: int = 1, font_size: float = 8, extra: list[tuple[object, ...]] | None = None) -> TableStyle:
    """The table style of every sheet: thin grid, shaded bold header rows, small padding."""
    cmds: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, font_size),
        ("GRID", (0, 0), (-1, -1), 0.4, LINE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    if header_rows:
        cmds += [
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
            ("FONT", (0, 0), (-1, header_rows - 1), BOLD, font_size),
        ]
    return TableStyle(cmds + (extra or []))
