"""The renderer base: page template, header and "Seite X von Y" footer, and the sheet hooks.

A sheet subclasses :class:`Sheet`, names its ``kind`` and bilingual ``labels`` and
fills :meth:`Sheet.blank_story` (a form to fill by hand) and :meth:`Sheet.filled_story`
(from the game's journal). :meth:`Sheet.render` lays the story out on A4 or Letter;
every page gets a header (game — date) and a footer with the page count, drawn in a
second pass by :func:`numbered_canvas`.

>>> number(Fraction(25, 2), "de"), number(Fraction(25, 2), "en"), number(Fraction(12), "de")
('12,5', '12.5', '12')
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, TypeVar, cast

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import CondPageBreak, Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from printouts.escape import plain, text
from printouts.longtable import Command, WindowedTable
from printouts.rounds import GameRecord
from printouts.styles import BOLD, CELL_PADDING, CELL_SIZE, FONT, LINE, MARGIN, STYLES, grid, paper, string_width
from referee.core.files import write_file
from referee.core.journal import WrongGame
from referee.core.note import Note
from referee.core.words import number_text

if TYPE_CHECKING:
    from rulesdb.journal import GameStore

S = TypeVar("S")

#: body rows above which a table with a repeated header is laid out a page at a time
LONG_TABLE = 120

LABELS: dict[str, tuple[str, str]] = {
    "page": ("Seite {x} von {y}", "Page {x} of {y}"),
    "judged": ("Hinweis: Die heutigen Regeln beurteilen Einträge dieser Partie anders (Nr. {which}); der Bogen zeigt "
               "die Partie, wie sie eingetragen wurde.",
               "Note: today's rules judge entries of this game differently (no. {which}); the sheet shows the game "
               "as it was entered."),
    "internal": ("Hinweis: Ein interner Fehler – ein Fehler des Programms, kein Urteil der Regeln – ließ Einträge dieser "
                 "Partie unangewendet (Nr. {which}).",
                 "Note: an internal error – a bug of the program, not a ruling – left entries of this game unapplied "
                 "(no. {which})."),
    "date": ("Datum", "Date"),
    "game_no": ("Partie {id}", "Game {id}"),
    "player": ("Spieler", "Player"),
    "round": ("Runde", "Round"),
    "no": ("Nr.", "No."),
    "total": ("Summe", "Total"),
    "notes": ("Notizen", "Notes"),
    "note_on": ("zu Eintrag", "on entry"),
    "note_text": ("Notiz", "Note"),
    "note_game": ("zur Partie", "on the game"),
}


@dataclasses.dataclass(frozen=True)
class Context:
    """What a sheet is drawn from: language, paper, and (unless blank) the game's journal."""

    lang: str = "de"
    paper: str = "a4"
    blank: bool = True
    #: game name shown in the header (and the stored game's title, if any)
    game_title: str = ""
    #: date shown in the header ("" on blank sheets: a line to fill in)
    date: str = ""
    #: the replayed journal of a stored game; a sheet takes it typed with its game's state (:meth:`Sheet.record`)
    journal: GameRecord[object] | None = None
    #: the store and id the game came from (sheets over several games look for the others)
    store: GameStore | None = None
    game_id: int | None = None


def number(value: Fraction | int, lang: str) -> str:
    """A score as printed: whole numbers plain, halves exact with the language's decimal mark."""
    if isinstance(value, Fraction) and value.denominator not in (1, 2):
        return f"{value.numerator}/{value.denominator}"  # exact, where a decimal would round
    return number_text(value, lang)  # the one formatter of every front end


def numbered_canvas(left: str, right: str, footer: str) -> type[Canvas]:
    """A canvas class that keeps every page until :meth:`save`, then draws header and footer.

    ``footer`` holds ``{x}`` and ``{y}`` (page and page count), e.g. ``"Seite {x} von {y}"``.
    """

    class NumberedCanvas(Canvas):  # type: ignore[misc,unused-ignore]  # ReportLab has no type stubs
        def __init__(self, *args: object, **kwargs: object) -> None:  # ReportLab's Canvas arguments, passed on
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, object]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            count = len(self._pages)
            for state in self._pages:
                self.__dict__.update(state)
                self._decorate(count)
                Canvas.showPage(self)
            Canvas.save(self)

        def _decorate(self, count: int) -> None:
            width, height = self._pagesize
            self.saveState()
            self.setStrokeColor(LINE)
            self.setLineWidth(0.5)
            self.setFont(BOLD, 9)
            self.drawString(MARGIN, height - MARGIN + 4 * mm, left)
            self.setFont(FONT, 9)
            self.drawRightString(width - MARGIN, height - MARGIN + 4 * mm, right)
            self.line(MARGIN, height - MARGIN + 2.5 * mm, width - MARGIN, height - MARGIN + 2.5 * mm)
            self.line(MARGIN, MARGIN - 3 * mm, width - MARGIN, MARGIN - 3 * mm)
            self.setFont(FONT, 8)
            self.drawCentredString(width / 2, MARGIN - 7 * mm, footer.format(x=self._pageNumber, y=count))
            self.restoreState()

    return NumberedCanvas


class Para(Paragraph):  # type: ignore[misc,unused-ignore]  # ReportLab has no type stubs
    """A paragraph that breaks its lines once per width: a table asks each cell's size again for every window,
    split and part it lays out (six times a cell of a long table), and the lines only change with the width."""

    _wrapped: tuple[float, float, float] | None = None  # (width asked, width, height) of the last wrap

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        done = self._wrapped
        if done is not None and done[0] == availWidth and "blPara" in self.__dict__:  # split() drops the lines
            return done[1], done[2]
        width, height = super().wrap(availWidth, availHeight)
        self._wrapped = (availWidth, width, height)
        return width, height


class Sheet(abc.ABC):
    """Base of every printout; subclasses fill the hooks."""

    #: kind id, e.g. ``got-score``
    kind: ClassVar[str] = ""
    #: landscape pages
    wide: ClassVar[bool] = False
    #: key -> (German, English)
    labels: ClassVar[dict[str, tuple[str, str]]] = {}
    #: does the filled sheet end with the game's notes (:meth:`notes_section`)? Not on a reference card.
    shows_notes: ClassVar[bool] = True

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.lang = ctx.lang
        self.journal = ctx.journal
        self._checked: set[type] = set()  # the state classes :meth:`record` found the game's state to be

    def record(self, cls: type[S]) -> GameRecord[S]:
        """The game's journal with its state typed as ``cls`` (``self.record(GotState).state`` is a ``GotState``);
        :class:`~referee.core.journal.WrongGame` when the game is another's, a ``ValueError`` on a blank sheet.
        Checked once per sheet (a long game's sheet asks often)."""
        journal = self.ctx.journal
        if journal is None:
            raise ValueError(f"{self.kind}: a blank sheet has no game")
        if cls not in self._checked:
            state = journal.state
            if not isinstance(state, cls):
                raise WrongGame(type(state), cls)
            self._checked.add(cls)
        return cast("GameRecord[S]", journal)

    # -- hooks ---------------------------------------------------------------------------
    def title(self) -> str:
        """The heading of the first page (plain text, escaped when drawn)."""
        from printouts.kinds import KINDS

        info = KINDS[self.kind]
        return info.title_en if self.lang == "en" else info.title_de

    def story(self) -> list[Flowable]:
        """Everything below the title: the blank form or the filled sheet."""
        return self.blank_story() if self.ctx.blank or self.journal is None else self.filled_story()

    @abc.abstractmethod
    def blank_story(self) -> list[Flowable]:
        """The form to fill in by hand."""

    @abc.abstractmethod
    def filled_story(self) -> list[Flowable]:
        """The sheet filled from the game's journal."""

    # -- helpers for subclasses --------------------------------------------------------
    def t(self, key: str, **fmt: object) -> str:
        """The label ``key`` in the sheet's language (plain text)."""
        de, en = self.labels.get(key) or LABELS[key]
        out = en if self.lang == "en" else de
        return out.format(**fmt) if fmt else out

    def num(self, value: Fraction | int) -> str:
        return number(value, self.lang)

    @staticmethod
    def p(value: object, style: str = "cell") -> Paragraph:
        """A paragraph of user or label text, always escaped."""
        return Para(text(value), STYLES[style])

    @staticmethod
    def cell(value: object, width: float) -> str | Paragraph:
        """A body cell of ``value`` in a column ``width`` wide of a :meth:`table` in its 8-point font: the plain text
        where a ``cell`` paragraph would set it as one line — a table draws that the same, in the same place and row
        height, at a fraction of the cost —, else that paragraph (wrapped, whitespace as a paragraph sets it)."""
        raw = plain(value)
        if (raw.isprintable() and "  " not in raw and raw == raw.strip()
                and string_width(raw, FONT, CELL_SIZE) <= width - 2 * CELL_PADDING - 0.01):
            return raw
        return Para(text(value), STYLES["cell"])

    @staticmethod
    def markup(escaped: str, style: str = "cell") -> Paragraph:
        """A paragraph of markup whose user parts were escaped with :func:`printouts.escape.text`."""
        return Para(escaped, STYLES[style])

    def heading(self, value: object) -> Paragraph:
        return self.p(value, "h2")

    def table(self, rows: Sequence[Sequence[object]], widths: Sequence[float] | None = None, *,
              header_rows: int = 1, font_size: float = 8,
              extra: list[tuple[object, ...]] | None = None, repeat: bool = True) -> Flowable:
        """A gridded table; plain cells are escaped, Flowables are kept.

        A table of more than :data:`LONG_TABLE` rows whose header repeats on every page is
        laid out a page at a time (:class:`printouts.longtable.WindowedTable`), so that long
        games print in time proportional to their length.
        """
        data = [[c if isinstance(c, Flowable) else plain(c) for c in row] for row in rows]
        col_widths = list(widths) if widths else None
        style = grid(header_rows=header_rows, font_size=font_size, extra=extra)

        def build(part: Sequence[Sequence[object]], cmds: list[Command]) -> Table:
            tbl = Table(part, colWidths=col_widths, repeatRows=header_rows if repeat else 0, hAlign="LEFT")
            tbl.setStyle(TableStyle(cmds))
            return tbl

        if repeat and col_widths and len(data) - header_rows > LONG_TABLE:
            return WindowedTable(data[:header_rows], data[header_rows:], build, style.getCommands())
        return build(data, style.getCommands())

    def frame_width(self) -> float:
        width: float = paper(self.ctx.paper, wide=self.wide)[0]
        return width - 2 * MARGIN

    def judged_note(self) -> list[Flowable]:
        """Below a filled sheet: the entries today's rules judge differently, by number (the sheet
        is drawn from the record as entered; see ``game show``), and apart those an internal error left unapplied."""
        judged = () if self.ctx.blank or self.journal is None else getattr(self.journal, "judged_differently", ())
        out: list[Flowable] = []
        for key, some in (("judged", [j for j in judged if not j.internal]), ("internal", [j for j in judged if j.internal])):
            if some:
                which = ", ".join(str(j.seq) for j in some[:20]) + (", …" if len(some) > 20 else "")
                out += [Spacer(1, 4 * mm), self.p(self.t(key, which=which), "small")]
        return out

    def notes_section(self) -> list[Flowable]:
        """Below a filled sheet: the notes made in the game (table talk, promises, deals; ``core.note``), each
        with its number and the entry it is about, the user's text escaped. Every sheet of a game shows them
        (:meth:`render`); a sheet that is no record of one game sets :attr:`shows_notes` to False."""
        if self.ctx.blank or not self.shows_notes:
            return []
        events: Sequence[object] = getattr(self.journal, "events", ())
        rows: list[list[object]] = [[self.t("no"), self.t("note_on"), self.t("note_text")]]
        width = self.frame_width()
        widths = [12 * mm, 0.38 * (width - 12 * mm), 0.62 * (width - 12 * mm)]
        for seq, ev in enumerate(events, 1):
            if not isinstance(ev, Note):
                continue
            target = events[ev.on - 1] if 0 < ev.on <= len(events) else None
            about = f"{ev.on}. {target.label(self.lang)}" if hasattr(target, "label") else self.t("note_game")
            rows.append([str(seq), self.cell(about, widths[1]), self.cell(ev.text, widths[2])])
        if len(rows) == 1:
            return []
        notes = self.table(rows, widths)
        # the heading kept with the table's first rows by room asked for, not KeepTogether: that lays out the whole
        # table at once (seconds for a game of thousands of notes) before it learns it does not fit on a page
        return [Spacer(1, 4 * mm), CondPageBreak(25 * mm), self.heading(self.t("notes")), notes]

    # -- layout --------------------------------------------------------------------------
    def header_right(self) -> str:
        if self.ctx.date:
            return self.ctx.date
        return f"{self.t('date')}: ____________________"

    def render(self, out: Path) -> Path:
        """Write the PDF to ``out`` whole or not at all (:func:`referee.core.files.write_file`: a full disk
        leaves no half a PDF) and return the path."""
        size = paper(self.ctx.paper, wide=self.wide)
        flow: list[Flowable] = [self.p(self.title(), "title"), Spacer(1, 2 * mm), *self.story(), *self.notes_section(),
                                *self.judged_note()]
        canvas = numbered_canvas(plain(self.ctx.game_title), plain(self.header_right()), self.t("page"))

        def build(target: Path) -> None:
            doc = SimpleDocTemplate(
                str(target), pagesize=size, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN + 3 * mm,
                bottomMargin=MARGIN, title=plain(self.title()), author="Schriftführer",
            )
            doc.build(flow, canvasmaker=canvas)

        return write_file(out, build, what=("PDF-Datei", "PDF file"))
