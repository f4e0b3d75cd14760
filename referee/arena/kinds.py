"""Titan – Die Arena's option kinds: what an option enters (a ``StrEnum``, shown as its value)."""

from __future__ import annotations

import enum


class OptionKind(enum.StrEnum):
    BID = "bid"
    CHIEF_REFEREE = "chief_referee"
    CLOSE_BIDDING = "close_bidding"
    DISCARD = "discard"
    END_TURN = "end_turn"
    OPEN_BET = "open_bet"
    OVERBID = "overbid"
    PASS = "pass"
    PLAY = "play"
    POWER = "power"
    REFEREE = "referee"
    REVEAL_SECRET = "reveal_secret"
    SECRET_BET = "secret_bet"
    SETUP = "setup"
    STALEMATE = "stalemate"
