"""The Castle Rampage set-up as the scribe chooses it: two players, the start player (the first named unless the
table chooses another, "spielvorbereitung") and the card values the table completes.

>>> RampageRequest(players=("Anton", "Beatrix")).event().start_player
'Anton'
>>> RampageRequest(players=("Anton", "Beatrix"), start_player="Beatrix").event().start_player
'Beatrix'
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from referee.core.setup import SetupRequest, names
from referee.rampage.events import CardValue, RampageSetup


@dataclasses.dataclass(frozen=True, kw_only=True)
class RampageRequest(SetupRequest):
    game: ClassVar[str] = "rampage"
    players: tuple[str, ...]
    #: who starts; empty: the first player named
    start_player: str = ""
    #: card values the table completes (the text names almost none)
    cards: tuple[CardValue, ...] = ()

    def event(self) -> RampageSetup:
        players = names(self.players)
        start = self.start_player.strip() or (players[0] if players else "")
        return RampageSetup(players=players, start_player=start, settings=self.settings, cards=self.cards)
