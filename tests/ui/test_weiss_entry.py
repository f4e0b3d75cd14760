"""Weiß Schwarz deck lists and entries without typed lists (issue "every label a person reads is a word"): the
set-up form's deck editor (a row of steppers and choices per card) builds exactly the set-up the former typed
deck list built for the same facts (``4; Mond; event; blau; 1; 1; 0; 0; none; ja``) and the service accepts it;
its steppers keep the limits of § grundlegendes and the referee's deck check still explains a wrong deck; the
entry dialogs open with the focus in their first field and Enter enters only an entry the referee accepts.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from referee.weiss.cards import MAX_COPIES, MAX_LEVEL, CardSpec, DeckList, Kind, Trigger
from referee.weiss.events import Draw, Setting, Setup
from referee.weiss.sample import sample_deck
from ui.qt import QtCore, QtWidgets
from ui.service import GameService

MOND = CardSpec(name="Mond", kind=Kind.EVENT, colour="blau", level=1, cost=1, counter=True, copies=4)


def copies(deck: DeckList, **changed: int) -> tuple[CardSpec, ...]:
    return tuple(dataclasses.replace(c, copies=changed.get(c.name, c.copies)) for c in deck.cards)


#: what the former typed deck lists built: the sample decks; then Anna's with 3 Ren and 3 Sonne, Bea's with
#: the line of Brief replaced by ``4; Mond; event; blau; 1; 1; 0; 0; none; ja``, Bea first, level 0 exempt
OLD_DEFAULT = Setup(decks=(sample_deck("Anna"), sample_deck("Ben")), first="Anna")
OLD_EDITED = Setup(decks=(DeckList(player="Anna", cards=copies(sample_deck("Anna"), Ren=3, Sonne=3)),
                          DeckList(player="Bea", cards=tuple(MOND if c.name == "Brief" else c
                                                             for c in sample_deck("Bea").cards))),
                   first="Bea", settings=(Setting(id="weiss.level0_colour", value="exception"),))


@pytest.fixture
def dialog(qtbot: Any, store: Any) -> Iterator[Any]:
    from ui.dialogs.new_game import NewGameDialog

    d = NewGameDialog(GameService(store=store))
    qtbot.addWidget(d)
    d.game.setCurrentIndex(d.game.findData("weiss"))
    d.show()
    yield d


def row(box: Any, name: str) -> Any:
    return next(r for r in box.deck.rows if r.name.text() == name)


def choose(combo: QtWidgets.QComboBox, data: object) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_default_set_up_as_before(dialog: Any, store: Any) -> None:
    assert dialog.setup_event() == OLD_DEFAULT
    dialog.commit()
    assert dialog.result() == 1, dialog.refusal.plain_text()
    assert store.load(dialog.game_id).events[0] == OLD_DEFAULT


def test_edited_decks_as_before(dialog: Any, store: Any) -> None:
    anna, bea = dialog.setup_form.boxes
    row(anna, "Ren").copies.setValue(3)
    row(anna, "Sonne").copies.setValue(3)
    bea.name.setText("Bea")
    brief = row(bea, "Brief")
    brief.name.setText("Mond")
    choose(brief.kind, Kind.EVENT)
    brief.colour.setCurrentText("blau")  # a colour the deck did not have yet
    brief.counter.setChecked(True)
    dialog.setup_form.first.setCurrentIndex(1)
    choose(dialog.setting_boxes["weiss.level0_colour"], "exception")
    assert dialog.setup_form.tabs.tabText(1) == "Deck von Bea"
    assert dialog.setup_event() == OLD_EDITED
    dialog.commit()
    assert dialog.result() == 1, dialog.refusal.plain_text()
    assert store.load(dialog.game_id).events[0] == OLD_EDITED


def test_cards_added_and_removed(dialog: Any) -> None:
    box = dialog.setup_form.boxes[0]
    row(box, "Brief").drop.click()
    assert "Brief" not in [c.name for c in box.deck_list().cards] and "46 von 50 Karten" in box.count.text()
    new = box.deck.add_card()
    assert dialog.focusWidget() is new.name
    new.name.setText("Mond")
    choose(new.kind, Kind.EVENT)
    new.colour.setCurrentText("blau")
    new.level.setValue(1)
    new.cost.setValue(1)
    new.counter.setChecked(True)
    new.copies.setValue(4)
    assert box.deck_list().cards[-1] == MOND and box.check_deck() and "50 Karten, 8 Climax" in box.ok.text()


def test_steppers_keep_the_limits_and_the_referee_checks_the_deck(dialog: Any, store: Any) -> None:
    box = dialog.setup_form.boxes[1]
    ren = row(box, "Ren")
    ren.copies.setValue(9)
    ren.level.setValue(9)
    assert (ren.copies.value(), ren.level.value()) == (MAX_COPIES, MAX_LEVEL)  # § grundlegendes
    assert [ren.trigger.itemText(i) for i in range(ren.trigger.count())] == [
        "kein Trigger", "Seele +1", "zurück auf die Hand", "ins Lager", "Comeback", "Karte ziehen"]
    assert ren.trigger.currentData() is Trigger.RETURN and ren.kind.currentText() == "Charakter"
    # Ren 2 → 4 copies: 52 cards; Brief as a climax: 12 climaxes
    assert not box.check_deck() and box.verdict.sections == ("grundlegendes",) and "52 Karten" in box.verdict.plain_text()
    dialog.commit()  # the referee refuses the set-up too, and nothing is stored
    assert dialog.isVisible() and dialog.refusal.sections == ("grundlegendes",) and store.list_games() == []
    ren.copies.setValue(2)
    choose(row(box, "Brief").kind, Kind.CLIMAX)
    assert "12 Climax" in box.count.text() and not box.check_deck() and "12 Climax" in box.verdict.plain_text()
    box.sample.click()
    assert box.check_deck() and box.deck_list().cards == sample_deck("Ben").cards


def test_entry_dialogs_focus_and_enter(qtbot: Any, store: Any) -> None:
    from ui.games.weiss.page import DIALOGS

    session = GameService(store=store).new_game(game="weiss", setup=OLD_DEFAULT)

    def opened(key: str) -> Any:
        d = DIALOGS[key](session, None)
        qtbot.addWidget(d)
        d.show()
        QtWidgets.QApplication.processEvents()
        return d

    firsts = {"draw": "player", "clock": "card", "play": "card", "climax": "card", "discard": "player",
              "counter": "card", "battle": "attacker_bonus", "encore": "choice", "mulligan": "discard"}
    for key, name in firsts.items():
        d = opened(key)
        w = getattr(d, name)
        assert d.focusWidget() is (w.focusProxy() or w), key
        d.reject()
    d = opened("draw")
    d.cards.pick("Kaze")
    qtbot.keyClick(d.focusWidget(), QtCore.Qt.Key.Key_Return)  # an opening hand of 1 card: refused
    assert d.isVisible() and d.refusal.sections == ("vorbereitung",) and len(session) == 1
    for card in ("Kaze", "Hana", "Tori", "Sonne"):
        d.cards.pick(card)
    qtbot.keyClick(d.focusWidget(), QtCore.Qt.Key.Key_Return)
    assert not d.isVisible() and session.events[-1] == Draw(player="Anna", cards=("Kaze", "Kaze", "Hana", "Tori",
                                                                                  "Sonne"))


def test_ability_and_effect_damage_dialogs(qtbot: Any, store: Any) -> None:
    """An activated ability (§ 4) and a damage by an effect (§ 6 IV) through their dialogs: judged by the
    referee, shown in words in the history, undone."""
    from tests.weiss.conftest import first_attack
    from ui.games.weiss.page import DIALOGS

    events = first_attack()
    session = GameService(store=store).new_game(game="weiss", setup=events[0])
    for ev in events[1:-3]:  # Anna's main phase: Hana (vorne Mitte) and Kaze (vorne links) on stage
        session.add(ev)
    d = DIALOGS["ability"](session, None)
    qtbot.addWidget(d)
    assert [d.slot.itemData(i) for i in range(d.slot.count())] == ["vorne_links", "vorne_mitte"]
    assert d.cost.maximum() == 0  # Anna's stock is empty
    choose(d.slot, "vorne_mitte")
    d.rest.setChecked(True)
    d.effect.setText("Karte ziehen")
    d.commit()
    assert d.result() == 1, d.refusal.plain_text()
    assert session.history()[-1].label.endswith("Anna: Fähigkeit von vorne Mitte (0 Lager, ausgeruht): Karte ziehen")
    d = DIALOGS["effect_damage"](session, None)
    qtbot.addWidget(d)
    choose(d.player, "Ben")
    d.amount.setValue(1)
    assert d.revealed.pick("Kaze")
    d.source.setText("Brief")
    d.commit()
    assert d.result() == 1, d.refusal.plain_text()
    assert session.state.sides[1].clock == ("Kaze",)
    assert "Schaden 1 an Ben außerhalb eines Angriffs (Brief): Kaze" in session.history()[-1].label
    session.undo()
    assert session.state.sides[1].clock == ()


def test_encore_cost_and_effect_in_the_deck_editor(dialog: Any) -> None:
    """A card naming its own encore cost (§ 6 VI, weiss.encore) and a climax's effect in words (§ 5)."""
    box = dialog.setup_form.boxes[0]
    tori, sonne = row(box, "Tori"), row(box, "Sonne")
    assert tori.encore.text() == "wie die Regel"
    tori.encore.setValue(1)
    sonne.effect.setText("Karte ziehen")
    cards = {c.name: c for c in box.deck_list().cards}
    assert cards["Tori"].encore_cost == 1 and cards["Kaze"].encore_cost is None
    assert cards["Sonne"].effect == "Karte ziehen"
