"""A short Weiß Schwarz game entered entirely through the app: set-up form with the deck check, opening
draws and mulligan, a refused draw with its section, clock, playing a character, a direct attack with its
trigger and damage, undo/redo, the match record printed to PDF; the odds calculator against hand-computed
chances; the page's models under qtmodeltester."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.journal import Journal
from referee.weiss import view
from referee.weiss.engine import WeissEngine
from referee.weiss.events import Draw, Setup
from referee.weiss.sample import sample_deck
from referee.weiss.state import WsState
from ui.games.weiss.cards import CardPicker
from ui.games.weiss.models import PlayersModel, StageModel
from ui.games.weiss.odds import OddsCalculator
from ui.qt import QtCore
from ui.service import GameService, OpenGame


def new_game(window: Any) -> None:
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("weiss"))
    form = d.setup_form
    assert form is not None and type(form).__name__ == "WeissSetup"
    assert form.boxes[0].check_deck() and "50 Karten, 8 Climax" in form.boxes[0].ok.text()
    d.commit()
    assert d.result() == 1, d.refusal.text()


def entry(window: Any, key: str) -> Any:
    d = window.open_entry(key)
    assert d is not None
    return d


def commit(d: Any) -> None:
    d.commit()
    assert d.result() == 1, d.refusal.text()


def pick(picker: CardPicker, *cards: str) -> None:
    for c in cards:
        assert picker.pick(c), (c, picker.available())


def draw(window: Any, player: str, *cards: str) -> Any:
    d = entry(window, "draw")
    d.player.setCurrentIndex(d.player.findData(player))
    pick(d.cards, *cards)
    d.commit()
    return d


def next_phase(window: Any, expected: str) -> None:
    d = entry(window, "phase")
    assert d.phase is not None and d.phase.value == expected
    commit(d)


def test_short_game_through_the_dialogs(window: Any, tmp_path: Path) -> None:
    new_game(window)
    page = window.page
    assert type(page).__name__ == "WeissPage"
    assert page.players.value("Anna", 3) == "50 (8)" and page.players.value("Ben", 7) == 50
    # refused: an opening hand of 4 cards (§ vorbereitung); shown in place, nothing stored
    d = draw(window, "Anna", "Kaze", "Kaze", "Hana", "Tori")
    assert d.isVisible() and d.refusal.sections == ("vorbereitung",) and len(window.session) == 1
    d.reject()
    commit(draw(window, "Anna", "Kaze", "Kaze", "Hana", "Tori", "Sonne"))
    d = entry(window, "draw")  # only Ben still has his opening hand to draw
    assert [d.player.itemData(i) for i in range(d.player.count())] == ["Ben"] and d.cards.limit == 5
    d.reject()
    commit(draw(window, "Ben", "Yuki", "Yuki", "Mei", "Brief", "Schild"))
    m = entry(window, "mulligan")
    assert m.player_name == "Anna"
    # the pickers offer only what is there: Anna's hand, and her deck less the 2 Kaze and 1 Sonne drawn
    assert m.discard.available() == {"Kaze": 2, "Hana": 1, "Tori": 1, "Sonne": 1}
    assert m.draw.available()["Kaze"] == 2 and m.draw.available()["Sonne"] == 3
    pick(m.discard, "Sonne")
    pick(m.draw, "Kaze")
    commit(m)
    commit(entry(window, "mulligan"))  # Ben keeps
    assert window.session.state.phase.value == "1"
    next_phase(window, "2")
    commit(draw(window, "Anna", "Riku"))
    next_phase(window, "3")
    c = entry(window, "clock")
    c.card.setCurrentIndex(c.card.findData("Tori"))
    commit(c)
    commit(draw(window, "Anna", "Aoi", "Mei"))
    next_phase(window, "4")
    p = entry(window, "play")
    # Kaze (yellow) cannot be played: only red is in Anna's clock (§ 4); Riku needs level 1
    offered = {p.card.itemData(i): p.card.model().item(i).isEnabled() for i in range(p.card.count())}
    assert offered["Kaze"] is False and offered["Riku"] is False and "Farbe gelb" in p.why.text()
    p.reject()
    assert page.players.value("Anna", 1) == "1/7 (0): Tori" and page.players.value("Anna", 2) == 0
    next_phase(window, "5")
    next_phase(window, "6")
    a = entry(window, "attack")
    assert a.slot.count() == 0 and a.refusal.sections == ("6",)  # nobody on stage
    a.reject()
    # undo back to the main phase; redo brings the climax and attack phases again
    window.undo()
    window.undo()
    assert window.session.state.phase.value == "4"
    window.redo()
    window.redo()
    assert window.session.state.phase.value == "6"
    next_phase(window, "7")
    next_phase(window, "1")
    assert window.session.state.sides[window.session.state.active].name == "Ben"
    assert "Ben am Zug" in page.indicator.text()
    # the odds calculator now takes Anna as the defender: 50 - 9 cards, 8 climaxes minus the one mulliganed
    assert page.odds.defender.currentText() == "Anna"
    assert page.odds.spins["deck"].value() == 41 and page.odds.spins["deck_climax"].value() == 7
    assert page.odds.spins["waiting"].value() == 1 and page.odds.spins["waiting_climax"].value() == 1
    assert page.odds.spins["clock"].value() == 1
    window.menus["print"].aboutToShow.emit()
    preview = window.print_preview("weiss-match")
    assert preview.ok and preview.pages >= 1, preview.refusal.text()
    out = preview.save_as(str(tmp_path / "bericht.pdf"))
    import pypdf

    text = "".join(pg.extract_text() for pg in pypdf.PdfReader(out).pages)
    assert "Anna" in text and "Ben" in text
    preview.reject()


def test_attack_trigger_and_damage(window: Any) -> None:
    new_game(window)
    commit(draw(window, "Anna", "Kaze", "Kaze", "Hana", "Tori", "Sonne"))
    commit(draw(window, "Ben", "Yuki", "Yuki", "Mei", "Brief", "Schild"))
    commit(entry(window, "mulligan"))
    commit(entry(window, "mulligan"))
    next_phase(window, "2")
    commit(draw(window, "Anna", "Riku"))
    next_phase(window, "3")
    c = entry(window, "clock")
    c.card.setCurrentIndex(c.card.findData("Sonne"))  # a yellow climax in the clock makes yellow playable
    commit(c)
    assert window.page.players.value("Anna", 1) == "1/7 (1): Sonne"  # one climax in the clock
    commit(draw(window, "Anna", "Aoi", "Mei"))
    next_phase(window, "4")
    p = entry(window, "play")
    p.card.setCurrentIndex(p.card.findData("Hana"))
    p.slot.setCurrentIndex(p.slot.findData("vorne_mitte"))
    commit(p)
    assert window.page.stage.row(1)[0].startswith("Hana")
    next_phase(window, "5")
    next_phase(window, "6")
    # the whole attack phase from the game: the first turn allows one attack (§ 6), Hana (soul 1) directly
    phase = window.page.odds.phase_odds
    assert phase is not None and [a.slot for a in phase.attacks] == ["vorne_mitte"] and phase.p_kill == 0
    assert "Ganze Angriffsphase (Angriffe: vorne Mitte mit Seele 1" in window.page.odds.phase.text()
    a = entry(window, "attack")
    # Ben has no character opposite: only a direct attack, soul 1 + 1 = 2 (§ 6 I)
    assert [a.kind.itemData(i) for i in range(a.kind.count())] == ["direct"] and "(2)" in a.kind.currentText()
    a.trigger.setCurrentIndex(a.trigger.findData("Riku"))  # draw trigger: the next card is named
    assert a.drawn.isEnabled() and not a.pool_card.isEnabled()
    a.drawn.setCurrentIndex(a.drawn.findData("Tori"))
    commit(a)
    assert "Tori" in window.session.state.sides[0].hand
    phase = window.page.odds.phase_odds  # the attack in progress, its trigger known: no trigger check left
    assert phase is not None and [a.trigger for a in phase.attacks] == [False] and phase.p_trigger == (0,)
    # the calculator now shows the pending damage against Ben's counts
    odds = window.page.odds
    assert odds.defender.currentText() == "Ben" and odds.damages.values() == (2,)
    assert odds.spins["deck"].value() == 45 and odds.spins["deck_climax"].value() == 8
    # no climax among the first 2 of 45 cards with 8 climaxes: 37·36 / (45·44) = 111/165 = 37/55
    assert odds.exact()["damage_distribution"] == {"0": "18/55", "2": "37/55"}
    dmg = entry(window, "damage")
    assert "2 an Ben" in dmg.info.text() and "32,7\u00a0%" in dmg.info.text()  # 18/55 cancelled
    pick(dmg.revealed, "Kaze", "Tori")
    assert not dmg.revealed.pick("Kaze")  # a damage of 2 reveals at most 2 cards
    commit(dmg)
    ben = window.session.state.sides[1]
    assert ben.clock == ("Kaze", "Tori") and window.session.state.attack is None


def test_odds_calculator_hand_computed(qtbot: Any) -> None:
    calc = OddsCalculator()
    qtbot.addWidget(calc)
    calc.spins["deck"].setValue(10)
    calc.spins["deck_climax"].setValue(2)
    calc.damages.set_values((3,))
    # no climax among 3 of 10 cards with 2 climaxes: C(8,3)/C(10,3) = 56/120 = 7/15
    assert calc.exact()["damage_distribution"] == {"0": "8/15", "3": "7/15"}
    assert calc.chart.categories == ["0", "1", "2", "3", "K.o."]
    assert calc.chart.damage_values == [53.3, 0.0, 0.0, 46.7] and calc.chart.kill == 0.0
    # level 3 with 6 in clock: 1 damage kills unless the one card revealed is a climax: 8/10
    calc.spins["clock"].setValue(6)
    calc.spins["level"].setValue(3)
    calc.damages.set_values((1,))
    assert Fraction(calc.exact()["p_kill"]) == Fraction(4, 5) and calc.chart.kill == 80.0
    assert "genau 4/5" in calc.result.text()
    calc.damages.set_values(())  # no damage at all: nothing to reckon
    assert calc.odds is None and "Mindestens ein Schaden" in calc.refusal.text()
    calc.damages.add.click()  # a stepper added by its button
    assert calc.damages.values() == (0,) and calc.odds is not None
    calc.damages.spins[0].setValue(1)
    calc.spins["deck_climax"].setValue(9)  # more than 8 climaxes (§ grundlegendes)
    assert calc.odds is None and calc.refusal.sections == ("grundlegendes",)


def test_odds_calculator_script_hand_computed(qtbot: Any) -> None:
    """The steps with conditions on the game's counts: Ben's deck of four cards, one a climax (§ 6 IV):
    ``burn 1`` and, where it was cancelled (1/4), ``burn 2`` from three plain cards: 1 with 3/4, 2 with 1/4."""
    from referee.weiss.engine import WeissEngine as Engine

    calc = OddsCalculator()
    qtbot.addWidget(calc)
    state = Engine().replay([Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann")])
    calc.prefill(state)
    for field, value in (("deck", 4), ("deck_climax", 1), ("waiting", 5), ("waiting_climax", 0), ("clock", 0),
                         ("clock_climax", 0), ("level", 0)):
        calc.spins[field].setValue(value)
    calc.script.setPlainText("burn 1\nif cx\n  burn 2")
    assert calc.script_odds is not None
    assert calc.script_odds.damage_distribution == {1: Fraction(3, 4), 2: Fraction(1, 4)}
    assert "genau 0" in calc.script_result.text()
    calc.script.setPlainText("fly 3")
    assert calc.script_odds is None and "Zeile 1" in calc.refusal.text()


def test_models(qtmodeltester: Any) -> None:
    j: Journal[WsState] = Journal(WeissEngine())
    j.append(Setup(decks=(sample_deck("Ann"), sample_deck("Bob")), first="Ann"))
    j.append(Draw(player="Ann", cards=("Sonne", "Kaze", "Kaze", "Hana", "Tori")))
    s = view.summary(j.state)
    players, stage = PlayersModel(), StageModel()
    for m in (players, stage):
        qtmodeltester.check(m)
    players.set_summary(s, {"Ann.waiting": 0, "Bob.waiting": 0, "Ann.clock": 0, "Bob.clock": 0})
    stage.set_summary(s)
    for m in (players, stage):
        qtmodeltester.check(m)
    assert players.value("Ann", 3) == "45 (7)" and players.value("Ann", 5) == 5 and players.value("Bob", 3) == "50 (8)"
    assert stage.rowCount() == 5 and stage.columnCount() == 2 and stage.row(0) == ("", "")


def test_english(window: Any) -> None:
    new_game(window)
    window.set_language("en")
    page = window.page
    page.refresh(window.session)
    assert page.players.headerData(1, QtCore.Qt.Orientation.Vertical) == "Clock (climaxes)"
    assert page.players.headerData(2, QtCore.Qt.Orientation.Vertical) == "Stock"
    assert page.odds.heading.text() == "Exact damage odds (§ 6, 3, Deck empty (refresh))"
    assert page.due.text().startswith("Possible now: Draw cards")
    d = entry(window, "clock")  # a label inherited from CardDialog
    assert d.form.labelForField(d.card).text() == "Card" and "clock phase" in d.refusal.text()
    d.reject()


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from("abcde"), max_size=10), st.lists(st.sampled_from("abcdef"), max_size=14),
       st.none() | st.integers(0, 5))
def test_card_picker_takes_only_what_is_there(qapp: Any, pool: list[str], wanted: list[str],
                                               limit: int | None) -> None:
    picker = CardPicker(limit=limit)
    picker.set_pool(pool)
    for card in wanted:
        picker.pick(card)
    assert Counter(picker.cards()) + picker.available() == Counter(pool)
    assert limit is None or len(picker.cards()) <= limit
    if wanted and wanted[0] in pool and limit != 0:  # the first card asked for is there: it is taken
        assert picker.cards()[0] == wanted[0]
    picker.deleteLater()


def _journal_until_bens_attack(store: Any) -> OpenGame:
    """Anna's first turn (Kaze attacks directly for 2), Ben clocks Tori and puts Kaze opposite Anna's."""
    from referee.weiss.events import Attack, AttackKind, Clock, Damage, Mulligan, NextPhase, Play
    from referee.weiss.state import Phase

    def ph(p: str) -> NextPhase:
        return NextPhase(phase=Phase(p))

    j = GameService(store=store).new_game(game="weiss", setup=Setup(decks=(sample_deck("Anna"), sample_deck("Ben")),
                                                                    first="Anna"))
    for ev in (Draw(player="Anna", cards=("Kaze", "Tori", "Hana", "Sonne", "Schild")),
               Draw(player="Ben", cards=("Kaze", "Kaze", "Tori", "Schild", "Yuki")),
               Mulligan(player="Anna"), Mulligan(player="Ben"),
               ph("2"), Draw(player="Anna", cards=("Riku",)), ph("3"), Clock(player="Anna", card="Sonne"),
               Draw(player="Anna", cards=("Kaze", "Hana")), ph("4"), Play(player="Anna", card="Kaze", slot="vorne_mitte"),
               ph("5"), ph("6"), Attack(player="Anna", slot="vorne_mitte", kind=AttackKind.DIRECT, trigger="Yuki"),
               Damage(revealed=("Kaze", "Tori")), ph("7"), ph("1"),
               ph("2"), Draw(player="Ben", cards=("Hana",)), ph("3"), Clock(player="Ben", card="Tori"),
               Draw(player="Ben", cards=("Riku", "Riku")), ph("4"), Play(player="Ben", card="Kaze", slot="vorne_mitte"),
               ph("5"), ph("6")):
        j.add(ev)
    return j


def _ok(d: Any) -> None:
    d.commit()
    assert d.result() == 1, d.refusal.text()
    d.deleteLater()


def test_front_attack_counter_battle_encore_and_level_up(qapp: Any, store: Any) -> None:
    from ui.games.weiss import attack as wa
    from ui.games.weiss import dialogs as wd

    j = _journal_until_bens_attack(store)
    a = wa.AttackDialog(j)
    # Kaze faces Anna's Kaze: front or side, soul 1, Anna's level 0 (§ 6 I)
    assert [a.kind.itemData(i) for i in range(a.kind.count())] == ["front", "side"]
    assert a.kind.itemText(0).endswith("(1)") and a.kind.itemText(1).endswith("(1)")
    a.trigger.setCurrentIndex(a.trigger.findData("Yuki"))
    assert a.icon.text() == "keiner" and not a.drawn.isEnabled()
    _ok(a)
    c = wa.CounterDialog(j)
    assert c.player == "Anna" and [c.card.itemData(i) for i in range(c.card.count())] == ["Schild"]
    c.power.setValue(1000)
    _ok(c)
    d = wa.DamageDialog(j)
    assert d.info.text().startswith("1 an Anna")
    pick(d.revealed, "Tori")
    _ok(d)
    b = wa.BattleDialog(j)
    # Ben's Kaze 2000 against Anna's Kaze 2000 + 1000 from the counter: Ben's is reversed (§ 6 V)
    assert b.powers.text() == "Kaze 2000 : 3000 Kaze"
    _ok(b)
    assert j.state.sides[1].stage[1].mode.value == "reverse"
    p = wd.PhaseDialog(j)
    assert p.phase is not None and p.phase.value == "7"
    _ok(p)
    e = wa.EncoreDialog(j)  # Ben has 1 card in stock, encore costs 3
    assert e.choice.count() == 0 and e.refusal.sections == ("6",)
    n = len(j)
    e.commit()
    assert len(j) == n and "Kein Encore" in e.refusal.text()  # nothing was stored
    m = wd.MoveDialog(j)
    assert m.refusal.sections == ("4",)
    lv = wd.LevelUpDialog(j)
    assert lv.card.count() == 0 and lv.refusal.sections == ("3",)
    _ok(wd.PhaseDialog(j))  # Anna's turn 3
    _ok(wd.PhaseDialog(j))
    dr = wd.DrawDialog(j)
    pick(dr.cards, "Sora")
    _ok(dr)
    _ok(wd.PhaseDialog(j))
    _ok(wd.PhaseDialog(j))
    pl = wd.PlayDialog(j)
    pl.card.setCurrentIndex(pl.card.findData("Hana"))
    pl.slot.setCurrentIndex(pl.slot.findData("vorne_links"))
    _ok(pl)
    _ok(wd.PhaseDialog(j))
    _ok(wd.PhaseDialog(j))
    for slot, cards in (("vorne_mitte", ("Sora", "Mei")), ("vorne_links", ("Aoi", "Aoi"))):
        a = wa.AttackDialog(j)
        a.slot.setCurrentIndex(a.slot.findData(slot))
        assert a.kind.currentData() == "direct"
        a.trigger.setCurrentIndex(a.trigger.findData("Yuki"))
        _ok(a)
        d = wa.DamageDialog(j)
        pick(d.revealed, *cards)
        _ok(d)
    # Ben's clock: Kaze, Tori, Tori + 2 + 2 = 7 → level-up first (§ 3)
    lv = wd.LevelUpDialog(j)
    assert [lv.card.itemData(i) for i in range(lv.card.count())] == ["Aoi", "Kaze", "Mei", "Sora", "Tori"]
    lv.card.setCurrentIndex(lv.card.findData("Tori"))
    _ok(lv)
    ben = j.state.sides[1]
    assert ben.level == ("Tori",) and ben.clock == () and len(ben.waiting) == 1 + 6


def test_quick_line_attack_and_damage(window: Any, qtbot: Any) -> None:
    """The quick line (issue 25, item 4): the live verdict while typing, Enter enters only what the referee
    accepts, the attack and its damage by keys alone."""
    from tests.ui.helpers import keys
    from tests.weiss.conftest import first_attack

    events = first_attack()
    game = window.service.new_game(game="weiss", setup=events[0])
    for ev in events[1:-2]:
        game.add(ev)
    window.open_game(game.id)
    line = window.quick.line
    assert "a vm Hana" in line.placeholderText()

    def type_line(text: str) -> None:
        line.clear()
        qtbot.keyClicks(line, text)
        qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)

    line.clear()
    keys(qtbot, window, "pp")  # names nothing: the answer says what the line takes
    said = window.quick.meaning.toolTip() or window.quick.meaning.text()
    assert "Kein Eintrag dieses Namens" in said and "z Kaze" in said and "a vm Hana" in said, said
    before = len(window.session)
    type_line("p Haupt")  # not the next phase: refused with its section, nothing entered
    assert len(window.session) == before and window.quick.refusal.isVisible()
    type_line("p")
    line.clear()
    keys(qtbot, window, "a vm ha")
    assert "Direktangriff von vorne Mitte (Trigger Hana)" in window.quick.meaning.text()  # the live verdict
    qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
    type_line("s yuki kaze tori")
    assert len(window.session) == before + 3, window.quick.refusal.text()
    assert window.session.state.sides[1].clock == ("Yuki", "Kaze", "Tori")


def test_the_page_reflows_to_the_room_beside_the_docks(window: Any) -> None:
    """Issue 35, item 6: at 1280×800 the stage table and the odds' chart lay beside the players' table and the form,
    cut off by the docks; where the room is narrower than ``WIDE`` they stand below, every row in view, and the page
    is no wider than the room (a 1280×800 screen with both docks: about 530 pixels)."""
    from ui.games.weiss.page import WIDE

    new_game(window)
    page = window.page
    area = window.stack.scroll_of(page)
    window.resize(1280, 800)
    window.resizeDocks([window.docks["history"], window.docks["rules"]], [260, 440], QtCore.Qt.Orientation.Horizontal)
    QtCore.QCoreApplication.processEvents()
    room = area.viewport().width()
    assert room < WIDE
    assert page.top.direction() == page.top.Direction.TopToBottom
    assert page.odds.body.direction() == page.odds.body.Direction.TopToBottom
    assert page.minimumSizeHint().width() <= room  # nothing lies beyond the room's right edge
    for view_ in (page.players_view, page.stage_view):  # every row shown, none scrolled away
        assert view_.verticalScrollBar().maximum() == 0
    window.docks["history"].hide()
    window.docks["rules"].hide()
    window.resize(1280, 800)
    QtCore.QCoreApplication.processEvents()
    if area.viewport().width() >= WIDE:  # the room is wide: side by side again
        assert page.top.direction() == page.top.Direction.LeftToRight
