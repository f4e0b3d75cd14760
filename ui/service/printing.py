"""Printouts for both front ends: which sheets there are, and rendering one to a PDF file."""

from __future__ import annotations

from pathlib import Path

from referee.core.spec import PrintoutSpec
from referee.registry import specs
from ui.service.games import GameService


def print_kinds(*, game: str | None = None) -> list[tuple[str, PrintoutSpec]]:
    """(game, printout) of every printout (of one game), from the game specs."""
    return [(s.id, p) for s in specs() if game is None or s.id == game for p in s.printouts]


def print_pdf(*, kind: str, out: Path | str, service: GameService | None = None, game_id: int | None = None,
              blank: bool = False, paper: str = "a4", lang: str | None = None) -> Path:
    """Render the sheet ``kind`` (blank, or filled from the stored game ``game_id``) to ``out`` (a path as typed:
    "folder/" names a folder, not a file)."""
    from printouts import render_pdf

    if not blank and service is None:
        service = GameService()
    store = service.store if service is not None and not blank else None
    result: Path = render_pdf(kind, out, store=store, game_id=None if blank else game_id, blank=blank,
                              paper=paper, lang=lang)
    return result
