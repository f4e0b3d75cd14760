"""JSON-ready views of a Castle Rampage game: the catalog and the state (options: :mod:`referee.rampage.options`).

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup
>>> s = RampageEngine().replay([RampageSetup(players=("Anton", "Beatrix"))])
>>> summary(s)["players"][0]["castle"], summary(s)["draw_pile"]
(4, 98)
"""

from __future__ import annotations

from typing import Any

from referee.core.view import Header, Standing
from referee.rampage.interpretations import INTERPRETATIONS
from referee.rampage.rules import CATALOG
from referee.rampage.state import Phase, RampageState


def catalog(state: RampageState) -> list[dict[str, Any]]:
    """The card catalog with the table's completions; ``None`` where no value is known."""
    names = [c.name for c in CATALOG] + [c.name for c in state.cards
                                         if c.name.lower() not in {k.name.lower() for k in CATALOG}]
    out = []
    for name in names:
        info = state.card(name)
        count = info.count
        if info.name == "Axtkämpfer" and state.setting("rampage.axe_fighter") == "two_kinds":
            count *= 2
        out.append({"name": info.name, "count": count or None, "attack": info.attack, "gate": info.gate,
                    "castle": info.castle, "permanent": info.permanent, "violet": info.violet,
                    "section": info.section})
    return out


def header(state: RampageState, lang: str = "de") -> Header:
    """Turn, the player to play, each player's gate and castle (a castle at 0 loses), the winner."""
    gate, castle = ("gate", "castle") if lang == "en" else ("Tor", "Burg")
    return Header(
        round=state.turn_no, to_move=state.active_player if state.phase is Phase.PLAY else None,
        phase=None, players=tuple(s.name for s in state.sides),
        standings=tuple(Standing(s.name, f"{s.name}: {gate} {s.gate}, {castle} {s.castle}") for s in state.sides),
        winners=(state.winner,) if state.winner else (), ended=bool(state.winner))


def summary(state: RampageState, lang: str = "de") -> dict[str, Any]:
    return {
        "game": "rampage",
        "phase": state.phase.value,
        "turn": state.turn_no,
        "active": state.active_player if state.phase is Phase.PLAY else None,
        "players": [{"name": s.name, "hand": s.hand, "gate": s.gate, "castle": s.castle,
                     "display": list(s.display)} for s in state.sides],
        "draw_pile": state.draw_pile,
        "discard": state.discard,
        "drawn": state.drawn,
        "reinforced": state.reinforced,
        "winner": state.winner or None,
        "why": state.reason_en if lang == "en" else state.reason_de,
        "settings": {i.id: state.setting(i.id) for i in INTERPRETATIONS},
    }
