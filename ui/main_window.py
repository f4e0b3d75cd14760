"""The main window: start page or the page of the open game, with history and rules docks and the docks the
games add (:class:`ui.games.Dock`; Gods of Titan: the odds).

Every entry is journaled as it is made (there is nothing to save); Ctrl+Z / Ctrl+Shift+Z
walk the open game's journal.  Menus and shortcuts are built from one list of actions; the entries
of a game come from its page.  Every operation goes through :mod:`ui.service`; a game's screens are reached
only through :mod:`ui.games` (no game's module is imported here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.limits import full
from ui import i18n, shortcut_filter, shortcuts
from ui.dialogs.base import EntryDialog
from ui.dialogs.fit import fit_to_screen, fits_screen, keep_dialogs_on_screen, screen_mark
from ui.follow_commits import CommitFollower
from ui.games import Dock, docks, page_class
from ui.games.base import GamePage
from ui.models.history import SEQ_ROLE, HistoryFilter, HistoryModel
from ui.page_stack import PageStack
from ui.panels.rules import RulesPanel
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtWidgets
from ui.quick_entry import QuickEntry
from ui.service import GameGone, GameService, OpenGame
from ui.service.printing import print_kinds
from ui.service.session import PastGame
from ui.settings import Settings
from ui.start import StartPage

if TYPE_CHECKING:  # the rules book (SQLModel) is opened when first used
    from ui.service.rules import RulesBook

#: the width the open game's page and the entry line keep at least beside the docks (logical pixels): on a screen
#: narrower than that leaves them (1024×600 at scale 2 is 512 wide), the history is one more tab beside the rules
LEAST_PAGE = 320


def dock_widths(width: int) -> tuple[int, int]:
    """The history's and the rules' width at first on a window ``width`` wide (narrower on a small screen).

    >>> dock_widths(1280), dock_widths(1024), dock_widths(512)
    ((256, 440), (204, 384), (102, 192))
    """
    return min(260, width // 5), min(440, width * 3 // 8)


def narrow(width: int) -> bool:
    """Does a window ``width`` wide leave too little room beside its docks side by side (:data:`LEAST_PAGE`)?

    >>> narrow(1024), narrow(960), narrow(512)
    (False, False, True)
    """
    return width - sum(dock_widths(width)) < LEAST_PAGE


#: how often an open game looks whether another program (the command line, a second scribe) changed it (ms)
FOLLOW_MS = 2000


class JsonEntryDialog(EntryDialog[object]):
    """Any entry of any game as JSON ``{"type": …, "data": {…}}`` (as ``schriftfuehrer game add``)."""

    def __init__(self, session: OpenGame[object], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Eintrag als JSON"))
        self.text = QtWidgets.QPlainTextEdit(self)
        self.extra.addWidget(self.text)

    def build_event(self) -> Event:
        return self.session.parse(self.text.toPlainText())


class MainWindow(QtWidgets.QMainWindow):
    def __init__(self, service: GameService, settings: Settings, *, rules_book: RulesBook | None = None) -> None:
        super().__init__()
        self.service, self.settings = service, settings
        self.session: OpenGame[object] | None = None
        self.dialog: QtWidgets.QDialog | None = None
        self.pages: dict[str, GamePage] = {}
        self.page: GamePage | None = None
        self.entry_acts: dict[str, QtGui.QAction] = {}
        self.viewing: int | None = None  # the entry whose table is shown read-only; None: the present
        app = QtWidgets.QApplication.instance()
        if app is not None:
            shortcut_filter.install(app)  # the window's keys work in its text fields too (Ctrl+Z, Ctrl+E)
            keep_dialogs_on_screen(app)  # its dialogs open inside the screen

        self.start = StartPage(service, self, settings=settings)
        self.start.open_requested.connect(self.open_game)
        self.start.new_requested.connect(self.new_game)
        self.stack = PageStack(self)  # each page scrolls: the window fits 1024×600
        self.stack.addWidget(self.start)
        self.banner = QtWidgets.QLabel(self)  # "Stand nach Eintrag N (nur ansehen)" while a past table is shown
        self.banner.setStyleSheet("background: #fff3c4; color: #5a4500; padding: 4px; font-weight: bold;")
        self.banner.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # an entry's words are shown as written
        self.banner.hide()
        central = QtWidgets.QWidget(self)
        column = QtWidgets.QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        self.judged_banner = QtWidgets.QLabel(self)  # "3 Einträge … anders beurteilt — anzeigen" (stored entries)
        self.judged_banner.setStyleSheet("background: #fde7d0; color: #6a3200; padding: 4px;")
        self.judged_banner.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.judged_banner.setWordWrap(True)
        self.judged_banner.linkActivated.connect(lambda _link: self.show_judged())
        self.judged_banner.hide()
        column.addWidget(self.judged_banner)
        self.quick = QuickEntry(self)  # "R2 B12 4" + Enter: the keyboard's way in
        self.quick.hide()
        self.quick.action_requested.connect(self.open_entry)
        self.quick.section_clicked.connect(self.show_section)
        column.addWidget(self.quick)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.follow = QtCore.QTimer(self)  # the open game follows what another program entered
        self.follow.setInterval(FOLLOW_MS)
        self.follow.timeout.connect(self.follow_store)
        self.follow.start()

        self.history = HistoryModel(self)
        self.history_filter = HistoryFilter(self)
        self.history_filter.setSourceModel(self.history)
        self.history_search = QtWidgets.QLineEdit(self)
        self.history_search.setClearButtonEnabled(True)
        self.history_search.textChanged.connect(self.history_filter.setFilterFixedString)
        self.history_view = QtWidgets.QListView(self)
        self.history_view.setModel(self.history_filter)
        self.history_view.setUniformItemSizes(True)  # one line per row: no row's size asked for but one (issue 38)
        self.history_view.clicked.connect(self._history_clicked)
        self.history_view.setContextMenuPolicy(QtCore.Qt.ContextMenuPolicy.CustomContextMenu)
        self.history_view.customContextMenuRequested.connect(self._history_menu)
        self.history_menu: QtWidgets.QMenu | None = None  # the last context menu shown (for the tests)
        history_box = QtWidgets.QWidget(self)
        box = QtWidgets.QVBoxLayout(history_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.history_search)
        box.addWidget(self.history_view)
        self.esc = QtGui.QShortcut(QtGui.QKeySequence(QtCore.Qt.Key.Key_Escape), self, self.back_to_present)
        self.esc.setEnabled(False)  # only while a past table is shown
        self.rules = RulesPanel(rules_book, parent=self)
        self.game_docks: list[Dock] = docks()  # the docks the games add, there from the start page on
        self.panels: dict[str, QtWidgets.QWidget] = {}  # their widgets by key
        for d in self.game_docks:
            panel = d.make(settings, self)
            section = getattr(panel, "section_clicked", None)
            if section is not None:
                section.connect(self.show_section)
            self.panels[d.key] = panel
        self.docks: dict[str, QtWidgets.QDockWidget] = {}
        room = self.screen().availableGeometry().size()  # a small screen (1024×600) gets a window that fits
        self.narrow = narrow(min(1280, room.width()))  # the docks are tabs of one column: the page keeps its width
        left = QtCore.Qt.DockWidgetArea.RightDockWidgetArea if self.narrow else QtCore.Qt.DockWidgetArea.LeftDockWidgetArea
        for key, widget, area in (("history", history_box, left),
                                  ("rules", self.rules, QtCore.Qt.DockWidgetArea.RightDockWidgetArea),
                                  *((k, w, QtCore.Qt.DockWidgetArea.RightDockWidgetArea) for k, w in self.panels.items())):
            dock = QtWidgets.QDockWidget(self)
            dock.setObjectName(f"dock-{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        for key in ("rules", *self.panels) if self.narrow else self.panels:  # tabbed with the rules (and the history)
            self.tabifyDockWidget(self.docks["history" if self.narrow else "rules"], self.docks[key])
        self.docks["history" if self.narrow else "rules"].raise_()

        self.status_refusal = RefusalLabel(self)
        self.status_refusal.section_clicked.connect(self.show_section)
        # two lines at most: a long refusal never makes the window taller than the screen (its whole text on hover)
        self.status_refusal.setMaximumHeight(2 * self.status_refusal.fontMetrics().lineSpacing() + 4)
        self.statusBar().addWidget(self.status_refusal, 1)
        self.acts: dict[str, QtGui.QAction] = {}
        self._build_actions()
        self.retranslate()
        from ui.display import install as install_display  # Ansicht → Spieleranzeige (issue 26)

        self.display_hook = install_display(self)
        self.commits = CommitFollower(self)  # another program's entry shows at once
        self.resize(min(1280, room.width()), min(800, room.height()))
        # the size and the docks' places kept from this screen, not from a larger one or another scale (the docks
        # side by side at 1024×600 would leave the page 150 pixels at scale 2)
        kept = fits_screen(settings.text("window/screen"), self.screen())
        geometry = settings.data("window/geometry")
        if geometry and kept:
            self.restoreGeometry(geometry)
        state = settings.data("window/state")
        if not state or not kept or not self.restoreState(state):
            history, rules = dock_widths(self.width())  # narrower on a small screen
            self.resizeDocks(*(([self.docks["history"]], [self.width() // 3]) if self.narrow else
                               ([self.docks["history"], self.docks["rules"]], [history, rules])),
                             QtCore.Qt.Orientation.Horizontal)
        self.show_start()

    # -- actions and menus ---------------------------------------------------------------------
    def _build_actions(self) -> None:
        spec: list[tuple[str, str, Callable[[], object]]] = [
            ("new", "game", self.new_game),
            ("start", "game", self.show_start),
            ("quit", "game", self.close),
            ("reload", "game", self.reload),
            ("check_db", "game", self.check_database),
            ("undo", "edit", self.undo),
            ("redo", "edit", self.redo),
            ("quick", "edit", self.quick.focus),
            ("json", "edit", lambda: self.open_entry("json")),
            ("note", "entry", self.open_note),
            ("search", "view", self.focus_search),
            *((d.key, "view", lambda k=d.key: self._raise(k)) for d in self.game_docks),
            ("german", "view", lambda: self.set_language("de")),
            ("english", "view", lambda: self.set_language("en")),
            ("guide", "help", self.show_guide),
            ("about", "help", self.show_about),
        ]
        self.menus = {key: self.menuBar().addMenu("")
                      for key in ("game", "edit", "entry", "print", "view", "help")}
        self.menus["entry"].menuAction().setVisible(False)
        for key, menu, slot in spec:
            act = QtGui.QAction(self)
            if shortcuts.window(key):
                act.setShortcuts([QtGui.QKeySequence(k) for k in (shortcuts.window(key), *shortcuts.ALSO.get(key, ()))])
            act.triggered.connect(lambda _checked=False, s=slot: s())
            self.menus[menu].addAction(act)
            self.acts[key] = act
        self.menus["view"].insertSeparator(self.acts["german"])
        self.languages = QtGui.QActionGroup(self)  # the language in force is checked
        for key in ("german", "english"):
            self.acts[key].setCheckable(True)
            self.languages.addAction(self.acts[key])
        for dock in self.docks.values():
            self.menus["view"].addAction(dock.toggleViewAction())
        self.menus["print"].aboutToShow.connect(self._fill_print_menu)
        self.toolbar = self.addToolBar("main")
        self.toolbar.setObjectName("toolbar-main")
        # undo and redo as icons (their words in the tooltip), then the game's entries (:meth:`_fill_game_menu` puts
        # them before the second separator), a new game and the start page last: on a small screen (1024×600,
        # scale 2) those, not Korrektur or Zugende, go to the » overflow first
        style, pixmap = self.style(), QtWidgets.QStyle.StandardPixmap
        for key, theme, icon in (("undo", "edit-undo", pixmap.SP_ArrowBack), ("redo", "edit-redo", pixmap.SP_ArrowForward)):
            self.acts[key].setIcon(QtGui.QIcon.fromTheme(theme, style.standardIcon(icon)))
            self.toolbar.addAction(self.acts[key])
        self.toolbar_entries = self.toolbar.addSeparator()
        self.toolbar_general = self.toolbar.addSeparator()
        for key, icon in (("new", pixmap.SP_FileIcon), ("start", pixmap.SP_DirHomeIcon)):
            self.acts[key].setIcon(style.standardIcon(icon))
            self.toolbar.addAction(self.acts[key])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Schriftführer"))
        for key, text in (("game", self.tr("&Partie")), ("edit", self.tr("&Bearbeiten")), ("entry", self.tr("&Eintrag")),
                          ("print", self.tr("&Drucken")),
                          ("view", self.tr("&Ansicht")), ("help", self.tr("&Hilfe"))):
            self.menus[key].setTitle(text)
        for key, text in (("new", self.tr("Neue Partie …")), ("start", self.tr("Startseite / Partie öffnen")),
                          ("quit", self.tr("Beenden")), ("reload", self.tr("Neu laden")),
                          ("check_db", self.tr("Datenbank prüfen …")),
                          ("json", self.tr("Eintrag als JSON …")), ("quick", self.tr("Schnelleingabe")),
                          ("note", self.tr("Notiz …")),
                          ("search", self.tr("Regeln durchsuchen")), *((d.key, d.title()) for d in self.game_docks),
                          ("german", "Deutsch"), ("english", "English"), ("guide", self.tr("Kurzanleitung …")),
                          ("about", self.tr("Über Schriftführer …"))):
            self.acts[key].setText(text)
        self.acts["english" if i18n.current() == "en" else "german"].setChecked(True)
        for key, text in (("history", self.tr("Verlauf")), ("rules", self.tr("Regeln")),
                          *((d.key, d.title()) for d in self.game_docks)):
            self.docks[key].setWindowTitle(text)
        self.history_search.setPlaceholderText(self.tr("Filtern (z. B. Name) …"))
        self.quick.retranslate()
        self.start.retranslate()
        for page in self.pages.values():
            page.retranslate()
        if self.session is not None:
            self._fill_game_menu()
        self.rules.retranslate()
        for panel in self.panels.values():
            retranslate = getattr(panel, "retranslate", None)
            if retranslate is not None:
                retranslate()
        self._update_undo()
        if self.session is not None:
            self.refresh()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        self.settings.set("ui/language", lang)
        if i18n.set_language(lang):
            self.retranslate()  # the LanguageChange event does it too; this makes it synchronous

    def show_guide(self) -> QtWidgets.QDialog:
        """A short guide per game (the open game's first)."""
        from ui.dialogs.help import GuideDialog

        dialog = GuideDialog(self.game, self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_about(self) -> QtWidgets.QDialog:
        from ui.dialogs.help import show_about

        self.dialog = show_about(self)
        return self.dialog

    def _raise(self, key: str) -> None:
        self.docks[key].show()
        self.docks[key].raise_()

    def focus_search(self) -> None:
        self._raise("rules")
        self.rules.tabs.setCurrentIndex(0)
        self.rules.query.setFocus()
        self.rules.query.selectAll()

    def show_section(self, section: str) -> None:
        """Open ``section`` ("20.3", or "rampage/anhang.oger" with its game) in the rules panel."""
        game, sep, rest = section.partition("/")
        self._raise("rules")
        self.rules.tabs.setCurrentIndex(0)
        if sep:
            self.rules.show_section(game, rest)
        else:
            self.rules.show_section(self.game or self.service.specs()[0].id, section)

    # -- games ------------------------------------------------------------------------------------
    def show_start(self) -> None:
        """The start page; the open game is closed, so undo, redo and entries never act on a hidden game."""
        self._leave()
        self.session, self.page, self.viewing = None, None, None
        self.banner.hide()
        self.judged_banner.hide()
        self.esc.setEnabled(False)
        self.history.set_items([])
        self._fill_game_menu()
        self._update_undo()
        self.start.reload(self.settings.recent())
        self.stack.setCurrentWidget(self.start)
        self.quick.attach(None, None)
        self.quick.hide()
        self.start.focus_list()  # Enter opens the chosen game (issue 25)

    def _leave(self) -> None:
        """The open game is left: its snapshot is kept, so that opening it again replays nothing."""
        if self.session is not None:
            self.session.close()

    @property
    def game(self) -> str | None:
        """The id of the open game's kind (``got``, ``arena`` …)."""
        return self.session.game if self.session is not None else None

    @property
    def game_id(self) -> int | None:
        return self.session.id if self.session is not None else None

    def new_game(self) -> None:
        from ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.service, self, settings=self.settings)
        dialog.section_clicked.connect(self.show_section)
        dialog.accepted.connect(lambda: self.open_game(dialog.game_id) if dialog.game_id else None)
        self.dialog = dialog
        dialog.open()

    def open_game(self, game_id: int) -> None:
        try:
            session = self.service.open(game_id)
        except RefereeError as exc:
            self.status_refusal.show_error(exc)
            return
        self._leave()
        self.session, self.viewing = session, None
        session.watch(self._game_changed)  # the one commit path: every change of the game refreshes the window
        self.status_refusal.game = session.game
        self.settings.add_recent(game_id)
        self.page = self._page_for(session.game)
        self.stack.setCurrentWidget(self.page)
        self._fill_game_menu()
        self.rules.set_game(session.game)
        self.quick.attach(self.page, session)
        self.quick.show()
        self.refresh()
        self.quick.focus()
        # and again once the event that opened the game is done: a menu that closes gives the keys back to the
        # widget it took them from, the list's double-click ends on a hidden list (issue 25)
        QtCore.QTimer.singleShot(0, self, self._keys_to_line)
        QtCore.QTimer.singleShot(0, self, self._history_to_end)

    def _history_to_end(self) -> None:
        """The history shows its last line (again once the window has its size: a game opened at the start)."""
        if self.viewing is None and self.history.rowCount():
            self.history_view.scrollToBottom()

    def _page_for(self, game: str) -> GamePage:
        """The page of ``game`` (built once)."""
        if game not in self.pages:
            page: GamePage = page_class(game)(self)
            page.section_clicked.connect(self.show_section)
            page.entry_requested.connect(self.open_entry)
            self.stack.addWidget(page)
            self.pages[game] = page
        return self.pages[game]

    def _fill_game_menu(self) -> None:
        """The entries of the open game's page (menu "Eintrag", and those with a shortcut in the toolbar)."""
        menu = self.menus["entry"]
        menu.clear()
        for act in self.entry_acts.values():
            self.toolbar.removeAction(act)
            act.deleteLater()
        self.entry_acts = {}
        menu.menuAction().setVisible(self.page is not None)
        if self.page is None:
            return
        for key, label in self.page.entry_actions():
            act = QtGui.QAction(label, self)
            shortcut = shortcuts.entry(key)  # the same keys in every game
            if shortcut:
                act.setShortcut(QtGui.QKeySequence(shortcut))
                self.toolbar.insertAction(self.toolbar_general, act)
            act.triggered.connect(lambda _c=False, k=key: self.open_entry(k))
            menu.addAction(act)
            self.entry_acts[key] = act
        menu.addSeparator()
        menu.addAction(self.acts["note"])  # a note on the selected entry: every game (core.note)
        self._update_undo()

    def open_entry(self, key: str) -> QtWidgets.QDialog | None:
        """Open the dialog of the entry ``key`` of the open game (non-blocking); an entry with nothing to
        fill in (end of turn) is made at once."""
        session, page = self.session, self.page
        if session is None or page is None or self.viewing is not None:  # a past table is only shown
            return None
        limit = full(session.entries)
        if limit is not None:  # a game at the entry limit: said first, with the limit (not a page's own refusal)
            self.status_refusal.show_error(limit)
            return None
        if key == "json":
            dialog: QtWidgets.QDialog | None = JsonEntryDialog(session, self)
        else:
            made: list[QtWidgets.QDialog | None] = []
            if not self._run(lambda: made.append(page.open_entry(key, session))):
                return None
            dialog = made[0]
        if dialog is None:
            return None
        if isinstance(dialog, EntryDialog):
            dialog.section_clicked.connect(self.show_section)
        dialog.finished.connect(self._back_to_table)
        self.dialog = dialog
        dialog.open()
        return dialog

    def open_note(self, on: int | None = None) -> QtWidgets.QDialog | None:
        """The note dialog (non-blocking) on entry ``on``; None: the entry selected in the history, else the last
        one. A note may be made on a past entry while its table is shown, and after the end of the game."""
        from ui.dialogs.note import NoteDialog

        if self.session is None or not self.session.started:
            return None
        if on is None:
            index = self.history_view.currentIndex()
            seq, active = index.data(SEQ_ROLE), index.data(QtCore.Qt.ItemDataRole.UserRole)
            on = seq if isinstance(seq, int) and active else None
        dialog = NoteDialog(self.session, on, self)
        dialog.section_clicked.connect(self.show_section)
        dialog.finished.connect(self._back_to_table)
        self.dialog = dialog
        dialog.open()
        return dialog

    def _history_menu(self, pos: QtCore.QPoint) -> None:
        """The history's context menu on an entry: "Notiz …" (a note on it)."""
        index = self.history_view.indexAt(pos)
        seq, active = index.data(SEQ_ROLE), index.data(QtCore.Qt.ItemDataRole.UserRole)
        if not isinstance(seq, int) or not active or self.session is None or not self.session.started:
            return
        menu = QtWidgets.QMenu(self)
        menu.addAction(self.tr("Notiz …"), lambda: self.open_note(seq))
        menu.popup(self.history_view.viewport().mapToGlobal(pos))
        self.history_menu = menu

    def follow_store(self) -> None:
        """Show what another program entered into the open game meanwhile (no Enter refused as a conflict first);
        not while a dialog is open (its entry is judged again on OK) or an earlier table is shown."""
        if self.session is None or self.viewing is not None or QtWidgets.QApplication.activeModalWidget() is not None:
            return
        try:
            if self.session.stale():
                self.session.reload()  # refreshes the window (the game changed); the line keeps what is typed
                self.quick.reread()
        except GameGone as exc:  # a backup from before the game was restored: said, and the start page shown
            self._gone(exc)
        except RefereeError:
            return  # the store is out of reach for a moment: the next look, or the next entry, says so

    def _gone(self, exc: GameGone) -> None:
        self.show_start()
        self.status_refusal.show_error(exc)

    def _keys_to_line(self) -> None:
        """The keys to the quick-entry line of the open game, unless a dialog has them."""
        if self.session is not None and self.quick.isVisible() and QtWidgets.QApplication.activeModalWidget() is None:
            self.quick.focus()

    def _back_to_table(self) -> None:
        """After a dialog the keys go to the quick-entry line again (and Ctrl+E, Ctrl+M … work without a click)."""
        self.activateWindow()
        if self.quick.isVisible():
            self.quick.focus()
        else:
            self.setFocus()

    def refresh(self) -> None:
        if self.session is None or self.page is None:
            return
        lang = i18n.current()
        self.page.attach(service=self.service, game_id=self.session.id)
        if self.viewing is not None and not 0 < self.viewing < len(self.session):
            self.viewing = None
        if self.session.started:
            self.page.refresh(self.session if self.viewing is None else PastGame(self.session, self.viewing))
        self.banner.setVisible(self.viewing is not None)
        self.esc.setEnabled(self.viewing is not None)
        self.quick.setEnabled(self.viewing is None)  # a past table is only shown
        banner = "" if self.viewing is None else self.tr("Stand nach Eintrag {0} (nur ansehen) — Esc zurück").format(self.viewing)
        judged = self.session.journal.judged(self.viewing) if self.viewing is not None else None
        if judged is not None:  # the verdict of a marked entry shows when it is selected (in full on hover)
            first = judged.refusals[0].why(lang)
            short = first if len(first) <= 140 else first[:139].rstrip() + "…"
            banner += " — " + self.tr("nach heutigen Regeln anders beurteilt") + f": {short}"
        self.banner.setText(banner)
        self.banner.setToolTip(judged.message(lang) if judged is not None else "")
        self.banner.setWordWrap(True)
        count = len(self.session.judged_differently)
        self.judged_banner.setVisible(count > 0)
        if count:
            text = (self.tr("1 Eintrag dieser Partie wird nach heutigen Regeln anders beurteilt.") if count == 1 else
                    self.tr("{0} Einträge dieser Partie werden nach heutigen Regeln anders beurteilt.").format(count))
            self.judged_banner.setText(f"⚠ {text} <a href='show'>{self.tr('anzeigen')}</a>")
        self.history.game = self.session.game
        self.history.set_items(self.session.history(lang))
        if self.viewing is not None:
            self.history_view.setCurrentIndex(self.history_filter.mapFromSource(
                self.history.index(self.history.row_of(self.viewing))))
        elif self.history.rowCount():
            self.history_view.scrollToBottom()
        self._update_undo()

    def show_judged(self) -> QtWidgets.QDialog | None:
        """The list of stored entries that today's rules judge differently (with their verdicts)."""
        from ui.dialogs.judged import JudgedDialog

        if self.session is None:
            return None
        dialog = JudgedDialog(self.session, self)
        dialog.entry_clicked.connect(self.view_entry)
        dialog.section_clicked.connect(self.show_section)
        self.dialog = dialog
        dialog.open()
        return dialog

    def view_entry(self, n: int) -> None:
        """Show the table as it was after entry ``n``, read-only (the last entry: the present)."""
        if self.session is not None:
            self.viewing = n if 0 < n < len(self.session) else None
            self.refresh()

    def back_to_present(self) -> None:
        if self.viewing is not None:
            self.viewing = None
            self.refresh()

    def _history_clicked(self, index: QtCore.QModelIndex) -> None:
        seq, active = index.data(SEQ_ROLE), index.data(QtCore.Qt.ItemDataRole.UserRole)
        if seq is not None:
            self.view_entry(seq if active else 0)

    def _update_undo(self) -> None:
        s, lang = self.session, i18n.current()
        if self.viewing is not None:  # no entry while a past table is shown
            s = None
        self.acts["undo"].setEnabled(bool(s and s.can_undo))
        self.acts["redo"].setEnabled(bool(s and s.can_redo))
        undo_label = s.events[-1].label(lang) if s and s.can_undo else ""
        redo_label = s.redo_events[0].label(lang) if s and s.can_redo else ""
        for key, word, label in (("undo", self.tr("Rückgängig"), undo_label), ("redo", self.tr("Wiederholen"), redo_label)):
            act = self.acts[key]  # the menu names the entry; the toolbar keeps the short word (no overflow)
            act.setText(word + (f": {label}" if label else ""))
            act.setIconText(word)
            act.setToolTip(act.text())
        playing = s is not None and s.started and not s.finished  # the one "not started / game over" guard
        for act in self.entry_acts.values():
            act.setEnabled(playing)
        self.acts["json"].setEnabled(s is not None)
        self.acts["note"].setEnabled(bool(self.session and self.session.started))  # a past entry too; a game over too

    # -- entries ----------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None and self.session.can_undo and self.viewing is None:
            self._run(lambda: self.session.undo() if self.session else None)

    def redo(self) -> None:
        if self.session is not None and self.session.can_redo and self.viewing is None:
            self._run(lambda: self.session.redo() if self.session else None)

    def check_database(self) -> QtWidgets.QDialog:
        """Integrity of the games file and of every game; backups; restore (the open game is closed first)."""
        from ui.dialogs.check_database import CheckDatabaseDialog

        def restored(service: GameService) -> None:
            self.service = service
            self.start.service = service
            self.show_start()

        dialog = CheckDatabaseDialog(self.service, restored, self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def reload(self) -> None:
        """Read the open game afresh from the store: entries another scribe made appear (club server)."""
        if self.session is None:
            return
        try:
            self.session.reload()  # refreshes the window (the game changed)
        except RefereeError as exc:
            self.status_refusal.show_error(exc)

    def _game_changed(self) -> None:
        """After every change of the open game, whoever made it (a dialog, the quick line, a menu) and after a
        conflict (the service reloaded: the other scribe's entry shows): the window shows the game anew."""
        self.status_refusal.clear_refusal()
        self.refresh()
        self.quick.reread()  # a line still typed is judged anew: its red refusal was about the game before

    def _run(self, step: Callable[[], object]) -> bool:
        """Run one change through the service; a refusal is shown in the status bar with its sections (the
        window refreshes through :meth:`_game_changed`)."""
        try:
            step()
        except GameGone as exc:
            self._gone(exc)
            return False
        except RefereeError as exc:  # a refusal, or a conflict (the game was reloaded and shown first)
            self.status_refusal.show_error(exc)
            return False
        self.status_refusal.clear_refusal()
        return True

    # -- printing ---------------------------------------------------------------------------------
    def _fill_print_menu(self) -> None:
        menu = self.menus["print"]
        menu.clear()
        for game_of, printout in print_kinds():
            title = printout.title(i18n.current())
            filled = menu.addAction(title + " …")
            filled.setEnabled(self.game_id is not None and self.game == game_of)
            filled.triggered.connect(lambda _c=False, k=printout.kind: self.print_preview(k))
            blank = menu.addAction(title + " " + self.tr("(leer)") + " …")
            blank.triggered.connect(lambda _c=False, k=printout.kind: self.print_preview(k, blank=True))

    def print_preview(self, kind: str, *, blank: bool = False) -> QtWidgets.QDialog:
        from ui.dialogs.print_preview import PrintPreview

        dialog = PrintPreview(kind, service=None if blank else self.service, game_id=None if blank else self.game_id,
                              blank=blank, paper=self.settings.text("print/paper"), parent=self)
        dialog.refusal.section_clicked.connect(self.show_section)
        self.dialog = dialog
        dialog.open()
        return dialog

    # -- closing ----------------------------------------------------------------------------------
    def showEvent(self, event: QtGui.QShowEvent) -> None:
        """Shown: inside the screen with its frame (a geometry kept from a larger screen included)."""
        super().showEvent(event)
        if not event.spontaneous() and not (self.isMaximized() or self.isFullScreen()):
            fit_to_screen(self)

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        for panel in self.panels.values():  # a dock's threads end with the window (the odds' battle sampling)
            stop = getattr(panel, "stop", None)
            if stop is not None:
                stop()
        self.start.stop()  # the overviews being brought up to date: the one in hand is finished and kept
        self._leave()
        self.settings.set("window/geometry", self.saveGeometry())
        self.settings.set("window/screen", screen_mark(self.screen(), self.frameGeometry().size()))
        self.settings.set("window/state", self.saveState())
        self.settings.sync()
        super().closeEvent(event)
