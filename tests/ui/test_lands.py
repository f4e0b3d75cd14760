"""Lands in the app: the move dialog offers only the game's lands, exactly; a new land is named in its own
dialog or with its terrain in the move or teleport itself (2.1, 5.4, 5.6; issue 35)."""

from __future__ import annotations

from typing import Any

from referee.got.events import LandNamed, Move
from tests.ui.helpers import new_got_game


def test_the_move_dialog_takes_only_a_land_of_the_game_in_full(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("move")
    offered = [d.land.picker.itemText(i) for i in range(d.land.picker.count())]
    assert offered[:3] == ["City", "Dungeon", "Tower Rot"] and "B12 (Brush)" in offered
    d.army.setCurrentIndex(d.army.findData("Rot 2"))
    d.land.setEditText("Citytower")  # a prefix of three lands: none of them
    d.distance.setValue(3)
    d.commit()
    assert d.isVisible() and d.refusal.sections == ("2.1",) and len(window.session) == 1
    d.land.setEditText("b12")  # the label in full, case aside
    d.commit()
    assert not d.isVisible() and window.session.events[-1] == Move(marker="Rot 2", to="Brush:B12", distance=3)


def test_naming_a_land_refuses_a_label_in_use_and_forgets_the_refusal_when_retyped(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("land")
    assert d.focusWidget() is d.terrain
    d.terrain.setCurrentIndex(d.terrain.findData("Hills"))
    d.name.setText("B12")  # the board has a B12 already
    d.commit()
    assert d.isVisible() and "gibt es schon" in d.refusal.plain_text()
    d.name.setText("Q7")
    assert not d.refusal.isVisible()  # the refusal was about what was typed before
    d.commit()
    assert not d.isVisible() and window.session.events[-1] == LandNamed(terrain="Hills", name="Q7")
    terrains = [d.terrain.itemData(i) for i in range(d.terrain.count())]
    assert "Citytower" not in terrains and "City" not in terrains and "Brush" in terrains  # fixed by the set-up


def test_the_board_file_is_loaded_once_and_offered_for_the_next_game(window: Any) -> None:
    """A table loads its board list once: the next Gods of Titan set-up starts with the same file."""
    from tests.ui.helpers import BOARD_FILE

    window.new_game()
    assert window.dialog.setup_form.board.text() == ""  # a new table: no board yet
    window.dialog.reject()
    new_got_game(window)  # with the board file
    window.new_game()
    again = window.dialog
    assert again.setup_form.board.text() == BOARD_FILE
    again.commit()
    assert again.result() == 1 and any(x.label == "B12" for x in window.service.open(again.game_id).state.lands)


def test_a_move_or_a_teleport_names_a_new_land_with_its_terrain(window: Any, qtbot: Any) -> None:
    """Issue 35, item 4: a label the game does not know shows the terrain to name it with; OK enters the naming and
    the move; the teleport dialog shows no refusal before a land is typed."""
    from referee.got.events import Teleport

    new_got_game(window)
    d = window.open_entry("move")
    assert not d.land.terrain.isVisibleTo(d)  # nothing typed: no terrain asked
    d.army.setCurrentIndex(d.army.findData("Rot 2"))
    d.land.setEditText("Q9")
    assert d.land.terrain.isVisibleTo(d)  # a new land: its terrain
    d.land.terrain.setCurrentIndex(d.land.terrain.findData("Hills"))
    d.distance.setValue(3)
    d.commit()
    assert not d.isVisible()
    assert window.session.events[-2:] == (LandNamed(terrain="Hills", name="Q9"), Move(marker="Rot 2", to="Hills:Q9",
                                                                                        distance=3))
    t = window.open_entry("teleport")
    assert not t.refusal.isVisible() and not t.ok.isEnabled()  # no red "'' unknown" before anything is typed
    t.via_from.setCurrentIndex(t.via_from.findData("Tower:Tower Rot"))
    t.via_to.setCurrentIndex(t.via_to.findData("Tower:Tower Blau"))
    assert not t.refusal.isVisible()
    t.land.setEditText("Q10")
    assert not t.refusal.isVisible() and not t.ok.isEnabled()  # the terrain of the new land still to choose
    t.land.terrain.setCurrentIndex(t.land.terrain.findData("Plains"))
    t.distance.setValue(2)
    assert t.ok.isEnabled(), t.refusal.plain_text()
    t.commit()
    assert window.session.events[-2] == LandNamed(terrain="Plains", name="Q10")
    assert isinstance(window.session.events[-1], Teleport) and window.session.events[-1].to == "Plains:Q10"
    label = window.session.events[-1].label()  # the history reads the lands as the table does, not "Plains:Q10"
    assert "⇝ Q10 (Plains)" in label and "Tower Rot → Tower Blau" in label and ":" not in label, label
