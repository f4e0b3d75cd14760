"""The common frame of an entry dialog: OK journals the event; a refusal is shown in place with its sections.

The fields scroll when the screen is small (the buttons stay in sight), the dialog opens inside the screen and
with the focus in its first field, so Enter enters what was typed (:mod:`ui.dialogs.fit`).
"""

from __future__ import annotations

from typing import Generic

from typing_extensions import TypeVar

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.limits import full
from ui import i18n
from ui.dialogs.fit import FieldsArea, focus_first_input, room_for
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtWidgets, Signal
from ui.service import OpenGame

#: the state of the dialog's game (``EntryDialog[GotState]``); a bare ``EntryDialog`` is any game's dialog, its
#: state an ``object`` until narrowed; covariant as ``OpenGame`` is (a Gods of Titan dialog is an entry dialog)
S = TypeVar("S", covariant=True, default=object)


class EntryDialog(QtWidgets.QDialog, Generic[S]):
    """Subclasses add their fields to ``self.form`` and implement :meth:`build_event`; a game's dialog names its
    state (``class MoveDialog(EntryDialog[GotState])``) and takes its typed session (``session.typed(GotState)``)."""

    section_clicked = Signal(str)
    #: an entry was made (or undone) while the dialog stays open (a multi-entry dialog: the battle sheet)
    changed = Signal()

    def __init__(self, session: OpenGame[S], parent: QtWidgets.QWidget | None = None) -> None:
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
        outer = QtWidgets.QVBoxLayout(self)
        self.fields_area = FieldsArea(self)  # the fields scroll only on a screen too small; the buttons stay
        content = QtWidgets.QWidget(self.fields_area)
        self.body = QtWidgets.QVBoxLayout(content)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.addLayout(self.form)
        self.extra = QtWidgets.QVBoxLayout()
        self.body.addLayout(self.extra, 1)
        self.body.addWidget(self.refusal)
        self.fields_area.setWidget(content)
        outer.addWidget(self.fields_area, 1)
        outer.addWidget(self.buttons)

    def setVisible(self, visible: bool) -> None:
        """Opening: the dialog's size is that of its whole form as the subclass built it, up to the room on the
        screen (Qt alone would stop at two thirds of the screen); KeepOnScreen then moves it inside."""
        if visible and not self.isVisible():
            self.fields_area.refresh()
            most = room_for(self)
            if most is not None and self.sizeHint().width() > most.width():  # a narrow screen (1024×600 at scale 2):
                self.form.setRowWrapPolicy(QtWidgets.QFormLayout.RowWrapPolicy.WrapAllRows)  # labels above fields
                self.fields_area.refresh()
            if not self.testAttribute(QtCore.Qt.WidgetAttribute.WA_Resized):
                hint = self.sizeHint()
                self.resize(hint.boundedTo(most) if most is not None else hint)
        super().setVisible(visible)

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        """Opened: the focus in the first field (the window keeps the dialog inside the screen: KeepOnScreen)."""
        super().showEvent(event)
        if not event.spontaneous():
            focus_first_input(self, self.form)
            limit = full(self.session.entries)
            if limit is not None:  # a game at the entry limit takes nothing: the dialog says so, with the limit
                self.nothing_to_choose(limit.message(i18n.current()), ())

    def nothing_to_choose(self, why: str, sections: tuple[str, ...]) -> None:
        """Nothing the dialog could enter now: say why and leave only Cancel."""
        self.refusal.show_refusal(why, sections)
        ok = self.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(False)

    @property
    def state(self) -> S:
        return self.session.state

    def build_event(self) -> Event:
        """The entry the dialog's fields describe (each dialog defines it)."""
        raise TypeError(f"{type(self).__name__} must define build_event()")

    def first_entries(self) -> tuple[Event, ...]:
        """The entries the dialog's entry needs made before it (Gods of Titan: the new land a move names)."""
        return ()

    def judged_on(self) -> OpenGame[S]:
        """The table the dialog's entry is judged on: as it stands, or after :meth:`first_entries`."""
        first = self.first_entries()
        return self.session.ahead(first) if first else self.session

    def commit(self) -> None:
        """Build the event and session it (after the entries it needs first, all judged before any is made); on a
        refusal stay open and explain."""
        try:
            ev = self.build_event()
            first = self.first_entries()
            if first:
                verdict = self.judged_on().check(ev)
                if not verdict.value:
                    self.refusal.show_refusal(verdict.why(i18n.current()), verdict.sections)
                    return
                for entry in first:
                    self.session.add(entry)
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
