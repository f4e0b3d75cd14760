"""Issue 17, item 3: the move and split dialogs offer only what the referee would accept."""

from __future__ import annotations

from typing import Any

from referee.got.events import Split
from tests.ui.helpers import move, new_got_game


def items(box: Any) -> list[str]:
    return [box.itemData(i) for i in range(box.count())]


def test_move_offers_neither_the_garrison_nor_a_moved_army(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("move")
    assert items(d.army) == ["Rot 1", "Rot 2"]  # not the tower garrison "Rot Tower" (25.7)
    assert d.focusWidget() is d.army
    d.reject()
    d = move(window, "Rot 1", "Plains", "P1", 1)
    assert not d.isVisible(), d.refusal.text()
    d = window.open_entry("move")
    assert items(d.army) == ["Rot 2"]  # Rot 1 moved this turn (8.1)


def test_split_proposes_the_next_free_marker(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("split")
    assert items(d.army) == ["Rot 1", "Rot 2"]
    assert d.new_marker.currentData() == "Rot 3"  # Rot 1 and Rot 2 are in use
    assert items(d.new_marker)[:2] == ["Rot 3", "Rot 4"] and "Rot 1" not in items(d.new_marker)
    assert d.focusWidget() is d.army
    assert [d.figures.item(i).text() for i in range(d.figures.count())] == ["Ogre", "Titan"]  # Rot 1's figures, ticked
    d.figures.tick("Ogre")
    assert d.build_event() == Split(marker="Rot 1", new_marker="Rot 3", figures=("Ogre",))
    d.commit()  # two figures are too few to split (4.5): refused in place, nothing entered
    assert d.isVisible() and d.refusal.sections == ("4.5",) and len(window.session) == 1


def test_with_every_army_moved_the_dialogs_say_so_instead_of_an_empty_list(window: Any) -> None:
    """A new user met an empty army list and, on OK, "Unbekannte Armee: ''"."""
    new_got_game(window)
    move(window, "Rot 1", "Brush", "B", 3)
    move(window, "Rot 2", "Brush", "B1", 3)
    for key, words in (("split", "geteilt"), ("move", "ziehen")):
        d = window.open_entry(key)
        ok = d.buttons.button(d.buttons.StandardButton.Ok)
        assert d.army.count() == 0 and not ok.isEnabled() and words in d.refusal.plain_text()
        d.reject()
