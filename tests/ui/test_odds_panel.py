"""The odds panel: exact strikes and duels from the referee, battles sampled off the UI thread."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from referee.got.odds.battle import battle_odds
from referee.got.odds.bridge import fighter
from referee.got.odds.setup import Stand
from referee.got.odds.strike import strike_odds
from tests.hang import HANG_MS
from ui.games.got.odds import OddsPanel
from ui.games.got.workers import BattleWorker, pool
from ui.qt import QtCore


def test_strike_tab_shows_the_referees_numbers(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    tab = panel.strike
    tab.pair.attacker.setCurrentText("Ogre")
    tab.pair.defender.setCurrentText("Lion")
    tab.compute()
    expected = strike_odds(Stand(fighter("Ogre")), Stand(fighter("Lion")))
    assert tab.odds == expected and (expected.strike_number, expected.dice) == (5, 6)
    assert expected.p_hit == Fraction(1, 3) and "Mindestwurf 5 mit 6 Würfeln" in tab.result.text()
    assert "jeder Würfel trifft in 33\u00a0% der Fälle" in tab.result.text()
    assert tab.chart.values == [float(p) for p in expected.distribution]


def test_unknown_figure_is_explained(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.duel.pair.attacker.setCurrentText("Ogreee")
    panel.duel.compute()
    assert not panel.duel.refusal.isHidden() and "Ogre" in panel.duel.refusal.text()


def test_figure_picker_filters_as_you_type(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    picker = panel.strike.pair.attacker
    picker.completer().setCompletionPrefix("garg")
    found = [picker.completer().completionModel().index(i, 0).data()
             for i in range(picker.completer().completionCount())]
    assert found == ["Gargoyle"]


def test_duel_sums_to_one(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.duel.compute()
    o = panel.duel.odds
    assert o.attacker_wins + o.defender_wins + o.mutual + o.timeout == 1
    assert panel.duel.chart.values[0] == float(o.attacker_wins)


def test_pooled_chunks_equal_their_weighted_mean() -> None:
    att, dfd = [Stand(fighter("Ogre"))], [Stand(fighter("Gargoyle"))]
    a, b = battle_odds(att, dfd, samples=300, seed=1), battle_odds(att, dfd, samples=100, seed=2)
    p = pool([a, b], 1)
    assert p.samples == 400
    assert abs(p.attacker_wins - (a.attacker_wins * 300 + b.attacker_wins * 100) / 400) < 1e-12


def test_event_loop_keeps_running_during_a_battle_simulation(qtbot: Any, monkeypatch: Any) -> None:
    """The UI thread handles events while a battle is sampled.

    The sampling is held at a gate that only the UI thread opens, from a timer event: the battle
    finishes only if the UI thread handles events while the worker runs. (Counting timer ticks
    during the sampling depended on this machine's speed and once failed on a fast one.)
    """
    import threading

    import referee.got.odds.battle  # the worker imports it when a battle is first sampled (numpy only then)

    real, gate = referee.got.odds.battle.battle_odds, threading.Event()

    def held(*args: Any, **kwargs: Any) -> Any:
        gate.wait(HANG_MS / 1000)  # opened by the UI thread (a loaded machine is slow: a hang bound)
        return real(*args, **kwargs)

    monkeypatch.setattr(referee.got.odds.battle, "battle_odds", held)
    panel = OddsPanel(samples=20_000)
    qtbot.addWidget(panel)
    tab = panel.battle
    tab.attackers.set_figures(["Titan:6", "Ogre", "Ogre", "Centaur", "Gargoyle"])
    tab.defenders.set_figures(["Lion", "Lion", "Troll", "Ranger", "Cyclops"])
    seen: list[bool] = []
    with qtbot.waitSignal(tab.finished, timeout=HANG_MS):
        tab.run(seed=7)
        assert tab.worker is not None and tab.odds is None  # run() returned while the worker samples
        assert not tab.run_button.isEnabled() and tab.cancel_button.isEnabled()
        QtCore.QTimer.singleShot(0, lambda: (seen.append(tab.worker is not None and tab.worker.isRunning()), gate.set()))
    assert seen == [True], "the UI thread handled no event while the battle was sampled"
    assert tab.progress.value() == 100 and tab.odds is not None and tab.odds.samples == 20_000
    o = tab.odds
    assert abs(o.attacker_wins + o.defender_wins + o.mutual + o.timeout - 1) < 1e-9
    assert tab.run_button.isEnabled()


def test_cancel_stops_the_sampling(qtbot: Any) -> None:
    worker = BattleWorker([Stand(fighter("Ogre"))], [Stand(fighter("Lion"))], samples=1_000_000, chunks=1000)
    done: list[object] = []
    worker.done.connect(done.append)
    with qtbot.waitSignal(worker.cancelled, timeout=HANG_MS):
        worker.start()
        worker.cancel()
    worker.wait()
    assert done == [] and worker.is_cancelled


def test_bad_figure_in_a_battle_is_refused_before_sampling(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.battle.attackers.set_figures(["Ogre"])
    panel.battle.run()
    assert panel.battle.worker is None and panel.battle.refusal.sections == ("4.1",)


def test_hazard_and_hexside_change_the_strike(qtbot: Any) -> None:
    from referee.got.odds.terrain import Hazard, Hexside

    panel = OddsPanel()
    qtbot.addWidget(panel)
    pair = panel.strike.pair
    pair.attacker.setCurrentText("Ogre")
    pair.defender.setCurrentText("Lion")
    pair.defender_hazard.setCurrentIndex(pair.defender_hazard.findData("bramble"))
    pair.hexside.setCurrentIndex(pair.hexside.findData("slope-down"))
    assert pair.defender_hazard.currentText() == "Gestrüpp" and pair.hexside.currentText() == "Hang hinunter"
    panel.strike.compute()
    import dataclasses

    expected = strike_odds(Stand(fighter("Ogre")), dataclasses.replace(Stand(fighter("Lion")), hazard=Hazard.BRAMBLE),
                           Hexside.SLOPE_DOWN)
    assert panel.strike.odds == expected and expected.modifiers  # the terrain counts (12.7)


def test_every_answer_is_a_sentence_in_the_locales_number_format(qtbot: Any) -> None:
    from ui import i18n

    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.duel.compute()
    o = panel.duel.odds
    att, dfd = i18n.percent(o.attacker_wins), i18n.percent(o.defender_wins)
    assert att.endswith("\u00a0%") and "." not in att
    assert panel.duel.result.text().startswith(f"Der Angreifer gewinnt in {att} der Fälle; der Verteidiger in {dfd};")
    assert "Kampfrunden" in panel.duel.result.text()
    assert panel.duel.chart.categories[0] == f"Angreifer: {att}"
    try:
        i18n.set_language("en")
        panel.retranslate()
        att_en = i18n.percent(o.attacker_wins)
        assert att_en.endswith("%") and "\u00a0" not in att_en
        assert panel.duel.result.text().startswith(f"The attacker wins in {att_en} of cases; the defender in ")
        assert panel.duel.chart.categories[0] == f"Attacker: {att_en}"
        panel.battle.retranslate()
        assert panel.battle.labels[3].text() == "Simulations"
    finally:
        i18n.set_language("de")
    panel.retranslate()
    assert panel.battle.labels[3].text() == "Simulationen"


def test_chart_labels_are_readable(qtbot: Any) -> None:
    from ui.qt import QtGui

    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 700)
    panel.show()
    panel.strike.compute()
    chart = panel.strike.chart
    assert chart.isVisible()
    text = chart.palette().color(QtGui.QPalette.ColorRole.WindowText)
    axis = chart.chart().axes(QtCore.Qt.Orientation.Vertical)[0]
    assert axis.labelsBrush().color() == text and chart.chart().titleBrush().color() == text
    assert chart.chart().backgroundBrush().color() != text
    import html

    assert [html.unescape(c) for c in axis.categories()] == chart.categories[::-1]  # whole captions, first on top
    assert not axis.truncateLabels()
    assert chart.minimumHeight() >= 24 * len(chart.categories)


def test_no_stale_chart_after_a_new_question_or_a_cancel(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.show()
    duel = panel.duel
    duel.compute()
    assert duel.chart.values and duel.result.text()
    duel.pair.defender.setCurrentText("Troll")
    assert duel.odds is None and not duel.chart.values and not duel.chart.isVisible() and duel.result.text() == ""
    duel.compute()
    duel.pair.damage.setValue(2)
    assert not duel.chart.values
    duel.pair.attacker.setCurrentText("Ogreee")
    duel.compute()
    assert not duel.refusal.isHidden() and not duel.chart.values and duel.result.text() == ""
    battle = panel.battle
    battle.attackers.set_figures(["Ogre"])
    battle.defenders.set_figures(["Lion"])
    battle.samples.setValue(1000)
    with qtbot.waitSignal(battle.finished, timeout=HANG_MS):
        battle.run(seed=3)
    assert battle.chart.values and "simulierten Schlachten" in battle.result.text()
    battle.defenders.set_figures(["Lion", "Lion"])
    assert not battle.chart.values and battle.result.text() == ""
    battle.samples.setValue(2_000_000)
    with qtbot.waitSignal(battle.finished, timeout=HANG_MS):
        battle.run(seed=3)
        battle.cancel()
    assert battle.odds is None and not battle.chart.values and battle.result.text() == "Abgebrochen."


def test_first_click_after_the_completer_is_not_swallowed(qtbot: Any) -> None:
    from ui.qt import QtGui, QtWidgets

    panel = OddsPanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    picker, button = panel.strike.pair.attacker, panel.strike.button
    picker.setFocus()
    popup = picker.completer().popup()
    picker.completer().setCompletionPrefix("gargoyle")
    picker.completer().complete()
    assert popup.isVisible()
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))
    where = QtCore.QPointF(button.mapToGlobal(button.rect().center()))
    left, none = QtCore.Qt.MouseButton.LeftButton, QtCore.Qt.MouseButton.NoButton
    for kind, buttons in ((QtCore.QEvent.Type.MouseButtonPress, left), (QtCore.QEvent.Type.MouseButtonRelease, none)):
        event = QtGui.QMouseEvent(kind, QtCore.QPointF(popup.mapFromGlobal(where.toPoint())), where, left, buttons,
                                  QtCore.Qt.KeyboardModifier.NoModifier)
        QtWidgets.QApplication.sendEvent(popup, event)  # where the window system sends a click while the list is open
    assert not popup.isVisible() and clicks == [True] and panel.strike.odds is not None
    picker.setCurrentText("gargoyle")
    picker.lineEdit().editingFinished.emit()
    assert picker.text() == "Gargoyle"
