"""Titan – Die Arena's interpretations as its rules read them: a :class:`Reading` each (``state.reading(Cls)``)."""

from __future__ import annotations

from referee.core.interpretation import Reading


class BidSpectator(Reading):
    """Spectator fulfils the start bid (``arena.bid_spectator``)."""

    __interpretation__ = "arena.bid_spectator"
    YES = "yes"
    NO = "no"


class FinalTie(Reading):
    """Tie at the end (``arena.final_tie``)."""

    __interpretation__ = "arena.final_tie"
    LAST_TURN = "last_turn"
    SHARED = "shared"


class RefereeTurn(Reading):
    """Turn with a normal referee (``arena.referee_turn``)."""

    __interpretation__ = "arena.referee_turn"
    DRAW = "draw"
    NO_DRAW = "no_draw"


class StalemateColumn(Reading):
    """Stalemate: which column becomes the deck (``arena.stalemate_column``)."""

    __interpretation__ = "arena.stalemate_column"
    FIRST = "first"
    CURRENT = "current"
