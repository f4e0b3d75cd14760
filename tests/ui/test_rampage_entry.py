"""Castle Rampage entries with steppers instead of bare number fields and typed lists (issue "every label a
person reads is a word"): for the same facts the dialogs build exactly the entries the former dialogs built
(``OLD``: recorded from them, the last stands typed as ``2, 1``) and the service accepts them; every count is
bounded by the table; the focus starts in the first field; Enter reveals while the attack waits for a card and
enters only an entry the referee accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from referee.core.events import Event
from referee.rampage.attack import Defense
from referee.rampage.events import Attack, Draw, PlayCard, RampageSetup, Reinforce, Stack, Topple
from referee.rampage.units import Unit
from ui.qt import QtCore, QtWidgets
from ui.service import GameService, OpenGame

#: what the former dialogs built for the facts below (Anton has drawn: 3 hand cards; Beatrix 2, gate 4)
OLD: dict[str, Event] = {
    "attack_plan": Attack(player="Anton", card="Angriffsplan", attack=9, gate=(Defense(value=3), Defense(value=4)),
                          last_stand=(2, 1), cost=1),
    "mercenary": Attack(player="Anton", card="Söldner", attack=6, gate=(Defense(value=3),), last_stand=(3,), cost=1),
    "turncoat": PlayCard(player="Anton", card="Überläufer", cost=1, steal_gate=2),
    "builder": PlayCard(player="Anton", card="Bauarbeiter", draws=1, build_gate=1, gate_to_castle=2),
    "priest": PlayCard(player="Anton", card="Priester", cost=1, opponent_discards=1),
    "ogre": Reinforce(player="Anton", card="Oger", stack=Stack.GATE, cost=1),
    "dragon": Topple(player="Anton", card="Drache", cost=1),
}


@pytest.fixture
def session(qapp: Any, store: Any) -> OpenGame:
    # the former dialogs entered the builder's and the priest's effects as numbers: an old game's settings
    old = (("rampage.builder", "entered"), ("rampage.priest", "entered"))
    s = GameService(store=store).new_game(game="rampage", setup=RampageSetup(players=("Anton", "Beatrix"),
                                                                             start_player="Anton", settings=old))
    s.add(Draw(player="Anton"))
    return s


@pytest.fixture
def opened(qtbot: Any, session: OpenGame) -> Iterator[Callable[[str], Any]]:
    """The page's dialog of an entry, shown as the main window shows it."""
    from ui.games.rampage.page import DIALOGS

    def open_(key: str) -> Any:
        d = DIALOGS[key](session, None)
        qtbot.addWidget(d)
        d.show()
        QtWidgets.QApplication.processEvents()
        return d

    yield open_


def choose(box: QtWidgets.QComboBox, data: object) -> None:
    i = box.findData(data)
    assert i >= 0, (data, [box.itemData(k) for k in range(box.count())])
    box.setCurrentIndex(i)


def attack_plan(d: Any) -> None:
    """The book's example with two last stands: 9 − 2 − 1 = 6 against 3 (falls) and 4 (holds)."""
    choose(d.card, "Angriffsplan")
    d.attack.setValue(9)
    d.last_stand.add.click()
    d.last_stand.spins[0].setValue(2)
    d.last_stand.add.click()
    d.last_stand.spins[1].setValue(1)
    d.value.setValue(3)
    d.reveal_button.click()
    d.value.setValue(4)
    d.reveal_button.click()


def mercenary(d: Any) -> None:
    choose(d.card, "Söldner")
    d.cost.setValue(1)
    d.attack.setValue(6)
    d.last_stand.append(3)
    d.reveal(3)


def turncoat(d: Any) -> None:
    choose(d.card, "Überläufer")
    d.cost.setValue(1)
    d.steal.setValue(2)


def builder(d: Any) -> None:
    choose(d.card, "Bauarbeiter")
    d.to_castle.setValue(2)
    d.build_gate.setValue(1)
    d.draws.setValue(1)


def priest(d: Any) -> None:
    choose(d.card, "Priester")
    d.cost.setValue(1)
    d.opponent.setValue(1)


def ogre(d: Any) -> None:
    choose(d.card, "Oger")
    choose(d.stack, "gate")
    d.cost.setValue(1)


def dragon(d: Any) -> None:
    choose(d.card, "Drache")
    d.cost.setValue(1)


CASES = [("attack", "attack_plan", attack_plan), ("attack", "mercenary", mercenary), ("play", "turncoat", turncoat),
         ("play", "builder", builder), ("play", "priest", priest), ("reinforce", "ogre", ogre),
         ("topple", "dragon", dragon)]


@pytest.mark.parametrize(("key", "name", "fill"), CASES, ids=[c[1] for c in CASES])
def test_same_entry_as_before(opened: Callable[[str], Any], session: OpenGame, key: str, name: str,
                              fill: Callable[[Any], None]) -> None:
    d = opened(key)
    fill(d)
    assert d.build_event() == OLD[name]
    d.commit()
    assert d.result() == 1, d.refusal.plain_text()
    assert session.events[-1] == OLD[name]  # the service accepted it as it was built


def test_counts_are_bounded_by_the_table(opened: Callable[[str], Any], session: OpenGame) -> None:
    anton, beatrix = session.state.sides
    pile = session.state.draw_pile + session.state.discard
    d = opened("play")
    # the card itself is one of Anton's 3 hand cards; Beatrix discards from her 2; the gates hold 4
    assert [(w.minimum(), w.maximum()) for w in (d.cost, d.opponent, d.steal, d.to_castle, d.draws, d.build_gate)] == [
        (0, anton.hand - 1), (0, beatrix.hand), (0, beatrix.gate), (0, anton.gate), (0, pile), (0, pile)]
    choose(d.card, "Priester")
    assert not d.steal.isEnabled() and not d.to_castle.isEnabled()  # only the Überläufer, the Bauarbeiter
    choose(d.card, "Überläufer")
    assert d.steal.isEnabled() and not d.to_castle.isEnabled()
    d.steal.setValue(9)
    assert d.steal.value() == beatrix.gate
    a = opened("attack")
    choose(a.card, "Axtkämpfer")  # draws 1 before the attack: exactly that (anhang.axtkaempfer)
    assert (a.draws.maximum(), a.draws.value()) == (1, 1)
    assert not a.extra_cards.isEnabled() and not a.to_hand.isEnabled()  # the Narr's, the Räuber's
    choose(a.card, "Angriffsplan")  # costs at least 1, at most the hand less the card itself
    assert (a.cost.minimum(), a.cost.maximum()) == (1, anton.hand - 1)
    # a last stand reduces by 1 or more; Beatrix can play as many as her hand cards (3 in the game)
    for _ in range(3):
        a.last_stand.add.click()
    assert len(a.last_stand.spins) == beatrix.hand == 2 and not a.last_stand.add.isEnabled()
    assert a.last_stand.spins[0].minimum() == 1
    a.last_stand.drop.click()
    assert a.last_stand.values() == (1,) and a.last_stand.add.isEnabled()


def test_focus_starts_in_the_first_field(opened: Callable[[str], Any]) -> None:
    for key, first in (("draw", "extra_cards"), ("reinforce", "card"), ("play", "card"), ("attack", "card"),
                       ("topple", "card"), ("plant", "card")):
        d = opened(key)
        assert d.focusWidget() is getattr(d, first), key
        d.reject()


def test_enter_reveals_then_enters_only_a_finished_attack(opened: Callable[[str], Any], session: OpenGame,
                                                          qtbot: Any) -> None:
    d = opened("attack")
    choose(d.card, "Angriffsplan")
    d.attack.setValue(9)
    d.value.setFocus()
    for value in (3, 4, 6):  # the book's example: while a card is to be revealed, Enter reveals the value
        d.value.setValue(value)
        qtbot.keyClick(d.value, QtCore.Qt.Key.Key_Return)
    assert [r.defense.value for r in d.reveals] == [3, 4, 6] and d.isVisible() and len(session) == 2
    qtbot.keyClick(d.value, QtCore.Qt.Key.Key_Return)  # the attack is worked through: Enter enters it
    assert not d.isVisible() and session.events[-1] == Attack(
        player="Anton", card="Angriffsplan", attack=9, gate=tuple(Defense(value=v) for v in (3, 4, 6)), cost=1)


def test_enter_does_not_enter_a_refused_entry(opened: Callable[[str], Any], session: OpenGame, qtbot: Any) -> None:
    first = opened("reinforce")
    choose(first.card, "Ritter")
    qtbot.keyClick(first.card, QtCore.Qt.Key.Key_Return)
    assert not first.isVisible() and len(session) == 3
    again = opened("reinforce")  # once per turn ("spielablauf")
    qtbot.keyClick(again.focusWidget(), QtCore.Qt.Key.Key_Return)
    assert again.isVisible() and len(session) == 3 and "spielablauf" in again.refusal.sections


def test_a_refusal_in_plain_text_reads_its_quotes(opened: Callable[[str], Any], session: OpenGame) -> None:
    """The refusal label is rich text (its text escaped, the quote left as it is); where a refusal leaves it
    as plain text — the demo scripts' error — it reads the quote, not ``&#x27;``, and the section's title."""
    from ui.games.rampage.demo import _commit

    d = opened("plant")
    d.card.addItem("Spionin", "Spionin")  # a card the game does not know
    choose(d.card, "Spionin")
    with pytest.raises(RuntimeError) as refused:
        _commit(d)
    assert "'Spionin'" in d.refusal.text() and "&#x27;" not in d.refusal.text()
    assert str(refused.value) == d.refusal.plain_text() == \
        "Unbekannte Karte: 'Spionin'. Meinten Sie Spion? (§ Anhang: alle Karten)"
    assert len(session) == 2


def test_named_discards_and_units_in_the_dialogs(qtbot: Any, store: Any) -> None:
    """A Söldner's bonus paid with a named unit of its kind (prefixes read), the odds line, a priest's units
    (a new game: the default interpretations)."""
    from ui.games.rampage.page import DIALOGS

    session = GameService(store=store).new_game(game="rampage", setup=RampageSetup(players=("Anton", "Beatrix")))
    session.add(Draw(player="Anton"))

    def opened(key: str) -> Any:
        dialog = DIALOGS[key](session, None)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    d = opened("attack")
    choose(d.card, "Söldner")
    d.cost.setValue(1)
    d.attack.setValue(6)
    d.discards.setText("Bogensch")
    d.requires.setText("Bogen")
    assert "ungesehene Karten ohne bekannte Verteidigungswerte" in d.odds.text()
    d.reveal(9)
    assert d.build_event() == Attack(player="Anton", card="Söldner", attack=6, gate=(Defense(value=9),), cost=1,
                                     discards=("Bogenschütze",), requires=(Unit.BOW,))
    d.commit()
    assert d.result() == 1, d.refusal.plain_text()
    assert session.state.discard_cards == ("Bogenschütze", "Söldner")
    assert "legt ab: Bogenschütze" in session.events[-1].label("de")
    p = opened("play")
    choose(p.card, "Priester")
    p.opponent_cards.setText("Rie, Koch")
    p.commit()
    assert p.result() != 1 and "keine Einheit: Koch" in p.refusal.plain_text()
    session.undo()
    assert session.state.discard_cards == ()


def test_the_quick_line_in_the_app(window: Any) -> None:
    """z, an attack with a named discard and its revealed card, e — typed into the main window's line."""
    from tests.ui.test_page_rampage import new_rampage_game

    new_rampage_game(window)
    assert "a Sö 6 -Rit" in window.quick.line.placeholderText()
    for line in ("z", "a Rit 5 -Koch T 3,Dr:2"):
        window.quick.line.setText(line)
        assert window.quick.reading().ok, window.quick.reading().label
        window.quick.commit()
    window.quick.line.setText("a B 5")  # Beschwörer or Bogenschütze
    reading = window.quick.reading()
    assert not reading.ok and "mehrdeutig" in reading.label
    window.quick.line.setText("e")
    window.quick.commit()
    s = window.session.state
    assert s.active_player == "Beatrix" and s.discard_cards == ("Koch", "Ritter", "Drache")
    assert s.sides[1].gate == 2
    # the page: the discard pile's cards, what may be in the draw pile, the attack in words
    page = window.page
    assert "Ablagestapel: Koch, Ritter, Drache" in page.piles.text()
    shown = page.may_draw_cards()  # a visible list, not a tooltip (issue 35, item 6)
    assert page.may_draw.isVisible() and ("Ritter", "4") in shown and ("Drache", "2") in shown
    assert "<b>Ritter</b> 4" in page.may_draw.text() and "<b>Drache</b> 2" in page.may_draw.text()
    assert page.may_draw.visibleRegion().boundingRect().height() >= page.may_draw.height() - 2
    assert "Anton → Beatrix: Ritter 5 gegen Tor: 3 fällt, Drache 2 fällt · Tor 2, Burg 4" in page.attacks.text()


def test_the_quick_line_says_the_section_of_a_refusal_while_typing(window: Any, qtbot: Any) -> None:
    """Issue 27, problem 7: a line the referee refuses names its rule section already while it is typed (the
    Söldner's bonus, § anhang.soeldner; the Ritter's value, § anhang.ritter), not only after Enter."""
    from tests.ui.test_page_rampage import new_rampage_game

    new_rampage_game(window)
    window.quick.line.setText("z")
    window.quick.commit()
    for text, section in (("a S 6 -Dra", "§ Söldner"), ("a Rit 4 T 2,3", "§ Ritter")):
        window.quick.line.clear()
        qtbot.keyClicks(window.quick.line, text)
        qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)  # the answer comes off the UI thread
        assert not window.quick.reading().ok
        assert section in window.quick.meaning.text(), window.quick.meaning.text()


def test_named_drawn_cards_and_a_fools_cards_in_the_dialogs(qtbot: Any, store: Any) -> None:
    """The drawn cards by name (prefixes read) are known in the hand; a Narr's attack cards by name only with
    the Narr (anhang.narr)."""
    from ui.games.rampage.page import DIALOGS

    session = GameService(store=store).new_game(game="rampage", setup=RampageSetup(players=("Anton", "Beatrix")))

    def opened(key: str) -> Any:
        dialog = DIALOGS[key](session, None)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    d = opened("draw")
    d.cards.setText("Drach")
    assert d.build_event() == Draw(player="Anton", cards=("Drache",))
    d.commit()
    assert d.result() == 1, d.refusal.plain_text()
    assert session.state.sides[0].known_hand == ("Drache",)
    a = opened("attack")
    choose(a.card, "Söldner")
    assert not a.combined.isEnabled()
    choose(a.card, "Narr")
    assert a.combined.isEnabled()
    a.combined.setText("Rit, Axt")
    a.attack.setValue(7)
    event = a.build_event()
    assert isinstance(event, Attack) and event.combined == ("Ritter", "Axtkämpfer") and event.extra_cards == 0
