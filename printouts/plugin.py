"""A game's sheets, registered by reference: each game's ``printouts/<game>/__init__.py`` holds ``PLUGIN``, a
:class:`PrintoutsPlugin` naming the game's spec and its sheets; :data:`printouts.registry.GAMES` lists them.
A sheet's class is named by a function that imports it, so listing the sheets loads no sheet (nor ReportLab)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.core.spec import GameSpec

if TYPE_CHECKING:
    from printouts.base import Sheet


@dataclasses.dataclass(frozen=True)
class SheetKind:
    """One printable sheet of a game: its kind (``got-score``), titles, and its class."""

    kind: str
    title_de: str
    title_en: str
    sheet: Callable[[], type[Sheet]]

    def title(self, lang: str = "de") -> str:
        return self.title_en if lang == "en" else self.title_de


@dataclasses.dataclass(frozen=True)
class PrintoutsPlugin:
    """The sheets of one game."""

    game: GameSpec
    sheets: tuple[SheetKind, ...]
