"""Titan – Die Arena: the battle columns sheet, beside the bet sheet.

The 8 × 5 battle columns as they lay at the end of each round (section 8: the cards of each creature in the
round's column, bottom first, the last one its strength; the creature that died marked), the column of the
round still running as it lies now, every card seen in the order played (what was played, revealed, shown
and discarded: sections 5, 7, 11), and the strength values of each creature nobody has seen yet with the
chance that its next card is higher or lower (sections 2, 4, 8).
"""

from __future__ import annotations

from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from printouts.base import Sheet
from referee.arena.engine import BATTLE_COLUMNS
from referee.arena.rules import RULES
from referee.arena.tracking import TRACKING_SECTIONS, UnseenCards
from referee.arena.view import ArenaState, ArenaView, Phase, summary

LABELS: dict[str, tuple[str, str]] = {
    "columns": (f"{BATTLE_COLUMNS.label_de}, § {BATTLE_COLUMNS.where()}",
                f"{BATTLE_COLUMNS.label_en}, § {BATTLE_COLUMNS.where()}"),
    "creature": ("Kreatur", "Creature"),
    "died": ("stirbt", "dies"),
    "running": ("läuft noch", "still running"),
    "dead": ("tot", "dead"),
    "played": ("Gesehene Karten der Reihe nach (gespielt, aufgedeckt, gezeigt, abgeworfen)",
               "Cards seen in order (played, revealed, shown, discarded)"),
    "card": ("Karte", "Card"),
    "how": ("wie", "how"),
    "nobody": ("—", "—"),
    "unseen": ("Noch ungesehene Stärkewerte und die Chance der nächsten Karte, § {sections}",
               "Strength values not seen yet and the chance of the next card, § {sections}"),
    "values": ("ungesehene Werte", "unseen values"),
    "strength": ("Stärke jetzt", "strength now"),
    "higher": ("nächste höher", "next higher"),
    "lower": ("nächste niedriger", "next lower"),
    "spectators": ("Zuschauer ungesehen: {n} (ihre Werte nennt der Text nicht)",
                   "Spectators unseen: {n} (the text gives no values)"),
    "none_seen": ("Noch keine Karte gesehen.", "No card seen yet."),
}


def cell_text(creature: str, cards: tuple[str, ...]) -> str:
    """A creature's cards in one column, its own strength cards by value: ``"3, Zuschauer 0, 7"``.

    >>> cell_text("Hydra", ("Hydra 3", "Zuschauer 0", "Hydra 7"))
    '3, Zuschauer 0, 7'
    """
    return ", ".join(c.removeprefix(f"{creature} ") for c in cards)


def chance(p: object) -> str:
    """A fraction as the sheet shows it (``7/10``); an empty cell without one."""
    return "" if p is None else str(p)


class ColumnsSheet(Sheet):
    kind = "arena-columns"
    wide = True
    labels: ClassVar[dict[str, tuple[str, str]]] = LABELS

    def _grid(self, s: ArenaView | None) -> Flowable:
        rounds = RULES.rounds
        head: list[object] = [self.p(self.t("creature"), "cellbold")] + [
            self.p(f"{self.t('round')} {r}", "cellbold") for r in range(1, rounds + 1)]
        rows: list[list[object]] = [head]
        if s is None:
            rows += [[c.name, *[""] * rounds] for c in RULES.creatures]
        else:
            for c in s.creatures:
                row: list[object] = [self.p(c.name)]
                for r in range(1, rounds + 1):
                    row.append(self.p(self._cell(s, c.name, c.alive, r)))
                rows.append(row)
        w = self.frame_width()
        rest = (w - 30 * mm) / rounds
        return self.table(rows, [30 * mm] + [rest] * rounds,
                          extra=[("TOPPADDING", (0, 1), (-1, -1), 6 if s is None else 1.5),
                                 ("BOTTOMPADDING", (0, 1), (-1, -1), 6 if s is None else 1.5)])

    def _cell(self, s: ArenaView, creature: str, alive: bool, r: int) -> str:
        """The creature's cards in round ``r``'s column: as they lay at the round's end, or now."""
        end = next((e for e in s.round_ends if e.round == r), None)
        if end is not None:
            cell = next((x for x in end.cells if x.creature == creature), None)
            if cell is None:
                return ""
            died = f" – {self.t('died')}" if end.died == creature else ""
            return (cell_text(creature, cell.cards) or "—") + died
        if r == s.round and s.phase is Phase.PLAY and alive:
            now = next(c for c in s.creatures if c.name == creature).columns[r - 1]
            return cell_text(creature, now) + (f" ({self.t('running')})" if now else "")
        return ""

    def _seen(self, s: ArenaView) -> Flowable:
        rows: list[list[object]] = [[self.t("round"), self.t("player"), self.t("card"), self.t("how")]]
        w = self.frame_width()
        widths = [w * 0.1, w * 0.2, w * 0.25, w * 0.45]
        for x in s.seen:
            rows.append([x.round, self.cell(x.player or self.t("nobody"), widths[1]), self.cell(x.card, widths[2]),
                         self.cell(x.how.word(self.lang), widths[3])])
        return self.table(rows, widths)

    def _unseen(self, found: tuple[UnseenCards, ...]) -> Flowable:
        rows: list[list[object]] = [[self.t("creature"), self.t("values"), self.t("strength"), self.t("higher"),
                                     self.t("lower")]]
        for u in found:
            name = u.creature if u.alive else f"{u.creature} ({self.t('dead')})"
            rows.append([self.p(name), self.p(", ".join(str(v) for v in u.unseen) or "—"),
                         "" if u.strength is None else u.strength, chance(u.higher), chance(u.lower)])
        w = self.frame_width()
        return self.table(rows, [w * 0.2, w * 0.4, w * 0.12, w * 0.14, w * 0.14],
                          extra=[("ALIGN", (2, 1), (-1, -1), "RIGHT")])

    def blank_story(self) -> list[Flowable]:
        return [self.heading(self.t("columns")), self._grid(None)]

    def filled_story(self) -> list[Flowable]:
        state = self.record(ArenaState).state
        s = summary(state, self.lang)
        out: list[Flowable] = [self.heading(self.t("columns")), self._grid(s), Spacer(1, 3 * mm),
                               self.heading(self.t("unseen", sections=", ".join(TRACKING_SECTIONS))),
                               self._unseen(s.unseen),
                               self.p(self.t("spectators", n=s.spectators_unseen), "note"), Spacer(1, 3 * mm),
                               self.heading(self.t("played"))]
        out.append(self._seen(s) if s.seen else self.p(self.t("none_seen"), "note"))
        return out
