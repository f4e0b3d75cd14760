"""A new game: choose the game, players, colours, roles and the interpretation settings.

Each game's page module brings its set-up form (``SETUP``); a game without one takes its set-up
event as JSON (as ``schriftfuehrer game new --setup``), or none when the field is left empty.
Every interpretation is shown in words: its title, the sections it rests on (by number where the
book numbers them, else by title) and its choices; a long title wraps instead of being cut off.
The referee checks the set-up before the game is stored.
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import InvalidInput, RefereeError
from referee.core.events import Event
from referee.core.interpretation import Interpretation
from referee.core.setup import SetupRequest
from referee.registry import interpretations
from ui import i18n
from ui.games import setup_form_class
from ui.games.base import SetupForm
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtWidgets, Signal
from ui.service import GameService, parse_entry
from ui.service.sections import section_words
from ui.settings import Settings


class NewGameDialog(QtWidgets.QDialog):
    section_clicked = Signal(str)

    def __init__(self, service: GameService, parent: QtWidgets.QWidget | None = None, *,
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.service = service
        #: what a set-up form keeps from one game to the next (the board file), None: nothing kept
        self.kept = settings
        self.game_id: int | None = None
        self.setWindowTitle(self.tr("Neue Partie"))
        self.game = QtWidgets.QComboBox(self)
        for spec in service.specs():
            self.game.addItem(spec.title(i18n.current()), spec.id)
        self.title = QtWidgets.QLineEdit(self)
        self.json = QtWidgets.QPlainTextEdit(self)
        self.json.setPlaceholderText(self.tr("Aufstellungs-Ereignis als JSON"))
        #: the interpretations of the chosen game (title, sections, choices), rebuilt with the game
        self.settings_box: QtWidgets.QGroupBox
        self.setting_boxes: dict[str, QtWidgets.QComboBox] = {}
        self.refusal = RefusalLabel(self)
        self.refusal.section_clicked.connect(self.section_clicked)
        buttons = QtWidgets.QDialogButtonBox(
            QtWidgets.QDialogButtonBox.StandardButton.Ok | QtWidgets.QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.commit)
        buttons.rejected.connect(self.reject)
        form = QtWidgets.QFormLayout()
        form.addRow(self.tr("Spiel"), self.game)
        form.addRow(self.tr("Titel"), self.title)
        self.settings_scroll = QtWidgets.QScrollArea(self)
        self.settings_scroll.setWidgetResizable(True)
        self.settings_scroll.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.json)
        self.setup_form: SetupForm | None = None
        self.form_holder = QtWidgets.QVBoxLayout()
        lay.addLayout(self.form_holder)
        lay.addWidget(self.settings_scroll, 1)
        lay.addWidget(self.refusal)
        lay.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        self.resize(900, 640)

    def _game_changed(self) -> None:
        game = self.game.currentData()
        if self.setup_form is not None:
            self.setup_form.setParent(None)
            self.setup_form = None
        form_cls = setup_form_class(game)
        if form_cls is not None:
            self.setup_form = form_cls(self)
            if self.kept is not None:
                self.setup_form.restore(self.kept)
            self.form_holder.addWidget(self.setup_form)
        self.json.setVisible(self.setup_form is None)
        self.settings_box = QtWidgets.QGroupBox(self.tr("Auslegungen"))
        grid = QtWidgets.QGridLayout(self.settings_box)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        self.setting_boxes = {i.id: self._setting_row(grid, row, i) for row, i in enumerate(interpretations(game))}
        grid.setRowStretch(grid.rowCount(), 1)  # spare height below the rows, not between them
        self.settings_scroll.setWidget(self.settings_box)  # the former game's settings go with their box

    def _setting_row(self, grid: QtWidgets.QGridLayout, row: int, i: Interpretation) -> QtWidgets.QComboBox:
        """The interpretation's title and sections (wrapped) beside its choices, all in words."""
        lang = i18n.current()
        en = lang == "en"
        box = QtWidgets.QComboBox(self.settings_box)
        for c in i.choices:
            box.addItem(c.label_en if en else c.label_de, c.value)
        if not i.choices:  # one reading only: show it in words, never its id
            box.addItem(self.tr("wie beschrieben (eine Lesart)"), i.default)
            box.setEnabled(False)
        box.setCurrentIndex(max(0, box.findData(i.default)))
        box.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)
        box.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)
        label = QtWidgets.QLabel(f"{i.title_en if en else i.title_de}\n{section_words(i.game, i.sections, lang)}",
                                 self.settings_box)
        for w in (label, box):
            w.setToolTip(i.digest_en if en else i.digest_de)
        label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setMinimumWidth(220)
        label.setBuddy(box)
        grid.addWidget(label, row, 0)
        grid.addWidget(box, row, 1)
        return box

    def settings(self) -> tuple[tuple[str, str], ...]:
        """Only the settings that differ from the default are stored."""
        defaults = {i.id: i.default for i in interpretations(self.game.currentData())}
        return tuple((k, b.currentData()) for k, b in self.setting_boxes.items() if b.currentData() != defaults[k])

    def setup_request(self) -> SetupRequest | None:
        """What the scribe chose in the game's form (None for a game without one: its set-up is typed as JSON)."""
        return self.setup_form.setup_request(self.settings()) if self.setup_form is not None else None

    def setup_event(self) -> Event | None:
        game = self.game.currentData()
        request = self.setup_request()
        if request is not None:
            return request.event()
        if not self.json.toPlainText().strip():
            return None  # a game that starts without a set-up entry (the referee refuses one that needs it)
        try:
            ev = parse_entry(self.json.toPlainText(), game=game)
        except (KeyError, TypeError) as exc:
            raise InvalidInput(f"Aufstellung nicht lesbar: {exc}", f"Cannot read the set-up: {exc}") from None
        chosen = self.settings()
        if chosen and hasattr(ev, "settings") and not ev.settings:
            ev = dataclasses.replace(ev, settings=chosen)  # type: ignore[call-arg]
        return ev

    def commit(self) -> None:
        self.refusal.game = self.game.currentData()
        try:
            request = self.setup_request()
            if request is not None:  # the one way both front ends make a game: the request, through the service
                self.game_id = self.service.new(request, title=self.title.text(), lang=i18n.current()).id
            else:
                self.game_id = self.service.new_game(game=self.game.currentData(), setup=self.setup_event(),
                                                     title=self.title.text(), lang=i18n.current()).id
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        if self.kept is not None and self.setup_form is not None:
            self.setup_form.keep(self.kept)
        self.accept()
