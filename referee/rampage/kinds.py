"""Castle Rampage's option kinds: what an option enters (a ``StrEnum``, shown as its value)."""

from __future__ import annotations

import enum


class OptionKind(enum.StrEnum):
    ATTACK = "attack"
    DRAW = "draw"
    END_TURN = "end_turn"
    PLANT = "plant"
    PLAY = "play"
    REINFORCE = "reinforce"
    SETUP = "setup"
    TOPPLE = "topple"
