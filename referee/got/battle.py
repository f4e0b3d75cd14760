"""Settling a battle on the table (10, 17–21, 23.6, 24.4–24.8, 25.3).

:func:`settle_battle` checks a :class:`BattleSettled` entry against the table
and returns the new table: armies destroyed or reinforced, figures back to the
pools, points and gems, gods, revived demigods, elements, Phantoms, Titans
destroyed, towers taken and victory-point goals reached.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from referee.core.errors import RefereeError, RuleViolation
from referee.core.refusal import each, mark, refuse
from referee.got.army import check_composition, max_size
from referee.got.battle_rules import (
    FOUGHT_OUTCOMES,
    check_may_fight,
    check_reinforcement_ending,
    masters_in,
    reveal_titans,
    sides,
)
from referee.got.catalog import FigureClass, catalog
from referee.got.checks import check_land_recruit
from referee.got.elimination import eliminate
from referee.got.events import BattleEnded, BattleSettled, Side
from referee.got.fight import REINFORCE_SECTION, REINFORCE_SECTIONS, check_god_call, fight_of, settlement
from referee.got.goals import credit, next_goal, recruit_goal, tower_goal
from referee.got.readings import JournalGoals, ReinforcementLosses
from referee.got.settle import DRAWS, STANDING_SECTION, Award, ConcessionRule, Outcome, award
from referee.got.spoils import elements, gods, immortal, revive, trophies
from referee.got.state import NEUTRAL, Army, BattleRecord, Counts, GotState, Phase, Player, Role
from referee.got.values import FigureSpec

TITANS = frozenset({"Titan", "Phantom", "Dark-Titan"})


def _concession(state: GotState) -> ConcessionRule:
    return ConcessionRule(state.setting("got.concession_award"))


def _spec(state: GotState, owner: str, name: str) -> FigureSpec:
    if name in TITANS and owner != NEUTRAL:
        return FigureSpec(name, state.player(owner).titan_power)
    return FigureSpec(name)


def _return(state: GotState, owner: str, names: Sequence[str]) -> GotState:
    """Beaten figures go back to their owner's personal pool (3.8); neutral ones to the box."""
    if not names:
        return state
    if owner == NEUTRAL:
        return state.copy_with(box=state.box.plus(names))
    p = state.player(owner)
    return state.with_player(p.copy_with(pool=p.pool.plus(names)))


@dataclasses.dataclass(frozen=True)
class Reckoning:
    """Who fought with what, who lost what, and the award (20.3, 20.4, 24.8) — before anything moves."""

    winner: Side | None
    loser: Side | None
    owner: dict[Side, str]
    side_figs: dict[Side, list[str]]
    killed: dict[Side, list[str]]
    destroyed_titan: tuple[Side, str] | None
    award: Award
    killer: str | None


def joined(state: GotState, ev: BattleSettled, *, recorded: bool = False) -> tuple[GotState, Reckoning]:
    """The table after the figures that joined during the battle came (17, 18), and the reckoning.

    A battle fought on the battlefield shows its Titans for good (10.3, 24.3). ``recorded``: the battle was
    recorded round by round, where the reinforcement and the god call were judged as they came; here they
    only join."""
    att = state.army(ev.attacker)
    dfn = state.army(ev.defender)
    check_may_fight(state, att, dfn)
    winner, loser = sides(ev)
    if ev.outcome is Outcome.FLIGHT and dfn.owner == NEUTRAL:
        refuse("got.battle.neutral_armies_never_flee",
               RuleViolation("Neutrale Armeen fliehen nie.", "Neutral armies never flee.", sections=("25.2",)))
    if ev.outcome in FOUGHT_OUTCOMES:
        state = reveal_titans(state, att, dfn)
    att_figs = list(att.figures.names())
    dfn_figs = list(dfn.figures.names())
    if ev.reinforcement is not None:
        check_reinforcement_ending(ev.outcome, winner)  # one check, recorded or not (17.2)
        state = _reinforce(state, dfn, ev, _as_it_stands(state, dfn_figs, ev, Side.DEFENDER, winner), checked=recorded)
        dfn_figs.append(catalog().figure(ev.reinforcement).name)
    if ev.called_god is not None:
        state = _call_god(state, att, ev, _as_it_stands(state, att_figs, ev, Side.ATTACKER, winner), checked=recorded)
        att_figs.append(catalog().figure(ev.called_god.figure).name)
    return state, _reckon(state, ev, att, dfn, att_figs, dfn_figs, winner, loser)


def _reckon(state: GotState, ev: BattleSettled, att: Army, dfn: Army, att_figs: list[str], dfn_figs: list[str],
            winner: Side | None, loser: Side | None) -> Reckoning:
    side_figs = {Side.ATTACKER: att_figs, Side.DEFENDER: dfn_figs}
    if ev.outcome in DRAWS:
        if ev.winner_losses:
            refuse("got.battle.draw_both_armies",
                   RuleViolation("Bei einem Unentschieden werden beide Armeen zerschlagen; es gibt keinen Sieger mit "
                                 "Verlusten.", "In a draw both armies are destroyed; there is no winner with losses.",
                                 sections=("20.4",)))
        killed = {Side.ATTACKER: att_figs, Side.DEFENDER: dfn_figs}
    else:
        assert loser is not None and winner is not None
        losses = Counter(catalog().figure(n).name for n in ev.winner_losses)  # the winner's own beaten figures
        have = Counter(side_figs[winner])
        if losses - have:
            extra = ", ".join(sorted((losses - have).elements()))
            refuse("got.battle.not_winning_army",
                   RuleViolation(f"Nicht in der siegreichen Armee: {extra}.", f"Not in the winning army: {extra}.",
                                 sections=("10.7",)))
        if sum(losses.values()) >= len(side_figs[winner]):
            refuse("got.battle.winning_army_cannot_lose",
                   RuleViolation("Die siegreiche Armee kann nicht alle Figuren verlieren (dann: Unentschieden).",
                                 "The winning army cannot lose every figure (that is a draw).", sections=("20.4",)))
        killed = {loser: side_figs[loser], winner: list(losses.elements())}
    owner = {Side.ATTACKER: att.owner, Side.DEFENDER: dfn.owner}

    # settlement of points and gems (20.3, 20.4, 24.8)
    destroyed_titan = _titan_destroyed(state, ev, winner, killed, owner)
    removed: list[FigureSpec] = []
    if destroyed_titan is not None:
        victim_side, _ = destroyed_titan
        victim = owner[victim_side]
        for other in state.armies_of(victim):
            if other.marker not in (att.marker, dfn.marker):
                removed += [_spec(state, victim, n) for n in other.figures.names()]
    standing = _loser_standing(ev, loser, killed, destroyed_titan)
    if loser is not None:
        removed += [_spec(state, owner[loser], n) for n in standing]  # 24.8: still standing, half value
    scored = list((Counter(killed[loser]) - Counter(standing)).elements()) if loser is not None else []
    loser_specs = [] if loser is None else [_spec(state, owner[loser], n) for n in scored]
    a = award(ev.outcome, loser_specs, removed=removed, concession=_concession(state))
    killer = None
    if winner is not None:
        killer = owner[winner]
    elif destroyed_titan is not None:
        killer = owner[Side.ATTACKER if destroyed_titan[0] is Side.DEFENDER else Side.DEFENDER]
    return Reckoning(winner, loser, owner, side_figs, killed, destroyed_titan, a, killer)


def settle_battle(state: GotState, ev: BattleSettled, *, recorded: bool = False) -> GotState:
    """Apply a settled battle to the table (see the module docstring); ``recorded``: see :func:`joined`."""
    att, dfn = state.army(ev.attacker), state.army(ev.defender)
    state, r = joined(state, ev, recorded=recorded)
    winner, loser, owner, side_figs, killed = r.winner, r.loser, r.owner, r.side_figs, r.killed
    destroyed_titan, a, killer = r.destroyed_titan, r.award, r.killer
    elements_held = _elements_held(state, destroyed_titan, owner)
    if ev.reinforcement is not None and dfn.owner != NEUTRAL and state.reading(JournalGoals) is JournalGoals.REINFORCEMENT_COUNTS:
        dp = state.player(dfn.owner)  # a reinforcement is recruited too (8.4, 17.1, 26.3/26.4)
        state = state.with_player(credit(dp, recruit_goal(dp, catalog().figure(ev.reinforcement).name)))

    points_before = state.player(killer).points if killer and killer != NEUTRAL else Fraction(0)
    if killer and killer != NEUTRAL:
        kp = state.player(killer)
        state = state.with_player(kp.copy_with(points=kp.points + a.points, gems=kp.gems + a.gems_winner))
    if loser is not None and owner[loser] != NEUTRAL and a.gems_loser:
        lp = state.player(owner[loser])
        state = state.with_player(lp.copy_with(gems=lp.gems + a.gems_loser))

    # figures: survivors stay, beaten figures go back (3.8), demigods to the winner (19), elements (23.6)
    state, survivors = _after_battle(state, winner, att, dfn, side_figs, killed, owner, ev.revived)
    state = revive(state, ev, winner, killed, owner, survivors, award_gems=a.gems_winner)
    state = trophies(state, winner, killed, owner, survivors,
                     destroyed_master=None if destroyed_titan is None else destroyed_titan[1])
    state = immortal(state, ev, winner, killed, owner, survivors)
    state = elements(state, ev, winner, killed, owner, survivors)
    state = gods(state, ev, killer, points_before, survivors)
    state = _titans(state, ev, killed, owner, destroyed_titan)
    state = _darklord_falls_with_element(state, ev, destroyed_titan, elements_held, killer)
    state = _towers(state, winner, ev.outcome, att, dfn)
    record = BattleRecord(
        round=state.round, land=dfn.land, attacker=att.marker, defender=dfn.marker,
        attacker_figures=tuple(side_figs[Side.ATTACKER]), defender_figures=tuple(side_figs[Side.DEFENDER]),
        outcome=ev.outcome.value,
        winner=None if winner is None else owner[winner],
        killed_attacker=tuple(killed.get(Side.ATTACKER, ())), killed_defender=tuple(killed.get(Side.DEFENDER, ())),
        points=a.points, gems_winner=a.gems_winner, gems_loser=a.gems_loser,
        gods=tuple(g.figure for g in ev.gods), revived=ev.revived,
        titan_power_before=Player("", Role.TITAN, "", 0, points=points_before).titan_power,
        titan_power_after=Player("", Role.TITAN, "", 0, points=points_before + a.points).titan_power,
        sections=a.sections,
    )
    spells = tuple(m for m in state.spells_cast if m not in (att.marker, dfn.marker))
    fought = (*state.fought, *(m for m in (att.marker, dfn.marker) if m not in state.fought))  # 10.2
    return state.copy_with(battles=(*state.battles, record), phase=Phase.BATTLE, spells_cast=spells,
                               god_called_this_phase=state.god_called_this_phase or ev.called_god is not None,
                               fought=fought)


def _as_it_stands(state: GotState, figures: list[str], ev: BattleSettled, side: Side,
                   winner: Side | None) -> list[str]:
    """The army without its beaten figures, as far as the entry tells (17.2, 18.2): a winner's losses are
    known and count as fallen before the figure joined (interpretation ``got.reinforcement_losses``: a
    7-figure army that lost a Troll reinforces with a Troll; ``after-joining``, the reading of games set up
    before it: a loss of the kind that joined fell after it came); of a loser nothing beaten is known before its
    end."""
    if side is not winner:
        return list(figures)
    losses = [catalog().figure(n).name for n in ev.winner_losses]
    came = {ev.reinforcement, None if ev.called_god is None else ev.called_god.figure}
    if state.readings_untold and any(n in came for n in losses):
        mark("got.battle.loss_kind_reinforced",
             RuleViolation("Ein Verlust der Art, die nachrekrutiert oder gerufen wurde, zählt als davor gefallen "
                           "(Auslegung „Verluste vor der Nachrekrutierung“); wie die Version, die die Partie schrieb, "
                           "ihn zählte, sagt das Journal nicht.",
                           "A loss of the kind that reinforced or was called counts as fallen before it (interpretation "
                           "'Losses before the reinforcement'); how the version that wrote the game counted it, the "
                           "journal does not tell.", sections=REINFORCE_SECTIONS))
    if state.reading(ReinforcementLosses) is ReinforcementLosses.AFTER_JOINING:
        losses = [n for n in losses if n not in came]
    return list((Counter(figures) - Counter(losses)).elements())


def _loser_standing(ev: BattleSettled, loser: Side | None, killed: dict[Side, list[str]],
                    destroyed: tuple[Side, str] | None) -> list[str]:
    """The loser's figures still standing when its Titan fell for good (24.8); checked against the battle."""
    standing = [catalog().figure(n).name for n in ev.loser_standing]
    if not standing:
        return []
    if destroyed is None or loser is None or destroyed[0] is not loser:
        raise RuleViolation("Stehende Figuren zählen nur gesondert, wenn der Titan des Verlierers vernichtet wurde.",
                            "Standing figures count apart only when the loser's Titan was destroyed.",
                            sections=(STANDING_SECTION,))
    extra = Counter(standing) - Counter(killed[loser])
    if extra or destroyed[1] in standing:
        refuse("got.battle.not_loser_army",
               RuleViolation(f"Nicht in der Armee des Verlierers (oder der Titan selbst): {', '.join(sorted(extra.elements()))}.",
                             f"Not in the loser's army (or the Titan itself): {', '.join(sorted(extra.elements()))}.",
                             sections=(STANDING_SECTION,)))
    return standing


def _elements_held(state: GotState, destroyed: tuple[Side, str] | None, owner: dict[Side, str]) -> bool:
    """Did the player whose Titan/Phantom falls for good still hold an element (23.10)?"""
    if destroyed is None:
        return False
    victim = owner[destroyed[0]]
    return any(catalog().figure(n).klass is FigureClass.ELEMENT for a in state.armies_of(victim) for n in a.figures.names())


def _darklord_falls_with_element(state: GotState, ev: BattleSettled, destroyed: tuple[Side, str] | None,
                                 elements_held: bool, killer: str | None) -> GotState:
    """23.10: the Executer destroys the Titan/Phantom of a player who still held an element before the
    Dark-Titan appeared: every Darklord army leaves the game, without points; the Executer's player has
    destroyed the Darklord (23.10, 26.3)."""
    if destroyed is None or not ev.executer_kill or state.darklord_appeared or not elements_held:
        return state
    for p in state.players:
        if p.role is Role.DARKLORD and not p.eliminated:
            state = eliminate(state, p.name, removed_to=None)
            if killer is not None and killer != NEUTRAL and state.player(killer).role is Role.TITAN:
                k = state.player(killer)
                state = state.with_player(credit(k, next_goal(k, "darklord_destroyed")))
    return state


def _reinforce(state: GotState, dfn: Army, ev: BattleSettled, left: list[str], *, checked: bool = False) -> GotState:
    """The defender's one reinforcement (Nachrekrutierung, 17), from the land's chart and the pool; the
    army counts as it stands, without its beaten figures (17.2). ``checked``: judged when it came."""
    assert ev.reinforcement is not None
    if checked:
        p = state.player(dfn.owner)
        return state.with_player(p.copy_with(pool=p.pool.minus([ev.reinforcement], sections=(REINFORCE_SECTION,))))
    if dfn.owner == NEUTRAL:
        refuse("got.battle.neutral_towers_not_reinforce",
               RuleViolation("Neutrale Tower rekrutieren nicht nach.", "Neutral towers do not reinforce.",
                             sections=(*REINFORCE_SECTIONS, "25.1")))
    p = state.player(dfn.owner)
    if len(left) >= max_size(left, titan_revealed=p.titan_revealed or "Titan" in left):
        refuse("got.battle.reinforce_army_full",
               RuleViolation("Die Armee hat (ohne die geschlagenen Figuren) schon maximale Größe.",
                             "The army (not counting beaten figures) is already at maximum size.", sections=("17.2", "4.2")))
    check_land_recruit(state, dfn, left, ev.reinforcement)
    return state.with_player(p.copy_with(pool=p.pool.minus([ev.reinforcement], sections=(REINFORCE_SECTION,))))


def _call_god(state: GotState, att: Army, ev: BattleSettled, left: list[str], *, checked: bool = False) -> GotState:
    """A god from another army of the attacker joins the battle (18); the army counts as it stands.
    ``checked``: judged when it came."""
    assert ev.called_god is not None
    if ev.outcome is Outcome.FLIGHT:
        refuse("got.battle.no_god_may_called",
               RuleViolation("Flieht der Verteidiger, darf kein Gott gerufen werden.",
                             "No god may be called when the defender flees.", sections=("18.3",)))
    if not checked:
        check_god_call(state, att.marker, ev.called_god.figure, ev.called_god.from_marker, left)
    fig = catalog().figure(ev.called_god.figure)
    source = state.army(ev.called_god.from_marker)
    rest = source.figures.minus([fig.name], what_de="Armee", what_en="army")
    state = state.with_army(source.copy_with(figures=rest))
    return state if rest.total else state.without_army(source.marker)  # 18.4


def _after_battle(state: GotState, winner: Side | None, att: Army, dfn: Army, side_figs: dict[Side, list[str]],
                  killed: dict[Side, list[str]], owner: dict[Side, str],
                  revived: tuple[str, ...]) -> tuple[GotState, Army | None]:
    survivors: Army | None = None
    for side, army in ((Side.ATTACKER, att), (Side.DEFENDER, dfn)):
        left = Counter(side_figs[side])
        left.subtract(Counter(killed[side]))
        beaten = [n for n in killed[side] if catalog().figure(n).klass not in (FigureClass.DEMILORD,
                                                                              FigureClass.ELEMENT)]
        if side is winner and owner[side] == NEUTRAL:
            left = Counter(side_figs[side])  # neutral towers regenerate (25.1)
            beaten = []
        state = _return(state, owner[side], beaten)
        if sum(left.values()) > 0:
            kept = army.copy_with(figures=Counts.of(left))
            state = state.with_army(kept)
            if side is winner:
                survivors = kept
        else:
            state = state.without_army(army.marker)
    # beaten demigods go to the winner's pool, or back to their owners in a draw (19.1, 19.2); a beaten
    # Executer always goes back to its owner, the only one who may use it (16.5, got.executer_colour)
    not_revived = Counter(n for side in (Side.ATTACKER, Side.DEFENDER) for n in killed[side]
                          if catalog().figure(n).klass is FigureClass.DEMILORD) - Counter(revived)
    for side in (Side.ATTACKER, Side.DEFENDER):
        demigods = [n for n in killed[side] if catalog().figure(n).klass is FigureClass.DEMILORD]
        to = owner[winner] if winner is not None else owner[side]
        pooled: list[str] = []  # the ones not revived, each once (two Sunrays beaten, one revived: one to the pool)
        for d in demigods:
            if d != "Executer" and not_revived[d] > 0:
                not_revived[d] -= 1
                pooled.append(d)
        state = _return(state, to, pooled)
        if "Executer" in demigods and owner[side] != NEUTRAL:
            p = state.player(owner[side])
            state = state.with_player(p.copy_with(executer_beaten=True))
            if "Executer" not in revived or side is not winner:
                state = _return(state, owner[side], ["Executer"])
    return state, survivors


def _titan_destroyed(state: GotState, ev: BattleSettled, winner: Side | None, killed: dict[Side, list[str]],
                     owner: dict[Side, str]) -> tuple[Side, str] | None:
    """(side, figure) of a Titan/Phantom that leaves the game for good, else None: beaten by the
    Executer (24.7), after the Dark-Titan appeared (23.7), the Dark-Titan itself (23.10), or with no
    other land army left for the Phantom to appear in (24.4, 24.5, 23.10)."""
    battle = {ev.attacker, ev.defender}
    for side, names in killed.items():
        for n in names:
            if n not in TITANS or owner[side] == NEUTRAL:
                continue
            homeless = side is not winner and not [
                a for a in state.armies_of(owner[side])
                if a.marker not in battle and not a.land.terrain.is_tower and not a.land.terrain.is_sea]
            final = ev.executer_kill or state.darklord_appeared or n == "Dark-Titan" or homeless
            if final:
                return side, n
    return None


def _titans(state: GotState, ev: BattleSettled, killed: dict[Side, list[str]], owner: dict[Side, str],
            destroyed: tuple[Side, str] | None) -> GotState:
    """Beaten Titans turn into Phantoms, Phantoms reappear; destroyed ones end the player (24.4–24.8). A place
    for a Phantom (``phantom_to``) is for a battle in which one appears, and names an army of the game."""
    appears = any(n in TITANS for side, names in killed.items() for n in names
                  if owner[side] != NEUTRAL and not (destroyed is not None and destroyed[0] is side))
    if ev.phantom_to is not None and not appears:
        refuse("got.battle.no_phantom_appears",
               RuleViolation(f"In dieser Schlacht taucht kein Phantom auf; phantom_to ({ev.phantom_to}) bleibt leer.",
                             f"No Phantom appears in this battle; leave phantom_to ({ev.phantom_to}) empty.",
                             sections=("24.4",)))
    for side, names in killed.items():
        beaten = [n for n in names if n in TITANS]
        if not beaten or owner[side] == NEUTRAL:
            continue
        victim = state.player(owner[side])
        if destroyed is not None and destroyed[0] is side:
            other = Side.DEFENDER if side is Side.ATTACKER else Side.ATTACKER
            killer = state.player(owner[other])
            goal = "darklord_destroyed" if victim.role is Role.DARKLORD else "titan_destroyed"
            state = state.with_player(credit(killer, next_goal(killer, goal)))
            state = eliminate(state, victim.name, removed_to=None)
            continue
        if ev.phantom_to is None:
            places = ", ".join(phantom_targets(state, victim.name))
            raise RuleViolation(f"In welcher Armee taucht das Phantom von {victim.name} auf? (zur Wahl: {places})",
                                f"Which army does {victim.name}'s Phantom appear in? (choose: {places})",
                                sections=("24.4", "24.5"))
        target = state.army(ev.phantom_to)
        if target.marker not in phantom_targets(state, victim.name):
            refuse("got.battle.phantom_appears_land",
                   RuleViolation("Das Phantom taucht in einer eigenen Landarmee auf (nicht Tower, nicht See, nicht voll).",
                                 "The Phantom appears in a land army of one's own (not a tower, not sea, not full).",
                                 sections=("24.4", "24.5", "4.2")), item=side)
        phantom = "Phantom"
        pool = victim.pool.minus([phantom], sections=("24.4", "24.5"))  # the beaten one is back in the pool
        figures = [*target.figures.names(), phantom]
        with each(side):
            check_composition(figures, army=target.marker, titan_revealed=True)
        victim = victim.copy_with(pool=pool, phantom=True, titan_revealed=True)
        state = state.with_player(victim).with_army(target.copy_with(figures=Counts.of(figures)))
    return state


def phantom_targets(state: GotState, player: str) -> list[str]:
    """The player's land armies a Phantom may appear in: not a tower, not bound to the sea, room left (24.4, 24.5)."""
    out = []
    for a in state.armies_of(player):
        if a.land.terrain.is_tower or a.land.terrain.is_sea:
            continue
        try:
            check_composition([*a.figures.names(), "Phantom"], army=a.marker, titan_revealed=True)
        except RuleViolation:
            continue
        out.append(a.marker)
    return out


def _towers(state: GotState, winner: Side | None, outcome: Outcome, att: Army, dfn: Army) -> GotState:
    """The attacker takes a tower land when its defenders are all gone, also in a draw (25.3, 25.5)."""
    if not dfn.land.terrain.is_tower or att.owner == NEUTRAL:
        return state
    if winner is Side.DEFENDER or outcome is Outcome.TIMEOUT:
        return state
    p = state.player(att.owner)
    return state.with_player(credit(p, tower_goal(p, dfn.land.terrain)))


def concession_award(state: GotState, conceding: Side) -> Award | None:
    """What conceding now gives the other side, from the one reckoning that settles it (10.6, 20.3, 20.4;
    interpretation ``got.concession_award``): before the first round a concession before the battle, after
    it one during the battle. The battle sheet's odds panel and its table of endings both read this;
    None when the referee refuses such an end now."""
    f = fight_of(state)
    outcome = Outcome.CONCESSION_BEFORE if f.round == 0 else Outcome.CONCESSION_DURING
    winner = Side.DEFENDER if conceding is Side.ATTACKER else Side.ATTACKER
    try:
        settled = settlement(state, BattleEnded(outcome=outcome, winner=winner))
        bare = dataclasses.replace(settled, gods=(), revived=(), phantom_to=None, element_to=None,
                                   immortal_makes_room=None)
        _, r = joined(state.copy_with(fight=None), bare, recorded=True)
    except RefereeError:
        return None
    return r.award


__all__ = ["concession_award", "masters_in", "settle_battle"]
