"""Castle Rampage's part of the players' display (:data:`PART`): each side's gate and castle (their sizes and the
cards the table has seen), hand size and open display, and the attack bonus waiting this turn."""

from __future__ import annotations

from html import escape

from referee.rampage.public import RampagePublic, public
from referee.rampage.state import RampageState
from ui.service.displays import DisplayPart, Panel, Panels, Shown, from_state
from ui.service.displays._html import seat_colours, table, w


def panels(s: Shown[RampagePublic]) -> Panels:
    v, lang = s.view, s.lang
    colours = seat_colours(x.name for x in v.sides)
    out = []
    for x in v.sides:
        rows = [(w("gate", lang), f"<b>{x.gate}</b> {escape(x.gate_top)}"),
                (w("castle", lang), f"<b>{x.castle}</b> {escape(x.castle_top)}"),
                (w("hand", lang), str(x.hand)), (w("display", lang), escape(", ".join(x.display)) or w("none", lang))]
        out.append(Panel(x.name, table((), rows), colours[x.name]))
    table_rows = [(w("draw_pile", lang), str(v.draw_pile))] + ([(w("bonus", lang), f"+{v.bonus}")] if v.bonus else [])
    out.append(Panel(w("table", lang), table((), table_rows)))
    return Panels(None, tuple(out))


PART: DisplayPart[RampagePublic] = DisplayPart("rampage", RampagePublic, from_state(RampageState, public), panels)
