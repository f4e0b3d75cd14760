"""Burgenkrieg zone tracker (Zonenblatt): walls, bodyguard and commanders of each side.

Filled: the turn and phase; one block per side: its players with their roles (Burgherr, Kommandant), its
zones (Leibwache, inner and outer wall) with start value, current points and the creatures (power/toughness,
damage, tapped) and other permanents standing there; each player's mana, hand, library and graveyard; what was
played, entry by entry (creatures, permanents, spells and their targets, attacks with their damage); the
creatures killed by lethal damage; then every entry that changed a zone's points. Blank, the same zones with
boxes to cross off points by hand. A zone is named in words ("Innerer Schutzwall A", as the table shows it),
never by its id ("A.innen"), in entries too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.escape import text
from printouts.rounds import GameRecord
from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import NextPhase, Setup, Turn
from referee.burgenkrieg.told import shown, told
from referee.burgenkrieg.view import BkState, BurgenkriegView, CreatureLine, PermanentLine, PlayerLine, moment, summary
from referee.core.note import Note

BLANK_MARKS = 12
SIDES = ("A", "B")


@dataclasses.dataclass(frozen=True)
class ZoneChange:
    """An entry that changed zone points, and every zone's points after it (in ``ZONE_NAMES`` order)."""

    entry: int
    label: str
    values: tuple[int, ...]


def zone_changes(journal: GameRecord[BkState], lang: str = "de") -> list[ZoneChange]:
    """Every entry after the set-up that changed the points of a zone (zones in its label in words)."""
    out: list[ZoneChange] = []
    events = journal.events  # a copy: taken once, not per entry
    for n in range(2, len(events) + 1):
        before, after = moment(journal.state_after(n - 1)), moment(journal.state_after(n))
        if after.points != before.points:
            out.append(ZoneChange(n, told(journal.state_after(n - 1), events[n - 1]).label(lang), after.points))
    return out


@dataclasses.dataclass(frozen=True)
class Play:
    """An entry of what was played: its number, the turn it was made in and who was on turn, its words."""

    entry: int
    turn: int
    active: str
    label: str


def plays(journal: GameRecord[BkState], lang: str = "de") -> list[Play]:
    """Every entry but the set-up, the turns and the phases: creatures and permanents, spells, attacks, …
    (notes are no plays: the sheet lists them under "Notizen")."""
    out: list[Play] = []
    for n, ev in enumerate(journal.events, 1):
        if isinstance(ev, Setup | Turn | NextPhase | Note):
            continue
        state = journal.state_after(n - 1)
        before = moment(state)
        out.append(Play(n, before.turn, before.active, told(state, ev).label(lang)))  # its cards by name
    return out


class ZoneSheet(Sheet):
    kind = "burgenkrieg-zones"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        "zone": ("Zone", "Zone"),
        "kind": ("Art", "Kind"),
        "start": ("Start", "Start"),
        "points": ("Punkte", "Points"),
        "creatures": ("Kreaturen und bleibende Karten (Beherrscher)", "Creatures and permanents (controller)"),
        "now": ("Zug {n}, am Zug: {p}, {phase}", "Turn {n}, {p} to play, {phase}"),
        "before": ("Vor dem ersten Zug", "Before the first turn"),
        "counts": ("Mana, Hand, Bibliothek, Friedhof", "Mana, hand, library, graveyard"),
        "mana": ("Mana", "Mana"),
        "hand": ("Hand", "Hand"),
        "library": ("Bibliothek", "Library"),
        "graveyard": ("Friedhof", "Graveyard"),
        "played": ("Gespielt", "Played"),
        "turn": ("Zug", "Turn"),
        "on_turn": ("am Zug", "to play"),
        "fallen": ("Durch tödlichen Schaden gefallen", "Killed by lethal damage"),
        "damage": ("{n} Schaden", "{n} damage"),
        "tapped": ("getappt", "tapped"),
        "on": ("auf {card}", "on {card}"),
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
            creatures = ", ".join([*(self._creature(c) for c in zone.creatures),
                                   *(self._permanent(p) for p in zone.permanents)]) or "—"
            points: object = "—" if zone.points is None else zone.points
            rows.append([self.p(z.zone_word(zone.zone, self.lang)), self.p(self._word(zone.kind.value)), zone.start,
                         points, self.p(creatures)])
        return self.table(rows, [34 * mm, 24 * mm, 14 * mm, 14 * mm, w - 86 * mm],
                          extra=[("ALIGN", (2, 1), (3, -1), "RIGHT")])

    def _creature(self, c: CreatureLine) -> str:
        """``Wache 1/3 (Ben; 2 Schaden, getappt)``."""
        marks = [c.controller, *([self.t("damage", n=c.damage)] if c.damage else []),
                 *([self.t("tapped")] if c.tapped else [])]
        return f"{shown(c.name, c.id)} {c.power}/{c.toughness} ({'; '.join(marks)})"

    def _permanent(self, p: PermanentLine) -> str:
        """``Schild (Verzauberung auf Wächter; Ann)``."""
        what = p.kind.word(self.lang) + (" " + self.t("on", card=p.attached_name) if p.attached_to else "")
        return f"{shown(p.name, p.id)} ({what}; {p.controller})"

    def _counts(self, s: BurgenkriegView) -> Flowable:
        w = self.frame_width()
        rows: list[list[object]] = [[self.t("player"), self.t("mana"), self.t("hand"), self.t("library"),
                                     self.t("graveyard")]]
        rows += [[self.p(p.name), *("—" if v is None else v for v in (p.mana, p.hand, p.library, p.graveyard))]
                 for p in s.players]
        return self.table(rows, [w * 0.32] + [w * 0.17] * 4, extra=[("ALIGN", (1, 1), (-1, -1), "RIGHT")])

    def _plays(self, played: list[Play]) -> Flowable:
        w = self.frame_width()
        rows: list[list[object]] = [[self.t("no"), self.t("turn"), self.t("on_turn"), self.t("entry")]]
        rows += [[p.entry, p.turn or "—", self.p(p.active or "—"), self.p(p.label)] for p in played]
        return self.table(rows, [12 * mm, 12 * mm, 26 * mm, w - 50 * mm], font_size=7)

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
        s = summary(self.record(BkState).state, self.lang)
        out: list[Flowable] = []
        if s.active and s.phase:
            out.append(self.p(self.t("now", n=s.turn, p=s.active, phase=s.phase.word(self.lang)), "body"))
        elif not s.winner:
            out.append(self.p(self.t("before"), "body"))
        for side in SIDES:
            out += [KeepTogether([self.heading(self._side_head(side, s.players)), self._zones(side, s)]),
                    Spacer(1, 3 * mm)]
        if s.winner:
            out.append(self.p(f"{self.t('winner')}: {s.winner}", "body"))
        out += [KeepTogether([self.heading(self.t("counts")), self._counts(s)]), Spacer(1, 3 * mm)]
        played = plays(self.record(BkState), self.lang)
        if played:
            out += [self.heading(self.t("played")), self._plays(played), Spacer(1, 3 * mm)]
        if s.fallen:
            out += [self.heading(self.t("fallen")), self.p(", ".join(self._creature(c) for c in s.fallen)),
                    Spacer(1, 3 * mm)]
        changes = zone_changes(self.record(BkState), self.lang)
        if changes:
            out += [self.heading(self.t("changes")), self._changes(changes)]
        return out
