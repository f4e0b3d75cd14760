"""The Weiß Schwarz table: each player's level, clock, stock, deck and waiting room with their climaxes,
the stages, what is due now, and the damage-odds calculator.

Entries go through :mod:`ui.games.weiss.dialogs` and :mod:`ui.games.weiss.attack`; the set-up
form takes two players with their deck lists (the sample deck or one edited card by card) and checks the decks.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.option import Option
from referee.weiss import view
from referee.weiss.kinds import OptionKind
from referee.weiss.payloads import PhasePayload
from referee.weiss.view import WsState, open_climaxes
from ui import i18n
from ui.games.base import GamePage, LineReading
from ui.games.weiss import attack
from ui.games.weiss import dialogs as dlg
from ui.games.weiss.models import PlayersModel, StageModel, slot_label
from ui.games.weiss.odds import OddsCalculator
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service import OpenGame

DIALOGS: dict[str, Callable[[OpenGame[WsState], QtWidgets.QWidget | None], QtWidgets.QDialog]] = {
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
    "ability": dlg.AbilityDialog,
    "effect_damage": dlg.EffectDamageDialog,
}


def _view(parent: QtWidgets.QWidget, model: QtCore.QAbstractItemModel) -> QtWidgets.QTableView:
    v = QtWidgets.QTableView(parent)
    v.setModel(model)
    v.setWordWrap(True)
    v.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
    v.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    return v


#: the page's width (logical pixels) from which tables and the odds' chart stand side by side
WIDE = 900


def _whole_height(v: QtWidgets.QTableView) -> int:
    """The height ``v`` needs to show every row without scrolling."""
    v.resizeRowsToContents()
    header = v.horizontalHeader().sizeHint().height()
    scroll = v.horizontalScrollBar().sizeHint().height() if v.horizontalScrollBar().maximum() > 0 else 0
    return header + v.verticalHeader().length() + 2 * v.frameWidth() + scroll


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
        #: the players beside the stage, or above it where the page is narrow (:meth:`reflow`)
        self.top = top = QtWidgets.QBoxLayout(QtWidgets.QBoxLayout.Direction.LeftToRight)
        top.addWidget(self.players_view, 3)
        top.addWidget(self.stage_view, 2)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.indicator)
        lay.addLayout(top, 3)
        lay.addWidget(self.due)
        lay.addWidget(self.odds, 2)
        self._room: QtWidgets.QWidget | None = None  # the scroll area's viewport the page lies in

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        room = self.parentWidget()
        if room is not None and room is not self._room:
            room.installEventFilter(self)  # the room beside the docks changes: the page reflows
            self._room = room
        self.reflow()
        super().showEvent(event)

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:
        if watched is self._room and event.type() == QtCore.QEvent.Type.Resize:
            self.reflow()
        return super().eventFilter(watched, event)

    def reflow(self) -> None:
        """Side by side where the room is wide enough (:data:`WIDE`), else one above the other: the players and
        the stage, the odds' form and its chart — on a 1280×800 screen beside the docks nothing is cut off
        (issue 35)."""
        room = self._room.width() if self._room is not None else self.width()
        direction = (QtWidgets.QBoxLayout.Direction.LeftToRight if room >= WIDE
                     else QtWidgets.QBoxLayout.Direction.TopToBottom)
        for box in (self.top, self.odds.body):
            if box.direction() != direction:
                box.setDirection(direction)
        for v in (self.players_view, self.stage_view):  # one above the other, each shows every row
            v.setMinimumHeight(0 if room >= WIDE else _whole_height(v))

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
            ("ability", self.tr("Fähigkeit aktivieren …")),
            ("effect_damage", self.tr("Schaden außerhalb eines Angriffs …")),
        ]

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """A Weiß Schwarz quick line ("a vm Hana", :mod:`ui.service.weiss.quick`), else the name of an entry."""
        from ui.service.weiss import quick as quick_weiss
        if not quick_weiss.is_quick(text):
            return super().read_line(session, text, lang=lang)
        r = quick_weiss.read(session.typed(WsState), text, lang=lang)
        return LineReading(r.label(lang) if r.ok else r.message, r.ok, r.entry, sections=r.sections)

    def line_hint(self) -> str:
        return self.tr("z. B. p (nächste Phase) · z Kaze (ziehen; die Starthand: z Ben Kaze …) · "
                       "a vm Hana (Angriff von vorne Mitte, Trigger Hana) "
                       "· s Yuki Mei (Schaden) · k (Kampf) · oder ein Eintrag: Fähigkeit …")

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        from ui.service.weiss import quick as quick_weiss
        return quick_weiss.complete(session.typed(WsState), text) or super().complete_line(session, text)

    def open_entry(self, key: str, session: OpenGame[object]) -> QtWidgets.QDialog:
        return DIALOGS[key](session.typed(WsState), self)

    def refresh(self, any_session: OpenGame[object]) -> None:
        session = any_session.typed(WsState)
        state = session.state
        lang = i18n.current()
        s = view.summary(state, lang)  # the typed WeissView
        self.players.retranslate()
        self.odds.retranslate()
        climaxes = open_climaxes(state)
        self.players.set_summary(s, climaxes)
        self.stage.set_summary(s)
        self.reflow()
        parts = []
        if s.active:
            phase = dlg.phase_label(s.phase) if s.phase else "-"
            parts.append(self.tr("Zug {n}, {p} am Zug, {phase}").format(n=s.header.round, p=s.active, phase=phase))
        if s.attack:
            a = s.attack
            parts.append(self.tr("Angriff von {slot} ({kind}), nächster Schritt: {step}").format(
                slot=slot_label(a.slot), kind=attack.kind_label(a.kind),
                step=self.tr("Schaden") if a.step == "damage" else self.tr("Kampf")))
        if s.level_up:
            parts.append(self.tr("{p} muss aufsteigen").format(p=s.level_up))
        if s.winner:
            parts.append("<b>" + self.tr("{p} hat gewonnen").format(p=s.winner) + "</b>")
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
            # moving, abilities and damage by an effect are possible much of the time: not news
            if not o.allowed or key in (OptionKind.SETUP, OptionKind.MOVE, OptionKind.ABILITY, OptionKind.EFFECT_DAMAGE):
                continue
            label = names.get(key, key)
            if isinstance(o.payload, PhasePayload):
                label += f" ({dlg.phase_label(o.payload.phase)})"
            if label not in kinds:
                kinds.append(label)
        return ", ".join(kinds) or "-"


PAGE = WeissPage
