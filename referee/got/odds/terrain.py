"""Terrain of a strike: the hazard under a figure and the hexside between two figures (12.7).

The scribe enters what the battleland shows (RULES-NOTES 4: the maps are not in
the rulebook); the odds never derive terrain from a map.

>>> parse_hazard("Gestrüpp"), parse_hexside("slope-down").reverse()
(<Hazard.BRAMBLE: 'bramble'>, <Hexside.SLOPE_UP: 'slope-up'>)
"""

from __future__ import annotations

import enum

from referee.core.errors import UnknownName


class Hazard(enum.StrEnum):
    """A hazard hex (Hazard-Feld) of table 12.7."""

    PLAIN = "plain"  # Ebene
    TREE = "tree"  # Baum
    SAND = "sand"  # Sand
    BOG = "bog"  # Moor
    BRAMBLE = "bramble"  # Gestrüpp
    FOG = "fog"  # Nebel
    HEDGE = "hedge"  # Hecke
    DRIFT = "drift"  # Treibsand
    VOLCANO = "volcano"  # Vulkan
    BEACH = "beach"  # Strand
    WATER = "water"  # Wasser
    DARKNESS = "darkness"  # Dunkelheit
    CLOUD = "cloud"  # Wolke


class Hexside(enum.StrEnum):
    """The hexside (Hazard-Kante) a melee strike crosses, seen from the striker (12.7)."""

    NONE = "none"
    SLOPE_DOWN = "slope-down"  # Hang hinunter
    SLOPE_UP = "slope-up"  # Hang hinauf
    WALL_DOWN = "wall-down"  # Mauer hinunter
    WALL_UP = "wall-up"  # Mauer hinauf
    DUNE_DOWN = "dune-down"  # Düne hinunter
    DUNE_UP = "dune-up"  # Düne hinauf
    CLIFF = "cliff"  # Klippe

    def reverse(self) -> Hexside:
        """The same hexside seen from the other figure (the strike-back goes the other way)."""
        flip = {"down": "up", "up": "down"}
        if "-" not in self.value:
            return self
        kind, way = self.value.split("-")
        return Hexside(f"{kind}-{flip[way]}")


_HAZARD_ALIASES = {
    "ebene": Hazard.PLAIN, "baum": Hazard.TREE, "moor": Hazard.BOG,
    "gestrüpp": Hazard.BRAMBLE, "gestruepp": Hazard.BRAMBLE, "brambles": Hazard.BRAMBLE,
    "nebel": Hazard.FOG, "hecke": Hazard.HEDGE, "treibsand": Hazard.DRIFT,
    "vulkan": Hazard.VOLCANO, "strand": Hazard.BEACH, "wasser": Hazard.WATER,
    "dunkelheit": Hazard.DARKNESS, "wolke": Hazard.CLOUD, "": Hazard.PLAIN,
}
_HEXSIDE_ALIASES = {
    "hang-hinunter": Hexside.SLOPE_DOWN, "hang-hinauf": Hexside.SLOPE_UP,
    "mauer-hinunter": Hexside.WALL_DOWN, "mauer-hinauf": Hexside.WALL_UP,
    "düne-hinunter": Hexside.DUNE_DOWN, "düne-hinauf": Hexside.DUNE_UP,
    "duene-hinunter": Hexside.DUNE_DOWN, "duene-hinauf": Hexside.DUNE_UP,
    "klippe": Hexside.CLIFF, "keine": Hexside.NONE, "": Hexside.NONE,
}


def parse_hazard(text: str | Hazard) -> Hazard:
    """A hazard from its English or German name (12.7)."""
    if isinstance(text, Hazard):
        return text
    key = text.strip().lower()
    if key in _HAZARD_ALIASES:
        return _HAZARD_ALIASES[key]
    try:
        return Hazard(key)
    except ValueError:
        known = [h.value for h in Hazard] + [k for k in _HAZARD_ALIASES if k]
        raise UnknownName.of("Hazard", "hazard", text, known, sections=("12.7",)) from None


def parse_hexside(text: str | Hexside) -> Hexside:
    """A hexside with direction, e.g. ``slope-down`` or ``Mauer-hinauf`` (12.7)."""
    if isinstance(text, Hexside):
        return text
    key = text.strip().lower().replace(" ", "-").replace("_", "-")
    if key in _HEXSIDE_ALIASES:
        return _HEXSIDE_ALIASES[key]
    try:
        return Hexside(key)
    except ValueError:
        known = [h.value for h in Hexside] + [k for k in _HEXSIDE_ALIASES if k]
        raise UnknownName.of("Hazard-Kante", "hexside", text, known, sections=("12.7",)) from None
