"""Checks of a move on the masterboard (8, 9, 23.5, 25.2–25.7, 26.5).

The board is not in the rulebook (RULES-NOTES 4), so the path itself cannot be
checked; what can is: how far, whether the army may end where the scribe says,
and what happens there (battle, tower taken, garrison reinforced).
"""

from __future__ import annotations

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.got.battle_rules import is_sea_army
from referee.got.catalog import FigureClass
from referee.got.goals import benefits
from referee.got.lands import Land, Terrain
from referee.got.markers import MASTERS
from referee.got.numbers import NUMBERS
from referee.got.sea import check_shore
from referee.got.sections import TITAN_IMMUNITY_SECTION
from referee.got.state import NEUTRAL, Army, GotState, Role
from referee.got.towers import GARRISON_SECTION, is_garrison, reinforce_garrison
from referee.got.values import FigureSpec, value_of

NEUTRAL_TOWER_VALUE = NUMBERS.points.neutral_tower_min_army_value


def _has_benefit(state: GotState, army: Army, name: str) -> bool:
    p = state.player(army.owner)
    titan_army = not army.figures.held().isdisjoint(MASTERS)
    return titan_army and any(b.name == name for b in benefits(p))


def army_value(state: GotState, army: Army) -> int:
    power = state.player(army.owner).titan_power if army.owner != NEUTRAL else None
    specs = [FigureSpec(n, power if n in ("Titan", "Phantom", "Dark-Titan") else None) for n in army.figures.names()]
    return int(value_of(specs))


def check_not_moved(army: Army) -> None:
    """An army moves once a turn (8.1)."""
    if army.moved is not None:
        refuse("got.movement.already_moved_turn",
               RuleViolation(f"{army.marker} ist in diesem Zug schon gezogen.", f"{army.marker} already moved this turn.",
                             sections=("8.1",)))


def check_move(state: GotState, army: Army, land: Land, distance: int, *, teleport: bool,
               garrison_leaves: tuple[str, ...] = ()) -> tuple[GotState, Army]:
    """The table after ``army`` moved ``distance`` lands to ``land``; refused with the rule otherwise.

    ``garrison_leaves``: figures of the own tower garrison on ``land`` that go back to the pool so that the
    army can join the garrison whole (25.7).
    """
    check_not_moved(army)
    m = NUMBERS.movement
    benefit = _has_benefit(state, army, "Movement")
    longest = m.max_lands_benefit if benefit else m.max_lands
    if not m.min_lands <= distance <= longest:
        refuse("got.movement.armies_move_lands",
               RuleViolation(f"Armeen ziehen {m.min_lands} bis {longest} Felder ({distance}).",
                             f"Armies move {m.min_lands} to {longest} lands ({distance}).",
                             sections=("8.4", "26.5") if benefit else ("8.4",)))
    names = army.figures.names()
    figs = army.figures.kinds()
    if land.terrain in (Terrain.SEA, Terrain.WHIRL) and not all(f.sea or f.amphibious or f.swimmer for f in figs):
        refuse("got.movement.only_armies_sea",
               RuleViolation("Nur Armeen aus See-Figuren ziehen auf Sea-Felder.",
                             "Only armies of sea figures move onto Sea lands.", sections=("3.10", "8.5")))
    state = check_shore(state, army, land)  # sea creatures ashore; the first landing scores (27.4)
    if land.terrain in (Terrain.CITY, Terrain.CITYTOWER) and any(f.klass is FigureClass.ELEMENT for f in figs):
        refuse("got.movement.elements_may_not_enter",
               RuleViolation("Elemente dürfen die City und ihre Zugänge (Citytower) nicht betreten.",
                             "Elements may not enter the City or its approaches (Citytowers).", sections=("8.6",)))
    here = [a for a in state.armies_on(land.label) if a.marker != army.marker]
    own = [a for a in here if a.owner == army.owner]
    moved = army.copy_with(land=land, moved=distance, arrived=state.round)
    garrison = own[0] if own and land.terrain.is_tower and is_garrison(state, own[0]) else None
    if garrison_leaves and garrison is None:
        refuse("got.movement.no_own_tower",
               RuleViolation(f"Auf {land.label} steht keine eigene Tower-Besatzung, die Platz machen könnte.",
                             f"No own tower garrison on {land.label} to make room.", sections=(GARRISON_SECTION,)))
    if garrison is not None:
        figures, leaving = reinforce_garrison(garrison, names, garrison_leaves)
        merged = garrison.copy_with(figures=figures)
        p = state.player(army.owner)
        state = state.with_player(p.copy_with(pool=p.pool.plus(leaving)))
        return state.without_army(army.marker).with_army(merged), merged  # 25.7
    if own:
        refuse("got.movement.own_army_already_stands",
               RuleViolation(f"Auf {land.label} steht schon die eigene Armee {own[0].marker}.",
                             f"Own army {own[0].marker} already stands on {land.label}.", sections=("8.1", "8.6")))
    enemies = [a for a in here if a.owner != army.owner]
    if enemies and not state.pact_in_force and not land.terrain.is_centre:
        _check_attack(state, army, enemies[0])
    if enemies and not state.darklord_appeared:
        _check_immunity(state, army, enemies)
    return state.with_army(moved), moved


def _check_attack(state: GotState, army: Army, enemy: Army) -> None:
    p = state.player(army.owner)
    if enemy.owner == NEUTRAL:
        if p.role is Role.DARKLORD and not state.darklord_appeared:
            refuse("got.movement.black_armies_attack",
                   RuleViolation("Schwarze Armeen greifen neutrale Tower erst nach dem Dark-Titan an.",
                                 "Black armies attack neutral towers only after the Dark-Titan appeared.",
                                 sections=("25.2",)))
        value = army_value(state, army)
        if value < NEUTRAL_TOWER_VALUE:
            refuse("got.movement.attacking_neutral_tower",
                   RuleViolation(f"Für einen neutralen Tower braucht die Armee einen Wert von {NEUTRAL_TOWER_VALUE} ({value}).",
                                 f"Attacking a neutral tower needs an army worth {NEUTRAL_TOWER_VALUE} ({value}).",
                                 sections=("25.2",)))
        kind = enemy.land.terrain
        holds = any(a.land.terrain is kind for a in state.armies_of(p.name))
        if p.role is Role.TITAN and holds and not state.darklord_appeared:
            refuse("got.movement.marker_already_use",
                   RuleViolation(f"Das {kind.value}-Deckmärkchen ist schon im Einsatz.",
                                 f"The {kind.value} marker is already in use.", sections=("25.4",)))


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
            refuse("got.movement.titan_phantom_armies",
                   RuleViolation("Titan-/Phantom-Armeen und schwarze Armeen bleiben nicht auf demselben Land stehen.",
                                 "Titan/Phantom armies and black armies never stop on the same land.",
                                 sections=(TITAN_IMMUNITY_SECTION,)), item=enemy.marker)

#: an army whose ways are all blocked (the section the app shows)
BLOCKED_SECTION = "8.4"
#: no army can move: each has moved, stands as a tower garrison or waits for its battle (the move dialog's note)
NO_ARMY_MOVES = Field("Keine Armee kann jetzt ziehen: jede ist gezogen, steht als Besatzung im Tower oder wartet auf "
                      "ihren Kampf.",
                      "No army can move now: each has moved, is a Tower garrison or waits for its battle.",
                      ("8.1", "25.7", "6.3"))
#: a split before the army's move (the section the app shows)
SPLIT_MOVE_SECTIONS = ("4.5", "6.2")
