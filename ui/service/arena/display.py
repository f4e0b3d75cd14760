"""Titan – Die Arena's part of the players' display (:data:`PART`): who leads on the open bets, the creatures with
their columns as they lie, the bets as far as open."""

from __future__ import annotations

from html import escape

from referee.arena.public import ArenaPublic, public
from referee.arena.view import ArenaState
from ui.service.displays import DisplayPart, Panel, Panels, Shown, from_state
from ui.service.displays._html import seat_colours, table, w, who


def panels(s: Shown[ArenaPublic]) -> Panels:
    v, lang = s.view, s.lang
    colours = seat_colours(p for p, _ in v.hands)
    score = " · ".join(f"{who(p, colours.get(p, ''))} {n}" for p, n in v.scores)
    leads = ", ".join(who(p, colours.get(p, "")) for p in v.leaders) or w("none", lang)
    rows = [(escape(c.name) if c.alive else f"<s>{escape(c.name)}</s>", "" if c.strength is None else f"<b>{c.strength}</b>",
             who(c.sponsor, colours.get(c.sponsor, "")) if c.sponsor else "",
             escape(" | ".join(" ".join(col) for col in c.columns if col))) for c in v.creatures]
    bets = [(who(b.player, colours.get(b.player, "")), escape(b.creature) if b.creature else w("secret", lang),
             str(b.round or "")) for b in v.bets]
    out = [Panel(w("leads", lang), f'<p class="big">{leads}</p><p>{score}</p>'),
           Panel(w("creatures", lang), table(("", w("strength", lang), w("sponsor", lang), ""), rows))]
    if bets:
        out.append(Panel(w("bets", lang), table(("", "", w("round", lang)), bets)))
    return Panels(None, tuple(out))


PART: DisplayPart[ArenaPublic] = DisplayPart("arena", ArenaPublic, from_state(ArenaState, public), panels)
