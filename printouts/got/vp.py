"""Gods of Titan victory-point checklist (Siegpunkte): the goals of 26.3 and 26.4 and the benefits of 26.5.

One table per role with a column per player: filled, reached goals are ticked and the
column sums to the player's victory points; blank, empty boxes for four players.
Each goal counts once (26.1); the benefits list says from how many points they hold.
"""

from __future__ import annotations

from typing import ClassVar

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from printouts.base import Sheet
from printouts.got.common import LABELS
from printouts.styles import BOLD
from referee.got.catalog import PlayerRole, catalog
from referee.got.goals import GOALS_ONCE_SECTION
from referee.got.sections import DARKLORD_GOALS_SECTION, TITAN_GOALS_SECTION
from referee.got.victory import REVEALED_BENEFITS
from referee.got.view import GotState, Role, ScoreLine, score_lines

BLANK_COLUMNS = 4


class VictorySheet(Sheet):
    kind = "got-vp"
    labels: ClassVar[dict[str, tuple[str, str]]] = {
        **LABELS,
        "goal": ("Ziel", "Goal"),
        "pts_col": ("SP", "VP"),
        "sec": ("§", "§"),
        "titan_table": (f"Titan-Spieler (§ {TITAN_GOALS_SECTION})", f"Titan players (§ {TITAN_GOALS_SECTION})"),
        "darklord_table": (f"Darklord (§ {DARKLORD_GOALS_SECTION})", f"Darklord (§ {DARKLORD_GOALS_SECTION})"),
        "benefits": REVEALED_BENEFITS.pair(mark="§ "),
        "from": ("ab SP", "from VP"),
        "benefit": ("Vorteil", "Benefit"),
        "what": ("Wirkung", "Effect"),
        "tick": (f"X = erreicht (jedes Ziel zählt einmal, § {GOALS_ONCE_SECTION})",
                 f"X = reached (each goal counts once, § {GOALS_ONCE_SECTION})"),
    }

    def _goals_table(self, role: PlayerRole, players: list[ScoreLine] | None) -> Flowable:
        goals = catalog().victory_goals(role)
        names = [p.name for p in players] if players is not None else [""] * BLANK_COLUMNS
        head: list[object] = [self.t("goal"), self.t("pts_col"), self.t("sec")] + [self.p(n, "cellbold") for n in names]
        rows: list[list[object]] = [head]
        for g in goals:
            row: list[object] = [self.p(g.en if self.lang == "en" else g.de), g.points, g.section]
            for p in players or []:
                row.append("X" if g.key in p.goals else "")
            row += [""] * (len(names) - len(players or []))
            rows.append(row)
        total: list[object] = [self.t("total"), sum(g.points for g in goals), ""]
        total += [p.victory_points for p in players] if players is not None else [""] * len(names)
        rows.append(total)
        w = self.frame_width()
        fixed = [w * 0.46, 10 * mm, 12 * mm]
        rest = (w - sum(fixed)) / max(1, len(names))
        return self.table(rows, fixed + [rest] * len(names), extra=[
            ("ALIGN", (1, 1), (-1, -1), "CENTER"), ("FONT", (0, -1), (-1, -1), BOLD, 8),
            ("LINEABOVE", (0, -1), (-1, -1), 1.2, (0, 0, 0))])

    def _benefits(self) -> Flowable:
        rows: list[list[object]] = [[self.t("from"), self.t("benefit"), self.t("what")]]
        rows += [[b.threshold, b.name, self.p(b.text(self.lang))] for b in catalog().benefits]
        w = self.frame_width()
        return self.table(rows, [16 * mm, 28 * mm, w - 44 * mm])

    def _story(self, state: GotState | None) -> list[Flowable]:
        out: list[Flowable] = []
        for role, key in ((PlayerRole.TITAN, "titan_table"), (PlayerRole.DARKLORD, "darklord_table")):
            players = None
            if state is not None:
                want = Role.TITAN if role is PlayerRole.TITAN else Role.DARKLORD
                players = [p for p in score_lines(state) if p.role is want]
                if not players:
                    continue
            out += [KeepTogether([self.heading(self.t(key)), self._goals_table(role, players)]), Spacer(1, 2 * mm)]
        out += [self.p(self.t("tick"), "note"), KeepTogether([self.heading(self.t("benefits")), self._benefits()])]
        return out

    def blank_story(self) -> list[Flowable]:
        return self._story(None)

    def filled_story(self) -> list[Flowable]:
        return self._story(self.record(GotState).state)
