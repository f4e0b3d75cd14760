"""The revealed Titan as its army's marker (4.4, 4.9, 23.7, 24.3, 24.4; ``got.titan_marker``).

A revealed Titan, Phantom or Dark-Titan may lie openly on its army as the marker; the marker the army
had is then free for splitting again. The army is then named after its master (``"Rot Titan"``,
``"Schwarz Dark-Titan"``). When the master leaves that army, the army takes the lowest free marker of
its colour (no army exists without a marker, 4.4).

>>> master_marker("Rot", "Titan")
'Rot Titan'
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.got.sections import MARKER_SECTION as MARKER_SECTION  # also named from here (ui.service.got.quick)
from referee.got.sections import REVEAL_SECTION
from referee.got.setup import field_markers, is_tower_marker
from referee.got.state import NEUTRAL, Army, GotState

MASTERS = ("Titan", "Phantom", "Dark-Titan")
#: how every master-marked army's name ends (most armies' do not: they need no look-up)
_MASTER_ENDS = tuple(f" {m}" for m in MASTERS)


def master_marker(colour: str, master: str) -> str:
    """The name of an army marked by its revealed master (4.4)."""
    return f"{colour} {master}"


def master_of(army: Army) -> str | None:
    """The master (Titan, Phantom, Dark-Titan) in ``army``, if any."""
    return next((m for m in MASTERS if army.has(m)), None)


def is_master_marked(state: GotState, army: Army) -> bool:
    """Is ``army`` marked by its master (named ``"<colour> <master>"``)?"""
    if army.owner == NEUTRAL or not army.marker.endswith(_MASTER_ENDS):
        return False
    colour = state.player(army.owner).colour
    return any(army.marker == master_marker(colour, m) for m in MASTERS)


def _rename(state: GotState, old: str, new: str) -> GotState:
    armies = tuple(a.copy_with(marker=new) if a.marker == old else a for a in state.armies)
    notes = tuple((new if m == old else m, kind) for m, kind in state.turn_notes)
    return state.copy_with(armies=armies, turn_notes=notes)


def free_master_marker(state: GotState, player: str) -> GotState:
    """The player's revealed master becomes its army's marker; the old marker is free again (4.4, 4.9, 24.3)."""
    p = state.player(player)
    if not p.titan_revealed:
        raise RuleViolation(f"Der Titan von {p.name} ist nicht offengelegt.", f"{p.name}'s Titan is not revealed.",
                            sections=(REVEAL_SECTION, "4.9"))
    army = next((a for a in state.armies_of(p.name) if master_of(a)), None)
    if army is None:
        raise RuleViolation(f"{p.name} hat keine Armee mit Titan, Phantom oder Dark-Titan.",
                            f"{p.name} has no army with a Titan, Phantom or Dark-Titan.",
                            sections=(MARKER_SECTION, REVEAL_SECTION))
    master = master_of(army)
    assert master is not None
    new = master_marker(p.colour, master)
    if army.marker == new:
        refuse("got.markers.already_carries_marker",
               RuleViolation(f"{army.marker} trägt schon den {master} als Deckmärkchen.",
                             f"{army.marker} already carries the {master} as its marker.", sections=("4.9",)))
    if is_tower_marker(army.marker):
        refuse("got.markers.masters_not_stand",
               RuleViolation("Herrscher stehen nicht in Tower-Armeen.", "Masters do not stand in tower armies.",
                             sections=("24.4", "25.6")))
    return _rename(state, army.marker, new)


def check_master_split(state: GotState, army: Army, moved: Sequence[str]) -> None:
    """The master that is its army's marker stays with it: split the other figures off (4.9)."""
    master = master_of(army)
    if master is not None and master in moved and is_master_marked(state, army):
        refuse("got.markers.marker_stays_split",
               RuleViolation(f"Der {master} ist das Deckmärkchen von {army.marker} und bleibt dort; "
                             "die anderen Figuren werden abgeteilt.",
                             f"The {master} is the marker of {army.marker} and stays there; split the other "
                             "figures off.", sections=("4.9", REVEAL_SECTION)))


def free_markers(state: GotState, player: str) -> tuple[str, ...]:
    """The player's field markers no army carries now, lowest first: free for a split (4.4, 4.5, 4.9)."""
    p = state.player(player)
    used = {a.marker for a in state.armies}
    return tuple(m for m in field_markers(p.colour, p.role) if m not in used)


def next_free_marker(state: GotState, player: str) -> str | None:
    """The lowest free field marker of the player (4.4), or None when all are in use."""
    return next(iter(free_markers(state, player)), None)


def remark_orphans(state: GotState) -> GotState:
    """An army named after a master it no longer holds takes the lowest free marker of its colour (4.4)."""
    # most armies are not master-marked: a master's name is in the marker of every one that is
    for army in [a for a in state.armies if "Titan" in a.marker or "Phantom" in a.marker]:
        if not is_master_marked(state, army):
            continue
        p = state.player(army.owner)
        if any(army.marker == master_marker(p.colour, m) and army.has(m) for m in MASTERS):
            continue
        free = next_free_marker(state, p.name)
        if free is not None:
            state = _rename(state, army.marker, free)
    return state

#: splitting an army under a free marker (the section the app shows)
SPLIT_SECTION = "4.5"
#: the Titan as its army's marker (the reveal dialog's choice)
TITAN_MARKER = Field("Der Titan dient als Deckmärkchen, das Märkchen wird frei",
                     "The Titan serves as marker, freeing the marker", ("4.4", "4.9"))
