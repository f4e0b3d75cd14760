"""The display window's layout (issue 34): one screen, no scrolling, whatever the screen.

Qt's rich text knows no CSS columns or viewport units, so the window lays the display out itself: the top line,
the one line below it (the game's note, the last entry), the lead full width (a battle being recorded), then the
game's panels in columns (a table). :func:`fit` finds the largest type and the number of columns with which the
whole display fits the window's inner size, measured with a :class:`QTextDocument` as the window will show it;
where even the least readable type does not hold everything, the panels are split into pages that the window turns
by itself (the lead and the top are on every page).

>>> shorten("Eintrag 12: Rot 1 → Heide 7", 14)
'Eintrag 12: R…'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from html import escape

from ui.qt import QtGui
from ui.service.display import Layout
from ui.service.displays import Panel
from ui.service.displays._html import w

#: the type at scale 1.0 (pixels) and the least scale (about 11 pixels: still readable at arm's length)
BASE_PX = 26
LEAST_SCALE = 0.43
#: how wide a column is at least (pixels at scale 1.0, and pixels at any scale)
COLUMN_PX = 400
LEAST_COLUMN_PX = 330


def style(scale: float) -> str:
    """The window's style for Qt's rich text, the type ``scale`` times :data:`BASE_PX`."""

    def px(n: float) -> str:
        return f"{max(1, round(n * scale))}px"

    return (f"body {{ color: #eee; font-size: {px(BASE_PX)}; }}\n"
            f"p, td, th {{ font-size: {px(BASE_PX)}; }}\n"
            f".title {{ font-size: {px(BASE_PX * 1.35)}; font-weight: bold; }}\n"
            f".head {{ font-size: {px(BASE_PX * 1.35)}; }}\n"
            f".sub {{ color: #bbb; }}\n"
            f".h2 {{ font-size: {px(BASE_PX * 1.1)}; font-weight: bold; color: #fc6; }}\n"
            f"th {{ color: #aaa; font-size: {px(BASE_PX * 0.85)}; font-weight: normal; text-align: left; }}\n"
            "p { margin-top: 0px; margin-bottom: 0px; }\n"
            f"table.t td, table.t th {{ padding-right: {px(12)}; }}\n"
            f".big {{ font-size: {px(BASE_PX * 1.15)}; font-weight: bold; }}\n"
            f".small {{ font-size: {px(BASE_PX * 0.85)}; }}\n"
            ".muted { color: #999; }\n")


def shorten(text: str, chars: int) -> str:
    """``text`` in at most ``chars`` characters (an ellipsis where it is cut): the last entry keeps to one line."""
    return text if len(text) <= chars else text[:max(0, chars - 1)] + "…"


def _block(p: Panel, scale: float, *, lead: bool = False) -> str:
    """A panel as a table of two cells: the player's colour as its edge, then title and body."""
    edge = max(3, round((8 if lead else 6) * scale))
    pad = max(2, round(5 * scale))
    colour = escape(p.colour) if p.colour else "#555555"
    return (f'<table width="100%" cellspacing="0" cellpadding="{pad}" style="margin-bottom: {pad * 2}px">'
            f'<tr><td width="{edge}" bgcolor="{colour}"></td><td bgcolor="{"#1c1c24" if lead else "#1a1a1a"}">'
            f'<p class="h2">{escape(p.title)}</p>{p.body}</td></tr></table>')


def _weight(p: Panel) -> int:
    """A panel's height in lines, roughly (to share the panels fairly among the columns)."""
    return 2 + sum(p.body.count(tag) for tag in ("<tr", "<p", "<br"))


def columns_of(panels: Sequence[Panel], n: int) -> list[list[Panel]]:
    """The panels in order, down one column and on to the next, the columns about equally long."""
    total = sum(_weight(p) for p in panels)
    out: list[list[Panel]] = [[]]
    filled = 0
    for p in panels:
        if out[-1] and len(out) < n and filled + _weight(p) / 2 > total * len(out) / n:
            out.append([])
        out[-1].append(p)
        filled += _weight(p)
    return out


def window_html(layout: Layout, lang: str, *, scale: float, columns: int, panels: Sequence[Panel], width: int,
                pager: str = "") -> str:
    """The window's page: top, the line below it, the lead, the panels in ``columns`` columns, the pager."""
    chars = max(10, int(width / (BASE_PX * scale * 0.55)))
    head = f' &nbsp; <span class="head">{layout.top}</span>' if layout.top else ""
    note = f' &nbsp; <span class="sub">{layout.note}</span>' if layout.note else ""
    out = [f'<p><span class="title">{escape(layout.title)}</span>{head}{note}</p>']
    if layout.last:
        last = shorten(f"{w('last', lang)}: {layout.last}", chars)
        out.append(f'<p class="sub">{escape(last)}</p>')
    if layout.panels.lead is not None:
        out.append(_block(layout.panels.lead, scale, lead=True))
    if panels:
        cols = columns_of(panels, columns)
        gap = max(4, round(10 * scale))
        cells = "".join(f'<td valign="top" width="{100 // columns}%">{"".join(_block(p, scale) for p in col)}</td>'
                        for col in cols)
        out.append(f'<table width="100%" cellspacing="{gap}" cellpadding="0"><tr>{cells}</tr></table>')
    if pager:
        out.append(f'<p class="small muted" align="right">{escape(pager)}</p>')
    return "".join(out)


@dataclasses.dataclass(frozen=True)
class Fitted:
    """How the display fits a window: the type's scale, the columns, and where each page begins (the index of its
    first panel; one page: ``(0,)``)."""

    scale: float
    columns: int
    starts: tuple[int, ...] = (0,)

    @property
    def pages(self) -> int:
        return len(self.starts)

    def page(self, panels: Sequence[Panel], i: int) -> tuple[Panel, ...]:
        """The panels of page ``i``."""
        ends = (*self.starts[1:], len(panels))
        return tuple(panels[self.starts[i]:ends[i]])


class Measure:
    """Measures a page as the window will show it (its width and the style at a scale)."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.doc = QtGui.QTextDocument()
        self.doc.setDocumentMargin(0)
        self.doc.setTextWidth(width)

    def fits(self, html: str, scale: float, height: int) -> bool:
        """Does the page fit: no higher than ``height``, no wider than the window?"""
        self.doc.setDefaultStyleSheet(style(scale))
        self.doc.setHtml(html)
        size = self.doc.size()
        return size.height() <= height and size.width() <= self.width


#: a step of the type's scale (the search stops within it)
STEP = 1.04


def fit(layout: Layout, lang: str, width: int, height: int, *, hint: float | None = None) -> Fitted:
    """The largest type with which everything fits ``width`` × ``height`` pixels, the panels in as many columns as
    the width allows at that size; else the least type and as many pages as needed. ``hint`` (the scale that fit
    the last time) is tried first: an entry seldom changes how much the display shows, so two measures suffice."""
    measure = Measure(width)
    panels = layout.panels.panels
    most = max(LEAST_SCALE, min(width / 900, height / 560) * 1.25)

    def columns(scale: float) -> int:
        return max(1, min(4, len(panels), int(width / max(COLUMN_PX * scale, LEAST_COLUMN_PX))))

    def fits(scale: float, shown: Sequence[Panel] = panels, pager: str = "") -> int:
        """With how many columns the page fits at ``scale`` (as many as the width allows, else one fewer), 0: not."""
        most_columns = columns(scale)
        for n in (most_columns, most_columns - 1) if shown else (1,):
            html = window_html(layout, lang, scale=scale, columns=max(1, n), panels=shown, width=width, pager=pager)
            if n >= 1 and measure.fits(html, scale, height):
                return n
        return 0

    found: dict[float, int] = {}

    def ok(scale: float) -> bool:
        found[scale] = fits(scale)
        return found[scale] > 0

    def done(scale: float) -> Fitted:
        return Fitted(scale, found.get(scale) or columns(scale))

    low, high = LEAST_SCALE, most
    if hint is not None and LEAST_SCALE <= hint <= most:
        if ok(hint):
            if hint * STEP > most or not ok(hint * STEP):
                return done(hint)
            low = hint * STEP
        else:
            high = hint
    if low == LEAST_SCALE and not ok(LEAST_SCALE):
        # pages: the least type, panels added to a page while it fits
        starts = [0]
        for i in range(1, len(panels)):
            if not fits(LEAST_SCALE, panels[starts[-1]:i + 1], pager=w("page", lang)):
                starts.append(i)
        return Fitted(LEAST_SCALE, columns(LEAST_SCALE), tuple(starts))
    if high == most and ok(most):
        return done(most)
    while high / low > STEP:  # bisect: fits at low, not at high
        mid = (low * high) ** 0.5
        if ok(mid):
            low = mid
        else:
            high = mid
    return done(low)
