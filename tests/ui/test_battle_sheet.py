"""The battle sheet and the quick battle entry, driven through the app by clicks and keys (10–21, 24)."""

from __future__ import annotations

from typing import Any

from referee.got import events as ev
from referee.got.events import Side
from referee.got.fight_view import FighterView
from referee.got.settle import Outcome
from ui import i18n
from ui.games.got.battle_models import HITS, NAME, FightersModel
from ui.games.got.dialogs.battle_odds import percent
from ui.games.got.dialogs.battle_sheet import BattleSheet
from ui.games.got.page import fight_key
from ui.qt import QtCore

from .helpers import battle, end_turns_until, got_game_at, move, move_rest

A, D = Side.ATTACKER, Side.DEFENDER
CTRL = QtCore.Qt.KeyboardModifier.ControlModifier


def titan_attacks(window: Any) -> None:
    """Round 12: Ben's Grün 2 (Centaur, Gargoyle) waits on Brush B; Anna's Rot 1 (Ogre, Titan) moves in."""
    end_turns_until(window, "Ben", 11)
    move(window, "Grün 2", "Brush", "B", 3)
    end_turns_until(window, "Anna", 12)
    move(window, "Rot 1", "Brush", "B", 3)
    move_rest(window)  # the movement phase ends before the battle (6.1, 6.2)


def titan_attacked(window: Any) -> None:
    """Round 11: Anna's Rot 1 (Ogre, Titan) on Brush B; Ben's Grün 2 (Centaur, Gargoyle) moves in."""
    end_turns_until(window, "Anna", 11)
    move(window, "Rot 1", "Brush", "B", 3)
    end_turns_until(window, "Ben")
    move(window, "Grün 2", "Brush", "B", 3)


def click_row(qtbot: Any, panel: Any, name: str) -> None:
    row = panel.model.row_of(name)
    rect = panel.table.visualRect(panel.model.index(row, NAME))
    qtbot.mouseClick(panel.table.viewport(), QtCore.Qt.MouseButton.LeftButton, pos=rect.center())


def key_row(qtbot: Any, panel: Any, name: str) -> None:
    panel.table.setFocus()
    panel.table.setCurrentIndex(panel.model.index(panel.model.row_of(name), NAME))
    qtbot.keyClick(panel.table, QtCore.Qt.Key.Key_Space)


def test_a_whole_battle_on_the_sheet(window: Any, qtbot: Any, store: Any) -> None:
    game_id = got_game_at(window, titan_attacks)
    page = window.page
    assert page.battles.isVisible() and "Offene Kämpfe" in page.battles.text() and "Rot 1 ⚔ Grün 2" in page.battles.text()
    n = len(window.session)
    page.battles.linkActivated.emit(fight_key("Rot 1", "Grün 2"))  # the pending battle clicked
    sheet = window.dialog
    assert isinstance(sheet, BattleSheet) and sheet.isVisible()
    assert window.session.events[n:] == (ev.BattleOpened(attacker="Rot 1", defender="Grün 2"),)
    assert "Kampf läuft" in page.battles.text()
    att, dfn = sheet.sides
    assert [(f.name, f.power, f.skill) for f in att.model.fighters] == [("Ogre", 6, 2), ("Titan", 6, 4)]
    assert [(f.name, f.power, f.skill) for f in dfn.model.fighters] == [("Centaur", 3, 4), ("Gargoyle", 4, 3)]
    assert sheet.counter.caption.text() == "Runde 1 von 7:"

    # round 1: only the attacker's strike phase, but the defender strikes back (11.1, 11.9): the attacker's
    # figures may fall too (a second click takes a mark back); the Centaur falls, 1 hit on the Gargoyle
    click_row(qtbot, att, "Ogre")
    assert att.model.marked == {0}
    click_row(qtbot, att, "Ogre")
    assert not att.model.marked
    click_row(qtbot, dfn, "Centaur")
    dfn.spin("Gargoyle").setValue(1)
    assert "Centaur (V)" in sheet.round_text.text()
    # the round's throws for the dice's luck, from the values offered (13.2, 13.4): the Ogre's 6 dice at 4+ hit 3
    # times, the Centaur strikes back with 3 dice at 5+ and 1 hit
    throws = sheet.throws
    assert [throws.strike_number.itemData(i) for i in range(throws.strike_number.count())] == [1, 2, 3, 4, 5, 6]
    assert throws.dice.currentData() == 6 and throws.strike_number.currentData() == 4
    throws.hits.setValue(3)
    qtbot.mouseClick(throws.add_button, QtCore.Qt.MouseButton.LeftButton)
    throws.side.setCurrentIndex(1)
    throws.dice.setCurrentIndex(throws.dice.findData(3))
    assert throws.hits.maximum() == 3  # each die hits at most once
    throws.strike_number.setCurrentIndex(throws.strike_number.findData(5))
    throws.hits.setValue(1)
    qtbot.mouseClick(throws.add_button, QtCore.Qt.MouseButton.LeftButton)
    assert throws.lines() == ("Angreifer: 6 Würfel auf 4+, 3 Treffer", "Verteidiger: 3 Würfel auf 5+, 1 Treffer")
    qtbot.mouseClick(sheet.round_button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.BattleRound(round=1, beaten_defender=("Centaur",),
                                                       damage=(ev.Damage(D, "Gargoyle", 1),),
                                                       strikes=(ev.Strike(A, 6, 4, 3), ev.Strike(D, 3, 5, 1)))
    assert throws.strikes() == () and throws.lines() == ()  # the next round starts without throws
    assert len(store.load(game_id).events) == len(window.session)  # durable as it is entered
    sheet.update_odds()
    assert "Angreifer gewinnt: " in sheet.odds.text() and " %" in sheet.odds.text()
    assert [r[0] for r in (sheet.previews.model.row(i) for i in range(sheet.previews.model.rowCount()))] == [
        "Verteidiger gibt auf", "Angreifer gibt auf", "Beide geben auf: Unentschieden"]  # 10.6

    # round 2 by keyboard: the Ogre falls (Space), hits on the Titan and the Gargoyle, Ctrl+Enter
    key_row(qtbot, att, "Ogre")
    assert att.model.beaten_now() == ("Ogre",)
    att.spin("Titan").setValue(3)
    assert dfn.spin("Gargoyle").value() == 1  # the hits recorded so far stay
    dfn.spin("Gargoyle").setValue(2)
    qtbot.keyClick(sheet, QtCore.Qt.Key.Key_Return, CTRL)
    assert window.session.events[-1] == ev.BattleRound(round=2, beaten_attacker=("Ogre",), damage=(
        ev.Damage(A, "Titan", 3), ev.Damage(D, "Gargoyle", 2)))
    assert [f.beaten_in for f in sheet.sides[0].model.fighters] == [2, None]

    # round 3: nobody falls; then the reinforcement prompt of round 4 (17.1)
    assert not sheet.between.prompt.isVisible()
    qtbot.mouseClick(sheet.round_button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.BattleRound(round=3, damage=(ev.Damage(A, "Titan", 3),
                                                                        ev.Damage(D, "Gargoyle", 2)))
    assert sheet.between.prompt.isVisible() and "17.1" in sheet.between.prompt.text()
    offered = [sheet.between.reinforce.choice.itemText(i) for i in range(sheet.between.reinforce.choice.count())]
    assert "Gargoyle" in offered and "Ogre" not in offered  # only what Grün 2 could recruit on Brush (17.1, 22)
    sheet.between.reinforce.choice.setCurrentIndex(offered.index("Gargoyle"))
    qtbot.mouseClick(sheet.between.reinforce.button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.Reinforced(figure="Gargoyle")
    assert [f.name for f in dfn.model.fighters] == ["Centaur", "Gargoyle", "Gargoyle"]

    # round 4: the Titan falls; the attacker's army is gone and the battle is decided
    click_row(qtbot, att, "Titan")
    qtbot.mouseClick(sheet.round_button, QtCore.Qt.MouseButton.LeftButton)
    assert sheet.view is not None and sheet.view.decided and not sheet.round_button.isEnabled()
    assert "entschieden" in page.battles.text()

    # the end: the Phantom's army is required and offers only Anna's land armies (24.4)
    end = sheet.end
    assert end.current_way() == (None, None)
    assert end.choices.phantom is not None
    armies = [end.choices.phantom.itemData(i) for i in range(end.choices.phantom.count())]
    assert armies == ["Rot 2"]
    assert end.choices.choose("phantom", "Rot 2") and end.preview is not None and end.preview.ok
    assert end.preview.winner == "Ben" and end.preview.points == 12 + 24  # Ogre 6×2, Titan 6×4 (20.3)
    qtbot.mouseClick(end.button, QtCore.Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()
    assert window.session.events[n:] == (
        ev.BattleOpened(attacker="Rot 1", defender="Grün 2"),
        ev.BattleRound(round=1, beaten_defender=("Centaur",), damage=(ev.Damage(D, "Gargoyle", 1),),
                       strikes=(ev.Strike(A, 6, 4, 3), ev.Strike(D, 3, 5, 1))),
        ev.BattleRound(round=2, beaten_attacker=("Ogre",), damage=(ev.Damage(A, "Titan", 3), ev.Damage(D, "Gargoyle", 2))),
        ev.BattleRound(round=3, damage=(ev.Damage(A, "Titan", 3), ev.Damage(D, "Gargoyle", 2))),
        ev.Reinforced(figure="Gargoyle"),
        ev.BattleRound(round=4, beaten_attacker=("Titan",), damage=(ev.Damage(D, "Gargoyle", 2, number=1),)),
        ev.BattleEnded(phantom_to="Rot 2"))
    s = window.session.state
    assert s.fight is None and s.player("Ben").points == 36 and s.player("Ben").gems == 20
    assert sorted(s.army("Grün 2").figures.names()) == ["Gargoyle", "Gargoyle"]
    assert s.player("Anna").phantom and s.army("Rot 2").has("Phantom")
    assert not page.battles.isVisible()
    assert "Kampf beendet" in window.history.entry_text(len(window.session))

    # undo per entry: Ctrl+Z in the main window takes back the end; the sheet reopens by keyboard
    qtbot.keyClick(window, QtCore.Qt.Key.Key_Z, CTRL)
    assert window.session.state.fight is not None and "entschieden" in page.battles.text()
    qtbot.keyClick(window, QtCore.Qt.Key.Key_B, CTRL | QtCore.Qt.KeyboardModifier.ShiftModifier)
    again = window.dialog
    assert isinstance(again, BattleSheet) and again is not sheet and again.view is not None and again.view.decided
    qtbot.keyClick(again, QtCore.Qt.Key.Key_Z, CTRL)  # and on the sheet: round 4 is taken back
    assert window.session.events[-1] == ev.Reinforced(figure="Gargoyle") and not again.view.decided
    assert again.counter.caption.text() == "Runde 4 von 7:"
    again.reject()


def test_the_sheet_opens_by_keyboard_with_the_defender_from_the_land(window: Any, qtbot: Any) -> None:
    got_game_at(window, titan_attacked)
    n = len(window.session)
    qtbot.keyClick(window, QtCore.Qt.Key.Key_B, CTRL | QtCore.Qt.KeyboardModifier.ShiftModifier)
    sheet = window.dialog
    assert isinstance(sheet, BattleSheet) and sheet.chooser.isVisible() and len(window.session) == n
    assert sheet.attacker.currentData() == "Grün 2"  # the pending battle; Grün 1 may challenge in the City (10.2)
    assert [sheet.defender.itemData(i) for i in range(sheet.defender.count())] == ["Rot 1"]  # only that land
    sheet.attacker.setCurrentIndex(sheet.attacker.findData("Grün 1"))
    # in the City: one army of a player at most at the end of a movement (8.6)
    assert [sheet.defender.itemData(i) for i in range(sheet.defender.count())] == ["Blau 1"]
    sheet.attacker.setCurrentIndex(sheet.attacker.findData("Grün 2"))
    qtbot.keyClick(sheet, QtCore.Qt.Key.Key_Return)  # "Kampf beginnen" is the default button
    assert window.session.events[-1] == ev.BattleOpened(attacker="Grün 2", defender="Rot 1")
    assert sheet.sheet.isVisible() and not sheet.chooser.isVisible()
    # before the first round: flight (refused: a Titan never flees, 10.4), negotiation and concession
    rows = {sheet.previews.model.row(i)[0]: sheet.previews.model.row(i) for i in range(sheet.previews.model.rowCount())}
    assert rows["Der Verteidiger flieht"][1] == "—" and "fliehen" in rows["Der Verteidiger flieht"][3]
    assert rows["Verhandlung: Angreifer gewinnt"][3] == "Phantom in Rot 2"  # assumed where it must be chosen
    assert rows["Angreifer gibt auf"][1] == "12"  # half of Centaur 12 + Gargoyle 12 (20.4)
    assert sheet.end.choose_way(Outcome.NEGOTIATED, A)
    assert sheet.end.losses.isVisible() and sheet.end.choices.phantom is not None
    sheet.end.losses.tick("Gargoyle")
    assert sheet.end.preview is not None and sheet.end.preview.ok, sheet.end.preview
    sheet.end.button.click()
    assert not sheet.isVisible() and window.session.state.army("Rot 2").has("Phantom")
    last = window.session.events[-1]
    assert last == ev.BattleEnded(outcome=Outcome.NEGOTIATED, winner=A, winner_losses=("Gargoyle",), phantom_to="Rot 2")


def test_quick_entry_offers_the_phantom_and_keeps_the_chosen_god(window: Any) -> None:
    got_game_at(window, titan_attacked)
    d = battle(window, "Grün 2", "Rot 1", Outcome.FOUGHT, A)
    assert [d.defender.itemData(i) for i in range(d.defender.count())] == ["Rot 1"]  # the attacker's land only
    phantom = d.choices.phantom
    assert phantom is not None and [phantom.itemData(i) for i in range(phantom.count())] == ["Rot 2"]
    assert d.preview is not None and d.preview.ok and d.preview.points == 12 + 24
    assert not d.executer.isVisible() and not d.standing.isVisible()  # no Executer here (24.7)
    d.losses.tick("Gargoyle")
    assert d.choices.phantom is not None and d.choices.phantom.currentData() == "Rot 2"
    d.commit()
    assert not d.isVisible()
    last = window.session.events[-1]
    assert isinstance(last, ev.BattleSettled) and last.phantom_to == "Rot 2" and last.winner_losses == ("Gargoyle",)
    assert window.session.state.army("Rot 2").has("Phantom")


def test_quick_entry_god_choice_survives_typing_the_losses(window: Any) -> None:
    from .helpers import battle_ready

    got_game_at(window, battle_ready)
    c = window.open_entry("correction")
    c.player.setCurrentIndex(c.player.findData("Ben"))
    c.points.setText("180")
    c.reason.setText("Punkte aus einer früheren Partie")
    c.commit()
    d = battle(window, "Grün 2", "Rot 2", Outcome.FOUGHT, A)
    god, army = d.choices.gods[0]
    assert [god.itemData(i) for i in range(god.count())] == [None, "Angel"] and army.currentData() == "Grün 2"
    god.setCurrentIndex(1)
    for _ in range(2):  # ticked and unticked after choosing: the god stays chosen
        d.losses.tick("Gargoyle")
        assert d.choices.gods[0][0].currentData() == "Angel" and d.preview is not None and d.preview.ok
        d.losses.untick_all()
    d.commit()
    assert window.session.state.army("Grün 2").has("Angel")


def test_quick_entry_reinforcement_offered_from_the_referee(window: Any) -> None:
    got_game_at(window, titan_attacks)
    d = battle(window, "Rot 1", "Grün 2", Outcome.FOUGHT, D, "Centaur")
    box = d.choices.reinforcement
    assert box is not None and "Gargoyle" in [box.itemData(i) for i in range(box.count())]
    assert d.choices.choose("reinforcement", "Gargoyle") and d.choices.phantom is not None
    d.commit()
    assert not d.isVisible(), d.refusal.text()
    assert sorted(window.session.state.army("Grün 2").figures.names()) == ["Gargoyle", "Gargoyle"]


def test_fighters_model(qtmodeltester: Any) -> None:
    m = FightersModel()
    m.set_fighters([FighterView("Ogre", 6, 2, 0, 1, False), FighterView("Titan", 6, 4, 2, None, False),
                    FighterView("Cyclops", 9, 2, 0, None, True)], may_fall=["Titan", "Cyclops"], abilities=["Cyclops"])
    qtmodeltester.check(m)
    assert not m.toggle(0) and m.toggle(1) and m.beaten_now() == ("Titan",)
    m.set_hits(2, 4)
    assert m.damage() == (("Cyclops", 4),)
    assert m.data(m.index(0, 4)) == "fiel in Runde 1" and m.data(m.index(2, NAME)) == "Cyclops ✚"
    assert m.data(m.index(1, NAME), QtCore.Qt.ItemDataRole.CheckStateRole) == QtCore.Qt.CheckState.Checked
    assert m.data(m.index(2, HITS)) == "4"
    qtmodeltester.check(m)


def test_percentages_in_the_locale_format(qapp: Any) -> None:
    try:
        assert percent(0.7143) == "71 %" and percent(0.0512) == "5,1 %" and percent(0.0) == "0 %"
        i18n.set_language("en")
        assert percent(0.7143) == "71%" and percent(0.0512) == "5.1%"
    finally:
        i18n.set_language("de")


def test_god_call_when_open_and_the_seven_round_limit(window: Any, qtbot: Any) -> None:
    got_game_at(window, titan_attacked)
    window.page.battles.linkActivated.emit(fight_key("Grün 2", "Rot 1"))
    sheet = window.dialog
    assert not sheet.between.god.isVisible()  # no chance before the attacker beat a figure (18.1)
    click_row(qtbot, sheet.sides[1], "Ogre")
    qtbot.mouseClick(sheet.round_button, QtCore.Qt.MouseButton.LeftButton)
    assert sheet.between.god.isVisible()
    calls = [sheet.between.god.choice.itemText(i) for i in range(sheet.between.god.choice.count())]
    assert calls == ["Angel aus Grün Tower rufen"]
    qtbot.mouseClick(sheet.between.god.button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.GodCalled(figure="Angel", from_marker="Grün Tower")
    assert [f.name for f in sheet.sides[0].model.fighters] == ["Centaur", "Gargoyle", "Angel"]
    assert not sheet.between.god.isVisible()
    for n in range(2, 8):  # nobody falls any more: after round 7 the battle is decided (11.1, 11.8)
        assert sheet.counter.caption.text() == f"Runde {n} von 7:"
        qtbot.keyClick(sheet, QtCore.Qt.Key.Key_Return, CTRL)
    assert sheet.view is not None and sheet.view.round == 7 and sheet.view.decided
    assert not sheet.round_button.isEnabled() and "entschieden" in sheet.round_text.text()
    assert sheet.counter.caption.text() == "Runden: 7 von 7 · entschieden"
    assert sheet.end.current_way() == (None, None) and sheet.end.preview is not None
    assert sheet.end.preview.ok and sheet.end.preview.winner == "Anna" and sheet.end.preview.points == 0  # 11.8
    sheet.end.button.click()
    s = window.session.state
    assert s.fight is None and not any(a.marker == "Grün 2" for a in s.armies) and s.battles[-1].outcome == "timeout"
