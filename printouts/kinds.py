"""The printable sheet kinds: id, game, German and English title, and the module drawing it.

They are registered by each game's ``printouts/<game>/__init__.py`` (:data:`printouts.registry.GAMES`).

>>> KINDS["got-score"].game, KINDS["weiss-match"].title_en
('got', 'Weiss Schwarz match record')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from printouts.plugin import SheetKind
from printouts.registry import GAMES

if TYPE_CHECKING:
    from printouts.base import Sheet


@dataclasses.dataclass(frozen=True)
class KindInfo(SheetKind):
    """A game's sheet (:class:`~printouts.plugin.SheetKind`) with the id of its game."""

    game: str = ""


#: kind id -> its description, from the games' sheets
KINDS: dict[str, KindInfo] = {p.kind: KindInfo(p.kind, p.title_de, p.title_en, p.sheet, g.game.id)
                              for g in GAMES for p in g.sheets}
#: kind id -> its sheet class (imported when called)
SHEETS: dict[str, Callable[[], type[Sheet]]] = {p.kind: p.sheet for g in GAMES for p in g.sheets}
