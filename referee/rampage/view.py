"""JSON-ready views of a Castle Rampage game: the state and the active player's legal options.

>>> from referee.rampage.engine import RampageEngine
>>> from referee.rampage.events import RampageSetup
>>> s = RampageEngine().replay([RampageSetup(players=("Anton", "Beatrix"))])
>>> summary(s)["players"][0]["castle"], options(s)["draw"]["cards"]
(4, 1)
"""

from __future__ import annotations

from typing import Any

from referee.rampage.interpretations import INTERPRETATIONS
from referee.rampage.rules import CATALOG, RULES
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


def options(state: RampageState, lang: str = "de") -> dict[str, Any]:
    """What the active player may do now, each with its sections."""
    out: dict[str, Any] = {"phase": state.phase.value}
    if state.phase is not Phase.PLAY:
        return out
    i = state.active
    me, you = state.sides[i], state.sides[1 - i]
    can_play = state.drawn and state.supply < 2
    restrained = state.blocked == i and state.setting("rampage.diplomat") == "no_attacks"
    tunneler = any(state.card(c).special == "tunneler" for c in me.display)
    out["player"] = me.name
    out["draw"] = {"allowed": not state.drawn,
                   "cards": RULES.first_draw if state.turn_no == 1 else RULES.draw,
                   "sections": ["spielablauf"]}
    out["play_cards"] = {"allowed": can_play and me.hand > 0, "sections": ["spielablauf", "anhang.heiler"]}
    out["reinforce"] = {"allowed": can_play and not state.reinforced and me.hand > 0,
                        "stacks": ["gate", "castle"], "sections": ["spielablauf", "anhang.oger"]}
    out["attack"] = {
        "allowed": can_play and (me.hand > 0 or "Veteran" in me.display),
        "from_hand": can_play and me.hand > 0 and not restrained,
        "only_fool": restrained,
        "targets": ["gate", "castle"] if tunneler and you.gate else (["gate"] if you.gate else ["castle"]),
        "archer_target": "castle",
        "veteran_in_display": "Veteran" in me.display and not state.veteran_used,
        "opponent_gate": you.gate, "opponent_castle": you.castle,
        "sections": ["angriffe", "anhang.tunnelgraeber", "anhang.bogenschuetze", "anhang.diplomat"],
    }
    out["counsellor"] = {"allowed": can_play and me.gate > 0, "sections": ["anhang.berater"]}
    out["end_turn"] = {"allowed": state.drawn, "sections": ["spielablauf"]}
    return out
