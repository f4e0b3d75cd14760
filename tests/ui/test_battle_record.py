"""The battle sheet records what a real battle needs: which of two figures of a kind acted, actual values with a
reason, the Titan shown, Timewarp's way, the concession as the table settles it (13.5, 15.6, 16.2, 16.5, 24.3)."""

from __future__ import annotations

from typing import Any

from referee.core.option import Option
from referee.got import events as ev
from referee.got.events import Side
from referee.got.kinds import OptionKind
from referee.got.payloads import SpellPayload
from ui.games.got.dialogs.battle_actions import BattleActions
from ui.games.got.dialogs.battle_odds import number
from ui.games.got.dialogs.battle_sheet import BattleSheet
from ui.games.got.page import fight_key
from ui.qt import QtCore

from .helpers import got_game_at, new_got_game
from .test_battle_sheet import click_row, titan_attacked

A, D = Side.ATTACKER, Side.DEFENDER


def unicorns(window: Any) -> None:
    """Ben's Grün 2 gets two Unicorns by a correction (a figure forgotten at recruiting, 28.3), ticked in the dialog."""
    c = window.open_entry("correction")
    c.player.setCurrentIndex(c.player.findData("Ben"))
    c.army.setCurrentIndex(c.army.findData("Grün 2"))
    assert "Unicorn" in [c.add.item(i).text() for i in range(c.add.count())]
    c.add.tick("Unicorn")
    c.reason.setText("Beim Rekrutieren vergessen")
    c.commit()
    assert not c.isVisible(), c.refusal.text()
    c = window.open_entry("correction")
    c.player.setCurrentIndex(c.player.findData("Ben"))
    c.army.setCurrentIndex(c.army.findData("Grün 2"))
    c.add.tick("Unicorn")
    c.reason.setText("Beim Rekrutieren vergessen")
    c.commit()
    assert sorted(window.session.state.army("Grün 2").figures.names()) == ["Centaur", "Gargoyle", "Unicorn", "Unicorn"]


def concession_points(sheet: BattleSheet) -> dict[str, str]:
    rows = {sheet.previews.model.row(i)[0]: sheet.previews.model.row(i)[1] for i in range(sheet.previews.model.rowCount())}
    sheet.update_odds()
    odds = sheet.odds.odds
    assert odds is not None
    assert number(odds.attacker_concedes.points) in sheet.odds.concede.text()
    return {"table_attacker": rows["Angreifer gibt auf"], "odds_attacker": number(odds.attacker_concedes.points),
            "table_defender": rows["Verteidiger gibt auf"], "odds_defender": number(odds.defender_concedes.points)}


def test_two_of_a_kind_actual_values_and_the_titan_on_the_sheet(window: Any, qtbot: Any) -> None:
    got_game_at(window, titan_attacked)
    unicorns(window)
    window.page.battles.linkActivated.emit(fight_key("Grün 2", "Rot 1"))
    sheet = window.dialog
    assert isinstance(sheet, BattleSheet)
    att, dfn = sheet.sides
    assert [f.label for f in att.model.fighters] == ["Centaur", "Gargoyle", "Unicorn 1", "Unicorn 2"]

    # before the first round: the conceding figure of the odds panel is the table's (halved, 10.6, 20.3)
    points = concession_points(sheet)
    assert points["odds_attacker"] == points["table_attacker"] and points["odds_defender"] == points["table_defender"]

    # each Unicorn uses its one-time ability once (16.2): the entry says which
    between = sheet.between
    offered = [between.ability.choice.itemText(i) for i in range(between.ability.choice.count())]
    assert offered == ["Unicorn 1: einmalige Sonderfertigkeit", "Unicorn 2: einmalige Sonderfertigkeit"]
    between.ability.choice.setCurrentIndex(1)
    qtbot.mouseClick(between.ability.button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.AbilityUsed(side=A, figure="Unicorn", number=2)
    names = [att.model.data(att.model.index(r, 0)) for r in range(att.model.rowCount())]
    assert names[2:] == ["Unicorn 1 ✚", "Unicorn 2 (✚)"]

    # the hidden Titan may be shown before the first round (24.3)
    assert between.reveal.isVisible() and between.reveal.choice.itemText(0) == "Anna legt den Titan offen"

    # the actual value with a reason; the referee's value is the default, its reason shown
    values = between.values
    titan = next(i for i in range(values.figure.count()) if values.figure.itemText(i).startswith("Titan (V)"))
    values.figure.setCurrentIndex(titan)
    assert values.power.value() == 6 and "Titan" in values.why.text() and not values.button.isEnabled()
    ogre = next(i for i in range(values.figure.count()) if values.figure.itemText(i).startswith("Ogre (V)"))
    values.figure.setCurrentIndex(ogre)
    assert values.power.value() == 6 and values.skill.value() == 2
    values.power.setValue(7)
    values.reason.setText("Landscaping: auf dem Bramble")
    qtbot.mouseClick(values.button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.FigureValues(side=D, figure="Ogre", power=7, reason="Landscaping: auf dem Bramble")
    assert dfn.model.data(dfn.model.index(dfn.model.row_of("Ogre"), 1)) == "7 ✎"

    # round 1: the second Unicorn falls to a strike-back (11.9), the first keeps 2 hits
    click_row(qtbot, att, "Unicorn 2")
    att.spin("Unicorn 1").setValue(2)
    assert "Unicorn 2 (A)" in sheet.round_text.text()
    qtbot.mouseClick(sheet.round_button, QtCore.Qt.MouseButton.LeftButton)
    assert window.session.events[-1] == ev.BattleRound(
        round=1, beaten_attacker=("Unicorn",), damage=(ev.Damage(A, "Unicorn", 2, number=1),),
        copies=(ev.Copy(A, "Unicorn", 2),))
    assert window.session.state.player("Anna").titan_revealed and not between.reveal.isVisible()  # 10.3, 24.3
    assert att.spin("Unicorn 1").minimum() == 2  # damage is never healed (13.5)

    # during the battle: the same concession figures in the odds panel and in the table (10.6, 20.4)
    points = concession_points(sheet)
    assert points["odds_attacker"] == points["table_attacker"] and points["odds_defender"] == points["table_defender"]
    sheet.reject()


def test_timewarp_is_offered_forward_and_back(qapp: Any) -> None:
    actions = BattleActions()
    spell = Option.template(OptionKind.SPELL, "Blau 2: Zauber", "Blau 2: spell", ("15.6",), payload=SpellPayload(
        "Blau 2", "Rot 1", ("Quake", "Timewarp"), round_marker=(("Timewarp", (-1, 1)),)))
    actions.set_options([spell], reinforcement_round=False)
    row = actions.spells[0]
    assert [row.choice.itemText(i) for i in range(row.choice.count())] == [
        "Quake", "Timewarp (Rundenmarker zurück: die Runde wiederholt)",
        "Timewarp (Rundenmarker vor: eine Runde übersprungen)"]
    assert row.entries[1] == ev.SpellUsed(marker="Blau 2", opponent="Rot 1", spell="Timewarp", round_marker=-1)


def test_a_correction_sets_the_goals_of_a_paper_sheet(window: Any) -> None:
    new_got_game(window)
    c = window.open_entry("correction")
    goals = {c.goals.item(i).data(QtCore.Qt.ItemDataRole.UserRole): c.goals.item(i) for i in range(c.goals.count())}
    goals["recruit_colossus"].setCheckState(QtCore.Qt.CheckState.Checked)
    c.victory_points.setValue(10)
    c.reason.setText("Partie vom Papierbogen übernommen")
    c.commit()
    assert not c.isVisible(), c.refusal.text()
    from referee.got.goals import victory_points

    anna = window.session.state.player("Anna")
    assert victory_points(anna) == 20 and "recruit_colossus" in anna.goals


def test_a_correction_sets_a_paper_sheets_values_and_stays_within_the_rules(window: Any) -> None:
    """ "Anna hat 48": the dialog sets points, gems and victory points (26.1) from a paper sheet; a further 10
    victory points would make 105 — refused with 26.1, nothing entered."""
    from fractions import Fraction

    from referee.got.goals import victory_points

    new_got_game(window)
    c = window.open_entry("correction")
    c.set_values(points="48", gems=30, victory_points=95)
    c.reason.setText("Papierbogen")
    c.commit()
    assert not c.isVisible(), c.refusal.text()
    anna = window.session.state.player("Anna")
    assert (anna.points, anna.gems, victory_points(anna)) == (Fraction(48), 30, 95)
    n = len(window.session)
    c = window.open_entry("correction")
    assert c.victory_points_mode.currentData() is False and c.victory_points.value() == 0  # changing by default
    c.set_values(victory_points=95)
    assert c.victory_points.value() == 95  # set to: starts at the value now
    c.victory_points_mode.setCurrentIndex(c.victory_points_mode.findData(False))
    c.victory_points.setValue(10)
    c.reason.setText("vergessen")
    c.commit()
    assert c.isVisible() and "26.1" in c.refusal.text() and len(window.session) == n
