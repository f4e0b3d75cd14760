"""The printable sheet kinds: id, game, German and English title, and the module drawing it.

They are declared in each game's spec (``referee/<game>/spec.py``).

>>> KINDS["got-score"].game, KINDS["weiss-match"].title_en
('got', 'Weiss Schwarz match record')
"""

from __future__ import annotations

import dataclasses

from referee.registry import specs


@dataclasses.dataclass(frozen=True)
class KindInfo:
    kind: str
    game: str
    title_de: str
    title_en: str

    def title(self, lang: str) -> str:
        return self.title_en if lang == "en" else self.title_de


#: kind id -> its description, from the game specs (the one list of games)
KINDS: dict[str, KindInfo] = {p.kind: KindInfo(p.kind, s.id, p.title_de, p.title_en) for s in specs() for p in s.printouts}
#: kind id -> "module:Class" of its sheet
SHEETS: dict[str, str] = {p.kind: p.sheet for s in specs() for p in s.printouts}
