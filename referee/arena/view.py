"""The JSON-ready view of an Arena game: the state (the options are :mod:`referee.arena.options`).

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup
>>> s = ArenaEngine().replay([ArenaSetup(players=("A", "B"))])
>>> summary(s)["round"], [c["alive"] for c in summary(s)["creatures"]][:2]
(1, [True, True])
"""

from __future__ import annotations

from typing import Any

from referee.arena.interpretations import INTERPRETATIONS
from referee.arena.rules import RULES
from referee.arena.scoring import scores, winners
from referee.arena.state import ArenaState, Phase
from referee.core.view import Header, Standing


def header(state: ArenaState, lang: str = "de") -> Header:
    """Round (of five), the player to play, standings by the ducats of visible bets, the winners (12)."""
    won = winners(state).value
    points = scores(state)
    phase = state.phase.word(lang) if state.phase not in (Phase.SETUP, Phase.OVER) else None
    return Header(
        round=min(state.round, RULES.rounds),
        to_move=state.active_player if state.phase is Phase.PLAY else None, phase=phase,
        players=tuple(s.name for s in state.seats),
        standings=tuple(Standing(s.name, f"{s.name} {points.get(s.name, 0)}", points.get(s.name, 0)) for s in state.seats),
        winners=tuple(won), ended=state.phase is Phase.OVER)


def summary(state: ArenaState, lang: str = "de") -> dict[str, Any]:
    """The public state: round, creatures (alive, strength, sponsor), bets, hands, scores."""
    win = winners(state)
    return {
        "game": "arena",
        "phase": state.phase.value,
        "round": min(state.round, RULES.rounds),
        "active": state.active_player if state.phase is Phase.PLAY else None,
        "start_player": state.start_player or None,
        "bid_due": state.bid_due if state.bid_due >= 0 else None,
        "bids": [{"player": p, "value": v} for p, v in state.bids],
        "players": [
            {"name": s.name, "hand": s.hand, "aside": s.aside, "hand_limit": s.limit,
             "chips_left": state.chips_left(s.name)}
            for s in state.seats
        ],
        "creatures": [
            {
                "name": r.creature,
                "alive": r.alive,
                "died_in": r.died_in or None,
                "strength": state.strength(r.creature) if r.alive else None,
                "sponsor": state.sponsor(r.creature) if r.alive else None,
                "power_blocked": state.power_blocked(r.creature) if r.alive else None,
                "ducats": state.visible_ducats(r.creature) if r.alive else {},
                "columns": [[str(c) for c in stack] for stack in r.columns],
            }
            for r in state.rows
        ],
        "bets": [
            {"player": b.player, "creature": b.creature if b.visible else None, "round": b.round,
             "secret": b.secret, "revealed": b.revealed, "ducats": b.value}
            for b in state.bets
        ],
        "draw_pile": state.draw_pile,
        "discard_top": str(state.discard[-1]) if state.discard else None,
        "discard_count": len(state.discard),
        "stalemates": state.stalemates,
        "scores": scores(state),
        "winners": list(win.value),
        "why": win.why(lang),
        "settings": {i.id: state.setting(i.id) for i in INTERPRETATIONS},
    }
