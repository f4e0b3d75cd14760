"""Burgenkrieg's option kinds: what an option enters (a ``StrEnum``, shown as its value)."""

from __future__ import annotations

import enum


class OptionKind(enum.StrEnum):
    ASSASSINATE = "assassinate"
    ATTACK = "attack"
    CAST = "cast"
    COUNTS = "counts"
    CREATURE_ENTERS = "creature_enters"
    FORCED_ADVANCE = "forced_advance"
    MOVE = "move"
    PERMANENT_ENTERS = "permanent_enters"
    PERMANENT_LEAVES = "permanent_leaves"
    PHASE = "phase"
    REACH = "reach"
    REBUILD = "rebuild"
    SETUP = "setup"
    TURN = "turn"
