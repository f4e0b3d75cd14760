"""Weiß Schwarz's part of the players' display (found by :mod:`ui.service.display` by the game's id): the damage
odds of an attack in its damage step, from what the table can know."""

from __future__ import annotations

from referee.weiss.state import WsState
from ui.service.display import DisplayOdds, OddsBar, percent_text
from ui.service.session import OpenGame

_WS_WORDS = {
    "de": {"cancel": "{p}: der Schaden ({n}) wird durch eine Climax-Karte abgebrochen",
           "stick": "{p}: der Schaden ({n}) bleibt",
           "level": "{p}: {who} steigt eine Stufe auf", "kill": "{p}: {who} verliert dadurch"},
    "en": {"cancel": "{p}: the damage ({n}) is cancelled by a climax", "stick": "{p}: the damage ({n}) sticks",
           "level": "{p}: {who} levels up", "kill": "{p}: {who} loses by it"},
}


def odds(session: OpenGame[object], lang: str, *, max_ms: float | None = 300) -> DisplayOdds | None:
    """The damage odds of a Weiß Schwarz attack in its damage step, from what the table can know: the defender's
    climaxes not in view (waiting room, clock, level, climax zone) lie among deck, stock and hand, each card alike
    (hypergeometric); the damage odds (§ 6, refresh) are averaged over how many of them the deck holds."""
    if not session.started:
        return None
    game = session.typed(WsState)
    from math import comb

    from referee.weiss.attack import pending_damage
    from referee.weiss.odds import Zones, damage_odds

    state = game.state
    atk = state.attack
    if atk is None or atk.step != "damage" or len(state.sides) != 2:
        return None
    other = state.sides[1 - state.active]
    if not other.deck and not other.waiting:
        return None
    n = pending_damage(state)
    unseen_cards = len(other.deck) + len(other.stock) + len(other.hand)
    unseen = other.climaxes_in((*other.deck, *other.stock, *other.hand))  # the deck list's count less those in view
    deck = len(other.deck)
    cancel = level = kill = 0.0
    total = comb(unseen_cards, deck)
    for c in range(0, min(unseen, deck) + 1):
        weight = comb(unseen, c) * comb(unseen_cards - unseen, deck - c) / total if total else 0.0
        if not weight:
            continue
        zones = Zones(deck=deck, deck_climax=c, waiting=len(other.waiting),
                      waiting_climax=other.climaxes_in(other.waiting), clock=min(len(other.clock), 6),
                      clock_climax=min(other.climaxes_in(other.clock), len(other.clock)), level=min(len(other.level), 3))
        odds = damage_odds(zones, (n,), refresh_damage=state.setting("weiss.refresh_damage"),
                           refresh_timing=state.setting("weiss.refresh_timing"))
        cancel += weight * float(odds.p_cancel[0])
        level += weight * float(odds.p_level_up)
        kill += weight * float(odds.p_kill)
    words = _WS_WORDS["en" if lang == "en" else "de"]
    bars = (OddsBar("cancelled", cancel, words["cancel"].format(p=percent_text(cancel, lang), n=n)),
            OddsBar("sticks", 1 - cancel, words["stick"].format(p=percent_text(1 - cancel, lang), n=n)),
            OddsBar("level_up", level, words["level"].format(p=percent_text(level, lang), who=other.name)),
            OddsBar("loses", kill, words["kill"].format(p=percent_text(kill, lang), who=other.name)))
    return DisplayOdds(bars, (), True)


