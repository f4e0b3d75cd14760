"""The Gods of Titan part of the new-game dialog: three Titan players and an optional Darklord (5.1, 5.2)."""

from __future__ import annotations

from referee.got.request import GotRequest, TitanSeat, offered
from referee.got.setup import SetupChoices
from ui import i18n
from ui.dialogs.base import combo
from ui.dialogs.files import ask_path
from ui.games.base import SetupForm
from ui.qt import QtWidgets
from ui.service.got import lands as land_service
from ui.settings import Settings

#: the colours, elements and seats the rules offer (1.2, 4.4, 5.2, 5.3): elements only in a game with a Darklord
WITH_DARKLORD = offered(darklord=True)
#: the Titan players' seats, then the Darklord's (1.2, 5.3)
TITANS = WITH_DARKLORD.titan_seats
SEATS = TITANS + WITH_DARKLORD.darklord_seats
#: a new game's names, one per Titan seat, the Darklord's seat left empty
NAMES = ("Anna", "Ben", "Cleo")


class GotSetupForm(SetupForm):
    """The first seats are the Titan players' (name, colour, element); the last the Darklord's, left empty without
    one (the numbers of seats are the rules data's, 1.2, 5.3)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[QtWidgets.QLineEdit] = []
        self.colours: list[QtWidgets.QComboBox] = []
        self.elements: list[QtWidgets.QComboBox] = []
        grid = QtWidgets.QGridLayout()
        for col, head in enumerate((self.tr("Platz"), self.tr("Name"), self.tr("Rolle"), self.tr("Farbe"),
                                    self.tr("Element"))):
            grid.addWidget(QtWidgets.QLabel(f"<b>{head}</b>"), 0, col)
        for i in range(SEATS):
            name = QtWidgets.QLineEdit(NAMES[i] if i < min(TITANS, len(NAMES)) else "", self)
            colours, elements = WITH_DARKLORD.titan_colours, WITH_DARKLORD.elements
            first = WITH_DARKLORD.default_colours  # distinct first letters: "R2", "G2", "B2" (issue 35)
            colour = combo(list(colours), self, first[i]) if i < TITANS else combo([WITH_DARKLORD.darklord_colour], self)
            element = combo(list(elements), self, elements[i % len(elements)])
            self.names.append(name)
            self.colours.append(colour)
            self.elements.append(element)
            grid.addWidget(QtWidgets.QLabel(str(i + 1)), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(QtWidgets.QLabel(self.tr("Titan-Spieler") if i < TITANS else self.tr("Darklord")), i + 1, 2)
            grid.addWidget(colour, i + 1, 3)
            if i < TITANS:
                grid.addWidget(element, i + 1, 4)
            else:
                element.hide()  # the Darklord has no element (5.2)
            name.textChanged.connect(self.changed)
        for darklord in self.names[TITANS:]:
            darklord.setPlaceholderText(self.tr("leer: ohne Darklord"))
            darklord.textChanged.connect(self._darklord_changed)
        box = QtWidgets.QGroupBox(self.tr("Spieler"), self)
        box.setLayout(grid)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(box)
        lay.addWidget(self._board_box())
        self._darklord_changed()

    def _board_box(self) -> QtWidgets.QGroupBox:
        """The table's board list (TOML): its lands are known from the start; more can be named later (2.1)."""
        box = QtWidgets.QGroupBox(self.tr("Spielplan (optional)"), self)
        row = QtWidgets.QHBoxLayout(box)
        self.board = QtWidgets.QLineEdit(self)
        self.board.setPlaceholderText(self.tr("Datei mit den Ländern des Spielplans (TOML); leer: Länder beim Ziehen "
                                              "benennen"))
        browse = QtWidgets.QPushButton(self.tr("Datei …"), self)
        browse.setAutoDefault(False)
        browse.clicked.connect(self._browse)
        row.addWidget(self.board, 1)
        row.addWidget(browse)
        return box

    def restore(self, kept: Settings) -> None:
        self.board.setText(kept.text("got/board_file"))  # a table's board is loaded once and reused

    def keep(self, kept: Settings) -> None:
        kept.set("got/board_file", self.board.text().strip())

    def _browse(self) -> None:
        path = ask_path(self, self.tr("Spielplan-Datei"), self.board.text(), self.tr("Spielplan (*.toml)"),
                        saving=False)
        if path:
            self.board.setText(path)

    def _choices(self) -> SetupChoices:
        return offered(darklord=any(n.text().strip() for n in self.names[TITANS:]))

    def _darklord_changed(self) -> None:
        offered = bool(self._choices().elements)
        for e in self.elements[:TITANS]:
            e.setEnabled(offered)

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> GotRequest:
        elements = bool(self._choices().elements)  # the elements the referee offers: only with a Darklord (5.2)
        titans = tuple(TitanSeat(self.names[i].text(), self.colours[i].currentText(),
                                 self.elements[i].currentText() if elements else None) for i in range(TITANS))
        board = land_service.board_file(self.board.text().strip()) if self.board.text().strip() else ()
        darklord = next((n.text() for n in self.names[TITANS:] if n.text().strip()), "")
        return GotRequest(titans=titans, darklord=darklord, settings=settings, lang=i18n.current(),
                          board=board)


SETUP = GotSetupForm
