"""Export and import files of games: written whole or not at all, read only from a regular file.

The file itself goes through :mod:`referee.core.files` (a pipe, a device or a folder is refused before it is
opened, a full disk leaves no half a file); the game through :meth:`GameService.export` and
:meth:`GameService.import_game`.

>>> import tempfile, pathlib
>>> from ui.service import GameService
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> svc = GameService(f"sqlite:///{folder}/g.sqlite")
>>> game = svc.new_game(game="arena", setup='{"type": "arena.setup", "data": {"players": ["A", "B", "C"]}}')
>>> written = export_file(svc, game_id=game.id, path=folder / "a.json")
>>> import_file(svc, written).entries
1
"""

from __future__ import annotations

import json
from pathlib import Path

from referee.core.files import read_text, write_file
from referee.core.limits import IMPORT_BYTES
from ui.service.games import GameService
from ui.service.session import OpenGame

#: an export file in messages, German and English
WHAT = ("Journaldatei", "journal file")


def export_file(service: GameService, *, game_id: int, path: str | Path, indent: int = 2) -> Path:
    """Write the game ``game_id`` (entries and redo stack) as JSON to ``path``; returns the path."""
    text = json.dumps(service.export(game_id=game_id), ensure_ascii=False, indent=indent) + "\n"
    return write_file(path, text.encode("utf-8"), what=WHAT)


def read_export(path: str | Path) -> str:
    """The text of an export file (a regular file of at most the import limit, UTF-8)."""
    return read_text(path, limit=IMPORT_BYTES, what=WHAT)


def import_file(service: GameService, path: str | Path, *, strict: bool = False) -> OpenGame:
    """Import the export file ``path`` as a new game (:meth:`GameService.import_game`; ``strict``: refused when
    today's rules refuse an entry of it)."""
    return service.import_game(data=read_export(path), strict=strict)
