"""Printouts for both front ends: which sheets there are, and rendering one to a PDF file."""

from __future__ import annotations

from pathlib import Path

from printouts.plugin import SheetKind
from printouts.registry import GAMES
from ui.service.games import GameService


def print_kinds(*, game: str | None = None) -> list[tuple[str, SheetKind]]:
    """(game, sheet) of every sheet (of one game), from the games' sheets (:data:`printouts.registry.GAMES`)."""
    return [(g.game.id, p) for g in GAMES if game is None or g.game.id == game for p in g.sheets]


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
