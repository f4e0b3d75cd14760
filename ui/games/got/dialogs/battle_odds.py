"""The battle sheet's outlook: live odds from where the battle stands, and what ending it now would give.

:class:`LiveOddsBox` shows :func:`ui.service.got.battle.live_odds` (the chance of each ending, the points
expected if the battle is fought on, what conceding now gives; 10.6, 11.8, 20.3, 20.4) in the
locale's number format; :class:`EndPreviewsBox` the previews of every allowed way to end it now
(flight, negotiation, concession; :func:`ui.service.got.battle.end_previews`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from referee.core.words import number_text
from referee.got.odds.live import LiveOdds
from referee.got.settle import CONCEDING
from ui import i18n
from ui.models.base import RowsModel
from ui.qt import QtCore, QtWidgets


def locale() -> QtCore.QLocale:
    """The number format of the language in force (German: 1.234,5; English: 1,234.5)."""
    if i18n.current() == "en":
        return QtCore.QLocale(QtCore.QLocale.Language.English, QtCore.QLocale.Country.UnitedKingdom)
    return QtCore.QLocale(QtCore.QLocale.Language.German, QtCore.QLocale.Country.Germany)


def number(value: float | Fraction, decimals: int = 1) -> str:
    """``value`` in the language's format, whole numbers without decimals (the one formatter, issue 35)."""
    return number_text(round(value) if abs(float(value) - round(value)) < 1e-9 else value, i18n.current(), decimals)


def percent(p: float) -> str:
    """A probability as a percentage ("71 %" in German, "71%" in English); one decimal below 10 %."""
    v = 100 * p
    small = 0 < v < 0.05
    text = "< " + locale().toString(0.1, "f", 1) if small else locale().toString(v, "f", 0 if v >= 9.95 or v == 0 else 1)
    return text + ("%" if i18n.current() == "en" else " %")


class LiveOddsBox(QtWidgets.QGroupBox):
    """The chances of the running battle fought on from here (the same model as the odds panel)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QtWidgets.QGridLayout(self)
        self.rows: dict[str, tuple[QtWidgets.QLabel, QtWidgets.QProgressBar]] = {}
        for i, key in enumerate(("attacker_wins", "defender_wins", "mutual", "timeout")):
            label, bar = QtWidgets.QLabel(self), QtWidgets.QProgressBar(self)
            bar.setRange(0, 1000)
            bar.setTextVisible(False)
            bar.setMaximumHeight(12)
            grid.addWidget(label, i, 0)
            grid.addWidget(bar, i, 1)
            self.rows[key] = (label, bar)
        self.expected = QtWidgets.QLabel(self, wordWrap=True)
        self.concede = QtWidgets.QLabel(self, wordWrap=True)
        self.how = QtWidgets.QLabel(self, wordWrap=True)
        self.how.setStyleSheet("color: gray;")
        for i, w in enumerate((self.expected, self.concede, self.how), start=4):
            grid.addWidget(w, i, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(7, 1)
        self.odds: LiveOdds | None = None
        self.elapsed_ms = 0.0
        self.provisional: int | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Chancen, wenn weitergekämpft wird"))
        self.show_odds(self.odds, self.elapsed_ms, provisional=self.provisional)

    def names(self) -> dict[str, str]:
        return {"attacker_wins": self.tr("Angreifer gewinnt: %1"), "defender_wins": self.tr("Verteidiger gewinnt: %1"),
                "mutual": self.tr("Beide zerschlagen: %1"), "timeout": self.tr("Zeit-Sieg nach Runde 7: %1")}

    def show_odds(self, odds: LiveOdds | None, elapsed_ms: float = 0.0, *, provisional: int | None = None) -> None:
        """Show ``odds`` (None: the battle is decided or not yet open); ``provisional``: the round whose marks,
        not yet entered, they assume."""
        self.odds, self.elapsed_ms, self.provisional = odds, elapsed_ms, provisional
        names = self.names()
        for key, (label, bar) in self.rows.items():
            p = getattr(odds, key) if odds is not None else 0.0
            label.setText(names[key].replace("%1", percent(p) if odds is not None else "—"))
            bar.setValue(round(1000 * p))
        if odds is None and provisional is not None:
            self.expected.setText(self.tr("Mit den Markierungen der Runde %1 ist der Kampf entschieden.")
                                  .replace("%1", str(provisional)))
            self.concede.setText("")
            self.how.setText("")
            return
        if odds is None:
            self.expected.setText(self.tr("Der Kampf ist entschieden oder noch nicht eröffnet."))
            self.concede.setText("")
            self.how.setText("")
            return
        self.expected.setText(self.tr("Weiterkämpfen, erwartete Kampfpunkte: Angreifer %1 · Verteidiger %2")
                              .replace("%1", number(odds.expected_points_attacker))
                              .replace("%2", number(odds.expected_points_defender)))
        self.concede.setText(f"{CONCEDING.cited(i18n.current())}: "
                             + self.tr("gibt der Angreifer auf, erhält der Verteidiger %1; gibt der Verteidiger auf, "
                                       "erhält der Angreifer %2 Kampfpunkte.")
                             .replace("%1", number(odds.attacker_concedes.points))
                             .replace("%2", number(odds.defender_concedes.points)))
        if odds.exact:
            how = self.tr("exakt berechnet")
        else:
            how = self.tr("geschätzt aus %1 Kämpfen, ± %2").replace("%1", locale().toString(odds.samples)).replace(
                "%2", percent(odds.max_half_width))
        how += " · " + self.tr("%1 ms").replace("%1", locale().toString(round(elapsed_ms)))
        if provisional is not None:
            how = self.tr("vorläufig, mit den Markierungen der Runde %1").replace("%1", str(provisional)) + " · " + how
        self.how.setText(how)

    def text(self) -> str:
        """Everything shown, one line each (for tests and the screen reader)."""
        lines = [label.text() for label, _ in self.rows.values()]
        return "\n".join([*lines, self.expected.text(), self.concede.text(), self.how.text()])


class EndPreviewsBox(QtWidgets.QGroupBox):
    """What ending the battle now in each allowed way would give (points, gems), or why it may not."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RowsModel((), self)
        self.view = QtWidgets.QTableView(self)
        self.view.setModel(self.model)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setWordWrap(False)
        self.view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.view)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Jetzt beenden würde geben"))
        self.model.set_headers((self.tr("Kampfende"), self.tr("Punkte"), self.tr("Lebenssteine"), self.tr("Hinweis")))

    def set_rows(self, rows: Sequence[tuple[str, str, str, str]], grey: Sequence[bool]) -> None:
        self.model.set_rows(rows, [r[3] for r in rows], grey)
        self.view.resizeColumnsToContents()
