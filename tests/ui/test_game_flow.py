"""A short Gods of Titan game entered entirely through the app: set-up, moves, recruits, battles with
every outcome, refusals with their sections, undo/redo by keyboard, a printout to PDF."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from referee.got.events import BattleSettled, Side
from referee.got.settle import Outcome
from ui.qt import QtCore

from .helpers import battle, battle_ready, end_turns_until, got_game_at, move, new_got_game, recruit

A, D = Side.ATTACKER, Side.DEFENDER


def points(window: Any, name: str) -> Fraction:
    return Fraction(window.session.state.player(name).points)


def test_new_game_is_stored_and_listed(window: Any, store: Any, settings: Any) -> None:
    game_id = new_got_game(window)
    assert [g.id for g in store.list_games()] == [game_id]
    assert store.load(game_id).events[0].label("de") == "Spielbeginn: Anna, Ben, Cleo"
    assert window.history.rowCount() == 1
    assert "Runde 1" in window.page.table.indicator.text() and "Anna" in window.page.table.indicator.text()
    assert settings.recent() == [game_id]
    window.show_start()
    assert window.start.recent.rowCount() == 1 and window.start.games.rowCount() == 1


def test_new_game_refusal_is_explained_in_place(window: Any, store: Any) -> None:
    window.new_game()
    d = window.dialog
    d.setup_form.colours[1].setCurrentIndex(d.setup_form.colours[1].findData("Rot"))  # two players in red (4.4)
    d.commit()
    assert d.isVisible() and d.refusal.sections == ("4.4",)
    assert store.list_games() == []


def test_moves_and_recruits_through_the_dialogs(window: Any, store: Any) -> None:
    game_id = new_got_game(window)
    refused = move(window, "Rot 1", "Brush", "B1", 7)
    assert refused.isVisible() and "8.4" in refused.refusal.sections and len(window.session) == 1
    refused.reject()
    move(window, "Rot 2", "Brush", "B", 3)
    d = window.open_entry("recruit")
    d.army.setCurrentIndex(d.army.findData("Rot 2"))
    offered = [d.options.item(i).data(QtCore.Qt.ItemDataRole.UserRole).figure for i in range(d.options.count())]
    assert "Gargoyle" in offered and "Warbear" not in offered
    d.army.setCurrentIndex(d.army.findData("Rot 1"))  # the City: humans cost gems that Anna has not
    assert "22.4" in d.reasons.text() and "Lebenssteine" in d.reasons.text()
    d.reject()
    recruit(window, "Rot 2", "Gargoyle")
    assert window.session.state.army("Rot 2").figures.count("Gargoyle") == 2
    assert [e.label("de") for e in store.load(game_id).events][-1] == "Rot 2 rekrutiert Gargoyle"
    armies = window.page.table.armies
    row = next(armies.row(i) for i in range(armies.rowCount()) if armies.row(i)[0] == "Rot 2")
    assert row[2:5] == ("B", "Brush", "Centaur, Gargoyle, Gargoyle") and row[6] == "✓"


def test_battle_preview_and_each_outcome(window: Any, qtbot: Any) -> None:
    got_game_at(window, battle_ready)
    d = battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, A)
    p = d.preview
    # Centaur 3×4 + 2 Gargoyle 4×3 = 36 points, 10 gems per beaten figure (20.3, 20.4)
    assert p.ok and p.points == 36 and p.gems == {"Ben": 30} and p.titan_power == (6, 6)
    assert "20.3" in p.sections and "Kampfpunkte: +36" in d.preview_label.text()
    assert p.killed == ((), ("Centaur", "Gargoyle", "Gargoyle"))
    assert not d.choices.gods  # no multiple of 200 reached
    rows = {(d.alternatives.row(i)[0], d.alternatives.row(i)[1]): d.alternatives.row(i)
            for i in range(d.alternatives.rowCount())}
    assert rows[("Flucht", "")][2] == "18" and rows[("Flucht", "")][3] == "Anna +15, Ben +15"
    assert rows[("Verhandlung", "Verteidiger")][2] == "24"  # Grün 2: Ogre 6×2 + Centaur 3×4
    assert rows[("Aufgabe vor der Schlacht", "Angreifer")][2] == "18"  # halved (interpretation default)
    assert rows[("Aufgabe in der Schlacht", "Angreifer")][2] == "36"
    d.commit()
    assert not d.isVisible() and points(window, "Ben") == 36 and window.session.state.player("Ben").gems == 30
    assert window.history.entry_text(len(window.session)).endswith("Grün 2 ⚔ Rot 2: Schlacht gewonnen — Ben +36 KP, +30 LS")

    expected = {  # outcome, winner, losses -> (Ben's points, Anna's points, Anna's gems)
        (Outcome.FLIGHT, None, ""): (18, 0, 15),
        (Outcome.NEGOTIATED, D, "Gargoyle"): (0, 24, 20),  # 2 beaten × 10 gems
        (Outcome.CONCESSION_BEFORE, A, ""): (18, 0, 0),
        (Outcome.CONCESSION_DURING, A, ""): (36, 0, 0),
        (Outcome.MUTUAL, None, ""): (0, 0, 0),
        (Outcome.TIMEOUT, None, "Centaur"): (0, 0, 0),
    }
    for (outcome, winner, losses), (ben, anna, anna_gems) in expected.items():
        qtbot.keyClick(window, QtCore.Qt.Key.Key_Z, QtCore.Qt.KeyboardModifier.ControlModifier)  # undo the last battle
        assert not window.session.state.battles
        d = battle(window, "Grün 2", "Rot 2", outcome, winner, losses)
        assert d.preview.ok, d.preview.message
        d.commit()
        last = window.session.events[-1]
        assert isinstance(last, BattleSettled) and last.outcome is outcome
        assert (points(window, "Ben"), points(window, "Anna"), window.session.state.player("Anna").gems) == \
            (ben, anna, anna_gems)


def test_illegal_battle_entry_links_to_its_section(window: Any) -> None:
    got_game_at(window, battle_ready)
    d = battle(window, "Grün 2", "Rot 2", Outcome.FLIGHT, D)  # flight is always won by the attacker
    d.winner.setCurrentIndex(d.winner.findData(A))
    d.outcome.setCurrentIndex(d.outcome.findData(Outcome.FOUGHT))
    d.winner.setCurrentIndex(d.winner.findData(A))
    offered = [d.losses.item(i).text() for i in range(d.losses.count())]
    assert offered == sorted(window.session.state.army("Grün 2").figures.names())  # only the winner's figures
    d.losses.tick(*offered)  # every figure lost: that is a draw, not a win (20.4)
    assert not d.preview.ok and "20.4" in d.preview.sections and "section:20.4" in d.preview_label.text()
    d.commit()
    assert d.isVisible() and "20.4" in d.refusal.sections and not window.session.state.battles
    d.refusal.linkActivated.emit("section:got/20.4")
    assert window.rules.current == ("got", "20.4") and "20.4" in window.rules.reader.toPlainText()


def test_end_turn_refused_while_a_battle_is_open(window: Any) -> None:
    got_game_at(window, battle_ready)
    n = len(window.session)
    window.entry_acts["end_turn"].trigger()
    assert len(window.session) == n and window.status_refusal.sections == ("6.3", "6.5")


def test_undo_redo_by_keyboard_with_readable_labels(window: Any, qtbot: Any, store: Any) -> None:
    game_id = new_got_game(window)
    move(window, "Rot 2", "Brush", "B", 3)
    assert window.acts["undo"].text() == "Rückgängig: Rot 2 → B (Brush) · 3"
    assert window.toolbar.widgetForAction(window.acts["undo"]).text() == "Rückgängig"  # the toolbar stays short
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z, QtCore.Qt.KeyboardModifier.ControlModifier)
    assert len(window.session) == 1 and window.acts["redo"].text() == "Wiederholen: Rot 2 → B (Brush) · 3"
    assert window.history.rowCount() == 2 and window.history.data(window.history.index(1)) == "↷ Rot 2 → B (Brush) · 3"
    assert len(store.load(game_id).events) == 1 and len(store.load(game_id).redo) == 1  # durable at once
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z,
                   QtCore.Qt.KeyboardModifier.ControlModifier | QtCore.Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.army("Rot 2").land.label == "B"
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z, QtCore.Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z, QtCore.Qt.KeyboardModifier.ControlModifier)
    assert len(window.session) == 1  # the set-up itself is not undone
    end_turns_until(window, "Ben")
    assert not window.session.can_redo  # a new entry drops the redo stack


def test_victory_points_and_correction(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("correction")
    d.points.setText("12.5")
    d.commit()
    assert d.isVisible() and "28.3" in d.refusal.sections  # a correction needs a reason
    d.reason.setText("Punkte vergessen")
    d.commit()
    assert points(window, "Anna") == Fraction(25, 2)
    d = window.open_entry("victory")  # read only: every goal is credited by the journal itself (26.1)
    d.player.setCurrentIndex(d.player.findData("Ben"))
    assert d.buttons.button(d.buttons.StandardButton.Ok) is None and d.goals.item(0, 0).text() == "Basilisk rekrutiert"
    assert d.goals.item(0, 3).text().startswith("offen — durch: Rekrutierung")
    d.reject()
    assert not window.session.state.player("Ben").goals
    assert window.page.table.players.value("Ben", 6) == 0 and window.page.table.players.value("Anna", 1) == 12.5


def test_print_preview_and_save_pdf(window: Any, tmp_path: Path) -> None:
    new_got_game(window)
    move(window, "Rot 2", "Brush", "B", 3)
    window.menus["print"].aboutToShow.emit()
    titles = [a.text() for a in window.menus["print"].actions()]
    assert any(t.startswith("Punkte") or "Punkt" in t for t in titles), titles
    preview = window.print_preview("got-score")
    assert preview.ok and preview.pages >= 1
    out = preview.save_as(str(tmp_path / "punkte.pdf"))
    assert out is not None and out.read_bytes().startswith(b"%PDF")
    from ui.qt import QtPrintSupport

    printer = QtPrintSupport.QPrinter()
    printer.setOutputFormat(QtPrintSupport.QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    preview.print_to(printer)
    import pypdf

    assert len(pypdf.PdfReader(tmp_path / "printed.pdf").pages) == preview.pages
    text = "".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "Anna" in text and "Ben" in text  # filled from the game, not blank
    preview.reject()
    blank = window.print_preview("got-vp", blank=True)
    assert blank.ok and blank.pages >= 1
    blank.reject()


def test_interpretation_chosen_at_set_up_decides_the_award(window: Any) -> None:
    window.new_game()
    d = window.dialog
    box = d.setting_boxes["got.concession_award"]
    box.setCurrentIndex(box.findData("always-full"))
    d.commit()
    window.open_game(d.game_id)
    assert ("got.concession_award", "always-full") in window.session.state.settings
    battle_ready(window)
    b = battle(window, "Grün 2", "Rot 2", Outcome.CONCESSION_BEFORE, A)
    assert b.preview.points == 36  # not halved under this interpretation (RULES-NOTES 1)
    b.commit()
    assert points(window, "Ben") == 36


def test_gods_appear_with_the_choice_in_the_preview(window: Any) -> None:
    got_game_at(window, battle_ready)
    c = window.open_entry("correction")
    c.player.setCurrentIndex(c.player.findData("Ben"))
    c.points.setText("180")
    c.reason.setText("Punkte aus einer früheren Partie")
    c.commit()
    d = battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, A)
    assert d.preview.points == 36 and d.preview.gods == ((200, ("Angel",)),)  # 180 + 36 = 216 ≥ 200 (21.1)
    god, god_army = d.choices.gods[0]
    assert [god.itemData(i) for i in range(god.count())] == [None, "Angel"]
    assert "Götter bei 200: Angel" in d.preview_label.text() and "21.3" in d.preview.sections
    god.setCurrentIndex(1)
    god_army.setCurrentIndex(god_army.findData("Grün 2"))
    d.commit()
    assert window.session.state.army("Grün 2").has("Angel") and points(window, "Ben") == 216


def test_titan_revealed_and_a_player_out(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("reveal")
    d.player.setCurrentIndex(d.player.findData("Cleo"))
    d.commit()
    assert window.session.state.player("Cleo").titan_revealed and "offen" in window.page.table.players.value("Cleo", 10)
    d = window.open_entry("eliminated")
    d.player.setCurrentIndex(d.player.findData("Ben"))
    d.commit()
    assert d.isVisible() and d.refusal.sections == ("28.11",)  # the reason is required
    d.reason.setText("Aufgegeben")
    d.commit()
    assert "ausgeschieden" in window.page.table.players.value("Ben", 10)


def test_the_demo_game_end_to_end(window: Any, store: Any, tmp_path: Path, qtbot: Any) -> None:
    """ui.games.got.demo plays set-up, moves, recruits and three battles through the dialogs (the README screenshot)."""
    from ui.games.got.demo import play_demo

    game_id = play_demo(window)
    s = window.session.state
    # Ben: Centaur 12 + 2 Gargoyle 12 each = 36; Cleo: flight, half of Centaur 12 + Gargoyle 12 = 12;
    # Anna: Blau 2 (Centaur, Gargoyle) = 24 (20.3, 20.4)
    assert [(p.name, p.points, p.gems) for p in s.seat_order] == [("Anna", 24, 20), ("Ben", 36, 40), ("Cleo", 12, 10)]
    assert (s.round, s.mover_player.name) == (12, "Anna")
    chart = window.page.table.chart  # the points at the end of every round (the current one so far)
    assert chart.series["Ben"][-1] == 36 and chart.rounds == list(range(1, 13)) and len(chart.series["Ben"]) == 12
    assert len(store.load(game_id).events) == len(window.session) == window.history.entry_count()
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z, QtCore.Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.player("Anna").points == 0
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z,
                   QtCore.Qt.KeyboardModifier.ControlModifier | QtCore.Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.player("Anna").points == 24
    preview = window.print_preview("got-battles")
    out = preview.save_as(str(tmp_path / "kaempfe.pdf"))
    assert preview.ok and out is not None
    import pypdf

    text = "".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "Grün 2" in text and "Blau 2" in text and "Rot 1" in text  # the three battles
    preview.reject()


def test_recruit_with_nothing_on_offer_changes_nothing(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("recruit")
    d.army.setCurrentIndex(d.army.findData("Rot Tower"))  # a tower is no labelled land (22.2)
    assert d.options.count() == 0 and "Auf Tower wird nicht rekrutiert" in d.reasons.text()
    assert "section:22.2" in d.reasons.text()
    d.commit()
    assert d.isVisible() and len(window.session) == 1


def test_battle_entries_say_why_when_no_battle_is_pending(window: Any) -> None:
    """A new user opened "Kampf …" during the pact and got an empty sheet: now the reason shows (8.3)."""
    new_got_game(window)
    assert window.open_entry("fight") is None and window.open_entry("battle") is None
    assert "Nichtangriffspakt" in window.status_refusal.text() and "8.3" in window.status_refusal.sections
