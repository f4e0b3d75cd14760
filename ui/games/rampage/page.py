"""The Castle Rampage page: both sides (hand, gate, castle, display), the piles, and the stacks card by
card as far as a player could know them.

Counts come from the typed ``referee.rampage.view.RampageView``; the known cards from
:mod:`referee.rampage.knowledge`; what may be entered now from the referee's options; entries are the
dialogs of :mod:`ui.games.rampage.dialogs` and the attack dialog of :mod:`ui.games.rampage.attack`.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from referee.core.option import of_kind
from referee.rampage.kinds import OptionKind
from referee.rampage.knowledge import knowledge
from referee.rampage.record import attack_records
from referee.rampage.view import RampageState, RampageView
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.base import GamePage, LineReading
from ui.games.rampage.attack import AttackDialog
from ui.games.rampage.dialogs import (
    DrawDialog,
    EndTurnDialog,
    PlantDialog,
    PlayCardDialog,
    ReinforceDialog,
    ToppleDialog,
)
from ui.games.rampage.models import SidesModel, StacksModel
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.sections import section_words
from ui.tables import fit_height, table_view

DIALOGS: dict[str, Callable[[OpenGame[RampageState], QtWidgets.QWidget | None], EntryDialog[RampageState]]] = {
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
        self.indicator.setWordWrap(True)  # a long line would make the page wider than the room beside the docks
        self.piles = QtWidgets.QLabel(self)
        self.piles.setWordWrap(True)
        self.attacks = QtWidgets.QLabel(self)
        self.attacks.setWordWrap(True)
        self.sides_view = table_view(self, self.sides)
        self.sides_view.verticalHeader().setVisible(True)
        self.sides_view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.NoSelection)
        self.sides_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.stacks_view = table_view(self, self.stacks)
        self.stacks_view.verticalHeader().setVisible(True)
        self.stacks_view.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.legal = QtWidgets.QLabel(self)
        self.legal.setWordWrap(True)
        self.stacks_title = QtWidgets.QLabel(self)
        self.stacks_title.setWordWrap(True)
        # what may still be in the draw pile: every card name with its count, wrapped to the page's width
        self.may_draw = QtWidgets.QLabel(self)
        self.may_draw.setWordWrap(True)
        self._may_draw: tuple[tuple[str, int], ...] = ()
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.indicator)
        lay.addWidget(self.piles)
        lay.addWidget(self.may_draw)
        lay.addWidget(self.attacks)
        self.sides_view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sides_view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.sides_view)
        lay.addWidget(self.legal)
        lay.addWidget(self.stacks_title)
        lay.addWidget(self.stacks_view, 1)
        self._journal: OpenGame[RampageState] | None = None
        self._lang = i18n.current()
        self.view: RampageView | None = None
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

    def open_entry(self, key: str, session: OpenGame[object]) -> QtWidgets.QDialog:
        return DIALOGS[key](session.typed(RampageState), self)

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """A Castle Rampage quick line ("z", "a Sö 6 -Rit T 2,4", "e": :mod:`ui.service.rampage.quick`), else the
        name of an entry (its dialog opens)."""
        from ui.service.rampage import quick as quick_rampage
        r = quick_rampage.read(session.typed(RampageState), text, lang=lang)
        return self.quick_reading(session, r, text, lang=lang)

    def line_hint(self) -> str:
        from referee.rampage.options import card_names
        from ui.service.rampage import quick as quick_rampage
        state = self._journal.state if self._journal is not None else RampageState()
        first, second = quick_rampage.hint_examples(card_names(state))
        return self.tr("z (ziehen) · %1 · %2 · v Karte (Verstärken, b: Burg) · e (Zugende)").replace(
            "%1", first).replace("%2", second)

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        from ui.service.rampage import quick as quick_rampage
        return quick_rampage.complete(session.typed(RampageState), text) or super().complete_line(session, text)

    def refresh(self, any_session: OpenGame[object]) -> None:
        session = any_session.typed(RampageState)
        self._journal = session
        if self._lang != i18n.current():  # the LanguageChange event may come later
            self._lang = i18n.current()
            self.retranslate()
        s = self.view = session.view(RampageView, i18n.current())
        if s is None:
            return
        text = self.tr("Zug %1").replace("%1", str(s.header.round))
        if s.header.to_move:
            text += " · " + self.tr("am Zug: %1").replace("%1", s.header.to_move)
            flags = [self.tr("gezogen") if s.drawn else self.tr("noch nicht gezogen")]
            if s.reinforced:
                flags.append(self.tr("schon verstärkt"))
            text += " (" + ", ".join(flags) + ")"
        if s.header.winners:
            text += " · " + self.tr("Sieger: %1 – %2").replace("%1", ", ".join(s.header.winners)).replace("%2", s.why)
        self.indicator.setText(text)
        pile = s.discard_pile
        named = ", ".join(pile.cards) or self.tr("keine benannte Karte")
        if pile.unnamed:
            named += " " + self.tr("(+%1 ohne Namen)").replace("%1", str(pile.unnamed))
        self.piles.setText(
            self.tr("Nachziehstapel: %1 · Ablagestapel: %2").replace("%1", str(s.draw_pile)).replace(
                "%2", str(s.discard))
            + "\n" + self.tr("Ablagestapel: %1").replace("%1", named)
            + "\n" + self.tr("Vielleicht noch im Nachziehstapel (Karten, die nirgends sonst gesehen sind; %1 ohne "
                              "Namen im Katalog):").replace("%1", str(s.may_draw.unnamed_cards)))
        self._show_may_draw(s)
        n_events = len(session)
        records = attack_records(session.events, [session.state_after(i) for i in range(n_events + 1)])
        self.attacks.setText(self.tr("Angriffe: %1").replace("%1", " · ".join(
            r.text(i18n.current()) for r in records[-3:])) if records else "")
        self.sides.set_summary(s)
        fit_height(self.sides_view, SidesModel.ROWS)
        n = len(session)
        stacks = knowledge(session.events, [session.state_after(i) for i in range(n + 1)])
        self.stacks.set_stacks([p.name for p in s.players], stacks)
        opts = session.options()
        names = {OptionKind.DRAW: self.tr("Ziehen"), OptionKind.PLAY: self.tr("Karten ausspielen"),
                 OptionKind.REINFORCE: self.tr("Verstärken"), OptionKind.ATTACK: self.tr("Angriff"),
                 OptionKind.END_TURN: self.tr("Zugende")}
        parts = []
        for key, label in names.items():
            ok = [o for o in of_kind(opts, key) if o.allowed]
            if ok:
                parts.append(f"{label} ({section_words('rampage', ok[0].sections, i18n.current())})")
        self.legal.setText(self.tr("Jetzt möglich: %1").replace("%1", " · ".join(parts) or "—"))

    def _show_may_draw(self, s: RampageView) -> None:
        """What may still be in the draw pile: each card name with its count, all in sight (not in a tooltip)."""
        self._may_draw = cards = s.may_draw.cards
        self.may_draw.setText(" · ".join(f"<b>{html.escape(name)}</b> {count}" for name, count in cards))
        self.may_draw.setVisible(bool(cards))

    def may_draw_cards(self) -> list[tuple[str, str]]:
        """The draw-pile list as shown: (card name, count)."""
        return [(name, str(count)) for name, count in self._may_draw]


PAGE = RampagePage
