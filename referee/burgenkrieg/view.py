"""JSON-ready views of a Burgenkrieg state: ``summary`` and the legal ``options``.

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
from referee.burgenkrieg.engine import attack_targets, entry_zones, move_targets
from referee.burgenkrieg.events import Phase, Role
from referee.burgenkrieg.reach import reach
from referee.burgenkrieg.state import BkState
from referee.burgenkrieg.zones import REBUILD_POWER


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


def options(state: BkState, lang: str = "de") -> dict[str, Any]:
    """What may be entered now, each with the sections it rests on."""
    out: list[dict[str, Any]] = []
    if not state.started:
        return {"options": [{"kind": "setup", "sections": ["spielidee", "multiplayer"]}]}
    if state.winner is not None:
        return {"options": [], "winner": state.winner}
    for p in state.players:
        if p.name in state.inactive:
            continue
        out.append({"kind": "creature_enters", "player": p.name,
                    "zones": [z.name(i) for i in entry_zones(state, p.name)],
                    "sections": ["kreaturen"] + (["multiplayer"] if p.role is Role.COMMANDER else [])})
        r = reach(state, p.name)
        out.append({"kind": "reach", "player": p.name, "targets": list(r.value), "why": r.why(lang),
                    "sections": list(r.sections)})
        for zone in range(len(z.ZONE_NAMES)):
            if z.side_of(zone) != p.side:
                continue
            mine = [c for c in state.in_zone(zone) if c.controller == p.name and not c.tapped]
            power = sum(c.power for c in mine)
            for intruder in state.enemies_in(p.side, zone):
                if power >= intruder.toughness:
                    out.append({"kind": "assassinate", "player": p.name, "intruder": intruder.id,
                                "creatures": [c.id for c in mine], "max_damage": power // intruder.toughness,
                                "sections": ["meucheln"]})
            if (state.active == p.name and state.phase is Phase.UPKEEP and z.area_of(zone) != "leibwache"
                    and not state.enemies_in(p.side, zone) and power >= REBUILD_POWER
                    and state.values[zone] < z.start_value(zone, team=state.team)):
                gain = min(power // REBUILD_POWER, z.start_value(zone, team=state.team) - state.values[zone])
                out.append({"kind": "rebuild", "player": p.name, "zone": z.name(zone),
                            "creatures": [c.id for c in mine], "max_points": gain,
                            "sections": ["wiederaufbau"]})
    for c in state.creatures:
        if c.controller != state.active or c.tapped:
            continue
        if state.phase in (Phase.MAIN, Phase.MAIN2) and not c.sick:
            targets = move_targets(state, c)
            if targets:
                out.append({"kind": "move", "creature": c.id, "zones": [z.name(i) for i in targets],
                            "sections": ["bewegung"]})
        if state.phase is Phase.COMBAT and (not c.sick or c.haste):
            targets = attack_targets(state, c)
            if targets:
                out.append({"kind": "attack", "creature": c.id, "zones": [z.name(i) for i in targets],
                            "walls": [state.wall_value(state.side(c.controller), i) for i in targets],
                            "sections": ["kampf"]})
            else:
                out.append({"kind": "forced_advance", "creature": c.id,
                            "note": "nur wenn zum Angriff gezwungen" if lang == "de"
                            else "only when forced to attack", "sections": ["sonstiges"]})
    return {"active": state.active, "phase": state.phase.value if state.phase else None, "options": out}
