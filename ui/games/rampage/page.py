"""The Castle Rampage page: both sides (hand, gate, castle, display), the piles, and the stacks card by
card as far as a player could know them.

Counts come from ``referee.rampage.view.summary``; the known cards from
:mod:`referee.rampage.knowledge`; what may be entered now from the referee's options; entries are the
dialogs of :mod:`ui.pages.rampage_dialogs` and the attack dialog of :mod:`ui.pages.rampage_attack`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core.events import Event
from referee.core.option import of_kind
from referee.rampage.events import CardValue, RampageSetup
from referee.rampage.knowledge import knowledge
from referee.rampage.state import RampageState
from referee.rampage.view import catalog
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.pages.arena import fit_height
from ui.pages.base import GamePage, SetupForm
from ui.pages.got_table import _table
from ui.pages.rampage_attack import AttackDialog
from ui.pages.rampage_dialogs import (
    DrawDialog,
    EndTurnDialog,
    PlantDialog,
    PlayCardDialog,
    ReinforceDialog,
    ToppleDialog,
)
from ui.pages.rampage_models import CatalogModel, SidesModel, StacksModel
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.sections import section_words

DIALOGS: dict[str, Callable[[OpenGame, QtWidgets.QWidget | None], EntryDialog]] = {
    "draw": DrawDialog, "reinforce": ReinforceDialog, "play": PlayCardDialog, "attack": AttackDialog,
    "topple": ToppleDialog, "plant": PlantDialog, "end_turn": EndTurnDialog,
}


class RampagePage(GamePage):
    game = "rampage"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.sides, self.stacks = SidesModel(self), StacksModel(self)
        self.indicator = QtWidgets.QLabel(self)
        font = self.indicator.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.indicator.setFont(font)
        self.piles = QtWidgets.QLabel(self)
        self.sides_view = _table(self, self.sides)
        self.sides_view.verticalHeader().setVisible(True)
        self.sides_view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.sides_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.stacks_view = _table(self, self.stacks)
        self.stacks_view.verticalHeader().setVisible(True)
        self.stacks_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.legal = QtWidgets.QLabel(self)
        self.legal.setWordWrap(True)
        self.stacks_title = QtWidgets.QLabel(self)
        self.stacks_title.setWordWrap(True)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.indicator)
        lay.addWidget(self.piles)
        self.sides_view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sides_view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.sides_view)
        lay.addWidget(self.legal)
        lay.addWidget(self.stacks_title)
        lay.addWidget(self.stacks_view, 1)
        self._journal: OpenGame | None = None
        self._lang = i18n.current()
        self.summary: dict[str, Any] = {}
        self.retranslate()

    def retranslate(self) -> None:
        self.sides.retranslate()
        self.stacks_title.setText(self.tr("Tor und Burg Karte für Karte (oben zuerst): ? = verdeckt, sonst die Karte, "
                                          "ihr Wert und wer sie kennen kann"))

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
            if self._journal is not None:
                self.refresh(self._journal)
        super().changeEvent(event)

    def entry_actions(self) -> list[tuple[str, str]]:
        return [("draw", self.tr("Ziehen …")), ("reinforce", self.tr("Verstärken …")),
                ("play", self.tr("Karte ausspielen …")), ("attack", self.tr("Angriff …")),
                ("topple", self.tr("Drache / Erdbeben …")), ("plant", self.tr("Spion / Saboteur unterschieben …")),
                ("end_turn", self.tr("Zugende …"))]

    def open_entry(self, key: str, session: OpenGame) -> QtWidgets.QDialog:
        return DIALOGS[key](session, self)

    def refresh(self, session: OpenGame) -> None:
        self._journal = session
        if self._lang != i18n.current():  # the LanguageChange event may come later
            self._lang = i18n.current()
            self.retranslate()
        s = self.summary = session.summary(i18n.current())
        text = self.tr("Zug %1").replace("%1", str(s["turn"]))
        if s["active"]:
            text += " · " + self.tr("am Zug: %1").replace("%1", s["active"])
            flags = [self.tr("gezogen") if s["drawn"] else self.tr("noch nicht gezogen")]
            if s["reinforced"]:
                flags.append(self.tr("schon verstärkt"))
            text += " (" + ", ".join(flags) + ")"
        if s["winner"]:
            text += " · " + self.tr("Sieger: %1 – %2").replace("%1", s["winner"]).replace("%2", s["why"])
        self.indicator.setText(text)
        self.piles.setText(self.tr("Nachziehstapel: %1 · Ablagestapel: %2").replace("%1", str(s["draw_pile"])).replace(
            "%2", str(s["discard"])))
        self.sides.set_summary(s)
        fit_height(self.sides_view, SidesModel.ROWS)
        n = len(session)
        stacks = knowledge(session.events, [session.state_after(i) for i in range(n + 1)])
        self.stacks.set_stacks([p["name"] for p in s["players"]], stacks)
        opts = session.options()
        names = {"draw": self.tr("Ziehen"), "play": self.tr("Karten ausspielen"),
                 "reinforce": self.tr("Verstärken"), "attack": self.tr("Angriff"), "end_turn": self.tr("Zugende")}
        parts = []
        for key, label in names.items():
            ok = [o for o in of_kind(opts, key) if o.allowed]
            if ok:
                parts.append(f"{label} ({section_words('rampage', ok[0].sections, i18n.current())})")
        self.legal.setText(self.tr("Jetzt möglich: %1").replace("%1", " · ".join(parts) or "—"))


class RampageSetupForm(SetupForm):
    """Two players and the start player ("spielvorbereitung")."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QtWidgets.QFormLayout(self)
        self.names = [QtWidgets.QLineEdit(n, self) for n in ("Anton", "Beatrix")]
        self.start = QtWidgets.QComboBox(self)
        for i, edit in enumerate(self.names):
            lay.addRow(self.tr("Spieler %1").replace("%1", str(i + 1)), edit)
            edit.textChanged.connect(self._names_changed)
        lay.addRow(self.tr("Startspieler"), self.start)
        self.catalog = CatalogModel(catalog(RampageState()), self)
        self.values = QtWidgets.QGroupBox(self.tr("Kartenwerte ergänzen (der Text nennt fast keine)"), self)
        self.values.setCheckable(True)
        self.values.setChecked(False)
        view = QtWidgets.QTableView(self.values)
        view.setModel(self.catalog)
        view.setMinimumHeight(160)
        view.verticalHeader().setVisible(False)
        view.setVisible(False)
        self.values.toggled.connect(view.setVisible)
        QtWidgets.QVBoxLayout(self.values).addWidget(view)
        lay.addRow(self.values)
        self._names_changed()

    def _names_changed(self) -> None:
        current = self.start.currentIndex()
        self.start.clear()
        for edit in self.names:
            self.start.addItem(edit.text().strip(), edit.text().strip())
        self.start.setCurrentIndex(max(0, current))
        self.changed.emit()

    def setup_event(self, settings: tuple[tuple[str, str], ...]) -> Event:
        cards = tuple(CardValue(name=n, attack=a, gate=g, castle=c) for n, a, g, c in self.catalog.completions())
        return RampageSetup(players=tuple(n.text().strip() for n in self.names),
                            start_player=self.start.currentData() or "", settings=settings,
                            cards=cards if self.values.isChecked() else ())


PAGE = RampagePage
SETUP = RampageSetupForm


#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Castle Rampage für zwei: jeder verteidigt Tor und Burg. Im Zug wird gezogen ({draw}), verstärkt, eine "
           "Karte ausgespielt ({play}) oder angegriffen ({attack}).",
           "Beim Angriff nennt der Schriftführer die aufgedeckten Verteidigungswerte; das Programm rechnet, "
           "welche Karten fallen. Zugende mit {end_turn}."],
    "en": ["Castle Rampage for two: each defends a gate and a castle. In a turn a player draws ({draw}), "
           "reinforces, plays a card ({play}) or attacks ({attack}).",
           "In an attack the scribe enters the defence values turned up; the program works out which cards "
           "fall. End of turn with {end_turn}."],
}
