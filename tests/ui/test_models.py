"""Every Qt model of the app passes qtmodeltester, empty and filled from a real game."""

from __future__ import annotations

from typing import Any

from referee.got import view
from referee.got.events import GameSetup, Move, PlayerSetup
from rulesdb.journal import GameStore
from tests.got.helpers import BOARD
from ui.games.got.models import ArmiesModel, PlayersModel, PoolsModel
from ui.models.base import RowsModel
from ui.models.games import GamesModel
from ui.models.history import HistoryModel
from ui.models.rules import HitsModel
from ui.qt import QtCore
from ui.service import GameService, OpenGame


def game(service: GameService) -> OpenGame:
    j = service.new_game(game="got", setup=GameSetup(players=(
        PlayerSetup("Anna", "titan", "Rot", 1), PlayerSetup("Ben", "titan", "Blau", 2),
        PlayerSetup("Cleo", "titan", "Gelb", 3)), board=BOARD))
    j.add(Move(marker="Rot 2", to="Brush:B", distance=3))
    return j


def test_players_armies_pools(qtmodeltester: Any, store: GameStore) -> None:
    j = game(GameService(store=store))
    s = view.summary(j.state, "de")
    for model in (PlayersModel(), ArmiesModel(), PoolsModel()):
        qtmodeltester.check(model)
        model.set_summary(s)
        qtmodeltester.check(model)
    players = PlayersModel()
    players.set_summary(s)
    assert players.columnCount() == 3 and players.names == ["Anna", "Ben", "Cleo"]
    assert [players.value("Anna", r) for r in range(4)] == ["Rot", 0, 6, 700]  # 7 × 100 for power 7 (24.2)
    assert players.value("Anna", 4) == 200  # the first god at 200 points (21.1)
    assert "am Zug" in players.value("Anna", 10) and "am Zug" not in players.value("Ben", 10)
    assert players.headerData(1, QtCore.Qt.Orientation.Vertical) == "Kampfpunkte"
    pools = PoolsModel()
    pools.set_summary(s)
    assert pools.columnCount() == 4 and pools.headerData(1, QtCore.Qt.Orientation.Horizontal) == "Anna"


def test_history(qtmodeltester: Any, store: GameStore) -> None:
    j = game(GameService(store=store))
    j.undo()
    model = HistoryModel()
    qtmodeltester.check(model)
    model.set_items(j.history("en"))
    qtmodeltester.check(model)
    assert model.rowCount() == 2
    assert model.data(model.index(0)) == "1. Game set up: Anna, Ben, Cleo"
    assert model.data(model.index(1)) == "↷ Rot 2 → B (Brush) · 3"


def test_games(qtmodeltester: Any, store: GameStore) -> None:
    service = GameService(store=store)
    service.rename(game_id=game(service).id, title="Testrunde")
    model = GamesModel()
    qtmodeltester.check(model)
    games = service.games()
    model.set_games(games, {g.id: service.overview(g.id) for g in games})
    qtmodeltester.check(model)
    assert model.rowCount() == 1 and model.row(0)[1:3] == ("Gods of Titan", "Testrunde")
    assert model.row(0)[GamesModel.PLAYERS:GamesModel.PLAYED] == ("Anna, Ben, Cleo", "Anna 0 · Ben 0 · Cleo 0", 1, 2)


def test_hits_and_rows(qtmodeltester: Any, rules_book: Any) -> None:
    hits = HitsModel()
    qtmodeltester.check(hits)
    hits.set_hits(rules_book.search("rekrutieren", game="got"))
    qtmodeltester.check(hits)
    first = hits.data(hits.index(0))
    assert hits.rowCount() > 0 and first.startswith("§ ") and "got" not in first  # "§ 6.4 Rekrutierungsphase": no game id
    rows = RowsModel(("a", "b"))
    rows.set_rows([(1, "x"), (2.5, None)], tips=["t"], grey=[False, True])
    qtmodeltester.check(rows)


def test_a_number_with_a_fraction_in_the_languages_format(qtbot: Any) -> None:
    """One number formatter (issue 35): the table shows "67,5" as the battle sheet and the sheets do."""
    from fractions import Fraction

    from printouts.base import number as printed
    from ui import i18n
    from ui.games.got.dialogs.battle_odds import number as on_the_sheet
    from ui.models.base import RowsModel

    model = RowsModel(["Punkte"])
    model.set_rows([(Fraction(135, 2),), (67.5,), (12,)])
    try:
        for lang, half in (("de", "67,5"), ("en", "67.5")):
            i18n.set_language(lang)
            shown = [model.data(model.index(r, 0)) for r in range(3)]
            assert shown == [half, half, "12"]
            assert on_the_sheet(Fraction(135, 2)) == printed(Fraction(135, 2), lang) == half
    finally:
        i18n.set_language("de")


def test_history_changes_only_what_changed(qtmodeltester: Any, store: GameStore) -> None:
    """An entry made adds its row, an undo changes the last row, a redo changes it back: the model is never
    reset, so a long game's list keeps its rows (and its view its place); every step equals a fresh model."""
    j = game(GameService(store=store))
    model = HistoryModel()
    qtmodeltester.check(model)
    model.set_items(j.history("en"))
    signals: list[tuple[str, int, int]] = []
    model.modelReset.connect(lambda: signals.append(("reset", 0, 0)))
    model.rowsInserted.connect(lambda _p, first, last: signals.append(("inserted", first, last)))
    model.rowsRemoved.connect(lambda _p, first, last: signals.append(("removed", first, last)))
    model.dataChanged.connect(lambda a, b, _r=(): signals.append(("changed", a.row(), b.row())))

    def shown(m: HistoryModel) -> list[object]:
        return [m.data(m.index(r)) for r in range(m.rowCount())]

    def fresh() -> list[object]:
        again = HistoryModel()
        again.set_items(j.history("en"))
        return shown(again)

    j.add(Move(marker="Rot 1", to="Marsh:M", distance=4))
    model.set_items(j.history("en"))
    assert signals == [("inserted", 2, 2)] and shown(model) == fresh()
    j.undo()
    model.set_items(j.history("en"))
    assert signals[1:] == [("changed", 2, 2)] and shown(model) == fresh() and shown(model)[2].startswith("↷")
    j.undo()
    model.set_items(j.history("en"))  # both moves undone: the second row changes, the third too
    assert signals[2:] == [("changed", 1, 2)] and shown(model) == fresh()
    model.set_items(j.history("en"))
    assert len(signals) == 3  # nothing changed: no signal
    j.add(Move(marker="Rot 2", to="Plains:P", distance=3))  # a new entry drops the redo stack
    model.set_items(j.history("en"))
    assert signals[3:] == [("removed", 1, 2), ("inserted", 1, 1)] and shown(model) == fresh()
    qtmodeltester.check(model)
