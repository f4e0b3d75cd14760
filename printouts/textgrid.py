"""A long grid of plain text drawn straight onto the page: the history of a score sheet.

A ReportLab table draws every cell through several layers (cell style, canvas string,
text object) and, split at a page end, measures all its remaining rows again; a score
sheet of 10,000 entries took 40 s. :class:`TextGrid` measures every row once, splits by
a binary search over the running heights, and writes each cell as one PDF text
operator (cached per distinct text), so a sheet grows linearly with the game and a
10,000-row history prints in about a second. The header is an ordinary table,
repeated on every page.

Text is plain (already passed through :func:`printouts.escape.plain`); one column may
break into lines (at spaces, a word too long for the column anywhere), at most
:data:`MAX_LINES` of them, the last ending in "…".

>>> from printouts.styles import FONT, register_fonts
>>> _ = register_fonts()
>>> break_lines("Korrektur Anna: ein sehr langer Grund", 60, FONT, 7)
['Korrektur Anna:', 'ein sehr langer', 'Grund']
>>> break_lines("x" * 40, 30, FONT, 7)
['xxxxxxx', 'xxxxxxx', 'xxxxxxx', 'xxxxxxx', 'xxxxxxx', 'xxxxx']
>>> len(break_lines("Wort " * 500, 60, FONT, 7)), break_lines("Wort " * 500, 60, FONT, 7)[-1][-1]
(12, '…')
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
from collections.abc import Collection, Sequence

from reportlab.lib import colors
from reportlab.lib.rl_accel import escapePDF
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Flowable

from printouts.styles import BOLD, FONT, LINE, string_width

#: a cell shows at most this many lines; the rest of a very long text is cut with "…"
MAX_LINES = 12
ELLIPSIS = "…"


def _fit(word: str, width: float, font: str, size: float) -> int:
    """How many leading characters of ``word`` fit into ``width`` (at least one)."""
    total, n = 0.0, 0
    for ch in word:
        total += string_width(ch, font, size)
        if total > width:
            break
        n += 1
    return max(n, 1)


def break_lines(text: str, width: float, font: str, size: float, max_lines: int = MAX_LINES) -> list[str]:
    """``text`` broken into lines no wider than ``width``; more than ``max_lines`` end in "…"."""
    def wide(s: str) -> bool:
        return string_width(s, font, size) > width

    out: list[str] = []
    for para in text.split("\n"):
        if not wide(para):
            out.append(para)
        else:
            line = ""
            for word in para.split(" "):
                candidate = f"{line} {word}" if line else word
                if not wide(candidate):
                    line = candidate
                    continue
                if line:
                    out.append(line)
                while wide(word) and len(out) <= max_lines:
                    k = _fit(word, width, font, size)
                    out.append(word[:k])
                    word = word[k:]
                line = word
                if len(out) > max_lines:
                    break
            out.append(line)
        if len(out) > max_lines:
            break
    if len(out) > max_lines:
        last = out[max_lines - 1]
        while last and wide(last + ELLIPSIS):
            last = last[:-1]
        out = [*out[:max_lines - 1], last.rstrip() + ELLIPSIS]
    return out


@dataclasses.dataclass(frozen=True)
class GridStyle:
    """How the body of a :class:`TextGrid` looks (the numbers of :func:`printouts.styles.grid`)."""

    widths: tuple[float, ...]
    #: per column: "LEFT", "RIGHT" or "CENTER"
    align: tuple[str, ...]
    font_size: float = 7
    #: columns whose text breaks into lines
    wrap: frozenset[int] = frozenset()
    #: columns with a heavy black line before them (the start of a player's block)
    rules: tuple[int, ...] = ()
    top: float = 1.5
    bottom: float = 2
    left: float = 3
    right: float = 3

    @property
    def leading(self) -> float:
        return 1.2 * self.font_size


class _Layout:
    """Every row's lines, and the running heights (``tops[i]`` = height of rows before ``i``)."""

    def __init__(self, rows: Sequence[Sequence[str]], style: GridStyle) -> None:
        self.lines: list[list[list[str]]] = []
        self.tops: list[float] = [0.0]
        pad = style.top + style.bottom
        for row in rows:
            cells = [break_lines(c, style.widths[i] - style.left - style.right, FONT, style.font_size)
                     if i in style.wrap and c else [c] for i, c in enumerate(row)]
            self.lines.append(cells)
            self.tops.append(self.tops[-1] + max(len(c) for c in cells) * style.leading + pad)
        #: (font, text) -> PDF text operators; (font, text) -> width
        self.ops: dict[tuple[str, str], str] = {}
        self.doc: object = None
        self.widths: dict[tuple[str, str], float] = {}


class TextGrid(Flowable):  # type: ignore[misc,unused-ignore]  # ReportLab has no type stubs
    """Rows of plain text under ``head`` (a table with the same column widths), split by pages.

    ``bold`` holds, per row, the columns drawn in the bold font.
    """

    def __init__(self, head: Flowable, rows: Sequence[Sequence[str]], style: GridStyle,
                 bold: Sequence[Collection[int]] = (), *, start: int = 0, stop: int | None = None,
                 layout: _Layout | None = None) -> None:
        super().__init__()
        self.head, self.rows, self.style, self.bold = head, rows, style, bold
        self.start, self.stop = start, len(rows) if stop is None else stop
        self._layout = layout
        self.hAlign = "LEFT"
        self._head_size: tuple[float, float] | None = None

    @property
    def layout(self) -> _Layout:
        if self._layout is None:
            self._layout = _Layout(self.rows, self.style)
        return self._layout

    def _head(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        if self._head_size is None:
            self._head_size = self.head.wrapOn(getattr(self, "canv", None), avail_width, avail_height)
        return self._head_size

    def _body_height(self, start: int, stop: int) -> float:
        return self.layout.tops[stop] - self.layout.tops[start]

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        _, head = self._head(availWidth, availHeight)
        self.width, self.height = sum(self.style.widths), head + self._body_height(self.start, self.stop)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        _, head = self._head(availWidth, availHeight)
        tops = self.layout.tops
        # the last row whose bottom fits
        stop = bisect.bisect_right(tops, tops[self.start] + availHeight - head, self.start, self.stop + 1) - 1
        if stop <= self.start:
            return []
        part = dict(layout=self.layout)
        return [TextGrid(self.head, self.rows, self.style, self.bold, start=self.start, stop=stop, **part),
                TextGrid(self.head, self.rows, self.style, self.bold, start=stop, stop=self.stop, **part)]

    # -- drawing ---------------------------------------------------------------------------
    def _ops(self, font: str, text: str) -> str:
        """The PDF operators that show ``text`` in ``font`` (TrueType subsets, as ReportLab's text objects do)."""
        lay = self.layout
        key = (font, text)
        found = lay.ops.get(key)
        if found is None:
            face: TTFont = pdfmetrics.getFont(font)
            doc = self.canv._doc
            size = f"{self.style.font_size:g}"
            found = lay.ops[key] = " ".join(f"{face.getSubsetInternalName(subset, doc)} {size} Tf ({escapePDF(chunk)}) Tj"
                                            for subset, chunk in face.splitString(text, doc))
        return found

    def _width(self, font: str, text: str) -> float:
        lay = self.layout
        key = (font, text)
        found = lay.widths.get(key)
        if found is None:
            found = lay.widths[key] = string_width(text, font, self.style.font_size)
        return found

    def draw(self) -> None:
        canv, st, lay = self.canv, self.style, self.layout
        if lay.doc is not canv._doc:  # the operators name the document's font subsets
            lay.doc, lay.ops = canv._doc, {}
        body = self._body_height(self.start, self.stop)
        self.head.drawOn(canv, 0, body)
        xs = list(itertools.accumulate(st.widths, initial=0.0))
        width = xs[-1]
        tops = lay.tops
        top0 = tops[self.start] + body  # y of a row's top edge = top0 - tops[row]
        # the grid: a line under every row, a line at every column edge (one path)
        canv.setStrokeColor(LINE)
        canv.setLineWidth(0.4)
        path = [f"{0:.2f} {top0 - tops[i]:.2f} m {width:.2f} {top0 - tops[i]:.2f} l"
                for i in range(self.start + 1, self.stop + 1)]
        path += [f"{x:.2f} 0 m {x:.2f} {body:.2f} l" for x in xs]
        canv.addLiteral("\n".join(path) + " S")
        if st.rules:
            canv.setStrokeColor(colors.black)
            canv.setLineWidth(1.2)
            canv.addLiteral(" ".join(f"{xs[c]:.2f} 0 m {xs[c]:.2f} {body:.2f} l" for c in st.rules) + " S")
        canv.setFillColor(colors.black)
        code: list[str] = []
        add, ops_of, width_of = code.append, lay.ops.get, lay.widths.get
        lefts = [x + st.left for x in xs[:-1]]
        rights = [x - st.right for x in xs[1:]]
        centres = [(a + b + st.left - st.right) / 2 for a, b in itertools.pairwise(xs)]
        aligns = [{"RIGHT": 1, "CENTER": 2, "CENTRE": 2}.get(a, 0) for a in st.align]
        leading, first = st.leading, st.top + st.font_size
        for r in range(self.start, self.stop):
            bold = self.bold[r] if r < len(self.bold) else ()
            baseline = top0 - tops[r] - first
            for c, lines in enumerate(lay.lines[r]):
                font = BOLD if c in bold else FONT
                align = aligns[c]
                y = baseline
                for text in lines:
                    if text:
                        if align == 1:
                            x = rights[c] - (width_of((font, text)) or self._width(font, text))
                        elif align == 2:
                            x = centres[c] - (width_of((font, text)) or self._width(font, text)) / 2
                        else:
                            x = lefts[c]
                        # T* as ReportLab's drawString ends: text extraction reads each cell as its own line
                        add(f"BT 1 0 0 1 {x:.2f} {y:.2f} Tm {ops_of((font, text)) or self._ops(font, text)} T* ET")
                    y -= leading
        canv.addLiteral("\n".join(code))
