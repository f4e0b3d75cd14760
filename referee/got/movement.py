"""Checks of a move on the masterboard (8, 9, 23.5, 25.2–25.7, 26.5).

The board is not in the rulebook (RULES-NOTES 4), so the path itself cannot be
checked; what can is: how far, whether the army may end where the scribe says,
and what happens there (battle, tower taken, garrison reinforced).
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import RuleViolation
from referee.got.army import check_composition
from referee.got.battle_rules import is_sea_army
from referee.got.catalog import FigureClass, catalog
from referee.got.goals import benefits
from referee.got.lands import Land, Terrain
from referee.got.numbers import NUMBERS
from referee.got.setup import is_tower_marker
from referee.got.state import NEUTRAL, Army, GotState, Role
from referee.got.values import FigureSpec, value_of

NEUTRAL_TOWER_VALUE = NUMBERS.points.neutral_tower_min_army_value


def _has_benefit(state: GotState, army: Army, name: str) -> bool:
    p = state.player(army.owner)
    titan_army = bool({"Titan", "Phantom", "Dark-Titan"} & set(army.figures.names()))
    return titan_army and any(b.name == name for b in benefits(p))


def army_value(state: GotState, army: Army) -> int:
    power = state.player(army.owner).titan_power if army.owner != NEUTRAL else None
    specs = [FigureSpec(n, power if n in ("Titan", "Phantom", "Dark-Titan") else None) for n in army.figures.names()]
    return int(value_of(specs))


def check_move(state: GotState, army: Army, land: Land, distance: int, *, teleport: bool) -> tuple[GotState, Army]:
    """The table after ``army`` moved ``distance`` lands to ``land``; refused with the rule otherwise."""
    if army.moved is not None:
        raise RuleViolation(f"{army.marker} ist in diesem Zug schon gezogen.", f"{army.marker} already moved this turn.",
                            sections=("8.1",))
    m = NUMBERS.movement
    benefit = _has_benefit(state, army, "Movement")
    longest = m.max_lands_benefit if benefit else m.max_lands
    if not m.min_lands <= distance <= longest:
        raise RuleViolation(f"Armeen ziehen {m.min_lands} bis {longest} Felder ({distance}).",
                            f"Armies move {m.min_lands} to {longest} lands ({distance}).",
                            sections=("8.4", "26.5") if benefit else ("8.4",))
    names = army.figures.names()
    figs = [catalog().figure(n) for n in names]
    if land.terrain in (Terrain.SEA, Terrain.WHIRL) and not all(f.sea or f.amphibious or f.swimmer for f in figs):
        raise RuleViolation("Nur Armeen aus See-Figuren ziehen auf Sea-Felder.",
                            "Only armies of sea figures move onto Sea lands.", sections=("3.10", "8.5"))
    if not land.terrain.is_sea:
        tied = [f.name for f in figs if f.sea and not f.amphibious]
        led = {"Aquarian", "Siren"} & set(names)
        ashore = [f.name for f in figs if f.amphibious and not led]
        if tied or ashore:
            raise RuleViolation(f"See-Kreaturen bleiben in Coast und Sea ({', '.join(tied + ashore)}).",
                                f"Sea creatures stay in Coast and Sea ({', '.join(tied + ashore)}).",
                                sections=("3.10", "16.5", "27.4"))
    if land.terrain is Terrain.CITY and any(f.klass is FigureClass.ELEMENT for f in figs):
        raise RuleViolation("Elemente dürfen die City nicht betreten.", "Elements may not enter the City.",
                            sections=("8.6",))
    state = _darklord_teleport(state, army, land, teleport=teleport)
    here = [a for a in state.armies_on(land.label) if a.marker != army.marker]
    own = [a for a in here if a.owner == army.owner]
    moved = dataclasses.replace(army, land=land, moved=distance)
    if own:
        garrison = own[0]
        if land.terrain.is_tower and is_tower_marker(garrison.marker):
            figures = garrison.figures.plus(names)
            check_composition(figures.names(), titan_revealed=False)
            merged = dataclasses.replace(garrison, figures=figures)
            return state.without_army(army.marker).with_army(merged), merged  # 25.7
        raise RuleViolation(f"Auf {land.label} steht schon die eigene Armee {own[0].marker}.",
                            f"Own army {own[0].marker} already stands on {land.label}.", sections=("8.1", "8.6"))
    enemies = [a for a in here if a.owner != army.owner]
    if enemies and not state.pact_in_force and not land.terrain.is_centre:
        _check_attack(state, army, enemies[0])
    if enemies and not state.darklord_appeared:
        _check_immunity(state, army, enemies)
    return state.with_army(moved), moved


def _darklord_teleport(state: GotState, army: Army, land: Land, *, teleport: bool) -> GotState:
    """A black army teleporting from a Darkland to another Darkland pays its gems (9.5)."""
    p = state.player(army.owner)
    darkland = Terrain.DARKLAND
    if not (teleport and p.role is Role.DARKLORD and army.land.terrain is darkland and land.terrain is darkland):
        return state
    cost = NUMBERS.gems.darklord_teleport
    if p.gems < cost:
        raise RuleViolation(f"Der Darkland-Teleport kostet {cost} Lebenssteine ({p.gems} vorhanden).",
                            f"The Darkland teleport costs {cost} gems ({p.gems} held).",
                            sections=NUMBERS.section("gems", "darklord_teleport"))
    return state.with_player(dataclasses.replace(p, gems=p.gems - cost))


def _check_attack(state: GotState, army: Army, enemy: Army) -> None:
    p = state.player(army.owner)
    if enemy.owner == NEUTRAL:
        if p.role is Role.DARKLORD and not state.darklord_appeared:
            raise RuleViolation("Schwarze Armeen greifen neutrale Tower erst nach dem Dark-Titan an.",
                                "Black armies attack neutral towers only after the Dark-Titan appeared.",
                                sections=("25.2",))
        value = army_value(state, army)
        if value < NEUTRAL_TOWER_VALUE:
            raise RuleViolation(f"Für einen neutralen Tower braucht die Armee einen Wert von {NEUTRAL_TOWER_VALUE} ({value}).",
                                f"Attacking a neutral tower needs an army worth {NEUTRAL_TOWER_VALUE} ({value}).",
                                sections=("25.2",))
        kind = enemy.land.terrain
        holds = any(a.land.terrain is kind for a in state.armies_of(p.name))
        if p.role is Role.TITAN and holds and not state.darklord_appeared:
            raise RuleViolation(f"Das {kind.value}-Deckmärkchen ist schon im Einsatz.",
                                f"The {kind.value} marker is already in use.", sections=("25.4",))


def _check_immunity(state: GotState, army: Army, enemies: list[Army]) -> None:
    """Titan/Phantom armies and black armies never meet before the Dark-Titan (23.5)."""
    for enemy in enemies:
        if enemy.owner == NEUTRAL:
            continue
        pair = (army, enemy)
        roles = {state.player(a.owner).role for a in pair}
        titanic = [a for a in pair if state.player(a.owner).role is Role.TITAN
                   and {"Titan", "Phantom"} & set(a.figures.names())]
        if Role.DARKLORD in roles and titanic and not (is_sea_army(army) and is_sea_army(enemy)):
            raise RuleViolation("Titan-/Phantom-Armeen und schwarze Armeen bleiben nicht auf demselben Land stehen.",
                                "Titan/Phantom armies and black armies never stop on the same land.",
                                sections=("23.5",))
