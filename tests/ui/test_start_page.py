"""The start page: standings of every game, continue the last game, rename, archive, restore, delete,
export and import — all through the service; undo and redo act only on the open game."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from sqlalchemy import text

from referee.got.events import GameSetup, Move, PlayerSetup
from rulesdb.journal import GameStore
from tests.got.helpers import BOARD
from tests.hang import HANG_MS
from ui import i18n
from ui.main_window import MainWindow
from ui.models.games import GamesModel
from ui.qt import QtCore, QtWidgets
from ui.service import GameService, OpenGame, summaries
from ui.service.overview import Overview, overview_of
from ui.settings import Settings
from ui.start import StartPage

SETUP = GameSetup(players=(PlayerSetup("Anna", "titan", "Rot", 1), PlayerSetup("Ben", "titan", "Blau", 2),
                           PlayerSetup("Cleo", "titan", "Gelb", 3)), board=BOARD)


def got(service: GameService, title: str = "") -> OpenGame:
    return service.new_game(game="got", setup=SETUP, title=title)


def row_of(model: GamesModel, game_id: int) -> int:
    return next(i for i, g in enumerate(model.games) if g.id == game_id)


def test_each_game_shows_players_standings_round_and_last_played(qtbot: Any, qtmodeltester: Any, store: GameStore,
                                                                 settings: Settings) -> None:
    service = GameService(store=store)
    a = got(service, "Runde eins")
    a.add(Move(marker="Rot 2", to="Brush:B", distance=3))
    arena = service.new_game(game="arena", setup={"type": "arena.setup", "data": {"players": ["Ida", "Jan", "Kai"]}})
    page = StartPage(service, settings=settings)
    qtbot.addWidget(page)
    page.reload([arena.id])
    model = page.games
    qtmodeltester.check(model)
    got_row = model.row(row_of(model, a.id))
    assert got_row[GamesModel.PLAYERS] == "Anna, Ben, Cleo" and got_row[GamesModel.ROUND] == 1
    assert got_row[GamesModel.STANDINGS] == "Anna 0 · Ben 0 · Cleo 0" and got_row[GamesModel.ENTRIES] == 2
    assert got_row[GamesModel.PLAYED] and "T" not in got_row[GamesModel.PLAYED]  # local time, the locale's format
    arena_row = model.row(row_of(model, arena.id))
    assert arena_row[GamesModel.PLAYERS] == "Ida, Jan, Kai" and arena_row[GamesModel.ROUND] == 1
    assert model.headerData(GamesModel.STANDINGS, QtCore.Qt.Orientation.Horizontal) == "Stand"
    assert page.recent.rowCount() == 1 and page.recent.games[0].id == arena.id


def test_fifty_games_list_and_unchanged_games_are_not_replayed(qtbot: Any, store: GameStore,
                                                                     monkeypatch: Any) -> None:
    service = GameService(store=store)
    for n in range(50):
        got(service, f"Partie {n}")
    page = StartPage(service)
    qtbot.addWidget(page)
    page.reload([])
    assert page.games.rowCount() == 50 and all(o.players for o in page.games.overviews.values())
    opened: list[int] = []
    real_open = service.open
    monkeypatch.setattr(service, "open", lambda game_id, **kw: opened.append(game_id) or real_open(game_id, **kw))
    page.reload([])
    assert opened == []  # nothing changed: nothing replayed again


def warnings(qtlog: Any) -> list[str]:
    """What Qt warned of (the offscreen platform's own note on size hints aside)."""
    return [r.message for r in qtlog.records
            if r.type != QtCore.QtMsgType.QtDebugMsg and "propagateSizeHints" not in r.message]


def as_of_an_earlier_version(service: GameService, games: int) -> dict[int, Overview]:
    """``games`` games whose summaries the version before an update made; each one's overview by a full replay."""
    made = [got(service, f"Partie {n}") for n in range(games)]
    made[0].add(Move(marker="Rot 2", to="Brush:B", distance=3))
    service.overviews(service.games())
    with service.store.engine.begin() as conn:
        conn.execute(text("UPDATE summary SET code = 'earlier version'"))
    return {g.id: overview_of(service.open(g.id).header("de"), "de") for g in made}


def test_after_an_update_the_earlier_standings_show_at_once_greyed_and_each_row_is_brought_up_to_date(
        qtbot: Any, qtlog: Any, store: GameStore, monkeypatch: Any) -> None:
    service = GameService(store=store)
    truth = as_of_an_earlier_version(service, 3)
    opened: list[int] = []
    real_open = service.open
    monkeypatch.setattr(service, "open", lambda game_id, **kw: opened.append(game_id) or real_open(game_id, **kw))
    page = StartPage(service)
    qtbot.addWidget(page)
    with qtbot.captureExceptions() as failures:
        page.reload([])
        model = page.games
        grey = QtCore.Qt.ItemDataRole.ForegroundRole
        assert opened == [] and page.worker is None  # nothing replayed on the way to the page; the worker comes next
        assert page.outdated == [g.id for g in service.games()] and len(page.outdated) == 3  # the newest first
        for row, g in enumerate(model.games):
            assert model.overviews[g.id] == dataclasses.replace(truth[g.id], current=False)
            assert model.row(row)[GamesModel.STANDINGS] == truth[g.id].standings and truth[g.id].players
            assert model.data(model.index(row, GamesModel.STANDINGS), grey) is not None
            assert "wird aktualisiert" in model.data(model.index(row, GamesModel.PLAYERS),
                                                     QtCore.Qt.ItemDataRole.ToolTipRole)
        assert page.updating.isVisibleTo(page) and "(noch 3)" in page.updating.text()
        qtbot.waitUntil(lambda: page.worker is not None and page.worker.isFinished() and not page.outdated,
                        timeout=HANG_MS)
    assert failures == []
    assert opened == []  # the worker replayed them, with its own connection
    assert page.worker is not None and page.worker.game_ids == tuple(g.id for g in service.games())
    assert model.overviews == truth and not page.updating.isVisibleTo(page)
    assert all(model.data(model.index(row, 0), grey) is None for row in range(3))
    assert all(s.code == summaries.code_version() for s in store.summaries().values())

    # the language switched while the worker runs: what it made in German is asked again in English
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE summary SET code = 'earlier version'"))
    page.reload([])
    qtbot.waitUntil(lambda: (page.worker is not None and page.worker.isRunning()) or not page.outdated, timeout=HANG_MS)
    i18n.set_language("en")
    try:
        page.retranslate()
        qtbot.waitUntil(lambda: not page.outdated and page.worker is not None and page.worker.isFinished(),
                        timeout=HANG_MS)
        assert model.overviews == {g: overview_of(real_open(g).header("en"), "en") for g in truth}
        assert not page.updating.isVisibleTo(page)
    finally:
        i18n.set_language("de")
    assert warnings(qtlog) == []


def test_opening_a_game_and_quitting_while_the_standings_are_brought_up_to_date(
        qtbot: Any, qtlog: Any, store: GameStore, settings: Settings, rules_book: Any) -> None:
    """The window works meanwhile, and closing it waits for the game in hand: every summary is then whole, either
    the earlier version's or this one's (each kept in its own transaction)."""
    service = GameService(store=store)
    truth = as_of_an_earlier_version(service, 4)
    i18n.set_language("de")
    window = MainWindow(service, settings, rules_book=rules_book)
    qtbot.addWidget(window)
    window.show()
    assert window.start.outdated and window.start.updating.isVisibleTo(window.start)
    first = window.start.outdated[-1]
    window.open_game(first)  # replayed by the window, as ever
    assert window.game_id == first and window.session is not None and window.session.entries == service.info(first).events
    qtbot.waitUntil(lambda: window.start.worker is not None, timeout=HANG_MS)
    window.close()
    worker = window.start.worker
    assert worker is not None and worker.isFinished()
    for game_id, kept in store.summaries().items():
        assert kept.code in ("earlier version", summaries.code_version())
        assert summaries.decode(kept.data, "de", current=kept.code != "earlier version") is not None
        if kept.code != "earlier version":
            assert summaries.decode(kept.data, "de") == truth[game_id]
    assert warnings(qtlog) == []


def test_rename_archive_restore_and_delete(qtbot: Any, store: GameStore) -> None:
    service = GameService(store=store)
    game = got(service, "Alt")
    page = StartPage(service)
    qtbot.addWidget(page)
    page.reload([game.id])
    page.select(0)
    assert page.selected() is not None and page.buttons["rename"].isEnabled()
    page.ask_text = lambda *_a: ("Neu", True)  # type: ignore[method-assign]
    assert page.rename()
    assert service.info(game.id).title == "Neu" and page.games.row(0)[GamesModel.TITLE] == "Neu"
    assert not page.rename(game.id, "x" * 500) and not page.refusal.isHidden()  # the service's limit, in place
    assert page.archive(game.id)
    assert page.games.rowCount() == 0 and page.recent.rowCount() == 0 and page.archived.rowCount() == 1
    page.show_archive()
    assert page.buttons["restore"].isVisibleTo(page) and not page.buttons["archive"].isVisibleTo(page)
    page.confirm = lambda *_a: False  # type: ignore[method-assign]
    assert not page.delete(game.id) and page.archived.rowCount() == 1  # not confirmed: kept
    assert page.restore(game.id) and page.games.rowCount() == 1 and page.archived.rowCount() == 0
    assert not page.delete(game.id, confirmed=True)  # an active game is never deleted
    assert "archiv" in page.refusal.text()
    page.archive(game.id)
    page.show_archive()
    page.select(0)
    page.confirm = lambda *_a: True  # type: ignore[method-assign]
    assert page.delete()
    assert page.archived.rowCount() == 0 and service.games(archived=True) == [] and service.games() == []


def test_context_menu_offers_the_operations_of_each_list(qtbot: Any, store: GameStore) -> None:
    service = GameService(store=store)
    got(service)
    page = StartPage(service)
    qtbot.addWidget(page)
    page.reload([])
    page.select(0)
    active = [a.objectName() for a in page.context_menu(False).actions()]
    assert active == ["open", "rename", "archive", "export", "import"]
    assert [a.objectName() for a in page.context_menu(True).actions()] == ["restore", "delete", "export"]
    with qtbot.waitSignal(page.open_requested, timeout=HANG_MS):
        next(a for a in page.context_menu(False).actions() if a.objectName() == "open").trigger()


def test_export_and_import_a_game(qtbot: Any, store: GameStore, tmp_path: Path) -> None:
    service = GameService(store=store)
    game = got(service, "Ausflug")
    game.add(Move(marker="Rot 2", to="Brush:B", distance=3))
    game.undo()
    page = StartPage(service)
    qtbot.addWidget(page)
    page.reload([])
    target = tmp_path / "partie.json"
    page.ask_save_path = lambda *_a: str(target)  # type: ignore[method-assign]
    page.select(0)
    assert page.export()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["title"] == "Ausflug" and len(data["events"]) == 1 and len(data["redo"]) == 1
    new_id = page.import_game(target)
    assert new_id is not None and new_id != game.id and page.games.rowCount() == 2
    assert page.selected() is not None and page.selected().id == new_id  # type: ignore[union-attr]
    assert service.open(new_id).can_redo and "importiert" in page.message.text()
    assert service.info(new_id).title == "Ausflug (2)"  # beside its original, not a second "Ausflug"
    assert service.info(page.import_game(target) or 0).title == "Ausflug (3)"
    broken = tmp_path / "kaputt.json"
    broken.write_text('{"format": "etwas anderes"}', encoding="utf-8")
    assert page.import_game(broken) is None and "Journaldatei" in page.refusal.text()
    assert page.import_game(tmp_path / "fehlt.json") is None and not page.refusal.isHidden()


def test_the_import_dialog_offers_a_strict_import(qtbot: Any, store: GameStore, tmp_path: Path,
                                                  monkeypatch: Any) -> None:
    """Issue 33: the file dialog of "Importieren" has a check box "Streng"; checked, a file with an entry today's
    rules refuse is refused, naming the entry, and nothing is stored; unchecked, it comes in with the entry marked."""
    service = GameService(store=store)
    game = got(service, "Handschrift")
    exported = service.export(game_id=game.id)
    exported["events"].append({"type": "core.note", "v": 1, "data": {"on": 999, "text": "zu spät"}})
    target = tmp_path / "hand.json"
    target.write_text(json.dumps(exported), encoding="utf-8")
    page = StartPage(service)
    qtbot.addWidget(page)
    page.reload([])
    offered: list[str] = []

    def choose(dialog: QtWidgets.QFileDialog, strict: bool) -> int:
        box = dialog.findChild(QtWidgets.QCheckBox, "strict")
        assert box is not None and box.isVisibleTo(dialog)
        offered.append(box.text())
        box.setChecked(strict)
        dialog.selectFile(str(target))
        return int(QtWidgets.QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(QtWidgets.QFileDialog, "exec", lambda dialog: choose(dialog, True))
    assert page.import_game() is None and page.games.rowCount() == 1
    assert "Eintrag 2" in page.refusal.text() and "Nichts wurde gespeichert" in page.refusal.text()
    assert offered and offered[0].startswith("Streng")
    monkeypatch.setattr(QtWidgets.QFileDialog, "exec", lambda dialog: choose(dialog, False))
    made = page.import_game()
    assert made is not None and [j.seq for j in service.open(made).judged_differently] == [2]


def test_the_last_game_is_continued_on_start(qtbot: Any, store: GameStore, settings: Settings,
                                             rules_book: Any) -> None:
    service = GameService(store=store)
    game = got(service)
    settings.add_recent(game.id)
    window = MainWindow(service, settings, rules_book=rules_book)
    qtbot.addWidget(window)
    assert window.start.continue_last.isChecked() and window.start.last_game() == game.id
    window.start.continue_last.setChecked(False)
    assert settings.get("ui/continue_last") is False and window.start.last_game() is None
    window.start.continue_last.setChecked(True)
    service.archive(game_id=game.id)
    assert window.start.last_game() is None  # archived (or deleted): the start page instead
    service.restore(game_id=game.id)

    from ui.app import open_at_start

    open_at_start(window, [])
    assert window.game_id == game.id and window.stack.currentWidget() is window.page
    window.show_start()
    other = got(service)
    open_at_start(window, ["--game", str(other.id)])  # an explicit game wins
    assert window.game_id == other.id
    window.show_start()
    settings.set("ui/continue_last", False)
    again = MainWindow(service, settings, rules_book=rules_book)
    qtbot.addWidget(again)
    open_at_start(again, [])
    assert again.session is None and again.stack.currentWidget() is again.start
    i18n.set_language("de")


def test_undo_and_redo_act_only_on_the_open_game(window: Any) -> None:
    service = window.service
    a, b = got(service, "A"), got(service, "B")
    window.open_game(a.id)
    window.session.add(Move(marker="Rot 2", to="Brush:B", distance=3))
    window.refresh()
    window.open_game(b.id)
    assert not window.acts["undo"].isEnabled()  # B has only its set-up
    window.undo()
    assert service.open(a.id).entries == 2 and service.open(b.id).entries == 1
    window.open_game(a.id)
    window.undo()
    assert service.open(a.id).entries == 1 and window.acts["redo"].isEnabled()
    window.show_start()
    assert not window.acts["undo"].isEnabled() and not window.acts["redo"].isEnabled()
    window.redo()
    assert service.open(a.id).entries == 1 and service.open(a.id).can_redo
