"""The odds panel: exact strikes and duels from the referee, battles sampled off the UI thread."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from referee.got.odds import Stand, battle_odds, fighter, strike_odds
from ui.panels.odds import OddsPanel
from ui.qt import QtCore
from ui.workers import BattleWorker, pool


def test_strike_tab_shows_the_referees_numbers(qtbot: Any) -> None:
    panel = OddsPanel()
    qtbot.addWidget(panel)
    tab = panel.strike
    tab.pair.attacker.setCurrentText("Ogre")
    tab.pair.defender.setCurrentText("Lion")
    tab.compute()
    expected = strike_odds(Stand(fighter("Ogre")), Stand(fighter("Lion")))
    assert tab.odds == expected and (expected.strike_number, expected.dice) == (5, 6)
    assert expected.p_hit == Fraction(1, 3) and "Mindestwurf 5, 6 Würfel" in tab.result.text()
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


def test_event_loop_keeps_running_during_a_battle_simulation(qtbot: Any) -> None:
    panel = OddsPanel(samples=200_000)
    qtbot.addWidget(panel)
    tab = panel.battle
    tab.attackers.set_figures(["Titan:6", "Ogre", "Ogre", "Centaur", "Gargoyle"])
    tab.defenders.set_figures(["Lion", "Lion", "Troll", "Ranger", "Cyclops"])
    ticks: list[bool] = []
    timer = QtCore.QTimer(interval=5)
    timer.timeout.connect(lambda: ticks.append(tab.worker is not None and tab.worker.isRunning()))
    timer.start()
    with qtbot.waitSignal(tab.finished, timeout=60_000):
        tab.run(seed=7)
        assert not tab.run_button.isEnabled() and tab.cancel_button.isEnabled()
    timer.stop()
    assert any(ticks), "the UI thread handled no timer while the battle was sampled"
    assert tab.progress.value() == 100 and tab.odds.samples == 200_000
    o = tab.odds
    assert abs(o.attacker_wins + o.defender_wins + o.mutual + o.timeout - 1) < 1e-9
    assert tab.run_button.isEnabled()


def test_cancel_stops_the_sampling(qtbot: Any) -> None:
    worker = BattleWorker([Stand(fighter("Ogre"))], [Stand(fighter("Lion"))], samples=1_000_000, chunks=1000)
    done: list[object] = []
    worker.done.connect(done.append)
    with qtbot.waitSignal(worker.cancelled, timeout=30_000):
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
    from referee.got.odds import Hazard, Hexside

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
