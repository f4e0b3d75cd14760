"""Gods of Titan's option kinds: what an option enters (a ``StrEnum``, shown as its value)."""

from __future__ import annotations

import enum


class OptionKind(enum.StrEnum):
    ABILITY = "ability"
    ARMY_BLOCKED = "army_blocked"
    BATTLE = "battle"
    BATTLE_ENDED = "battle_ended"
    BATTLE_OPENED = "battle_opened"
    BATTLE_ROUND = "battle_round"
    BATTLE_TELEPORT = "battle_teleport"
    BENEFITS = "benefits"
    CALL_GOD = "call_god"
    DARKEN = "darken"
    END_BATTLE = "end_battle"
    END_BATTLE_CONCEDED = "end_battle_conceded"
    END_BATTLE_ENDED = "end_battle_ended"
    END_BATTLE_ROUND = "end_battle_round"
    END_TURN = "end_turn"
    FIGHT = "fight"
    FIGURE_VALUES = "figure_values"
    FREE_MARKER = "free_marker"
    MOVEMENT = "movement"
    RECRUIT = "recruit"
    REINFORCE = "reinforce"
    RESIGN = "resign"
    RESTORE_TITAN = "restore_titan"
    REVEAL = "reveal"
    REVEAL_FREE_MARKER = "reveal_free_marker"
    SPELL = "spell"
    SPY = "spy"
    TELEPORT = "teleport"
