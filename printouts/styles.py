"""The one stylesheet of every printout: fonts, paragraph styles, table styles, paper sizes.

All sheets use DejaVu Sans, shipped in ``printouts/fonts`` (licence in
``LICENSE-DejaVu.txt``), so a PDF looks the same on every machine and prints names as
entered: Latin with every diacritic (Dvořák, Łukasz, Ørsted, Şahin, ẞ), Greek and
Cyrillic. :func:`covers` tells the escaping helper which characters the font can draw;
the few it lacks get a readable stand-in there.

>>> paper("letter") == LETTER, paper("A4") == A4
(True, True)
>>> STYLES["title"].fontName
'DejaVuSans-Bold'
>>> all(covers(c) for c in "ąęńśžřőșẞĲΑθηνᾶИван"), covers("漢")
(True, False)
"""

from __future__ import annotations

import functools
from pathlib import Path

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import TableStyle

from referee.core.errors import InvalidInput

FONT = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
#: the shipped TrueType files (package data, collected by the installer spec)
FONT_DIR = Path(__file__).resolve().parent / "fonts"
FONT_FILES = {FONT: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
PAPERS = {"a4": A4, "letter": LETTER}
# page streams are compressed but not also wrapped in ASCII85 text: files a fifth smaller, and
# ReportLab's pure-Python ASCII85 encoder took a third of the time of a long score sheet
rl_config.useA85 = 0
MARGIN: float = 15 * mm
#: grey of header rows and shaded cells
SHADE = colors.Color(0.88, 0.88, 0.88)
LINE = colors.Color(0.35, 0.35, 0.35)
#: the font size of table cells and the left and right padding of every cell (:func:`grid`)
CELL_SIZE, CELL_PADDING = 8.0, 3.0


@functools.cache
def register_fonts() -> frozenset[int]:
    """Register the regular and bold sheet fonts once; return the code points both can draw."""
    regular, bold = (TTFont(name, str(FONT_DIR / file)) for name, file in FONT_FILES.items())
    pdfmetrics.registerFont(regular)
    pdfmetrics.registerFont(bold)
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
    return frozenset(regular.face.charToGlyph).intersection(bold.face.charToGlyph)


def covers(char: str) -> bool:
    """Can the sheet font draw ``char``?"""
    return ord(char) in register_fonts()


@functools.cache
def drawable() -> frozenset[str]:
    """Every character both sheet fonts draw (for a quick whole-string check)."""
    return frozenset(map(chr, register_fonts()))


@functools.cache
def advances(font: str) -> dict[str, float]:
    """Advance width of every character of ``font`` in 1/1000 of the font size.

    >>> advances(FONT)["W"] == pdfmetrics.stringWidth("W", FONT, 1000)
    True
    """
    register_fonts()
    face = pdfmetrics.getFont(font).face
    return {chr(code): float(width) for code, width in face.charWidths.items()}


def string_width(text: str, font: str, size: float) -> float:
    """Width of ``text`` (characters the font draws) in points; like ReportLab's ``stringWidth``, faster."""
    try:
        return sum(map(advances(font).__getitem__, text)) * size / 1000
    except KeyError:
        return float(pdfmetrics.stringWidth(text, font, size))


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
        "cell": ParagraphStyle("cell", parent=base, fontSize=CELL_SIZE, leading=9.5),
        "cellbold": ParagraphStyle("cellbold", parent=base, fontName=BOLD, fontSize=8, leading=9.5),
        "title": ParagraphStyle("title", parent=base, fontName=BOLD, fontSize=15, leading=19, spaceAfter=4),
        "h2": ParagraphStyle("h2", parent=base, fontName=BOLD, fontSize=11, leading=14, spaceBefore=6,
                             spaceAfter=3),
        "note": ParagraphStyle("note", parent=base, fontSize=7.5, leading=9, textColor=LINE),
    }


STYLES = _styles()


def grid(*, header_rows: int = 1, font_size: float = CELL_SIZE, extra: list[tuple[object, ...]] | None = None) -> TableStyle:
    """The table style of every sheet: thin grid, shaded bold header rows, small padding."""
    cmds: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, font_size),
        ("GRID", (0, 0), (-1, -1), 0.4, LINE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
    ]
    if header_rows:
        cmds += [
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
            ("FONT", (0, 0), (-1, header_rows - 1), BOLD, font_size),
        ]
    return TableStyle(cmds + (extra or []))
