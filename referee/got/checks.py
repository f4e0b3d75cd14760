"""The checks the handlers and the options share, at the bottom of the package (6.1, 6.3, 17.1, 18.2, 21.2, 22).

The engine's handlers (:mod:`referee.got.engine`, :mod:`referee.got.fight`, :mod:`referee.got.battle`,
:mod:`referee.got.special_entries`) and the options (:mod:`referee.got.allowed`, the candidates) ask the same
questions of the table: whose army it is, which battles are still to come, what an army could recruit on its
land. They live here, above the table (``state``) and the rules of a battle (``battle_rules``) and below every
module that judges an entry, so every module of the package imports at its top (a test keeps the package free
of import cycles: ``tests/got/test_import_graph.py``).

>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> s = GotEngine().apply(GotEngine().initial_state(), GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3))))
>>> own_army(s, "Rot 1", Phase.MOVEMENT, "8.1").marker, open_battles(s)
('Rot 1', ())
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.derived import derived
from referee.core.errors import RuleViolation
from referee.core.refusal import refuse
from referee.got.battle_rules import check_may_fight
from referee.got.goals import victory_points
from referee.got.numbers import NUMBERS
from referee.got.readings import RecruitChart
from referee.got.recruit import RecruitAnswer, RecruitQuery, check_recruit, recruit_options
from referee.got.state import Army, GotState, Phase
from referee.got.towers import GARRISON_SECTION, is_garrison


def own_army(state: GotState, marker: str, phase: Phase, section: str) -> Army:
    """The Mover's army ``marker``, in a phase not later than ``phase`` (6.1)."""
    army = state.army(marker)
    if army.owner != state.mover_player.name:
        refuse("got.own_army.not_belong_mover",
               RuleViolation(f"{marker} gehört nicht dem Mover ({state.mover_player.name}).",
                             f"{marker} does not belong to the Mover ({state.mover_player.name}).",
                             sections=("6.2", section)))
    order = [Phase.MOVEMENT, Phase.BATTLE, Phase.RECRUIT]
    if order.index(state.phase) > order.index(phase):
        refuse("got.own_army.phase_over_now",
               RuleViolation(f"Die Phase {phase.word('de')} ist vorbei (jetzt: {state.phase.word('de')}).",
                             f"The {phase.word('en')} phase is over (now: {state.phase.word('en')}).",
                             sections=("6.1", section)))
    if phase is Phase.MOVEMENT and is_garrison(state, army):
        refuse("got.own_army.tower_garrisons_not_move",
               RuleViolation("Tower-Besatzungen ziehen nicht.", "Tower garrisons do not move.",
                             sections=("25.1", GARRISON_SECTION)))
    return army


def in_unfought_battle(state: GotState, army: Army) -> bool:
    """The army shares a land (not City or Dungeon) with an enemy army: its battle is still to come (18.2, 21.2)."""
    return any(b.owner != army.owner for b in state.armies_on(army.land.label)) and not army.land.terrain.is_centre


@derived
def open_battles(state: GotState) -> tuple[tuple[str, str], ...]:
    """(attacker, defender) pairs the Mover still has to fight (6.3); worked out once per state (every army's
    forced move asks it)."""
    mover = state.mover_player.name
    theirs = state.lands_of_others()  # one pass, not one per army of the Mover
    met = [(a, b) for a in state.armies if a.owner == mover and a.land.label in theirs and not a.land.terrain.is_centre
           for b in state.armies_on(a.land.label) if b.owner != mover]
    if not met:
        return ()
    in_battle = state.copy_with(phase=Phase.BATTLE)
    out = []
    for a, b in met:
        try:
            check_may_fight(in_battle, a, b)
        except RuleViolation:
            continue
        out.append((a.marker, b.marker))
    return tuple(out)


def waits_for_battle(state: GotState, army: Army) -> bool:
    """The Mover's ``army`` shares a land with an enemy army it may fight now (6.3, 10.1; after the pact,
    ``got.pact_end``): it stays for that battle — it does not move, and is not under forced move (8.2). ``army`` is one
    of the state's armies: one with no enemy on its land, or in the centre, is in none of :func:`open_battles` (every
    move asks, and the battles of the whole table are not worked out for it)."""
    if army.owner != state.mover_player.name or army.land.terrain.is_centre:
        return False
    if army.land.label not in state.lands_of_others():
        return False
    return any(a == army.marker for a, _ in open_battles(state))


def offer_inferred(state: GotState) -> bool:
    """The recruiting chart offers what the text only implies (interpretation ``got.recruit_chart``, 22)."""
    return state.reading(RecruitChart) is not RecruitChart.TEXT_ONLY


def recruit_query(state: GotState, army: Army) -> RecruitQuery:
    """The recruiting question for ``army`` as the table stands (22)."""
    p = state.player(army.owner)
    return RecruitQuery(
        terrain=army.land.terrain, army=army.figures.names(), moved=army.moved, role=p.role,
        victory_points=victory_points(p), titan_revealed=p.titan_revealed, pool=dict(p.pool.items), gems=p.gems,
        end_creatures_this_turn=state.end_creatures_this_turn, end_creatures_named=state.end_creatures_named,
        offer_inferred=offer_inferred(state),
        already_recruited=army.recruited, chart_corrections=state.recruit_corrections,
        dark_titan_appeared=state.darklord_appeared, executer_beaten=p.executer_beaten,
    )


def recruit_answer(state: GotState, marker: str) -> RecruitAnswer:
    """The recruits the army ``marker`` may make as the table stands, and why the others are not possible (22)."""
    return recruit_options(recruit_query(state, state.army(marker)))


def check_land_recruit(state: GotState, dfn: Army, left: Sequence[str], figure: str) -> None:
    """The army as it stands could recruit ``figure`` on its land (17.1 refers to 22); how far it moved
    does not matter."""
    p = state.player(dfn.owner)
    q = RecruitQuery(terrain=dfn.land.terrain, army=tuple(left), moved=NUMBERS.recruit.min_moved, role=p.role,
                     victory_points=victory_points(p), titan_revealed=p.titan_revealed, pool=dict(p.pool.items),
                     gems=p.gems, end_creatures_this_turn=0, offer_inferred=offer_inferred(state),
                     chart_corrections=state.recruit_corrections, dark_titan_appeared=state.darklord_appeared)
    check_recruit(q, figure, "land")
