"""Events of the demo game: its set-up and the counter's one entry (``demo.add``, :mod:`referee.core.testing`).

>>> from referee.core.events import from_json
>>> from_json('{"type": "demo.setup", "data": {"players": ["Anna", "Ben"]}}').players
('Anna', 'Ben')
"""

from __future__ import annotations

import dataclasses

from referee.core.events import Event, event
from referee.core.testing import Add


@event("demo.setup", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class DemoSetup(Event):
    """Who counts, and the table's interpretation settings."""

    players: tuple[str, ...]
    settings: tuple[tuple[str, str], ...] = ()

    def label(self, lang: str = "de") -> str:
        return ("Aufstellung: " if lang == "de" else "Set-up: ") + ", ".join(self.players)


__all__ = ["Add", "DemoSetup"]
