"""The main window: start page or the table of the open game, with history, rules and odds docks.

Every entry is journaled as it is made (there is nothing to save); Ctrl+Z / Ctrl+Shift+Z
walk the journal.  Menus and shortcuts are built from one list of actions.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from referee.core.errors import ConflictError, RefereeError
from referee.core.events import from_dict
from referee.core.journal import Journal
from rulesdb.journal import GameStore
from ui import actions, i18n
from ui.dialogs.base import EntryDialog
from ui.models.history import HistoryModel
from ui.pages import page_class
from ui.pages.base import GamePage
from ui.panels.odds import OddsPanel
from ui.panels.rules import RulesPanel
from ui.panels.table import GotTable
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtWidgets
from ui.settings import Settings
from ui.start import StartPage


class JsonEntryDialog(EntryDialog):
    """Any entry of any game as JSON ``{"type": …, "data": {…}}`` (as ``schriftfuehrer game add``)."""

    def __init__(self, journal: Journal[Any], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(journal, parent)
        self.setWindowTitle(self.tr("Eintrag als JSON"))
        self.text = QtWidgets.QPlainTextEdit(self)
        self.extra.addWidget(self.text)

    def build_event(self) -> Any:
        try:
            return from_dict(json.loads(self.text.toPlainText()))
        except ValueError as exc:
            from referee.core.errors import InvalidInput

            raise InvalidInput(f"Kein JSON: {exc}", f"Not JSON: {exc}") from None


class MainWindow(QtWidgets.QMainWindow):
    def __init__(self, store: GameStore, settings: Settings, *, rules_book: Any = None) -> None:
        super().__init__()
        self.store, self.settings = store, settings
        self.journal: Journal[Any] | None = None
        self.game: str | None = None
        self.game_id: int | None = None
        self.dialog: QtWidgets.QDialog | None = None
        self.pages: dict[str, GamePage | None] = {}
        self.page: GamePage | None = None

        self.start = StartPage(store, self)
        self.start.open_requested.connect(self.open_game)
        self.start.new_requested.connect(self.new_game)
        self.table = GotTable(self)
        self.generic = QtWidgets.QTextBrowser(self)
        self.stack = QtWidgets.QStackedWidget(self)
        for w in (self.start, self.table, self.generic):
            self.stack.addWidget(w)
        self.setCentralWidget(self.stack)

        self.history = HistoryModel(self)
        self.history_view = QtWidgets.QListView(self)
        self.history_view.setModel(self.history)
        self.rules = RulesPanel(rules_book, parent=self)
        self.odds = OddsPanel(settings.get("odds/samples"), self)
        self.odds.section_clicked.connect(self.show_section)
        self.docks: dict[str, QtWidgets.QDockWidget] = {}
        for key, widget, area in (("history", self.history_view, QtCore.Qt.DockWidgetArea.LeftDockWidgetArea),
                                  ("rules", self.rules, QtCore.Qt.DockWidgetArea.RightDockWidgetArea),
                                  ("odds", self.odds, QtCore.Qt.DockWidgetArea.RightDockWidgetArea)):
            dock = QtWidgets.QDockWidget(self)
            dock.setObjectName(f"dock-{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        self.tabifyDockWidget(self.docks["rules"], self.docks["odds"])
        self.docks["rules"].raise_()

        self.status_refusal = RefusalLabel(self)
        self.status_refusal.section_clicked.connect(self.show_section)
        self.statusBar().addWidget(self.status_refusal, 1)
        self.acts: dict[str, QtGui.QAction] = {}
        self._build_actions()
        self.retranslate()
        self.resize(1280, 800)
        geometry = settings.get("window/geometry")
        if geometry:
            self.restoreGeometry(geometry)
        state = settings.get("window/state")
        if not state or not self.restoreState(state):
            self.resizeDocks([self.docks["history"], self.docks["rules"]], [210, 440], QtCore.Qt.Orientation.Horizontal)
        self.show_start()

    # -- actions and menus ---------------------------------------------------------------------
    def _build_actions(self) -> None:
        spec: list[tuple[str, str, str, Callable[[], object]]] = [
            ("new", "game", "Ctrl+N", self.new_game),
            ("start", "game", "Ctrl+O", self.show_start),
            ("quit", "game", "Ctrl+Q", self.close),
            ("reload", "game", "F5", self.reload),
            ("undo", "edit", "Ctrl+Z", self.undo),
            ("redo", "edit", "Ctrl+Shift+Z", self.redo),
            ("move", "entry", "Ctrl+M", lambda: self.open_entry("move")),
            ("split", "entry", "Ctrl+T", lambda: self.open_entry("split")),
            ("battle", "entry", "Ctrl+B", lambda: self.open_entry("battle")),
            ("recruit", "entry", "Ctrl+R", lambda: self.open_entry("recruit")),
            ("victory", "entry", "Ctrl+Shift+V", lambda: self.open_entry("victory")),
            ("correction", "entry", "Ctrl+K", lambda: self.open_entry("correction")),
            ("reveal", "entry", "", lambda: self.open_entry("reveal")),
            ("eliminated", "entry", "", lambda: self.open_entry("eliminated")),
            ("end_turn", "entry", "Ctrl+E", self.end_turn),
            ("json", "entry", "Ctrl+J", lambda: self.open_entry("json")),
            ("search", "view", "Ctrl+F", self.focus_search),
            ("odds", "view", "Ctrl+D", lambda: self._raise("odds")),
            ("german", "view", "", lambda: self.set_language("de")),
            ("english", "view", "", lambda: self.set_language("en")),
        ]
        self.menus = {key: self.menuBar().addMenu("")
                      for key in ("game", "edit", "entry", "game_entries", "print", "view")}
        self.menus["game_entries"].menuAction().setVisible(False)
        for key, menu, keys, slot in spec:
            act = QtGui.QAction(self)
            if keys:
                act.setShortcut(QtGui.QKeySequence(keys))
            act.triggered.connect(lambda _checked=False, s=slot: s())
            self.menus[menu].addAction(act)
            self.acts[key] = act
        self.menus["view"].insertSeparator(self.acts["german"])
        for dock in self.docks.values():
            self.menus["view"].addAction(dock.toggleViewAction())
        self.menus["print"].aboutToShow.connect(self._fill_print_menu)
        self.toolbar = self.addToolBar("main")
        self.toolbar.setObjectName("toolbar-main")
        for key in ("new", "start", "undo", "redo", "move", "battle", "recruit", "end_turn"):
            self.toolbar.addAction(self.acts[key])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Schriftführer"))
        for key, text in (("game", self.tr("&Partie")), ("edit", self.tr("&Bearbeiten")), ("entry", self.tr("&Eintrag")),
                          ("game_entries", self.tr("&Spiel")), ("print", self.tr("&Drucken")),
                          ("view", self.tr("&Ansicht"))):
            self.menus[key].setTitle(text)
        for key, text in (("new", self.tr("Neue Partie …")), ("start", self.tr("Startseite / Partie öffnen")),
                          ("quit", self.tr("Beenden")), ("reload", self.tr("Neu laden")),
                          ("move", self.tr("Zug …")), ("split", self.tr("Teilen …")),
                          ("battle", self.tr("Kampf abrechnen …")), ("recruit", self.tr("Rekrutieren …")),
                          ("victory", self.tr("Siegpunkte …")), ("correction", self.tr("Korrektur …")),
                          ("reveal", self.tr("Titan offenlegen …")), ("eliminated", self.tr("Spieler scheidet aus …")),
                          ("end_turn", self.tr("Zugende")), ("json", self.tr("Eintrag als JSON …")),
                          ("search", self.tr("Regeln durchsuchen")), ("odds", self.tr("Chancen")),
                          ("german", "Deutsch"), ("english", "English")):
            self.acts[key].setText(text)
        for key, text in (("history", self.tr("Verlauf")), ("rules", self.tr("Regeln")), ("odds", self.tr("Chancen"))):
            self.docks[key].setWindowTitle(text)
        self.start.retranslate()
        self.table.retranslate()
        if self.journal is not None and self.game != "got":
            self._fill_game_menu()
        self.rules.retranslate()
        self.odds.retranslate()
        self._update_undo()
        if self.journal is not None:
            self.refresh()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        self.settings.set("ui/language", lang)
        if i18n.set_language(lang):
            self.retranslate()  # the LanguageChange event does it too; this makes it synchronous

    def _raise(self, key: str) -> None:
        self.docks[key].show()
        self.docks[key].raise_()

    def focus_search(self) -> None:
        self._raise("rules")
        self.rules.tabs.setCurrentIndex(0)
        self.rules.query.setFocus()
        self.rules.query.selectAll()

    def show_section(self, section: str) -> None:
        self._raise("rules")
        self.rules.tabs.setCurrentIndex(0)
        self.rules.show_section(self.game or "got", section)

    # -- games ------------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start.reload(self.settings.recent())
        self.stack.setCurrentWidget(self.start)

    def new_game(self) -> None:
        from ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.store, self)
        dialog.section_clicked.connect(self.show_section)
        dialog.accepted.connect(lambda: self.open_game(dialog.game_id) if dialog.game_id else None)
        self.dialog = dialog
        dialog.open()

    def open_game(self, game_id: int) -> None:
        try:
            self.journal = actions.open_game(store=self.store, game_id=game_id)
        except RefereeError as exc:
            self.status_refusal.show_error(exc)
            return
        self.game_id, self.game = game_id, self.journal.engine.game
        self.settings.add_recent(game_id)
        self.page = self._page_for(self.game)
        self.stack.setCurrentWidget(self.table if self.game == "got" else self.page or self.generic)
        self._fill_game_menu()
        self.rules.set_game(self.game)
        self.refresh()

    def _page_for(self, game: str) -> GamePage | None:
        """The page of ``game`` (built once), or None for the JSON view."""
        if game not in self.pages:
            cls = page_class(game)
            page = cls(self) if cls is not None else None
            if page is not None:
                page.section_clicked.connect(self.show_section)
                self.stack.addWidget(page)
            self.pages[game] = page
        return self.pages[game]

    def _fill_game_menu(self) -> None:
        """The entries of the open game's page (menu "Spiel")."""
        menu = self.menus["game_entries"]
        menu.clear()
        page = self.page if self.game != "got" else None
        menu.menuAction().setVisible(page is not None)
        if page is None:
            return
        for key, label, shortcut in page.entry_actions():
            act = menu.addAction(label)
            if shortcut:
                act.setShortcut(QtGui.QKeySequence(shortcut))
            act.triggered.connect(lambda _c=False, k=key: self.open_page_entry(k))

    def open_page_entry(self, key: str) -> QtWidgets.QDialog | None:
        """Open the dialog of the entry ``key`` of the open game's page (non-blocking)."""
        if self.journal is None or self.page is None:
            return None
        dialog = self.page.open_entry(key, self.journal)
        if isinstance(dialog, EntryDialog):
            dialog.section_clicked.connect(self.show_section)
        dialog.accepted.connect(self.refresh)
        self.dialog = dialog
        dialog.open()
        return dialog

    def refresh(self) -> None:
        if self.journal is None:
            return
        lang = i18n.current()
        if self.game == "got":
            self.table.refresh(self.journal)
        elif self.page is not None:
            self.page.attach(store=self.store, game_id=self.game_id)
            self.page.refresh(self.journal)
        else:
            data = actions.summary(journal=self.journal, game=self.game or "", lang=lang)
            self.generic.setPlainText(json.dumps(data, ensure_ascii=False, indent=2, default=str))
        self.history.set_items(actions.history(journal=self.journal, lang=lang))
        if self.history.rowCount():
            self.history_view.scrollToBottom()
        self._update_undo()

    def _update_undo(self) -> None:
        j, lang = self.journal, i18n.current()
        self.acts["undo"].setEnabled(bool(j and j.can_undo and len(j) > 1))
        self.acts["redo"].setEnabled(bool(j and j.can_redo))
        undo_label = j.events[-1].label(lang) if j and len(j) > 1 else ""
        redo_label = j.redo_events[0].label(lang) if j and j.can_redo else ""
        self.acts["undo"].setText(self.tr("Rückgängig") + (f": {undo_label}" if undo_label else ""))
        self.acts["redo"].setText(self.tr("Wiederholen") + (f": {redo_label}" if redo_label else ""))
        game_open = j is not None and self.game == "got"
        for key in ("move", "split", "battle", "recruit", "victory", "correction", "reveal", "eliminated", "end_turn"):
            self.acts[key].setEnabled(game_open)
        self.acts["json"].setEnabled(j is not None)

    # -- entries ----------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.journal is None or len(self.journal) <= 1:  # the set-up stays: it is the game itself
            return
        self._run(lambda j: actions.undo(journal=j))

    def redo(self) -> None:
        if self.journal is None or not self.journal.can_redo:
            return
        self._run(lambda j: actions.redo(journal=j))

    def end_turn(self) -> None:
        from referee.got.events import TurnEnded

        if self.journal is not None:
            mover = self.journal.state.mover_player.name
            self._run(lambda j: actions.add_entry(journal=j, event=TurnEnded(player=mover)))

    def reload(self) -> None:
        """Read the open game afresh from the store: entries another scribe made appear (club server)."""
        if self.game_id is None:
            return
        try:
            self.journal = actions.open_game(store=self.store, game_id=self.game_id)
        except RefereeError as exc:
            self.status_refusal.show_error(exc)
            return
        self.refresh()

    def _run(self, step: Callable[[Journal[Any]], object]) -> bool:
        assert self.journal is not None
        try:
            step(self.journal)
        except ConflictError as exc:  # another scribe entered first: show their entry, keep the message
            self.reload()
            self.status_refusal.show_error(exc)
            return False
        except RefereeError as exc:
            self.status_refusal.show_error(exc)
            return False
        self.status_refusal.clear_refusal()
        self.refresh()
        return True

    def open_entry(self, kind: str) -> EntryDialog | None:
        """Open the dialog of one kind of entry (non-blocking); the table refreshes when it is journaled."""
        if self.journal is None:
            return None
        from ui.dialogs.battle import BattleDialog
        from ui.dialogs.entries import (
            CorrectionDialog,
            EliminationDialog,
            MoveDialog,
            RevealDialog,
            SplitDialog,
            VictoryDialog,
        )
        from ui.dialogs.recruit import RecruitDialog

        kinds: dict[str, Callable[[], EntryDialog]] = {
            "move": lambda: MoveDialog(self.journal, self),  # type: ignore[arg-type]
            "split": lambda: SplitDialog(self.journal, self),  # type: ignore[arg-type]
            "battle": lambda: BattleDialog(self.journal, self),  # type: ignore[arg-type]
            "recruit": lambda: RecruitDialog(self.journal, self.table.selected_marker(), self),  # type: ignore[arg-type]
            "victory": lambda: VictoryDialog(self.journal, self),  # type: ignore[arg-type]
            "correction": lambda: CorrectionDialog(self.journal, self),  # type: ignore[arg-type]
            "reveal": lambda: RevealDialog(self.journal, self),  # type: ignore[arg-type]
            "eliminated": lambda: EliminationDialog(self.journal, self),  # type: ignore[arg-type]
            "json": lambda: JsonEntryDialog(self.journal, self),  # type: ignore[arg-type]
        }
        dialog = kinds[kind]()
        dialog.section_clicked.connect(self.show_section)
        dialog.accepted.connect(self.refresh)
        self.dialog = dialog
        dialog.open()
        return dialog

    # -- printing ---------------------------------------------------------------------------------
    def _fill_print_menu(self) -> None:
        menu = self.menus["print"]
        menu.clear()
        try:
            kinds = actions.print_kinds()
        except ImportError:
            menu.addAction(self.tr("Ausdrucke nicht verfügbar")).setEnabled(False)
            return
        en = i18n.current() == "en"
        for kind, title_de, title_en, in kinds:
            title = title_en if en else title_de
            game_of = kind.split("-")[0]
            filled = menu.addAction(title + " …")
            filled.setEnabled(self.game_id is not None and self.game == game_of)
            filled.triggered.connect(lambda _c=False, k=kind: self.print_preview(k))
            blank = menu.addAction(title + " " + self.tr("(leer)") + " …")
            blank.triggered.connect(lambda _c=False, k=kind: self.print_preview(k, blank=True))

    def print_preview(self, kind: str, *, blank: bool = False) -> QtWidgets.QDialog:
        from ui.dialogs.print_preview import PrintPreview

        dialog = PrintPreview(kind, store=None if blank else self.store, game_id=None if blank else self.game_id,
                              blank=blank, paper=self.settings.get("print/paper"), parent=self)
        dialog.refusal.section_clicked.connect(self.show_section)
        self.dialog = dialog
        dialog.open()
        return dialog

    # -- closing ----------------------------------------------------------------------------------
    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        self.odds.battle.cancel()
        if self.odds.battle.worker is not None:
            self.odds.battle.worker.wait(5000)
        self.settings.set("window/geometry", self.saveGeometry())
        self.settings.set("window/state", self.saveState())
        self.settings.sync()
        super().closeEvent(event)
