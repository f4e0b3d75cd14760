"""Models of the Gods of Titan table: players, armies and pools, filled from ``referee.got.view.summary``."""

from __future__ import annotations

from typing import Any

from ui.models.base import RowsModel
from ui.qt import QtCore


class PlayersModel(RowsModel):
    """One column per player (seat order), one row per figure of the players panel:
    colour, points, Titan power and what is missing to its next step and to the next god, gems,
    victory points, benefits in force, towers, elements, status."""

    ROWS = 11

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.names: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.set_vertical([
            self.tr("Farbe"), self.tr("Kampfpunkte"), self.tr("Titan-Stärke"), self.tr("bis Stärke +1"),
            self.tr("bis Gott"), self.tr("Lebenssteine"), self.tr("Siegpunkte"), self.tr("Vorteile"), self.tr("Tower"),
            self.tr("Elemente"), self.tr("Status")])

    def set_summary(self, summary: dict[str, Any]) -> None:
        players = summary["players"]
        columns = []
        for p in players:
            status = [self.tr("Darklord") if p["role"] == "darklord" else self.tr("Titan")]
            if summary["mover"] == p["name"]:
                status.append(self.tr("am Zug"))
            if p["titan_revealed"]:
                status.append(self.tr("offen"))
            if p["phantom"]:
                status.append(self.tr("Phantom"))
            if p["eliminated"]:
                status.append(self.tr("ausgeschieden"))
            if summary["winner"] == p["name"]:
                status.append(self.tr("Sieger"))
            titan = p["titan_power"] is not None  # no Titan (Darklord before the Dark-Titan): a dash (23.7)
            columns.append((p["colour"], p["points"], p["titan_power"] if titan else "—",
                            p["points_to_next_power"] if titan else "—",
                            p["points_to_next_god"], p["gems"], p["victory_points"], ", ".join(p["benefits"]),
                            ", ".join(p["towers"]), ", ".join(p["elements"]), ", ".join(status)))
        self.names = [p["name"] for p in players]
        self.beginResetModel()
        self._headers = list(self.names)
        self.endResetModel()
        goals = "\n".join(f"{p['name']}: " + ", ".join(f"{g['label']} ({g['points']})" for g in p["goals"])
                          for p in players if p["goals"])
        rows = [tuple(c[r] for c in columns) for r in range(self.ROWS)]
        self.set_rows(rows, tips=["" if r != 6 else goals for r in range(self.ROWS)])

    def value(self, player: str, row: int) -> Any:
        return self.row(row)[self.names.index(player)]


class ArmiesModel(RowsModel):
    """One row per army on the board: marker, owner, land, figures, moved, recruited."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Armee"), self.tr("Besitzer"), self.tr("Land"), self.tr("Gelände"),
                          self.tr("Figuren"), self.tr("gezogen"), self.tr("rekrutiert")])

    def set_summary(self, summary: dict[str, Any]) -> None:
        rows = [(a["marker"], a["owner"], a["land"], a["terrain"], ", ".join(a["figures"]),
                 "" if a["moved"] is None else a["moved"], "✓" if a["recruited"] else "")
                for a in summary["armies"]]
        self.set_rows(rows, grey=[a["owner"] == "neutral" for a in summary["armies"]])

    def marker(self, row: int) -> str:
        return str(self.row(row)[0])


class PoolsModel(RowsModel):
    """The personal pools (5.1): one row per figure, one column per player."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)

    def set_summary(self, summary: dict[str, Any]) -> None:
        players = summary["players"]
        self.beginResetModel()
        self._headers = [self.tr("Figur"), *[p["name"] for p in players]]
        self.endResetModel()
        names = sorted({n for p in players for n in p["pool"]})
        self.set_rows([(n, *[p["pool"].get(n, 0) for p in players]) for n in names])
