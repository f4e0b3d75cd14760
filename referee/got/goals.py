"""Victory-point goals (26.1, 26.3, 26.4) and the benefits in force (26.2, 26.5).

>>> from referee.got.state import Player, Role
>>> p = Player("Anna", Role.TITAN, "Rot", 1, goals=("recruit_colossus", "take_fort"))
>>> victory_points(p), next_goal(p, "titan_destroyed"), next_goal(p, "darklord_destroyed")
(15, 'titan_destroyed_1', 'darklord_destroyed')
"""

from __future__ import annotations

import functools
import types
from collections.abc import Mapping

from referee.core.derived import fact
from referee.core.errors import RuleViolation, UnknownName
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.got.catalog import PlayerRole, catalog
from referee.got.lands import Terrain
from referee.got.sections import DARKLORD_GOALS_SECTION, TITAN_GOALS_SECTION
from referee.got.state import Player, Role
from referee.got.victory import Benefit, VictoryGoal, benefits_at


def _role(p: Player) -> PlayerRole:
    return PlayerRole.TITAN if p.role is Role.TITAN else PlayerRole.DARKLORD


def goals_of(p: Player) -> dict[str, VictoryGoal]:
    """The 14 goals of the player's table (26.3 or 26.4), by key."""
    return dict(_goal_table(_role(p)))


@functools.cache
def _goal_table(role: PlayerRole) -> Mapping[str, VictoryGoal]:
    """The goals of one table by key, read once from the rules data (which never changes)."""
    return types.MappingProxyType({g.key: g for g in catalog().victory_goals(role)})


def goal_title(key: str, lang: str = "de") -> str:
    """A goal as its table names it (26.3, 26.4; the keys mean the same goal in both tables); an unknown key
    as it is (the referee refuses it anyway)."""
    for role in PlayerRole:
        for g in catalog().victory_goals(role):
            if g.key == key:
                return g.en if lang == "en" else g.de
    return key


@fact
def victory_points(p: Player) -> int:
    """The goals reached (26.3, 26.4) and what a correction gave beyond them (a paper total, 28.3); worked out once
    per player as the table stands (a player is frozen)."""
    table = _goal_table(_role(p))
    return sum(table[k].points for k in p.goals if k in table) + p.extra_victory_points


@fact
def benefits(p: Player) -> tuple[Benefit, ...]:
    """Benefits in force: only for a revealed Titan (26.2), by the points reached (26.5); once per player as the
    table stands."""
    if not p.titan_revealed:
        return ()
    return benefits_at(catalog().benefits, victory_points(p))


def next_goal(p: Player, stem: str, count: int | None = None) -> str | None:
    """The first goal ``stem`` or ``stem_1``, ``stem_2`` … of the player's table (26.3, 26.4) not reached yet.

    The table says how many there are (three Titans for the Darklord, two for a Titan player);
    ``count`` limits them further.
    """
    for key in goals_of(p):
        number = key.removeprefix(f"{stem}_")
        numbered = number != key and number.isdigit() and (count is None or int(number) <= count)
        if (key == stem or numbered) and key not in p.goals:
            return key
    return None


def tower_goal(p: Player, terrain: Terrain) -> str | None:
    key = f"take_{terrain.value.lower()}"
    return key if key in goals_of(p) and key not in p.goals else None


def recruit_goal(p: Player, figure: str) -> str | None:
    key = f"recruit_{figure.lower()}"
    return key if key in goals_of(p) and key not in p.goals else None


def credit(p: Player, goal: str | None) -> Player:
    """The player with ``goal`` reached (each goal counts once, 26.1); None changes nothing."""
    if goal is None or goal in p.goals:
        return p
    return p.copy_with(goals=(*p.goals, goal))


#: goals an entry of the journal shows, by key prefix, with the entries that credit them when they happen
#: (interpretation got.journal_goals); they are never announced by a claim
SEEN_IN_JOURNAL: dict[str, tuple[str, str]] = {
    "recruit_": ("Rekrutierung oder Nachrekrutierung", "recruit or reinforcement"),
    "take_": ("Zug auf einen leeren Tower, gewonnener Kampf, Endkampf", "move onto an empty tower, battle won, end battle"),
    "sea_army_lands": ("Zug einer See-Armee an Land", "a sea army's move ashore"),
    "titan_destroyed": ("Kampf", "battle"),
    "darklord_destroyed": ("Kampf", "battle"),
    "element_destroyed": ("Kampf oder vernichtetes Element", "battle or element destroyed"),
}


def seen_in_journal(goal: str) -> tuple[str, str] | None:
    """The entries that credit ``goal`` when it happens, or None when only a claim can (26.1)."""
    return next((v for k, v in SEEN_IN_JOURNAL.items() if goal.startswith(k)), None)


def claim(p: Player, goal: str) -> Player:
    """A goal announced by the player (26.1): must be on the table, not reached before, and one the journal
    cannot see (those are credited by their entries, got.journal_goals)."""
    table = goals_of(p)
    if goal not in table:
        refuse("got.goals.unknown_claimed",
               UnknownName.of("Siegpunkt-Ziel", "victory-point goal", goal, table,
                              sections=("26.3" if p.role is Role.TITAN else "26.4",)))
    if goal in p.goals:
        refuse("got.goals.already_credited",
               RuleViolation(f"{table[goal].de} wurde schon gewertet.", f"{table[goal].en} was already credited.",
                             sections=(GOALS_ONCE_SECTION,)))
    seen = seen_in_journal(goal)
    if seen is not None:
        refuse("got.goals.journal_shows_itself",
               RuleViolation(f"{table[goal].de}: das zeigt das Journal selbst ({seen[0]}) und schreibt es dann gut; "
                             "angezeigt wird es nicht.",
                             f"{table[goal].en}: the journal shows this itself ({seen[1]}) and credits it then; "
                             "it is not announced.",
                             sections=(GOALS_ONCE_SECTION,
                                       TITAN_GOALS_SECTION if p.role is Role.TITAN else DARKLORD_GOALS_SECTION)))
    return credit(p, goal)


def corrected(p: Player, goals: tuple[str, ...], extra: int, *, to: int | None = None) -> Player:
    """The player after a correction that names goals reached (e.g. from a paper score sheet) and changes the
    victory points beyond them by ``extra`` — or sets them ``to`` a total (26.1, 28.3): each goal must be on the
    player's table and counts once; the bounds are :mod:`referee.got.bounds`'. Goals the journal credits later
    still count, each once."""
    table = goals_of(p)
    for goal in goals:
        if goal not in table:
            refuse("got.goals.unknown_corrected",
                   UnknownName.of("Siegpunkt-Ziel", "victory-point goal", goal, table,
                                  sections=("26.3" if p.role is Role.TITAN else "26.4",)), item=goal)
    for goal in goals:
        if goal in table:
            p = credit(p, goal)
    if to is not None:
        extra = to - victory_points(p)
    return p.copy_with(extra_victory_points=p.extra_victory_points + extra)

#: each goal counts once, credited by the journal (the section the app shows)
GOALS_ONCE_SECTION = "26.1"
#: victory points (the score sheet's legend)
VICTORY_POINTS = Field("Siegpunkte", "victory points", ("26",))
