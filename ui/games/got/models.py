"""Models of the Gods of Titan table: players, armies and pools, filled from the typed view
(``referee.got.view.GotView``)."""

from __future__ import annotations

from referee.got.view import NEUTRAL, GotView, Role, number
from ui.models.base import RowsModel
from ui.qt import QtCore

#: what a cell of these tables shows
Cell = str | int | float


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

    def set_summary(self, view: GotView) -> None:
        players = view.players
        columns: list[tuple[Cell, ...]] = []
        for p in players:
            status = [self.tr("Darklord") if p.role is Role.DARKLORD else self.tr("Titan")]
            if view.mover == p.name:
                status.append(self.tr("am Zug"))
            if p.titan_revealed:
                status.append(self.tr("offen"))
            if p.phantom:
                status.append(self.tr("Phantom"))
            if p.eliminated:
                status.append(self.tr("ausgeschieden"))
            if view.winner == p.name:
                status.append(self.tr("Sieger"))
            titan = p.titan_power is not None  # no Titan (Darklord before the Dark-Titan): a dash
            columns.append((p.colour, number(p.points), p.titan_power if p.titan_power is not None else "—",
                            number(p.points_to_next_power) if titan else "—",
                            number(p.points_to_next_god), p.gems, p.victory_points, ", ".join(p.benefits),
                            ", ".join(p.towers), ", ".join(p.elements), ", ".join(status)))
        self.names = [p.name for p in players]
        self.beginResetModel()
        self._headers = list(self.names)
        self.endResetModel()
        goals = "\n".join(f"{p.name}: " + ", ".join(f"{g.label} ({g.points})" for g in p.goals)
                          for p in players if p.goals)
        rows = [tuple(c[r] for c in columns) for r in range(self.ROWS)]
        self.set_rows(rows, tips=["" if r != 6 else goals for r in range(self.ROWS)])

    def value(self, player: str, row: int) -> Cell:
        cell = self.row(row)[self.names.index(player)]
        if not isinstance(cell, str | int | float):  # the rows :meth:`refresh` set hold only cells
            raise TypeError(f"not a cell: {cell!r}")
        return cell


class ArmiesModel(RowsModel):
    """One row per army on the board: marker, owner, land, figures, moved, recruited."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.set_headers([self.tr("Armee"), self.tr("Besitzer"), self.tr("Land"), self.tr("Gelände"),
                          self.tr("Figuren"), self.tr("gezogen"), self.tr("rekrutiert")])

    def set_summary(self, view: GotView) -> None:
        rows: list[tuple[Cell, ...]] = [
            (a.marker, a.owner, a.land, a.terrain.value, ", ".join(a.figures), "" if a.moved is None else a.moved,
             "✓" if a.recruited else "") for a in view.armies]
        self.set_rows(rows, grey=[a.owner == NEUTRAL for a in view.armies])

    def marker(self, row: int) -> str:
        return str(self.row(row)[0])


class PoolsModel(RowsModel):
    """The personal pools (5.1): one row per figure, one column per player."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)

    def set_summary(self, view: GotView) -> None:
        players = view.players
        self.beginResetModel()
        self._headers = [self.tr("Figur"), *[p.name for p in players]]
        self.endResetModel()
        names = sorted({n for p in players for n, _ in p.pool})
        self.set_rows([(n, *[p.in_pool(n) for p in players]) for n in names])
