"""The six zones of the battlefield and their start values (§ spielidee, § multiplayer; ``data/rules.toml``).

The zones lie in a row from side A's bodyguard to side B's bodyguard; the
index grows towards B.  "Forward" is towards the enemy.

>>> index("A.aussen"), index("B.aussen"), name(5)
(2, 3, 'B.leibwache')
>>> forward("A"), forward("B")
(1, -1)
>>> start_value(index("A.innen"), team=False), start_value(index("A.innen"), team=True)
(10, 15)
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.burgenkrieg.rules import RULES
from referee.core.errors import UnknownName
from referee.core.refusal import refuse
from referee.core.words import word_of

SIDES = ("A", "B")
#: Areas of one side from the rear to the front (Leibwache, innerer/äußerer Schutzwall).
AREAS = ("leibwache", "innen", "aussen")
#: Zone names in row order.
ZONE_NAMES: tuple[str, ...] = (
    "A.leibwache", "A.innen", "A.aussen", "B.aussen", "B.innen", "B.leibwache",
)

LORD_LIFE = RULES.zones.lord_life  # § spielidee: bodyguard zone / the lord, 15 life
INNER_WALL_DP = RULES.zones.inner_wall  # § spielidee
OUTER_WALL_DP = RULES.zones.outer_wall  # § spielidee
COMMANDER_LIFE = RULES.zones.commander_life  # § multiplayer: on the inner wall instead of its defence points
REBUILD_POWER = RULES.rebuild.power_per_point  # § wiederaufbau: 1 point per 3 total power

_START = {"leibwache": LORD_LIFE, "innen": INNER_WALL_DP, "aussen": OUTER_WALL_DP}


#: the areas of a castle side in words (German, English)
AREA_WORDS: dict[str, tuple[str, str]] = {
    "leibwache": ("Leibwache", "Bodyguard"),
    "innen": ("Innerer Schutzwall", "Inner wall"),
    "aussen": ("Äußerer Schutzwall", "Outer wall"),
}


def zone_word(zone: str, lang: str = "de") -> str:
    """A zone in words: ``zone_word("A.innen") == "Innerer Schutzwall A"`` (``"Inner wall A"``); a name
    that is no zone as it is."""
    side, _, area = zone.partition(".")
    if area not in AREA_WORDS:
        return zone
    return f"{word_of(AREA_WORDS, area, lang)} {side}"


def index(zone: str) -> int:
    """Row index of a zone name like ``"A.aussen"``; unknown names raise :class:`UnknownName`."""
    if zone not in ZONE_NAMES:
        refuse("burgenkrieg.zones.unknown_zone", UnknownName.of("Gebiet", "zone", zone, ZONE_NAMES, sections=("spielidee",)))
    return ZONE_NAMES.index(zone)


def name(idx: int) -> str:
    return ZONE_NAMES[idx]


def side_of(idx: int) -> str:
    """The side whose castle the zone belongs to."""
    return "A" if idx < len(AREAS) else "B"


def wall_value(values: Sequence[int], side: str, idx: int) -> int:
    """What an attack of ``side`` on zone ``idx`` must get through (the zones' points ``values``): 0 for an own
    zone."""
    return 0 if side_of(idx) == side else values[idx]


def area_of(idx: int) -> str:
    return ZONE_NAMES[idx].split(".")[1]


def forward(side: str) -> int:
    """Index step towards the enemy for ``side``."""
    return 1 if side == "A" else -1


def other(side: str) -> str:
    return "B" if side == "A" else "A"


def rear(side: str, *, commander: bool = False) -> int:
    """The rearmost zone a player may use: bodyguard, or the inner wall for a commander."""
    base = 0 if side == "A" else len(ZONE_NAMES) - 1
    return base + forward(side) if commander else base


def behind(side: str, idx: int, *, commander: bool) -> bool:
    """Whether zone ``idx`` lies behind the rearmost zone a player of ``side`` may bring creatures to or
    act on (§ multiplayer: a commander's is the own inner wall, so the bodyguard zone lies behind it).

    >>> behind("A", 0, commander=True), behind("A", 1, commander=True), behind("A", 0, commander=False)
    (True, False, False)
    >>> behind("B", 5, commander=True), behind("B", 0, commander=True)
    (True, False)
    """
    return (idx - rear(side, commander=commander)) * forward(side) < 0


def start_value(idx: int, *, team: bool) -> int:
    """Life or defence points a zone starts with."""
    area = area_of(idx)
    if team and area == "innen":
        return COMMANDER_LIFE
    return _START[area]


def adjacent(idx: int) -> tuple[int, ...]:
    """The next zone forward and back (§ kampf: attacks reach only these)."""
    return tuple(i for i in (idx - 1, idx + 1) if 0 <= i < len(ZONE_NAMES))
