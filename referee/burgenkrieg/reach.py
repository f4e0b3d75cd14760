"""Reach of spells and effects, set by the front line (§ reichweite, § multiplayer).

A player may target what is in their own zones and in the enemy outer wall;
the enemy inner wall once one of their creatures has intruded into the enemy
outer wall or further; the opponent (hand, library, graveyard) and the
bodyguard zone's permanents once one has intruded into the enemy inner wall.
A commander targets nothing behind their own inner wall.  Untargeted and
global effects reach every zone; spells on the stack belong to no zone.

>>> from referee.burgenkrieg.events import PlayerSpec
>>> from referee.burgenkrieg.state import BkState
>>> s = BkState(players=(PlayerSpec(name="Ann", side="A"), PlayerSpec(name="Bob", side="B")),
...     values=(15, 10, 5, 5, 10, 15))
>>> reach(s, "Ann").value
('A.leibwache', 'A.innen', 'A.aussen', 'B.aussen')
"""

from __future__ import annotations

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import Role
from referee.burgenkrieg.state import BkState
from referee.core.verdict import Verdict

#: The target beyond the zones: the opponent and their hand, library and graveyard.
OPPONENT = "gegner"


def reach(state: BkState, player: str) -> Verdict[tuple[str, ...]]:
    """Zones (and ``"gegner"``) that ``player`` may name as targets."""
    p = state.player(player)
    fwd = z.forward(p.side)
    mine = [c.zone for c in state.creatures if c.controller == player]
    enemy_outer = z.rear(p.side) + len(z.AREAS) * fwd
    enemy_inner = enemy_outer + fwd
    # how far one of the player's creatures has got into the enemy castle (in steps forward)
    depth = max(((zone - enemy_outer) * fwd for zone in mine), default=-1)
    zones = [i for i in range(len(z.ZONE_NAMES)) if z.side_of(i) == p.side]
    if p.role is Role.COMMANDER:
        zones = [i for i in zones if z.area_of(i) != "leibwache"]
    zones.append(enemy_outer)
    why_de = ["eigene Gebiete und der gegnerische äußere Wall"]
    why_en = ["own zones and the enemy outer wall"]
    if depth >= 0:
        zones.append(enemy_inner)
        why_de.append("innerer Wall: eine Kreatur ist in den äußeren Wall eingedrungen")
        why_en.append("inner wall: a creature has intruded into the outer wall")
    names = [z.name(i) for i in sorted(zones)]
    if depth >= 1:
        names.append(z.name(enemy_inner + fwd))
        names.append(OPPONENT)
        why_de.append("Gegner und Leibwache: eine Kreatur ist in den inneren Wall eingedrungen")
        why_en.append("opponent and bodyguard: a creature has intruded into the inner wall")
    return Verdict(
        tuple(names),
        sections=("reichweite", "multiplayer") if state.team else ("reichweite",),
        why_de="; ".join(why_de),
        why_en="; ".join(why_en),
    )
