"""The victory-point goals of a player (26.3, 26.4), read only: every goal is credited by the journal itself
when its entry happens (26.1, ``got.journal_goals``), so nothing is entered here; a reached goal names the
entry that credited it, an open one the entries that would."""

from __future__ import annotations

from referee.got.goals import GOALS_ONCE_SECTION, seen_in_journal
from referee.got.view import GotState, goal_table, header, mover, player_score
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame


class GoalsView(EntryDialog[GotState]):
    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Siegpunkte"))
        self.buttons.setStandardButtons(QtWidgets.QDialogButtonBox.StandardButton.Close)
        self.player = combo(list(header(self.state).players), self, mover(self.state))
        self.total = QtWidgets.QLabel(self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Siegpunkte"), self.total)
        self.goals = QtWidgets.QTableWidget(0, 4, self)
        self.goals.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.goals.verticalHeader().hide()
        self.goals.horizontalHeader().setStretchLastSection(True)
        self.goals.cellClicked.connect(self._section_clicked)
        hint = QtWidgets.QLabel(self.tr("Das Journal schreibt jedes Ziel selbst gut, sobald seine Eintragung geschieht "
                                        "(§ %1); hier wird nichts eingetragen.").replace("%1", GOALS_ONCE_SECTION),
                                self, wordWrap=True)
        self.extra.addWidget(hint)
        self.extra.addWidget(self.goals, 1)
        self.player.currentIndexChanged.connect(self.refresh)
        self.resize(760, 520)
        self.refresh()

    def _credited_by(self, name: str) -> dict[str, str]:
        """Goal key -> "n: label" of the entry after which the player first had it."""
        out: dict[str, str] = {}
        lang = i18n.current()
        events = self.session.events
        before: tuple[str, ...] = ()
        for n in range(1, len(events) + 1):
            goals = self.session.state_after(n).player(name).goals
            for key in goals:
                if key not in before and key not in out:
                    out[key] = f"{n}: {events[n - 1].label(lang)}"
            before = goals
        return out

    def refresh(self) -> None:
        name = self.player.currentData()
        if not name:
            return
        p, en = player_score(self.state, name), i18n.current() == "en"
        self.total.setText(str(p.victory_points))
        credited = self._credited_by(name)
        self.goals.setHorizontalHeaderLabels([self.tr("Ziel"), self.tr("SP"), self.tr("§"), self.tr("Gutgeschrieben")])
        table = goal_table(self.state, name)
        self.goals.setRowCount(len(table))
        for row, (key, g) in enumerate(table.items()):
            if key in p.goals:
                how = "✓ " + credited.get(key, self.tr("erreicht"))
            else:
                seen = seen_in_journal(key)
                how = self.tr("offen — durch: %1").replace("%1", seen[1] if en else seen[0]) if seen else self.tr("offen")
            cells = [g.en if en else g.de, str(g.points), g.section, how]
            for col, text in enumerate(cells):
                item = QtWidgets.QTableWidgetItem(text)
                item.setData(QtCore.Qt.ItemDataRole.UserRole, key)
                if col == 2:
                    item.setForeground(self.palette().link())
                    item.setToolTip(self.tr("Abschnitt im Regelwerk öffnen"))
                self.goals.setItem(row, col, item)
        self.goals.resizeColumnsToContents()

    def _section_clicked(self, row: int, col: int) -> None:
        item = self.goals.item(row, 2)
        if col == 2 and item is not None:
            self.section_clicked.emit(item.text())

    def commit(self) -> None:  # nothing to enter: the goals are credited by the journal (26.1)
        self.reject()
