"""The lands a Gods of Titan game knows, for pickers and the quick entry (Qt-free).

A land is picked by its label, exactly (case aside): :func:`find` never completes a prefix, so
"City" is the City and never a Citytower (see :mod:`referee.got.board`).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.core.files import read_text
from referee.got.board import FIXED, read_board
from referee.got.events import GameSetup, LandNamed
from referee.got.lands import Terrain
from referee.got.view import GotState, known_lands
from ui.service.entries import EntryInput, parse_entry
from ui.service.session import OpenGame

#: a board list is a short text file; anything larger is not one
MAX_BOARD_BYTES = 256 * 1024


@dataclasses.dataclass(frozen=True)
class LandChoice:
    """One land of the game as a picker shows it."""

    label: str
    terrain: str

    @property
    def text(self) -> str:
        """``"B12 (Brush)"``, or just the label when it says its terrain (``"City"``, ``"Citytower 1"``)."""
        return self.label if self.label.startswith(self.terrain) else f"{self.label} ({self.terrain})"

    @property
    def entry(self) -> str:
        """How an entry names the land: ``"Brush:B12"``."""
        return f"{self.terrain}:{self.label}"


def lands(game: OpenGame[GotState]) -> list[LandChoice]:
    """The game's lands in the order they became known (set-up first)."""
    return [LandChoice(x.label, x.terrain.value) for x in known_lands(game.state)]


def find(game: OpenGame[GotState], text: str) -> LandChoice | None:
    """The land whose label (or picker text) is ``text``, case aside; None when there is none."""
    key = text.strip().casefold()
    return next((c for c in lands(game) if key in (c.label.casefold(), c.text.casefold())), None) if key else None


def nameable_terrains() -> list[str]:
    """The terrains a table may name lands of (the set-up fixes the others: 5.4, 5.6, 8.6)."""
    return [t.value for t in Terrain if t not in FIXED]


def name_land(*, terrain: str, name: str) -> LandNamed:
    """The entry that names a new land."""
    return LandNamed(terrain=terrain, name=name.strip())


def with_board(setup: EntryInput | None, board: tuple[str, ...], *, game: str) -> Event:
    """The Gods of Titan set-up ``setup`` with the table's ``board`` list."""
    if game != "got" or setup is None:
        raise InvalidInput("Eine Spielplan-Datei gibt es nur für Gods of Titan, zusammen mit der Aufstellung (--setup).",
                           "A board file is for Gods of Titan only, together with the set-up (--setup).")
    ev = parse_entry(setup, game=game)
    if not isinstance(ev, GameSetup):
        raise InvalidInput(f"{ev.type_name} ist keine Aufstellung.", f"{ev.type_name} is not a set-up.")
    return dataclasses.replace(ev, board=(*ev.board, *board))


def example_board() -> Path:
    """The board list shipped as an example (a table copies and edits it for its own board)."""
    return Path(__file__).resolve().parent / "board-example.toml"


def board_file(path: str | Path) -> tuple[str, ...]:
    """A board list read from a TOML file (``[lands]`` with ``Brush = ["1", "12"]`` …), checked."""
    return read_board(read_text(path, limit=MAX_BOARD_BYTES, what=("Spielplan-Datei", "board file")))
