"""The Gods of Titan referee: one validating ``apply`` per journal event.

>>> from referee.got.events import GameSetup, PlayerSetup
>>> engine = GotEngine()
>>> s = engine.apply(engine.initial_state(), GameSetup(players=(
...     PlayerSetup("Anna", "titan", "Rot", 1), PlayerSetup("Ben", "titan", "Blau", 2),
...     PlayerSetup("Cleo", "titan", "Gelb", 3))))
>>> [a.marker for a in s.armies_of("Anna")]
['Rot 1', 'Rot 2', 'Rot Tower']
>>> s.mover_player.name, s.round, s.pact_in_force
('Anna', 1, True)
"""

from __future__ import annotations

from collections import Counter

from referee.core.engine import Engine, handles
from referee.core.errors import InvalidInput, RuleViolation
from referee.core.events import Event
from referee.core.frozen import replace
from referee.core.option import Option
from referee.core.refusal import refuse
from referee.got import events as ev
from referee.got import fight
from referee.got.allowed import check_not_engaged, open_battles
from referee.got.army import check_composition, check_split
from referee.got.battle import settle_battle
from referee.got.board import known_land, name_land
from referee.got.bounds import check_tallies
from referee.got.catalog import FigureClass, catalog
from referee.got.checks import own_army as _own_army
from referee.got.checks import recruit_query
from referee.got.elimination import eliminate
from referee.got.endgame import after_entry
from referee.got.goals import benefits, claim, corrected, credit, recruit_goal, tower_goal
from referee.got.lands import Land, Terrain
from referee.got.markers import SPLIT_SECTION, free_master_marker
from referee.got.movement import SPLIT_MOVE_SECTIONS, check_move
from referee.got.movement_end import block, check_movement_over
from referee.got.options import candidates
from referee.got.recruit import RECRUIT_SECTION, check_recruit
from referee.got.sections import BATTLE_ORDER_SECTION, CORRECTION_SECTION, ELEMENTS_SECTION, MARKER_SECTION, REVEAL_SECTION
from referee.got.settle import STANDING_SECTION
from referee.got.setup import field_markers, opening_state
from referee.got.special_entries import END_BATTLE_ENTRIES, SpecialEntries, check_recruit_allowed, check_split_allowed
from referee.got.spellcast import check_spell
from referee.got.spoils import destroy_element
from referee.got.state import NEUTRAL, Army, Counts, GotState, Phase, Player, Role
from referee.got.towers import check_split_on_tower
from referee.got.trade import check_trade

#: what may be entered while a battle is open (everything else waits for its end, 10.3)
FIGHT_ENTRIES = (ev.BattleRound, ev.Reinforced, ev.GodCalled, ev.AbilityUsed, ev.SpellUsed, ev.BattleEnded,
                 ev.Correction, ev.TitanRevealed, ev.FigureValues)


class GotEngine(SpecialEntries, Engine[GotState]):
    game = "got"

    def initial_state(self) -> GotState:
        return GotState()

    def candidates(self, state: GotState) -> list[Option]:
        """Battles, recruits, reveal and end of turn of the Mover (see :mod:`referee.got.options`)."""
        return candidates(state)

    def started(self, state: GotState) -> bool:
        return state.started

    def finished(self, state: GotState) -> bool:
        return state.winner is not None or bool(state.ended)

    def holdings(self, state: GotState) -> object:
        """What no stored entry may make or lose: every figure (5.1); a spell cast leaves the game (15.2) and is
        no figure, so a stored spell today's rules refuse is still applied as cast."""
        spells = catalog().spells
        return +Counter({n: k for n, k in state.figures().items() if n not in spells})

    def conserves(self, before: GotState, after: GotState) -> bool:
        """:meth:`holdings` compared by what changed: the multisets of figures (a pool, an army, the box …) that
        ``before`` and ``after`` share cancel out, and only the rest is counted (an entry changes one or two)."""
        gone, came = _figure_parts(before), _figure_parts(after)
        spells = catalog().spells
        lost, made = _total(gone - came), _total(came - gone)
        return +Counter({n: k for n, k in lost.items() if n not in spells}) == +Counter(
            {n: k for n, k in made.items() if n not in spells})

    def apply(self, state: GotState, event: Event) -> GotState:
        if not state.started and not isinstance(event, ev.GameSetup):
            refuse("got.apply.set_up_first",
                   RuleViolation("Zuerst den Spielbeginn eintragen.", "Enter the game set-up first.", sections=("5.0",)))
        if state.winner is not None:
            refuse("got.apply.game_over_won",
                   RuleViolation(f"Die Partie ist beendet ({state.winner} hat gewonnen).",
                                 f"The game is over ({state.winner} won).", sections=("1.3",)))
        if state.ended:
            refuse("got.apply.game_over_no_winner",
                   RuleViolation("Die Partie ist beendet (ohne Sieger).", "The game is over (no winner).", sections=("1.3",)))
        if state.end_battle is not None and not isinstance(event, END_BATTLE_ENTRIES):
            refuse("got.apply.first_finish_entering_end",
                   RuleViolation("Erst den Endkampf im Skycastle zu Ende eintragen.",
                                 "First finish entering the end battle in the Skycastle.",
                                 sections=("27.5", BATTLE_ORDER_SECTION)))
        if state.fight is not None and not isinstance(event, FIGHT_ENTRIES):
            f = state.fight
            refuse("got.apply.first_finish_entering_battle",
                   RuleViolation(f"Erst den Kampf {f.attacker} ⚔ {f.defender} zu Ende eintragen.",
                                 f"First finish entering the battle {f.attacker} ⚔ {f.defender}.",
                                 sections=(BATTLE_ORDER_SECTION, "10.8")))
        return after_entry(super().apply(state, event))  # orphaned master markers, the end of the game (4.4, 1.3)

    # -- set-up and turns ----------------------------------------------------------------

    @handles(ev.GameSetup)
    def _setup(self, state: GotState, e: ev.GameSetup) -> GotState:
        if state.started:
            refuse("got.setup.game_already_begun",
                   RuleViolation("Die Partie hat schon begonnen.", "The game has already begun.", sections=("5.0",)))
        return opening_state(e)

    @handles(ev.TurnEnded)
    def _turn_ended(self, state: GotState, e: ev.TurnEnded) -> GotState:
        _mover(state, e.player)
        _end_movement(state)
        open_battles = _open_battles(state)
        if open_battles:
            refuse("got.turn_ended.open_battles_must_settled",
                   RuleViolation(f"Offene Kämpfe müssen vor dem Zugende ausgetragen werden: {', '.join(open_battles)}.",
                                 f"Open battles must be settled before the turn ends: {', '.join(open_battles)}.",
                                 sections=("6.3", "6.5")))
        order = state.seat_order
        nxt, rnd = state.mover, state.round
        for _ in range(len(order)):
            nxt += 1
            if nxt == len(order):
                nxt, rnd = 0, rnd + 1
            if not order[nxt].eliminated:
                break
        armies = tuple([a if a.moved is None and not a.recruited else a.copy_with(moved=None, recruited=False)
                        for a in state.armies])  # only the armies that moved or recruited change
        return state.copy_with(mover=nxt, round=rnd, phase=Phase.MOVEMENT, armies=armies, end_creatures_this_turn=0,
                               spells_cast=(), god_called_this_phase=False, turn_notes=(), fought=(), end_creatures_named=())

    # -- movement phase ---------------------------------------------------------------------

    @handles(ev.Split)
    def _split(self, state: GotState, e: ev.Split) -> GotState:
        army = _own_army(state, e.marker, Phase.MOVEMENT, "4.5")
        p = state.player(army.owner)
        check_split_on_tower(state, army)
        if e.new_marker not in field_markers(p.colour, p.role):
            refuse("got.split.not_marker",
                   RuleViolation(f"{e.new_marker!r} ist kein Deckmärkchen von {p.name}.",
                                 f"{e.new_marker!r} is not a marker of {p.name}.", sections=(MARKER_SECTION,)))
        if any(a.marker == e.new_marker for a in state.armies):
            refuse("got.split.already_use",
                   RuleViolation(f"{e.new_marker} ist schon vergeben.", f"{e.new_marker} is already in use.",
                                 sections=(SPLIT_SECTION, "4.9")))
        if army.moved is not None:
            refuse("got.split.army_split_before_moves",
                   RuleViolation("Eine Armee wird vor ihrem Zug geteilt.", "An army is split before it moves.",
                                 sections=SPLIT_MOVE_SECTIONS))
        moved = [catalog().figure(n).name for n in e.figures]
        check_split(army.figures.names(), moved)
        check_split_allowed(state, army, moved)  # the master as marker stays (4.9); sea armies (27.4)
        rest = army.figures.minus(moved, what_de="Armee", what_en="army")
        for marker, part in ((army.marker, rest.names()), (e.new_marker, moved)):  # each part an army of 4.2, 4.3
            check_composition(part, army=marker, titan_revealed=p.titan_revealed)
        new = Army(e.new_marker, army.owner, army.land, Counts.of(moved), arrived=army.arrived)
        return state.with_army(army.copy_with(figures=rest)).with_army(new)

    @handles(ev.Move)
    def _move(self, state: GotState, e: ev.Move) -> GotState:
        army = _own_army(state, e.marker, Phase.MOVEMENT, "8.1")
        if e.teleport:
            refuse("got.move.teleports_entered_own_entry",
                   RuleViolation("Teleports werden als eigener Eintrag mit ihrer Art eingetragen (got.teleport).",
                                 "Teleports are entered as their own entry with their kind (got.teleport).",
                                 sections=("9.1",)))
        check_not_engaged(state, army)  # it stays for its battle (6.3, 8.2, got.pact_end)
        land = known_land(state, e.to)
        empty = not state.armies_on(land.label)
        state, army = check_move(state, army, land, e.distance, teleport=e.teleport,
                                 garrison_leaves=tuple(e.garrison_leaves))
        if land.terrain.is_tower and empty:
            p = state.player(army.owner)
            state = state.with_player(credit(p, tower_goal(p, land.terrain)))  # taken without a fight (25.6)
        if state.open_board and land not in state.lands:  # an open board remembers the lands its moves named
            state = state.copy_with(lands=(*state.lands, land))
        return state

    @handles(ev.LandNamed)
    def _land_named(self, state: GotState, e: ev.LandNamed) -> GotState:
        return name_land(state, Land(Terrain.parse(e.terrain), e.name.strip()))

    @handles(ev.ArmyBlocked)
    def _blocked(self, state: GotState, e: ev.ArmyBlocked) -> GotState:
        return block(state, e)

    # -- battle phase ----------------------------------------------------------------------

    @handles(ev.BattleSettled)
    def _battle(self, state: GotState, e: ev.BattleSettled) -> GotState:
        _end_movement(state)
        return settle_battle(state, e)

    @handles(ev.BattleOpened)
    def _battle_opened(self, state: GotState, e: ev.BattleOpened) -> GotState:
        _end_movement(state)
        return fight.open_fight(state, e)

    @handles(ev.BattleRound)
    def _battle_round(self, state: GotState, e: ev.BattleRound) -> GotState:
        return fight.fight_round(state, e)

    @handles(ev.Reinforced)
    def _reinforced(self, state: GotState, e: ev.Reinforced) -> GotState:
        return fight.reinforce(state, e)

    @handles(ev.GodCalled)
    def _god_called(self, state: GotState, e: ev.GodCalled) -> GotState:
        return fight.call_god(state, e)

    @handles(ev.AbilityUsed)
    def _ability(self, state: GotState, e: ev.AbilityUsed) -> GotState:
        return fight.use_ability(state, e)

    @handles(ev.BattleEnded)
    def _battle_ended(self, state: GotState, e: ev.BattleEnded) -> GotState:
        """The settlement derived from the record, applied by the one settlement code (10.7, 20)."""
        settled = fight.settlement(state, e)
        f = fight.fight_of(state)
        after = settle_battle(state.copy_with(fight=None), settled, recorded=True)
        record = replace(after.battles[-1], rounds=f.beaten, last_round=f.round, reinforcement=f.reinforcement,
                                     called_god=f.called_god, spells=f.spells,
                                     abilities=tuple((side, name) for side, name, _ in f.abilities))
        return after.copy_with(battles=(*after.battles[:-1], record))

    @handles(ev.FigureValues)
    def _figure_values(self, state: GotState, e: ev.FigureValues) -> GotState:
        return fight.set_values(state, e)

    @handles(ev.SpellUsed)
    def _spell(self, state: GotState, e: ev.SpellUsed) -> GotState:
        return check_spell(state, e)

    # -- recruiting phase ----------------------------------------------------------------

    @handles(ev.Recruit)
    def _recruit(self, state: GotState, e: ev.Recruit) -> GotState:
        army = _own_army(state, e.marker, Phase.RECRUIT, "22.1")
        _end_movement(state)
        if _open_battles(state):
            refuse("got.recruit.settle_all_battles",
                   RuleViolation("Erst alle Kämpfe austragen, dann rekrutieren.", "Settle all battles before recruiting.",
                                 sections=("6.1", "6.3")))
        check_recruit_allowed(state, army)  # after a free/Darkland teleport (26.5, 9.5); sea armies (27.4)
        p = state.player(army.owner)
        figure = catalog().figure(e.figure).name
        sacrifice = catalog().figure(e.sacrifice).name if e.sacrifice else None
        q = recruit_query(state, army)
        option = check_recruit(q, figure, e.via.value, sacrifice)
        pool = p.pool.minus([figure], sections=("5.1", RECRUIT_SECTION))
        figures = army.figures.plus([figure])
        if sacrifice is not None:
            figures = figures.minus([sacrifice], what_de="Armee", what_en="army")
            pool = pool.plus([sacrifice])
        check_composition(figures.names(), army=army.marker, titan_revealed=p.titan_revealed)
        p = p.copy_with(pool=pool, gems=p.gems - option.cost_gems)
        p = credit(p, recruit_goal(p, figure)) if e.via is ev.Via.LAND else p
        # the Titan army's end creature under Mustering is the extra one, in whatever order (26.5, got.mustering)
        ordinary = catalog().figure(figure).end_creature and not q.benefit("Mustering")
        ends = state.end_creatures_this_turn + (1 if ordinary else 0)
        named = (*state.end_creatures_named, figure) if ordinary else state.end_creatures_named
        state = state.with_player(p).with_army(army.copy_with(figures=figures, recruited=True))
        return state.copy_with(phase=Phase.RECRUIT, end_creatures_this_turn=ends, end_creatures_named=named)

    # -- at any time ---------------------------------------------------------------------

    @handles(ev.TitanRevealed)
    def _reveal(self, state: GotState, e: ev.TitanRevealed) -> GotState:
        p = _active(state, e.player)
        if p.titan_revealed:
            refuse("got.reveal.titan_already_revealed",
                   RuleViolation(f"Der Titan von {p.name} ist schon offengelegt.", f"{p.name}'s Titan is already revealed.",
                                 sections=(REVEAL_SECTION,)))
        state = state.with_player(p.copy_with(titan_revealed=True))
        return free_master_marker(state, p.name) if e.free_marker else state  # 4.4, 4.9

    @handles(ev.ElementDestroyed)
    def _element(self, state: GotState, e: ev.ElementDestroyed) -> GotState:
        element = catalog().figure(e.element)
        if element.klass is not FigureClass.ELEMENT or element.name in state.elements_destroyed:
            refuse("got.element.not_element_play",
                   RuleViolation(f"{element.name} ist kein Element im Spiel.", f"{element.name} is not an element in play.",
                                 sections=("3.4", ELEMENTS_SECTION)))
        if not e.reason.strip():
            refuse("got.element.reason_missing",
                   InvalidInput("Bitte einen Grund angeben (8.6 oder 24.6).", "Please give a reason (8.6 or 24.6)."))
        holder = next((a for a in state.armies if a.has(element.name)), None)
        if holder is not None:
            state = state.with_army(holder.copy_with(figures=holder.figures.minus([element.name])))
        return destroy_element(state, element.name)

    @handles(ev.DarklordAppeared)
    def _darklord(self, state: GotState, e: ev.DarklordAppeared) -> GotState:
        army = state.army(e.marker)
        p = state.player(army.owner) if army.owner != NEUTRAL else None
        if p is None:
            raise RuleViolation("Der Dark-Titan erscheint in einer schwarzen Landarmee.",
                                "The Dark-Titan appears in a black land army.", sections=("23.7",))
        if p.role is not Role.DARKLORD or army.land.terrain.is_tower:
            refuse("got.darklord.dark_titan_appears",
                   RuleViolation("Der Dark-Titan erscheint in einer schwarzen Landarmee.",
                                 "The Dark-Titan appears in a black land army.", sections=("23.7",)))
        if state.darklord_appeared or len(state.elements_destroyed) < len(catalog().opening.elements):
            refuse("got.darklord.darklord_appears_only_once",
                   RuleViolation("Der Darklord erscheint erst, wenn alle drei Elemente vernichtet sind.",
                                 "The Darklord appears only once all three elements are destroyed.",
                                 sections=(ELEMENTS_SECTION, "23.7")))
        figures = army.figures.plus(["Dark-Titan"])
        p = p.copy_with(pool=p.pool.minus(["Dark-Titan"], sections=("23.7",)), titan_revealed=True,
                                phantom=False)
        state = state.with_player(p).with_army(army.copy_with(figures=figures)).copy_with(darklord_appeared=True)
        # all Phantoms leave; Titan players going on as Phantoms are out; all Titans are revealed (23.7)
        for a in state.armies:
            if a.has("Phantom"):
                owner = state.player(a.owner)
                state = state.with_army(a.copy_with(figures=a.figures.minus(["Phantom"])))
                state = state.with_player(owner.copy_with(removed=owner.removed.plus(["Phantom"])))
        for q in state.players:
            if q.role is Role.TITAN and not q.eliminated:
                state = eliminate(state, q.name) if q.phantom else state.with_player(
                    q.copy_with(titan_revealed=True))
        return state

    @handles(ev.Trade)
    def _trade(self, state: GotState, e: ev.Trade) -> GotState:
        return check_trade(state, e)

    @handles(ev.PlayerEliminated)
    def _eliminated(self, state: GotState, e: ev.PlayerEliminated) -> GotState:
        p = _active(state, e.player)
        if not e.reason.strip():
            refuse("got.eliminated.reason_missing",
                   InvalidInput("Bitte einen Grund angeben.", "Please give a reason.", sections=("28.11",)))
        state = eliminate(state, p.name)
        left = state.players_left
        if len(left) == 1:
            state = state.copy_with(winner=left[0].name)
        if state.mover_player.name == p.name:
            state = self._turn_ended(state, ev.TurnEnded(player=p.name)) if left else state
        return state

    @handles(ev.GoalClaimed)
    def _goal(self, state: GotState, e: ev.GoalClaimed) -> GotState:
        p = _active(state, e.player)
        return state.with_player(claim(p, e.goal))

    @handles(ev.Correction)
    def _correction(self, state: GotState, e: ev.Correction) -> GotState:
        if not e.reason.strip():
            refuse("got.correction.correction_needs_reason",
                   InvalidInput("Eine Korrektur braucht einen Grund.", "A correction needs a reason.",
                                sections=(CORRECTION_SECTION,)))
        p = state.player(e.player)
        for what, by, to in ((("Kampfpunkte", "points"), e.points, e.points_to), (("Lebenssteine", "gems"), e.gems, e.gems_to),
                             (("Siegpunkte", "victory points"), e.victory_points, e.victory_points_to)):
            if by and to is not None:
                refuse("got.correction.either_change_or_set_not_both",
                       InvalidInput(f"{what[0]}: entweder ändern (um {by}) oder setzen (auf {to}), nicht beides.",
                                    f"{what[1]}: either change (by {by}) or set (to {to}), not both.",
                                    sections=(CORRECTION_SECTION,)), item=what[1])
        points = e.points_to if e.points_to is not None else p.points + e.points
        gems = e.gems_to if e.gems_to is not None else p.gems + e.gems
        p = p.copy_with(points=points, gems=gems)
        if e.goals or e.victory_points or e.victory_points_to is not None:  # a game taken over from paper (26.1, 28.3)
            p = corrected(p, tuple(e.goals), e.victory_points, to=e.victory_points_to)
        check_tallies(p, points=bool(e.points) or e.points_to is not None, gems=bool(e.gems) or e.gems_to is not None,
                      vp=bool(e.goals or e.victory_points) or e.victory_points_to is not None)  # 26.1
        if (e.remove_figures or e.add_figures) and e.army is None:
            refuse("got.correction.which_army",
                   InvalidInput("Welche Armee? (army)", "Which army? (army)", sections=(CORRECTION_SECTION, "28.9")))
        if e.army is not None:
            army = state.army(e.army)
            if army.owner != p.name:
                refuse("got.correction.not_owners_army",
                       RuleViolation(f"{army.marker} gehört nicht {p.name}.", f"{army.marker} is not {p.name}'s.",
                                     sections=("28.9",)))
            names = [catalog().figure(n).name for n in e.remove_figures]
            rest = army.figures.minus(names, what_de="Armee", what_en="army", sections=("28.9",))
            p = p.copy_with(pool=p.pool.plus(names))
            added = [catalog().figure(n).name for n in e.add_figures]  # a figure forgotten at recruiting (28.3)
            if added:
                p = p.copy_with(pool=p.pool.minus(added, sections=("5.1", CORRECTION_SECTION)))
                rest = rest.plus(added)
                check_composition(rest.names(), army=army.marker, titan_revealed=p.titan_revealed)
            state = state.with_army(army.copy_with(figures=rest)) if rest.total else state.without_army(
                army.marker)
        return state.with_player(p)


# -- helpers shared by the handlers --------------------------------------------------------


def _figure_parts(state: GotState) -> Counter[Counts]:
    """Every multiset of figures of the game (:meth:`GotState.figures`, part by part), each counted as often as it
    occurs."""
    return Counter((*(p.pool for p in state.players), *(p.removed for p in state.players),
                    *(a.figures for a in state.armies), state.box,
                    *((Counts.of(state.elements_destroyed),) if state.elements_destroyed else ())))


def _total(parts: Counter[Counts]) -> Counter[str]:
    total: Counter[str] = Counter()
    for counts, times in parts.items():
        for name, n in counts.items:
            total[name] += n * times
    return total


def _active(state: GotState, name: str) -> Player:
    p = state.player(name)
    if p.eliminated:
        refuse("got.active.out_game",
               RuleViolation(f"{p.name} ist ausgeschieden.", f"{p.name} is out of the game.", sections=(STANDING_SECTION,)))
    return p


def _mover(state: GotState, name: str) -> None:
    state.player(name)  # an unknown name is named as such
    if state.mover_player.name != name:
        refuse("got.mover.not_your_turn",
               RuleViolation(f"{state.mover_player.name} ist am Zug, nicht {name}.",
                             f"It is {state.mover_player.name}'s turn, not {name}'s.", sections=("6.1",)))


def _end_movement(state: GotState) -> None:
    """The Mover's movement phase ends with this entry: its checks (6.1, 8.4, 8.6, 25.6; see movement_end)."""
    if state.phase is Phase.MOVEMENT:
        check_movement_over(state)


def _open_battles(state: GotState) -> list[str]:
    """Battles the Mover still has to fight (6.3)."""
    return [f"{a}–{d}" for a, d in open_battles(state)]


__all__ = ["GotEngine", "benefits", "recruit_query"]
