"""Weiß Schwarz's part of the players' display (:data:`PART`): each side's level, clock, stock, deck and hand, the
stage and the climax; an attack in progress leads, in its damage step with the damage odds from what the table can
know."""

from __future__ import annotations

from html import escape

from referee.weiss.damage_step import damage_step_odds
from referee.weiss.public import WeissPublic, public
from referee.weiss.view import WsState, slot_word
from ui.service.displays import DisplayOdds, DisplayPart, OddsBar, Panel, Panels, Shown, from_state
from ui.service.displays._html import odds_html, percent, seat_colours, table, w, who
from ui.service.session import OpenGame

_WS_WORDS = {
    "de": {"cancel": "{p}: der Schaden ({n}) wird durch eine Climax-Karte abgebrochen",
           "stick": "{p}: der Schaden ({n}) bleibt",
           "level": "{p}: {who} steigt eine Stufe auf", "kill": "{p}: {who} verliert dadurch"},
    "en": {"cancel": "{p}: the damage ({n}) is cancelled by a climax", "stick": "{p}: the damage ({n}) sticks",
           "level": "{p}: {who} levels up", "kill": "{p}: {who} loses by it"},
}


def odds(session: OpenGame[object], lang: str, max_ms: float | None = 300) -> DisplayOdds | None:
    """The damage odds of a Weiß Schwarz attack in its damage step, from what the table can know
    (:func:`referee.weiss.damage_step.damage_step_odds`)."""
    if not session.started:
        return None
    found = damage_step_odds(session.typed(WsState).state)
    if found is None:
        return None
    n, cancel, level, kill, defender = found.damage, found.cancel, found.level_up, found.kill, found.defender
    words = _WS_WORDS["en" if lang == "en" else "de"]
    bars = (OddsBar("cancelled", cancel, words["cancel"].format(p=percent(cancel, lang), n=n)),
            OddsBar("sticks", 1 - cancel, words["stick"].format(p=percent(1 - cancel, lang), n=n)),
            OddsBar("level_up", level, words["level"].format(p=percent(level, lang), who=defender)),
            OddsBar("loses", kill, words["kill"].format(p=percent(kill, lang), who=defender)))
    return DisplayOdds(bars, (), True)




#: Weiß Schwarz's attack kinds and steps in words (§ 6 I)
ATTACK_KINDS = {"front": ("Frontalangriff", "front attack"), "side": ("Seitenangriff", "side attack"),
                "direct": ("Direktangriff", "direct attack"),
                # the attack's next step (§ 6 IV, V)
                "damage": ("als Nächstes: Schaden", "next: damage"), "battle": ("als Nächstes: Kampf", "next: battle")}


def panels(s: Shown[WeissPublic]) -> Panels:
    """An attack in progress leads (with its damage odds); then both sides."""
    v, lang = s.view, s.lang
    colours = seat_colours(x.name for x in v.sides)
    lead = None
    if v.attack is not None:
        i = 1 if lang == "en" else 0
        kind = ATTACK_KINDS.get(v.attack.kind, (v.attack.kind, v.attack.kind))[i]
        step = ATTACK_KINDS.get(v.attack.step, (v.attack.step, v.attack.step))[i]
        body = (f"<p class=\"big\">{who(v.attack.attacker, colours.get(v.attack.attacker, ''))}: "
                f"{escape(slot_word(v.attack.slot, lang))}, {escape(kind)}, {escape(step)}</p>")
        lead = Panel(w("attack", lang), body + (odds_html(s.odds) if s.odds is not None else ""),
                     colours.get(v.attack.attacker, ""))
    out = []
    for x in v.sides:
        rows = [(w("level", lang), f"<b>{len(x.level)}</b>"), (w("clock", lang), f"<b>{len(x.clock)}</b>"),
                (w("stock", lang), str(x.stock)), (w("deck", lang), str(x.deck)), (w("hand", lang), str(x.hand)),
                (w("waiting", lang), str(x.waiting)), (w("stage", lang), escape(", ".join(c for c in x.stage if c))),
                (w("climax", lang), escape(x.climax or ""))]
        out.append(Panel(x.name, table((), rows), colours[x.name]))
    return Panels(lead, tuple(out))


PART: DisplayPart[WeissPublic] = DisplayPart("weiss", WeissPublic, from_state(WsState, public), panels, odds=odds)
