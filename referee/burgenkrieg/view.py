"""The JSON-ready view of a Burgenkrieg state: ``summary`` (the options are :mod:`referee.burgenkrieg.options`).

>>> from referee.burgenkrieg.engine import BurgenkriegEngine
>>> from referee.burgenkrieg.events import PlayerSpec, Setup
>>> s = BurgenkriegEngine().replay([Setup(players=(PlayerSpec(name="Ann", side="A"),
...                                                PlayerSpec(name="Bob", side="B")))])
>>> summary(s)["zones"][2]
{'zone': 'A.aussen', 'kind': 'wall', 'points': 5, 'start': 5, 'creatures': []}
"""

from __future__ import annotations

from typing import Any

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import Role
from referee.burgenkrieg.state import BkState
from referee.core.view import Header, Standing


def _kind(state: BkState, idx: int) -> str:
    area = z.area_of(idx)
    if area == "leibwache":
        return "lord"
    if area == "innen" and state.team:
        return "commander"
    return "wall"


def header(state: BkState, lang: str = "de") -> Header:
    """The player whose turn it is, the phase, each side's castle points under its lord's name, the winner."""
    lords = {p.side: p.name for p in state.players if p.role is Role.LORD}
    standings = []
    for side in z.SIDES if state.values else ():
        points = sum(v for i, v in enumerate(state.values) if z.ZONE_NAMES[i].partition(".")[0] == side)
        standings.append(Standing(lords.get(side, side), f"{lords.get(side, side)} {points}"))
    return Header(
        round=None, to_move=state.active if not state.winner else None,
        phase=state.phase.word(lang) if state.phase else None, players=tuple(p.name for p in state.players),
        standings=tuple(standings), winners=(state.winner,) if state.winner else (), ended=bool(state.winner))


def summary(state: BkState, lang: str = "de") -> dict[str, Any]:
    """Players, zones with points and creatures, turn and winner."""
    zones = []
    for i, name in enumerate(z.ZONE_NAMES):
        zones.append({
            "zone": name,
            "kind": _kind(state, i),
            "points": state.values[i] if state.values else None,
            "start": z.start_value(i, team=state.team),
            "creatures": [
                {"id": c.id, "name": c.name, "controller": c.controller, "power": c.power,
                 "toughness": c.toughness, "damage": c.damage, "tapped": c.tapped, "sick": c.sick}
                for c in state.in_zone(i)
            ],
        })
    return {
        "game": "burgenkrieg",
        "players": [{"name": p.name, "side": p.side, "role": p.role.value,
                     "inactive": p.name in state.inactive} for p in state.players],
        "settings": dict(state.settings),
        "active": state.active,
        "phase": state.phase.value if state.phase else None,
        "zones": zones,
        "winner": state.winner,
    }
