"""A note on an entry (table talk, a promise, a deal): the text, and the entry it is about.

The note is an entry of its own (``core.note``, :mod:`referee.core.note`), judged and stored like any other
(:meth:`ui.service.OpenGame.add`): refused in place when it is empty, too long or not clean. Enter stores it.
"""

from __future__ import annotations

from referee.core.limits import NOTE_LIMIT
from referee.core.note import Note
from ui import i18n
from ui.dialogs.base import EntryDialog
from ui.qt import QtWidgets
from ui.service import OpenGame


class NoteDialog(EntryDialog):
    """``on``: the entry the note is about (1-based; 0 = the game; None = the last entry that is no note)."""

    def __init__(self, session: OpenGame, on: int | None = None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Notiz"))
        self.text = QtWidgets.QLineEdit(self)  # one line: Enter stores the note
        self.text.setMaxLength(NOTE_LIMIT)
        self.text.setPlaceholderText(self.tr("z. B. Absprache, Versprechen, Einwand …"))
        self.on = QtWidgets.QComboBox(self)
        self.on.addItem(self.tr("die Partie als Ganzes"), 0)
        events = session.events
        for seq, ev in enumerate(events, 1):
            if not isinstance(ev, Note):
                self.on.addItem(f"{seq}. {ev.label(i18n.current())}", seq)
        target = session.last_noted() if on is None else on
        prior = events[target - 1] if 0 < target <= len(events) else None
        if isinstance(prior, Note):
            target = prior.on  # a note on a note is a note on its entry
        found = self.on.findData(target)
        self.on.setCurrentIndex(found if found >= 0 else 0)
        self.on.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.on.setMinimumContentsLength(24)  # a long entry's words are cut in the closed box, shown in the list
        self.form.addRow(self.tr("Notiz"), self.text)
        self.form.addRow(self.tr("zu Eintrag"), self.on)
        hint = self.sizeHint()
        self.resize(max(hint.width(), 34 * self.fontMetrics().averageCharWidth() + 160), hint.height())

    def build_event(self) -> Note:
        return Note.of(int(self.on.currentData()), self.text.text())

