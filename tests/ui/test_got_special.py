"""The entries of issue 16 through the app's dialogs: each opened from the page, offering only the legal values
of the referee's options, committed and read back from the journal and the history.

Tables that a few entries cannot reach (a Phantom in the Dungeon, the Dark-Titan in the City) are made by hand
as in the referee's tests and put in place of the journal's last state (:func:`hand_made`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from referee.got import events as ev
from referee.got.lands import Land, Terrain
from referee.got.payloads import DarkenPayload, EndBattlePayload, SpyPayload
from referee.got.state import Army, Counts, GotState, Phase
from tests.got.helpers import BOARD
from ui.qt import QtCore

from .helpers import end_turns_until, move, new_got_game, recruit

CITY, DUNGEON = Land(Terrain.CITY, "City"), Land(Terrain.DUNGEON, "Dungeon")
PLAINS, BRUSH, MARSH = Land(Terrain.PLAINS, "P"), Land(Terrain.BRUSH, "B"), Land(Terrain.MARSH, "M")


def darklord_game(window: Any) -> None:
    """Anna/Rot, Ben/Grün, Cleo/Gelb with the elements Asher, Golem, Zephyra; Dora the Darklord."""
    players = tuple(ev.PlayerSetup(n, "titan", c, i, element=e) for i, (n, c, e) in enumerate(
        (("Anna", "Rot", "Asher"), ("Ben", "Grün", "Golem"), ("Cleo", "Gelb", "Zephyra")), start=1))
    game = window.service.new_game(game="got", setup=ev.GameSetup(
        players=(*players, ev.PlayerSetup("Dora", "darklord", "Schwarz", 4)), board=BOARD))
    window.open_game(game.id)


def hand_made(window: Any, state: GotState) -> None:
    """Put ``state`` in place of the journal's last state (test only: the entries after it are checked on it)."""
    window.session.journal._states[-1] = state
    window.refresh()


def put(state: GotState, marker: str, owner: str, land: Land, figures: list[str], moved: int | None = None) -> GotState:
    return state.with_army(Army(marker, owner, land, Counts.of(figures), moved=moved))


def kinds(window: Any) -> set[str]:
    return {o.kind for o in window.session.options() if o.allowed}


def items(box: Any) -> list[Any]:
    return [box.itemData(i) for i in range(box.count())]


def last_label(window: Any) -> str:
    """The last line of the history, without its number."""
    return window.history.entry_text(len(window.session)).split(". ", 1)[1].split(" — ", 1)[0]


def test_teleport_offers_the_kinds_and_towers_of_the_option(window: Any, qtbot: Any) -> None:
    new_got_game(window)
    assert "teleport" in kinds(window)
    d = window.open_entry("move")  # the move dialog has no teleport flag: its button opens the teleport
    d.army.setCurrentIndex(d.army.findData("Rot 2"))
    qtbot.mouseClick(d.teleport, QtCore.Qt.MouseButton.LeftButton)
    t = window.dialog
    assert not d.isVisible() and type(t).__name__ == "TeleportDialog" and t.army.currentData() == "Rot 2"
    assert items(t.army) == ["Rot 1", "Rot 2"]  # not the tower garrison (25.7)
    assert items(t.kind) == ["tower"] and "Whirl-Teleport: keine See-Armee" in t.note.text()
    assert items(t.via_from) == ["Tower:Tower Rot", "Tower:Tower Blau", "Tower:Tower Grün"]  # own first, none neutral (9.3)
    t.via_from.setCurrentIndex(t.via_from.findData("Tower:Tower Rot"))
    assert items(t.via_to) == [None, "Tower:Tower Blau", "Tower:Tower Grün"] and not t.ok.isEnabled()  # to choose
    t.via_to.setCurrentIndex(t.via_to.findData("Tower:Tower Blau"))
    assert t.permission.text() == "Cleo erlaubt es"  # another player's tower: chosen means allowed (9.3, 23.8)
    assert not t.form.isRowVisible(t.whirl_from) and not t.form.isRowVisible(t.target)
    t.land.setEditText("P9")
    t.distance.setValue(3)
    assert t.ok.isEnabled() and not t.refusal.isVisible()
    t.commit()
    assert window.session.events[-1] == ev.Teleport(marker="Rot 2", kind=ev.TeleportKind.TOWER, to="Plains:P9",
                                                    distance=3, via_from="Tower:Tower Rot", via_to="Tower:Tower Blau",
                                                    permitted_by=("Cleo",))
    assert "Tower-Teleport" in last_label(window)


def test_a_move_into_the_full_garrison_offers_the_figures_that_make_room(window: Any) -> None:
    new_got_game(window)
    move(window, "Rot 2", "Brush", "B", 3)
    recruit(window, "Rot 2", "Gargoyle")
    end_turns_until(window, "Anna", 2)
    d = window.open_entry("move")
    d.army.setCurrentIndex(d.army.findData("Rot 2"))
    assert not d.leaves.isVisibleTo(d)
    d.land.setEditText("Tower Rot")
    d.distance.setValue(2)
    assert d.leaves.isVisibleTo(d) and "25.7" in d.leaves_label.text()  # 5 + 3 figures: one goes to the pool
    assert sorted(d.leaves.item(i).text() for i in range(d.leaves.count())) == \
        ["Angel", "Centaur", "Gargoyle", "Guardian", "Ogre"]
    d.leaves.item([d.leaves.item(i).text() for i in range(d.leaves.count())].index("Ogre")).setCheckState(
        QtCore.Qt.CheckState.Checked)
    d.commit()
    assert not d.isVisible(), d.refusal.text()
    assert window.session.events[-1].garrison_leaves == ("Ogre",)
    assert sorted(window.session.state.army("Rot Tower").figures.names()) == \
        ["Angel", "Centaur", "Centaur", "Gargoyle", "Gargoyle", "Gargoyle", "Guardian"]
    assert last_label(window).endswith("[Ogre → Pool]")


def test_darkening_and_spying_of_the_darklord(window: Any) -> None:
    darklord_game(window)
    assert "darken" in kinds(window) and "spy" not in kinds(window)
    d = window.open_entry("spy")  # Anna's turn: not on offer, and the dialog says why
    assert d.refusal.isVisible() and "23.3" in d.refusal.sections and not d.ok.isEnabled()
    d.reject()
    d = window.open_entry("darken")
    option = next(o for o in window.session.options() if o.kind == "darken")
    offer = option.payload_of(DarkenPayload)
    assert items(d.marker) == list(offer.darkened) and items(d.passer) == list(offer.passers)
    d.marker.setCurrentIndex(d.marker.findData("Schwarz 1"))
    d.passer.setCurrentIndex(d.passer.findData("Rot 1"))
    d.commit()
    assert window.session.events[-1] == ev.Darkened(marker="Schwarz 1", passer="Rot 1")
    assert last_label(window) == "Schwarz 1 verdunkelt sich: Rot 1 zieht durch"
    end_turns_until(window, "Dora")
    move(window, "Schwarz 1", "Darkland", "D1", 1)
    move(window, "Schwarz 3", "Darkland", "D3", 1)
    assert "spy" in kinds(window)
    d = window.open_entry("spy")
    option = next(o for o in window.session.options() if o.kind == "spy")
    spy = option.payload_of(SpyPayload)
    assert items(d.army) == list(spy.armies) == ["Schwarz 2"]
    # the Titan armies in the City cannot be reached: a black army never stands with them (23.5)
    assert items(d.target) == [t for t in spy.targets if t not in ("Rot 1", "Grün 1", "Gelb 1")]
    assert "Nicht erreichbar" in d.note.text() and "Rot 1: " in d.note.text()
    d.target.setCurrentIndex(d.target.findData("Grün 2"))
    d.distance.setValue(2)
    d.commit()
    assert window.session.events[-1] == ev.Spied(marker="Schwarz 2", target="Grün 2", distance=2)
    assert window.session.state.army("Schwarz 2").land.terrain is Terrain.DUNGEON
    assert last_label(window) == "Schwarz 2 spioniert Grün 2 aus → Dungeon"
    assert "spy" not in kinds(window)  # once a movement phase (9.5)


def test_reveal_with_the_marker_freed_and_the_marker_freed_later(window: Any) -> None:
    new_got_game(window)
    assert {"reveal", "reveal_free_marker", "resign"} <= kinds(window)
    d = window.open_entry("reveal")
    assert d.free_marker.isEnabled()
    d.free_marker.setChecked(True)
    d.commit()
    assert window.session.events[-1] == ev.TitanRevealed(player="Anna", free_marker=True)
    assert "Rot Titan" in [a.marker for a in window.session.state.armies_of("Anna")]
    d = window.open_entry("reveal")
    d.player.setCurrentIndex(d.player.findData("Cleo"))
    d.commit()
    assert "free_marker" in kinds(window)
    d = window.open_entry("free_marker")
    assert [d.chosen_at(i).entry for i in range(d.choices.count())] == [ev.MarkerFreed(player="Cleo")]
    d.commit()
    assert window.session.events[-1] == ev.MarkerFreed(player="Cleo")
    assert last_label(window) == "Cleo: Titan als Deckmärkchen, Märkchen frei"


def test_an_army_that_cannot_move_is_entered_with_its_reason(window: Any) -> None:
    new_got_game(window)
    end_turns_until(window, "Anna", 2)
    page = window.page
    assert page.moves.isVisible() and "Rot 2" in page.moves.text()
    assert "Bewegung ist noch nicht zu Ende: Diese Armeen stehen unter Zugzwang" in page.moves.text()
    assert "army_blocked" in page.moves.text()
    assert "army_blocked" in kinds(window)
    d = window.open_entry("army_blocked")
    assert items(d.army) == ["Rot 2"] and d.reason.currentText() and d.ok.isEnabled()  # Rot 1 stays in the City
    d.reason.setEditText("")
    assert not d.ok.isEnabled() and "8.4" in d.refusal.sections  # the reason is required
    d.reason.setCurrentIndex(0)
    d.commit()
    assert window.session.events[-1] == ev.ArmyBlocked(marker="Rot 2", reason="Alle Wege sind versperrt (8.4)")
    assert last_label(window) == "Rot 2 kann nicht ziehen: Alle Wege sind versperrt (8.4)"


def test_giving_up_needs_the_confirmation(window: Any) -> None:
    new_got_game(window)
    d = window.open_entry("resign")
    assert d.choices.count() == 1 and not d.ok.isEnabled()
    d.commit()
    assert d.isVisible() and len(window.session) == 1
    d.confirmed.setChecked(True)
    assert d.ok.isEnabled()
    d.commit()
    assert window.session.events[-1] == ev.PlayerResigned(player="Anna")
    assert last_label(window) == "Anna gibt die Partie auf"


def test_the_titan_revived_in_the_dungeon(window: Any) -> None:
    darklord_game(window)
    s = window.session.state
    s = put(s, "Rot 1", "Anna", DUNGEON, ["Phantom", "Ogre"])
    s = put(s, "Rot 2", "Anna", PLAINS, ["Asher", "Centaur", "Gargoyle"])
    anna = s.player("Anna")
    anna = dataclasses.replace(anna, phantom=True, titan_revealed=True, pool=anna.pool.minus(["Phantom"]).plus(["Titan"]))
    hand_made(window, dataclasses.replace(s.with_player(anna), phase=Phase.RECRUIT))
    assert "restore_titan" in kinds(window)
    d = window.open_entry("restore_titan")
    assert d.player.text() == "Anna" and items(d.element) == ["Asher"] and items(d.army) == ["Rot 1", "Rot 2"]
    d.army.setCurrentIndex(d.army.findData("Rot 2"))
    d.commit()
    assert window.session.events[-1] == ev.TitanRestored(player="Anna", marker="Rot 2", element="Asher")
    assert last_label(window) == "Anna: Titan wiederbelebt in Rot 2 (für Asher)"


def skycastle(window: Any) -> None:
    """Dora's Dark-Titan army in the City in her combat phase of round 11; the Titan players' armies hold end
    creatures."""
    darklord_game(window)
    end_turns_until(window, "Dora")
    s = window.session.state
    s = put(s, "Schwarz 1", "Dora", CITY, ["Dark-Titan", "Balrog", "Headcracker"], moved=3)
    s = put(s, "Grün 2", "Ben", PLAINS, ["Colossus", "Colossus", "Ogre"])
    s = put(s, "Gelb 2", "Cleo", BRUSH, ["Serpent", "Serpent", "Hydra", "Lion"])
    for name in ("Anna", "Ben", "Cleo", "Dora"):
        s = s.with_player(dataclasses.replace(s.player(name), titan_revealed=True))
    s = s.with_player(dataclasses.replace(s.player("Dora"), goals=("take_citytower",)))
    hand_made(window, dataclasses.replace(s, darklord_appeared=True, elements_destroyed=("Asher", "Golem", "Zephyra"),
                                          phase=Phase.BATTLE, round=11))  # after the pact (8.3)


def test_the_end_battle_in_the_skycastle(window: Any) -> None:
    skycastle(window)
    assert "end_battle" in kinds(window), [(o.kind, o.reason("en")) for o in window.session.options()]
    option = next(o for o in window.session.options() if o.kind == "end_battle")
    d = window.open_entry("end_battle")
    offered = {d.creatures.item(i).data(QtCore.Qt.ItemDataRole.UserRole) for i in range(d.creatures.count())}
    assert offered == set(option.payload_of(EndBattlePayload).creatures)
    assert d.tick("Grün 2", "Colossus") and d.tick("Gelb 2", "Serpent")
    assert d.ok.isEnabled() and "2 von höchstens 6" in d.count.text()
    d.commit()
    assert window.session.events[-1] == ev.EndBattleOpened(
        marker="Schwarz 1", god_army=(ev.GodSupporter("Grün 2", "Colossus"), ev.GodSupporter("Gelb 2", "Serpent")))
    assert "Endkampf im Skycastle" in window.page.battles.text()
    assert {"end_battle_round", "end_battle_conceded"} <= kinds(window)
    d = window.open_entry("end_battle")  # the battle runs: its next round
    assert type(d).__name__ == "EndBattleRoundDialog" and not d.dark.isEnabled()  # round 1: only the attacker (11.1)
    assert d.god_hits.maximum() == option.payload_of(EndBattlePayload).god_life
    d.god_hits.setValue(10)
    assert d.tick(d.god_army, ("Gelb 2", "Serpent"))
    d.commit()
    assert window.session.events[-1] == ev.EndBattleRound(round=1, beaten_god_army=(ev.GodSupporter("Gelb 2", "Serpent"),),
                                                          god_hits=10)
    assert last_label(window) == "Endkampf Runde 1: Serpent; God −10"
    d = window.open_entry("end_battle")
    assert d.dark.isEnabled() and [d.god_army.item(i).text() for i in range(d.god_army.count())] == ["Colossus (Grün 2)"]
    d.reject()
    d = window.open_entry("end_battle_end")
    assert d.choose("end_battle_conceded") and not d.choose("end_battle_ended")  # not decided yet
    d.commit()
    assert window.session.events[-1] == ev.EndBattleEnded(conceded=True)
    assert last_label(window) == "Endkampf: Darklord gibt auf"


def test_the_victory_points_are_shown_not_entered(window: Any) -> None:
    new_got_game(window)
    s = window.session.state  # Fort 1's neutral garrison beaten earlier (hand-made): the Fort stands empty
    hand_made(window, dataclasses.replace(s, armies=tuple(a for a in s.armies if a.land.label != "Fort 1")))
    move(window, "Rot 2", "Fort", "Fort 1", 3)  # an empty Fort taken by the move: credited by the journal (26.3)
    d = window.open_entry("victory")
    assert d.buttons.button(d.buttons.StandardButton.Ok) is None and d.goals.rowCount() == 14
    row = [d.goals.item(r, 3).text() for r in range(d.goals.rowCount())]
    assert any(text.startswith("✓ 2: Rot 2 → Fort 1 · 3") for text in row) and d.total.text() == "5"
    with_sections = [d.goals.item(r, 2).text() for r in range(d.goals.rowCount())]
    assert all(with_sections)
    d.reject()


def test_the_titan_armys_teleports_from_70_victory_points(window: Any) -> None:
    new_got_game(window)
    s = window.session.state
    vp70 = ("recruit_colossus", "take_citytower", "take_darktower", "titan_destroyed_1", "titan_destroyed_2",
            "darklord_destroyed", "recruit_basilisk", "recruit_hydra")
    s = s.with_player(dataclasses.replace(s.player("Anna"), goals=vp70, titan_revealed=True))
    hand_made(window, dataclasses.replace(s, round=11))  # after the pact (8.3)
    battle_teleports = [o.entry.to for o in window.session.options() if o.kind == "battle_teleport" and o.allowed]
    assert "Tower:Tower Grün" in battle_teleports
    d = window.open_entry("teleport")
    d.army.setCurrentIndex(d.army.findData("Rot 1"))
    assert items(d.kind) == ["tower", "titan-tower", "titan-battle"]  # free teleport from 80 VP (26.5)
    d.kind.setCurrentIndex(d.kind.findData("titan-tower"))
    assert "Fort:Fort 1" in items(d.via_to) and not d.form.isRowVisible(d.via_from)  # neutral towers too (26.5)
    d.kind.setCurrentIndex(d.kind.findData("titan-battle"))
    assert items(d.target) == battle_teleports and not d.distance.isEnabled()
    d.target.setCurrentIndex(d.target.findData("Tower:Tower Grün"))
    d.commit()
    assert window.session.events[-1] == ev.Teleport(marker="Rot 1", kind=ev.TeleportKind.TITAN_BATTLE, to="Tower:Tower Grün")
    assert last_label(window) == "Rot 1 ⇝ Tower Grün (Kampfteleport, 1)"  # the land as read, not its entry (35)
    assert "Rot 1 ⚔ Grün Tower" in window.page.battles.text()
