"""The start page: new game, recent games, every stored game (double-click or Enter opens), the archive.

Each game shows its players, standings and round (from its summary, through the service; a game is
replayed again only when it changed), the number of entries and when it was last played. After an update of the
program the summaries the earlier version made are shown at once, greyed and said to be brought up to date, while
:class:`ui.overview_worker.OverviewWorker` replays those games off the GUI thread, the newest first, and each row
changes as its game is done. Rename, archive, restore, delete (archived games only, after a confirmation), export to
and import from a JSON file: buttons and the context menu of the lists, all through :class:`ui.service.GameService`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from referee.core.errors import RefereeError
from ui import i18n
from ui.dialogs.files import ask_import_path, ask_path
from ui.models.games import GamesModel
from ui.overview_worker import OverviewWorker
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtWidgets, Signal
from ui.service import GameInfo, GameService, summaries, transfer
from ui.service.overview import Overview
from ui.settings import Settings


class StartPage(QtWidgets.QWidget):
    open_requested = Signal(int)
    new_requested = Signal()

    def __init__(self, service: GameService, parent: QtWidgets.QWidget | None = None, *,
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.settings = settings
        self._recent_ids: list[int] = []
        self.games = GamesModel((), self)
        self.recent = GamesModel((), self)
        self.archived = GamesModel((), self)
        self.heading = QtWidgets.QLabel(self)
        self.heading.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.buttons: dict[str, QtWidgets.QPushButton] = {}
        for key, slot in (("new", self.new_requested.emit), ("open", self._open_selected),
                          ("import", lambda: self.import_game()), ("rename", lambda: self.rename()),
                          ("archive", lambda: self.archive()), ("export", lambda: self.export()),
                          ("restore", lambda: self.restore()), ("delete", lambda: self.delete())):
            button = QtWidgets.QPushButton(self)
            button.clicked.connect(lambda _c=False, s=slot: s())
            self.buttons[key] = button
        self.new_button, self.open_button = self.buttons["new"], self.buttons["open"]
        self.continue_last = QtWidgets.QCheckBox(self)
        self.continue_last.setChecked(settings.flag("ui/continue_last") if settings is not None else True)
        self.continue_last.toggled.connect(self._continue_last_toggled)
        self.recent_label = QtWidgets.QLabel(self)
        self.recent_view, self.all_view = self._view(self.recent), self._view(self.games)
        self.archive_view = self._view(self.archived, opens=False)
        self.recent_view.setMaximumHeight(150)
        self.recent_view.setMinimumHeight(60)
        self.tabs = QtWidgets.QTabWidget(self)
        self.tabs.addTab(self.all_view, "")
        self.tabs.addTab(self.archive_view, "")
        self.tabs.currentChanged.connect(lambda _i: self._update_buttons())
        self.refusal = RefusalLabel(self)
        self.message = QtWidgets.QLabel(self)
        self.message.setWordWrap(True)
        self.message.hide()
        #: what the worker brings up to date: the games whose overview is of an earlier version (the newest first)
        self.outdated: list[int] = []
        self.worker: OverviewWorker | None = None
        self._stopped = False
        self.updating = QtWidgets.QLabel(self)
        self.updating.setStyleSheet("color: gray;")
        self.updating.hide()
        app = QtCore.QCoreApplication.instance()
        if app is not None:  # quit otherwise than by closing the window (Ctrl+C in the terminal): the worker too
            app.aboutToQuit.connect(self.stop)

        top = QtWidgets.QHBoxLayout()
        for key in ("new", "open", "import"):
            top.addWidget(self.buttons[key])
        top.addStretch(1)
        below = QtWidgets.QHBoxLayout()
        for key in ("rename", "archive", "export", "restore", "delete"):
            below.addWidget(self.buttons[key])
        below.addStretch(1)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addLayout(top)
        lay.addWidget(self.recent_label)
        lay.addWidget(self.recent_view)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.updating)
        lay.addLayout(below)
        lay.addWidget(self.refusal)
        lay.addWidget(self.message)
        lay.addWidget(self.continue_last)
        # Return or Enter opens the chosen game wherever the keys are on the page (the list, a button): the list's
        # own Enter needs its current row, which a row selected otherwise lacks (issue 25)
        for enter in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            QtGui.QShortcut(QtGui.QKeySequence(enter), self, self._open_chosen,
                            context=QtCore.Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.retranslate()
        self._update_buttons()

    def focus_list(self) -> None:
        """The keys to the list holding the chosen game (else all games): arrows choose, Enter opens."""
        chosen = [v for v in (self.recent_view, self.all_view, self.archive_view) if v.selectionModel().hasSelection()]
        view = chosen[0] if chosen else (self.archive_view if self.tabs.currentIndex() == 1 else self.all_view)
        view.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def _view(self, model: GamesModel, *, opens: bool = True) -> QtWidgets.QTableView:
        view = QtWidgets.QTableView(self)
        view.setModel(model)
        view.horizontalHeader().setStretchLastSection(True)
        view.horizontalHeader().setMinimumSectionSize(30)
        view.verticalHeader().setVisible(False)
        view.setWordWrap(False)
        view.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setContextMenuPolicy(QtCore.Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(lambda pos, v=view: self._context_menu(v, pos))
        if opens:
            view.activated.connect(lambda index: self.open_requested.emit(model.games[index.row()].id))
        selection = view.selectionModel()
        assert selection is not None
        selection.selectionChanged.connect(lambda *_a, v=view: self._selected_in(v))
        return view

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Schriftführer"))
        for key, text in (("new", self.tr("Neue Partie …")), ("open", self.tr("Öffnen")),
                          ("import", self.tr("Importieren …")), ("rename", self.tr("Umbenennen …")),
                          ("archive", self.tr("Archivieren")), ("export", self.tr("Exportieren …")),
                          ("restore", self.tr("Wiederherstellen")), ("delete", self.tr("Endgültig löschen …"))):
            self.buttons[key].setText(text)
        self.buttons["archive"].setToolTip(self.tr("Die Partie verschwindet aus der Liste; im Archiv bleibt sie "
                                                   "erhalten und lässt sich wiederherstellen."))
        self.buttons["export"].setToolTip(self.tr("Die ganze Partie als JSON-Datei speichern"))
        self.buttons["import"].setToolTip(self.tr("Eine exportierte Partie (JSON-Datei) als neue Partie laden"))
        self.continue_last.setText(self.tr("Beim Start letzte Partie fortsetzen"))
        self.recent_label.setText(self.tr("Zuletzt geöffnet"))
        self.tabs.setTabText(0, self.tr("Alle Partien"))
        self.tabs.setTabText(1, self.tr("Archiv"))
        for model in (self.games, self.recent, self.archived):
            model.retranslate()
        if self.games.games or self.archived.games:  # the standings are texts in the language in force
            self.reload(self._recent_ids)

    # -- the lists ------------------------------------------------------------------------------
    def reload(self, recent_ids: list[int] | None = None) -> None:
        if recent_ids is not None:
            self._recent_ids = list(recent_ids)
        games, archived = self.service.games(), self.service.games(archived=True)
        # players, standings, round: from the summaries kept with the games (a game changed since is replayed once)
        # after an update of the program: an earlier version's summaries at once, marked, brought up to date behind
        overviews = self.service.overviews([*games, *archived], lang=i18n.current(), earlier=True)
        self.games.set_games(games, overviews)
        self.archived.set_games(archived, overviews)
        by_id = {g.id: g for g in games}
        self.recent.set_games([by_id[i] for i in self._recent_ids if i in by_id], overviews)
        for widget in (self.recent_label, self.recent_view):  # nothing opened yet: room for the list
            widget.setVisible(self.recent.rowCount() > 0)
        self.recent_view.setMaximumHeight(min(170, 52 + 30 * self.recent.rowCount()))  # header, rows, scroll bar
        for view in (self.all_view, self.recent_view, self.archive_view):
            view.resizeColumnsToContents()
            header = view.horizontalHeader()
            for column in (GamesModel.PLAYERS, GamesModel.STANDINGS):  # long texts stay readable in a tooltip
                header.resizeSection(column, min(header.sectionSize(column), 260))
        self._update_buttons()
        self.outdated = summaries.outdated(overviews)
        self._show_updating()
        if self.outdated:  # once the window is up (a worker running takes the rest when it ends)
            QtCore.QTimer.singleShot(0, self, self._bring_up_to_date)

    # -- overviews of an earlier version ----------------------------------------------------------
    def _bring_up_to_date(self) -> None:
        if self._stopped or not self.outdated or (self.worker is not None and self.worker.isRunning()):
            return
        self.worker = OverviewWorker(self.service.url, self.outdated, i18n.current(), self)
        self.worker.done.connect(self._brought_up_to_date)
        self.worker.finished.connect(self._bring_up_to_date)
        self.worker.start()

    def _brought_up_to_date(self, game_id: int, lang: str, overview: Overview | None) -> None:
        """One game done: its rows show the new overview (in another language meanwhile: asked again)."""
        if lang != i18n.current() or game_id not in self.outdated:
            return
        self.outdated.remove(game_id)
        if overview is not None:
            for model in (self.games, self.recent, self.archived):
                model.update(game_id, overview)
        self._show_updating()

    def _show_updating(self) -> None:
        self.updating.setText(self.tr("Stände einer früheren Programmversion werden aktualisiert (noch %1) …")
                              .replace("%1", str(len(self.outdated))))
        self.updating.setVisible(bool(self.outdated))

    def stop(self) -> None:
        """The window closes or the app quits: the worker stops after the game in hand (its summary kept whole) and is
        waited for."""
        self._stopped = True
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()

    def show_archive(self, archived: bool = True) -> None:
        self.tabs.setCurrentIndex(1 if archived else 0)

    def select(self, row: int) -> None:
        view = self.archive_view if self.tabs.currentIndex() == 1 else self.all_view
        view.selectRow(row)
        view.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)

    def _selected_in(self, view: QtWidgets.QTableView) -> None:
        """One selection on the page: choosing in one list clears the other."""
        if view.selectionModel().hasSelection():
            for other in (self.recent_view, self.all_view, self.archive_view):
                if other is not view:
                    other.clearSelection()
        self._update_buttons()

    def selected(self) -> GameInfo | None:
        """The game chosen in one of the lists (the archive only while it is shown)."""
        views = [(self.recent_view, self.recent), (self.all_view, self.games)]
        if self.tabs.currentIndex() == 1:
            views = [(self.archive_view, self.archived)]
        for view, model in views:
            rows = view.selectionModel().selectedRows()
            if rows and rows[0].row() < len(model.games):
                return model.games[rows[0].row()]
        return None

    def _update_buttons(self) -> None:
        in_archive = self.tabs.currentIndex() == 1
        chosen = self.selected() is not None
        for key in ("open", "rename", "archive"):
            self.buttons[key].setVisible(not in_archive)
            self.buttons[key].setEnabled(chosen)
        for key in ("restore", "delete"):
            self.buttons[key].setVisible(in_archive)
            self.buttons[key].setEnabled(chosen)
        self.buttons["export"].setEnabled(chosen)

    def _context_menu(self, view: QtWidgets.QTableView, pos: QtCore.QPoint) -> None:
        index = view.indexAt(pos)
        if index.isValid():
            view.selectRow(index.row())
        menu = self.context_menu(view is self.archive_view)
        menu.popup(view.viewport().mapToGlobal(pos))

    def context_menu(self, archived: bool) -> QtWidgets.QMenu:
        """The menu of a game in a list (for the active games or the archive)."""
        menu = QtWidgets.QMenu(self)
        menu.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        keys = ("restore", "delete", "export") if archived else ("open", "rename", "archive", "export", "import")
        for key in keys:
            button = self.buttons[key]
            act = menu.addAction(button.text())
            act.setEnabled(key == "import" or self.selected() is not None)
            act.setObjectName(key)
            act.triggered.connect(lambda _c=False, b=button: b.click())
        return menu

    def _open_chosen(self) -> None:
        """Enter: the game selected, else the one the keys stand on in the list that has them."""
        if self.selected() is not None:
            self._open_selected()
            return
        for view, model in ((self.recent_view, self.recent), (self.all_view, self.games)):
            row = view.currentIndex().row()
            if view.hasFocus() and 0 <= row < len(model.games):
                self.open_requested.emit(model.games[row].id)

    def _open_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None and not chosen.archived:
            self.open_requested.emit(chosen.id)

    def _continue_last_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.set("ui/continue_last", bool(on))

    def last_game(self) -> int | None:
        """The game to continue at start: the last opened, if the setting is on and it still exists
        (and is not archived)."""
        if self.settings is None or not self.settings.flag("ui/continue_last"):
            return None
        last = self.settings.number("ui/last_game")
        return last if last and any(g.id == last for g in self.service.games()) else None

    # -- managing games ---------------------------------------------------------------------------
    def _run(self, step: Callable[[], object], done: str | Callable[[], str]) -> bool:
        """One operation of the service, then its message (``done``), or the refusal in place."""
        self.message.clear()
        self.message.hide()
        try:
            step()
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return False
        except (OSError, UnicodeError, ValueError) as exc:
            self.refusal.show_refusal(str(exc), ())
            return False
        self.refusal.clear_refusal()
        self.message.setText(done if isinstance(done, str) else done())
        self.message.show()
        self.reload()
        return True

    def _chosen(self, game_id: int | None) -> GameInfo | None:
        if game_id is None:
            return self.selected()
        try:
            return self.service.info(game_id)
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return None

    @staticmethod
    def _name(info: GameInfo) -> str:
        return f"#{info.id} {info.title}".strip()

    def rename(self, game_id: int | None = None, title: str | None = None) -> bool:
        info = self._chosen(game_id)
        if info is None:
            return False
        if title is None:
            text, ok = self.ask_text(self.tr("Partie umbenennen"), self.tr("Neuer Titel:"), info.title)
            if not ok:
                return False
            title = text
        new = title
        return self._run(lambda: self.service.rename(game_id=info.id, title=new),
                         self.tr("Partie %1 umbenannt.").replace("%1", f"#{info.id}"))

    def archive(self, game_id: int | None = None) -> bool:
        info = self._chosen(game_id)
        if info is None:
            return False
        return self._run(lambda: self.service.archive(game_id=info.id),
                         self.tr("%1 ist im Archiv (dort lässt sie sich wiederherstellen).")
                         .replace("%1", self._name(info)))

    def restore(self, game_id: int | None = None) -> bool:
        info = self._chosen(game_id)
        if info is None:
            return False
        return self._run(lambda: self.service.restore(game_id=info.id),
                         self.tr("%1 ist wiederhergestellt.").replace("%1", self._name(info)))

    def delete(self, game_id: int | None = None, *, confirmed: bool | None = None) -> bool:
        """Delete an archived game for good, after asking (the service refuses an active one)."""
        info = self._chosen(game_id)
        if info is None:
            return False
        if confirmed is None:
            confirmed = self.confirm(self.tr("Partie löschen"),
                                     self.tr("%1 mit %2 Einträgen endgültig löschen? Das lässt sich nicht "
                                             "rückgängig machen.").replace("%1", self._name(info))
                                     .replace("%2", str(info.events)))
        if not confirmed:
            return False
        return self._run(lambda: self.service.delete(game_id=info.id),
                         self.tr("%1 ist gelöscht.").replace("%1", self._name(info)))

    def export(self, game_id: int | None = None, path: str | Path | None = None) -> bool:
        """Write the whole game (entries and redo stack) to a JSON file."""
        info = self._chosen(game_id)
        if info is None:
            return False
        if path is None:
            stem = re.sub(r"[^\w-]+", "-", info.title or info.game).strip("-") or info.game
            path = self.ask_save_path(self.tr("Partie exportieren"),
                                      str(Path.home() / f"{stem}-{info.id}.json"), self.tr("JSON-Dateien (*.json)"))
            if not path:
                return False
        target = Path(path)

        def write() -> None:
            transfer.export_file(self.service, game_id=info.id, path=target, indent=1)

        return self._run(write, self.tr("%1 exportiert nach %2.").replace("%1", self._name(info))
                         .replace("%2", str(target)))

    def import_game(self, path: str | Path | None = None, *, strict: bool = False) -> int | None:
        """Load an exported game as a new one (every entry is checked again: what today's rules refuse is marked,
        or with ``strict`` the file is refused); its number, or None."""
        if path is None:
            path, strict = self.ask_import(self.tr("Partie importieren"), str(Path.home()),
                                           self.tr("JSON-Dateien (*.json)"))
            if not path:
                return None
        source = Path(path)
        made: list[int] = []

        def load() -> None:
            made.append(transfer.import_file(self.service, source, strict=strict).id)

        if not self._run(load, lambda: self.tr("%1 als Partie %2 importiert.").replace("%1", source.name)
                         .replace("%2", f"#{made[0]}")):
            return None
        self.show_archive(False)
        row = next((i for i, g in enumerate(self.games.games) if g.id == made[0]), -1)
        if row >= 0:
            self.select(row)
        return made[0]

    # -- questions (tests replace them) ---------------------------------------------------------------
    def ask_text(self, title: str, label: str, text: str) -> tuple[str, bool]:
        return QtWidgets.QInputDialog.getText(self, title, label, QtWidgets.QLineEdit.EchoMode.Normal, text)

    def confirm(self, title: str, text: str) -> bool:
        answer = QtWidgets.QMessageBox.question(self, title, text)
        return answer == QtWidgets.QMessageBox.StandardButton.Yes

    def ask_save_path(self, title: str, suggested: str, filters: str) -> str:
        return ask_path(self, title, suggested, filters, saving=True)

    def ask_import(self, title: str, directory: str, filters: str) -> tuple[str, bool]:
        """The journal file to import and whether strictly (a journal written by hand or by another tool)."""
        return ask_import_path(self, title, directory, filters, self.tr(
            "Streng: nicht einlesen, wenn die heutigen Regeln einen Eintrag ablehnen"), self.tr(
            "Für Dateien, die von Hand oder mit einem anderen Programm geschrieben wurden: der erste abgelehnte "
            "Eintrag wird genannt, nichts wird gespeichert. Ohne: eine gespielte Partie kommt vollständig an, "
            "abweichend beurteilte Einträge sind markiert."))

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() == QtCore.Qt.Key.Key_F2 and self.selected() is not None:
            self.rename()
            return
        super().keyPressEvent(event)
