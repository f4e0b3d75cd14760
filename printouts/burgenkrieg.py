"""Burgenkrieg zone tracker (Zonenblatt): walls, bodyguard and commanders of each side.

Filled, one block per side: its players with their roles (Burgherr, Kommandant), its
zones (Leibwache, inner and outer wall) with start value, current points and the
creatures standing there, then every entry that changed a zone's points. Blank, the
same zones with boxes to cross off points by hand. A zone is named in words ("Innerer
Schutzwall A", as the table shows it), never by its id ("A.innen"), in entries too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.escape import text
from referee.burgenkrieg import zones as z
from referee.burgenkrieg.state import BkState
from referee.burgenkrieg.view import BurgenkriegView, PlayerLine, summary
from referee.core.journal import Journal

BLANK_MARKS = 12
SIDES = ("A", "B")


@dataclasses.dataclass(frozen=True)
class ZoneChange:
    """An entry that changed zone points, and every zone's points after it (in ``ZONE_NAMES`` order)."""

    entry: int
    label: str
    values: tuple[int, ...]


def zone_changes(journal: Journal[BkState], lang: str = "de") -> list[ZoneChange]:
    """Every entry after the set-up that changed the points of a zone (zones in its label in words)."""
    out: list[ZoneChange] = []
    events = journal.events  # a copy: taken once, not per entry
    for n in range(2, len(events) + 1):
        before: BkState = journal.state_after(n - 1)
        after: BkState = journal.state_after(n)
        if after.values != before.values:
            out.append(ZoneChange(n, events[n - 1].label(lang), tuple(after.values)))
    return out


class ZoneSheet(Sheet):
    kind = "burgenkrieg-zones"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        "zone": ("Zone", "Zone"),
        "kind": ("Art", "Kind"),
        "start": ("Start", "Start"),
        "points": ("Punkte", "Points"),
        "creatures": ("Kreaturen (Beherrscher)", "Creatures (controller)"),
        "marks": ("Punkte im Spielverlauf (abstreichen)", "Points during the game (cross off)"),
        "side": ("Seite {s}", "Side {s}"),
        "role": ("Rolle", "Role"),
        "changes": ("Änderungen der Zonenpunkte", "Changes of zone points"),
        "entry": ("Eintragung", "Entry"),
        "winner": ("Sieger", "Winner"),
        "wall": ("Mauer", "Wall"),
        "lord": ("Leibwache", "Bodyguard"),
        "leibwache": ("Leibwache", "Bodyguard"),
        "burgherr": ("Burgherr", "Castle lord"),
        "kommandant": ("Kommandant", "Commander"),
        "commander": ("Kommandant (Leben)", "Commander (life)"),
        "inactive": ("ausgeschieden", "out"),
        "life": ("Leben", "Life"),
        "team_note": ("Startwerte für zwei Spieler; im Teamspiel trägt die innere Mauer das Leben des Kommandanten "
                      "(Start {v}).", "Start values for two players; in a team game the inner wall carries the "
                      "commander's life (start {v})."),
    }

    def _word(self, key: str) -> str:
        return self.t(key) if key in self.labels else key

    def _side_head(self, side: str, players: Sequence[PlayerLine]) -> str:
        names = ", ".join(f"{p.name} ({self._word(p.role.value)}{', ' + self.t('inactive') if p.inactive else ''})"
                          for p in players if p.side == side)
        return f"{self.t('side', s=side)}: {names}" if names else f"{self.t('side', s=side)}: ____________________"

    def _zones(self, side: str, s: BurgenkriegView) -> Flowable:
        w = self.frame_width()
        rows: list[list[object]] = [[self.t("zone"), self.t("kind"), self.t("start"), self.t("points"),
                                     self.t("creatures")]]
        for zone in s.zones:
            if not zone.zone.startswith(side + "."):
                continue
            creatures = ", ".join(f"{c.name} {c.power}/{c.toughness}"
                                  f"{' (-' + str(c.damage) + ')' if c.damage else ''} ({c.controller})"
                                  for c in zone.creatures) or "—"
            points: object = "—" if zone.points is None else zone.points
            rows.append([self.p(z.zone_word(zone.zone, self.lang)), self.p(self._word(zone.kind.value)), zone.start,
                         points, self.p(creatures)])
        return self.table(rows, [34 * mm, 24 * mm, 14 * mm, 14 * mm, w - 86 * mm],
                          extra=[("ALIGN", (2, 1), (3, -1), "RIGHT")])

    def _blank_zones(self, side: str) -> Flowable:
        w = self.frame_width()
        rows: list[list[object]] = [[self.t("zone"), self.t("start"), self.t("marks"), *[""] * (BLANK_MARKS - 1)]]
        for i, name in enumerate(z.ZONE_NAMES):
            if name.startswith(side + "."):
                rows.append([self.p(z.zone_word(name, self.lang)), z.start_value(i, team=False), *[""] * BLANK_MARKS])
        rest = (w - 48 * mm) / BLANK_MARKS
        return self.table(rows, [34 * mm, 14 * mm] + [rest] * BLANK_MARKS,
                          extra=[("SPAN", (2, 0), (-1, 0)), ("TOPPADDING", (0, 1), (-1, -1), 5)])

    def _changes(self, changes: list[ZoneChange]) -> Flowable:
        w = self.frame_width()
        zones = [self.markup(f"<b>{text(z.zone_word(name, self.lang))}</b>", "small") for name in z.ZONE_NAMES]
        rows: list[list[object]] = [[self.t("no"), self.t("entry"), *zones]]
        rows += [[c.entry, self.p(c.label), *c.values] for c in changes]
        rest = (w - 62 * mm) / len(z.ZONE_NAMES)
        return self.table(rows, [12 * mm, 50 * mm] + [rest] * len(z.ZONE_NAMES), font_size=7,
                          extra=[("ALIGN", (2, 1), (-1, -1), "RIGHT")])

    def _blank_players(self) -> Flowable:
        w = self.frame_width()
        rows: list[list[object]] = [[self.t("role"), self.t("player"), self.t("life")]]
        rows += [[self.t("burgherr"), "", ""], [self.t("kommandant"), "", ""]]
        return self.table(rows, [w * 0.25, w * 0.5, w * 0.25], extra=[("TOPPADDING", (0, 1), (-1, -1), 5)])

    def blank_story(self) -> list[Flowable]:
        out: list[Flowable] = []
        for side in SIDES:
            out += [KeepTogether([self.heading(self._side_head(side, [])), self._blank_players(), Spacer(1, 2 * mm),
                                  self._blank_zones(side)]), Spacer(1, 5 * mm)]
        return [*out, self.p(self.t("team_note", v=z.start_value(1, team=True)), "note")]

    def filled_story(self) -> list[Flowable]:
        state: BkState = self.journal.state
        s = summary(state, self.lang)
        out: list[Flowable] = []
        for side in SIDES:
            out += [KeepTogether([self.heading(self._side_head(side, s.players)), self._zones(side, s)]),
                    Spacer(1, 3 * mm)]
        if s.winner:
            out.append(self.p(f"{self.t('winner')}: {s.winner}", "body"))
        changes = zone_changes(self.journal, self.lang)
        if changes:
            out += [self.heading(self.t("changes")), self._changes(changes)]
        return out
