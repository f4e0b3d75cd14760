"""Sea armies (3.10, 8.3, 27.4; ``got.sea_armies``).

Sea creatures with the double wave never leave Coast and Sea; amphibious ones (Octopus, Seaserpent)
go ashore only led by an Aquarian or Siren — until the player's first landing, which scores the goal
"sea army goes ashore" (26.3, 26.4). From then on every army without pure sea creatures may go ashore,
but sea armies are no longer split and recruit only with an Aquarian.

>>> from referee.got.lands import Land, Terrain
>>> from referee.got.state import Army, Counts
>>> holds_sea_creatures(Army("Rot 3", "Anna", Land(Terrain.COAST, "C"), Counts.of(["Siren", "Dolphin"])))
True
"""

from __future__ import annotations

from referee.core.derived import fact
from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got.catalog import catalog
from referee.got.goals import credit
from referee.got.lands import Land
from referee.got.sections import SPECIAL_FIGURES_SECTION
from referee.got.state import Army, Counts, GotState, Player

LEADERS = frozenset({"Aquarian", "Siren"})
GOAL = "sea_army_lands"


def landed(p: Player) -> bool:
    """Has one of the player's sea armies gone ashore (27.4)? The goal is reached exactly then."""
    return GOAL in p.goals


def holds_sea_creatures(army: Army) -> bool:
    """A sea army: one with sea creatures, double wave or amphibious (3.10, 27.4)."""
    return any(catalog().figure(n).sea or catalog().figure(n).amphibious for n in army.figures.names())


def check_shore(state: GotState, army: Army, land: Land) -> GotState:
    """``army`` moves onto ``land``: refused when its sea creatures may not go there; the first landing
    scores the goal (3.10, 16.5, 27.4)."""
    if land.terrain.is_sea:
        return state
    tied, amphibious, led = _at_sea(army.figures)
    p = state.player(army.owner)
    ashore = [] if led or landed(p) else list(amphibious)
    if tied or ashore:
        refuse("got.sea.sea_creatures_stay",
               RuleViolation(f"See-Kreaturen bleiben in Coast und Sea ({', '.join([*tied, *ashore])}).",
                             f"Sea creatures stay in Coast and Sea ({', '.join([*tied, *ashore])}).",
                             sections=("3.10", SPECIAL_FIGURES_SECTION, "27.4")))
    if not amphibious or not army.land.terrain.is_sea:
        return state  # nothing comes ashore, or it is ashore already
    return state.with_player(credit(p, GOAL))  # 26.3, 26.4: scored once


@fact
def _at_sea(figures: Counts) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """Of an army's figures: the sea creatures tied to Coast and Sea, the amphibious ones (each as often as counted) and
    whether a leader is among them (3.10, 27.4); once per multiset (every move asks, and a move keeps the figures)."""
    figs = figures.kinds()
    return (tuple(f.name for f in figs if f.sea and not f.amphibious), tuple(f.name for f in figs if f.amphibious),
            not LEADERS.isdisjoint(figures.held()))


def check_sea_split(state: GotState, army: Army) -> None:
    """After the first landing sea armies are no longer split (27.4)."""
    if landed(state.player(army.owner)) and holds_sea_creatures(army):
        refuse("got.sea.no_split_after_landing",
               RuleViolation("Nach der ersten Landung werden See-Armeen nicht mehr geteilt.",
                             "After the first landing sea armies are no longer split.", sections=("27.4",)))


def check_sea_recruit(state: GotState, army: Army) -> None:
    """After the first landing only sea armies with an Aquarian recruit (27.4, 16.5)."""
    if landed(state.player(army.owner)) and holds_sea_creatures(army) and not army.has("Aquarian"):
        refuse("got.sea.recruit_after_landing",
               RuleViolation("Nach der ersten Landung rekrutieren See-Armeen nur mit einem Aquarian.",
                             "After the first landing sea armies recruit only with an Aquarian.",
                             sections=("27.4", SPECIAL_FIGURES_SECTION)))
