"""Gods of Titan battle record (Kampfprotokoll): one block per settled battle.

Each block shows round, land, attacker and defender with their figures, the outcome
(10.4–10.6, 11.8, 20.4), the figures beaten on each side, points and gems awarded
(20.3, 20.4), gods that appeared or were called (18, 21), demigods revived (19.1) and
the winner's Titan power before and after (24.2). Blank, it is a stack of empty blocks.
"""

from __future__ import annotations

from typing import Any, ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.got_common import LABELS, OUTCOMES, figures
from printouts.styles import BOLD
from referee.got.events import BattleSettled
from referee.got.state import NEUTRAL, BattleRecord, GotState

BLANK_BATTLES = 6


class BattleSheet(Sheet):
    kind = "got-battles"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        **LABELS,
        "battle": ("Kampf", "Battle"),
        "attacker": ("Angreifer", "Attacker"),
        "defender": ("Verteidiger", "Defender"),
        "outcome": ("Ausgang", "Outcome"),
        "winner": ("Sieger", "Winner"),
        "killed": ("Geschlagen", "Killed"),
        "award": ("Punkte / Lebenssteine (Sieger / Verlierer)", "Points / gems (winner / loser)"),
        "gods": ("Götter (erschienen / gerufen)", "Gods (appeared / called)"),
        "called": ("gerufen", "called"),
        "revived": ("Halbgötter wiederbelebt", "Demigods revived"),
        "power": ("Titan-Stärke vorher → nachher", "Titan power before → after"),
        "sections": ("Regeln", "Rules"),
        "count": ("{n} Kämpfe", "{n} battles"),
        "nobody": ("niemand", "nobody"),
        "none_yet": ("Noch kein Kampf ausgetragen.", "No battle settled yet."),
        "totals": ("Summe je Spieler: Punkte und Lebenssteine aus den Kämpfen (abzüglich Wiederbelebungen)",
                   "Totals per player: points and gems from the battles (less revivals)"),
    }

    def _entries(self) -> list[tuple[BattleRecord, BattleSettled, str, str]]:
        """Each battle with its journal entry and the owners of attacker and defender."""
        found = []
        for n, ev in enumerate(self.journal.events):
            if isinstance(ev, BattleSettled):
                before: GotState = self.journal.state_after(n)
                found.append((ev, before.army(ev.attacker).owner, before.army(ev.defender).owner))
        state: GotState = self.journal.state
        return [(b, ev, att, dfn) for b, (ev, att, dfn) in zip(state.battles, found, strict=True)]

    def _label(self, key: str) -> Flowable:
        return self.p(self.t(key), "cellbold")

    def _name(self, owner: str) -> str:
        return self.t("neutral") if owner == NEUTRAL else owner

    def _block(self, no: int, entry: tuple[BattleRecord, BattleSettled, str, str] | None) -> Flowable:
        w = self.frame_width()
        half = (w - 46 * mm) / 2
        widths = [46 * mm, half, half]
        if entry is None:
            rows: list[list[Any]] = [
                [f"{self.t('battle')} {no}", f"{self.t('round')}:", f"{self.t('land')}:"],
                ["", self.t("attacker"), self.t("defender")],
                *([self._label(k), "", ""]
                  for k in ("player", "figures", "killed", "outcome", "award", "gods", "revived", "power")),
            ]
            return KeepTogether([self.table(rows, widths, header_rows=1, font_size=7.5, repeat=False,
                                            extra=[("FONT", (0, 1), (0, -1), BOLD, 7),
                                                   ("FONT", (1, 1), (-1, 1), BOLD, 7.5),
                                                   ("TOPPADDING", (0, 2), (-1, -1), 3.5)]),
                                 Spacer(1, 3 * mm)])
        b, ev, att, dfn = entry
        winner = self.t("nobody") if b.winner is None else self._name(b.winner)
        de, en = OUTCOMES.get(b.outcome, (b.outcome, b.outcome))
        called = (f"{self.t('called')}: {ev.called_god.figure} ({ev.called_god.from_marker})"
                  if ev.called_god is not None else "")
        gods = "; ".join(x for x in (figures(b.gods) if b.gods else "", called) if x) or "—"
        loser_gems = "—" if b.winner is None else str(b.gems_loser)
        award = f"{self.num(b.points)} / {b.gems_winner} / {loser_gems}"
        rows = [
            [f"{self.t('battle')} {no}", self.p(f"{self.t('round')} {b.round} · {self.t('land')} {b.land.label} "
                                                f"({b.land.terrain.value})", "cellbold"),
             self.p(f"{self.t('winner')}: {winner}", "cellbold")],
            ["", self.t("attacker"), self.t("defender")],
            [self._label("player"), self.p(f"{self._name(att)} ({b.attacker})"),
             self.p(f"{self._name(dfn)} ({b.defender})")],
            [self._label("figures"), self.p(figures(b.attacker_figures)), self.p(figures(b.defender_figures))],
            [self._label("killed"), self.p(figures(b.killed_attacker)), self.p(figures(b.killed_defender))],
            [self._label("outcome"), self.p(en if self.lang == "en" else de), self.p(f"§ {', '.join(b.sections)}")],
            [self._label("award"), self.p(award), ""],
            [self._label("gods"), self.p(gods), ""],
            [self._label("revived"), self.p(figures(b.revived)), ""],
            [self._label("power"), self.p(f"{b.titan_power_before} → {b.titan_power_after}"), ""],
        ]
        extra: list[tuple[object, ...]] = [("FONT", (0, 1), (0, -1), BOLD, 7),
                                           ("FONT", (1, 1), (-1, 1), BOLD, 7.5)]
        extra += [("SPAN", (1, r), (2, r)) for r in (6, 7, 8, 9)]
        return KeepTogether([self.table(rows, widths, header_rows=1, font_size=7.5, repeat=False, extra=extra),
                             Spacer(1, 2.5 * mm)])

    def _totals(self, state: GotState) -> Flowable:
        """Net change of every player's points and gems across the battle entries (20.3, 20.4, 19.1)."""
        points: dict[str, Any] = {p.name: 0 for p in state.seat_order}
        gems: dict[str, int] = {p.name: 0 for p in state.seat_order}
        for n, ev in enumerate(self.journal.events, start=1):
            if isinstance(ev, BattleSettled):
                before: GotState = self.journal.state_after(n - 1)
                after: GotState = self.journal.state_after(n)
                for p in after.players:
                    points[p.name] += p.points - before.player(p.name).points
                    gems[p.name] += p.gems - before.player(p.name).gems
        rows: list[list[Any]] = [[self.t("player"), self.t("points"), self.t("gems")]]
        rows += [[self.p(n), self.num(points[n]), gems[n]] for n in points]
        w = self.frame_width()
        return self.table(rows, [w * 0.4, w * 0.2, w * 0.2], extra=[("ALIGN", (1, 1), (-1, -1), "RIGHT")])

    def blank_story(self) -> list[Flowable]:
        return [self._block(i, None) for i in range(1, BLANK_BATTLES + 1)]

    def filled_story(self) -> list[Flowable]:
        state: GotState = self.journal.state
        out: list[Flowable] = [self.p(self.t("count", n=len(state.battles)), "body"), Spacer(1, 2 * mm)]
        if not state.battles:
            return [*out, self.p(self.t("none_yet"), "body")]
        entries = self._entries()
        out += [self._block(i, e) for i, e in enumerate(entries, start=1)]
        return [*out, self.heading(self.t("totals")), self._totals(state)]
