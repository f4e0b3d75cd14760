"""Castle Rampage match sheet (Spielbericht): gate and castle of every player after each turn, every
attack, the cards played turn by turn, the displays and the discard pile.

Filled from the journal, one row per turn with the active player and every player's
hand, gate and castle after it; then the attacks one by one (card, value, the cards revealed and
which fell: :mod:`referee.rampage.record`), what each turn played, the displays and the named
cards of the discard pile, and the winner and why; blank, the same grid to fill by hand.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from printouts.base import Sheet
from printouts.rounds import GameRecord
from printouts.turns import turn_ends
from referee.rampage.record import attack_records, turn_plays
from referee.rampage.view import RampageState, summary, turn_line

BLANK_PLAYERS = 2  # Castle Rampage is a game for two
BLANK_TURNS = 30
ACTIVE_WIDTH = 28 * mm  # the column of the player whose turn it was


@dataclasses.dataclass(frozen=True)
class TurnRow:
    """The table after one turn: who moved, and (hand, gate, castle) of every player in seat order."""

    turn: int
    active: str
    sides: tuple[tuple[int, int, int], ...]


def _turn_no(state: RampageState) -> int:
    return turn_line(state).turn


def turn_rows(journal: GameRecord[RampageState]) -> list[TurnRow]:
    """One row per turn of a Castle Rampage journal, from ``view.turn_line`` of the turn's last state."""
    rows = []
    for turn, _, state in turn_ends(journal, _turn_no):
        if not turn:
            continue
        line = turn_line(state)
        rows.append(TurnRow(turn, line.active, tuple((p.hand, p.gate, p.castle) for p in line.sides)))
    return rows


class MatchSheet(Sheet):
    kind = "rampage-match"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        "turn": ("Zug", "Turn"),
        "active": ("am Zug", "Active"),
        "hand": ("Hand", "Hand"),
        "gate": ("Tor", "Gate"),
        "castle": ("Burg", "Castle"),
        "players": ("Spieler", "Players"),
        "history": ("Stand nach jedem Zug", "Standing after every turn"),
        "winner": ("Sieger", "Winner"),
        "attacks": ("Angriffe", "Attacks"),
        "no": ("Nr.", "No."),
        "attacker": ("Angreifer", "Attacker"),
        "card": ("Karte, Wert", "Card, value"),
        "revealed": ("aufgedeckt", "revealed"),
        "left": ("Tor / Burg danach", "Gate / castle after"),
        "played": ("Gespielte Karten", "Cards played"),
        "entries": ("Einträge", "Entries"),
        "display": ("Auslage", "Display"),
        "discard": ("Ablagestapel", "Discard pile"),
        "unnamed": ("ohne Namen", "unnamed"),
        "none": ("keine", "none"),
    }

    def _grid(self, names: list[str], rows_in: list[list[object]], blank_rows: int = 0) -> Flowable:
        top: list[object] = [self.t("turn"), self.t("active")]
        sub: list[object] = ["", ""]
        extra: list[tuple[object, ...]] = [("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1))]
        for i, name in enumerate(names):
            col = 2 + 3 * i
            top += [self.p(name, "cellbold"), "", ""]
            sub += [self.t("hand"), self.t("gate"), self.t("castle")]
            extra += [("SPAN", (col, 0), (col + 2, 0)), ("LINEBEFORE", (col, 0), (col, -1), 1.2, (0, 0, 0))]
        rows = [top, sub, *rows_in] + [[""] * (2 + 3 * len(names)) for _ in range(blank_rows)]
        w = self.frame_width()
        rest = (w - 40 * mm) / (3 * len(names))
        return self.table(rows, [12 * mm, ACTIVE_WIDTH] + [rest] * (3 * len(names)), header_rows=2,
                          extra=[("ALIGN", (2, 2), (-1, -1), "RIGHT"),
                                 ("TOPPADDING", (0, 2), (-1, -1), 4.5 if blank_rows else 1.5), *extra])

    def _states(self) -> list[RampageState]:
        record = self.record(RampageState)
        return [record.state_after(n) for n in range(len(record) + 1)]

    def _attacks(self) -> list[Flowable]:
        records = attack_records(self.record(RampageState).events, self._states())
        if not records:
            return []
        rows: list[list[object]] = [[self.t("no"), self.t("turn"), self.t("attacker"), self.t("card"),
                                     self.t("revealed"), self.t("left")]]
        w = self.frame_width()
        widths = [10 * mm, 10 * mm, 24 * mm, 30 * mm, w - 104 * mm, 30 * mm]
        for r in records:
            mine = next(((g, c) for n, g, c in r.after if n == r.defender), (0, 0))
            value = f"{r.card} {r.attack}" + (f" − {sum(r.last_stand)}" if r.last_stand else "")
            rows.append([r.seq, r.turn, self.cell(r.attacker, widths[2]), self.cell(value, widths[3]),
                         self.cell(r.revealed_text(self.lang), widths[4]), f"{mine[0]} / {mine[1]}"])
        return [Spacer(1, 3 * mm), self.heading(self.t("attacks")), self.table(rows, widths, header_rows=1)]

    def _played(self) -> list[Flowable]:
        plays = turn_plays(self.record(RampageState).events, self._states(), self.lang)
        if not plays:
            return []
        rows: list[list[object]] = [[self.t("turn"), self.t("active"), self.t("entries")]]
        widths = [12 * mm, 28 * mm, self.frame_width() - 40 * mm]
        rows += [[t.turn, self.cell(t.player, widths[1]), self.cell("; ".join(t.entries), widths[2])] for t in plays]
        return [Spacer(1, 3 * mm), self.heading(self.t("played")), self.table(rows, widths, header_rows=1)]

    def blank_story(self) -> list[Flowable]:
        return [self.heading(self.t("history")), self._grid([""] * BLANK_PLAYERS, [], BLANK_TURNS)]

    def filled_story(self) -> list[Flowable]:
        state = self.record(RampageState).state
        final = summary(state, self.lang)
        body: list[list[object]] = [[r.turn, self.cell(r.active, ACTIVE_WIDTH), *(v for side in r.sides for v in side)]
                                 for r in turn_rows(self.record(RampageState))]
        out: list[Flowable] = [self.heading(self.t("history")), self._grid([p.name for p in final.players], body)]
        out += self._attacks() + self._played()
        out += [Spacer(1, 3 * mm), self.heading(self.t("display"))]
        out += [self.p(f"{p.name}: {', '.join(p.display) or self.t('none')}", "body") for p in final.players]
        pile = final.discard_pile
        out += [self.p(f"{self.t('discard')}: {', '.join(pile.cards) or self.t('none')}"
                       + (f" (+{pile.unnamed} {self.t('unnamed')})" if pile.unnamed else ""), "body")]
        if final.winner:
            out += [Spacer(1, 3 * mm), self.p(f"{self.t('winner')}: {final.winner} — {final.why}", "body")]
        return out
