"""A new game: choose the game, players, colours, roles and the interpretation settings.

Gods of Titan has a form (three Titan players, an optional Darklord on seat 4);
the other games take their set-up event as JSON (as ``schriftfuehrer game new --setup``).
The referee checks the set-up before the game is stored.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from typing import Any

from referee.core.errors import InvalidInput, RefereeError
from referee.core.events import Event, from_dict
from referee.registry import GAMES, engine_for, title
from rulesdb.journal import GameStore
from ui import actions, i18n
from ui.dialogs.base import combo
from ui.pages import setup_form_class
from ui.pages.base import SetupForm
from ui.panels.widgets import RefusalLabel
from ui.qt import QtWidgets, Signal

TITAN_COLOURS = ("Rot", "Grün", "Gelb", "Blau")
ELEMENTS = ("Asher", "Golem", "Zephyra")


class NewGameDialog(QtWidgets.QDialog):
    section_clicked = Signal(str)

    def __init__(self, store: GameStore, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.game_id: int | None = None
        self.setWindowTitle(self.tr("Neue Partie"))
        self.game = QtWidgets.QComboBox(self)
        for g in GAMES:
            self.game.addItem(title(g, i18n.current()), g)
        self.title = QtWidgets.QLineEdit(self)
        self.names: list[QtWidgets.QLineEdit] = []
        self.colours: list[QtWidgets.QComboBox] = []
        self.elements: list[QtWidgets.QComboBox] = []
        grid = QtWidgets.QGridLayout()
        for col, head in enumerate((self.tr("Platz"), self.tr("Name"), self.tr("Rolle"), self.tr("Farbe"),
                                    self.tr("Element"))):
            grid.addWidget(QtWidgets.QLabel(f"<b>{head}</b>"), 0, col)
        for i in range(4):
            name = QtWidgets.QLineEdit(("Anna", "Ben", "Cleo", "")[i], self)
            colour = combo(list(TITAN_COLOURS), self, TITAN_COLOURS[i]) if i < 3 else combo(["Schwarz"], self)
            element = combo(list(ELEMENTS), self, ELEMENTS[i % 3])
            self.names.append(name)
            self.colours.append(colour)
            self.elements.append(element)
            grid.addWidget(QtWidgets.QLabel(str(i + 1)), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(QtWidgets.QLabel(self.tr("Titan-Spieler") if i < 3 else self.tr("Darklord")), i + 1, 2)
            grid.addWidget(colour, i + 1, 3)
            if i < 3:
                grid.addWidget(element, i + 1, 4)
            else:
                element.hide()  # the Darklord has no element (5.2)
        self.names[3].setPlaceholderText(self.tr("leer: ohne Darklord"))
        self.names[3].textChanged.connect(self._darklord_changed)
        self.got_box = QtWidgets.QGroupBox(self.tr("Spieler"), self)
        self.got_box.setLayout(grid)
        self.json = QtWidgets.QPlainTextEdit(self)
        self.json.setPlaceholderText(self.tr("Aufstellungs-Ereignis als JSON"))
        self.settings_box = QtWidgets.QGroupBox(self.tr("Auslegungen"), self)
        self.settings_form = QtWidgets.QFormLayout(self.settings_box)
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
        scroll = QtWidgets.QScrollArea(self)
        scroll.setWidget(self.settings_box)
        scroll.setWidgetResizable(True)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.got_box)
        lay.addWidget(self.json)
        self.setup_form: SetupForm | None = None
        self.form_holder = QtWidgets.QVBoxLayout()
        lay.addLayout(self.form_holder)
        lay.addWidget(scroll, 1)
        lay.addWidget(self.refusal)
        lay.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        self._darklord_changed()
        self.resize(720, 640)

    def _darklord_changed(self) -> None:
        with_darklord = bool(self.names[3].text().strip())
        for e in self.elements[:3]:
            e.setEnabled(with_darklord)

    def _game_changed(self) -> None:
        game = self.game.currentData()
        self.got_box.setVisible(game == "got")
        if self.setup_form is not None:
            self.setup_form.setParent(None)
            self.setup_form = None
        form_cls = setup_form_class(game) if game != "got" else None
        if form_cls is not None:
            self.setup_form = form_cls(self)
            self.form_holder.addWidget(self.setup_form)
        self.json.setVisible(game != "got" and self.setup_form is None)
        while self.settings_form.rowCount():
            self.settings_form.removeRow(0)
        self.setting_boxes.clear()
        en = i18n.current() == "en"
        for i in importlib.import_module(f"referee.{game}.interpretations").INTERPRETATIONS:
            box = QtWidgets.QComboBox(self.settings_box)
            for c in i.choices or ():
                box.addItem(c.label_en if en else c.label_de, c.value)
            if not i.choices:
                box.addItem(i.default, i.default)
            box.setCurrentIndex(max(0, box.findData(i.default)))
            box.setToolTip(i.digest_en if en else i.digest_de)
            label = QtWidgets.QLabel(f"{i.title_en if en else i.title_de} (§ {', '.join(i.sections)})")
            label.setWordWrap(True)
            self.settings_form.addRow(label, box)
            self.setting_boxes[i.id] = box

    def settings(self) -> tuple[tuple[str, str], ...]:
        """Only the settings that differ from the default are stored."""
        import importlib as il

        defaults = {i.id: i.default for i in il.import_module(f"referee.{self.game.currentData()}.interpretations")
                    .INTERPRETATIONS}
        return tuple((k, b.currentData()) for k, b in self.setting_boxes.items() if b.currentData() != defaults[k])

    def setup_event(self) -> Event:
        game = self.game.currentData()
        if game == "got":
            from referee.got.events import GameSetup, PlayerSetup

            darklord = bool(self.names[3].text().strip())
            players = [PlayerSetup(self.names[i].text().strip(), "titan", self.colours[i].currentText(), i + 1,
                                   element=self.elements[i].currentText() if darklord else None) for i in range(3)]
            if darklord:
                players.append(PlayerSetup(self.names[3].text().strip(), "darklord", "Schwarz", 4))
            return GameSetup(players=tuple(players), settings=self.settings(), lang=i18n.current())
        if self.setup_form is not None:
            setup: Event = self.setup_form.setup_event(self.settings())
            return setup
        try:
            data: dict[str, Any] = json.loads(self.json.toPlainText() or "{}")
            engine_for(game)  # registers the game's event types
            ev = from_dict(data)
        except (ValueError, KeyError, TypeError) as exc:
            raise InvalidInput(f"Aufstellung nicht lesbar: {exc}", f"Cannot read the set-up: {exc}") from None
        chosen = self.settings()
        if chosen and hasattr(ev, "settings") and not ev.settings:
            ev = dataclasses.replace(ev, settings=chosen)  # type: ignore[call-arg]
        return ev

    def commit(self) -> None:
        try:
            self.game_id = actions.new_game(store=self.store, game=self.game.currentData(), setup=self.setup_event(),
                                            title=self.title.text().strip(), lang=i18n.current())
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.accept()
