"""Invariants of the escaping helper and of printed numbers (hypothesis)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st
from reportlab.platypus import Paragraph

from printouts.base import Sheet, number
from printouts.escape import plain, text
from printouts.styles import CELL_PADDING, FONT, STYLES, string_width

# names as typed at a table: letters, digits, punctuation, markup characters and plain spaces
names = st.text(st.characters(exclude_categories=("Cc", "Cs", "Zl", "Zp", "Zs"), include_characters=" "),
                min_size=1, max_size=40)


@given(names)
def test_paragraph_shows_the_name_literally(name: str) -> None:
    shown = "".join(f.text for f in Paragraph(text(name), STYLES["cell"]).frags)
    # a paragraph joins runs of spaces and drops them at the ends; every other character stays
    assert shown.split() == plain(name).split()


@given(names)
def test_plain_keeps_what_the_font_draws(name: str) -> None:
    out = plain(name)
    # every printable ASCII character survives, in order (a fallback may be longer: "□" -> "[ ]")
    rest = iter(out)
    assert all(ch in rest for ch in name if ch.isascii() and ch.isprintable())
    assert plain(out) == out


def test_fallbacks_keep_the_rest_in_place() -> None:
    assert plain("□0") == "□0" and plain("→x") == "→x" and plain("a\tb") == "a b"  # the font has them (35)


def test_markup_characters_are_kept() -> None:
    assert "".join(f.text for f in Paragraph(text('<b>&Co "x"'), STYLES["cell"]).frags) == '<b>&Co "x"'
    assert plain("Rot 1 → B3 ⚔ Blau 2") == "Rot 1 → B3 ⚔ Blau 2"


@given(st.integers(-10_000, 10_000), st.sampled_from([1, 2]))
def test_halves_print_exactly(numerator: int, denominator: int) -> None:
    value = Fraction(numerator, denominator)
    de, en = number(value, "de"), number(value, "en")
    assert Fraction(en) == value and Fraction(de.replace(",", ".")) == value
    assert ("," in de) == ("." in en) == (value.denominator == 2)


@given(names, st.floats(min_value=8, max_value=300))
def test_a_cell_is_plain_text_only_where_a_paragraph_sets_one_line(name: str, width: float) -> None:
    """A table cell drawn as plain text (cheap) shows exactly what its paragraph would, on one line that fits."""
    cell = Sheet.cell(name, width)
    if isinstance(cell, str):
        assert cell == plain(name) == " ".join(plain(name).split())  # no space a paragraph would join or drop
        assert string_width(cell, FONT, 8) <= width - 2 * CELL_PADDING
        assert len(Paragraph(text(name), STYLES["cell"]).breakLines([width - 2 * CELL_PADDING]).lines) == 1
    else:
        assert cell.text.strip() == text(name).strip()  # escaped: a name "<b>" prints as typed (ReportLab drops a blank)


def test_cells_of_markup_and_wrapping_text() -> None:
    assert Sheet.cell('<b>&Co "x"', 100) == '<b>&Co "x"'  # canvas text, no markup to escape
    assert isinstance(Sheet.cell("zwei  Leerzeichen", 200), Paragraph)
    assert isinstance(Sheet.cell("Wort " * 30, 100), Paragraph)
