"""A short Burgenkrieg game entered entirely through the app: set-up form (2 players and 2 teams),
creatures entering, a refused entry with its section, combat through a wall, assassination and rebuild
with their math, undo/redo, the zone sheet printed to PDF; the page's models under qtmodeltester."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.burgenkrieg import view
from referee.burgenkrieg.engine import BurgenkriegEngine
from referee.burgenkrieg.events import CreatureEnters, CreatureUpdate, PlayerSpec, Setup, Turn
from referee.burgenkrieg.state import BkState, Creature
from referee.core.journal import Journal
from tests.hang import HANG_MS
from ui.games.burgenkrieg.models import CreaturesModel, ZonesModel
from ui.qt import QtCore
from ui.service import GameService, OpenGame


def new_game(window: Any, team: bool = False) -> None:
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("burgenkrieg"))
    form = d.setup_form
    assert form is not None and type(form).__name__ == "BurgenkriegSetup"
    form.mode.setCurrentIndex(form.mode.findData(4 if team else 2))
    d.commit()
    assert d.result() == 1, d.refusal.text()


def entry(window: Any, key: str) -> Any:
    d = window.open_entry(key)
    assert d is not None
    return d


def commit(d: Any) -> None:
    d.commit()
    assert d.result() == 1, d.refusal.text()


def turn(window: Any, player: str) -> None:
    d = entry(window, "turn")
    d.player.setCurrentIndex(d.player.findData(player))
    commit(d)


def phase(window: Any, value: str) -> None:
    d = entry(window, "phase")
    d.phase.setCurrentIndex(d.phase.findData(value))
    commit(d)


def enter(window: Any, controller: str, zone: str, name: str, power: int, toughness: int,
          haste: bool = False) -> Any:
    d = entry(window, "enters")
    d.controller.setCurrentIndex(d.controller.findData(controller))
    d.zone.setCurrentIndex(d.zone.findData(zone))
    d.name.setText(name)
    d.power.setValue(power)
    d.toughness.setValue(toughness)
    d.haste.setChecked(haste)
    commit(d)
    return d


def zone_of(window: Any, cid: str) -> str:
    from referee.burgenkrieg import zones as z

    return z.name(window.session.state.creature(cid).zone)


def test_setup_form_two_teams(window: Any) -> None:
    new_game(window, team=True)
    s = window.session.state
    assert s.team and [p.role.value for p in s.players] == ["burgherr", "burgherr", "kommandant", "kommandant"]
    # a team's inner wall holds the commander's 15 life instead of 10 DP (§ multiplayer)
    assert window.page.zones.points("A.innen") == "15/15" and window.page.zones.points("A.aussen") == "5/5"
    # a commander may not bring creatures into the bodyguard zone (§ multiplayer)
    d = entry(window, "enters")
    d.controller.setCurrentIndex(d.controller.findData("Cleo"))
    assert [d.zone.itemData(i) for i in range(d.zone.count())] == ["A.innen", "A.aussen"]
    d.reject()


def test_setup_refusal_same_names(window: Any, store: Any) -> None:
    window.new_game()
    d = window.dialog
    d.game.setCurrentIndex(d.game.findData("burgenkrieg"))
    d.setup_form.names[1].setText("Anna")
    d.commit()
    assert d.isVisible() and "verschieden" in d.refusal.text() and store.list_games() == []


def test_a_new_creature_belongs_to_the_player_whose_turn_it_is(window: Any) -> None:
    """The entry dialog proposes the player at turn as the controller (a tester's Ben-turn creature came in as
    Anna's), and names it as the table does: ``Ork``, the second ``Ork 2``, never ``ork1``."""
    new_game(window)
    assert window.page.indicator.text().endswith(" — vor dem ersten Zug")  # who begins is the table's choice
    turn(window, "Ben")
    assert "vor dem ersten Zug" not in window.page.indicator.text()
    d = entry(window, "enters")
    assert d.controller.currentData() == "Ben"
    assert d.zone.itemData(0) == "B.aussen"
    d.reject()
    enter(window, "Ben", "B.aussen", "Ork", 3, 2)
    enter(window, "Ben", "B.aussen", "Ork", 3, 2)
    assert [c.id for c in window.session.state.creatures] == ["Ork", "Ork 2"]
    turn(window, "Anna")
    d = entry(window, "enters")
    assert d.controller.currentData() == "Anna"
    d.reject()


def test_short_game_through_the_dialogs(window: Any, tmp_path: Path) -> None:
    new_game(window)
    page = window.page
    assert type(page).__name__ == "BurgenkriegPage"
    assert [page.zones.points(z) for z in ("A.leibwache", "A.innen", "A.aussen")] == ["15/15", "10/10", "5/5"]
    turn(window, "Anna")
    # only own zones are offered for a creature (§ kreaturen)
    d = entry(window, "enters")
    assert [d.zone.itemData(i) for i in range(d.zone.count())] == ["A.leibwache", "A.innen", "A.aussen"]
    d.reject()
    enter(window, "Anna", "A.aussen", "Riese", 7, 7, haste=True)
    enter(window, "Anna", "A.aussen", "Ork", 3, 2, haste=True)
    enter(window, "Ben", "B.aussen", "Wache", 1, 3)
    enter(window, "Ben", "B.aussen", "Drache", 9, 9)
    enter(window, "Ben", "B.aussen", "Ritter", 6, 2)
    # Ben is offered only his own zones (§ kreaturen)
    d = entry(window, "enters")
    d.controller.setCurrentIndex(d.controller.findData("Ben"))
    assert [d.zone.itemData(i) for i in range(d.zone.count())] == ["B.aussen", "B.innen", "B.leibwache"]
    d.reject()
    phase(window, "haupt")
    phase(window, "kampf")
    c = entry(window, "combat")
    # Ork 3/2 against B's outer wall (5 DP): the suggested split puts all 3 on the wall
    box = c.strikes[0]
    box.attacker.setCurrentIndex(box.attacker.findData("Ork"))
    assert box.spins["to_wall"].value() == 3 and box.spins["to_trigger"].value() == 0
    # refused: damage to the movement trigger before the wall got its 5 DP; shown with § kampf, nothing stored
    n = len(window.session)
    box.spins["to_wall"].setValue(1)
    box.spins["to_trigger"].setValue(2)
    assert "§ Kampf und Kreaturenbewegung" in c.outcome.text()
    c.commit()
    assert c.isVisible() and c.refusal.sections == ("kampf",) and len(window.session) == n
    box.spins["to_wall"].setValue(3)
    box.spins["to_trigger"].setValue(0)
    # the text's trample example: 7/7 blocked by a 3-toughness creature, 3 to the blocker, 2 wall, 2 trigger
    box2 = c.add_strike()
    box2.attacker.setCurrentIndex(box2.attacker.findData("Riese"))
    box2.blockers.check("Wache")
    box2.trample.setChecked(True)
    box2.spins["to_blockers"].setValue(3)
    box2.spins["to_wall"].setValue(2)
    box2.spins["to_trigger"].setValue(2)
    box2.enter.setChecked(True)
    assert "B" in c.outcome.text() and "5 → 0" in c.outcome.text() and "Riese" in c.outcome.text()
    # the Wache takes lethal damage and falls, the Riese takes the Wache's 1 (§ kampf)
    assert "Wache fällt (tödlicher Schaden)" in c.outcome.text() and "Riese: 1 Schaden" in c.outcome.text()
    commit(c)
    s = window.session.state
    assert [f.id for f in s.fallen] == ["Wache"] and "gefallen: Wache" in page.indicator.text()
    assert s.values[3] == 0 and zone_of(window, "Riese") == "B.aussen" and zone_of(window, "Ork") == "A.aussen"
    assert page.zones.points("B.aussen") == "0/5"
    # Anna now reaches B's inner wall (§ reichweite)
    assert "Innerer Schutzwall B" in page.reach.text()
    # undo and redo the combat
    window.undo()
    assert window.session.state.values[3] == 5 and page.zones.points("B.aussen") == "5/5"
    window.redo()
    assert window.session.state.values[3] == 0
    # Ben's turn: Meucheln on the intruding Riese (toughness 7)
    # no new creature can come into B's outer wall now that an intruder is there (§ kreaturen)
    d = entry(window, "enters")
    d.controller.setCurrentIndex(d.controller.findData("Ben"))
    assert [d.zone.itemData(i) for i in range(d.zone.count())] == ["B.innen", "B.leibwache"]
    d.reject()
    turn(window, "Ben")
    a = entry(window, "assassinate")
    assert a.intruder.currentData() == "Riese"
    # the Wache fell in the combat; Drache and Ritter checked: 9 + 6 = 15 ÷ 7 = 2
    assert "15 ÷ Widerstandskraft 7 = 2" in a.math.text() and "§ Meucheln" in a.math.text()
    a.tapped.check("Drache", False)
    assert "kleiner als die Widerstandskraft 7" in a.math.text()
    a.commit()
    assert a.isVisible() and a.refusal.sections == ("meucheln",)
    a.tapped.check("Drache")
    a.tapped.check("Ritter", False)
    assert "9 ÷ Widerstandskraft 7 = 1" in a.math.text()
    a.raised.setChecked(True)
    a.raised_value.setValue(10)
    a.top_up.check("Ritter")
    # top up after the raise: 9 + 6 = 15 ÷ 10 = 1
    assert "15 ÷ Widerstandskraft 10 = 1" in a.math.text()
    commit(a)
    riese = window.session.state.creature("Riese")
    assert riese.damage == 1 and riese.toughness == 10


def test_rebuild_dialog_shows_the_math(window: Any) -> None:
    new_game(window)
    turn(window, "Anna")
    enter(window, "Anna", "A.aussen", "Ork", 4, 4, haste=True)
    turn(window, "Ben")
    enter(window, "Ben", "B.aussen", "Golem", 4, 4, haste=True)
    enter(window, "Ben", "B.aussen", "Zwerg", 3, 3, haste=True)
    phase(window, "kampf")
    c = entry(window, "combat")
    c.strikes[0].attacker.setCurrentIndex(c.strikes[0].attacker.findData("Golem"))
    c.strikes[0].blockers.check("Ork", False)
    commit(c)  # 4 of Anna's 5 DP
    assert window.session.state.values[2] == 1
    r = entry(window, "rebuild")
    assert r.zone.count() == 0 and r.refusal.sections == ("wiederaufbau",)  # not Anna's upkeep
    r.reject()
    turn(window, "Anna")
    enter(window, "Anna", "A.aussen", "Bauer", 2, 1)
    r = entry(window, "rebuild")
    assert r.zone.currentData() == "A.aussen"
    # Ork 4 + Bauer 2 = 6 ÷ 3 = 2, and 1 + 2 = 3 is below the start value 5
    assert "6 ÷ 3 = 2" in r.math.text() and "1 + 2 = 3" in r.math.text()
    r.tapped.check("Bauer", False)
    assert "4 ÷ 3 = 1" in r.math.text() and "1 + 1 = 2" in r.math.text()
    r.tapped.check("Ork", False)
    r.tapped.check("Bauer")
    assert "nicht" in r.math.text() and "3" in r.math.text()  # total power 2 is not enough
    r.tapped.check("Ork")
    commit(r)
    assert window.session.state.values[2] == 3


def test_print_zone_sheet(window: Any, tmp_path: Path) -> None:
    new_game(window)
    turn(window, "Anna")
    enter(window, "Anna", "A.innen", "Wolf", 2, 2)
    window.menus["print"].aboutToShow.emit()
    enabled = [a.text() for a in window.menus["print"].actions() if a.isEnabled() and "(leer)" not in a.text()]
    assert any("Burgenkrieg" in t for t in enabled)
    preview = window.print_preview("burgenkrieg-zones")
    assert preview.ok and preview.pages >= 1, preview.refusal.text()
    out = preview.save_as(str(tmp_path / "zonen.pdf"))
    import pypdf

    text = "".join(p.extract_text() for p in pypdf.PdfReader(out).pages)
    assert "Anna" in text and "Wolf" in text
    preview.reject()


@pytest.mark.parametrize("team", [False, True])
def test_models(qtmodeltester: Any, team: bool) -> None:
    players = (PlayerSpec(name="A1", side="A"), PlayerSpec(name="B1", side="B"))
    j: Journal[BkState] = Journal(BurgenkriegEngine())
    j.append(Setup(players=players))
    j.append(Turn(player="A1"))
    j.append(CreatureEnters(id="w", name="Wolf", controller="A1", zone="A.aussen", power=2, toughness=3))
    s = view.summary(j.state)
    zones, creatures = ZonesModel(), CreaturesModel()
    for m in (zones, creatures):
        qtmodeltester.check(m)
        m.set_summary(s)
        qtmodeltester.check(m)
    assert zones.rowCount() == 6 and zones.row(2)[2] == "5/5" and "Wolf 2/3 (A1)" in zones.row(2)[3]
    assert creatures.rowCount() == 1 and creatures.row(0)[:3] == ("w", "Wolf", "A1")
    assert creatures.data(creatures.index(0, 7), QtCore.Qt.ItemDataRole.DisplayRole) == "✓"


def test_english(window: Any) -> None:
    new_game(window)
    window.set_language("en")
    page = window.page
    assert page.zones_title.text() == "<b>Zones (castle A at the top, castle B at the bottom)</b>"
    page.refresh(window.session)
    assert page.zones.row(1)[:2] == ("Inner wall A", "defence points")
    assert [label for _, label in page.entry_actions()][:2] == ["Turn begins …", "Next phase …"]
    turn(window, "Anna")
    d = entry(window, "move")  # a label inherited from OptionCreatureDialog
    assert d.form.labelForField(d.creature).text() == "Creature"
    assert "main phase" in d.refusal.text()
    d.reject()


class Table:
    """Just what an entry dialog reads of a session: its game, the state and the referee's options."""

    game = "burgenkrieg"

    def __init__(self, state: Any) -> None:
        self.state = state

    def options(self) -> Any:
        return BurgenkriegEngine().options(self.state)


def session(store: Any, setup: Setup) -> OpenGame:
    """A stored game with its set-up, as the app opens it (dialogs add to it)."""
    return GameService(store=store).new_game(game="burgenkrieg", setup=setup)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["A1", "B1"]), st.integers(0, 5)), max_size=6))
def test_enter_dialog_offers_exactly_the_legal_zones(qapp: Any, placements: list[tuple[str, int]]) -> None:
    """Whatever stands where, a zone is offered iff the referee accepts a creature there (§ kreaturen)."""
    from referee.burgenkrieg import zones as z
    from referee.core.errors import RefereeError
    from ui.games.burgenkrieg.dialogs import EntersDialog

    engine = BurgenkriegEngine()
    state = engine.replay([Setup(players=(PlayerSpec(name="A1", side="A"), PlayerSpec(name="B1", side="B"))),
                           Turn(player="A1")])
    # creatures may stand in any zone after combats; put them there directly
    state = dataclasses.replace(state, creatures=tuple(
        Creature(id=f"c{n}", name="X", controller=p, owner=p, zone=zone, power=1, toughness=1)
        for n, (p, zone) in enumerate(placements)))
    for player in ("A1", "B1"):
        d = EntersDialog(Table(state))  # type: ignore[arg-type]
        d.controller.setCurrentIndex(d.controller.findData(player))
        offered = {d.zone.itemData(i) for i in range(d.zone.count())}
        for zone in z.ZONE_NAMES:
            ev = CreatureEnters(id="neu", name="Neu", controller=player, zone=zone, power=1, toughness=1)
            try:
                engine.apply(state, ev)
                accepted = True
            except RefereeError:
                accepted = False
            assert accepted == (zone in offered), (player, zone, offered)
        d.deleteLater()


def _ok(d: Any) -> None:
    d.commit()
    assert d.result() == 1, d.refusal.text()
    d.deleteLater()


def test_update_control_forced_life_leaves(qapp: Any, store: Any) -> None:
    from referee.burgenkrieg.events import NextPhase, Phase
    from ui.games.burgenkrieg import dialogs as bd

    j = session(store, Setup(players=(PlayerSpec(name="A1", side="A"), PlayerSpec(name="B1", side="B"))))
    for ev in (Turn(player="A1"),
               CreatureEnters(id="w", name="Wolf", controller="A1", zone="A.aussen", power=2, toughness=2),
               CreatureEnters(id="m", name="Maus", controller="A1", zone="A.innen", power=1, toughness=1)):
        j.add(ev)
    u = bd.UpdateDialog(j)
    u.creature.setCurrentIndex(u.creature.findData("w"))
    assert (u.power.value(), u.toughness.value(), u.damage.value()) == (2, 2, 0)
    u.commit()  # nothing changed: refused, nothing stored
    assert u.result() == 0 and "nichts geändert" in u.refusal.text() and len(j) == 4
    u.damage.setValue(1)
    _ok(u)
    assert j.events[-1] == CreatureUpdate(creature="w", damage=1)  # only what changed
    j.add(Turn(player="A1"))  # the Maus loses its summoning sickness
    j.add(NextPhase(phase=Phase.COMBAT))
    f = bd.ForcedAdvanceDialog(j)
    # the Maus in the inner wall has only own, held zones next to it; the Wolf can attack B's outer wall
    assert [f.creature.itemData(i) for i in range(f.creature.count())] == ["m"]
    _ok(f)
    assert j.state.creature("m").zone == 2  # A.aussen, one zone forward (§ sonstiges)
    c = bd.ControlDialog(j)
    c.creature.setCurrentIndex(c.creature.findData("w"))
    assert [c.new.itemData(i) for i in range(c.new.count())] == ["B1"]
    _ok(c)
    # towards B until a zone where B1 has creatures: none, so back to B1's bodyguard zone (§ sonstiges)
    assert j.state.creature("w").zone == 5 and j.state.creature("w").controller == "B1"
    life = bd.LifeDialog(j)
    life.player.setCurrentIndex(life.player.findData("B1"))
    life.commit()
    assert life.result() == 0 and "0" in life.refusal.text()
    life.change.setValue(-3)
    _ok(life)
    assert j.state.values[5] == 12
    gone = bd.LeavesDialog(j)
    gone.creature.setCurrentIndex(gone.creature.findData("w"))
    _ok(gone)
    assert [c.id for c in j.state.creatures] == ["m"]


def test_team_commander_inactive_until_rebuilt(qapp: Any, store: Any) -> None:
    from referee.burgenkrieg.events import Role
    from ui.games.burgenkrieg import combat as bc
    from ui.games.burgenkrieg import dialogs as bd

    j = session(store, Setup(players=(PlayerSpec(name="A1", side="A"), PlayerSpec(name="B1", side="B"),
                                      PlayerSpec(name="A2", side="A", role=Role.COMMANDER),
                                      PlayerSpec(name="B2", side="B", role=Role.COMMANDER))))
    j.add(Turn(player="A1"))
    j.add(CreatureEnters(id="g", name="Golem", controller="A1", zone="A.innen", power=4, toughness=4))
    life = bd.LifeDialog(j)
    life.player.setCurrentIndex(life.player.findData("A2"))
    life.change.setValue(-20)
    _ok(life)
    # the commander's life never drops below 0; at 0 he is inactive and brings no creatures (§ multiplayer)
    assert j.state.values[1] == 0 and j.state.inactive == ("A2",)
    e = bd.EntersDialog(j)
    assert "A2" not in [e.controller.itemData(i) for i in range(e.controller.count())]
    e.deleteLater()
    j.add(Turn(player="A1"))
    r = bc.RebuildDialog(j)
    assert r.zone.currentData() == "A.innen" and "4 ÷ 3 = 1" in r.math.text() and "0 + 1 = 1" in r.math.text()
    _ok(r)
    assert j.state.values[1] == 1 and j.state.inactive == ()


def test_rebuild_dialog_says_why_not_in_the_referees_words(window: Any) -> None:
    from referee.burgenkrieg.rules import RULES

    new_game(window)
    turn(window, "Anna")
    r = entry(window, "rebuild")  # no wall of Anna's is damaged
    assert r.zone.count() == 0 and r.refusal.sections == ("wiederaufbau",)
    assert r.refusal.message.startswith("Kein eigener Wall ist beschädigt")
    assert f"1 Punkt je {RULES.rebuild.power_per_point} Gesamtstärke" in r.refusal.message
    r.reject()


def test_permanents_spells_and_counts_through_the_dialogs(qapp: Any, store: Any) -> None:
    """Issue 27: a land and an enchantment in their zones, a spell offered only targets in reach, the counts;
    each entry in words in the history and undoable (§ reichweite)."""
    from referee.burgenkrieg.events import Cast, Counts, PermanentEnters, PermanentKind
    from ui.games.burgenkrieg import permanents as bp

    j = session(store, Setup(players=(PlayerSpec(name="A1", side="A"), PlayerSpec(name="B1", side="B"))))
    for ev in (Turn(player="A1"),
               CreatureEnters(id="Wolf", name="Wolf", controller="A1", zone="A.innen", power=2, toughness=2),
               CreatureEnters(id="Ork", name="Ork", controller="B1", zone="B.aussen", power=3, toughness=3),
               CreatureEnters(id="Hexe", name="Hexe", controller="B1", zone="B.innen", power=1, toughness=1)):
        j.add(ev)
    p = bp.PermanentDialog(j)
    assert p.controller.currentData() == "A1"  # the player on turn
    p.name.setText("Wald")
    p.kind.setCurrentIndex(p.kind.findData("land"))
    assert [p.place.itemData(i) for i in range(p.place.count())] == ["zone:A.leibwache", "zone:A.innen",
                                                                     "zone:A.aussen"]
    p.place.setCurrentIndex(p.place.findData("zone:A.leibwache"))
    _ok(p)
    assert j.events[-1] == PermanentEnters(id="Wald", name="Wald", kind=PermanentKind.LAND, controller="A1",
                                           zone="A.leibwache")
    p = bp.PermanentDialog(j)
    p.name.setText("Fluch")
    p.kind.setCurrentIndex(p.kind.findData("verzauberung"))
    places = [p.place.itemData(i) for i in range(p.place.count())]
    # on the Ork in B's outer wall, in reach; not on the Hexe in B's inner wall (§ reichweite)
    assert "card:Ork" in places and "card:Wolf" in places and "card:Hexe" not in places
    p.place.setCurrentIndex(p.place.findData("card:Ork"))
    _ok(p)
    assert j.state.permanent("Fluch").zone == 3
    assert j.history()[-1].label == "A1: Fluch (Verzauberung) auf Ork"  # in words in the history
    c = bp.CastDialog(j)
    targets = [c.targets.item(i).data(QtCore.Qt.ItemDataRole.UserRole) for i in range(c.targets.count())]
    assert {"Wolf", "Ork", "Fluch", "Wald", "A1"} <= set(targets) and "Hexe" not in targets and "B1" not in targets
    assert [c.source.itemData(i) for i in range(c.source.count())] == ["", "Wolf", "Wald", "Fluch"]
    c.name.setText("Blitz")
    c.targets.check("Ork")
    _ok(c)
    assert j.events[-1] == Cast(player="A1", name="Blitz", targets=("Ork",))
    n = bp.CountsDialog(j)
    assert n.spins["graveyard"].value() == 0 and n.spins["hand"].value() == -1  # not counted yet
    n.spins["hand"].setValue(6)
    n.spins["mana"].setValue(2)
    _ok(n)
    assert j.events[-1] == Counts(player="A1", mana=2, hand=6)
    j.undo()
    assert j.state.counts_of("A1").hand is None
    gone = bp.PermanentLeavesDialog(j)
    gone.permanent.setCurrentIndex(gone.permanent.findData("Wald"))
    _ok(gone)
    assert [q.id for q in j.state.permanents] == ["Fluch"]


def test_the_quick_line_enters_attacks_and_ends_phases(window: Any, qtbot: Any) -> None:
    """Issue 25: typed lines with the live verdict (green before Enter, the refusal with its section after)."""
    new_game(window)
    turn(window, "Anna")
    line = window.quick.line
    assert "Riese > äu B" in line.placeholderText()

    def type_line(text: str, *, ok: bool = True) -> None:
        before = len(window.session)
        line.clear()
        qtbot.keyClicks(line, text)
        qtbot.waitUntil(window.quick.judge.idle, timeout=120_000)  # the answer comes off the UI thread
        assert ("✓" in window.quick.meaning.text()) == ok, (text, window.quick.meaning.text())
        qtbot.keyClick(line, QtCore.Qt.Key.Key_Return)
        assert len(window.session) == before + (1 if ok else 0), (text, window.quick.refusal.text())

    # typed key by key (the test's keys are ASCII: "au" names the outer wall as "äu" does)
    type_line("Riese 7/7 au eile")
    type_line("Ben: Wache 1/3 au")
    type_line("Ben: Elf 1/1 au A", ok=False)  # Anna's outer wall is no zone of Ben's (§ kreaturen)
    assert "kreaturen" in window.quick.refusal.sections
    type_line("Riese > au", ok=False)  # not in the combat phase yet: the referee says so
    assert window.quick.refusal.sections == ("kampf",)
    type_line("w")
    type_line("w")
    assert window.session.state.phase.value == "kampf"
    type_line("Ri > au x Wa")
    s = window.session.state
    assert [c.id for c in s.fallen] == ["Wache"] and s.creature("Riese").damage == 1
    assert window.session.history()[-1].label == (
        "Angriff: Riese → Äußerer Schutzwall B (geblockt von Wache, 7 Schaden an Blocker)")
    # the name of an entry still opens its dialog, as the hint says
    r = window.page.read_line(window.session, "Kampf")
    assert r is not None and r.action == "combat"


def test_enter_with_the_completion_list_open_leaves_the_line_empty(window: Any, qtbot: Any) -> None:
    """Enter while the completion list is open (the keys then go to the list) makes the entry, and the list does not
    put its highlighted word into the emptied line (it did: "Zug beginnt" stood before the next entry typed)."""
    new_game(window)
    line, popup = window.quick.line, window.quick.completer.popup()
    line.setFocus()
    qtbot.keyClicks(line, "zug")
    qtbot.waitUntil(window.quick.judge.idle, timeout=HANG_MS)  # the answer comes off the UI thread
    qtbot.waitUntil(popup.isVisible, timeout=HANG_MS)
    before = len(window.session)
    qtbot.keyClick(popup, QtCore.Qt.Key.Key_Return)  # where a real keyboard's Enter goes while the list is open
    assert len(window.session) == before + 1 and window.session.state.active == "Anna"
    assert line.text() == "" and not popup.isVisible()


def test_control_of_an_artifact_through_the_dialog(window: Any) -> None:
    """§ sonstiges: any permanent changes controller (the Kontrollwechsel dialog lists them by name); Ben's Turm
    in his inner wall comes to Anna's outer wall, where her Ork stands."""
    from referee.burgenkrieg.events import PermanentEnters, PermanentKind

    new_game(window)
    turn(window, "Anna")
    enter(window, "Anna", "A.aussen", "Ork", 3, 2)
    window.session.add(PermanentEnters(id="Turm", name="Turm", kind=PermanentKind.ARTIFACT, controller="Ben",
                                       zone="B.innen"))
    d = entry(window, "control")
    labels = [d.creature.itemText(i) for i in range(d.creature.count())]
    assert any(t.startswith("Turm (Artefakt, Ben,") for t in labels), labels
    d.creature.setCurrentIndex(d.creature.findData("Turm"))
    assert [d.new.itemData(i) for i in range(d.new.count())] == ["Anna"]
    commit(d)
    p = window.session.state.permanent("Turm")
    assert (p.controller, p.zone) == ("Anna", 2)
