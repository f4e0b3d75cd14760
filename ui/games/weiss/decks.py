"""The deck lists of the Weiß Schwarz set-up form: one row of steppers and choices per card.

Each card has its copies, name, kind, colour, level, cost, soul, power, trigger, whether it is a
counter, its encore cost where the card names one (§ 6 VI) and what it does beyond its numbers in words.
The limits are the referee's (§ grundlegendes: at most 4 copies of a card, level 4 loses, so a
card has level 0 to 3; a cost is paid and a soul dealt in cards, so neither exceeds the 50 of a deck), the
kinds and triggers its card data; the deck check itself (50 cards, at most 8 climaxes) is the referee's.
"""

from __future__ import annotations

from referee.weiss.cards import DECK_SIZE, EFFECT_LIMIT, MAX_COPIES, MAX_LEVEL, CardSpec, Kind, Trigger
from referee.weiss.sample import sample_deck
from ui.qt import QtCore, QtWidgets, Signal

#: a character's power goes in steps of 500 (the sample deck's, the counter's); the most a stepper offers
POWER_STEP = 500
POWER_MAX = 99_000


def kind_names() -> dict[Kind, str]:
    return {Kind.CHARACTER: QtCore.QCoreApplication.translate("WeissDeck", "Charakter"),
            Kind.EVENT: QtCore.QCoreApplication.translate("WeissDeck", "Event"),
            Kind.CLIMAX: QtCore.QCoreApplication.translate("WeissDeck", "Climax")}


def trigger_names() -> dict[Trigger, str]:
    """The trigger effects of § 6 II in a word or two (their icons are lost, ``weiss.trigger_icons``)."""
    return {Trigger.NONE: QtCore.QCoreApplication.translate("WeissDeck", "kein Trigger"),
            Trigger.SOUL: QtCore.QCoreApplication.translate("WeissDeck", "Seele +1"),
            Trigger.RETURN: QtCore.QCoreApplication.translate("WeissDeck", "zurück auf die Hand"),
            Trigger.POOL: QtCore.QCoreApplication.translate("WeissDeck", "ins Lager"),
            Trigger.COMEBACK: QtCore.QCoreApplication.translate("WeissDeck", "Comeback"),
            Trigger.DRAW: QtCore.QCoreApplication.translate("WeissDeck", "Karte ziehen")}


def spin(parent: QtWidgets.QWidget, low: int, high: int, value: int, step: int = 1) -> QtWidgets.QSpinBox:
    box = QtWidgets.QSpinBox(parent)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setValue(value)
    return box


class DeckRow:
    """The widgets of one card of a deck list (the cells of one table row)."""

    def __init__(self, parent: QtWidgets.QWidget, card: CardSpec, colours: list[str]) -> None:
        self.copies = spin(parent, 1, MAX_COPIES, card.copies)
        self.name = QtWidgets.QLineEdit(card.name, parent)
        self.kind = QtWidgets.QComboBox(parent)
        for kind, word in kind_names().items():
            self.kind.addItem(word, kind)
        self.kind.setCurrentIndex(self.kind.findData(card.kind))
        self.colour = QtWidgets.QComboBox(parent)
        self.colour.setEditable(True)  # a colour the list does not know yet is typed in
        self.colour.addItems(colours)
        self.colour.setCurrentText(card.colour)
        self.level = spin(parent, 0, MAX_LEVEL, card.level)
        self.cost = spin(parent, 0, DECK_SIZE, card.cost)
        self.soul = spin(parent, 0, DECK_SIZE, card.soul)
        self.power = spin(parent, 0, POWER_MAX, card.power, POWER_STEP)
        self.trigger = QtWidgets.QComboBox(parent)
        for trigger, word in trigger_names().items():
            self.trigger.addItem(word, trigger)
        self.trigger.setCurrentIndex(self.trigger.findData(card.trigger))
        self.counter = QtWidgets.QCheckBox(parent)
        self.counter.setChecked(card.counter)
        # the encore cost where the card names one; its lowest step means the rule's (§ 6 VI, weiss.encore)
        self.encore = spin(parent, -1, DECK_SIZE, -1 if card.encore_cost is None else card.encore_cost)
        self.encore.setSpecialValueText(QtCore.QCoreApplication.translate("WeissDeck", "wie die Regel"))
        self.effect = QtWidgets.QLineEdit(card.effect, parent)
        self.effect.setMaxLength(EFFECT_LIMIT)
        self.effect.setPlaceholderText(QtCore.QCoreApplication.translate("WeissDeck", "was die Karte sonst tut"))
        self.drop = QtWidgets.QToolButton(parent)
        self.drop.setText(QtCore.QCoreApplication.translate("WeissDeck", "entfernen"))

    def cells(self) -> tuple[QtWidgets.QWidget, ...]:
        return (self.copies, self.name, self.kind, self.colour, self.level, self.cost, self.soul, self.power,
                self.trigger, self.counter, self.encore, self.effect, self.drop)

    def card(self) -> CardSpec:
        return CardSpec(name=self.name.text().strip(), kind=self.kind.currentData(),
                        colour=self.colour.currentText().strip(), level=self.level.value(), cost=self.cost.value(),
                        soul=self.soul.value(), power=self.power.value(), trigger=self.trigger.currentData(),
                        counter=self.counter.isChecked(), copies=self.copies.value(),
                        encore_cost=None if self.encore.value() < 0 else self.encore.value(),
                        effect=self.effect.text().strip())


class DeckEditor(QtWidgets.QWidget):
    """A deck list as a table, a card per row; a card is added below, removed in its row."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[DeckRow] = []
        self.table = QtWidgets.QTableWidget(0, 13, self)
        self.table.setHorizontalHeaderLabels([
            self.tr("Anzahl"), self.tr("Name"), self.tr("Art"), self.tr("Farbe"), self.tr("Level"), self.tr("Kosten"),
            self.tr("Seele"), self.tr("Kraft"), self.tr("Trigger"), self.tr("Konter"), self.tr("Encore-Kosten"),
            self.tr("Wirkung"), ""])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.table.setMinimumHeight(180)
        self.add = QtWidgets.QPushButton(self.tr("Karte hinzufügen"), self)
        self.add.clicked.connect(self.add_card)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addStretch(1)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table, 1)
        lay.addLayout(buttons)
        self.set_cards(sample_deck("").cards)

    def colours(self) -> list[str]:
        """The colours of the deck so far (a new card takes the first)."""
        known = [r.colour.currentText().strip() for r in self.rows] or [c.colour for c in sample_deck("").cards]
        return sorted(set(filter(None, known)))

    def set_cards(self, cards: tuple[CardSpec, ...]) -> None:
        self.table.setRowCount(0)
        self.rows = []
        colours = sorted({c.colour for c in cards})
        for card in cards:
            self._append(card, colours)
        self.table.resizeColumnsToContents()
        self.changed.emit()

    def _append(self, card: CardSpec, colours: list[str]) -> DeckRow:
        row = DeckRow(self.table, card, colours)
        n = self.table.rowCount()
        self.table.insertRow(n)
        for col, cell in enumerate(row.cells()):
            self.table.setCellWidget(n, col, cell)
        for signal in (row.copies.valueChanged, row.kind.currentIndexChanged):
            signal.connect(self.changed)
        row.drop.clicked.connect(lambda: self.remove_card(self.rows.index(row)))
        self.rows.append(row)
        return row

    def add_card(self) -> DeckRow:
        """A new card (one copy, a character of the deck's first colour) at the end; its name is typed next."""
        colours = self.colours()
        row = self._append(CardSpec(name="", kind=Kind.CHARACTER, colour=colours[0] if colours else ""), colours)
        self.table.scrollToBottom()
        row.name.setFocus()
        self.changed.emit()
        return row

    def remove_card(self, index: int) -> None:
        if 0 <= index < len(self.rows):
            self.table.removeRow(index)
            del self.rows[index]
            self.changed.emit()

    def cards(self) -> tuple[CardSpec, ...]:
        return tuple(r.card() for r in self.rows)

    def totals(self) -> tuple[int, int]:
        """Cards and climaxes in the list."""
        cards = self.cards()
        return sum(c.copies for c in cards), sum(c.copies for c in cards if c.kind is Kind.CLIMAX)
