"""Weiß Schwarz's interpretations as its rules read them: a :class:`Reading` each (``state.reading(Cls)``)."""

from __future__ import annotations

from referee.core.interpretation import Reading


class ClimaxEffect(Reading):
    """What a climax does (``weiss.climax_effect``)."""

    __interpretation__ = "weiss.climax_effect"
    ALL_CHARACTERS = "all_characters"
    ENTERED = "entered"


class Level0Colour(Reading):
    """Colour of level-0 cards (``weiss.level0_colour``)."""

    __interpretation__ = "weiss.level0_colour"
    SEED = "seed"
    EXCEPTION = "exception"


class SideAttackLevel(Reading):
    """What a side attack subtracts (``weiss.side_attack_level``)."""

    __interpretation__ = "weiss.side_attack_level"
    PLAYER = "player"
    CHARACTER = "character"
