"""What a player's tallies can be in any game, so that a correction stays within the rules (28.3).

The bounds are data with their sections (``data/prices.toml``, ``[bounds]``): combat points are never below 0
(24.2) and whole or half (an award halves a whole value at most once, 20.3, 20.4, 24.8), gems never below 0
(20.2), victory points between 0 and 100 (26.1) — and only a sum some of the player's 14 goals give (26.3,
26.4). A correction that would leave them is refused, naming the bound's section.

>>> from referee.got.state import Player, Role
>>> anna = Player("Anna", Role.TITAN, "Rot", 1)
>>> 45 in reachable_victory_points(anna), 48 in reachable_victory_points(anna), max(reachable_victory_points(anna))
(True, False, 100)
"""

from __future__ import annotations

import functools
from fractions import Fraction

from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got.catalog import PlayerRole, catalog
from referee.got.goals import victory_points
from referee.got.numbers import NUMBERS
from referee.got.sections import CORRECTION_SECTION, DARKLORD_GOALS_SECTION, TITAN_GOALS_SECTION
from referee.got.state import Player, Role


@functools.cache
def _sums(role: PlayerRole) -> frozenset[int]:
    sums = {0}
    for goal in catalog().victory_goals(role):
        sums |= {s + goal.points for s in sums}
    return frozenset(sums)


def reachable_victory_points(p: Player) -> frozenset[int]:
    """Every total of victory points some of the player's 14 goals give (26.1, 26.3 or 26.4)."""
    return _sums(PlayerRole.TITAN if p.role is Role.TITAN else PlayerRole.DARKLORD)


def _sections(name: str) -> tuple[str, ...]:
    return (*NUMBERS.section("bounds", name), CORRECTION_SECTION)


def _number(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def check_tallies(p: Player, *, points: bool = True, gems: bool = True, vp: bool = True) -> None:
    """Refuse a player's tallies no game could reach, naming the bound's section (see the module); only those
    named (a correction judges what it changes: a figure put back does not wait for the points)."""
    b = NUMBERS.bounds
    if points:
        _check_points(p)
    if gems and p.gems < b.gems_min:
        refuse("got.bounds.gems_would_not_stay",
               RuleViolation(f"Lebenssteine von {p.name} blieben nicht ≥ {b.gems_min} ({p.gems}).",
                             f"{p.name}'s gems would not stay ≥ {b.gems_min} ({p.gems}).", sections=_sections("gems_min")))
    if vp:
        _check_victory_points(p)


def _check_points(p: Player) -> None:
    b = NUMBERS.bounds
    if p.points < b.points_min:
        refuse("got.bounds.points_would_not_stay",
               RuleViolation(f"Kampfpunkte von {p.name} blieben nicht ≥ {b.points_min} ({_number(p.points)}).",
                             f"{p.name}'s points would not stay ≥ {b.points_min} ({_number(p.points)}).",
                             sections=_sections("points_min")))
    if (p.points * b.points_halves).denominator != 1:
        refuse("got.bounds.points_whole_or_half",
               RuleViolation(f"Kampfpunkte sind ganze oder halbe Zahlen, nicht {_number(p.points)} ({p.name}).",
                             f"Points are whole or half numbers, not {_number(p.points)} ({p.name}).",
                             sections=_sections("points_halves")))


def _check_victory_points(p: Player) -> None:
    b = NUMBERS.bounds
    vp = victory_points(p)
    if vp < b.victory_points_min:
        refuse("got.bounds.victory_points_stay",
               RuleViolation(f"Siegpunkte bleiben ≥ {b.victory_points_min} ({vp}).",
                             f"Victory points stay ≥ {b.victory_points_min} ({vp}).", sections=_sections("victory_points_min")))
    if vp > b.victory_points_max:
        refuse("got.bounds.victory_points_goals",
               RuleViolation(f"{vp} Siegpunkte für {p.name}: die 14 Ziele geben zusammen {b.victory_points_max}.",
                             f"{vp} victory points for {p.name}: the 14 goals total {b.victory_points_max}.",
                             sections=_sections("victory_points_max")))
    elif vp >= b.victory_points_min and vp not in reachable_victory_points(p):
        table = TITAN_GOALS_SECTION if p.role is Role.TITAN else DARKLORD_GOALS_SECTION
        refuse("got.bounds.victory_points_no_sum",
               RuleViolation(f"{vp} Siegpunkte für {p.name}: keine Summe der Ziele der Tabelle ergibt sie.",
                             f"{vp} victory points for {p.name}: no sum of the table's goals gives them.",
                             sections=(table, *_sections("victory_points_max"))))
