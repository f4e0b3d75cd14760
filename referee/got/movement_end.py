"""The end of the Mover's movement phase (4.5, 5.8, 6.1, 6.2, 8.1, 8.4, 8.6, 25.6, 26.5).

The movement phase ends with the Mover's first battle entry, the first recruit or the end of the
turn, whichever comes first (6.1, 6.3, 6.4; interpretation ``got.forced_move``). Then:

- every army under forced move (Zugzwang, 8.4) has moved — or was entered as blocked, as the board is
  not known (:class:`~referee.got.events.ArmyBlocked`); not under forced move are armies in the City
  or the Dungeon, on an own tower land, and the Titan army with the benefit Hold (26.5);
- at most one army of the player stands in the City and one in the Dungeon (8.6; in round 1: 5.8);
- in round 1 the Darklord's armies have all left the Dungeon (5.8, ``got.darklord_first_round``);
- no element stands in the City or on a Citytower, its approaches (8.6, ``got.city_approaches``);
- no master or element stays on a tower land it did not enter this turn (24.4, 25.6);
- no two armies of the player share a land: a split is done only once both parts moved apart (4.5, 8.1).

>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> s = GotEngine().apply(GotEngine().initial_state(), GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3))))
>>> [(p.sections, p.markers) for p in movement_problems(s)]
[(('8.6', '5.8'), ('Rot 1', 'Rot 2'))]
"""

from __future__ import annotations

import dataclasses

from referee.core.derived import derived
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import refuse
from referee.got.catalog import FigureClass, catalog
from referee.got.checks import waits_for_battle
from referee.got.darklord import TITAN_BLOCKS_SECTION
from referee.got.events import ArmyBlocked, BattleOpened, BattleSettled, Recruit, TurnEnded
from referee.got.goals import benefits
from referee.got.lands import Terrain
from referee.got.movement import BLOCKED_SECTION
from referee.got.readings import DarklordFirstRound
from referee.got.state import Army, GotState, Phase, Role
from referee.got.towers import stays_in_tower

#: the entries that end the Mover's movement phase (6.1, 6.3, 6.4, 6.5)
MOVEMENT_ENDS = (BattleOpened, BattleSettled, Recruit, TurnEnded)
TITANS = frozenset({"Titan", "Phantom", "Dark-Titan"})


@dataclasses.dataclass(frozen=True)
class Problem:
    """One thing that keeps the movement phase from ending, with the armies concerned."""

    de: str
    en: str
    sections: tuple[str, ...]
    markers: tuple[str, ...]


def own_tower(state: GotState, army: Army) -> bool:
    """The army stands on a tower land no other player's (or neutral) army holds (8.4)."""
    if not army.land.terrain.is_tower:
        return False
    if army.owner == state.mover_player.name:  # the Mover's: asked of each at the end of movement
        return army.land.label not in state.lands_of_others()
    return all(a.owner == army.owner for a in state.armies_on(army.land.label))


def holds(state: GotState, army: Army) -> bool:
    """The Titan army with the benefit Hold need not move (26.5)."""
    p = state.player(army.owner)
    return not TITANS.isdisjoint(army.figures.held()) and any(b.name == "Hold" for b in benefits(p))


def under_forced_move(state: GotState, army: Army) -> bool:
    """Zugzwang: every army outside City, Dungeon and an own tower land moves 1–6 lands (8.4, 8.6, 26.5);
    not one that waits for its battle where it stands (8.2, ``got.pact_end``)."""
    return not (army.land.terrain.is_centre or own_tower(state, army) or holds(state, army)
                or waits_for_battle(state, army))


def still_to_move(state: GotState) -> tuple[Army, ...]:
    """The Mover's armies under forced move that have neither moved nor been entered as blocked (6.2, 8.4)."""
    return _unmoved(state, state.armies_of(state.mover_player.name))


def _unmoved(state: GotState, armies: tuple[Army, ...]) -> tuple[Army, ...]:
    """:func:`still_to_move` of the Mover's ``armies``."""
    return tuple([a for a in armies if a.moved is None and under_forced_move(state, a)])


def fewest_to_move(state: GotState) -> tuple[str, ...]:
    """One smallest set of the Mover's armies whose moves let the movement phase end (for tests and demos):
    those under forced move, masters and elements in a tower (25.6), every element in the City, in round 1
    the Darklord's (5.8), and of several in the City or Dungeon all but one — the one with a master stays
    (8.6)."""
    me = state.mover_player
    out = [a.marker for a in still_to_move(state)]
    out += [a.marker for a in state.armies_of(me.name) if stays_in_tower(state, a) and a.marker not in out]  # 25.6
    all_leave = (state.round == 1 and me.role is Role.DARKLORD
                 and state.reading(DarklordFirstRound) is DarklordFirstRound.ALL_LEAVE)
    for centre in (Terrain.CITY, Terrain.DUNGEON):
        # the one that stays: one that already moved in, else the one with a master
        there = sorted((a for a in state.armies_of(me.name) if a.land.terrain is centre),
                       key=lambda a: (a.moved is None, not TITANS & set(a.figures.names())))
        for i, a in enumerate(there):
            element = any(catalog().figure(n).klass is FigureClass.ELEMENT for n in a.figures.names())
            leaves = i > 0 or (all_leave and centre is Terrain.DUNGEON) or (element and centre is Terrain.CITY)
            if leaves and a.moved is None and a.marker not in out:
                out.append(a.marker)
    return tuple(out)


@derived
def movement_problems(state: GotState) -> tuple[Problem, ...]:
    """Everything that keeps the Mover's movement phase from ending now (see the module docstring); worked out once
    per state (a stored entry judged differently is judged twice: once refused, once with the refusal waived)."""
    mover = state.mover_player
    armies = state.armies_of(mover.name)
    out: list[Problem] = []
    unmoved = _unmoved(state, armies)
    if unmoved:
        names = ", ".join(a.marker for a in unmoved)
        out.append(Problem(f"Diese Armeen stehen unter Zugzwang und sind noch nicht gezogen: {names}.",
                           f"These armies must move and have not moved yet: {names}.",
                           ("6.2", "8.4"), tuple(a.marker for a in unmoved)))
    first = state.round == 1
    # one pass over the armies: those in the City, in the Dungeon, and the others by their land
    city: list[str] = []
    dungeon: list[str] = []
    by_land: dict[str, list[str]] = {}
    for a in armies:
        terrain = a.land.terrain
        if terrain is Terrain.CITY:
            city.append(a.marker)
        elif terrain is Terrain.DUNGEON:
            dungeon.append(a.marker)
        elif a.land.label in by_land:
            by_land[a.land.label].append(a.marker)
        else:
            by_land[a.land.label] = [a.marker]
    for centre, there in ((Terrain.CITY, city), (Terrain.DUNGEON, dungeon)):
        if len(there) > 1:
            out.append(Problem(f"Höchstens eine Armee bleibt am Ende der Bewegung in {centre.value}: {', '.join(there)}.",
                               f"At most one army may stay in the {centre.value} at the end of movement: "
                               f"{', '.join(there)}.", ("8.6", "5.8") if first else ("8.6",), tuple(there)))
    if first and mover.role is Role.DARKLORD and state.reading(DarklordFirstRound) is DarklordFirstRound.ALL_LEAVE:
        there = [a.marker for a in armies if a.land.terrain is Terrain.DUNGEON and a.moved is None]
        if there:  # an army that moved out and came back (spying, 23.3) did leave
            out.append(Problem(f"In der ersten Runde verlassen alle Armeen des Darklords das Dungeon: {', '.join(there)}.",
                               f"In round 1 every army of the Darklord leaves the Dungeon: {', '.join(there)}.",
                               ("5.8",), tuple(there)))
    for a in armies:
        if a.land.terrain in (Terrain.CITY, Terrain.CITYTOWER):
            found = [n for n in a.figures.names() if catalog().figure(n).klass is FigureClass.ELEMENT]
            if found:
                out.append(Problem(
                    f"{', '.join(found)} darf nicht in der City oder auf einem Citytower bleiben ({a.marker}); "
                    "wird es dort entdeckt, geht es an den Darklord (Eintrag „… vernichtet“).",
                    f"{', '.join(found)} may not stay in the City or on a Citytower ({a.marker}); found there, "
                    "it goes to the Darklord (entry '… destroyed').", ("8.6",), (a.marker,)))
        banned = stays_in_tower(state, a)
        if banned:
            out.append(Problem(f"{', '.join(banned)} muss den Tower verlassen, mit der Armee oder durch Teilung ({a.marker}).",
                               f"{', '.join(banned)} must leave the tower, with its army or by a split ({a.marker}).",
                               ("25.6", "24.4"), (a.marker,)))
    for label, markers in by_land.items():
        if len(markers) > 1:
            out.append(Problem(f"Eigene Armeen stehen nicht auf demselben Land ({label}: {', '.join(markers)}); "
                               "eine Teilung ist erst vollzogen, wenn beide Teile auseinander gezogen sind.",
                               f"Own armies do not share a land ({label}: {', '.join(markers)}); a split is done "
                               "only once both parts moved apart.", ("4.5", "8.1"), tuple(markers)))
    return tuple(out)


def check_movement_over(state: GotState) -> None:
    """Refuse to end the Mover's movement phase while any of :func:`movement_problems` stands."""
    problems = movement_problems(state)
    if problems:
        sections = tuple(dict.fromkeys(s for p in problems for s in p.sections))
        refuse("got.movement_end.movement_phase_not_finished",
               RuleViolation("Die Bewegungsphase ist noch nicht abgeschlossen: " + " ".join(p.de for p in problems),
                             "The movement phase is not finished: " + " ".join(p.en for p in problems),
                             sections=sections))


def block(state: GotState, e: ArmyBlocked) -> GotState:
    """The Mover's army under forced move cannot move at all; it counts as moved 0 lands (8.4, 23.5)."""
    army = state.army(e.marker)
    if army.owner != state.mover_player.name:
        refuse("got.movement_end.not_belong_mover",
               RuleViolation(f"{army.marker} gehört nicht dem Mover ({state.mover_player.name}).",
                             f"{army.marker} does not belong to the Mover ({state.mover_player.name}).", sections=("6.2",)))
    if state.phase is not Phase.MOVEMENT or army.moved is not None:
        refuse("got.movement_end.already_moved_or_movement",
               RuleViolation(f"{army.marker} ist schon gezogen oder die Bewegungsphase ist vorbei.",
                             f"{army.marker} already moved or the movement phase is over.", sections=("6.1", "8.1")))
    if not under_forced_move(state, army):
        refuse("got.movement_end.not_under_forced",
               RuleViolation(f"{army.marker} steht nicht unter Zugzwang und darf ohnehin stehen bleiben.",
                             f"{army.marker} is not under forced move and may stay anyway.", sections=(BLOCKED_SECTION, "8.6")))
    if not e.reason.strip():
        refuse("got.movement_end.say_why_army",
               InvalidInput("Bitte angeben, warum die Armee nicht ziehen kann.", "Please say why the army cannot move.",
                            sections=(BLOCKED_SECTION, TITAN_BLOCKS_SECTION)))
    return state.with_army(army.copy_with(moved=0))
