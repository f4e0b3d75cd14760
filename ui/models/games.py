"""Stored games as a table: number, game, title, players, standings, round, entries, last played.

The players, standings and round come from each game's summary (``GameService.overview``); the
start page passes them in, so the model itself never replays a game. A summary made by an earlier version of the
program is shown greyed, its tooltip saying that it is being brought up to date (:meth:`GamesModel.update` puts in
the new one).
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
        rows = [self._row(g) for g in self.games]
        self.set_rows([r[0] for r in rows], tips=[r[1] for r in rows],
                      grey=[not self.overviews.get(g.id, NO_OVERVIEW).current for g in self.games])

    def update(self, game_id: int, overview: Overview) -> None:
        """The game's overview brought up to date (its row, if listed, changes in place)."""
        for n, g in enumerate(self.games):
            if g.id == game_id:
                self.overviews[game_id] = overview
                self.set_row(n, *self._row(g), grey=not overview.current)

    def _row(self, g: GameInfo) -> tuple[tuple[object, ...], str]:
        """A game's cells and tooltip."""
        o = self.overviews.get(g.id, NO_OVERVIEW)
        name = title(g.game, i18n.current()) if g.game in game_ids() else g.game
        players = ", ".join(o.players)
        tip = [f"{name} {g.title}".strip(), players, o.standings]
        if not o.current:
            tip.append(self.tr("Stand einer früheren Programmversion – wird aktualisiert …"))
        return ((g.id, name, g.title, players, o.standings, o.round, g.events, last_played(g.updated_at)),
                "\n".join(x for x in tip if x))

    def game_id(self, row: int) -> int | None:
        return self.games[row].id if 0 <= row < len(self.games) else None
