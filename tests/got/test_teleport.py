"""Teleports (9.1–9.5, 23.8, 26.5) on hand-made tables: who may teleport, between which lands, at what cost."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.option import of_kind, payloads
from referee.got import events as ev
from referee.got.engine import GotEngine
from referee.got.lands import Land, Terrain
from referee.got.payloads import TeleportPayload
from referee.got.state import GotState, Phase

from .tables16 import put as place
from .tables16 import table

ENGINE = GotEngine()
K = ev.TeleportKind
PLAINS = Land(Terrain.PLAINS, "P")
#: 60, 70 and 80 victory points of table 26.3
VP60 = ("recruit_colossus", "take_citytower", "take_darktower", "titan_destroyed_1", "titan_destroyed_2",
        "darklord_destroyed")
VP70 = (*VP60, "recruit_basilisk", "recruit_hydra")
VP80 = (*VP70, "recruit_serpent", "recruit_seaserpent")


def titan_table(goals: tuple[str, ...], *, revealed: bool = True) -> GotState:
    s = place(table(mover="Ben"), "Blau 1", PLAINS, ["Titan", "Colossus", "Ogre"])
    return s.with_player(replace(s.player("Ben"), goals=goals, titan_revealed=revealed))


def tp(marker: str, kind: ev.TeleportKind, to: str, distance: int = 1, **kw: object) -> ev.Teleport:
    return ev.Teleport(marker=marker, kind=kind, to=to, distance=distance, **kw)  # type: ignore[arg-type]


def test_a_move_flagged_teleport_is_refused_without_its_kind() -> None:
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(table(mover="Ben"), ev.Move(marker="Blau 2", to="Plains:X", distance=2, teleport=True))
    assert e.value.sections == ("9.1",)


def test_tower_teleport_needs_own_towers_or_the_owners_leave() -> None:
    s = table(mover="Ben")
    entry = tp("Blau 2", K.TOWER, "Plains:X", 3, via_from="Tower:Tower Blau", via_to="Tower:Tower Rot")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, entry)
    assert "9.3" in e.value.sections and "23.8" in e.value.sections
    after = ENGINE.apply(s, replace(entry, permitted_by=("Anna",)))
    assert after.army("Blau 2").land.label == "X" and after.army("Blau 2").moved == 3
    assert ("Blau 2", "tower") in after.turn_notes
    # with two towers of its own the player needs nobody's leave (9.3)
    own = place(s, "Blau Ruin", Land(Terrain.RUIN, "Ruin 1"), ["Ogre"])
    own = own.without_army("Grau Ruin 1")
    assert ENGINE.apply(own, replace(entry, via_to="Ruin:Ruin 1")).army("Blau 2").land.label == "X"


def test_no_tower_teleport_via_neutral_towers_and_not_onto_the_arrival_tower() -> None:
    s = table(mover="Ben")
    with pytest.raises(RuleViolation, match="neutral") as e:
        ENGINE.apply(s, tp("Blau 2", K.TOWER, "Plains:X", 3, via_from="Tower:Tower Blau", via_to="Fort:Fort 1"))
    assert e.value.sections == ("9.3",)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, tp("Blau 2", K.TOWER, "Tower:Tower Rot", 3, via_from="Tower:Tower Blau", via_to="Tower:Tower Rot",
                           permitted_by=("Anna",)))
    assert "9.3" in e.value.sections
    with pytest.raises(InvalidInput):
        ENGINE.apply(s, tp("Blau 2", K.TOWER, "Plains:X", 3, via_from="Tower:Tower Blau", via_to="Tower:Tower Rot",
                           permitted_by=("Ben",)))


def test_titan_tower_teleport_needs_60_victory_points_and_the_titan_revealed() -> None:
    entry = tp("Blau 1", K.TITAN_TOWER, "Plains:X", 2, via_to="Fort:Fort 1")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(titan_table(()), entry)
    assert set(e.value.sections) >= {"26.5", "9.4"}
    with pytest.raises(RuleViolation, match="26.2"):
        ENGINE.apply(titan_table(VP60, revealed=False), entry)
    after = ENGINE.apply(titan_table(VP60), entry)  # via a neutral tower: allowed at 60 VP (26.5)
    assert after.army("Blau 1").land.label == "X"
    with pytest.raises(RuleViolation, match="außerhalb|outside"):
        ENGINE.apply(titan_table(VP60), replace(entry, to="Fort:Fort 1"))
    with pytest.raises(RuleViolation, match="23.8|leave"):
        ENGINE.apply(titan_table(VP60), replace(entry, via_to="Tower:Tower Rot"))


def test_battle_teleport_at_70_lands_on_an_enemy_and_the_battle_follows() -> None:
    s = place(titan_table(VP70), "Rot 2", Land(Terrain.MARSH, "M"), ["Ogre", "Centaur"])
    entry = tp("Blau 1", K.TITAN_BATTLE, "Marsh:M")
    with pytest.raises(RuleViolation, match="26.5"):
        ENGINE.apply(titan_table(VP60), entry)
    with pytest.raises(RuleViolation, match="9.1"):
        ENGINE.apply(s, replace(entry, distance=3))
    with pytest.raises(RuleViolation, match="26.5"):
        ENGINE.apply(s, replace(entry, to="Plains:Empty"))
    after = ENGINE.apply(s, entry)
    assert after.army("Blau 1").land.label == "M"
    opened = ENGINE.apply(replace(after, phase=Phase.BATTLE), ev.BattleOpened(attacker="Blau 1", defender="Rot 2"))
    assert opened.fight is not None
    options = of_kind(ENGINE.options(s), "battle_teleport")
    assert any(o.allowed and o.entry == entry for o in options)


def test_free_teleport_at_80_goes_to_an_empty_land_and_bars_recruiting() -> None:
    s = titan_table(VP80)
    entry = tp("Blau 1", K.TITAN_FREE, "Brush:B")
    with pytest.raises(RuleViolation, match="26.5"):
        ENGINE.apply(titan_table(VP70), entry)
    occupied = place(s, "Rot 2", Land(Terrain.BRUSH, "B"), ["Ogre", "Centaur"])
    with pytest.raises(RuleViolation, match="9.1|26.5"):
        ENGINE.apply(occupied, entry)
    after = ENGINE.apply(s, entry)
    assert after.army("Blau 1").moved == 1 and ("Blau 1", "titan-free") in after.turn_notes
    recruiting = replace(after, phase=Phase.RECRUIT)
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(recruiting, ev.Recruit(marker="Blau 1", figure="Knight", via=ev.Via.HUMAN))
    assert e.value.sections == ("26.5",)


def test_darkland_teleport_costs_250_gems_and_ends_with_the_dark_titan() -> None:
    s = table(darklord=True, mover="Dora")
    s = place(s, "Schwarz 1", Land(Terrain.DARKLAND, "D1"), ["Phantom", "Headcracker"])
    entry = tp("Schwarz 1", K.DARKLAND, "Darkland:D2")
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(s, entry)
    assert e.value.sections == ("9.5",)
    rich = s.with_player(replace(s.player("Dora"), gems=300))
    after = ENGINE.apply(rich, entry)
    assert after.player("Dora").gems == 50 and after.army("Schwarz 1").land.label == "D2"
    with pytest.raises(RuleViolation, match="8.1"):
        ENGINE.apply(after, ev.Move(marker="Schwarz 1", to="Plains:X", distance=1))
    with pytest.raises(RuleViolation) as e:
        ENGINE.apply(replace(after, phase=Phase.RECRUIT), ev.Recruit(marker="Schwarz 1", figure="Headcracker"))
    assert e.value.sections == ("9.5",)
    taken = place(rich, "Rot 2", Land(Terrain.DARKLAND, "D2"), ["Ogre", "Centaur"])
    with pytest.raises(RuleViolation, match="9.5"):
        ENGINE.apply(taken, entry)
    with pytest.raises(RuleViolation, match="9.5"):
        ENGINE.apply(rich, replace(entry, to="Plains:P2"))
    appeared = replace(rich, darklord_appeared=True)
    with pytest.raises(RuleViolation, match="23.7"):
        ENGINE.apply(appeared, entry)
    kept = replace(appeared, settings=(("got.darkland_teleport", "stays"),))
    assert ENGINE.apply(kept, entry).army("Schwarz 1").land.label == "D2"


def test_whirl_teleport_is_for_sea_armies_that_leave_the_whirl() -> None:
    s = place(table(mover="Ben"), "Blau 2", Land(Terrain.SEA, "S1"), ["Siren", "Dolphin", "Dolphin"])
    entry = tp("Blau 2", K.WHIRL, "Sea:S9", 3, via_from="Whirl:W1", via_to="Whirl:W4")
    assert ENGINE.apply(s, entry).army("Blau 2").land.label == "S9"
    with pytest.raises(RuleViolation, match="9.2"):
        ENGINE.apply(s, replace(entry, to="Whirl:W4"))
    with pytest.raises(RuleViolation, match="9.2"):
        ENGINE.apply(s, replace(entry, distance=1))
    with pytest.raises(RuleViolation, match="9.2"):
        ENGINE.apply(s, replace(entry, via_to="Whirl:W1"))
    land = place(s, "Blau 2", PLAINS, ["Ogre", "Centaur"])
    with pytest.raises(RuleViolation, match="9.2"):
        ENGINE.apply(land, entry)


def test_teleport_template_lists_the_kinds_in_reach() -> None:
    s = titan_table(VP80)
    templates = {t.marker: t for _, t in payloads(of_kind(ENGINE.options(s), "teleport"), TeleportPayload)}
    assert {k.value for k in templates["Blau 1"].kinds} >= {"titan-tower", "titan-battle", "titan-free"}
    assert "Blau Tower" not in templates  # garrisons never move (25.1)
    assert "darkland" in {k.value for k, _ in templates["Blau 2"].refusals("en")}


def test_a_free_teleport_onto_an_empty_tower_takes_it() -> None:
    s = titan_table(VP80).without_army("Grau Ruin 1")
    after = ENGINE.apply(s, tp("Blau 1", K.TITAN_FREE, "Ruin:Ruin 1"))
    assert "take_ruin" in after.player("Ben").goals
