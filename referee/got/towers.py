"""Tower lands after their conquest: conquerors, garrisons and reinforcing them (24.4, 25.6, 25.7).

A tower's conquerors keep their own marker. In the round after the conquest their owner may leave
them there, move them all out or split them (25.6); masters and elements must leave then, as they
are never stationed in a tower (24.4, 25.6). From the round after that, whatever stayed is the
tower's garrison and bound for good: it neither moves nor splits (25.7; interpretation
``got.tower_conquerors``). A garrison is reinforced by an army moving onto its land and joining it
whole; garrison figures may first go back to the pool to make room, but only as many as needed (25.7).

>>> from referee.got.lands import Land, Terrain
>>> a = Army("Blau 2", "Ben", Land(Terrain.FORT, "Fort 1"), Counts.of(["Ogre", "Ogre"]), arrived=11)
>>> [(r, in_grace(r, a), is_garrison(r, a)) for r in (11, 12, 13)]
[(11, False, False), (12, True, False), (13, False, True)]
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.derived import fact
from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got.army import check_composition, max_size
from referee.got.catalog import FigureClass, catalog
from referee.got.setup import is_tower_marker
from referee.got.state import Army, Counts, GotState

#: masters: never stationed in a tower (3.2, 24.4, 25.6)
MASTERS = frozenset({"Titan", "Phantom", "Dark-Titan", "God"})


def unstationable(figures: Sequence[str]) -> list[str]:
    """The masters and elements among ``figures``: they may not stay in a tower (24.4, 25.6)."""
    return sorted({n for n in figures if n in MASTERS or catalog().figure(n).klass is FigureClass.ELEMENT})


def _round(state_or_round: GotState | int) -> int:
    return state_or_round if isinstance(state_or_round, int) else state_or_round.round


def in_grace(state: GotState | int, army: Army) -> bool:
    """A tower's conquerors in the round after they came: they may stay, leave or split (25.6)."""
    return (army.land.terrain.is_tower and not is_tower_marker(army.marker) and army.arrived is not None
            and _round(state) - army.arrived == 1)


def is_garrison(state: GotState | int, army: Army) -> bool:
    """A tower garrison: under a tower marker, or conquerors that stayed past their round of choice (25.6, 25.7)."""
    if is_tower_marker(army.marker):
        return True
    return army.land.terrain.is_tower and army.arrived is not None and _round(state) - army.arrived >= 2


def check_split_on_tower(state: GotState, army: Army) -> None:
    """On tower lands only conquerors in their round of choice split (25.6); garrisons never (25.7)."""
    if army.land.terrain.is_tower and not in_grace(state, army):
        refuse("got.towers.no_splitting_tower",
               RuleViolation("Auf Tower-Ländern wird nicht geteilt (nur die Eroberer in der Runde nach der Eroberung).",
                             "No splitting on tower lands (only the conquerors in the round after the conquest).",
                             sections=(GARRISON_SECTION, "25.6")))


def garrison_must_leave(garrison: Army, joining: Sequence[str]) -> int:
    """How many figures of the own tower garrison go back to the pool so that the army ``joining`` fits into it
    whole (25.7): at least one, once the merge is asked for."""
    merged = [*garrison.figures.names(), *joining]
    return max(1, len(merged) - max_size(merged, titan_revealed=False))


def garrison_room(state: GotState, garrison: str, marker: str) -> int:
    """How many figures of the tower garrison ``garrison`` make room for the army ``marker`` to join it (25.7)."""
    return garrison_must_leave(state.army(garrison), state.army(marker).figures.names())


def reinforce_garrison(garrison: Army, joining: Sequence[str], leaves: Sequence[str]) -> tuple[Counts, list[str]]:
    """The garrison after ``joining`` merged into it, ``leaves`` (garrison figures) having gone back to the
    pool first; refused when a master or element would be stationed, a figure leaves that is not
    needed to make room, or the merge still does not fit (24.4, 25.6, 25.7)."""
    banned = unstationable(joining)
    if banned:
        refuse("got.towers.masters_elements_never_stationed",
               RuleViolation(f"Herrscher und Elemente werden nicht in Tower stationiert ({', '.join(banned)}).",
                             f"Masters and elements are never stationed in a tower ({', '.join(banned)}).",
                             sections=("24.4", "25.6")))
    names = [catalog().figure(n).name for n in leaves]
    rest = garrison.figures.minus(names, what_de="Besatzung", what_en="garrison", sections=(GARRISON_SECTION,))
    merged = rest.plus(joining)
    try:
        check_composition(merged.names(), army=garrison.marker)
    except RuleViolation as exc:
        raise RuleViolation(
            f"{exc.message('de')} Figuren der Besatzung können vorher in den Pool zurück (garrison_leaves).",
            f"{exc.message('en')} Garrison figures may first go back to the pool (garrison_leaves).",
            sections=(*exc.sections, GARRISON_SECTION)) from None
    for name in sorted(set(names)):  # each figure sent back must be needed: with one of them kept, it does not fit
        kept = merged.plus([name])
        try:
            check_composition(kept.names(), army="")
        except RuleViolation:
            continue
        refuse("got.towers.need_not_leave",
               RuleViolation(f"{name} muss die Besatzung nicht verlassen: es ist auch so Platz.",
                             f"{name} need not leave the garrison: there is room without that.", sections=(GARRISON_SECTION,)),
               item=name)
    return merged, names


def stays_in_tower(state: GotState, army: Army) -> list[str]:
    """Masters and elements of an army that stays on a tower land it did not enter this turn (25.6)."""
    if not army.land.terrain.is_tower or army.moved is not None:
        return []
    if (army.land.label in state.lands_of_others() if army.owner == state.mover_player.name  # the Mover's: asked of each
            else any(a.owner != army.owner for a in state.armies_on(army.land.label))):
        return []  # a battle for the land is still to come
    return list(_unstationable_in(army.figures))


@fact
def _unstationable_in(figures: Counts) -> tuple[str, ...]:
    """:func:`unstationable` of an army's figures, once per multiset (every turn's end asks each army on a tower)."""
    return tuple(unstationable(figures.names()))

#: an army joining its tower garrison (the section the app shows)
GARRISON_SECTION = "25.7"
