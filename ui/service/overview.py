"""One line per stored game for the start page: players, standings and round, from the game's header.

Every game's view fills the same :class:`~referee.core.view.Header`, so the start page reads them all
the same way: the standings are the game's own short text (points for Gods of Titan, ducats in the Arena,
gate and castle in Castle Rampage, castle points in Burgenkrieg, level and clock in Weiß Schwarz), the
highest first where they are ranked, and the winner once there is one.

>>> from referee.core.view import Header, Standing
>>> overview_of(Header(3, "A", None, ("A", "B"), (Standing("A", "A 40", 40), Standing("B", "B 90", 90))), "de")
Overview(players=('A', 'B'), standings='B 90 · A 40', round=3, current=True)
>>> overview_of(Header(2, None, None, ("A", "B"), (Standing("A", "A: gate 0, castle 3"),
...             Standing("B", "B: gate 4, castle 4")), winners=("B",), ended=True), "en").standings
'Winner: B · A: gate 0, castle 3 · B: gate 4, castle 4'
>>> overview_of(None, "de")
Overview(players=(), standings='', round=None, current=True)
"""

from __future__ import annotations

import dataclasses

from referee.core.view import Header

SEP = " · "


@dataclasses.dataclass(frozen=True)
class Overview:
    """What the start page shows of a game beside its title: players, standings, round (or turn); ``current`` is
    False for one read from a summary an earlier version of the program made (of the game as stored now), shown
    until the game is replayed by this version (:meth:`ui.service.GameService.overviews`, ``earlier``)."""

    players: tuple[str, ...]
    standings: str
    round: int | None
    current: bool = True


def overview_of(header: Header | None, lang: str = "de") -> Overview:
    """The overview of a game from its header (None before the set-up)."""
    if header is None:
        return Overview((), "", None)
    parts = [s.text for s in header.ranked()]
    if header.winners:
        parts.insert(0, ("Winner: " if lang == "en" else "Sieger: ") + ", ".join(header.winners))
    number = header.round
    return Overview(header.players, SEP.join(parts), number if number is not None and number > 0 else None)
