"""Gods of Titan score sheet (Punkteblatt): points, gems, victory points, Titan power.

Filled from the journal, it lists the players' current numbers, a round track with
the non-aggression pact through round 10 (8.3, 27.1), a chart of the points at the end of
every round, and one row for every entry that changed a score: the totals after that entry
(20.3 points and gems, 26 victory points, 24.2 Titan power = points // 100, at least 6).
Titan power is printed only for a player who has a Titan or the Dark-Titan (a dash for the
Darklord before the Dark-Titan appears, a Phantom, a player who is out). Entries read as the
history reads them, ids in words. Half points print exactly ("12,5"), never rounded. Blank,
it is the same form with empty rows.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.escape import plain
from printouts.got.chart import points_by_round, points_chart
from printouts.got.common import LABELS, GotRecord, power_text, role_label, scores, table_round
from printouts.rounds import entry_rounds
from printouts.styles import BOLD, SHADE
from printouts.textgrid import GridStyle, TextGrid
from referee.got.battle_rules import PACT_SECTION
from referee.got.darklord import NO_TITAN
from referee.got.goals import VICTORY_POINTS
from referee.got.values import TITAN_POWER
from referee.got.view import GotState, header, score_history, score_lines

PACT_ROUNDS = 10  # 8.3: the pact holds through round 10
BLANK_PLAYERS = 4
BLANK_ROWS = 14


#: one player's (points, gems, victory points, Titan power or None without a Titan)
Totals = tuple[Fraction, int, int, int | None]


@dataclasses.dataclass(frozen=True)
class ScoreRow:
    """One entry that changed a score: its number, round, label, and every player's totals after it."""

    entry: int
    round: int
    label: str
    #: per player in seat order
    totals: tuple[Totals, ...]
    #: players whose points, gems or victory points changed
    changed: tuple[str, ...]


def score_rows(journal: GotRecord, lang: str = "de", rounds: Sequence[int] | None = None) -> list[ScoreRow]:
    """The history of the score sheet: a row for every entry that changed a player's points, gems or VP,
    in the round the history puts it (``rounds``, each entry's, else worked out: :mod:`printouts.rounds`)."""
    order = list(header(journal.state).players)
    events = journal.events  # a copy: taken once, not per entry
    if rounds is None:
        rounds = entry_rounds(journal, table_round)
    rows: list[ScoreRow] = []
    before: dict[str, Totals] = {}
    states = (journal.state_after(n) for n in range(1, len(events) + 1))
    for n, lines in enumerate(score_history(states), start=1):
        after = {name: scores(line) for name, line in lines.items()}
        changed = tuple(name for name in order if name in before and before[name][:3] != after[name][:3])
        if changed:
            rows.append(ScoreRow(n, rounds[n - 1], events[n - 1].label(lang),
                                 tuple(after[name] for name in order), changed))
        before = after
    return rows


class ScoreSheet(Sheet):
    kind = "got-score"
    wide = True
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        **LABELS,
        "players": ("Spieler", "Players"),
        "track": (f"Rundenleiste (Nichtangriffspakt bis Runde 10, § {PACT_SECTION})",
                  f"Round track (non-aggression pact through round 10, § {PACT_SECTION})"),
        "pact": ("Pakt", "Pact"),
        "log": ("Verlauf: jede Eintragung, die einen Stand ändert", "History: every entry that changed a score"),
        "entry": ("Eintragung", "Entry"),
        "legend": (f"KP = Kampfpunkte, LS = Lebenssteine, SP = {VICTORY_POINTS.cited(mark='§ ')}, TS = Titan-Stärke "
                   f"(Kampfpunkte ÷ 100, mindestens 6, § {TITAN_POWER.where()}; — = {NO_TITAN.label_de}, "
                   f"§ {NO_TITAN.where()}). Stand nach der Eintragung; geänderte Werte fett.",
                   f"Pts = points, Gems = gems, VP = {VICTORY_POINTS.cited('en', mark='§ ')}, TP = Titan power "
                   f"(points ÷ 100, at least 6, § {TITAN_POWER.where()}; — = {NO_TITAN.label_en}, "
                   f"§ {NO_TITAN.where()}). Totals after the entry; changed values in bold."),
        "chart": ("Kampfpunkte am Ende jeder Runde (laufende Runde: bisher)",
                  "Points at the end of every round (the running round: so far)"),
        "now": ("Stand", "Now"),
    }

    # -- the players table -------------------------------------------------------------
    def _players_table(self, state: GotState | None) -> Flowable:
        head: list[object] = [self.t("player"), self.t("role"), self.t("colour"), self.t("points"), self.t("gems"),
                              self.t("vp"), self.t("tp")]
        rows: list[list[object]] = [head]
        if state is None:
            rows += [[""] * len(head) for _ in range(BLANK_PLAYERS)]
        else:
            for p in score_lines(state):
                pts, gems, vp, tp = scores(p)
                name = p.name + (f" ({self.t('out')})" if p.eliminated else "")
                rows.append([self.p(name), role_label(p.role, self.lang), p.colour, self.num(pts), gems, vp,
                             power_text(tp)])
        w = self.frame_width()
        widths = [w * f for f in (0.26, 0.14, 0.12, 0.12, 0.12, 0.12, 0.12)]
        return self.table(rows, widths, font_size=9,
                          extra=[("ALIGN", (3, 1), (-1, -1), "RIGHT"), ("TOPPADDING", (0, 1), (-1, -1), 4),
                                 ("BOTTOMPADDING", (0, 1), (-1, -1), 4)])

    # -- the round track ---------------------------------------------------------------
    def _round_track(self, current: int | None) -> Flowable:
        last = max(30, (current or 0) + 2)
        numbers = list(range(1, last + 1))
        per_row = 30
        rows: list[list[object]] = []
        extra: list[tuple[object, ...]] = []
        for start in range(0, len(numbers), per_row):
            chunk = numbers[start:start + per_row]
            r = len(rows)
            rows.append([*(str(n) for n in chunk), *[""] * (per_row - len(chunk))])
            rows.append([*(self.t("pact") if n <= PACT_ROUNDS else "" for n in chunk), *[""] * (per_row - len(chunk))])
            for i, n in enumerate(chunk):
                if n <= PACT_ROUNDS:
                    extra.append(("BACKGROUND", (i, r), (i, r + 1), SHADE))
                if current is not None and n < current:
                    extra.append(("LINEBELOW", (i, r + 1), (i, r + 1), 1.5, (0, 0, 0)))
                if current is not None and n == current:
                    extra += [("BOX", (i, r), (i, r + 1), 2, (0, 0, 0)), ("FONT", (i, r), (i, r), BOLD, 8)]
        w = self.frame_width() / per_row
        return self.table(rows, [w] * per_row, header_rows=0, font_size=6.5,
                          extra=[("ALIGN", (0, 0), (-1, -1), "CENTER"), *extra])

    # -- the history -------------------------------------------------------------------
    def _log_head(self, names: list[str]) -> tuple[list[list[object]], list[float], list[tuple[object, ...]]]:
        per = [self.t("pts"), self.t("gms"), self.t("vps"), self.t("tps")]
        top: list[object] = [self.t("no"), self.t("round"), self.t("entry")]
        sub: list[object] = ["", "", ""]
        extra: list[tuple[object, ...]] = [("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)), ("SPAN", (2, 0), (2, 1))]
        for i, name in enumerate(names):
            col = 3 + 4 * i
            top += [self.p(name, "cellbold"), "", "", ""]
            sub += per
            extra.append(("SPAN", (col, 0), (col + 3, 0)))
            extra.append(("LINEBEFORE", (col, 0), (col, -1), 1.2, (0, 0, 0)))
        w = self.frame_width()
        fixed = [10 * mm, 11 * mm, 62 * mm]
        rest = (w - sum(fixed)) / (4 * len(names))
        return [top, sub], fixed + [rest] * (4 * len(names)), extra

    def _log(self, journal: GotRecord, rounds: Sequence[int]) -> Flowable:
        """The history: a header table over a :class:`TextGrid` (linear in the rows, however many)."""
        order = list(header(journal.state).players)
        head, widths, extra = self._log_head(order)
        rows: list[list[str]] = []
        bold: list[frozenset[int]] = []
        for row in score_rows(journal, self.lang, rounds):
            cells = [str(row.entry), str(row.round), plain(row.label)]
            for pts, gems, vp, tp in row.totals:
                cells += [self.num(pts), str(gems), str(vp), power_text(tp)]
            rows.append(cells)
            bold.append(frozenset(c for i, name in enumerate(order) if name in row.changed
                                  for c in range(3 + 4 * i, 7 + 4 * i)))
        if not rows:
            rows.append(["", "", "—"] + [""] * (4 * len(order)))
        style = GridStyle(widths=tuple(widths), align=("LEFT",) * 3 + ("RIGHT",) * (4 * len(order)), font_size=7,
                          wrap=frozenset({2}), rules=tuple(3 + 4 * i for i in range(len(order))))
        return TextGrid(self.table(head, widths, header_rows=2, font_size=7, extra=extra), rows, style, bold)

    def _blank_log(self) -> Flowable:
        rows, widths, extra = self._log_head([""] * BLANK_PLAYERS)
        rows += [[""] * len(widths) for _ in range(BLANK_ROWS)]
        return self.table(rows, widths, header_rows=2, font_size=7,
                          extra=[("TOPPADDING", (0, 2), (-1, -1), 4.5), *extra])

    # -- hooks -------------------------------------------------------------------------
    def blank_story(self) -> list[Flowable]:
        return [self.heading(self.t("players")), self._players_table(None), Spacer(1, 3 * mm),
                self.heading(self.t("track")), self._round_track(None), Spacer(1, 3 * mm),
                self.heading(self.t("log")), self._blank_log(), Spacer(1, 2 * mm), self.p(self.t("legend"), "note")]

    def _chart(self, state: GotState, rounds: Sequence[int]) -> Flowable:
        colours = {p.name: p.colour for p in score_lines(state)}
        return points_chart(points_by_round(self.record(GotState), rounds), colours, word=self.t("round"), lang=self.lang,
                            width=self.frame_width())

    def filled_story(self) -> list[Flowable]:
        state: GotState = self.record(GotState).state
        rounds = entry_rounds(self.record(GotState), table_round)  # once, for the chart and the history
        return [self.heading(self.t("players")), self._players_table(state), Spacer(1, 3 * mm),
                self.heading(self.t("track")), self._round_track(header(state).round), Spacer(1, 3 * mm),
                KeepTogether([self.heading(self.t("chart")), self._chart(state, rounds)]), Spacer(1, 3 * mm),
                self.heading(self.t("log")), self._log(self.record(GotState), rounds), Spacer(1, 2 * mm),
                self.p(self.t("legend"), "note")]
