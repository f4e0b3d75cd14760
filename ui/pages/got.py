"""The Gods of Titan page: the table (``got_table``), the battles still to fight or being recorded, and the
entries of the game (moves, battles …)."""

from __future__ import annotations

import html
from urllib.parse import quote, unquote

from ui.dialogs.base import EntryDialog
from ui.pages.base import GamePage
from ui.pages.got_setup import GotSetupForm
from ui.pages.got_table import GotTable
from ui.qt import QtCore, QtWidgets
from ui.service import OpenGame
from ui.service.battle import fight_view, pending_battles

#: the entry key of the battle sheet; ``fight:ATTACKER|DEFENDER`` opens that pending battle at once
FIGHT = "fight"


def fight_key(attacker: str, defender: str) -> str:
    """The entry key that opens the battle ``attacker`` ⚔ ``defender`` on the sheet."""
    return f"{FIGHT}:{quote(attacker)}|{quote(defender)}"


class GotPage(GamePage):
    """The table as it stands; the entry dialogs get the army selected in the table where it matters."""

    game = "got"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = GotTable(self)
        self.battles = QtWidgets.QLabel(self)
        self.battles.setObjectName("got-battles")
        self.battles.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.battles.setWordWrap(True)
        self.battles.setStyleSheet("background: #fff3c4; padding: 4px; border-radius: 3px;")
        self.battles.linkActivated.connect(self.entry_requested)
        self.battles.hide()
        table_lay = self.table.layout()
        assert isinstance(table_lay, QtWidgets.QBoxLayout)
        table_lay.insertWidget(1, self.battles)  # below the round / Mover line
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table)
        self._session: OpenGame | None = None

    def entry_actions(self) -> list[tuple[str, str, str]]:
        return [("move", self.tr("Zug …"), "Ctrl+M"), ("split", self.tr("Teilen …"), "Ctrl+T"),
                (FIGHT, self.tr("Kampf …"), "Ctrl+Shift+B"),
                ("battle", self.tr("Kampf abrechnen …"), "Ctrl+B"), ("recruit", self.tr("Rekrutieren …"), "Ctrl+R"),
                ("victory", self.tr("Siegpunkte …"), "Ctrl+Shift+V"), ("correction", self.tr("Korrektur …"), "Ctrl+K"),
                ("reveal", self.tr("Titan offenlegen …"), ""), ("eliminated", self.tr("Spieler scheidet aus …"), ""),
                ("end_turn", self.tr("Zugende"), "Ctrl+E")]

    def open_entry(self, key: str, session: OpenGame) -> QtWidgets.QDialog | None:
        if key == "end_turn":  # nothing to fill in: the Mover ends the turn (6.5)
            from referee.got.events import TurnEnded

            session.add(TurnEnded(player=session.state.mover_player.name))
            return None
        if key == FIGHT or key.startswith(FIGHT + ":"):
            return self._sheet(key, session)
        return self._dialog(key, session)

    def _sheet(self, key: str, session: OpenGame) -> EntryDialog:
        """The battle sheet: of the open battle, or of the battle ``key`` names (entered as opened now)."""
        from referee.got.events import BattleOpened
        from ui.dialogs.battle_sheet import BattleSheet

        attacker = defender = None
        if ":" in key:
            attacker, defender = (unquote(m) for m in key.split(":", 1)[1].split("|", 1))
            if session.state.fight is None:
                session.add(BattleOpened(attacker=attacker, defender=defender))
        return BattleSheet(session, self, attacker=attacker, defender=defender)

    def _dialog(self, key: str, session: OpenGame) -> EntryDialog:
        from ui.dialogs.battle import BattleDialog
        from ui.dialogs.entries import (
            CorrectionDialog,
            EliminationDialog,
            MoveDialog,
            RevealDialog,
            SplitDialog,
            VictoryDialog,
        )
        from ui.dialogs.recruit import RecruitDialog

        if key == "recruit":
            return RecruitDialog(session, self.table.selected_marker(), self)
        dialogs: dict[str, type[EntryDialog]] = {
            "move": MoveDialog, "split": SplitDialog, "battle": BattleDialog, "victory": VictoryDialog,
            "correction": CorrectionDialog, "reveal": RevealDialog, "eliminated": EliminationDialog,
        }
        return dialogs[key](session, self)

    def refresh(self, session: OpenGame) -> None:
        self._session = session
        self.table.refresh(session)
        self.show_battles(session)

    def show_battles(self, session: OpenGame) -> None:
        """The battle being recorded, or the battles the Mover still has to fight (6.3, 10.3), as links."""
        e = html.escape
        view = fight_view(session)
        if view is not None:
            state = self.tr("entschieden, Kampfende eintragen") if view.decided else \
                self.tr("%1 von %2 Runden eingetragen").replace("%1", str(view.round)).replace("%2", str(view.last_round))
            text = self.tr("Kampf läuft: %1 · %2").replace(
                "%1", f"<a href='{FIGHT}'>{e(view.attacker)} ⚔ {e(view.defender)}</a>").replace("%2", e(state))
        else:
            pending = pending_battles(session)
            links = ", ".join(f"<a href='{e(fight_key(a, d))}'>{e(a)} ⚔ {e(d)}</a>" for a, d in pending)
            text = self.tr("Offene Kämpfe: %1").replace("%1", links) if pending else ""
        self.battles.setText(text)
        self.battles.setVisible(bool(text))

    def retranslate(self) -> None:
        self.table.retranslate()
        if self._session is not None and self._session.started:
            self.show_battles(self._session)


PAGE = GotPage
SETUP = GotSetupForm
