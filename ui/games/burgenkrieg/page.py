"""The Burgenkrieg table: the six zones facing each other, the creatures, each player's reach.

Entries go through the dialogs of :mod:`ui.games.burgenkrieg.dialogs` and
:mod:`ui.games.burgenkrieg.combat`; the set-up form takes 2 players or 2 teams of 2
(lord and commander per side, § multiplayer).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.burgenkrieg import view
from referee.burgenkrieg.events import Role
from referee.burgenkrieg.payloads import ReachPayload
from referee.burgenkrieg.reach import OPPONENT
from referee.burgenkrieg.view import BkState
from referee.core.option import payloads
from ui import i18n
from ui.games.base import GamePage, LineReading
from ui.games.burgenkrieg import combat
from ui.games.burgenkrieg import dialogs as dlg
from ui.games.burgenkrieg import permanents as perm
from ui.games.burgenkrieg.models import CreaturesModel, ZonesModel, zone_label
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.sections import section_word

DIALOGS: dict[str, Callable[[OpenGame[BkState], QtWidgets.QWidget | None], QtWidgets.QDialog]] = {
    "turn": dlg.TurnDialog,
    "phase": dlg.PhaseDialog,
    "enters": dlg.EntersDialog,
    "leaves": dlg.LeavesDialog,
    "update": dlg.UpdateDialog,
    "move": dlg.MoveDialog,
    "combat": combat.CombatDialog,
    "assassinate": combat.AssassinateDialog,
    "rebuild": combat.RebuildDialog,
    "control": dlg.ControlDialog,
    "forced": dlg.ForcedAdvanceDialog,
    "life": dlg.LifeDialog,
    "permanent": perm.PermanentDialog,
    "permanent_leaves": perm.PermanentLeavesDialog,
    "cast": perm.CastDialog,
    "counts": perm.CountsDialog,
}


def _view(parent: QtWidgets.QWidget, model: QtCore.QAbstractItemModel) -> QtWidgets.QTableView:
    v = QtWidgets.QTableView(parent)
    v.setModel(model)
    v.setWordWrap(True)
    v.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
    v.horizontalHeader().setStretchLastSection(True)
    v.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
    v.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    return v


def fit(v: QtWidgets.QTableView) -> None:
    """No taller than its rows: the six zones need no empty space below them."""
    rows = sum(v.rowHeight(r) for r in range(v.model().rowCount()))
    v.setMaximumHeight(rows + v.horizontalHeader().height() + 2 * v.frameWidth() + 2)


class BurgenkriegPage(GamePage):
    game = "burgenkrieg"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.indicator = QtWidgets.QLabel(self)
        self.indicator.setWordWrap(True)
        self.zones = ZonesModel(self)
        self.creatures = CreaturesModel(self)
        self.zones_view = _view(self, self.zones)
        self.creatures_view = _view(self, self.creatures)
        self.reach = QtWidgets.QLabel(self)
        self.reach.setWordWrap(True)
        self.reach.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.reach.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.zones_title = QtWidgets.QLabel(self)
        self.creatures_title = QtWidgets.QLabel(self)
        self.zones_title.setWordWrap(True)  # the page's room beside the docks at 512×300 (scale 2)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.indicator)
        lay.addWidget(self.zones_title)
        lay.addWidget(self.zones_view)
        lay.addWidget(self.creatures_title)
        lay.addWidget(self.creatures_view, 1)
        lay.addWidget(self.reach)
        self.retranslate()

    def retranslate(self) -> None:
        self.zones_title.setText("<b>" + self.tr("Gebiete (Burg A oben, Burg B unten)") + "</b>")
        self.creatures_title.setText("<b>" + self.tr("Kreaturen") + "</b>")
        self.zones.retranslate()
        self.creatures.retranslate()

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def entry_actions(self) -> list[tuple[str, str]]:
        return [
            ("turn", self.tr("Zug beginnt …")),
            ("phase", self.tr("Nächste Phase …")),
            ("enters", self.tr("Kreatur kommt ins Spiel …")),
            ("leaves", self.tr("Kreatur verlässt das Spiel …")),
            ("update", self.tr("Kreatur ändern …")),
            ("move", self.tr("Kreatur bewegen …")),
            ("combat", self.tr("Kampf …")),
            ("assassinate", self.tr("Meucheln …")),
            ("rebuild", self.tr("Wiederaufbau …")),
            ("control", self.tr("Kontrollwechsel …")),
            ("forced", self.tr("Vorrücken (Angriffszwang) …")),
            ("life", self.tr("Lebenspunkte ändern …")),
            ("permanent", self.tr("Bleibende Karte kommt ins Spiel …")),
            ("permanent_leaves", self.tr("Bleibende Karte verlässt das Spiel …")),
            ("cast", self.tr("Spruch oder Fähigkeit mit Zielen …")),
            ("counts", self.tr("Mana, Hand, Bibliothek, Friedhof …")),
        ]

    def _counts(self, p: view.PlayerLine) -> str:
        """``; Mana 3, Hand 6, Bibliothek 50, Friedhof 1`` (what is counted)."""
        words = ((self.tr("Mana"), p.mana), (self.tr("Hand"), p.hand), (self.tr("Bibliothek"), p.library),
                 (self.tr("Friedhof"), p.graveyard))
        counted = [f"{w} {v}" for w, v in words if v is not None]
        return "; " + ", ".join(counted) if counted else ""

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """A Burgenkrieg quick line ("Wolf 2/3 äu", "Wolf > äu B", "w": :mod:`ui.service.burgenkrieg.quick`), else
        the name of an entry (its dialog opens)."""
        from ui.service.burgenkrieg import quick
        r = quick.read(session.typed(BkState), text, lang=lang)
        return self.quick_reading(session, r, text, lang=lang)

    def line_hint(self) -> str:
        from ui.service.burgenkrieg.quick import HINT_EXAMPLES

        return self.tr("z. B. %1 — w: nächste Phase, zug: nächster Zug; oder ein Eintrag: Kampf, Meucheln …").replace(
            "%1", " · ".join(HINT_EXAMPLES))

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        from ui.service.burgenkrieg import quick
        return quick.complete(session.typed(BkState), text) or super().complete_line(session, text)

    def open_entry(self, key: str, session: OpenGame[object]) -> QtWidgets.QDialog:
        return DIALOGS[key](session.typed(BkState), self)

    def refresh(self, any_session: OpenGame[object]) -> None:
        session = any_session.typed(BkState)
        state = session.state
        lang = i18n.current()
        s = view.summary(state, lang)  # the typed BurgenkriegView
        self.retranslate()
        self.zones.set_summary(s)
        self.creatures.set_summary(s)
        self.zones_view.resizeRowsToContents()
        self.creatures_view.resizeRowsToContents()
        fit(self.zones_view)
        roles = {Role.LORD: self.tr("Burgherr"), Role.COMMANDER: self.tr("Kommandant")}
        players = ", ".join(f"{p.name} ({roles[p.role]} {p.side}"
                            + (", " + self.tr("inaktiv") if p.inactive else "") + self._counts(p) + ")"
                            for p in s.players)
        parts = [players]
        if s.header.to_move:
            phase = dlg.phase_label(s.phase) if s.phase else "-"
            parts.append(self.tr("Zug {n}, am Zug: {p}, {phase}").format(n=s.turn, p=s.header.to_move, phase=phase))
        elif not s.winner:  # who begins is the table's choice: "Zug beginnt" enters it
            parts.append(self.tr("vor dem ersten Zug"))
        if s.fallen:
            parts.append(self.tr("gefallen: {names}").format(names=", ".join(c.name for c in s.fallen)))
        if s.winner:
            parts.append("<b>" + self.tr("Seite {side} hat gewonnen").format(side=s.winner) + "</b>")
        self.indicator.setText(" — ".join(parts))
        lines = []
        for o, reach in payloads(session.options(), ReachPayload):
            targets = ", ".join(self.tr("Gegner") if t == OPPONENT else zone_label(t) for t in reach.targets)
            links = " ".join(f"<a href='section:{sec}'>§ {section_word('burgenkrieg', sec, lang)}</a>"
                             for sec in o.sections)
            lines.append(f"<b>{reach.player}</b>: {targets} <i>({o.reason(lang)})</i> {links}")
        self.reach.setText("<b>" + self.tr("Reichweite") + "</b><br>" + "<br>".join(lines))


PAGE = BurgenkriegPage
