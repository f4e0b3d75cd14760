"""The Weiß Schwarz part of the new-game dialog: two players with their deck lists (the sample deck or one
edited card by card), checked by the referee, and who begins."""

from __future__ import annotations

from referee.core.errors import RefereeError
from referee.weiss.cards import DECK_SIZE, MAX_CLIMAX, DeckList, Kind, check_deck
from referee.weiss.request import WeissRequest
from referee.weiss.sample import sample_deck
from ui.games.base import SetupForm
from ui.games.weiss.decks import DeckEditor
from ui.panels.widgets import RefusalLabel
from ui.qt import QtWidgets


class DeckBox(QtWidgets.QWidget):
    """One player's name and deck list, with the sample deck and the deck check (§ grundlegendes)."""

    def __init__(self, name: str, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QtWidgets.QLineEdit(name, self)
        self.deck = DeckEditor(self)
        self.count = QtWidgets.QLabel(self)
        self.sample = QtWidgets.QPushButton(self.tr("Beispieldeck"), self)
        self.check = QtWidgets.QPushButton(self.tr("Deck prüfen"), self)
        self.verdict = RefusalLabel(self)
        self.verdict.game = "weiss"
        self.ok = QtWidgets.QLabel(self)
        self.sample.clicked.connect(lambda: self.deck.set_cards(sample_deck("").cards))
        self.check.clicked.connect(self.check_deck)
        self.deck.changed.connect(self._counted)
        form = QtWidgets.QFormLayout(self)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.deck)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.count, 1)
        row.addWidget(self.sample)
        row.addWidget(self.check)
        form.addRow(row)
        form.addRow(self.ok)
        form.addRow(self.verdict)
        self._counted()

    def _counted(self) -> None:
        """The cards and climaxes so far; an earlier check no longer holds."""
        cards, climaxes = self.deck.totals()
        self.count.setText(self.tr("{n} von {size} Karten, {c} Climax (höchstens {most})").format(
            n=cards, size=DECK_SIZE, c=climaxes, most=MAX_CLIMAX))
        self.ok.clear()
        self.verdict.clear_refusal()

    def deck_list(self) -> DeckList:
        return DeckList(player=self.name.text().strip(), cards=self.deck.cards())

    def check_deck(self) -> bool:
        """Run the referee's deck check and show the outcome here."""
        self._counted()
        deck = self.deck_list()
        try:
            check_deck(deck)
        except RefereeError as exc:
            self.verdict.show_error(exc)
            return False
        climaxes = sum(c.copies for c in deck.cards if c.kind is Kind.CLIMAX)
        self.ok.setText(self.tr("✓ {n} Karten, {c} Climax").format(n=sum(c.copies for c in deck.cards), c=climaxes))
        return True


class WeissSetup(SetupForm):
    """Two players with their decks (a tab each) and who begins (§ grundlegendes, § vorbereitung)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.boxes = [DeckBox("Anna", self), DeckBox("Ben", self)]
        self.tabs = QtWidgets.QTabWidget(self)
        self.first = QtWidgets.QComboBox(self)
        for b in self.boxes:
            self.tabs.addTab(b, "")
            b.name.textChanged.connect(self._names)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tabs)
        form = QtWidgets.QFormLayout()
        form.addRow(self.tr("Es beginnt"), self.first)
        lay.addLayout(form)
        self._names()

    def _names(self) -> None:
        current = self.first.currentIndex()
        self.first.clear()
        for i, b in enumerate(self.boxes):
            self.first.addItem(b.name.text().strip())
            self.tabs.setTabText(i, self.tr("Deck von {p}").format(p=b.name.text().strip()))
        self.first.setCurrentIndex(max(0, current))
        self.changed.emit()

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> WeissRequest:
        return WeissRequest(decks=tuple(b.deck_list() for b in self.boxes), first=self.first.currentText(),
                            settings=settings)


SETUP = WeissSetup
