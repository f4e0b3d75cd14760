"""JSON-ready views of an Arena game: the state and the legal options of the active player.

>>> from referee.arena.engine import ArenaEngine
>>> from referee.arena.events import ArenaSetup
>>> s = ArenaEngine().replay([ArenaSetup(players=("A", "B"))])
>>> summary(s)["round"], [c["alive"] for c in summary(s)["creatures"]][:2]
(1, [True, True])
>>> options(s)["bid"]["sections"]
['5']
"""

from __future__ import annotations

from typing import Any

from referee.arena.cards import CardKind
from referee.arena.engine import refill
from referee.arena.interpretations import INTERPRETATIONS
from referee.arena.rules import RULES
from referee.arena.scoring import scores, winners
from referee.arena.state import ArenaState, Phase, Turn


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


def _entry(ok: bool, sections: tuple[str, ...], **extra: Any) -> dict[str, Any]:
    return {"allowed": ok, **extra, "sections": list(sections)}


def options(state: ArenaState, lang: str = "de") -> dict[str, Any]:
    """Legal options now, each with the sections it rests on (sections 5–15)."""
    out: dict[str, Any] = {"phase": state.phase.value}
    if state.phase is Phase.BIDDING:
        best = {p: v for p, v in state.bids}
        out["bid"] = {"min_bid": {p: best[p] + 1 if p in best else RULES.min_strength for p in state.players},
                      "close": bool(state.bids), "sections": ["5"]}
        return out
    if state.phase is Phase.REVEAL:
        out["reveal_secret"] = _entry(True, ("12",), players=[
            b.player for b in state.bets if b.secret and not b.revealed])
        return out
    if state.phase is not Phase.PLAY:
        return out
    t, name = state.turn, state.active_player
    seat = state.seat(name)
    fresh = not t.bet_done and not t.card_step_done
    bid_owed = state.bid_due >= 0 and name == state.start_player
    chips = state.chips_left(name) > 0
    out["player"] = name
    out["open_bet"] = _entry(
        fresh and chips and state.round <= RULES.last_bet_round, ("7",),
        creatures=[c for c in state.alive() if state.open_bet_on(c, state.round) is None]
        if state.round <= RULES.last_bet_round else [],
        ducats=RULES.open_bet_value(state.round))
    secret = state.secret_bet(name)
    out["secret_bet"] = _entry(
        fresh and chips and state.round == 1 and not state.dead() and secret is None and not bid_owed
        and seat.usable > 0, ("7",), ducats=RULES.secret_value)
    out["reveal_secret"] = _entry(fresh and secret is not None and not secret.revealed, ("7", "15"))
    can_card = not (t.passed or t.secret or t.referee or t.chief) and t.played < (2 if t.extra_play else 1)
    table = set(state.table_cards())
    out["play"] = _entry(
        can_card and seat.usable > 0, ("6", "8", "9"),
        must_value=state.bid_due if bid_owed and t.played == 0 else None,
        values={c: [v for v in range(RULES.min_strength, RULES.max_strength + 1)
                    if all(x.kind is not CardKind.STRENGTH or x.creature != c or x.value != v for x in table)]
                for c in state.alive()},
        spectator=True)
    out["referee"] = _entry(not t.card_step_done and not t.bet_done and not bid_owed and seat.usable > 0,
                            ("10",))
    out["chief_referee"] = _entry(not t.card_step_done and not bid_owed and seat.usable > 0
                                  and state.chief_on_table < RULES.chief_referees, ("10",))
    out["pass"] = _entry(not t.card_step_done and not bid_owed, ("5", "6"),
                         must_show=seat.usable)
    out["overbid"] = _entry(bid_owed and t.played == 0, ("5",))
    out["powers"] = [
        {"creature": c, "sponsor": state.sponsor(c), "blocked_by_spectator": state.power_blocked(c),
         "usable_now": t.power == c, "sections": ["15", RULES.power_section(c), "9"]}
        for c in state.alive()
    ]
    may_discard = t.card_step_done and not t.secret and not t.referee and bool(state.dead())
    out["discard"] = _entry(may_discard, ("11", "15.8"),
                            max_cards=min(RULES.max_discard - t.discarded, seat.usable) if may_discard else 0,
                            only_dead=list(state.dead()))
    out["end_turn"] = _entry(t.card_step_done, ("6", "11"), draws=refill(state, seat) if t.card_step_done else 0)
    out["stalemate"] = _entry(
        t == Turn() and (state.active == state.round_starter or state.passes >= len(state.seats)), ("14",),
        voluntary=t == Turn() and state.active == state.round_starter,
        forced=t == Turn() and state.passes >= len(state.seats))
    return out
