"""Burgenkrieg's interpretations as its rules read them: a :class:`Reading` each (``state.reading(Cls)``)."""

from __future__ import annotations

from referee.core.interpretation import Reading


class Blockers(Reading):
    """Who may block (``burgenkrieg.blockers``)."""

    __interpretation__ = "burgenkrieg.blockers"
    ATTACKED_ZONE = "attacked_zone"
    ANY = "any"


class CardTexts(Reading):
    """Card texts (``burgenkrieg.card_texts``)."""

    __interpretation__ = "burgenkrieg.card_texts"
    SCRIBE = "scribe"
    ENTERED = "entered"


class SickTapping(Reading):
    """Tapping summoning-sick creatures (``burgenkrieg.sick_tapping``)."""

    __interpretation__ = "burgenkrieg.sick_tapping"
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
