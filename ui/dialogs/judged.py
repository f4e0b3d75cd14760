"""The stored entries of a game that today's rules judge differently: the record stands, the list says
what today's referee would have said (with its sections as links) and which entries could not be applied.

A click on an entry shows the table as it was after it; a click on a section opens it in the rules dock.
The scribe corrects the game, where the table agrees, with the usual correction entries.
"""

from __future__ import annotations

import html

from ui import i18n
from ui.qt import QtCore, QtWidgets, Signal
from ui.service import OpenGame
from ui.service.sections import section_word


class JudgedDialog(QtWidgets.QDialog):
    """Lists ``session.judged_differently``; emits ``entry_clicked(seq)`` and ``section_clicked(section)``."""

    entry_clicked = Signal(int)
    section_clicked = Signal(str)

    def __init__(self, session: OpenGame[object], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Nach heutigen Regeln anders beurteilt"))
        self.text = QtWidgets.QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._clicked)
        intro = QtWidgets.QLabel(self.tr(
            "Diese Einträge wurden so gemacht und bleiben, wie sie sind; die heutigen Regeln sähen sie anders. "
            "Wo der Tisch zustimmt, berichtigt ein Korrektureintrag die Partie."), self)
        intro.setWordWrap(True)
        close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.text, 1)
        lay.addWidget(close)
        self.text.setHtml(self.html_of(session))
        self.resize(560, 360)

    def html_of(self, session: OpenGame[object]) -> str:
        lang, game = i18n.current(), session.game
        rows = []
        for judged in session.judged_differently:
            label = html.escape(session.events[judged.seq - 1].label(lang), quote=False)
            links = " ".join(f"<a href='section:{html.escape(game + '/' + s)}'>§ {html.escape(section_word(game, s, lang))}</a>"
                             for s in judged.sections)
            missing = f" <b>{self.tr('nicht angewendet')}</b>" if not judged.applied else ""
            if judged.internal:  # a bug of the program, not a ruling
                missing = f" <b>{self.tr('Interner Fehler')} — {self.tr('nicht angewendet')}</b>"
            rows.append(f"<p><a href='entry:{judged.seq}'>{self.tr('Eintrag')} {judged.seq}</a>: {label}{missing}<br>"
                        f"{html.escape(judged.message(lang), quote=False)} {links}</p>")
        return "".join(rows)

    def _clicked(self, url: QtCore.QUrl) -> None:
        link = url.toString()
        kind, _, rest = link.partition(":")
        if kind == "entry" and rest.isdigit():
            self.entry_clicked.emit(int(rest))
        elif kind == "section":
            self.section_clicked.emit(rest)
