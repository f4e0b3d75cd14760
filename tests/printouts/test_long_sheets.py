"""Long games print in time proportional to their length: checked by counting work, never by timing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from reportlab.platypus import Flowable, Table

from printouts import base, textgrid
from printouts.base import Context, Sheet
from printouts.got.score import score_rows
from printouts.source import sheet_class
from printouts.styles import BOLD
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.state import GotState

from .gamebuild import new_game
from .pdftext import pages

NAMES = ("Anna", "Ben", "Cleo")
BREAK_LINES = textgrid.break_lines


def corrections(n: int, reason: str = "r{i}") -> Journal[GotState]:
    """A game of ``n`` entries after the set-up, each a correction (so each one is a history row)."""
    j = new_game()
    for i in range(n):
        j.append(ev.Correction(reason=reason.format(i=i), player=NAMES[i % 3], gems=1))
    return j


class CountingJournal:
    """A journal that counts what the sheet asks of it."""

    def __init__(self, journal: Journal[GotState]) -> None:
        self.journal, self.events_copies, self.states = journal, 0, 0

    @property
    def events(self) -> tuple[Any, ...]:
        self.events_copies += 1
        return self.journal.events

    @property
    def state(self) -> GotState:
        return self.journal.state

    def state_after(self, n: int) -> GotState:
        self.states += 1
        return self.journal.state_after(n)

    def __len__(self) -> int:
        return len(self.journal)


def render(journal: object, out: Path) -> Path:
    ctx = Context(blank=False, game_title="Gods of Titan — Lang", date="21.11.2026", journal=journal)
    return sheet_class("got-score")(ctx).render(out)


def count_work(monkeypatch: pytest.MonkeyPatch, n: int, tmp_path: Path) -> dict[str, int]:
    counts = {"table rows": 0, "measured rows": 0}

    class CountingTable(Table):  # type: ignore[misc]
        def __init__(self, data: Any, *args: Any, **kwargs: Any) -> None:
            counts["table rows"] += len(data)
            super().__init__(data, *args, **kwargs)

    def counting_break(*args: Any, **kwargs: Any) -> list[str]:
        counts["measured rows"] += 1
        return BREAK_LINES(*args, **kwargs)

    monkeypatch.setattr(base, "Table", CountingTable)
    monkeypatch.setattr(textgrid, "break_lines", counting_break)
    journal = CountingJournal(corrections(n))
    render(journal, tmp_path / f"score-{n}.pdf")
    counts["events copies"], counts["states"] = journal.events_copies, journal.states
    return counts


def test_score_sheet_work_grows_linearly(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    small, large = count_work(monkeypatch, 300, tmp_path), count_work(monkeypatch, 1200, tmp_path)
    # the journal's events are copied a fixed number of times (the sheet, its notes), however long the game,
    # and each state is looked at a bounded number of times
    assert small["events copies"] == large["events copies"] <= 2
    assert large["states"] <= 2 * 1201 + 2
    # every history row is measured exactly once, however many pages it takes
    assert (small["measured rows"], large["measured rows"]) == (300, 1200)
    # tables: the small ones above the history and one header per page, not the rows again and again
    assert large["table rows"] <= 4 * small["table rows"] + 40


def test_every_history_row_prints_once_in_order_with_a_header_on_every_page(tmp_path: Path) -> None:
    j = corrections(400)
    got = pages(render(j, tmp_path / "s.pdf"))
    assert len(got) > 5
    seen = [int(m.group(1)) for page in got for m in re.finditer(r"^Korrektur \w+: r(\d+)$", page, re.M)]
    assert seen == list(range(400))
    # the history's header comes back on every page after the first, with the players' names
    for page in got[1:]:
        head = [ln.strip() for ln in page.splitlines()[:20]]
        assert head[:3] == ["Nr.", "Runde", "Eintragung"] and all(name in head for name in NAMES)
    # the rows carry the running totals: Cleo's gems after the last of her corrections
    assert [r.totals[2][1] for r in score_rows(j)][-1] == 400 // 3


def test_a_huge_reason_is_cut_not_a_broken_printout(tmp_path: Path) -> None:
    j = corrections(3, reason="Lang " + "x" * 19_000 + " {i}")
    got = pages(render(j, tmp_path / "s.pdf"))
    # each reason shows its first lines and "…"; the sheet is a page or two, not hundreds
    assert "\n".join(got).count("…") == 3 and len(got) <= 2


class LongTableSheet(Sheet):
    """A generic sheet with one long table (as the match sheets of the other games have)."""

    kind = "got-score"
    rows = 0

    def blank_story(self) -> list[Flowable]:
        return []

    def filled_story(self) -> list[Flowable]:
        rows: list[list[object]] = [["Nr.", "Text", "A", "B"]]
        rows += [[i, self.p(f"Eintrag {i}"), i * 3, "x"] for i in range(self.rows)]
        extra: list[tuple[object, ...]] = [("FONT", (2, r), (3, r), BOLD, 7) for r in range(1, self.rows + 1, 3)]
        return [self.table(rows, [40, 200, 60, 60], extra=extra)]


def test_a_long_table_is_laid_out_a_page_at_a_time(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    built: list[int] = []

    class CountingTable(Table):  # type: ignore[misc]
        def __init__(self, data: Any, *args: Any, **kwargs: Any) -> None:
            built.append(len(data))
            super().__init__(data, *args, **kwargs)

    monkeypatch.setattr(base, "Table", CountingTable)
    monkeypatch.setattr("reportlab.platypus.tables.Table", CountingTable)
    totals = []
    for n in (600, 1800):
        built.clear()
        LongTableSheet.rows = n
        out = LongTableSheet(Context(blank=False, journal=object())).render(tmp_path / f"t{n}.pdf")
        totals.append(sum(built))
        got = pages(out)
        seen = [int(m.group(1)) for page in got for m in re.finditer(r"^Eintrag (\d+)$", page, re.M)]
        assert seen == list(range(n))
        assert all([ln.strip() for ln in page.splitlines()][:4].count("Nr.") == 1 for page in got)
    # about a page and a half of rows built per page: three times the rows, three times the work
    assert totals[1] <= 3.3 * totals[0] and totals[0] <= 6 * 600
