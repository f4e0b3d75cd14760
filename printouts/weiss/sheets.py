"""Weiß Schwarz match record (Spielbericht): level, clock and damage per turn, and cancels; then what was played.

Filled from the journal, one row per turn: the active player, then for each player the
level and clock after the turn, the damage taken in it (the cards damage put into the clock,
§ 6 IV; not the own clock-phase card, § 3) and the damage cancelled by a revealed climax; blank, the same grid.  Below it,
turn by turn, what was played in words: cards to clock, characters and events played,
the climax, abilities, each attack with its trigger card, counters, the cards each damage
revealed, battles, encores, level-ups and discards (what the table saw; cards drawn stay secret).
"""

from __future__ import annotations

from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from printouts.base import Sheet
from printouts.rounds import GameRecord
from referee.weiss import record
from referee.weiss.clock_damage import CANCELLED, CLOCK_CARD, DAMAGE
from referee.weiss.record import PlayedTurn, TurnRow
from referee.weiss.view import WsState, summary

BLANK_TURNS = 30


def _states(journal: GameRecord[WsState]) -> list[WsState]:
    return [journal.state_after(n) for n in range(len(journal) + 1)]


def turn_rows(journal: GameRecord[WsState]) -> list[TurnRow]:
    """One row per turn of a Weiß Schwarz journal (:func:`referee.weiss.record.turn_rows`)."""
    return record.turn_rows(journal.events, _states(journal)) if len(journal) else []


def played_turns(journal: GameRecord[WsState], lang: str = "de") -> list[PlayedTurn]:
    """Turn by turn what the table saw played (:func:`referee.weiss.record.played_turns`)."""
    return record.played_turns(journal.events, _states(journal), lang)


class MatchSheet(Sheet):
    kind = "weiss-match"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        "turn": ("Zug", "Turn"),
        "active": ("am Zug", "Active"),
        "level": ("Level", "Level"),  # the German rules' and the app's words (not Stufe/Uhr)
        "clock": ("Clock", "Clock"),
        "damage": ("Schaden", "Damage"),
        "cancels": ("abgew.", "Cancels"),
        "history": ("Verlauf je Zug", "Per turn"),
        "played": ("Was gespielt wurde", "What was played"),
        "preparation": ("Vorb.", "Prep."),
        "what": ("gespielt, aufgedeckt, bezahlt", "played, revealed, paid"),
        "winner": ("Sieger", "Winner"),
        "legend": (f"Schaden = {DAMAGE.label_de} (§ {DAMAGE.where()}; {CLOCK_CARD.label_de}, § {CLOCK_CARD.where()}); "
                   f"abgew. = {CANCELLED.cited(mark='§ ')}.",
                   f"Damage = {DAMAGE.label_en} (§ {DAMAGE.where()}; {CLOCK_CARD.label_en}, § {CLOCK_CARD.where()}); "
                   f"cancels = {CANCELLED.cited('en', mark='§ ')}."),
    }

    def _grid(self, names: list[str], body: list[list[object]], blank_rows: int = 0) -> Flowable:
        top: list[object] = [self.t("turn"), self.t("active")]
        sub: list[object] = ["", ""]
        extra: list[tuple[object, ...]] = [("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1))]
        for i, name in enumerate(names):
            col = 2 + 4 * i
            top += [self.p(name, "cellbold"), "", "", ""]
            sub += [self.t("level"), self.t("clock"), self.t("damage"), self.t("cancels")]
            extra += [("SPAN", (col, 0), (col + 3, 0)), ("LINEBEFORE", (col, 0), (col, -1), 1.2, (0, 0, 0))]
        rows = [top, sub, *body] + [[""] * (2 + 4 * len(names)) for _ in range(blank_rows)]
        w = self.frame_width()
        rest = (w - 42 * mm) / (4 * len(names))
        return self.table(rows, [12 * mm, 30 * mm] + [rest] * (4 * len(names)), header_rows=2,
                          extra=[("ALIGN", (2, 2), (-1, -1), "RIGHT"),
                                 ("TOPPADDING", (0, 2), (-1, -1), 4.5 if blank_rows else 1.5), *extra])

    def blank_story(self) -> list[Flowable]:
        return [self.heading(self.t("history")), self._grid(["", ""], [], BLANK_TURNS),
                Spacer(1, 2 * mm), self.p(self.t("legend"), "note")]

    def filled_story(self) -> list[Flowable]:
        final = summary(self.record(WsState).state, self.lang)
        body: list[list[object]] = []
        for row in turn_rows(self.record(WsState)):
            cells: list[object] = [row.turn, self.cell(row.active, 30 * mm)]
            for side in row.sides:
                cells += [side.level, side.clock, side.damage, side.cancels]
            body.append(cells)
        out: list[Flowable] = [self.heading(self.t("history")), self._grid([p.name for p in final.players], body),
                               Spacer(1, 2 * mm), self.p(self.t("legend"), "note")]
        played = played_turns(self.record(WsState), self.lang)
        if played:
            rows: list[list[object]] = [[self.t("turn"), self.t("active"), self.t("what")]]
            widths = [12 * mm, 30 * mm, self.frame_width() - 42 * mm]
            for t in played:
                rows.append([t.turn if t.turn else self.p(self.t("preparation")), self.cell(t.active, widths[1]),
                             self.cell("; ".join(t.lines), widths[2])])
            out += [Spacer(1, 4 * mm), self.heading(self.t("played")), self.table(rows, widths, header_rows=1)]
        if final.winner:
            out += [Spacer(1, 3 * mm), self.p(f"{self.t('winner')}: {final.winner}", "body")]
        return out
