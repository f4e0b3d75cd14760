"""The Gods of Titan page: the table (``got_table``) and the entries of the game (moves, battles …)."""

from __future__ import annotations

from ui.dialogs.base import EntryDialog
from ui.pages.base import GamePage
from ui.pages.got_setup import GotSetupForm
from ui.pages.got_table import GotTable
from ui.qt import QtWidgets
from ui.service import OpenGame


class GotPage(GamePage):
    """The table as it stands; the entry dialogs get the army selected in the table where it matters."""

    game = "got"

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = GotTable(self)
        lay = QtWidgets.QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table)

    def entry_actions(self) -> list[tuple[str, str, str]]:
        return [("move", self.tr("Zug …"), "Ctrl+M"), ("split", self.tr("Teilen …"), "Ctrl+T"),
                ("battle", self.tr("Kampf abrechnen …"), "Ctrl+B"), ("recruit", self.tr("Rekrutieren …"), "Ctrl+R"),
                ("victory", self.tr("Siegpunkte …"), "Ctrl+Shift+V"), ("correction", self.tr("Korrektur …"), "Ctrl+K"),
                ("reveal", self.tr("Titan offenlegen …"), ""), ("eliminated", self.tr("Spieler scheidet aus …"), ""),
                ("end_turn", self.tr("Zugende"), "Ctrl+E")]

    def open_entry(self, key: str, session: OpenGame) -> QtWidgets.QDialog | None:
        if key == "end_turn":  # nothing to fill in: the Mover ends the turn (6.5)
            from referee.got.events import TurnEnded

            session.add(TurnEnded(player=session.state.mover_player.name))
            return None
        return self._dialog(key, session)

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
        self.table.refresh(session)

    def retranslate(self) -> None:
        self.table.retranslate()


PAGE = GotPage
SETUP = GotSetupForm
