"""JSON-ready views of a Weiß Schwarz state: ``summary`` and the legal ``options``.

During an attack the options carry the exact odds of the pending damage
(:mod:`referee.weiss.odds`): the chance that a climax cancels it.

>>> from referee.weiss.engine import WeissEngine
>>> from referee.weiss.events import Setup
>>> from referee.weiss.sample import sample_deck
>>> s = WeissEngine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
>>> summary(s)["players"][0]["deck"], [o["kind"] for o in options(s)["options"]]
(50, ['draw', 'draw'])
"""

from __future__ import annotations

from typing import Any

from referee.weiss.attack import ENCORE_COST, amount, pending_damage
from referee.weiss.cards import LEVEL_UP_AT, Kind
from referee.weiss.odds import Zones, damage_odds
from referee.weiss.play import playable_reasons
from referee.weiss.state import FRONT, OPPOSITE, SLOTS, TURN_PHASES, Mode, Phase, Side, WsState


def zones_of(side: Side) -> Zones:
    """The counts the damage odds need, read from a player's zones."""
    return Zones(
        deck=len(side.deck), deck_climax=side.climaxes_in(side.deck),
        waiting=len(side.waiting), waiting_climax=side.climaxes_in(side.waiting),
        clock=min(len(side.clock), LEVEL_UP_AT - 1), clock_climax=min(side.climaxes_in(side.clock), len(side.clock)),
        level=min(len(side.level), 3),
    )


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


def _next_phase(state: WsState) -> dict[str, Any] | None:
    if state.phase is None or state.phase is Phase.PREPARATION or state.draw_due or state.attack is not None:
        return None
    if state.phase is Phase.END and any(len(s.hand) > 7 for s in state.sides):
        return None
    nxt = TURN_PHASES[(TURN_PHASES.index(state.phase) + 1) % len(TURN_PHASES)]
    return {"kind": "phase", "phase": nxt.value, "sections": [state.phase.value]}


def options(state: WsState, lang: str = "de") -> dict[str, Any]:
    """What may be entered now, each with the sections it rests on."""
    out: list[dict[str, Any]] = []
    if not state.started:
        return {"options": [{"kind": "setup", "sections": ["grundlegendes", "vorbereitung"]}]}
    if state.winner is not None:
        return {"options": [], "winner": state.winner}
    if state.level_up is not None:
        side = state.sides[state.level_up]
        return {"options": [{"kind": "level_up", "player": side.name, "cards": sorted(set(side.clock[:7])),
                             "sections": ["3"]}]}
    me = state.sides[state.active]
    other = state.sides[1 - state.active]
    if state.phase is Phase.PREPARATION:
        for side in state.sides:
            if not side.hand and not side.mulliganed:
                out.append({"kind": "draw", "player": side.name, "count": 5, "sections": ["vorbereitung"]})
        if not out:
            i = state.first if not state.sides[state.first].mulliganed else 1 - state.first
            out.append({"kind": "mulligan", "player": state.sides[i].name, "sections": ["vorbereitung"]})
        return {"options": out}
    if state.draw_due:
        out.append({"kind": "draw", "player": me.name, "count": state.draw_due, "sections": ["2", "3"]})
    if state.phase is Phase.CLOCK and not state.clocked and not state.draw_due:
        out.append({"kind": "clock", "player": me.name, "cards": sorted(set(me.hand)), "sections": ["3"]})
    if state.phase in (Phase.MAIN, Phase.CLIMAX):
        want = Kind.CLIMAX if state.phase is Phase.CLIMAX else None
        for card in sorted(set(me.hand)):
            spec = me.spec(card)
            if (spec.kind is Kind.CLIMAX) != (want is Kind.CLIMAX):
                continue
            if state.phase is Phase.CLIMAX and me.climax is not None:
                continue
            reasons = playable_reasons(state, me, spec)
            out.append({"kind": "climax" if want else "play", "card": card, "playable": not reasons,
                        "why_not": [de if lang == "de" else en for de, en in reasons],
                        "sections": ["5"] if want else ["4"]})
    if state.phase is Phase.ATTACK:
        out.extend(_attack_options(state, me, other, lang))
    if state.phase is Phase.END:
        for side in state.sides:
            if len(side.hand) > 7:
                out.append({"kind": "discard", "player": side.name, "count": len(side.hand) - 7, "sections": ["7"]})
            for slot, card in side.encore:
                if len(side.stock) >= ENCORE_COST and side.on_stage(slot) is None:
                    out.append({"kind": "encore", "player": side.name, "slot": slot, "card": card,
                                "sections": ["6"]})
    nxt = _next_phase(state)
    if nxt is not None:
        out.append(nxt)
    return {"active": me.name, "phase": state.phase.value if state.phase else None, "options": out}


def _attack_options(state: WsState, me: Side, other: Side, lang: str) -> list[dict[str, Any]]:
    atk = state.attack
    out: list[dict[str, Any]] = []
    if atk is None:
        if state.turn == 1 and state.attacks:
            return out
        for slot in FRONT:
            char = me.on_stage(slot)
            if char is None or char.mode is not Mode.STAND:
                continue
            soul = me.spec(char.card).soul + dict(state.soul_bonus).get(slot, 0)
            kinds = ["front", "side"] if other.on_stage(OPPOSITE[slot]) else ["direct"]
            out.append({"kind": "attack", "slot": slot, "card": char.card,
                        "damage": {k: amount(soul=soul, kind=k, defender_level=len(other.level)) for k in kinds},
                        "sections": ["6"]})
        return out
    if atk.step == "damage":
        n = pending_damage(state)
        odds = damage_odds(zones_of(other), (n,)) if other.deck or other.waiting else None
        entry: dict[str, Any] = {"kind": "damage", "player": other.name, "amount": n, "sections": ["6", "refresh"]}
        if odds is not None:
            entry["p_cancel"] = float(odds.p_cancel[0])
            entry["p_level_up"] = float(odds.p_level_up)
        out.append(entry)
        if atk.kind == "front" and not atk.countered:
            counters = sorted({c for c in other.hand if other.spec(c).counter
                               and not playable_reasons(state, other, other.spec(c))})
            if counters:
                out.append({"kind": "counter", "player": other.name, "cards": counters, "sections": ["6"]})
    else:
        out.append({"kind": "battle", "sections": ["6"]})
    return out
