"""Combat, assassination (Meucheln) and rebuild (Wiederaufbau) dialogs of Burgenkrieg, with the math shown.

The attackers, targets, intruders, zones and creatures offered come from the referee's options
(``session.options()``, see :mod:`referee.burgenkrieg.options`); the damage of an assassination and the points of a
rebuild are worked out by ``referee.burgenkrieg.formulas`` and shown with their section.
"""

from __future__ import annotations

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.combat import NO_ASSASSINATION, NO_ATTACKER
from referee.burgenkrieg.events import Combat, Strike
from referee.burgenkrieg.formulas import assassination_damage, rebuild_points
from referee.burgenkrieg.kinds import OptionKind
from referee.burgenkrieg.payloads import AssassinatePayload, AttackPayload, RebuildPayload
from referee.burgenkrieg.view import BkState, board
from referee.core.errors import InvalidInput, RefereeError
from referee.core.events import Event
from referee.core.verdict import Verdict
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.burgenkrieg.dialogs import creature_items, creature_word, fill, need, offers_of, options_of
from ui.games.burgenkrieg.models import zone_label
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.sections import section_words

Checked = QtCore.Qt.CheckState.Checked


class CreatureChecks(QtWidgets.QListWidget):
    """Creatures to tap, each with a check box; ``ids()`` are the checked ones."""

    def set_creatures(self, state: BkState, ids: list[str], checked: bool = False) -> None:
        self.blockSignals(True)
        self.clear()
        for text, cid in creature_items(state, ids):
            item = QtWidgets.QListWidgetItem(text, self)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, cid)
            item.setFlags(item.flags() | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Checked if checked else QtCore.Qt.CheckState.Unchecked)
        self.blockSignals(False)
        self.setMaximumHeight(26 * max(2, min(self.count(), 6)))

    def ids(self) -> list[str]:
        return [str(self.item(i).data(QtCore.Qt.ItemDataRole.UserRole)) for i in range(self.count())
                if self.item(i).checkState() == Checked]

    def check(self, cid: str, on: bool = True) -> None:
        for i in range(self.count()):
            if self.item(i).data(QtCore.Qt.ItemDataRole.UserRole) == cid:
                self.item(i).setCheckState(Checked if on else QtCore.Qt.CheckState.Unchecked)


def math_text(verdict: Verdict[int]) -> str:
    """The verdict's working in the language in force, with its sections."""
    why = verdict.why_en if i18n.current() == "en" else verdict.why_de
    return f"{why} ({section_words('burgenkrieg', verdict.sections, i18n.current())})"


def refusal_text(exc: RefereeError) -> str:
    lang = i18n.current()
    return f"{exc.message(lang)} ({section_words('burgenkrieg', exc.sections, lang)})" if exc.sections else exc.message(
        lang)


class AssassinateDialog(EntryDialog[BkState]):
    """Meucheln: tap own creatures in an own zone to damage an intruder there (§ meucheln).

    Damage = total power ÷ the intruder's toughness, rounded down; after the opponent raises the
    toughness, more creatures may be tapped ("nachtappen") and the raised value counts.
    """

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Meucheln"))
        self.offers = offers_of(session, AssassinatePayload)
        self.player = QtWidgets.QComboBox(self)
        players = sorted({o.player for o in self.offers})
        fill(self.player, [(p, p) for p in players])
        self.intruder = QtWidgets.QComboBox(self)
        self.tapped = CreatureChecks(self)
        self.raised = QtWidgets.QCheckBox(self.tr("Gegner erhöht die Widerstandskraft auf"), self)
        self.raised_value = QtWidgets.QSpinBox(self)
        self.raised_value.setRange(1, 99)
        self.top_up = CreatureChecks(self)
        self.math = QtWidgets.QLabel(self)
        self.math.setWordWrap(True)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Eindringling"), self.intruder)
        self.form.addRow(self.tr("tappen"), self.tapped)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.raised)
        row.addWidget(self.raised_value)
        self.form.addRow(row)
        self.form.addRow(self.tr("nachtappen"), self.top_up)
        self.form.addRow(self.tr("Rechnung"), self.math)
        self.player.currentIndexChanged.connect(self._intruders)
        self.intruder.currentIndexChanged.connect(self._creatures)
        for w in (self.tapped, self.top_up):
            w.itemChanged.connect(self._update)
        self.raised.toggled.connect(self._update)
        self.raised_value.valueChanged.connect(self._update)
        self._intruders()
        if not self.offers:
            self.refusal.show_refusal(NO_ASSASSINATION.label(i18n.current()), NO_ASSASSINATION.sections)

    def _offer(self) -> AssassinatePayload | None:
        return next((o for o in self.offers if o.player == self.player.currentData()
                     and o.intruder == self.intruder.currentData()), None)

    def _intruders(self) -> None:
        ids = [o.intruder for o in self.offers if o.player == self.player.currentData()]
        fill(self.intruder, creature_items(self.state, ids))
        self._creatures()

    def _creatures(self) -> None:
        o = self._offer()
        ids = list(o.creatures) if o else []
        self.tapped.set_creatures(self.state, ids, checked=True)
        self.top_up.set_creatures(self.state, ids)
        if o:
            self.raised_value.setValue(board(self.state).creature(o.intruder).toughness + 1)
        self._update()

    def _powers(self, ids: list[str]) -> list[int]:
        return [board(self.state).creature(c).power for c in ids]

    def _update(self) -> None:
        o = self._offer()
        if o is None:
            self.math.setText("")
            return
        try:
            v = assassination_damage(self._powers(self.tapped.ids()), board(self.state).creature(o.intruder).toughness,
                                     top_up=self._powers(self.top_up.ids()),
                                     raised_toughness=self.raised_value.value() if self.raised.isChecked() else None)
        except RefereeError as exc:
            self.math.setText(refusal_text(exc))
            return
        self.math.setText(self.tr("{why} → {n} Schaden").format(why=math_text(v), n=v.value))

    def build_event(self) -> Event:
        o: AssassinatePayload = need(self._offer(), "Kein Eindringling gewählt.", "No intruder chosen.")
        return o.make(self.tapped.ids(), raised_toughness=self.raised_value.value() if self.raised.isChecked() else None,
                      top_up=self.top_up.ids())


class RebuildDialog(EntryDialog[BkState]):
    """Wiederaufbau in the own upkeep: 1 point per 3 total power tapped, up to the start value (§ wiederaufbau)."""

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Wiederaufbau"))
        self.offers = {o.zone: o for o in offers_of(session, RebuildPayload) if o.zone is not None}
        self.zone = QtWidgets.QComboBox(self)
        fill(self.zone, [(zone_label(name), name) for name in self.offers])
        self.tapped = CreatureChecks(self)
        self.math = QtWidgets.QLabel(self)
        self.math.setWordWrap(True)
        self.form.addRow(self.tr("Spieler"), QtWidgets.QLabel(board(self.state).active or "-", self))
        self.form.addRow(self.tr("Gebiet"), self.zone)
        self.form.addRow(self.tr("tappen"), self.tapped)
        self.form.addRow(self.tr("Rechnung"), self.math)
        self.zone.currentIndexChanged.connect(self._creatures)
        self.tapped.itemChanged.connect(self._update)
        self._creatures()
        refused = [o for o in options_of(session, OptionKind.REBUILD, allowed=False) if not o.allowed]
        if not self.offers and refused:  # why not, in the referee's words
            self.refusal.show_refusal(refused[0].reason(i18n.current()), refused[0].sections)

    def _creatures(self) -> None:
        o = self.offers.get(self.zone.currentData())
        self.tapped.set_creatures(self.state, list(o.creatures) if o else [], checked=True)
        self._update()

    def _update(self) -> None:
        name = self.zone.currentData()
        if name is None:
            self.math.setText("")
            return
        idx = z.index(name)
        try:
            v = rebuild_points([board(self.state).creature(c).power for c in self.tapped.ids()],
                               current=board(self.state).values[idx], start=z.start_value(idx, team=board(self.state).team))
        except RefereeError as exc:
            self.math.setText(refusal_text(exc))
            return
        self.math.setText(self.tr("{why} → {old} + {n} = {new}").format(
            why=math_text(v), old=board(self.state).values[idx], n=v.value, new=board(self.state).values[idx] + v.value))

    def build_event(self) -> Event:
        name = need(self.zone.currentData(), "Kein Gebiet kann wiederaufgebaut werden.", "No zone can be rebuilt.")
        return self.offers[name].make(self.tapped.ids())


class StrikeBox(QtWidgets.QGroupBox):
    """One attacker of a combat: target, blockers, and where its damage goes (§ kampf)."""

    def __init__(self, dialog: CombatDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        state = dialog.state
        self.attacker = QtWidgets.QComboBox(self)
        fill(self.attacker, creature_items(state, list(dialog.offers)))
        self.target = QtWidgets.QComboBox(self)
        self.blockers = CreatureChecks(self)
        self.trample = QtWidgets.QCheckBox(self.tr("Trampeln"), self)
        self.as_unblocked = QtWidgets.QCheckBox(self.tr("geblockt, Schaden wie ungeblockt"), self)
        self.enter = QtWidgets.QCheckBox(self.tr("dringt ein"), self)
        self.spins: dict[str, QtWidgets.QSpinBox] = {}
        form = QtWidgets.QFormLayout(self)
        form.addRow(self.tr("Angreifer"), self.attacker)
        form.addRow(self.tr("greift an"), self.target)
        form.addRow(self.tr("Blocker"), self.blockers)
        flags = QtWidgets.QHBoxLayout()
        for w in (self.trample, self.as_unblocked, self.enter):
            flags.addWidget(w)
        form.addRow(flags)
        for key, label in (("to_blockers", self.tr("an Blocker")), ("to_wall", self.tr("an Wall / Burgherrn")),
                           ("to_trigger", self.tr("an Bewegungsauslöser")),
                           ("prevented_wall", self.tr("davon verhindert (Wall)")),
                           ("prevented_trigger", self.tr("davon verhindert (Auslöser)"))):
            spin = QtWidgets.QSpinBox(self)
            spin.setRange(0, 99)
            spin.valueChanged.connect(dialog.preview)
            self.spins[key] = spin
            form.addRow(label, spin)
        self.split = QtWidgets.QLineEdit(self)
        self.split.setPlaceholderText(self.tr("leer: der Reihe nach erst tödlicher Schaden"))
        self.split.textChanged.connect(dialog.preview)
        form.addRow(self.tr("Schaden je Blocker (z. B. 3, 1)"), self.split)
        self.taken = QtWidgets.QSpinBox(self)
        self.taken.setRange(-1, 99)
        self.taken.setValue(-1)
        self.taken.setSpecialValueText(self.tr("die Stärke der Blocker"))
        self.taken.valueChanged.connect(dialog.preview)
        form.addRow(self.tr("Schaden am Angreifer"), self.taken)
        self.attacker.currentIndexChanged.connect(self._targets)
        self.target.currentIndexChanged.connect(self._target_changed)
        for box in (self.trample, self.as_unblocked, self.enter):
            box.toggled.connect(dialog.preview)
        self.blockers.itemChanged.connect(dialog.preview)
        self._targets()

    def _targets(self) -> None:
        o = self.dialog.offers.get(self.attacker.currentData())
        fill(self.target, [(f"{zone_label(n)} ({w})", n) for n, w in zip(o.zones, o.walls, strict=True)] if o else [])
        self._target_changed()

    def _target_changed(self) -> None:
        """Offer the defenders that may block, and suggest the text's split: wall first, the rest to the trigger."""
        state = self.dialog.state
        cid, target = self.attacker.currentData(), self.target.currentData()
        if cid is None or target is None:
            return
        b = board(state)
        c = b.creature(cid)
        side = b.sides[c.controller]
        idx = z.index(target)
        o = self.dialog.offers.get(cid)
        self.blockers.set_creatures(state, list(o.blockers_at(target)) if o is not None else [])
        wall = b.wall_value(side, idx)
        bodyguard = z.area_of(idx) == "leibwache"
        to_wall = c.power if bodyguard else min(c.power, wall)
        self.spins["to_wall"].setValue(to_wall)
        self.spins["to_trigger"].setValue(c.power - to_wall)
        self.spins["to_blockers"].setValue(0)
        self.enter.setChecked(c.power - to_wall > 0)
        self.dialog.preview()

    def strike(self) -> Strike:
        cid = need(self.attacker.currentData(), "Keine Kreatur kann angreifen.", "No creature can attack.")
        target = need(self.target.currentData(), "Kein Ziel.", "No target.")
        v = {k: s.value() for k, s in self.spins.items()}
        offer = self.dialog.offers.get(cid) or AttackPayload(cid, (), (), ())
        return offer.make(target, blockers=self.blockers.ids(), trample=self.trample.isChecked(),
                          as_unblocked=self.as_unblocked.isChecked(), enter=self.enter.isChecked(),
                          to_blockers=v["to_blockers"], to_wall=v["to_wall"], to_trigger=v["to_trigger"],
                          prevented_wall=v["prevented_wall"], prevented_trigger=v["prevented_trigger"],
                          blocker_damage=self._split(),
                          damage_taken=None if self.taken.value() < 0 else self.taken.value())

    def _split(self) -> tuple[int, ...]:
        """The damage per blocker as typed (``3, 1``); empty: the referee's order."""
        text = self.split.text().replace(",", " ").split()
        try:
            return tuple(int(t) for t in text)
        except ValueError:
            raise InvalidInput(f"Schaden je Blocker: Zahlen erwartet, nicht „{self.split.text()}“.",
                               f"Damage per blocker: numbers expected, not '{self.split.text()}'.") from None


class CombatDialog(EntryDialog[BkState]):
    """A whole combat of the active player: every attacker, its blockers and its damage (§ kampf).

    The preview shows what the referee makes of it: the walls' points after the combat.
    """

    def __init__(self, session: OpenGame[BkState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Kampf"))
        self.offers = {o.creature: o for o in offers_of(session, AttackPayload)}
        self.strikes: list[StrikeBox] = []
        self.outcome = QtWidgets.QLabel(self)
        self.outcome.setWordWrap(True)
        add = QtWidgets.QPushButton(self.tr("Angreifer hinzufügen"), self)
        remove = QtWidgets.QPushButton(self.tr("letzten entfernen"), self)
        add.clicked.connect(self.add_strike)
        remove.clicked.connect(self.remove_strike)
        self.holder = QtWidgets.QVBoxLayout()
        row = QtWidgets.QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        self.extra.addLayout(self.holder)
        self.extra.addLayout(row)
        self.extra.addWidget(self.outcome)
        if self.offers:
            self.add_strike()
        else:
            self.refusal.show_refusal(NO_ATTACKER.label(i18n.current()), NO_ATTACKER.sections)

    def add_strike(self) -> StrikeBox:
        box = StrikeBox(self)
        used = {s.attacker.currentData() for s in self.strikes}
        free = next((i for i in range(box.attacker.count()) if box.attacker.itemData(i) not in used), 0)
        box.attacker.setCurrentIndex(free)
        self.strikes.append(box)
        self.holder.addWidget(box)
        self.preview()
        return box

    def remove_strike(self) -> None:
        if self.strikes:
            self.strikes.pop().setParent(None)
            self.preview()

    def build_event(self) -> Event:
        if not self.strikes:
            raise InvalidInput("Kein Angreifer angegeben.", "No attacker given.")
        return Combat(strikes=tuple(s.strike() for s in self.strikes))

    def preview(self) -> None:
        """The walls after the combat as the referee would record it, or its objection."""
        if not hasattr(self, "outcome"):
            return
        try:
            after = self.session.preview(self.build_event())
        except RefereeError as exc:
            self.outcome.setText(refusal_text(exc))
            return
        then, now = board(self.state), board(after)
        changes = [f"{zone_label(z.name(i))}: {old} → {new}"
                   for i, (old, new) in enumerate(zip(then.values, now.values, strict=True)) if old != new]
        moved = [f"{creature_word(c)} → {zone_label(z.name(c.zone))}" for c in now.creatures
                 if c.zone != then.creature(c.id).zone]
        hurt = [self.tr("{c}: {n} Schaden").format(c=creature_word(c), n=c.damage) for c in now.creatures
                if c.damage != then.creature(c.id).damage]
        fallen = [self.tr("{c} fällt (tödlicher Schaden)").format(c=creature_word(c))
                  for c in now.fallen[len(then.fallen):]]
        self.outcome.setText("; ".join(changes + moved + hurt + fallen) or self.tr("keine Änderung an Wällen"))
