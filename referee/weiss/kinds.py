"""Weiß Schwarz's option kinds: what an option enters (a ``StrEnum``, shown as its value)."""

from __future__ import annotations

import enum


class OptionKind(enum.StrEnum):
    ABILITY = "ability"
    ATTACK = "attack"
    BATTLE = "battle"
    CLIMAX = "climax"
    CLOCK = "clock"
    COUNTER = "counter"
    DAMAGE = "damage"
    DISCARD = "discard"
    DRAW = "draw"
    EFFECT_DAMAGE = "effect_damage"
    ENCORE = "encore"
    LEVEL_UP = "level_up"
    MOVE = "move"
    MULLIGAN = "mulligan"
    PHASE = "phase"
    PLAY = "play"
    SETUP = "setup"
