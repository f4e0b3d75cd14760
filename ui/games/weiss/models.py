"""Models of the Weiß Schwarz table: each player's counts, and the two stages.

Both read the typed ``referee.weiss.view.WeissView``; climaxes are counted by the referee.

>>> m = PlayersModel(); m.rowCount(), m.columnCount()
(0, 0)
"""

from __future__ import annotations

from referee.weiss.view import SLOTS, Mode, WeissView, slot_word
from ui import i18n
from ui.models.base import RowsModel
from ui.qt import QtCore


def slot_label(slot: str) -> str:
    return slot_word(slot, i18n.current())


def mode_label(mode: Mode) -> str:
    names = {
        Mode.STAND: QtCore.QCoreApplication.translate("Weiss", "Stand"),
        Mode.REST: QtCore.QCoreApplication.translate("Weiss", "Ruhe"),
        Mode.REVERSE: QtCore.QCoreApplication.translate("Weiss", "Rückschlag"),
    }
    return names[mode]


class PlayersModel(RowsModel):
    """One column per player; rows: level, clock (climaxes), stock, deck (climaxes), waiting room (climaxes), hand,
    climax area, cards in all zones (always 50, § grundlegendes)."""

    ROWS = 8

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.names: list[str] = []
        self.climax_names: set[str] = set()
        self.retranslate()

    def retranslate(self) -> None:
        self.set_vertical([self.tr("Level"), self.tr("Clock (Climax)"), self.tr("Lager"), self.tr("Deck (Climax)"),
                           self.tr("Warteraum (Climax)"), self.tr("Hand"), self.tr("Climax-Bereich"),
                           self.tr("Karten gesamt")])

    def set_summary(self, view: WeissView, climaxes: dict[str, int]) -> None:
        """``climaxes`` maps ``<player>.waiting`` and ``<player>.clock`` to the referee's climax counts there."""
        columns: list[tuple[object, ...]] = []
        for p in view.players:
            columns.append((
                f"{len(p.level)} ({', '.join(p.level) or '-'})",
                f"{len(p.clock)}/7 ({climaxes.get(p.name + '.clock', 0)}): {', '.join(p.clock) or '-'}",
                p.stock,
                f"{p.deck} ({p.deck_climaxes})",
                f"{len(p.waiting)} ({climaxes.get(p.name + '.waiting', 0)})",
                len(p.hand),
                p.climax or "-",
                p.total,
            ))
        self.names = [p.name for p in view.players]
        self.beginResetModel()
        self._headers = list(self.names)
        self.endResetModel()
        self.set_rows([tuple(c[r] for c in columns) for r in range(self.ROWS)] if columns else [])

    def value(self, player: str, row: int) -> object:
        return self.row(row)[self.names.index(player)]


class StageModel(RowsModel):
    """The five stage places (three front, two back, § 4) with each player's character and its mode."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)

    def set_summary(self, view: WeissView) -> None:
        players = view.players
        self.beginResetModel()
        self._headers = [p.name for p in players]
        self.endResetModel()
        rows = []
        for slot in SLOTS:
            row = []
            for p in players:
                s = p.stage[slot]
                row.append(f"{s.card} ({mode_label(s.mode)})" if s else "")
            rows.append(tuple(row))
        self.set_vertical([slot_label(s) for s in SLOTS] if players else [])
        self.set_rows(rows if players else [])
