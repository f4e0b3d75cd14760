"""Battle settlement after the fact, with a live preview of the awards before it is journaled (10, 17–21, 24).

The defender is one of the enemy armies in the attacker's land.  Every choice the end leaves to the
players is a field offering only its legal values (``ui.service.got.battle.quick_choices``; the figures
that may have joined from ``quick_joins``): where the Phantom appears, where an element goes or why to
the Darklord, the gods, revived demigods, the reinforcement and god call, the Executer's kill and the
loser's figures still standing when its Titan fell for good (24.8), the Immortal's room.  The preview is
the referee's own answer (``got_service.battle_preview``); flight, negotiation and concession are shown
side by side.
"""

from __future__ import annotations

import dataclasses
import html
from fractions import Fraction

from referee.core.errors import RefereeError
from referee.got.choices import EndChoices
from referee.got.events import BattleSettled, Side
from referee.got.fight import EXECUTER_SECTION
from referee.got.settle import STANDING_SECTION, Outcome, outcome_name
from referee.got.view import GotState, armies_of, enemies_of, mover
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.games.got.dialogs.battle_choices import EndChoicesForm, defaults
from ui.games.got.dialogs.figure_ticks import FigureTicks
from ui.models.base import RowsModel
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.entries import split_names
from ui.service.got import operations as got_service
from ui.service.got.battle import quick_choices, quick_joins, settled_winner, titan_fall, winner_figures


def _num(value: Fraction) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"


class BattleDialog(EntryDialog[GotState]):
    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kampf abrechnen"))
        battles = got_service.open_battles(session)
        movers = armies_of(self.state, mover(self.state))
        in_contact = [a.marker for a in movers if self._enemies(a.marker)]
        self.attacker = combo(in_contact or [a.marker for a in movers], self, battles[0][0] if battles else None)
        self.defender = QtWidgets.QComboBox(self)
        self._fill_defenders(battles[0][1] if battles else None)
        self.outcome = QtWidgets.QComboBox(self)
        order = (Outcome.FOUGHT, Outcome.FLIGHT, Outcome.NEGOTIATED, Outcome.NEGOTIATED_DRAW, Outcome.CONCESSION_BEFORE,
                 Outcome.CONCESSION_DURING, Outcome.CONCESSION_BOTH_BEFORE, Outcome.CONCESSION_BOTH_DURING,
                 Outcome.MUTUAL, Outcome.TIMEOUT)
        names = {o: (lambda t: t[:1].upper() + t[1:])(outcome_name(o, i18n.current())) for o in order}
        self.outcome_names = names
        for o, text in names.items():
            self.outcome.addItem(text, o)
        self.winner = QtWidgets.QComboBox(self)
        self.winner.addItem(self.tr("Angreifer"), Side.ATTACKER)
        self.winner.addItem(self.tr("Verteidiger"), Side.DEFENDER)
        self.winner.addItem(self.tr("niemand"), None)
        self.losses = FigureTicks(self)  # the winner's figures (10.5, 20.4)
        self.executer = QtWidgets.QCheckBox(self.tr("Titan/Phantom fiel durch den Executer") + f" ({EXECUTER_SECTION})", self)
        self.standing = QtWidgets.QListWidget(self)
        self.standing.setMaximumHeight(90)
        self.standing_label = QtWidgets.QLabel(self.tr("Noch stehend, als der Titan fiel") + f" ({STANDING_SECTION})", self)
        self.choices = EndChoicesForm(self)
        self.form.addRow(self.tr("Angreifer"), self.attacker)
        self.form.addRow(self.tr("Verteidiger (im selben Land)"), self.defender)
        self.form.addRow(self.tr("Ausgang"), self.outcome)
        self.form.addRow(self.tr("Sieger"), self.winner)
        self.form.addRow(self.tr("Verluste des Siegers"), self.losses)
        self.form.addRow(self.executer)
        self.form.addRow(self.standing_label, self.standing)
        self.form.addRow(self.choices)
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
        self.attacker.currentIndexChanged.connect(lambda _i: self._fill_defenders(None))
        for box in (self.attacker, self.defender, self.outcome, self.winner):
            box.currentIndexChanged.connect(self.update_preview)
        self.losses.changed.connect(self.update_preview)
        self.executer.toggled.connect(self.update_preview)
        self.standing.itemChanged.connect(lambda _item: self.update_preview())
        self.choices.changed.connect(self._show_preview)
        self.attacker.currentIndexChanged.connect(self.update_alternatives)
        self.defender.currentIndexChanged.connect(self.update_alternatives)
        self.resize(760, 720)
        self.preview: got_service.BattlePreview | None = None
        self._joins: dict[BattleSettled, tuple[tuple[str, ...], tuple[tuple[str, str], ...]]] = {}
        self._busy = False
        self.update_preview()
        self.update_alternatives()

    # -- the armies ------------------------------------------------------------------------------
    def _enemies(self, marker: str) -> list[str]:
        return list(enemies_of(self.state, marker))

    def _fill_defenders(self, chosen: str | None) -> None:
        att = self.attacker.currentData()
        self.defender.blockSignals(True)
        self.defender.clear()
        for m in self._enemies(att) if att else []:
            self.defender.addItem(m, m)
        if chosen is not None and self.defender.findData(chosen) >= 0:
            self.defender.setCurrentIndex(self.defender.findData(chosen))
        self.defender.blockSignals(False)

    def set_entry(self, *, attacker: str, defender: str, outcome: Outcome, winner: Side | None = None,
                  losses: str = "", executer_kill: bool = False) -> None:
        """Fill the form (used by scripts and tests like a scribe would)."""
        self.attacker.setCurrentIndex(self.attacker.findData(attacker))
        self.defender.setCurrentIndex(self.defender.findData(defender))
        self.outcome.setCurrentIndex(self.outcome.findData(outcome))
        self.winner.setCurrentIndex(self.winner.findData(winner))
        self.fill_losses()
        self.losses.untick_all()
        self.losses.tick(*split_names(losses))
        self.executer.setChecked(executer_kill)
        self.update_preview()

    # -- the entry -------------------------------------------------------------------------------
    def base_event(self) -> BattleSettled:
        """The entry without the end's choices."""
        outcome: Outcome = self.outcome.currentData()
        winner = settled_winner(outcome, self.winner_side())
        standing = tuple(self.standing.item(i).data(QtCore.Qt.ItemDataRole.UserRole) for i in range(self.standing.count())
                         if self.standing.item(i).checkState() == QtCore.Qt.CheckState.Checked)
        return BattleSettled(attacker=self.attacker.currentData() or "", defender=self.defender.currentData() or "",
                             outcome=outcome, winner=winner, winner_losses=self.losses.ticked(),
                             executer_kill=self.executer.isChecked() and self.executer.isEnabled(),
                             loser_standing=standing if self.standing_label.isEnabled() else ())

    def build_event(self) -> BattleSettled:
        return self.choices.values().make(self.base_event())

    def _choices_of(self, base: BattleSettled) -> EndChoices | None:
        for ev in (base, dataclasses.replace(base, loser_standing=())):
            try:
                found = quick_choices(self.session, ev)
            except RefereeError:
                continue
            key = dataclasses.replace(ev, loser_standing=())
            if key not in self._joins:
                self._joins[key] = quick_joins(self.session, ev)
            reinforcements, calls = self._joins[key]
            return dataclasses.replace(found, reinforcements=reinforcements, god_calls=calls)
        return None

    def winner_side(self) -> Side | None:
        """The winner chosen (Qt hands back the side's plain value)."""
        data = self.winner.currentData()
        return Side(data) if data else None

    def fill_losses(self) -> None:
        """The winner's figures to tick as its losses (none without a winner)."""
        winner = self.winner_side()
        if self.outcome.currentData() is Outcome.FLIGHT:  # the referee's winner of a flight
            winner = settled_winner(Outcome.FLIGHT, winner)
        self.losses.set_figures(winner_figures(self.session, attacker=self.attacker.currentData(),
                                               defender=self.defender.currentData(), winner=winner))

    def update_preview(self) -> None:
        """Offer the legal choices for the entry as typed, then preview it."""
        if self._busy:
            return
        self._busy = True
        try:
            self.fill_losses()
            self._update_titan_fields()
            base = self.base_event()
            self.choices.set_choices(self._choices_of(base) if base.attacker and base.defender else None)
            self._update_titan_fields()
        finally:
            self._busy = False
        self._show_preview()

    def _update_titan_fields(self) -> None:
        """The Executer box and the loser's standing figures, as the referee asks for them (``titan_fall``)."""
        att, dfn = self.attacker.currentData(), self.defender.currentData()
        entry = BattleSettled(attacker=att or "", defender=dfn or "", outcome=self.outcome.currentData(),
                              winner=self.winner_side(), winner_losses=self.losses.ticked(),
                              executer_kill=self.executer.isChecked())
        fall = titan_fall(self.session, entry)
        self.executer.setVisible(fall.executer_faces_titan)
        self.executer.setEnabled(fall.executer_faces_titan)
        offered = list(fall.loser_may_stand)
        if [self.standing.item(i).data(QtCore.Qt.ItemDataRole.UserRole) for i in range(self.standing.count())] != offered:
            self.standing.blockSignals(True)
            self.standing.clear()
            for n in offered:
                item = QtWidgets.QListWidgetItem(n, self.standing)
                item.setData(QtCore.Qt.ItemDataRole.UserRole, n)
                item.setFlags(QtCore.Qt.ItemFlag.ItemIsEnabled | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(QtCore.Qt.CheckState.Unchecked)
            self.standing.blockSignals(False)
        self.standing.setVisible(bool(offered))
        self.standing_label.setVisible(bool(offered))
        self.standing_label.setEnabled(bool(offered))

    def _show_preview(self) -> None:
        if self._busy:
            return
        p = got_service.battle_preview(self.session, event=self.build_event(), lang=i18n.current())
        self.preview = p
        self.preview_label.setText(self.describe(p))

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
        """Flight, negotiation and concession now, each with the unavoidable choices at their first legal value."""
        att, dfn = self.attacker.currentData(), self.defender.currentData()
        if not att or not dfn:
            self.alternatives.set_rows([])
            return
        rows, tips = [], []
        for p in got_service.outcome_previews(self.session, attacker=att, defender=dfn, lang=i18n.current()):
            ev = p.event
            assert isinstance(ev, BattleSettled)
            try:
                assumed = defaults(quick_choices(self.session, ev))
            except RefereeError:
                assumed = defaults(None)
            if assumed.assumed():
                p = got_service.battle_preview(self.session, event=assumed.make(ev),
                                               lang=i18n.current())
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
