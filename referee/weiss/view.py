"""The JSON-ready view of a Weiß Schwarz state: ``summary`` (the options, with the exact odds of a
pending damage, are :mod:`referee.weiss.options`).

>>> from referee.weiss.engine import WeissEngine
>>> from referee.weiss.events import Setup
>>> from referee.weiss.sample import sample_deck
>>> s = WeissEngine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
>>> summary(s)["players"][0]["deck"], summary(s)["phase"]
(50, 'vorbereitung')
"""

from __future__ import annotations

from typing import Any

from referee.core.view import Header, Standing
from referee.weiss.state import SLOTS, Side, WsState


def _side(side: Side) -> dict[str, Any]:
    return {
        "name": side.name,
        "deck": len(side.deck),
        "deck_climaxes": side.climaxes_in(side.deck),
        "hand": list(side.hand),
        "clock": list(side.clock),
        "level": list(side.level),
        "stock": len(side.stock),
        "waiting": list(side.waiting),
        "stage": {slot: ({"card": s.card, "mode": s.mode.value} if s else None)
                  for slot, s in zip(SLOTS, side.stage, strict=True)},
        "climax": side.climax,
        "total": side.total(),
    }


def header(state: WsState, lang: str = "de") -> Header:
    """Turn, the active player, the phase, each player's level and clock (level 4 loses), the winner."""
    level, clock = ("level", "clock") if lang == "en" else ("Stufe", "Uhr")
    return Header(
        round=state.turn, to_move=state.sides[state.active].name if state.sides and not state.winner else None,
        phase=state.phase.word(lang) if state.phase else None, players=tuple(s.name for s in state.sides),
        standings=tuple(Standing(s.name, f"{s.name}: {level} {len(s.level)}, {clock} {len(s.clock)}") for s in state.sides),
        winners=(state.winner,) if state.winner else (), ended=bool(state.winner))


def summary(state: WsState, lang: str = "de") -> dict[str, Any]:
    """Both players' zones, phase, turn, the attack in progress and the winner."""
    atk = state.attack
    return {
        "game": "weiss",
        "settings": dict(state.settings),
        "phase": state.phase.value if state.phase else None,
        "turn": state.turn,
        "active": state.sides[state.active].name if state.sides else None,
        "players": [_side(s) for s in state.sides],
        "attack": None if atk is None else {"slot": atk.slot, "kind": atk.kind, "step": atk.step,
                                            "counter_power": atk.counter_power},
        "level_up": None if state.level_up is None else state.sides[state.level_up].name,
        "winner": state.winner,
    }
