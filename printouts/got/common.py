"""What the Gods of Titan sheets share: labels, the player's numbers, names of roles and outcomes.

>>> from referee.got.state import GotState, Player, Role
>>> anna, dora = Player("Anna", Role.TITAN, "Rot", 1), Player("Dora", Role.DARKLORD, "Schwarz", 4)
>>> table = GotState(started=True, players=(anna, dora))
>>> scores(anna, table), scores(dora, table)
((Fraction(0, 1), 0, 0, 6), (Fraction(0, 1), 0, 0, None))
>>> outcome_word("concession-during", "en"), power_text(None)
('conceded during the battle', '—')
"""

from __future__ import annotations

from fractions import Fraction

from printouts.rounds import GameRecord
from referee.core.words import word_of
from referee.got.goals import victory_points
from referee.got.settle import Outcome
from referee.got.settle import outcome_name as settle_outcome_name
from referee.got.state import GotState, Player

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

def table_round(state: GotState) -> int | None:
    """The round the table is in (27.1); None before the set-up."""
    return state.round if state.started else None


def titan_power_of(state: GotState, p: Player) -> int | None:
    """The power of the player's Titan or Dark-Titan (24.2, 16.5); None when the player has neither.

    As the engine counts the Titans still in the game for the God's life (16.5,
    ``referee.got.endgame.current_god_life``): a Titan player until the Titan is beaten for the
    Phantom (24.4) or the player is out; the Darklord only once the Dark-Titan has appeared (23.7) —
    until then he leads the Dark-Phantom, not a Titan (23.1).
    """
    return p.titan_power if state.has_titan(p) else None


def scores(p: Player, state: GotState) -> tuple[Fraction, int, int, int | None]:
    """(points, gems, victory points, Titan power or None) of one player at ``state`` (20, 26, 24.2)."""
    return p.points, p.gems, victory_points(p), titan_power_of(state, p)


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


def role_label(p: Player, lang: str) -> str:
    return word_of(LABELS, p.role.value, lang)


def figures(names: tuple[str, ...] | list[str]) -> str:
    """``Ogre ×2, Titan`` for a list of figure names (sorted, counted)."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return ", ".join(n if c == 1 else f"{n} ×{c}" for n, c in sorted(counts.items())) or "—"
