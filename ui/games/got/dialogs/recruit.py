"""Recruiting: only the referee's legal options are offered; what is not possible is listed with why (22)."""

from __future__ import annotations

import html

from referee.got.events import Recruit, Via
from referee.got.view import GotState, armies_of, mover
from ui import i18n
from ui.dialogs.base import EntryDialog, combo
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.got import operations as got_service


class RecruitDialog(EntryDialog[GotState]):
    def __init__(self, session: OpenGame[GotState], marker: str | None = None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setWindowTitle(self.tr("Rekrutieren"))
        markers = [a.marker for a in armies_of(self.state, mover(self.state))]
        self.army = combo(markers, self, marker)
        self.options = QtWidgets.QListWidget(self)
        self.reasons = QtWidgets.QLabel(self, wordWrap=True)
        self.reasons.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.reasons.linkActivated.connect(lambda link: self.section_clicked.emit(link.removeprefix("section:")))
        self.form.addRow(self.tr("Armee"), self.army)
        self.extra.addWidget(QtWidgets.QLabel(self.tr("Erlaubt:")))
        self.extra.addWidget(self.options, 1)
        self.extra.addWidget(QtWidgets.QLabel(self.tr("Nicht möglich:")))
        self.extra.addWidget(self.reasons)
        self.army.currentIndexChanged.connect(self.refresh)
        self.options.itemDoubleClicked.connect(lambda _i: self.commit())
        self.refresh()

    def refresh(self) -> None:
        self.options.clear()
        marker = self.army.currentData()
        if not marker:
            return
        answer = got_service.recruit_choices(self.session, marker=marker)
        vias = {"land": self.tr("aus dem Land"), "human": self.tr("Mensch angeworben"),
                "demigod": self.tr("Halbgott beschworen"), "executer": self.tr("Executer gegen Opfer")}
        for o in answer.options:
            text = f"{o.figure} — {vias.get(o.via, o.via)}"
            if o.cost_gems:
                text += " · " + self.tr("%1 Lebenssteine").replace("%1", str(o.cost_gems))
            if o.sacrifice:
                text += f" · {o.sacrifice}"
            text += f"  (§ {', '.join(o.sections)})"
            item = QtWidgets.QListWidgetItem(text, self.options)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, o)
        if answer.options:
            self.options.setCurrentRow(0)
        en = i18n.current() == "en"
        self.reasons.setText("<br>".join(
            html.escape(r.en if en else r.de) + " " + " ".join(f"<a href='section:{s}'>§ {s}</a>" for s in r.sections)
            for r in answer.reasons) or self.tr("—"))

    def choose(self, figure: str, via: str = "land") -> bool:
        for i in range(self.options.count()):
            o = self.options.item(i).data(QtCore.Qt.ItemDataRole.UserRole)
            if o.figure == figure and o.via == via:
                self.options.setCurrentRow(i)
                return True
        return False

    def build_event(self) -> Recruit:
        item = self.options.currentItem()
        if item is None:
            from referee.core.errors import InvalidInput

            raise InvalidInput("Keine erlaubte Rekrutierung gewählt (siehe „Nicht möglich“).",
                               "No legal recruit chosen (see “Not possible”).")
        o = item.data(QtCore.Qt.ItemDataRole.UserRole)
        return Recruit(marker=self.army.currentData(), figure=o.figure, via=Via(o.via), sacrifice=o.sacrifice)
