"""What the Gods of Titan sheets share: labels, the player's numbers, names of roles and outcomes.

>>> dora = ScoreLine("Dora", Role.DARKLORD, "Schwarz", False, Fraction(25, 2), 10, 20, None, ("element",))
>>> scores(dora), role_label(dora.role, "en")
((Fraction(25, 2), 10, 20, None), 'Darklord')
>>> outcome_word("concession-during", "en"), power_text(None)
('conceded during the battle', '—')
"""

from __future__ import annotations

from fractions import Fraction

from printouts.rounds import GameRecord
from referee.core.words import word_of
from referee.got.settle import Outcome
from referee.got.settle import outcome_name as settle_outcome_name
from referee.got.view import GotState, Role, ScoreLine
from referee.got.view import table_round as table_round  # the sheets' round of an entry

#: what the Gods of Titan printouts read of a game: its entries and the table after each (a ``Journal`` of Gods of
#: Titan, or an open game of the service)
GotRecord = GameRecord[GotState]

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

def scores(p: ScoreLine) -> tuple[Fraction, int, int, int | None]:
    """(points, gems, victory points, Titan power or None) of one player (20, 26, 24.2)."""
    return p.points, p.gems, p.victory_points, p.titan_power


def power_text(power: int | None) -> str:
    """A Titan power as printed: the number, or a dash for a player without a Titan."""
    return LABELS["none"][0] if power is None else str(power)


def outcome_name(outcome: str, lang: str) -> str:
    """A battle outcome (a ``referee.got.settle.Outcome`` value) as a sheet's heading names it."""
    name = outcome_word(outcome, lang)
    return name[:1].upper() + name[1:]


def outcome_word(outcome: str, lang: str) -> str:
    """The outcome inside a sentence, as the referee names it (:func:`referee.got.settle.outcome_name`)."""
    return settle_outcome_name(Outcome(outcome), lang)


def role_label(role: Role, lang: str) -> str:
    return word_of(LABELS, role.value, lang)


def figures(names: tuple[str, ...] | list[str]) -> str:
    """``Ogre ×2, Titan`` for a list of figure names (sorted, counted)."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if c == 1 else f"{n} ×{c}" for n, c in sorted(counts.items())) or "—"
