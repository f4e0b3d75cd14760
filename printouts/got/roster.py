"""Gods of Titan army roster (Armeeliste): every marker, its land and its figures (4.4, 25.1).

Filled, one table per player in seat order (field armies and tower garrisons) and one
for the grey neutral towers; blank, empty tables to keep the secret contents by hand.
"""

from __future__ import annotations

from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.got.common import LABELS, figures, role_label
from referee.got.view import NEUTRAL, ArmyView, GotState, armies_of, score_lines

BLANK_PLAYERS = 4
BLANK_ROWS = 10


class RosterSheet(Sheet):
    kind = "got-roster"
    labels: ClassVar[dict[str, tuple[str, str]]] = {**LABELS, "pool": ("Pool", "Pool"), "no_armies": ("keine Armee", "no army"),
              "sum": ("{n} Armeen, {f} Figuren", "{n} armies, {f} figures")}

    def _table(self, armies: tuple[ArmyView, ...] | None) -> Flowable:
        w = self.frame_width()
        widths = [w * 0.2, w * 0.2, w * 0.52, w * 0.08]
        rows: list[list[object]] = [[self.t("marker"), self.t("land"), self.t("figures"), self.t("size")]]
        if armies is None:
            rows += [[""] * 4 for _ in range(BLANK_ROWS)]
            return self.table(rows, widths, extra=[("TOPPADDING", (0, 1), (-1, -1), 5)])
        for a in armies:
            rows.append([self.p(a.marker), self.p(f"{a.land} ({a.terrain.value})"), self.p(figures(a.figures)),
                         len(a.figures)])
        if not armies:
            rows.append([self.p(self.t("no_armies")), "", "", ""])
        return self.table(rows, widths, extra=[("ALIGN", (3, 1), (3, -1), "RIGHT")])

    def blank_story(self) -> list[Flowable]:
        out: list[Flowable] = []
        for _ in range(BLANK_PLAYERS):
            out.append(KeepTogether([self.heading(f"{self.t('player')}: ____________________   "
                                                  f"{self.t('colour')}: ____________"),
                                     self._table(None), Spacer(1, 3 * mm)]))
        return out

    def filled_story(self) -> list[Flowable]:
        state: GotState = self.record(GotState).state
        out: list[Flowable] = []
        for p in score_lines(state):
            armies = tuple(sorted(armies_of(state, p.name), key=lambda a: a.marker))
            head = f"{p.name} — {role_label(p.role, self.lang)}, {p.colour}"
            if p.eliminated:
                head += f" ({self.t('out')})"
            size = sum(len(a.figures) for a in armies)
            out += [KeepTogether([self.heading(head), self._table(armies),
                                  self.p(self.t("sum", n=len(armies), f=size), "note")]), Spacer(1, 3 * mm)]
        neutral = tuple(sorted(armies_of(state, NEUTRAL), key=lambda a: a.marker))
        if neutral:
            out += [KeepTogether([self.heading(self.t("neutral")), self._table(neutral)])]
        return out
