"""Battle settlement with a live preview of the awards before it is journaled (10, 17–21, 24).

The preview is the referee's own answer (``got_service.battle_preview`` checks the
event against the table); flight, negotiation and concession are shown side by side.
"""

from __future__ import annotations

import html
from typing import Any

from referee.got.events import BattleSettled, GodChoice, Side
from referee.got.settle import Outcome
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.models.base import RowsModel
from ui.qt import QtWidgets
from ui.service import OpenGame
from ui.service import got as got_service
from ui.service.entries import split_names


def _num(value: Any) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"


class BattleDialog(EntryDialog):
    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kampf abrechnen"))
        battles = got_service.open_battles(session)
        mover = [a.marker for a in self.state.armies_of(self.state.mover_player.name)]
        others = [a.marker for a in self.state.armies if a.marker not in mover]
        self.attacker = combo(mover, self, battles[0][0] if battles else None)
        self.defender = combo(others, self, battles[0][1] if battles else None)
        self.outcome = QtWidgets.QComboBox(self)
        names = {Outcome.FOUGHT: self.tr("Schlacht ausgefochten"), Outcome.FLIGHT: self.tr("Flucht"),
                 Outcome.NEGOTIATED: self.tr("Verhandlung"),
                 Outcome.CONCESSION_BEFORE: self.tr("Aufgabe vor der Schlacht"),
                 Outcome.CONCESSION_DURING: self.tr("Aufgabe in der Schlacht"),
                 Outcome.MUTUAL: self.tr("Unentschieden (beide zerschlagen)"), Outcome.TIMEOUT: self.tr("Zeit-Sieg")}
        self.outcome_names = names
        for o, text in names.items():
            self.outcome.addItem(text, o)
        self.winner = QtWidgets.QComboBox(self)
        self.winner.addItem(self.tr("Angreifer"), Side.ATTACKER)
        self.winner.addItem(self.tr("Verteidiger"), Side.DEFENDER)
        self.winner.addItem(self.tr("niemand"), None)
        self.losses = QtWidgets.QLineEdit(self)
        self.losses.setPlaceholderText(self.tr("z. B. Ogre, Gargoyle"))
        self.god = QtWidgets.QComboBox(self)
        self.god_army = QtWidgets.QComboBox(self)
        self.form.addRow(self.tr("Angreifer"), self.attacker)
        self.form.addRow(self.tr("Verteidiger"), self.defender)
        self.form.addRow(self.tr("Ausgang"), self.outcome)
        self.form.addRow(self.tr("Sieger"), self.winner)
        self.form.addRow(self.tr("Verluste des Siegers"), self.losses)
        self.form.addRow(self.tr("Gott erscheint"), self.god)
        self.form.addRow(self.tr("in Armee"), self.god_army)
        self.preview_label = QtWidgets.QLabel(self, wordWrap=True)
        self.preview_label.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.alternatives = RowsModel((self.tr("Ausgang"), self.tr("Sieger"), self.tr("Punkte"), self.tr("Lebenssteine"),
                                       self.tr("Abschnitte / Grund")), self)
        view = QtWidgets.QTableView(self)
        view.setModel(self.alternatives)
        view.horizontalHeader().setStretchLastSection(True)
        view.verticalHeader().setVisible(False)
        view.setWordWrap(False)
        self.alternatives_view = view
        self.extra.addWidget(QtWidgets.QLabel(self.tr("Vorschau")))
        self.extra.addWidget(self.preview_label)
        self.extra.addWidget(QtWidgets.QLabel(self.tr("Flucht, Verhandlung, Aufgabe würden geben:")))
        self.extra.addWidget(view, 1)
        for box in (self.attacker, self.defender, self.outcome, self.winner, self.god, self.god_army):
            box.currentIndexChanged.connect(self.update_preview)
        self.losses.textChanged.connect(self.update_preview)
        self.attacker.currentIndexChanged.connect(self.update_alternatives)
        self.defender.currentIndexChanged.connect(self.update_alternatives)
        self.resize(720, 640)
        self.preview: got_service.BattlePreview | None = None
        self.update_preview()
        self.update_alternatives()

    def set_entry(self, *, attacker: str, defender: str, outcome: Outcome, winner: Side | None = None,
                  losses: str = "") -> None:
        """Fill the form (used by scripts and tests like a scribe would)."""
        self.attacker.setCurrentIndex(self.attacker.findData(attacker))
        self.defender.setCurrentIndex(self.defender.findData(defender))
        self.outcome.setCurrentIndex(self.outcome.findData(outcome))
        self.winner.setCurrentIndex(self.winner.findData(winner))
        self.losses.setText(losses)
        self.update_preview()

    def build_event(self, *, with_god: bool = True) -> BattleSettled:
        outcome: Outcome = self.outcome.currentData()
        winner = self.winner.currentData()
        if outcome is Outcome.FLIGHT:
            winner = Side.ATTACKER
        elif outcome in (Outcome.MUTUAL, Outcome.TIMEOUT):
            winner = None
        gods: tuple[GodChoice, ...] = ()
        if with_god and self.god.currentData() and self.god_army.currentData():
            gods = (GodChoice(self.god.currentData(), self.god_army.currentData()),)
        return BattleSettled(attacker=self.attacker.currentData() or "", defender=self.defender.currentData() or "",
                             outcome=outcome, winner=winner, winner_losses=tuple(split_names(self.losses.text())),
                             gods=gods)

    def update_preview(self) -> None:
        lang = i18n.current()
        p = got_service.battle_preview(self.session, event=self.build_event(with_god=False), lang=lang)
        self._offer_gods(p)
        if self.god.currentData():
            p = got_service.battle_preview(self.session, event=self.build_event(), lang=lang)
        self.preview = p
        self.preview_label.setText(self.describe(p))

    def _offer_gods(self, p: got_service.BattlePreview) -> None:
        choices = sorted({c for _, cs in p.gods for c in cs})
        wanted = [None, *choices]
        current = [self.god.itemData(i) for i in range(self.god.count())]
        if current != wanted:
            self.god.blockSignals(True)
            self.god.clear()
            self.god.addItem(self.tr("—"), None)
            for c in choices:
                self.god.addItem(c, c)
            self.god.blockSignals(False)
        armies = [a.marker for a in self.state.armies_of(p.winner)] if p.winner and choices else []
        self.god.setEnabled(bool(choices))
        self.god_army.setEnabled(bool(choices))
        if [self.god_army.itemData(i) for i in range(self.god_army.count())] != armies:
            self.god_army.blockSignals(True)
            self.god_army.clear()
            for m in armies:
                self.god_army.addItem(m, m)
            self.god_army.blockSignals(False)

    def describe(self, p: got_service.BattlePreview) -> str:
        e = html.escape
        links = " ".join(f"<a href='section:{e(s)}'>§ {e(s)}</a>" for s in p.sections)
        if not p.ok:
            return f"<span style='color:#a40000'>{e(p.message)}</span> {links}"
        lines = [self.tr("Sieger: %1").replace("%1", e(p.winner or self.tr("niemand"))),
                 self.tr("Kampfpunkte: +%1").replace("%1", _num(p.points)),
                 self.tr("Titan-Stärke: %1 → %2").replace("%1", str(p.titan_power[0])).replace("%2", str(p.titan_power[1]))]
        if p.gems:
            lines.append(self.tr("Lebenssteine: %1").replace("%1", ", ".join(f"{e(k)} {v:+d}" for k, v in p.gems.items())))
        for multiple, choices in p.gods:
            lines.append(self.tr("Götter bei %1: %2").replace("%1", str(multiple)).replace("%2", ", ".join(choices)))
        for name, (old, new) in p.victory_points.items():
            lines.append(self.tr("Siegpunkte %1: %2 → %3").replace("%1", e(name)).replace("%2", str(old))
                         .replace("%3", str(new)))
        for side, killed in ((self.tr("Angreifer"), p.killed[0]), (self.tr("Verteidiger"), p.killed[1])):
            if killed:
                lines.append(self.tr("Geschlagen (%1): %2").replace("%1", side).replace("%2", e(", ".join(killed))))
        used = self.tr("Abschnitte")
        return "<br>".join(lines) + f"<br>{e(used)}: {links}"

    def update_alternatives(self) -> None:
        att, dfn = self.attacker.currentData(), self.defender.currentData()
        if not att or not dfn:
            self.alternatives.set_rows([])
            return
        rows, tips = [], []
        for p in got_service.outcome_previews(self.session, attacker=att, defender=dfn, lang=i18n.current()):
            ev = p.event
            assert isinstance(ev, BattleSettled)
            side = {Side.ATTACKER: self.tr("Angreifer"), Side.DEFENDER: self.tr("Verteidiger"), None: ""}[ev.winner]
            name = self.outcome_names[ev.outcome]
            if p.ok:
                gems = ", ".join(f"{k} {v:+d}" for k, v in p.gems.items())
                rows.append((name, side, _num(p.points), gems, "§ " + ", ".join(p.sections)))
            else:
                rows.append((name, side, "—", "—", f"{p.message} (§ {', '.join(p.sections)})"))
            tips.append(p.message)
        self.alternatives.set_rows(rows, tips, grey=[r[2] == "—" for r in rows])
        self.alternatives_view.resizeColumnsToContents()
