"""The common frame of an entry dialog: OK journals the event; a refusal is shown in place with its sections."""

from __future__ import annotations

from typing import Any

from referee.core.errors import RefereeError
from referee.core.events import Event
from ui.panels.widgets import RefusalLabel
from ui.qt import QtWidgets, Signal
from ui.service import OpenGame


class EntryDialog(QtWidgets.QDialog):
    """Subclasses add their fields to ``self.form`` and implement :meth:`build_event`."""

    section_clicked = Signal(str)
    #: an entry was made (or undone) while the dialog stays open (a multi-entry dialog: the battle sheet)
    changed = Signal()

    def __init__(self, session: OpenGame, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.entered: Event | None = None
        self.form = QtWidgets.QFormLayout()
        self.refusal = RefusalLabel(self)
        self.refusal.game = session.game
        self.refusal.section_clicked.connect(self.section_clicked)
        self.buttons = QtWidgets.QDialogButtonBox(
            QtWidgets.QDialogButtonBox.StandardButton.Ok | QtWidgets.QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.commit)
        self.buttons.rejected.connect(self.reject)
        self.body = QtWidgets.QVBoxLayout(self)
        self.body.addLayout(self.form)
        self.extra = QtWidgets.QVBoxLayout()
        self.body.addLayout(self.extra, 1)
        self.body.addWidget(self.refusal)
        self.body.addWidget(self.buttons)

    def nothing_to_choose(self, why: str, sections: tuple[str, ...]) -> None:
        """Nothing the dialog could enter now: say why and leave only Cancel."""
        self.refusal.show_refusal(why, sections)
        ok = self.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(False)

    @property
    def state(self) -> Any:
        return self.session.state

    def build_event(self) -> Event:
        """The entry the dialog's fields describe (each dialog defines it)."""
        raise TypeError(f"{type(self).__name__} must define build_event()")

    def commit(self) -> None:
        """Build the event and session it; on a refusal stay open and explain."""
        try:
            ev = self.build_event()
            self.session.add(ev)
        except RefereeError as exc:
            self.refusal.show_error(exc)
            return
        self.entered = ev
        self.accept()


def combo(items: list[str], parent: QtWidgets.QWidget, current: str | None = None) -> QtWidgets.QComboBox:
    box = QtWidgets.QComboBox(parent)
    for item in items:
        box.addItem(item, item)
    if current is not None and current in items:
        box.setCurrentIndex(items.index(current))
    return box
