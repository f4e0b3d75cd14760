"""The Darklord's spying and darkening (9.5, 23.2–23.4), the Titan revived in the Dungeon (24.6), an army that
cannot move (8.4, 23.5), giving up (28.11) and the concrete entries chosen from a list (the Titan as marker,
the end of the end battle): every field is filled from the referee's options."""

from __future__ import annotations

import html
from typing import ClassVar

from referee.core.events import Event
from referee.core.option import Option, payloads
from referee.got import entry_notes
from referee.got.darklord import IMMUNE, SPY_SECTION, TITAN_BLOCKS_SECTION
from referee.got.events import ArmyBlocked, Darkened, Spied, TitanRestored
from referee.got.kinds import OptionKind
from referee.got.movement import BLOCKED_SECTION
from referee.got.numbers import NUMBERS
from referee.got.payloads import ArmyBlockedPayload, DarkenPayload, RestoreTitanPayload, SpyPayload
from referee.got.readings import HiddenTitanAttack
from referee.got.view import GotState, Role, mover, player_score, reading
from ui.dialogs.base import combo
from ui.games.got.dialogs.options import OptionDialog, fill, lang
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame


class SpyDialog(OptionDialog):
    """A black army moves onto a Titan player's army, inspects it and teleports into the Dungeon (9.5, 23.3)."""

    kinds = (OptionKind.SPY,)
    about = entry_notes.about("spy")
    absent = entry_notes.absent("spy")

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Spionieren (Darklord)"))
        o = self.offer = next((p for _, p in payloads(self.offered(allowed=False), SpyPayload)), None)
        self.army = combo(list(o.armies) if o else [], self)
        self.target = combo(list(o.targets) if o else [], self)
        self.distance = QtWidgets.QSpinBox(self, minimum=NUMBERS.movement.min_lands, maximum=NUMBERS.movement.max_lands,
                                           value=1)
        self.titan_found = QtWidgets.QCheckBox(self.tr("Kam zum Angriff und fand einen verdeckten Titan") + f" ({SPY_SECTION})",
                                               self)
        self.form.addRow(self.tr("Schwarze Armee"), self.army)
        self.form.addRow(self.tr("Ausspioniert"), self.target)
        self.form.addRow(self.tr("Felder bis dorthin"), self.distance)
        self.form.addRow("", self.titan_found)
        self.form.setRowVisible(self.titan_found, reading(self.state, HiddenTitanAttack) is HiddenTitanAttack.DUNGEON_TELEPORT)
        self.titan_found.toggled.connect(self.refresh_targets)
        immune = o.immunities(lang()) if o else ()
        self.immune = (["<b>" + html.escape(f"{IMMUNE.cited(lang())}:") + "</b>"] +
                       [f"{html.escape(m)}: {html.escape(why)}" for m, why in immune]) if immune else []
        self.army.currentIndexChanged.connect(self.refresh_targets)
        self.watch(self.target, self.distance)
        if not self.unavailable():
            self.refresh_targets()

    def refresh_targets(self) -> None:
        """The targets the referee names: with a hidden Titan found on attacking, the armies with a hidden Titan."""
        targets = list(self.offer.targets_for(self.titan_found.isChecked())) if self.offer else []
        fill(self.target, [(t, t) for t in self._reachable(targets)])
        self.live()

    def _reachable(self, targets: list[str]) -> list[str]:
        """The targets the referee accepts at some distance; the others are named with the reason (23.5 …)."""
        army, found = self.army.currentData() or "", self.titan_found.isChecked()
        out, notes = [], []
        for t in targets:
            verdicts = [self.session.check(self._make(army, t, d, found))
                        for d in range(NUMBERS.movement.min_lands, NUMBERS.movement.max_lands + 1)]
            if any(v.value for v in verdicts):
                out.append(t)
            else:
                notes.append(f"{html.escape(t)}: {html.escape(verdicts[0].why(lang()))}")
        immune = self.immune + (["<b>" + html.escape(self.tr("Nicht erreichbar:")) + "</b>", *notes] if notes else [])
        self.show_note("<br>".join(immune))
        return out

    def _make(self, army: str, target: str, distance: int, found: bool) -> Spied:
        offer = self.offer or SpyPayload((), (), ())  # nothing offered: the referee refuses the entry with its reason
        return offer.make(army, target, distance, found)

    def build_event(self) -> Spied:
        return self._make(self.army.currentData() or "", self.target.currentData() or "", self.distance.value(),
                          self.titan_found.isChecked())


class DarkenDialog(OptionDialog):
    """A black army on a Darkland, Darktower or in the Dungeon lets the Mover's army pass (23.2)."""

    kinds = (OptionKind.DARKEN,)
    about = entry_notes.about("darken")
    absent = entry_notes.absent("darken")

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Verdunklung (Darklord)"))
        self.offer = o = next((p for _, p in payloads(self.offered(allowed=False), DarkenPayload)), None) \
            or DarkenPayload((), ())
        self.marker = combo(list(o.darkened), self)
        self.passer = combo(list(o.passers), self)
        self.form.addRow(self.tr("Schwarze Armee verdunkelt sich"), self.marker)
        self.form.addRow(self.tr("Zieht durch"), self.passer)
        self.watch(self.marker, self.passer)
        if not self.unavailable():
            self.live()

    def build_event(self) -> Darkened:
        return self.offer.make(self.marker.currentData() or "", self.passer.currentData() or "")


class RestoreTitanDialog(OptionDialog):
    """The Phantom in the Dungeon turns back into the Titan for an element given to the Darklord (24.6)."""

    kinds = (OptionKind.RESTORE_TITAN,)
    about = entry_notes.about("restore_titan")
    absent = entry_notes.absent("restore_titan")

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Titan im Dungeon wiederbeleben"))
        self.offer = o = next((p for _, p in payloads(self.offered(allowed=False), RestoreTitanPayload)), None) \
            or RestoreTitanPayload("", (), ())
        self.player = QtWidgets.QLabel(o.player, self)
        self.army = combo(list(o.armies), self)
        self.element = combo(list(o.elements), self)
        self.form.addRow(self.tr("Spieler"), self.player)
        self.form.addRow(self.tr("Titan erscheint in"), self.army)
        self.form.addRow(self.tr("Element an den Darklord"), self.element)
        self.watch(self.army, self.element)
        if not self.unavailable():
            self.live()

    def build_event(self) -> TitanRestored:
        return self.offer.make(self.army.currentData() or "", self.element.currentData() or "")


class BlockedDialog(OptionDialog):
    """An army under forced move that cannot move at all, with the reason (8.4, 23.5)."""

    kinds = (OptionKind.ARMY_BLOCKED,)
    about = entry_notes.about("army_blocked")
    absent = entry_notes.absent("army_blocked")

    def __init__(self, session: OpenGame[GotState], marker: str | None = None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Armee kann nicht ziehen"))
        self.army = combo([b.marker for _, b in payloads(self.offered(), ArmyBlockedPayload)], self, marker)
        self.reason = QtWidgets.QComboBox(self, editable=True)
        reasons = [self.tr("Alle Wege sind versperrt") + f" ({BLOCKED_SECTION})"]
        if player_score(self.state, mover(self.state)).role is Role.DARKLORD:
            reasons.append(self.tr("Hält vor einer Titan-Armee, an der sie nicht vorbeikommt") + f" ({TITAN_BLOCKS_SECTION})")
        self.reason.addItems(reasons)
        self.form.addRow(self.tr("Armee"), self.army)
        self.form.addRow(self.tr("Grund"), self.reason)
        self.reason.editTextChanged.connect(self.live)
        self.watch(self.army)
        if not self.unavailable():
            self.live()

    def build_event(self) -> ArmyBlocked:
        return ArmyBlockedPayload(self.army.currentData() or "").make(self.reason.currentText())


CONFIRMED = ("Bestätigt", "Confirmed")


class ConcreteDialog(OptionDialog):
    """One of the referee's concrete entries of :attr:`kinds`, chosen from a list (those not possible now are
    shown greyed with their reason); OK enters the chosen one as offered."""

    title: ClassVar[tuple[str, str]] = ("", "")
    confirm: ClassVar[tuple[str, str]] = ("", "")  # a check box to tick before OK (an entry hard to take back)

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.title[1] if lang() == "en" else self.title[0])
        self.choices = QtWidgets.QListWidget(self)
        self.choices.setWordWrap(True)
        for o in self.offered(allowed=False):
            text = o.label(lang()) + (f" — {o.reason(lang())}" if not o.allowed and o.reason(lang()) else "")
            item = QtWidgets.QListWidgetItem(f"{text}  (§ {', '.join(o.sections)})", self.choices)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, o)
            if not o.allowed:
                item.setFlags(item.flags() & ~QtCore.Qt.ItemFlag.ItemIsEnabled)
        self.extra.addWidget(self.choices, 1)
        first = next((i for i in range(self.choices.count()) if self.chosen_at(i).allowed), None)
        if first is not None:
            self.choices.setCurrentRow(first)
        self.choices.setMaximumHeight(self.choices.sizeHintForRow(0) * max(2, self.choices.count()) * 2 + 8
                                      if self.choices.count() else 40)
        warning = QtWidgets.QLabel(self.confirm[1] if lang() == "en" else self.confirm[0], self, wordWrap=True)
        self.confirmed = QtWidgets.QCheckBox(CONFIRMED[1] if lang() == "en" else CONFIRMED[0], self)
        for w in (warning, self.confirmed):
            w.setVisible(bool(self.confirm[0]))
            self.extra.addWidget(w)
        self.choices.currentRowChanged.connect(self.live)
        self.watch(self.confirmed)
        if not self.unavailable():
            self.live()

    def chosen_at(self, row: int) -> Option:
        o: Option = self.choices.item(row).data(QtCore.Qt.ItemDataRole.UserRole)
        return o

    def choose(self, kind: OptionKind) -> bool:
        for i in range(self.choices.count()):
            if self.chosen_at(i).kind == kind and self.chosen_at(i).allowed:
                self.choices.setCurrentRow(i)
                return True
        return False

    def live(self) -> None:
        super().live()
        if self.confirm[0] and not self.confirmed.isChecked():
            self.ok.setEnabled(False)

    def commit(self) -> None:
        if self.confirm[0] and not self.confirmed.isChecked():
            return
        super().commit()

    def build_event(self) -> Event:
        row = self.choices.currentRow()
        entry = self.chosen_at(row).entry if row >= 0 else None
        if entry is None:
            from referee.core.errors import InvalidInput

            raise InvalidInput("Nichts gewählt.", "Nothing chosen.")
        return entry


class FreeMarkerDialog(ConcreteDialog):
    kinds = (OptionKind.FREE_MARKER,)
    title = ("Titan als Deckmärkchen", "The Titan as marker")
    about = entry_notes.about("free_marker")
    absent = entry_notes.absent("free_marker")


class ResignDialog(ConcreteDialog):
    kinds = (OptionKind.RESIGN,)
    title = ("Partie aufgeben", "Give up the game")
    confirm = entry_notes.confirm("resign")
    absent = entry_notes.absent("resign")


class EndBattleEndDialog(ConcreteDialog):
    kinds = (OptionKind.END_BATTLE_ENDED, OptionKind.END_BATTLE_CONCEDED)
    title = ("Endkampf beenden", "End the end battle")
    about = entry_notes.about("end_battle_ended")
    absent = entry_notes.absent("end_battle_ended")
