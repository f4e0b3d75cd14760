"""The Weiß Schwarz set-up as the scribe chooses it: two players with their deck lists and who begins
(§ grundlegendes, § vorbereitung).

>>> from referee.weiss.sample import sample_deck
>>> r = WeissRequest(decks=(sample_deck("Anna"), sample_deck("Ben")), first="Ben")
>>> r.event().first, [d.player for d in r.event().decks]
('Ben', ['Anna', 'Ben'])
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from referee.core.setup import SetupRequest
from referee.weiss.cards import DeckList
from referee.weiss.events import Setting, Setup


@dataclasses.dataclass(frozen=True, kw_only=True)
class WeissRequest(SetupRequest):
    game: ClassVar[str] = "weiss"
    decks: tuple[DeckList, ...]
    #: who begins (a player's name)
    first: str

    def event(self) -> Setup:
        return Setup(decks=self.decks, first=self.first.strip(),
                     settings=tuple(Setting(id=k, value=v) for k, v in self.settings))
