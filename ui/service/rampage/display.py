"""Castle Rampage's part of the players' display (:data:`PART`): each side's gate and castle (their sizes and the
cards the table has seen), hand size and open display, and the attack bonus waiting this turn."""

from __future__ import annotations

from html import escape

from referee.rampage.public import RampagePublic, public
from referee.rampage.view import RampageState
from ui.service.displays import DisplayPart, Panel, Panels, Shown, from_state
from ui.service.displays._html import seat_colours, table, w


def _stack(n: int, top: str, lang: str) -> str:
    """A face-down stack: ``4 verdeckte Karten``, or with the top card the whole table knows (``oben: Söldner 4``)."""
    one = n == 1
    words = (("verdeckte Karte" if one else "verdeckte Karten") if lang == "de"
             else ("face-down card" if one else "face-down cards"))
    shown = f"<b>{n}</b> {words}"
    return shown + (f", {'oben' if lang == 'de' else 'top'}: {escape(top)}" if top else "")


def panels(s: Shown[RampagePublic]) -> Panels:
    v, lang = s.view, s.lang
    colours = seat_colours(x.name for x in v.sides)
    out = []
    for x in v.sides:
        rows = [(w("gate", lang), _stack(x.gate, x.gate_top, lang)),
                (w("castle", lang), _stack(x.castle, x.castle_top, lang)),
                (w("hand", lang), str(x.hand)), (w("display", lang), escape(", ".join(x.display)) or w("none", lang))]
        out.append(Panel(x.name, table((), rows), colours[x.name]))
    table_rows = [(w("draw_pile", lang), str(v.draw_pile))] + ([(w("bonus", lang), f"+{v.bonus}")] if v.bonus else [])
    out.append(Panel(w("table", lang), table((), table_rows)))
    return Panels(None, tuple(out))


PART: DisplayPart[RampagePublic] = DisplayPart("rampage", RampagePublic, from_state(RampageState, public), panels)
