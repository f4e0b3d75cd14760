"""Printouts: score sheets, battle records, rosters and reference cards as PDF (ReportLab).

Each kind of sheet prints blank (a form for the table) or filled from a stored
game's journal, in German or English, on A4 or Letter::

    from printouts import KINDS, render_pdf
    render_pdf("got-score", Path("punkte.pdf"), blank=True)
    render_pdf("got-battles", Path("kaempfe.pdf"), store=store, game_id=3, paper="letter")

Importing this package is cheap: ReportLab is loaded only when a sheet is drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from printouts.kinds import KINDS, KindInfo
from referee.core.errors import InvalidInput
from referee.core.files import check_target

if TYPE_CHECKING:
    from rulesdb.journal import GameStore

__all__ = ["KINDS", "KindInfo", "render_pdf"]


def render_pdf(kind: str, out: Path | str, *, store: GameStore | None = None, game_id: int | None = None,
               blank: bool = False, paper: str = "a4", lang: str | None = None) -> Path:
    """Write the sheet ``kind`` to ``out``: blank, or filled from the stored game ``game_id``.

    The language is ``lang``, else the game's own (``GameStore.info(id).lang``), else German.
    """
    if lang is not None and lang not in ("de", "en"):
        raise InvalidInput(f"Sprache {lang!r} gibt es nicht (de oder en).", f"No language {lang!r} (de or en).")
    from printouts.source import context_for, sheet_class
    from printouts.styles import paper as paper_size

    paper_size(paper)  # refuse a wrong paper, a folder or a pipe as the file, before anything is read or written
    check_target(out, what=("PDF-Datei", "PDF file"))
    ctx = context_for(kind, store=store, game_id=game_id, blank=blank, paper=paper, lang=lang)
    return sheet_class(kind)(ctx).render(Path(out))
