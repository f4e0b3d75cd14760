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
from referee.burgenkrieg.state import BkState


def _kind(state: BkState, idx: int) -> str:
    area = z.area_of(idx)
    if area == "leibwache":
        return "lord"
    if area == "innen" and state.team:
        return "commander"
    return "wall"


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
