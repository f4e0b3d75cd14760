"""What the Gods of Titan sheets share: labels, the player's numbers, names of roles and outcomes.

>>> from referee.got.state import Player, Role
>>> scores(Player("Anna", Role.TITAN, "Rot", 1))
(Fraction(0, 1), 0, 0, 6)
"""

from __future__ import annotations

from fractions import Fraction

from referee.got.goals import victory_points
from referee.got.state import Player

LABELS: dict[str, tuple[str, str]] = {
    "points": ("Kampfpunkte", "Points"),
    "gems": ("Lebenssteine", "Gems"),
    "vp": ("Siegpunkte", "Victory points"),
    "tp": ("Titan-Stärke", "Titan power"),
    "pts": ("KP", "Pts"),
    "gms": ("LS", "Gems"),
    "vps": ("SP", "VP"),
    "tps": ("TS", "TP"),
    "role": ("Rolle", "Role"),
    "colour": ("Farbe", "Colour"),
    "titan": ("Titan-Spieler", "Titan player"),
    "darklord": ("Darklord", "Darklord"),
    "out": ("ausgeschieden", "out"),
    "phantom": ("Phantom", "Phantom"),
    "marker": ("Deckmärkchen", "Marker"),
    "land": ("Land", "Land"),
    "figures": ("Figuren", "Figures"),
    "size": ("Anz.", "Size"),
    "neutral": ("Neutrale Tower", "Neutral towers"),
    "none": ("—", "—"),
}

OUTCOMES: dict[str, tuple[str, str]] = {
    "flight": ("Flucht", "Flight"),
    "negotiated": ("Verhandlung", "Negotiated"),
    "concession-before": ("Aufgabe vor der Schlacht", "Conceded before the battle"),
    "concession-during": ("Aufgabe in der Schlacht", "Conceded during the battle"),
    "fought": ("Schlacht gewonnen", "Fought and won"),
    "mutual": ("Unentschieden (beide zerschlagen)", "Draw (both destroyed)"),
    "timeout": ("Zeit-Sieg des Verteidigers", "Time loss (defender wins)"),
}


def scores(p: Player) -> tuple[Fraction, int, int, int]:
    """(points, gems, victory points, Titan power) of one player (20, 26, 24.2)."""
    return p.points, p.gems, victory_points(p), p.titan_power


def role_label(p: Player, lang: str) -> str:
    de, en = LABELS[p.role.value]
    return en if lang == "en" else de


def figures(names: tuple[str, ...] | list[str]) -> str:
    """``Ogre ×2, Titan`` for a list of figure names (sorted, counted)."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if c == 1 else f"{n} ×{c}" for n, c in sorted(counts.items())) or "—"
