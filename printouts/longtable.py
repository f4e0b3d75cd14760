"""Long tables laid out a page at a time, so printing grows linearly with the rows.

A ReportLab :class:`~reportlab.platypus.Table` measures *all* its rows and cell spans
each time it is split at a page end, and the rest it hands on is a new table of all
remaining rows: a table of ``n`` rows over ``n / k`` pages costs ``n² / k`` (a score
sheet of 10,000 entries took 40 s). :class:`WindowedTable` keeps the rows and hands
ReportLab only a window a little larger than one page: the part that fits is laid out
as an ordinary table (header repeated), and the rest stays a :class:`WindowedTable`
over the same row lists, starting further on.

Style commands keep the coordinates of the whole table; each window gets the ones
that touch it, moved to its rows. Commands of one or a few rows are found by row
(:data:`LOCAL_SPAN`), so a bold cell on every row costs nothing per page.

>>> from reportlab.platypus import Table
>>> head, body = [["No."]], [[str(i)] for i in range(1000)]
>>> wt = WindowedTable(head, body, lambda rows, cmds: Table(rows, repeatRows=1),
...                    [("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8), ("FONT", (0, 500), (0, 500), "Courier", 8)])
>>> first, rest = wt.split(100, 300)
>>> first._cellvalues[:2], rest.start, len(rest)
([['No.'], ['0']], 15, 985)
>>> window_commands(wt.global_cmds, wt.local_cmds, 1, 499, 520, 1001)[1:]
[('FONT', (0, 1), (0, 1), 'Courier', 8)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeAlias

from reportlab.platypus import Flowable, Table

#: a style command of at most this many rows is looked up by row, not checked on every page
LOCAL_SPAN = 8
#: rows in the first window; it doubles until the window is taller than the space left
FIRST_WINDOW = 48

#: a cell of a style command: (column, row); a row may be "splitfirst"/"splitlast"
Cell: TypeAlias = tuple[int, int | str]
#: a ReportLab style command: its name, first and last cell, then its values (a width, a colour …)
Command: TypeAlias = tuple[str, Cell, Cell, *tuple[object, ...]]
Build = Callable[[Sequence[Sequence[object]], list[Command]], Flowable]


def _row(value: int | str, total: int) -> int | None:
    if not isinstance(value, int):
        return None  # "splitfirst", "splitlast": kept as they are
    return value + total if value < 0 else value


def split_commands(cmds: Sequence[Command], header_rows: int, total: int) -> tuple[list[Command], dict[int, list[Command]]]:
    """(commands checked on every window, short body commands by first row)."""
    global_cmds: list[Command] = []
    local: dict[int, list[Command]] = {}
    for cmd in cmds:
        r0, r1 = _row(cmd[1][1], total), _row(cmd[2][1], total)
        if r0 is not None and r1 is not None and header_rows <= min(r0, r1) and abs(r1 - r0) < LOCAL_SPAN:
            local.setdefault(min(r0, r1), []).append(cmd)
        else:
            global_cmds.append(cmd)
    return global_cmds, local


def _moved(cmd: Command, header_rows: int, start: int, stop: int, total: int) -> list[Command]:
    """``cmd`` (whole-table rows) on the window of body rows ``start:stop``; [] if it misses the window."""
    (c0, r0), (c1, r1) = cmd[1], cmd[2]
    a, b = _row(r0, total), _row(r1, total)
    if a is None or b is None:
        return [cmd]
    a, b = min(a, b), max(a, b)
    out: list[Command] = []
    first, last = header_rows + start, header_rows + stop - 1  # the window's body rows, whole-table numbering
    head = (a, min(b, header_rows - 1)) if a < header_rows else None
    body = (max(a, first), min(b, last))
    shift = start  # whole-table row r (a body row) is window row r - start
    if head is not None and body[0] <= body[1] and a < header_rows and b >= first:
        return [(cmd[0], (c0, a), (c1, body[1] - shift), *cmd[3:])]  # header and body rows, one run in the window
    if head is not None:
        out.append((cmd[0], (c0, head[0]), (c1, head[1]), *cmd[3:]))
    if body[0] <= body[1] and cmd[0] != "SPAN":  # a span cut by the window would join the wrong cells
        out.append((cmd[0], (c0, body[0] - shift), (c1, body[1] - shift), *cmd[3:]))
    return out


def window_commands(global_cmds: Sequence[Command], local: dict[int, list[Command]], header_rows: int,
                    start: int, stop: int, total: int) -> list[Command]:
    """The style commands of the window of body rows ``start:stop`` in window coordinates."""
    out: list[Command] = []
    for cmd in global_cmds:
        out += _moved(cmd, header_rows, start, stop, total)
    for r in range(max(header_rows, header_rows + start - LOCAL_SPAN + 1), header_rows + stop):
        for cmd in local.get(r, ()):
            out += _moved(cmd, header_rows, start, stop, total)
    return out


class WindowedTable(Flowable):  # type: ignore[misc,unused-ignore]  # ReportLab has no type stubs
    """The body rows from ``start`` on, under the header rows, built a window at a time by ``build``."""

    def __init__(self, head: Sequence[Sequence[object]], body: Sequence[Sequence[object]], build: Build,
                 cmds: Sequence[Command] = (), *, start: int = 0, window: int = FIRST_WINDOW,
                 _split: tuple[list[Command], dict[int, list[Command]]] | None = None) -> None:
        super().__init__()
        self.head, self.body, self.build, self.start, self.window = head, body, build, start, window
        self.total = len(head) + len(body)
        self.global_cmds, self.local_cmds = _split or split_commands(cmds, len(head), self.total)
        self.hAlign = "LEFT"
        self._table: Table | None = None
        self._stop = start
        self._fitted: tuple[float, float, float, float] | None = None  # (width, height) asked -> given

    def __len__(self) -> int:
        """Body rows still to lay out."""
        return len(self.body) - self.start

    def _make(self, stop: int) -> Flowable:
        rows = [*self.head, *self.body[self.start:stop]]
        cmds = window_commands(self.global_cmds, self.local_cmds, len(self.head), self.start, stop, self.total)
        self._table, self._stop = self.build(rows, cmds), stop
        return self._table

    def _fit(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        """Build the smallest window that is taller than ``avail_height`` (or holds every row left)."""
        if self._fitted is not None and self._fitted[:2] == (avail_width, avail_height):
            return self._fitted[2:]  # split right after wrap in the same space: the window is built
        while True:
            stop = min(len(self.body), self.start + self.window)
            table = self._make(stop)
            width, height = table.wrapOn(getattr(self, "canv", None), avail_width, avail_height)
            if stop == len(self.body) or height > avail_height:
                self._fitted = (avail_width, avail_height, width, height)
                return width, height
            self.window *= 2

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width, self.height = self._fit(availWidth, availHeight)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        self._fit(availWidth, availHeight)
        parts = self._built().split(availWidth, availHeight)
        if self._stop == len(self.body) or not parts:
            return list(parts)
        taken = len(parts[0]._cellvalues) - len(self.head)
        # the next window: a page like this one and a little more (it grows if that is too short)
        rest = WindowedTable(self.head, self.body, self.build, start=self.start + taken, window=taken + taken // 4 + 2,
                             _split=(self.global_cmds, self.local_cmds))
        return [parts[0], rest]

    def draw(self) -> None:
        self._built().drawOn(self.canv, 0, 0)

    def _built(self) -> Table:
        """The window laid out by the last :meth:`wrap` (ReportLab wraps a flowable before it splits or draws it)."""
        if self._table is None:
            raise RuntimeError("WindowedTable: split or drawn before it was wrapped")
        return self._table
