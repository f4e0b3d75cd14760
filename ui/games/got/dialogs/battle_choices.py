"""The choices a battle's end leaves to the players, each a field offering only its legal values.

:class:`EndChoicesForm` shows an :class:`~referee.got.choices.EndChoices` (from
``ui.service.got.battle.end_choices`` for the battle sheet, ``quick_choices`` for the quick entry):
where the Phantom appears (24.4, 24.5), where a beaten element goes or why it goes to the Darklord
(23.6), the god at each multiple of 200 and its army (21.1–21.3), demigods to revive with their cost
and the gems at hand (19.1), the winner's reinforcement (17.1) or god call (18.1) after winning, and
who makes room for an Immortal (16.5).  The fields are rebuilt only when the legal values change, and
a value chosen before stays chosen while it is still legal.
"""

from __future__ import annotations

from referee.got.choices import EndChoice, EndChoices
from referee.got.darklord import TO_DARKLORD
from referee.got.events import CalledGod, GodChoice
from referee.got.gods import GOD_LAPSES_SECTION, NO_GOD_LEFT_SECTION
from referee.got.spoils import REVIVE_SECTION
from ui import i18n
from ui.qt import QtCore, QtWidgets, Signal


def defaults(c: EndChoices | None) -> EndChoice:
    """The referee's first legal value of each choice the end cannot do without (none without choices)."""
    return EndChoice() if c is None else c.defaults()


def _signature(c: EndChoices | None) -> object:
    """What the fields show of ``c`` (the fields are rebuilt when it changes)."""
    if c is None:
        return None
    return (c.phantom, c.elements, c.elements_why, c.gods, c.revivable, c.gems_for_reviving, c.reinforcements,
            c.god_calls, c.immortal_room)


#: what a field's item carries: a marker, a figure, a god and its army, or nothing ("—")
Data = str | None


def _combo(parent: QtWidgets.QWidget, items: list[tuple[str, Data]], name: str) -> QtWidgets.QComboBox:
    box = QtWidgets.QComboBox(parent)
    box.setObjectName(name)
    for text, data in items:
        box.addItem(text, data)
    return box


class EndChoicesForm(QtWidgets.QWidget):
    """Fields for every choice of a battle's end; :meth:`values` gives them as entry fields."""

    changed = Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QtWidgets.QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QtWidgets.QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.choices: EndChoices | None = None
        self._sig: object = ()
        self.phantom: QtWidgets.QComboBox | None = None
        self.elements: list[QtWidgets.QComboBox] = []
        self.gods: list[tuple[QtWidgets.QComboBox, QtWidgets.QComboBox]] = []
        self.revive: QtWidgets.QListWidget | None = None
        self.reinforcement: QtWidgets.QComboBox | None = None
        self.god_call: QtWidgets.QComboBox | None = None
        self.immortal: QtWidgets.QComboBox | None = None
        self.notes: list[str] = []
        self._memory: dict[str, object] = {}
        self.set_choices(None)

    # -- filling -------------------------------------------------------------------------------------
    def set_choices(self, c: EndChoices | None) -> None:
        """Offer the legal values of ``c`` (None: nothing to choose); keeps what is chosen and still legal."""
        self.choices = c
        sig = (_signature(c), i18n.current())
        if sig == self._sig:
            return
        self._memory.update(self._chosen())  # what was chosen survives a form without that field
        self._sig = sig
        while self.form.rowCount():
            self.form.removeRow(0)
        self.phantom = self.reinforcement = self.god_call = self.immortal = None
        self.revive = None
        self.elements, self.gods, self.notes = [], [], []
        if c is not None:
            self._build(c)
        if not self.form.rowCount():
            self._note(self.tr("Keine weiteren Wahlmöglichkeiten."))
        self._restore(self._memory)
        self.changed.emit()

    def _build(self, c: EndChoices) -> None:
        en = i18n.current() == "en"
        if c.phantom is not None:
            player, armies = c.phantom
            self.phantom = self._add(self.tr("Phantom von %1 erscheint in").replace("%1", player),
                                     [(a, a) for a in armies], "phantom")
        why = c.elements_why[1] if en else c.elements_why[0]
        for element, armies in c.elements:
            if armies:
                self.elements.append(self._add(self.tr("%1 geht an").replace("%1", element), [(a, a) for a in armies],
                                               f"element-{element}"))
            else:
                self._note(f"{element}: {why or TO_DARKLORD.cited(i18n.current())}")
        for slot in c.gods:
            label = self.tr("Gott bei %1 Punkten").replace("%1", str(slot.multiple))
            if not slot.gods:
                self._note(label + ": " + self.tr("keiner mehr im Pool") + f" ({NO_GOD_LEFT_SECTION})")
            elif not slot.armies:
                self._note(label + ": " + self.tr("keine Armee kann ihn aufnehmen, er verfällt") + f" ({GOD_LAPSES_SECTION})")
            else:
                self._add_god(label, slot.gods, slot.armies, slot.multiple)
        if c.revivable:
            self._add_revive(c)
        if c.reinforcements:
            self.reinforcement = self._add(self.tr("Nachrekrutierung nach dem Sieg"),
                                           [("—", None), *((n, n) for n in c.reinforcements)], "reinforcement")
        if c.god_calls:
            items = [(self.tr("%1 aus %2").replace("%1", g).replace("%2", m), f"{g}\t{m}") for g, m in c.god_calls]
            self.god_call = self._add(self.tr("Gott rufen nach dem Sieg"), [("—", None), *items], "god-call")
        if c.immortal_room:
            self.immortal = self._add(self.tr("Platz für den Immortal macht"), [(n, n) for n in c.immortal_room],
                                      "immortal")

    def _add(self, label: str, items: list[tuple[str, Data]], name: str) -> QtWidgets.QComboBox:
        box = _combo(self, items, name)
        box.currentIndexChanged.connect(self.changed)
        self.form.addRow(label, box)
        return box

    def _add_god(self, label: str, gods: tuple[str, ...], armies: tuple[str, ...], multiple: int) -> None:
        row = QtWidgets.QWidget(self)
        lay = QtWidgets.QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        god = _combo(row, [("—", None), *((g, g) for g in gods)], f"god-{multiple}")
        army = _combo(row, [(a, a) for a in armies], f"god-army-{multiple}")
        lay.addWidget(god, 1)
        lay.addWidget(QtWidgets.QLabel(self.tr("in"), row))
        lay.addWidget(army, 1)
        for box in (god, army):
            box.currentIndexChanged.connect(self.changed)
        self.gods.append((god, army))
        self.form.addRow(label, row)

    def _add_revive(self, c: EndChoices) -> None:
        box = QtWidgets.QListWidget(self)
        box.setObjectName("revive")
        for name, gems in c.revivable:
            item = QtWidgets.QListWidgetItem(self.tr("%1 (%2 Lebenssteine)").replace("%1", name).replace("%2", str(gems)))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, name)
            item.setFlags(QtCore.Qt.ItemFlag.ItemIsEnabled | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(QtCore.Qt.CheckState.Unchecked)
            box.addItem(item)
        box.setMaximumHeight(box.sizeHintForRow(0) * min(len(c.revivable), 4) + 6)
        box.itemChanged.connect(lambda _item: self.changed.emit())
        self.revive = box
        self.form.addRow(self.tr("Halbgötter wiederbeleben"), box)
        self._note(self.tr("Lebenssteine verfügbar: %1").replace("%1", str(c.gems_for_reviving)) + f" ({REVIVE_SECTION})")

    def _note(self, text: str) -> None:
        label = QtWidgets.QLabel(text, self)
        label.setWordWrap(True)
        self.notes.append(text)
        self.form.addRow(label)

    # -- reading -------------------------------------------------------------------------------------
    def values(self) -> EndChoice:
        """The choices as chosen (``EndChoice.make`` puts them into ``BattleEnded`` / ``BattleSettled``)."""
        element = next((d for box in self.elements if (d := _data(box))), None)
        revived: tuple[str, ...] = ()
        if self.revive is not None:
            revived = tuple(str(self.revive.item(i).data(QtCore.Qt.ItemDataRole.UserRole))
                            for i in range(self.revive.count())
                            if self.revive.item(i).checkState() == QtCore.Qt.CheckState.Checked)
        called = _data(self.god_call)
        return EndChoice(
            phantom_to=_data(self.phantom), element_to=element,
            gods=tuple(GodChoice(g, a) for gb, ab in self.gods if (g := _data(gb)) and (a := _data(ab))),
            revived=revived, reinforcement=_data(self.reinforcement),
            called_god=CalledGod(*called.split("\t", 1)) if called else None, immortal_makes_room=_data(self.immortal))

    def _chosen(self) -> dict[str, object]:
        """Every field's current value by its object name (to keep it over a rebuild)."""
        kept: dict[str, object] = {box.objectName(): box.currentData() for box in self.findChildren(QtWidgets.QComboBox)}
        if self.revive is not None:
            kept["revive"] = set(self.values().revived)
        return kept

    def _restore(self, kept: dict[str, object]) -> None:
        for box in self.findChildren(QtWidgets.QComboBox):
            value = kept.get(box.objectName())
            at = box.findData(value) if value is not None else -1
            if at >= 0:
                box.blockSignals(True)
                box.setCurrentIndex(at)
                box.blockSignals(False)
        if self.revive is not None:
            self.revive.blockSignals(True)
            for i in range(self.revive.count()):
                item = self.revive.item(i)
                revive = kept.get("revive")
                if isinstance(revive, set) and item.data(QtCore.Qt.ItemDataRole.UserRole) in revive:
                    item.setCheckState(QtCore.Qt.CheckState.Checked)
            self.revive.blockSignals(False)

    def choose(self, name: str, value: Data) -> bool:
        """Select ``value`` in the field ``name`` (e.g. ``"phantom"``, ``"god-200"``); False when not offered."""
        box = self.findChild(QtWidgets.QComboBox, name)
        at = -1 if box is None else box.findData(value)
        if box is None or at < 0:
            return False
        box.setCurrentIndex(at)
        return True


def _data(box: QtWidgets.QComboBox | None) -> str | None:
    """The chosen item's data (None for a missing field or "—")."""
    if box is None:
        return None
    data = box.currentData()
    return None if data is None else str(data)
