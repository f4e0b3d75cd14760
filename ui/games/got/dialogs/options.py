"""The frame of the Gods of Titan dialogs that are filled from the referee's options (issue 16).

Each field offers only the legal values an option gives; the entry is checked by the referee while it is
filled in (the reason shown in place with its sections, OK only when it would be accepted); when nothing of
the kind is on offer now, the dialog says why and OK stays off.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import ClassVar

from referee.core.errors import RefereeError
from referee.core.option import Option
from referee.got.kinds import OptionKind
from referee.got.view import GotState
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.games.got.dialogs.lands import LandField
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame


def lang() -> str:
    return i18n.current()


class OptionDialog(EntryDialog[GotState]):
    """Subclasses name their option ``kinds``, fill their fields from :meth:`offered`, call :meth:`watch` on
    every field and finally :meth:`live`."""

    kinds: ClassVar[tuple[OptionKind, ...]] = ()
    #: why nothing is on offer when the referee gives no option of these kinds at all: (de, en, sections)
    absent: ClassVar[tuple[str, str, tuple[str, ...]]] = ("", "", ())
    #: what the entry is, one line at the top with its sections: (de, en, sections)
    about: ClassVar[tuple[str, str, tuple[str, ...]]] = ("", "", ())

    def __init__(self, session: OpenGame[GotState], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.options: list[Option] = session.options()
        self.setMinimumWidth(460)
        self.ok = self.buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok)
        self.note = QtWidgets.QLabel(self, wordWrap=True)  # facts of the option (costs, immune armies …)
        self.note.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.note.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.note.setStyleSheet("color: palette(placeholder-text);")
        self.note.hide()
        self.body.insertWidget(2, self.note)
        de, en, sections = self.about
        self.intro = QtWidgets.QLabel(self, wordWrap=True)
        self.intro.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.intro.setText(f"{html.escape(en if lang() == 'en' else de)} {section_links(sections)}".strip())
        self.intro.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.intro.setVisible(bool(de))
        self.body.insertWidget(0, self.intro)

    def offered(self, kind: OptionKind | None = None, *, allowed: bool = True) -> list[Option]:
        """The options of ``kind`` (default: the dialog's kinds), only the allowed ones unless told."""
        kinds = (kind,) if kind else self.kinds
        return [o for o in self.options if o.kind in kinds and (o.allowed or not allowed)]

    def watch(self, *widgets: QtWidgets.QWidget) -> None:
        """Check the entry again whenever one of ``widgets`` changes."""
        for w in widgets:
            if isinstance(w, QtWidgets.QComboBox):
                w.currentIndexChanged.connect(self.live)
                if w.isEditable():
                    w.editTextChanged.connect(self.live)
            elif isinstance(w, QtWidgets.QLineEdit):
                w.textChanged.connect(self.live)
            elif isinstance(w, QtWidgets.QSpinBox):
                w.valueChanged.connect(self.live)
            elif isinstance(w, QtWidgets.QAbstractButton):
                w.toggled.connect(self.live)
            elif isinstance(w, QtWidgets.QListWidget):
                w.itemChanged.connect(self.live)

    def unavailable(self) -> bool:
        """Nothing of the kind is on offer: say why (the option's reason, else :attr:`absent`), OK off."""
        if self.offered():
            return False
        refused = self.offered(allowed=False)
        if refused and refused[0].reason(lang()):
            o = refused[0]
            self.refusal.show_refusal(o.reason(lang()), o.sections)
        else:
            de, en, sections = self.absent
            self.refusal.show_refusal(en if lang() == "en" else de, sections)
        self.ok.setEnabled(False)
        return True

    def live(self) -> None:
        """Check the entry as it stands: the refusal in place, OK only when the referee accepts it."""
        if not self.offered():
            return
        if self.incomplete():
            self.refusal.clear_refusal()
            self.ok.setEnabled(False)
            return
        try:
            verdict = self.judged_on().check(self.build_event())
        except RefereeError as exc:
            self.refusal.show_error(exc)
            self.ok.setEnabled(False)
            return
        if verdict.value:
            self.refusal.clear_refusal()
        else:
            self.refusal.show_refusal(verdict.why(lang()), verdict.sections)
        self.ok.setEnabled(bool(verdict.value))

    def incomplete(self) -> bool:
        """A choice the scribe still has to make — a shown list of values with nothing (or no value) chosen:
        OK stays off, no refusal shown yet."""
        for row in range(self.form.rowCount()):
            item = self.form.itemAt(row, QtWidgets.QFormLayout.ItemRole.FieldRole)
            box = item.widget() if item is not None else None
            if isinstance(box, QtWidgets.QComboBox) and not box.isEditable() and box.isVisibleTo(self) \
                    and box.currentData() is None:
                return True
            if isinstance(box, LandField) and box.isVisibleTo(self) and box.incomplete():
                return True  # no land typed yet (no red "'' unknown" before anything is typed), or no terrain
        return False

    def show_note(self, html_text: str) -> None:
        self.note.setText(html_text)
        self.note.setVisible(bool(html_text))


def section_links(sections: tuple[str, ...] | list[str]) -> str:
    return " ".join(f"<a href='section:{s}'>§ {s}</a>" for s in sections)


def fill(box: QtWidgets.QComboBox, items: Sequence[tuple[str, object]]) -> None:
    """Replace the items of ``box`` by ``(text, data)``, keeping the chosen data when it is still there."""
    keep = box.currentData()
    box.blockSignals(True)
    box.clear()
    for text, data in items:
        box.addItem(text, data)
    at = box.findData(keep) if keep is not None else -1
    box.setCurrentIndex(at if at >= 0 else (0 if items else -1))
    box.blockSignals(False)


def checked(items: QtWidgets.QListWidget) -> list[object]:
    """The data of the checked items of a list of checkable items."""
    out: list[object] = []
    for i in range(items.count()):
        item = items.item(i)
        if item.checkState() == QtCore.Qt.CheckState.Checked:
            out.append(item.data(QtCore.Qt.ItemDataRole.UserRole))
    return out


def checked_names(items: QtWidgets.QListWidget) -> list[str]:
    """The checked items' data where each is a name (``add_checkable(items, name, name)``)."""
    return [str(x) for x in checked(items)]


def checked_pairs(items: QtWidgets.QListWidget) -> list[tuple[str, str]]:
    """The checked items' data where each is a (marker, figure) pair (``add_checkable(items, text, (m, f))``)."""
    out: list[tuple[str, str]] = []
    for x in checked(items):
        if not (isinstance(x, tuple | list) and len(x) == 2):
            raise TypeError(f"not a (marker, figure) pair: {x!r}")
        out.append((str(x[0]), str(x[1])))
    return out


def add_checkable(items: QtWidgets.QListWidget, text: str, data: object) -> QtWidgets.QListWidgetItem:
    item = QtWidgets.QListWidgetItem(text, items)
    item.setFlags(item.flags() | QtCore.Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(QtCore.Qt.CheckState.Unchecked)
    item.setData(QtCore.Qt.ItemDataRole.UserRole, data)
    return item
