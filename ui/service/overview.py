"""One line per stored game for the start page: players, standings and round, from the game's summary.

Each game's :meth:`OpenGame.summary` is read the same way as every other view; the standings are a
short text in the language asked for (points for Gods of Titan, ducats in the Arena, gate and castle
in Castle Rampage, castle points in Burgenkrieg, level and clock in Weiß Schwarz), and the winner once
there is one.

>>> overview_of({"round": 3, "winner": None, "players": [{"name": "A", "points": 40}, {"name": "B", "points": 90}]},
...             "got", "de")
Overview(players=('A', 'B'), standings='B 90 · A 40', round=3)
>>> overview_of({"turn": 2, "winner": "B", "players": [{"name": "A", "gate": 0, "castle": 3},
...              {"name": "B", "gate": 4, "castle": 4}]}, "rampage", "en").standings
'Winner: B · A: gate 0, castle 3 · B: gate 4, castle 4'
>>> overview_of({}, "weiss", "de")
Overview(players=(), standings='', round=None)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

SEP = " · "


@dataclasses.dataclass(frozen=True)
class Overview:
    """What the start page shows of a game beside its title: players, standings, round (or turn)."""

    players: tuple[str, ...]
    standings: str
    round: int | None


def _names(data: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(str(p.get("name", "")) for p in data.get("players", ()) if isinstance(p, Mapping))


def _number(value: Any) -> str:
    return "" if value is None else str(value)


def _by_value(pairs: list[tuple[str, Any]]) -> str:
    """``name value`` pairs, the highest first (ties in seat order)."""
    def key(pair: tuple[str, Any]) -> float:
        try:
            return -float(pair[1])
        except (TypeError, ValueError):
            return 0.0

    return SEP.join(f"{name} {_number(value)}" for name, value in sorted(pairs, key=key))


def _got(data: Mapping[str, Any], lang: str) -> str:
    return _by_value([(str(p["name"]), p.get("points", 0)) for p in data.get("players", ())])


def _arena(data: Mapping[str, Any], lang: str) -> str:
    scores = data.get("scores") or {}
    return _by_value([(name, scores.get(name, 0)) for name in _names(data)])


def _rampage(data: Mapping[str, Any], lang: str) -> str:
    gate, castle = ("gate", "castle") if lang == "en" else ("Tor", "Burg")
    return SEP.join(f"{p['name']}: {gate} {_number(p.get('gate'))}, {castle} {_number(p.get('castle'))}"
                    for p in data.get("players", ()))


def _burgenkrieg(data: Mapping[str, Any], lang: str) -> str:
    points: dict[str, int] = {}
    for zone in data.get("zones", ()):
        side = str(zone.get("zone", "")).partition(".")[0]
        if isinstance(zone.get("points"), int):
            points[side] = points.get(side, 0) + zone["points"]
    lords = {p.get("side"): p["name"] for p in data.get("players", ()) if p.get("role") == "burgherr"}
    return SEP.join(f"{lords.get(side, side)} {value}" for side, value in points.items())


def _weiss(data: Mapping[str, Any], lang: str) -> str:
    level, clock = ("level", "clock") if lang == "en" else ("Stufe", "Uhr")
    return SEP.join(f"{p['name']}: {level} {len(p.get('level', ()))}, {clock} {len(p.get('clock', ()))}"
                    for p in data.get("players", ()))


_STANDINGS: dict[str, Callable[[Mapping[str, Any], str], str]] = {
    "got": _got, "arena": _arena, "rampage": _rampage, "burgenkrieg": _burgenkrieg, "weiss": _weiss,
}


def _winners(data: Mapping[str, Any]) -> list[str]:
    found = data.get("winners") or data.get("winner")
    if not found:
        return []
    if isinstance(found, str):
        return [found]
    if isinstance(found, Mapping):
        return [str(found.get("name", ""))] if found.get("name") else []
    return [str(w) for w in found]


def overview_of(data: Mapping[str, Any], game: str, lang: str = "de") -> Overview:
    """The overview of a game of kind ``game`` from its summary ``data`` (``{}`` before the set-up)."""
    if not data:
        return Overview((), "", None)
    try:
        standings = _STANDINGS[game](data, lang) if game in _STANDINGS else ""
    except (KeyError, TypeError, ValueError, AttributeError):  # an unexpected summary: the rest still shows
        standings = ""
    won = _winners(data)
    if won:
        standings = SEP.join([("Winner: " if lang == "en" else "Sieger: ") + ", ".join(won), *([standings] if standings
                                                                                          else [])])
    number = data.get("round", data.get("turn"))
    return Overview(_names(data), standings, number if isinstance(number, int) and number > 0 else None)
