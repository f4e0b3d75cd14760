"""The Weiß Schwarz table: each player's level, clock, stock, deck and waiting room with their climaxes,
the stages, what is due now, and the damage-odds calculator.

Entries go through :mod:`ui.pages.weiss_dialogs` and :mod:`ui.pages.weiss_attack`; the set-up
form takes two players with their deck lists (the sample deck or one edited card by card) and checks the decks.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.option import Option
from referee.weiss import view
from referee.weiss.cards import DECK_SIZE, MAX_CLIMAX, DeckList, Kind, check_deck
from referee.weiss.events import Setting, Setup
from referee.weiss.sample import sample_deck
from referee.weiss.state import Phase
from ui import i18n
from ui.pages import weiss_attack as attack
from ui.pages import weiss_dialogs as dlg
from ui.pages.base import GamePage, SetupForm
from ui.pages.weiss_decks import DeckEditor
from ui.pages.weiss_models import PlayersModel, StageModel, slot_label
from ui.pages.weiss_odds import OddsCalculator
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame

DIALOGS: dict[str, Callable[..., QtWidgets.QDialog]] = {
    "draw": dlg.DrawDialog,
    "mulligan": dlg.MulliganDialog,
    "phase": dlg.PhaseDialog,
    "clock": dlg.ClockDialog,
    "level_up": dlg.LevelUpDialog,
    "play": dlg.PlayDialog,
    "move": dlg.MoveDialog,
    "climax": dlg.ClimaxDialog,
    "attack": attack.AttackDialog,
    "counter": attack.CounterDialog,
    "damage": attack.DamageDialog,
    "battle": attack.BattleDialog,
    "encore": attack.EncoreDialog,
    "discard": dlg.DiscardDialog,
}


def _view(parent: QtWidgets.QWidget, model: QtCore.QAbstractItemModel) -> QtWidgets.QTableView:
    v = QtWidgets.QTableView(parent)
    v.setModel(model)
    v.setWordWrap(True)
    v.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
    v.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    return v


class WeissPage(GamePage):
    game = "weiss"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.indicator = QtWidgets.QLabel(self)
        self.indicator.setWordWrap(True)
        self.players = PlayersModel(self)
        self.stage = StageModel(self)
        self.players_view = _view(self, self.players)
        self.stage_view = _view(self, self.stage)
        self.due = QtWidgets.QLabel(self)
        self.due.setWordWrap(True)
        self.odds = OddsCalculator(self)
        self.odds.section_clicked.connect(self.section_clicked)
        top = QtWidgets.QHBoxLayout()
        top.addWidget(self.players_view, 3)
        top.addWidget(self.stage_view, 2)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.indicator)
        lay.addLayout(top, 3)
        lay.addWidget(self.due)
        lay.addWidget(self.odds, 2)

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.players.retranslate()
            self.odds.retranslate()
        super().changeEvent(event)

    def entry_actions(self) -> list[tuple[str, str]]:
        return [
            ("draw", self.tr("Karten ziehen …")),
            ("mulligan", self.tr("Mulligan …")),
            ("phase", self.tr("Nächste Phase …")),
            ("clock", self.tr("Karte in den Clock …")),
            ("level_up", self.tr("Levelaufstieg …")),
            ("play", self.tr("Karte spielen …")),
            ("move", self.tr("Charakter bewegen …")),
            ("climax", self.tr("Climax spielen …")),
            ("attack", self.tr("Angriff …")),
            ("counter", self.tr("Gegenangriff …")),
            ("damage", self.tr("Schaden …")),
            ("battle", self.tr("Kampf …")),
            ("encore", self.tr("Encore …")),
            ("discard", self.tr("Abwerfen …")),
        ]

    def open_entry(self, key: str, session: OpenGame) -> QtWidgets.QDialog:
        return DIALOGS[key](session, self)

    def refresh(self, session: OpenGame) -> None:
        state = session.state
        lang = i18n.current()
        s = view.summary(state, lang)
        self.players.retranslate()
        self.odds.retranslate()
        climaxes = {f"{side.name}.{zone}": side.climaxes_in(getattr(side, zone)) for side in state.sides
                    for zone in ("waiting", "clock")}
        self.players.set_summary(s, climaxes)
        self.stage.set_summary(s)
        parts = []
        if s["active"]:
            phase = dlg.phase_label(state.phase) if state.phase else "-"
            parts.append(self.tr("Zug {n}, {p} am Zug, {phase}").format(n=s["turn"], p=s["active"], phase=phase))
        if s["attack"]:
            a = s["attack"]
            parts.append(self.tr("Angriff von {slot} ({kind}), nächster Schritt: {step}").format(
                slot=slot_label(a["slot"]), kind=attack.kind_label(a["kind"]),
                step=self.tr("Schaden") if a["step"] == "damage" else self.tr("Kampf")))
        if s["level_up"]:
            parts.append(self.tr("{p} muss aufsteigen").format(p=s["level_up"]))
        if s["winner"]:
            parts.append("<b>" + self.tr("{p} hat gewonnen").format(p=s["winner"]) + "</b>")
        self.indicator.setText(" — ".join(parts))
        opts = session.options()
        self.due.setText(self.tr("Jetzt möglich:") + " " + self._due(opts))
        self.odds.prefill(state, opts)

    def _due(self, opts: list[Option]) -> str:
        """The entries the referee's options allow now."""
        names = dict((key, label.removesuffix(" …")) for key, label in self.entry_actions())
        kinds = []
        for o in opts:
            key = o.kind
            if not o.allowed or key in ("setup", "move"):
                continue
            label = names.get(key, key)
            if key == "phase":
                label += f" ({dlg.phase_label(Phase(o.get('phase')))})"
            if label not in kinds:
                kinds.append(label)
        return ", ".join(kinds) or "-"


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

    def setup_event(self, settings: tuple[tuple[str, str], ...]) -> Event:
        return Setup(decks=tuple(b.deck_list() for b in self.boxes), first=self.first.currentText(),
                     settings=tuple(Setting(id=k, value=v) for k, v in settings))


PAGE = WeissPage
SETUP = WeissSetup


#: the short guide of the game (Help menu): paragraphs in German and English; keys as {name} of ui.shortcuts
GUIDE: dict[str, list[str]] = {
    "de": ["Weiß Schwarz für zwei mit je einem 50-Karten-Deck. Die Seite zeigt Bühne, Hand, Clock, Level und "
           "Stock beider Spieler.",
           "Karten ziehen ({draw}), nächste Phase ({phase}), Karte spielen ({play}) und Angriff ({attack}). "
           "Schaden und Levelaufstieg werden geprüft; wer Level 4 erreicht, verliert."],
    "en": ["Weiss Schwarz for two, each with a 50-card deck. The page shows stage, hand, clock, level and stock "
           "of both players.",
           "Draw cards ({draw}), next phase ({phase}), play a card ({play}) and attack ({attack}). Damage and "
           "level-up are checked; whoever reaches level 4 loses."],
}
