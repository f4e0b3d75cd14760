"""Weiß Schwarz match record (Spielbericht): level, clock and damage per turn, and cancels; then what was played.

Filled from the journal, one row per turn: the active player, then for each player the
level and clock after the turn, the damage taken in it (the cards damage put into the clock,
§ 6 IV; not the own clock-phase card, § 3) and the damage cancelled by a revealed climax; blank, the same grid.  Below it,
turn by turn, what was played in words: cards to clock, characters and events played,
the climax, abilities, each attack with its trigger card, counters, the cards each damage
revealed, battles, encores, level-ups and discards (what the table saw; cards drawn stay secret).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from printouts.base import Sheet
from printouts.rounds import GameRecord
from referee.core.events import Event
from referee.core.note import Note
from referee.weiss.clock_damage import CLOCK_SECTION, DAMAGE_SECTION, damage_to_clock
from referee.weiss.events import Damage, Discard, Draw, Mulligan, NextPhase, Setup
from referee.weiss.guards import with_effect
from referee.weiss.odds import CANCEL_SECTION
from referee.weiss.state import WsState

BLANK_TURNS = 30


@dataclasses.dataclass(frozen=True)
class SideTurn:
    """One player in one turn: level and clock after it, damage taken in it (the cards damage put into the
    clock, :func:`referee.weiss.clock_damage.damage_to_clock`), damage cancelled in it."""

    level: int
    clock: int
    damage: int
    cancels: int


@dataclasses.dataclass(frozen=True)
class TurnRow:
    turn: int
    active: str
    sides: tuple[SideTurn, ...]


def turn_rows(journal: GameRecord[WsState]) -> list[TurnRow]:
    """One row per turn of a Weiß Schwarz journal (turn 0, the preparation, is left out).

    A damage entry counts as cancelled when its revealed cards hold a climax (§ 6 IV); the damage taken is
    what damage put into the clock, not the own clock-phase card (§ 3).
    """
    if not len(journal):
        return []
    first: WsState = journal.state_after(1)
    taken = [0] * len(first.sides)
    cancels = [0] * len(taken)
    rows: list[TurnRow] = []
    events = journal.events  # a copy: taken once, not per entry
    for n in range(2, len(journal) + 1):
        before: WsState = journal.state_after(n - 1)
        after: WsState = journal.state_after(n)
        ev = events[n - 1]
        dealt = damage_to_clock(before, ev)
        if dealt is not None:
            taken[dealt[0]] += dealt[1]
            if isinstance(ev, Damage) and before.sides[dealt[0]].climaxes_in(ev.revealed):
                cancels[dealt[0]] += 1
        if n == len(journal) or journal.state_after(n + 1).turn != after.turn:
            if after.turn:
                sides = []
                for i, side in enumerate(after.sides):
                    sides.append(SideTurn(len(side.level), len(side.clock), taken[i], cancels[i]))
                rows.append(TurnRow(after.turn, after.sides[after.active].name, tuple(sides)))
            cancels, taken = [0] * len(taken), [0] * len(taken)
    return rows


#: entries that show nothing the table saw played (drawn cards are secret; phases and set-up are in the grid;
#: notes are listed under "Notizen")
_NOT_PLAYED = (Draw, Setup, NextPhase, Note)


def _played(ev: Event, before: WsState, lang: str) -> str | None:
    """What an entry put on the table, in words; None for entries that play nothing or hide their cards."""
    de = lang == "de"
    if isinstance(ev, _NOT_PLAYED):
        return None
    if isinstance(ev, Mulligan):
        return f"{ev.player}: Mulligan – {', '.join(ev.discard)}" if ev.discard else None
    if isinstance(ev, Damage):
        defender = before.sides[1 - before.active]
        cards = ", ".join(ev.revealed) or "-"
        if defender.climaxes_in(ev.revealed):
            cards += " (durch Climax abgewehrt)" if de else " (cancelled by a climax)"
        return (f"Schaden an {defender.name}: " if de else f"Damage to {defender.name}: ") + cards
    if isinstance(ev, Discard):
        return f"{ev.player} " + ("wirft ab: " if de else "discards: ") + ", ".join(ev.cards)
    return with_effect(before, ev).label(lang)


@dataclasses.dataclass(frozen=True)
class PlayedTurn:
    """What was played in one turn, in words, in the order it was entered (turn 0: the preparation)."""

    turn: int
    active: str
    lines: tuple[str, ...]


def played_turns(journal: GameRecord[WsState], lang: str = "de") -> list[PlayedTurn]:
    """Turn by turn what the table saw played."""
    out: list[PlayedTurn] = []
    current: list[str] = []
    turn, active = 0, ""
    events = journal.events
    for n in range(2, len(journal) + 1):
        before: WsState = journal.state_after(n - 1)
        if before.turn != turn:
            if current:
                out.append(PlayedTurn(turn, active, tuple(current)))
            current, turn = [], before.turn
        active = before.sides[before.active].name if before.turn else ""
        line = _played(events[n - 1], before, lang)
        if line:
            current.append(line)
    if current:
        out.append(PlayedTurn(turn, active, tuple(current)))
    return out


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
        "legend": (f"Schaden = Karten, die Schaden in diesem Zug in den Clock legte (§ {DAMAGE_SECTION}; die "
                   f"eigene Karte der Clockphase zählt nicht, § {CLOCK_SECTION}); abgew. = durch Climax abgewehrte "
                   f"Schadenseintragungen (§ {CANCEL_SECTION}).",
                   f"Damage = cards damage put into the clock this turn (§ {DAMAGE_SECTION}; the own clock-phase "
                   f"card does not count, § {CLOCK_SECTION}); cancels = damage entries cancelled by a "
                   f"climax (§ {CANCEL_SECTION})."),
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
        state = self.record(WsState).state
        body: list[list[object]] = []
        for row in turn_rows(self.record(WsState)):
            cells: list[object] = [row.turn, self.p(row.active)]
            for side in row.sides:
                cells += [side.level, side.clock, side.damage, side.cancels]
            body.append(cells)
        out: list[Flowable] = [self.heading(self.t("history")), self._grid([s.name for s in state.sides], body),
                               Spacer(1, 2 * mm), self.p(self.t("legend"), "note")]
        played = played_turns(self.record(WsState), self.lang)
        if played:
            rows: list[list[object]] = [[self.t("turn"), self.t("active"), self.t("what")]]
            for t in played:
                rows.append([t.turn if t.turn else self.p(self.t("preparation")), self.p(t.active),
                             self.p("; ".join(t.lines))])
            w = self.frame_width()
            out += [Spacer(1, 4 * mm), self.heading(self.t("played")),
                    self.table(rows, [12 * mm, 30 * mm, w - 42 * mm], header_rows=1)]
        if state.winner:
            out += [Spacer(1, 3 * mm), self.p(f"{self.t('winner')}: {state.winner}", "body")]
        return out
