"""The header every game's view fills the same way, and the contract of a game's ``view`` module.

Each game's ``referee/<game>/view.py`` has ``summary(state, lang)`` (the game's own table: a frozen
:class:`TableView` subclass, typed end to end; JSON only at the command line's edge, ``to_json``) and
``header(state, lang) -> Header``: the facts every game has, under the same names — the round (or turn),
whose turn it is, the phase in words, the players, the standings as the start page shows them, the
winners, whether the game is over, and the numbers whose change the history reports (``Anna +24 KP``).

>>> h = Header(round=3, to_move="B", phase="Bewegung", players=("A", "B"),
...            standings=(Standing("A", "A 40", 40), Standing("B", "B 90", 90)),
...            tallies=(Tally("A", "KP", 40), Tally("B", "KP", 90)))
>>> [s.text for s in h.ranked()]
['B 90', 'A 40']
>>> changes(h, dataclasses.replace(h, tallies=(Tally("A", "KP", 64), Tally("B", "KP", 90))))
'A +24 KP'
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Protocol, TypeVar


@dataclasses.dataclass(frozen=True)
class Standing:
    """One piece of the standings: whose it is, its text (``B 90``, ``Anna: Tor 0, Burg 3``) and the number it
    is ranked by (None: in seat order)."""

    name: str
    text: str
    rank: Fraction | int | None = None


@dataclasses.dataclass(frozen=True)
class Tally:
    """A number a player holds whose change the history line reports (unit in the header's language)."""

    player: str
    unit: str
    value: Fraction | int


@dataclasses.dataclass(frozen=True)
class Header:
    """What every game's table has, under one name each."""

    #: the round (Gods of Titan, Arena) or turn (the others) the table is in; None where a game counts none
    round: int | None
    #: whose turn it is (None between turns or when the game is over)
    to_move: str | None
    #: the phase in words (None where there is none now)
    phase: str | None
    players: tuple[str, ...]
    standings: tuple[Standing, ...] = ()
    winners: tuple[str, ...] = ()
    ended: bool = False
    tallies: tuple[Tally, ...] = ()

    def ranked(self) -> tuple[Standing, ...]:
        """The standings, the highest first where they are ranked (ties and unranked ones in seat order)."""
        return tuple(sorted(self.standings, key=lambda s: -s.rank if s.rank is not None else 0))


def changes(before: Header, after: Header) -> str:
    """What changed for each player between two headers: ``Anna +24 KP, +20 LS; Ben +12 KP``."""
    then = {(t.player, t.unit): t.value for t in before.tallies}
    parts: dict[str, list[str]] = {}
    for t in after.tallies:
        old = then.get((t.player, t.unit))
        if old is not None and old is not t.value and old != t.value:  # a number unchanged is mostly the same one
            parts.setdefault(t.player, []).append(f"{_signed(Fraction(t.value) - Fraction(old))} {t.unit}")
    return "; ".join(f"{player} " + ", ".join(found) for player, found in parts.items())


def history_line(label: str, before: Header | None, after: Header | None) -> tuple[str, int | None, str]:
    """An entry's line in the history: its label, the round it belongs to — the one in which it was made: the end of
    the last seat's turn still closes the old round (27.1) — and what it changed (:func:`changes`).

    >>> history_line("Zug", None, None)
    ('Zug', None, '')
    """
    anchor = before or after
    return label, anchor.round if anchor else None, changes(before, after) if before and after else ""


def _signed(value: Fraction) -> str:
    text = str(value) if value.denominator != 1 else str(value.numerator)
    return text if value < 0 else f"+{text}"


@dataclasses.dataclass(frozen=True)
class TableView:
    """A game's table as its players see it: the shared :class:`Header` and, in each game's subclass, the
    game's own part as typed fields (frozen dataclasses, tuples, enums, fractions)."""

    header: Header

    def to_json(self) -> dict[str, Any]:
        """The view as JSON-ready data (the command line's ``--json``); a subclass may rename keys here."""
        data = _plain(self)
        assert isinstance(data, dict)
        return data


V = TypeVar("V", bound=TableView)


def _plain(value: object) -> Any:
    if isinstance(value, bool) or value is None or isinstance(value, (int, str, float)):
        return value
    if isinstance(value, Fraction):
        return str(value) if value.denominator != 1 else value.numerator
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list, frozenset)):
        return [_plain(v) for v in value]
    raise TypeError(f"cannot show {type(value).__name__} in a view")


class GameView(Protocol):
    """The ``view`` module of a game (``referee.registry.view_of``)."""

    def summary(self, state: Any, lang: str = "de") -> TableView: ...

    def header(self, state: Any, lang: str = "de") -> Header: ...
