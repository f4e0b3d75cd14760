"""Battle settlement (Abrechnung von Kämpfen, 20; Titan destroyed, 24.8).

The winner scores the value of the beaten army (20.3) and 10 gems per beaten
figure; flight and negotiation give the loser 5 gems per figure (both numbers in
``data/prices.toml``); flight gives
the winner half the value; a draw and a time loss give nothing (20.4, 11.8).
Half points are kept exactly as fractions (RULES-NOTES 2).

>>> a = award(Outcome.FLIGHT, parse_figures("Ogre,Lion,Troll"))
>>> a.points, a.gems_winner, a.gems_loser
(Fraction(43, 2), 15, 15)
>>> award(Outcome.FOUGHT, parse_figures("Titan:9,Angel")).points
Fraction(60, 1)
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from fractions import Fraction

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.core.words import word_of
from referee.got.catalog import FigureClass, catalog
from referee.got.gods import GodStep, gods_reached
from referee.got.numbers import NUMBERS
from referee.got.sections import TIME_LOSS_SECTION
from referee.got.values import FigureSpec, parse_figures, titan_power, value_of

__all__ = ["DRAWS", "OUTCOME_NAMES", "Award", "ConcessionRule", "Outcome", "Settlement", "award", "outcome_name", "parse_figures",
           "settle"]


class Outcome(enum.Enum):
    """How a battle ended (10.1, 20.4)."""

    FLIGHT = "flight"  # Flucht, 10.4
    NEGOTIATED = "negotiated"  # Verhandlung, 10.5
    CONCESSION_BEFORE = "concession-before"  # Aufgabe nach dem Aufdecken, vor der Schlacht, 10.6
    CONCESSION_DURING = "concession-during"  # Aufgabe während der Schlacht, 10.6
    FOUGHT = "fought"  # ausgefochtener Sieg, 20.4
    MUTUAL = "mutual"  # Unentschieden in der Schlacht: beide Armeen zerschlagen, 20.4
    TIMEOUT = "timeout"  # nach 7 Kampfrunden, 11.8
    NEGOTIATED_DRAW = "negotiated-draw"  # Verhandlung: beide Armeen werden zerschlagen, 10.5
    CONCESSION_BOTH_BEFORE = "concession-both-before"  # beide geben vor der Schlacht auf, 10.6
    CONCESSION_BOTH_DURING = "concession-both-during"  # beide geben in der Schlacht auf, 10.6


#: the draws: both armies destroyed, nobody wins, nothing for the battle itself (10.5, 10.6, 20.4)
DRAWS = frozenset({Outcome.MUTUAL, Outcome.NEGOTIATED_DRAW, Outcome.CONCESSION_BOTH_BEFORE,
                   Outcome.CONCESSION_BOTH_DURING})


#: how an outcome reads in the history, on the sheets and in the dialogs: (German, English inside a sentence)
OUTCOME_NAMES: dict[Outcome, tuple[str, str]] = {
    Outcome.FLIGHT: ("Flucht", "flight"),
    Outcome.NEGOTIATED: ("Verhandlung", "negotiated"),
    Outcome.CONCESSION_BEFORE: ("Aufgabe vor der Schlacht", "conceded before the battle"),
    Outcome.CONCESSION_DURING: ("Aufgabe in der Schlacht", "conceded during the battle"),
    Outcome.FOUGHT: ("Schlacht gewonnen", "fought and won"),
    Outcome.MUTUAL: ("Unentschieden in der Schlacht (beide zerschlagen)", "draw in the battle (both destroyed)"),
    Outcome.TIMEOUT: ("Zeit-Sieg des Verteidigers", "time loss (defender wins)"),
    Outcome.NEGOTIATED_DRAW: ("Verhandlung: Unentschieden (beide zerschlagen)", "negotiated draw (both destroyed)"),
    Outcome.CONCESSION_BOTH_BEFORE: ("Beide geben vor der Schlacht auf: Unentschieden",
                                     "both concede before the battle: draw"),
    Outcome.CONCESSION_BOTH_DURING: ("Beide geben in der Schlacht auf: Unentschieden",
                                     "both concede during the battle: draw"),
}


def outcome_name(outcome: Outcome, lang: str = "de") -> str:
    """The words for ``outcome``: ``outcome_name(Outcome.FLIGHT, "en") == "flight"``."""
    return word_of(OUTCOME_NAMES, outcome, lang)


class ConcessionRule(enum.Enum):
    """Choices of interpretation ``got.concession_award`` (RULES-NOTES 1: 20.3 vs 20.4)."""

    HALVED_BEFORE_BATTLE = "halved-before-battle"
    ALWAYS_HALVED = "always-halved"
    ALWAYS_FULL = "always-full"


OUTCOME_SECTIONS: dict[Outcome, tuple[str, ...]] = {
    Outcome.FLIGHT: ("10.4", "20.3", "20.4"),
    Outcome.NEGOTIATED: ("10.5", "20.3", "20.4"),
    Outcome.CONCESSION_BEFORE: ("10.6", "20.3", "20.4"),
    Outcome.CONCESSION_DURING: ("10.6", "20.3", "20.4"),
    Outcome.FOUGHT: ("20.3", "20.4"),
    Outcome.MUTUAL: ("20.4", "24.8"),
    Outcome.TIMEOUT: ("11.8", "20.4"),
    Outcome.NEGOTIATED_DRAW: ("10.5", "20.4", "24.8"),
    Outcome.CONCESSION_BOTH_BEFORE: ("10.6", "20.4", "24.8"),
    Outcome.CONCESSION_BOTH_DURING: ("10.6", "20.4", "24.8"),
}


@dataclasses.dataclass(frozen=True)
class Award:
    """What a battle gives: points and gems of the winner, gems of the loser, and why."""

    points: Fraction
    gems_winner: int
    gems_loser: int
    sections: tuple[str, ...]
    halved: bool = False


def award(
    outcome: Outcome,
    loser: Sequence[FigureSpec],
    *,
    removed: Sequence[FigureSpec] = (),
    concession: ConcessionRule = ConcessionRule.HALVED_BEFORE_BATTLE,
) -> Award:
    """Points and gems for a battle whose beaten army was ``loser`` (20.3, 20.4).

    ``removed`` are the figures taken from the game because a Titan or Phantom was
    destroyed (the rest of its army and all other armies of that player): the
    destroyer scores half their value and 5 gems each, even in a draw (24.8).
    """
    n = len(loser)
    value = value_of(loser)
    killed, yielded = NUMBERS.gems.per_figure_killed, NUMBERS.gems.per_figure_yielded
    sections = OUTCOME_SECTIONS[outcome]
    halved = False
    if outcome is Outcome.FLIGHT:
        masters = [s.name for s in loser if catalog().figure(s.name).klass is FigureClass.MASTER]
        if masters:
            refuse("got.settle.army_master_cannot_flee", RuleViolation(
                f"Eine Armee mit Herrscher ({', '.join(masters)}) kann nicht fliehen.",
                f"An army with a master ({', '.join(masters)}) cannot flee.",
                sections=("10.4",),
            ))
        points, gems_w, gems_l = value / 2, yielded * n, yielded * n
    elif outcome is Outcome.NEGOTIATED:
        points, gems_w, gems_l = value, killed * n, yielded * n
    elif outcome in (Outcome.CONCESSION_BEFORE, Outcome.CONCESSION_DURING):
        halved = concession is ConcessionRule.ALWAYS_HALVED or (
            concession is ConcessionRule.HALVED_BEFORE_BATTLE and outcome is Outcome.CONCESSION_BEFORE
        )
        points, gems_w, gems_l = (value / 2, killed * n // 2, 0) if halved else (value, killed * n, 0)
    elif outcome is Outcome.FOUGHT:
        points, gems_w, gems_l = value, killed * n, 0
    else:  # a draw, a time loss: nothing for the battle itself
        points, gems_w, gems_l = Fraction(0), 0, 0
    if removed:
        if outcome is Outcome.TIMEOUT:
            refuse("got.settle.time_loss_destroys", RuleViolation(
                "Nach einem Zeit-Sieg wird kein Titan vernichtet.",
                "A time loss destroys no Titan.",
                sections=(TIME_LOSS_SECTION, STANDING_SECTION),
            ))
        points += value_of(removed) / 2
        gems_w += yielded * len(removed)
        sections = (*sections, "24.8")
    return Award(points, gems_w, gems_l, sections, halved)


@dataclasses.dataclass(frozen=True)
class Settlement:
    """A full settlement as the scribe enters it: award, new score, Titan power, gods."""

    award: Award
    score_before: Fraction
    score_after: Fraction
    titan_power_before: int
    titan_power_after: int
    gods: tuple[GodStep, ...]

    @property
    def sections(self) -> tuple[str, ...]:
        extra = ("24.2",) + (("21.1", "21.3") if self.gods else ())
        return tuple(dict.fromkeys((*self.award.sections, *extra)))


def settle(
    outcome: Outcome,
    loser: Sequence[FigureSpec],
    *,
    winner_score: Fraction | int = 0,
    removed: Sequence[FigureSpec] = (),
    concession: ConcessionRule = ConcessionRule.HALVED_BEFORE_BATTLE,
) -> Settlement:
    """Award, score before/after, Titan power before/after and gods reached (20, 21, 24.2)."""
    before = Fraction(winner_score)
    if before < 0:
        refuse("got.settle.points_cannot_negative", InvalidInput(
            f"Kampfpunkte können nicht negativ sein ({winner_score}).",
            f"Points cannot be negative ({winner_score}).",
            sections=("20.2",),
        ))
    if not loser and outcome not in (*DRAWS, Outcome.TIMEOUT):
        refuse("got.settle.beaten_army_no_figures", InvalidInput(
            "Die geschlagene Armee hat keine Figuren.", "The beaten army has no figures.", sections=("20.1",)
        ))
    a = award(outcome, loser, removed=removed, concession=concession)
    after = before + a.points
    return Settlement(a, before, after, titan_power(before), titan_power(after), gods_reached(before, after))

#: the loser's figures still standing when its Titan fell for good (the section the app shows)
STANDING_SECTION = "24.8"
#: what conceding gives (the battle odds' line "Aufgabe jetzt")
CONCEDING = Field("Aufgabe jetzt", "Conceding now", ("10.6", "20.4"))

#: settling a battle: points, gods, Titans (the section the app shows)
SETTLE_CHAPTERS = ("20", "21", "24")
