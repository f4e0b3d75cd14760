"""Stored games as a table: number, game, title, players, standings, round, entries, last played.

The players, standings and round come from each game's summary (``GameService.overview``); the
start page passes them in, so the model itself never replays a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.registry import game_ids, title
from ui import i18n
from ui.models.base import RowsModel
from ui.qt import QtCore
from ui.service import GameInfo
from ui.service.overview import Overview

NO_OVERVIEW = Overview((), "", None)


def last_played(stamp: str) -> str:
    """A stored time stamp (ISO, UTC) as local time in the locale's short format."""
    when = QtCore.QDateTime.fromString(stamp, QtCore.Qt.DateFormat.ISODateWithMs)
    if not when.isValid():
        when = QtCore.QDateTime.fromString(stamp, QtCore.Qt.DateFormat.ISODate)
    if not when.isValid():
        return stamp[:16].replace("T", " ")
    return i18n.locale().toString(when.toLocalTime(), QtCore.QLocale.FormatType.ShortFormat)


class GamesModel(RowsModel):
    #: the columns, for tests and views
    ID, GAME, TITLE, PLAYERS, STANDINGS, ROUND, ENTRIES, PLAYED = range(8)

    def __init__(self, games: Sequence[GameInfo] = (), parent: QtCore.QObject | None = None,
                 overviews: Mapping[int, Overview] | None = None) -> None:
        super().__init__((), parent)
        self.games: list[GameInfo] = []
        self.overviews: dict[int, Overview] = {}
        self.retranslate()
        self.set_games(games, overviews)

    def retranslate(self) -> None:
        self.set_headers([self.tr("Nr."), self.tr("Spiel"), self.tr("Titel"), self.tr("Spieler"), self.tr("Stand"),
                          self.tr("Runde / Zug"), self.tr("Einträge"), self.tr("Zuletzt gespielt")])
        if self.games:
            self.set_games(self.games, self.overviews)

    def set_games(self, games: Sequence[GameInfo], overviews: Mapping[int, Overview] | None = None) -> None:
        self.games = list(games)
        self.overviews = dict(overviews or {})
        lang = i18n.current()
        rows, tips = [], []
        for g in self.games:
            o = self.overviews.get(g.id, NO_OVERVIEW)
            name = title(g.game, lang) if g.game in game_ids() else g.game
            players = ", ".join(o.players)
            rows.append((g.id, name, g.title, players, o.standings, o.round, g.events, last_played(g.updated_at)))
            tips.append("\n".join(x for x in (f"{name} {g.title}".strip(), players, o.standings) if x))
        self.set_rows(rows, tips=tips)

    def game_id(self, row: int) -> int | None:
        return self.games[row].id if 0 <= row < len(self.games) else None
