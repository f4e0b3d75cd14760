"""Stored games as a table: number, game, title, entries, last change."""

from __future__ import annotations

from collections.abc import Sequence

from referee.registry import game_ids, title
from rulesdb.journal import GameInfo
from ui import i18n
from ui.models.base import RowsModel
from ui.qt import QtCore


class GamesModel(RowsModel):
    def __init__(self, games: Sequence[GameInfo] = (), parent: QtCore.QObject | None = None) -> None:
        super().__init__((), parent)
        self.games: list[GameInfo] = []
        self.retranslate()
        self.set_games(games)

    def retranslate(self) -> None:
        self.set_headers([self.tr("Nr."), self.tr("Spiel"), self.tr("Titel"), self.tr("Einträge"),
                          self.tr("Zuletzt")])

    def set_games(self, games: Sequence[GameInfo]) -> None:
        self.games = list(games)
        lang = i18n.current()
        self.set_rows([(g.id, title(g.game, lang) if g.game in game_ids() else g.game, g.title, g.events,
                        g.updated_at[:16].replace("T", " ")) for g in self.games])
