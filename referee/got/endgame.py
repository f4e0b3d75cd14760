"""The end of the game: the end battle in the Skycastle (27.5), giving up (28.11) and the winner (1.3, 24.7).

The end battle: once the Dark-Titan has appeared, his army may attack the God in the City. The Titan
players lend the God up to six creatures out of their armies (at most two end creatures of a kind, also
out of armies that stand in a battle). The God's life is 100 minus the power of every Titan in the game
(16.5); he neither moves nor strikes, and every attack on him hits. If the God's life is gone within
seven rounds while the Dark-Titan stands, the Darklord wins and the game ends at once; otherwise the
Darklord is out and his armies leave without further ado. The God's surviving creatures go back to their
armies, beaten ones to their owners' pools (``got.end_battle``).

The game ends when one player is left — the winner — or none (``got.game_end``).
"""

from __future__ import annotations

from collections import Counter

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.frozen import replace
from referee.core.refusal import refuse
from referee.got.battle_rules import PACT_SECTION
from referee.got.catalog import FigureClass, catalog
from referee.got.elimination import eliminate
from referee.got.events import EndBattleEnded, EndBattleOpened, EndBattleRound, GodSupporter
from referee.got.fight import FIRST_ROUND_SECTION, STRENGTH_SECTION
from referee.got.goals import benefits, credit
from referee.got.lands import Terrain
from referee.got.markers import remark_orphans
from referee.got.numbers import NUMBERS
from referee.got.readings import GameEnd
from referee.got.sea import landed
from referee.got.sections import SPECIAL_FIGURES_SECTION
from referee.got.spoils import destroy_element
from referee.got.state import NEUTRAL, EndBattle, GotState, Phase, Player, Role
from referee.got.values import god_life
from referee.got.victory import BENEFITS_SECTION

DARK, GOD = "darklord", "god"


# -- the winner ----------------------------------------------------------------------------------


def after_entry(state: GotState) -> GotState:
    """What follows every entry by itself: orphaned master markers (4.4) and the end of the game (1.3)."""
    if not state.started:
        return state
    state = remark_orphans(state)
    if state.ended or state.winner is not None:
        return state
    left = state.players_left
    if len(left) == 1:
        return state.copy_with(winner=left[0].name, ended="last-player")
    if not left:
        return state.copy_with(ended="no-player-left")
    return state


def current_god_life(state: GotState) -> int:
    """100 minus the power of every Titan still in the game, the Dark-Titan too (16.5)."""
    return god_life(p.titan_power for p in state.players if state.has_titan(p))


# -- giving up (28.11) ---------------------------------------------------------------------------


def resign(state: GotState, player: str) -> GotState:
    """The Mover gives up in their own turn: every army leaves without scoring (28.11)."""
    p = state.player(player)
    if p.eliminated:
        refuse("got.endgame.already_out",
               RuleViolation(f"{p.name} ist schon ausgeschieden.", f"{p.name} is already out.", sections=("28.11",)))
    if state.mover_player.name != p.name:
        refuse("got.endgame.giving_up_only_one_own_turn",
               RuleViolation(f"Aufgeben nur im eigenen Zug ({state.mover_player.name} ist am Zug).",
                             f"Giving up only in one's own turn ({state.mover_player.name} is the Mover).",
                             sections=("28.11",)))
    if state.reading(GameEnd) is GameEnd.ELEMENTS_TO_DARKLORD and any(
            q.role is Role.DARKLORD and not q.eliminated for q in state.players):
        held = [n for a in state.armies_of(p.name) for n in a.figures.names()
                if catalog().figure(n).klass is FigureClass.ELEMENT]
        for element in held:
            holder = next(a for a in state.armies_of(p.name) if a.has(element))
            state = state.with_army(holder.copy_with(figures=holder.figures.minus([element])))
            state = destroy_element(state, element)
    return eliminate(state, p.name)


# -- the end battle (27.5) -----------------------------------------------------------------------


def may_storm_city(state: GotState, p: Player) -> bool:
    """The Darklord took a Citytower before, or holds the battle teleport (27.5, 26.5)."""
    return "take_citytower" in p.goals or any(b.name == "Battle-Teleport" for b in benefits(p))


def open_end_battle(state: GotState, e: EndBattleOpened) -> GotState:
    army = state.army(e.marker)
    p = state.mover_player
    if army.owner != p.name or p.role is not Role.DARKLORD:
        refuse("got.endgame.darklord_opens_end",
               RuleViolation("Den Endkampf eröffnet der Darklord in seinem Zug.",
                              "The Darklord opens the end battle in his turn.",
                             sections=("27.5", "10.1")))
    if not state.darklord_appeared or not army.has("Dark-Titan"):
        refuse("got.endgame.only_army_dark",
               RuleViolation("Nur die Armee des erschienenen Dark-Titans greift den God an.",
                             "Only the army of the Dark-Titan, once appeared, attacks the God.",
                             sections=("27.5", SPECIAL_FIGURES_SECTION)))
    if army.land.terrain is not Terrain.CITY:
        refuse("got.endgame.god_stands_skycastle",
               RuleViolation("Der God steht im Skycastle: die Dark-Titan-Armee muss in der City sein.",
                             "The God stands in the Skycastle: the Dark-Titan's army must be in the City.",
                             sections=("27.5", "10.2")))
    if not may_storm_city(state, p):
        refuse("got.endgame.without_battle_teleport",
               RuleViolation("Ohne Kampfteleport muss der Darklord zuvor einen Citytower eingenommen haben.",
                             "Without the battle teleport the Darklord must have taken a Citytower first.",
                             sections=("27.5", BENEFITS_SECTION)))
    if state.phase is Phase.RECRUIT:
        refuse("got.endgame.no_battles_after_recruiting",
               RuleViolation("Nach der Rekrutierungsphase wird nicht mehr gekämpft.",
                             "No battles after the recruiting phase began.", sections=("6.1",)))
    if state.pact_in_force:
        refuse("got.endgame.no_battles_during",
               RuleViolation("Während des Nichtangriffspakts gibt es keine Kämpfe.", "No battles during the pact.",
                             sections=(PACT_SECTION,)))
    god_army = _check_god_army(state, e.god_army)
    for marker, figure in god_army:  # out of their armies for the battle
        a = state.army(marker)
        state = state.with_army(a.copy_with(figures=a.figures.minus([figure])))
    battle = EndBattle(marker=army.marker, god_army=god_army, god_life=current_god_life(state))
    return state.copy_with(end_battle=battle, phase=Phase.BATTLE)


def _check_god_army(state: GotState, supporters: tuple[GodSupporter, ...]) -> tuple[tuple[str, str], ...]:
    limit = NUMBERS.battle.god_army_max
    if len(supporters) > limit:
        refuse("got.endgame.titan_players_lend",
               RuleViolation(f"Die Titan-Spieler stellen dem God höchstens {limit} Kreaturen ({len(supporters)}).",
                             f"The Titan players lend the God at most {limit} creatures ({len(supporters)}).",
                             sections=NUMBERS.section("battle", "god_army_max")))
    out: list[tuple[str, str]] = []
    taken: Counter[tuple[str, str]] = Counter()
    for s in supporters:
        army = state.army(s.marker)
        fig = catalog().figure(s.figure)
        owner = state.player(army.owner) if army.owner != NEUTRAL else None
        if owner is None:
            raise RuleViolation(f"{army.marker} ist keine Armee eines Titan-Spielers.",
                                f"{army.marker} is not a Titan player's army.", sections=("27.5",))
        if owner.role is not Role.TITAN or owner.eliminated:
            refuse("got.endgame.not_titan_player",
                   RuleViolation(f"{army.marker} ist keine Armee eines Titan-Spielers.",
                                 f"{army.marker} is not a Titan player's army.", sections=("27.5",)), item=(s.marker, s.figure))
        if fig.klass is not FigureClass.CREATURE:
            refuse("got.endgame.not_creature",
                   RuleViolation(f"{fig.name} ist keine Kreatur.", f"{fig.name} is not a creature.", sections=("27.5", "3.7")),
                   item=(s.marker, s.figure))
        if (fig.sea and not fig.amphibious) or (fig.amphibious and not landed(owner)):
            refuse("got.endgame.not_leave_coast",
                   RuleViolation(f"{fig.name} verlässt Coast und Sea nicht.", f"{fig.name} does not leave Coast and Sea.",
                                 sections=("3.10", "27.4", "27.5")), item=(s.marker, s.figure))
        taken[(army.marker, fig.name)] += 1
        if taken[(army.marker, fig.name)] > army.figures.count(fig.name):
            refuse("got.endgame.too_many_of_kind",
                   RuleViolation(f"So viele {fig.name} hat {army.marker} nicht.", f"{army.marker} has not that many {fig.name}.",
                                 sections=("27.5",)), item=(s.marker, s.figure))
        out.append((army.marker, fig.name))
    for marker in {m for m, _ in out}:
        if sum(n for (m, _), n in taken.items() if m == marker) >= state.army(marker).size:
            refuse("got.endgame.keeps_least_one_figure",
                   RuleViolation(f"{marker} behält mindestens eine Figur (sonst gäbe es die Armee nicht mehr).",
                                 f"{marker} keeps at least one figure (else the army would be gone).", sections=("4.6", "27.5")),
                   item=marker)
    kinds = Counter(f for _, f in out if catalog().figure(f).end_creature)
    over = [f for f, n in kinds.items() if n > NUMBERS.army.same_end_creature_max]
    if over:
        refuse("got.endgame.most_end_creatures",
               RuleViolation(f"Höchstens {NUMBERS.army.same_end_creature_max} Endkreaturen einer Art ({', '.join(over)}).",
                             f"At most {NUMBERS.army.same_end_creature_max} end creatures of a kind ({', '.join(over)}).",
                             sections=("27.5", "4.3")))
    return tuple(out)


def end_battle_of(state: GotState) -> EndBattle:
    if state.end_battle is None:
        raise RuleViolation("Es läuft kein Endkampf.", "No end battle is running.", sections=("27.5",))
    return state.end_battle


def standing_darklord(state: GotState, b: EndBattle) -> list[str]:
    left = Counter(f for _, side, _, f in b.beaten if side == DARK)
    return list((Counter(state.army(b.marker).figures.names()) - left).elements())


def standing_god_army(b: EndBattle) -> list[tuple[str, str]]:
    left = Counter((m, f) for _, side, m, f in b.beaten if side == GOD)
    return list((Counter(b.god_army) - left).elements())


def result(state: GotState, b: EndBattle) -> str | None:
    """"darklord" (God destroyed, Dark-Titan standing), "god" (Dark-Titan beaten, or time) or None (goes on)."""
    dark = standing_darklord(state, b)
    if b.round and "Dark-Titan" not in dark:
        return GOD
    if b.round and b.god_hits >= b.god_life:
        return DARK
    if b.round >= NUMBERS.battle.rounds:
        return GOD
    return None


def end_battle_round(state: GotState, e: EndBattleRound) -> GotState:
    b = end_battle_of(state)
    if e.round != b.round + 1:
        refuse("got.endgame.round_comes_next",
               RuleViolation(f"Als Nächstes kommt Runde {b.round + 1}, nicht {e.round}.",
                             f"Round {b.round + 1} comes next, not {e.round}.", sections=(FIRST_ROUND_SECTION, "27.5")))
    if result(state, b) is not None:
        refuse("got.endgame.end_battle_decided",
               RuleViolation("Der Endkampf ist entschieden; bitte sein Ende eintragen.",
                             "The end battle is decided; please enter its end.", sections=("27.5",)))
    if e.god_hits < 0:
        refuse("got.endgame.hits_not_negative",
               InvalidInput("Treffer sind nicht negativ.", "Hits are not negative.", sections=(STRENGTH_SECTION,)))
    if e.round == 1 and e.beaten_darklord:
        refuse("got.endgame.first_round_only_attacker",
               RuleViolation("In der ersten Runde schlägt nur der Angreifer.", "In the first round only the attacker strikes.",
                             sections=(FIRST_ROUND_SECTION,)))
    dark = [catalog().figure(n).name for n in e.beaten_darklord]
    missing = Counter(dark) - Counter(standing_darklord(state, b))
    god = [(g.marker, catalog().figure(g.figure).name) for g in e.beaten_god_army]
    missing_god = Counter(god) - Counter(standing_god_army(b))
    if missing or missing_god:
        extra = ", ".join([*missing.elements(), *(f for _, f in missing_god.elements())])
        refuse("got.endgame.beaten_not_on_battlefield",
               RuleViolation(f"Nicht (mehr) auf dem Schlachtfeld: {extra}.", f"Not (or no longer) on the battlefield: {extra}.",
                             sections=("13.8", "27.5")))
    beaten = (*b.beaten, *((e.round, DARK, b.marker, n) for n in dark), *((e.round, GOD, m, f) for m, f in god))
    after = replace(b, round=e.round, god_hits=b.god_hits + e.god_hits, beaten=beaten)
    return state.copy_with(end_battle=after)


def close_end_battle(state: GotState, e: EndBattleEnded) -> GotState:
    b = end_battle_of(state)
    outcome = result(state, b)
    if e.conceded and outcome is not None:
        refuse("got.endgame.end_battle_already_decided",
               RuleViolation("Der Endkampf ist schon entschieden.", "The end battle is already decided.", sections=("27.5",)))
    if e.conceded:
        outcome = GOD  # the Darklord gives up (10.6): he is beaten
    if outcome is None:
        refuse("got.endgame.end_battle_not_decided",
               RuleViolation("Der Endkampf ist noch nicht entschieden: der God lebt, der Dark-Titan steht, Runde < 7.",
                             "The end battle is not decided yet: the God lives, the Dark-Titan stands, round 7 is not over.",
                             sections=("27.5", FIRST_ROUND_SECTION)))
    # the God's creatures: survivors back to their armies, beaten ones to their owners' pools (27.5)
    for marker, figure in standing_god_army(b):
        a = state.army(marker)
        state = state.with_army(a.copy_with(figures=a.figures.plus([figure])))
    for _, side, marker, figure in b.beaten:
        if side == GOD:
            owner = state.player(state.army(marker).owner)
            state = state.with_player(owner.copy_with(pool=owner.pool.plus([figure])))
    dark = state.army(b.marker)
    lost = [f for _, side, _, f in b.beaten if side == DARK]
    darklord = state.player(dark.owner)
    state = state.with_army(dark.copy_with(figures=dark.figures.minus(lost)))
    state = state.copy_with(end_battle=None)
    state = state.with_player(darklord.copy_with(pool=darklord.pool.plus(lost)))
    if outcome == DARK:
        state = state.with_player(credit(state.player(darklord.name), "take_skycastle"))  # 26.4
        return state.copy_with(winner=darklord.name, ended="skycastle")
    return eliminate(state, darklord.name)  # 27.5: out, armies removed without further ado
