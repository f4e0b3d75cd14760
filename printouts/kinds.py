"""The printable sheet kinds: id, game, German and English title, and the module drawing it.

They are registered by each game's ``printouts/<game>/__init__.py`` (:data:`printouts.registry.GAMES`).

>>> KINDS["got-score"].game, KINDS["weiss-match"].title_en
('got', 'Weiss Schwarz match record')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from printouts.registry import GAMES

if TYPE_CHECKING:
    from printouts.base import Sheet


@dataclasses.dataclass(frozen=True)
class KindInfo:
    kind: str
    game: str
    title_de: str
    title_en: str

    def title(self, lang: str) -> str:
        return self.title_en if lang == "en" else self.title_de


#: kind id -> its description, from the games' sheets
KINDS: dict[str, KindInfo] = {p.kind: KindInfo(p.kind, g.game.id, p.title_de, p.title_en) for g in GAMES for p in g.sheets}
#: kind id -> its sheet class (imported when called)
SHEETS: dict[str, Callable[[], type[Sheet]]] = {p.kind: p.sheet for g in GAMES for p in g.sheets}
