"""Lands of the masterboard as the scribe enters them: a terrain plus the table's own label.

The board itself is not in the rulebook (RULES-NOTES 4), so a land is whatever
the scribe names, e.g. ``Land(Terrain.BRUSH, "Brush 12")``; its terrain decides
recruiting (22.3), towers (25) and the board centre (8.6).

>>> Land.parse("brush:Brush 12")
Land(terrain=<Terrain.BRUSH: 'Brush'>, label='Brush 12')
>>> Land.parse("Mountains").label
'Mountains'
>>> Terrain.FORT.is_tower, Terrain.CITY.is_centre
(True, True)
"""

from __future__ import annotations

import dataclasses
import enum
import functools

from referee.core.errors import UnknownName
from referee.core.field import Field
from referee.got.sections import LANDS_SECTION


class Terrain(enum.Enum):
    """The 21 land types of 2.1/2.2 plus City and Dungeon (8.6) and the sea Whirl (9.2).

    What a terrain is (a tower, the centre, the sea ring) is asked for every army at every entry: each answer is kept
    on the member the first time (a member's hash is worked out in Python, so a look-up in a set of them is not cheap).
    """

    BRUSH = "Brush"
    PLAINS = "Plains"
    MARSH = "Marsh"
    VALLEY = "Valley"
    WOODS = "Woods"
    HILLS = "Hills"
    JUNGLE = "Jungle"
    DESERT = "Desert"
    SWAMP = "Swamp"
    HIGHLANDS = "Highlands"
    TUNDRA = "Tundra"
    MOUNTAINS = "Mountains"
    COAST = "Coast"
    SEA = "Sea"
    DARKLAND = "Darkland"
    WASTELAND = "Wasteland"
    TOWER = "Tower"
    RUIN = "Ruin"
    FORT = "Fort"
    CITYTOWER = "Citytower"
    DARKTOWER = "Darktower"
    CITY = "City"
    DUNGEON = "Dungeon"
    WHIRL = "Whirl"

    @functools.cached_property
    def is_tower(self) -> bool:
        """Tower lands (Tower-Länder, 9.3, 25): Tower, Ruin, Fort, Citytower, Darktower."""
        return self in _TOWERS

    @functools.cached_property
    def is_centre(self) -> bool:
        """City or Dungeon, the board centre (8.6)."""
        return self in (Terrain.CITY, Terrain.DUNGEON)

    @functools.cached_property
    def is_sea(self) -> bool:
        """Coast, Sea and Whirl belong to the outer sea ring (3.10, 27.4)."""
        return self in (Terrain.COAST, Terrain.SEA, Terrain.WHIRL)

    @functools.cached_property
    def is_labelled(self) -> bool:
        """Lands with a recruiting chart entry (beschriftete Felder, 8.4, 22.2)."""
        return not (self.is_tower or self.is_centre or self is Terrain.WHIRL)

    @classmethod
    def parse(cls, name: str) -> Terrain:
        found = _BY_NAME.get(name.strip().lower())
        if found is not None:
            return found
        raise UnknownName.of("Landart", "terrain", name, [t.value for t in cls], sections=(LANDS_SECTION,))


#: each terrain by its value and its name, in lower case
_BY_NAME = {**{t.name.lower(): t for t in Terrain}, **{t.value.lower(): t for t in Terrain}}
_TOWERS = frozenset(
    {Terrain.TOWER, Terrain.RUIN, Terrain.FORT, Terrain.CITYTOWER, Terrain.DARKTOWER}
)


@dataclasses.dataclass(frozen=True)
class Land:
    """A land of the board: its terrain and the label the table uses for it."""

    terrain: Terrain
    label: str

    @classmethod
    def parse(cls, text: str) -> Land:
        """``"TERRAIN:label"`` or just ``"TERRAIN"`` (the label is then the terrain name)."""
        terrain, sep, label = text.partition(":")
        t = Terrain.parse(terrain)
        return cls(t, label.strip() if sep and label.strip() else t.value)

    @functools.cached_property
    def key(self) -> str:
        """What identifies the land in a game: its label, case aside (see :mod:`referee.got.board`); computed once
        per land (a land is frozen)."""
        return self.label.strip().casefold()

    def __str__(self) -> str:
        """The label, with the terrain when the label does not say it: ``B12 (Brush)``, ``Fort 1``."""
        return self.label if self.label.startswith(self.terrain.value) else f"{self.label} ({self.terrain.value})"

#: the lands the set-up fixes (the land dialog's note)
SETUP_LANDS = Field("City, Dungeon und die Tower-Länder kennt die Partie seit dem Spielbeginn",
                    "The game knows the City, the Dungeon and the Tower lands from its start", ("5.4", "5.6"))
