""""Datenbank prüfen" (in the spirit of Anki's Check Database): integrity of the games file and of every
game, the backups there are, a backup now, and restoring one (the replaced file is kept as a backup)."""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RefereeError
from ui import i18n
from ui.panels.widgets import RefusalLabel
from ui.qt import QtWidgets
from ui.service import GameService, database


class CheckDatabaseDialog(QtWidgets.QDialog):
    """Runs the check when opened; ``restored`` is called with the new service after a restore."""

    def __init__(self, service: GameService, restored: Callable[[GameService], None],
                 parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.service, self.restored = service, restored
        self.setWindowTitle(self.tr("Datenbank prüfen"))
        self.report = QtWidgets.QLabel(self)
        self.report.setWordWrap(True)
        self.list = QtWidgets.QListWidget(self)
        self.refusal = RefusalLabel(self)
        self.backup_button = QtWidgets.QPushButton(self.tr("Jetzt sichern"), self)
        self.restore_button = QtWidgets.QPushButton(self.tr("Ausgewählte Sicherung zurückholen …"), self)
        self.backup_button.clicked.connect(self.backup_now)
        self.restore_button.clicked.connect(self.restore_selected)
        close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.backup_button)
        row.addWidget(self.restore_button)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.report)
        lay.addWidget(QtWidgets.QLabel(self.tr("Sicherungen (neueste zuerst):"), self))
        lay.addWidget(self.list, 1)
        lay.addLayout(row)
        lay.addWidget(self.refusal)
        lay.addWidget(close)
        self.resize(620, 420)
        self.run_check()

    def run_check(self) -> None:
        try:
            r = database.check(self.service, lang=i18n.current())
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        lines = [self.tr("Datenbank in Ordnung.") if r.ok else self.tr("Probleme gefunden:")]
        lines += [f"• {p}" for p in r.file_problems]
        lines += [f"• #{g}: {m}" for g, m in r.broken_games]
        lines.append(self.tr("%1 Partien geprüft.").replace("%1", str(r.games)))
        self.report.setText("\n".join(lines))
        self.list.clear()
        for b in r.backups:  # what each copy is, in the words `db backups` uses (daily, … last restored from)
            taken = b.taken.replace("T", " ")[:19]
            item = QtWidgets.QListWidgetItem(f"{taken}  ({b.what(i18n.current())})  {b.size // 1024} KiB")
            item.setData(256, str(b.path))
            self.list.addItem(item)
        usable = self.service.store.is_sqlite
        self.backup_button.setEnabled(usable)
        self.restore_button.setEnabled(usable and bool(r.backups))

    def backup_now(self) -> None:
        try:
            database.backup(self.service)
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.refusal.clear_refusal()
        self.run_check()

    def restore_selected(self, *, confirm: bool = True) -> bool:
        item = self.list.currentItem()
        if item is None:
            return False
        if confirm and QtWidgets.QMessageBox.question(
                self, self.tr("Sicherung zurückholen"),
                self.tr("Die Partien-Datei durch diese Sicherung ersetzen? Die jetzige Datei wird vorher selbst gesichert.")
        ) != QtWidgets.QMessageBox.StandardButton.Yes:
            return False
        from pathlib import Path

        try:
            self.service = database.restore(self.service, Path(str(item.data(256))))
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return False
        self.restored(self.service)
        self.run_check()
        return True
