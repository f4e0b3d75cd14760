"""The battle sheet: a Gods of Titan battle entered round by round as the table fights it (10–21, 24).

Opened from a pending battle (the GoT page's "Kampf …"), it enters ``BattleOpened`` — the defender is
one of the enemy armies in the attacker's land — or shows the battle already open.  Both armies stand
side by side with each figure's power and skill; a click (or Space / X) marks a figure beaten in the
round being entered, spin boxes keep the hits on the standing ones, the throws of the round may be added for the dice's luck
(:mod:`ui.games.got.dialogs.battle_dice`), and "Runde abschließen" enters the ``BattleRound``.  Between rounds the
referee's options offer the reinforcement in round 4, the god call,
one-time abilities and spells; live odds and what ending now would give stand beside; the end offers
every choice of ``end_choices`` with its legal values.  Every entry goes through ``session.add`` at once,
so each round is durable as it is entered, and Ctrl+Z takes back one entry.

The odds follow each mark: they are those of the state the round as marked would lead to (the referee's
``preview`` of it, nothing stored) — a quick estimate on the spot, refined off the UI thread.  Closing the
sheet (Close, Esc, the window's close) with marks not yet entered asks whether to enter the round, discard
the marks or stay (:meth:`BattleSheet.confirm_discard`).
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Literal

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.got.events import AbilityUsed, BattleOpened, BattleRound, Copy, Damage, Side
from referee.got.fight import EXECUTER_SECTION, OPEN_SECTIONS
from referee.got.fight_view import FightView
from referee.got.kinds import OptionKind
from referee.got.odds.live import LiveOdds
from referee.got.payloads import BattleRoundPayload
from referee.got.view import GotState, armies_of, enemies_of, mover
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.games.got.dialogs.battle_actions import BattleActions
from ui.games.got.dialogs.battle_armies import ArmyPanel, RoundCounter
from ui.games.got.dialogs.battle_dice import ThrowsBox
from ui.games.got.dialogs.battle_end import BattleEndBox, way_preview
from ui.games.got.dialogs.battle_line import BattleLine, LineError
from ui.games.got.dialogs.battle_line import read as read_battle_line
from ui.games.got.dialogs.battle_odds import EndPreviewsBox, LiveOddsBox, number
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service import OpenGame
from ui.service.got.battle import fight_view, live_odds, odds_of, pending_battles

TITANS = ("Titan", "Phantom", "Dark-Titan")
#: the quick estimate after each mark is sampled for at most this long, on the UI thread, so that it is
#: shown within 100 ms of the mark (an exact computation may take longer: measured 110 ms for 3 figures)
QUICK_ODDS_MS = 30.0
#: the estimate is then refined off the UI thread: exact where few figures stand, else sampled this long
ODDS_MAX_MS = 400.0
#: how often the sheet looks whether the refinement is done
POLL_MS = 25

#: the one thread that refines the odds (shared: one refinement at a time, the newest wins)
_REFINER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="battle-odds")

Answer = Literal["enter", "discard", "cancel"]


def ask(parent: QtWidgets.QWidget, title: str, text: str, buttons: tuple[str, str, str]) -> int:
    """Ask the scribe with three buttons (enter, discard, cancel); the index of the one chosen, 2 on Esc.

    The sheet's one message box (tests answer it by replacing this function)."""
    box = QtWidgets.QMessageBox(parent)
    box.setIcon(QtWidgets.QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    roles = (QtWidgets.QMessageBox.ButtonRole.AcceptRole, QtWidgets.QMessageBox.ButtonRole.DestructiveRole,
             QtWidgets.QMessageBox.ButtonRole.RejectRole)
    made = [box.addButton(label, role) for label, role in zip(buttons, roles, strict=True)]
    box.setDefaultButton(made[0])
    box.setEscapeButton(made[2])
    box.exec()
    clicked = box.clickedButton()
    return next((i for i, b in enumerate(made) if b is clicked), 2)


class BattleSheet(EntryDialog[GotState]):
    """The battle being recorded; ``attacker``/``defender`` preselect the battle to open."""

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None, *, attacker: str | None = None,
                 defender: str | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("battle-sheet")
        self.buttons.setStandardButtons(QtWidgets.QDialogButtonBox.StandardButton.Close)
        self.undo_button = self.buttons.addButton("", QtWidgets.QDialogButtonBox.ButtonRole.ActionRole)
        self.undo_button.setAutoDefault(False)
        self.undo_button.clicked.connect(self.undo)
        self.view: FightView | None = None
        self.next_round: BattleRoundPayload | None = None  # the referee's template of the next round
        self._held = False  # the end pane waits for the round's marks to be entered
        self._odds_timer = QtCore.QTimer(self)  # one update for a burst of marks (several keys at once)
        self._odds_timer.setSingleShot(True)
        self._odds_timer.setInterval(0)
        self._odds_timer.timeout.connect(self.update_odds)
        self._refining: Future[tuple[LiveOdds | None, float]] | None = None
        self._refine_note: int | None = None
        self._poll = QtCore.QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._refined)
        self._build_chooser(attacker, defender)
        self._build_sheet()
        self.retranslate()
        self.resize(1180, 760)
        self.refresh()

    # -- building --------------------------------------------------------------------------------
    def _build_chooser(self, attacker: str | None, defender: str | None) -> None:
        self.chooser = QtWidgets.QGroupBox(self)
        form = QtWidgets.QFormLayout(self.chooser)
        armies = [a.marker for a in armies_of(self.state, mover(self.state)) if self._enemies(a.marker)]
        pending = pending_battles(self.session)
        first = attacker or (pending[0][0] if pending else None)
        self.attacker = combo(armies, self.chooser, first)
        self.defender = QtWidgets.QComboBox(self.chooser)
        self.open_button = QtWidgets.QPushButton(self.chooser)
        self.chooser_labels = [QtWidgets.QLabel(self.chooser) for _ in range(2)]
        form.addRow(self.chooser_labels[0], self.attacker)
        form.addRow(self.chooser_labels[1], self.defender)
        form.addRow(self.open_button)
        self.attacker.currentIndexChanged.connect(lambda _i: self._fill_defenders(None))
        self._fill_defenders(defender or (pending[0][1] if pending and pending[0][0] == first else None))
        self.open_button.clicked.connect(self.open_battle)
        self.form.addRow(self.chooser)

    def _enemies(self, marker: str) -> list[str]:
        """The enemy armies in the land of ``marker`` it may fight now, as the referee answers (10.1, 10.2)."""
        return [b for b in enemies_of(self.state, marker)
                if self.session.check(BattleOpened(attacker=marker, defender=b)).value]

    def _fill_defenders(self, chosen: str | None) -> None:
        att = self.attacker.currentData()
        self.defender.clear()
        for m in self._enemies(att) if att else []:
            self.defender.addItem(m, m)
        if chosen is not None and self.defender.findData(chosen) >= 0:
            self.defender.setCurrentIndex(self.defender.findData(chosen))
        self.open_button.setEnabled(self.defender.count() > 0)

    def _build_sheet(self) -> None:
        self.sheet = QtWidgets.QWidget(self)
        lay = QtWidgets.QVBoxLayout(self.sheet)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QtWidgets.QHBoxLayout()
        self.header = QtWidgets.QLabel(self.sheet)
        font = self.header.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.header.setFont(font)
        self.counter = RoundCounter(self.sheet)
        top.addWidget(self.header, 1)
        top.addWidget(self.counter)
        lay.addLayout(top)
        armies = QtWidgets.QHBoxLayout()
        self.sides = (ArmyPanel(self.sheet), ArmyPanel(self.sheet))
        self.odds = LiveOddsBox(self.sheet)
        for panel in self.sides:
            armies.addWidget(panel, 3)
            panel.changed.connect(self._round_text)
            panel.changed.connect(self._odds_timer.start)
        armies.addWidget(self.odds, 2)
        lay.addLayout(armies, 3)
        bar = QtWidgets.QHBoxLayout()
        self.round_text = QtWidgets.QLabel(self.sheet, wordWrap=True)
        self.executer = QtWidgets.QCheckBox(self.sheet)
        self.round_button = QtWidgets.QPushButton(self.sheet)
        self.round_button.clicked.connect(self.finish_round)
        bar.addWidget(self.round_text, 1)
        bar.addWidget(self.executer)
        bar.addWidget(self.round_button)
        lay.addLayout(bar)
        self.line = BattleLine(lambda: [p.model for p in self.sides], self.sheet)  # the round by keys (issue 35)
        self.line.line.returnPressed.connect(self.run_line)
        lay.addWidget(self.line)
        self.throws = ThrowsBox(self.sheet)
        lay.addWidget(self.throws)
        self.between = BattleActions(self.sheet)
        self.between.entered.connect(self.enter)
        lay.addWidget(self.between)
        bottom = QtWidgets.QHBoxLayout()
        self.previews = EndPreviewsBox(self.sheet)
        self.end = BattleEndBox(self.session, self.sheet)
        self.end.button.clicked.connect(self.commit)
        # "Kampf beenden" sits in the dialog's fixed button row: reached without scrolling on a small screen
        self.buttons.addButton(self.end.button, QtWidgets.QDialogButtonBox.ButtonRole.ActionRole)
        self.end.preview_label.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        bottom.addWidget(self.previews, 1)
        bottom.addWidget(self.end, 1)
        lay.addLayout(bottom, 2)
        self.extra.addWidget(self.sheet, 1)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Kampfbogen"))
        self.chooser.setTitle(self.tr("Kampf eröffnen") + f" ({', '.join(OPEN_SECTIONS)})")
        self.chooser_labels[0].setText(self.tr("Angreifer (Armee des Movers)"))
        self.chooser_labels[1].setText(self.tr("Verteidiger (im selben Land)"))
        self.open_button.setText(self.tr("Kampf beginnen"))
        self.executer.setText(self.tr("Titan fiel durch den Executer") + f" ({EXECUTER_SECTION})")
        self.undo_button.setText(self.tr("Rückgängig (Strg+Z)"))
        self.odds.retranslate()
        self.previews.retranslate()
        self.end.retranslate()
        self.between.retranslate()
        self.throws.retranslate()
        for side in self.sides:
            side.model.retranslate()

    # -- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the battle as the session stands (after every entry and undo)."""
        self.view = view = fight_view(self.session)
        self.chooser.setVisible(view is None)
        self.sheet.setVisible(view is not None)
        self.undo_button.setVisible(view is not None)
        self.end.button.setVisible(view is not None)
        if view is None:
            self.open_button.setDefault(True)
            self.odds.show_odds(None)
            return
        lang = i18n.current()
        self.header.setText(self.tr("%1 (%2) ⚔ %3 (%4) · Land %5").replace("%1", view.attacker)
                            .replace("%2", view.attacker_owner).replace("%3", view.defender)
                            .replace("%4", view.defender_owner).replace("%5", view.land))
        self.counter.set_round(view.round, view.last_round, view.reinforcement_round, view.decided, view.next_round)
        options = self.session.options()
        nxt = next((o for o in options if o.kind == OptionKind.BATTLE_ROUND), None)
        self.next_round = offer = nxt.payload_of(BattleRoundPayload) if nxt is not None else None
        abilities = {(o.entry.side, f"{o.entry.figure} {o.entry.number}" if o.entry.number else o.entry.figure)
                     for o in options if isinstance(o.entry, AbilityUsed)}  # unused, per figure (16.2)
        for panel, side, fighters, who, owner in (
                (self.sides[0], Side.ATTACKER, view.attackers, self.tr("Angreifer"), view.attacker),
                (self.sides[1], Side.DEFENDER, view.defenders, self.tr("Verteidiger"), view.defender)):
            panel.setTitle(f"{who}: {owner}")
            panel.set_fighters(fighters, offer.may_fall(side) if offer is not None else (),
                               {n for s, n in abilities if s is side})
        self.throws.offer(offer, view.attacker, view.defender)
        self.round_button.setEnabled(nxt is not None)
        self.round_button.setText(self.tr("Runde %1 abschließen").replace("%1", str(view.next_round)) if nxt is not None
                                  else self.tr("Runden abgeschlossen"))
        self.round_button.setDefault(nxt is not None)
        focus = self.focusWidget()
        if focus is None or isinstance(focus, QtWidgets.QPushButton):  # the keys go to the sheet's line
            self.line.line.setFocus()
        self.between.set_options(options, reinforcement_round=view.reinforcement_due)
        between = (OptionKind.REINFORCE, OptionKind.CALL_GOD, OptionKind.ABILITY, OptionKind.SPELL,
                   OptionKind.FIGURE_VALUES, OptionKind.REVEAL)
        self.between.setVisible(any(o.kind in between for o in options))
        self.end.set_options(options)
        self.end.button.setDefault(nxt is None)
        rows, grey = [], []
        assumptions = {"phantom_to": self.tr("Phantom in %1"), "element_to": self.tr("Element an %1"),
                       "immortal_makes_room": self.tr("Platz für den Immortal: %1")}
        for i, way in enumerate(self.end.ways):
            p, assumed = way_preview(self.session, way, lang)
            text = self.end.way.itemText(i)
            if p is not None and p.ok:
                note = ", ".join(assumptions[k].replace("%1", v) for k, v in assumed.assumed() if k in assumptions)
                gems = ", ".join(f"{k} {v:+d}" for k, v in p.gems.items())
                rows.append((text, number(p.points), gems, note or "§ " + ", ".join(p.sections)))
            else:
                rows.append((text, "—", "—", p.message if p is not None else ""))
            grey.append(p is None or not p.ok)
        self.previews.set_rows(rows, grey)
        self._round_text()
        self._odds_timer.start()

    def _round_text(self) -> None:
        view = self.view
        if view is None:
            return
        att, dfn = (p.model.beaten_now() for p in self.sides)
        if view.decided:
            text = (self.tr("Der Kampf ist entschieden: bitte das Kampfende eintragen (%1).")
                    .replace("%1", ", ".join(view.decided_sections)))
        elif not att and not dfn:
            text = self.tr("Runde %1: noch niemand als geschlagen markiert (Klick oder Leertaste auf eine Figur).") \
                .replace("%1", str(view.next_round))
        else:
            att, dfn = (tuple(p.model.fighters[i].label for i in sorted(p.model.marked)) for p in self.sides)
            text = self.tr("Runde %1 geschlagen: %2").replace("%1", str(view.next_round)).replace(
                "%2", ", ".join([*(f"{n} (A)" for n in att), *(f"{n} (V)" for n in dfn)]))
        self.round_text.setText(text)
        titan_falls = any(n in TITANS for n in (*att, *dfn))
        executer = any(f.name == "Executer" and f.beaten_in is None for f in (*view.attackers, *view.defenders))
        self.executer.setVisible(executer)
        self.executer.setEnabled(titan_falls)
        if not titan_falls:
            self.executer.setChecked(False)
        self._hold_end()

    def _hold_end(self) -> None:
        """The end pane speaks of the battle as entered: while marks of the round are not yet entered it waits
        (it would show a result the marks contradict: "Verteidiger gibt auf" while the last attacker falls)."""
        pending = self.unclosed_marks()
        self.end.setEnabled(bool(self.end.ways) and not pending)
        self.previews.setEnabled(not pending)
        if pending:
            self.end.preview_label.setText(self.tr("Erst die Runde abschließen (Strg+Enter oder „r“ in der "
                                                   "Kampfzeile): die Marken ändern das Kampfende."))
        elif self._held:
            self.end.update_preview()
        self._held = pending

    def unclosed_marks(self) -> bool:
        """Figures marked beaten, or hits set, in the round being marked and not yet entered."""
        if self.view is None or not self.round_button.isEnabled():
            return False
        return bool(self.throws.strikes()) or any(p.model.marked or p.model.hits_changed() for p in self.sides)

    def update_odds(self) -> None:
        """Recompute the live odds from the battle as recorded and, with marks not yet entered, as if the
        round were entered as marked: a quick estimate at once (sampled for ``QUICK_ODDS_MS``), refined off the
        UI thread (exact where few figures stand)."""
        self._odds_timer.stop()
        self._refining, self._refine_note = None, None  # an older refinement is out of date
        if self.view is None or fight_view(self.session) is None:
            return
        marked = self.unclosed_marks()
        note = self.view.next_round if marked else None
        start = time.perf_counter()
        try:
            entry = self.round_event() if marked else None
            state = self.session.state if entry is None else self.session.preview(entry)
            odds = live_odds(self.session, max_ms=QUICK_ODDS_MS, entry=entry, method="sample")
        except RefereeError as exc:
            self.odds.show_odds(None)
            self.odds.how.setText(exc.message(i18n.current()))
            return
        self.odds.show_odds(odds, 1000 * (time.perf_counter() - start), provisional=note)
        if odds is not None and not odds.exact:
            self._refining, self._refine_note = _REFINER.submit(_odds_timed, state), note
            self._poll.start()

    @property
    def refining(self) -> bool:
        """The odds shown are a quick estimate still being refined."""
        return self._refining is not None

    def _refined(self) -> None:
        """Show the refined odds when they are ready (and still of the marks shown)."""
        job = self._refining
        if job is None:
            self._poll.stop()
            return
        if not job.done():
            return
        self._poll.stop()
        self._refining = None
        try:
            odds, ms = job.result()
        except RefereeError:
            return
        self.odds.show_odds(odds, ms, provisional=self._refine_note)

    # -- closing ---------------------------------------------------------------------------------
    def confirm_discard(self) -> Answer:
        """Ask what becomes of the marks not yet entered: enter the round, discard them, or stay."""
        n = str(self.view.next_round if self.view is not None else "")
        text = self.tr("Die Markierungen der Runde %1 sind noch nicht eingetragen.").replace("%1", n)
        chosen = ask(self, self.tr("Kampfbogen schließen"), text,
                     (self.tr("Runde eintragen"), self.tr("Verwerfen"), self.tr("Abbrechen")))
        answers: tuple[Answer, Answer, Answer] = ("enter", "discard", "cancel")
        return answers[chosen] if 0 <= chosen < len(answers) else "cancel"

    def reject(self) -> None:
        """Close the sheet (Close, Esc, the window's close); marks not yet entered are entered, discarded or
        kept with the sheet open, as the scribe answers."""
        if self.unclosed_marks():
            answer = self.confirm_discard()
            if answer == "cancel" or (answer == "enter" and not self.finish_round()):
                return
        super().reject()

    def done(self, result: int) -> None:
        self._odds_timer.stop()
        self._poll.stop()
        self._refining = None
        super().done(result)

    # -- entering --------------------------------------------------------------------------------
    def enter(self, ev: Event) -> bool:
        """Enter ``ev`` now (durable at once); a refusal is shown in place with its sections."""
        try:
            self.session.add(ev)
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return False
        self.refusal.clear_refusal()
        self.entered = ev
        self.changed.emit()
        self.refresh()
        return True

    def open_battle(self) -> bool:
        att, dfn = self.attacker.currentData(), self.defender.currentData()
        return bool(att and dfn) and self.enter(BattleOpened(attacker=att, defender=dfn))

    def round_event(self) -> BattleRound:
        """The round the marks and hits describe; where several of a kind fight, the entry says which (number)."""
        assert self.view is not None
        sides = tuple(zip(self.sides, (Side.ATTACKER, Side.DEFENDER), strict=True))
        damage = tuple(Damage(side, n, h, number=k) for panel, side in sides for n, h, k in panel.model.numbered_damage())
        copies = tuple(Copy(side, n, k) for panel, side in sides for n, k in panel.model.numbers_now())
        kill = self.executer.isEnabled() and self.executer.isChecked()
        if self.next_round is not None and self.next_round.round == self.view.next_round:
            return self.next_round.make(self.sides[0].model.beaten_now(), self.sides[1].model.beaten_now(), damage,
                                        copies, executer_kill=kill, strikes=self.throws.strikes())
        return BattleRound(round=self.view.next_round, beaten_attacker=self.sides[0].model.beaten_now(),
                           beaten_defender=self.sides[1].model.beaten_now(), damage=damage, copies=copies,
                           executer_kill=kill, strikes=self.throws.strikes())

    def finish_round(self) -> bool:
        """Enter the round being marked ("Runde abschließen", Ctrl+Enter)."""
        if self.view is None:
            return self.open_battle()
        if not self.round_button.isEnabled():
            return False
        if not self.enter(self.round_event()):
            return False
        self.throws.clear()
        return True

    def run_line(self) -> None:
        """Enter in the sheet's line: its steps in order — hits, falls, the round closed, the end entered; a step
        refused stops there and leaves the rest in the line."""
        parts = [p.strip() for p in self.line.line.text().split(",") if p.strip()]
        lang = i18n.current()
        for n, part in enumerate(parts):
            try:
                (step,) = read_battle_line(part, [p.model for p in self.sides], lang=lang)
            except LineError as exc:
                self.line.line.setText(", ".join(parts[n:]))
                self.line.refuse(str(exc))
                return
            done = True
            if step.kind == "hits":
                self.sides[step.side].spins[step.row].setValue(step.hits)
            elif step.kind == "fall":
                self.sides[step.side].toggle(step.row)
            elif step.kind == "round":
                done = self.finish_round()
            else:
                self.commit()
                done = self.result() == QtWidgets.QDialog.DialogCode.Accepted
            if not done:
                self.line.line.setText(", ".join(parts[n:]))
                self.line.refuse(self.refusal.plain_text() or self.tr("nicht eingetragen"))
                return
        self.line.line.clear()
        self.line.show_answer()

    def build_event(self) -> Event:
        return self.end.build_event()

    def undo(self) -> None:
        """Take back the last entry (a round, a reinforcement … or the opening of the battle)."""
        if self.view is None or not self.session.can_undo:
            return
        try:
            self.session.undo()
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.refusal.clear_refusal()
        self.changed.emit()
        self.refresh()

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        """Opened on a battle: the keys in the sheet's line (a round by keys, issue 35)."""
        super().showEvent(event)
        if self.view is not None and not event.spontaneous():
            self.line.line.setFocus()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        """Ctrl+Enter ends the round being marked, Ctrl+Z takes back the last entry (keys the figures,
        spin boxes and lists leave to the sheet)."""
        ctrl = event.modifiers() & ~QtCore.Qt.KeyboardModifier.KeypadModifier == QtCore.Qt.KeyboardModifier.ControlModifier
        if ctrl and event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            self.finish_round()
        elif ctrl and event.key() == QtCore.Qt.Key.Key_Z:
            self.undo()
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
            if self.view is not None:  # shown afresh in the new language, the marks kept
                kept = [side.marks() for side in self.sides]
                self.refresh()
                for side, marks in zip(self.sides, kept, strict=True):
                    side.restore(marks)
        super().changeEvent(event)


def _odds_timed(state: GotState) -> tuple[LiveOdds | None, float]:
    """The odds of the battle in ``state`` (off the UI thread) and the milliseconds they took."""
    start = time.perf_counter()
    odds = odds_of(state, max_ms=ODDS_MAX_MS)
    return odds, 1000 * (time.perf_counter() - start)
