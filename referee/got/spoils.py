"""What the winner takes after a battle: revived demigods (19), the Immortal and the Executer's
trophies (16.5), beaten elements (23.6) and the gods that appear (21).

Each function takes the table after the beaten figures went back to the pools and returns it with
the spoils placed; a refusal names its section and nothing is kept.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.refusal import each, refuse
from referee.got.army import check_composition
from referee.got.battle_rules import gods_assignment
from referee.got.catalog import FigureClass, catalog
from referee.got.checks import in_unfought_battle
from referee.got.events import BattleSettled, Side
from referee.got.goals import credit, next_goal
from referee.got.gods import GOD_LAPSES_SECTION, NO_GOD_LEFT_SECTION
from referee.got.lands import Terrain
from referee.got.numbers import NUMBERS
from referee.got.readings import ReviveGems
from referee.got.sections import ELEMENTS_SECTION, SPECIAL_FIGURES_SECTION
from referee.got.state import NEUTRAL, Army, Counts, GotState, Role

#: no element may stand there (8.6; interpretation got.city_approaches)
CITY_AND_APPROACHES = frozenset({Terrain.CITY, Terrain.CITYTOWER})


def trophies(state: GotState, winner: Side | None, killed: dict[Side, list[str]], owner: dict[Side, str],
              survivors: Army | None, *, destroyed_master: str | None = None) -> GotState:
    """The surviving Executer takes beaten enemy gods — and a master it destroyed (Titan, Phantom,
    Dark-Titan: "Gott oder Herrscher") — as trophies; a beaten Executer gives them back (16.5)."""
    for side, names in killed.items():
        if "Executer" in names and owner[side] != NEUTRAL:
            p = state.player(owner[side])
            for trophy in p.trophies:
                figure, _, prev = trophy.partition("@")
                o = state.player(prev)
                if o.eliminated:
                    continue  # a destroyed player's figures stay out of the game (24.8)
                state = state.with_player(o.copy_with(removed=o.removed.minus([figure]),
                                                              pool=o.pool.plus([figure])))
            state = state.with_player(state.player(p.name).copy_with(trophies=()))
    if winner is None or survivors is None or not survivors.has("Executer") or owner[winner] == NEUTRAL:
        return state
    loser = Side.DEFENDER if winner is Side.ATTACKER else Side.ATTACKER
    if owner[loser] == NEUTRAL:
        return state
    gods = [n for n in killed[loser] if catalog().figure(n).klass is FigureClass.LORD]
    if destroyed_master is not None and destroyed_master in killed[loser]:
        gods.append(destroyed_master)
    if not gods:
        return state
    victim = state.player(owner[loser])
    if not victim.eliminated:
        state = state.with_player(victim.copy_with(pool=victim.pool.minus(gods), removed=victim.removed.plus(gods)))
    taker = state.player(owner[winner])
    return state.with_player(taker.copy_with(trophies=(*taker.trophies, *(f"{g}@{victim.name}" for g in gods))))


def immortal(state: GotState, ev: BattleSettled, winner: Side | None, killed: dict[Side, list[str]],
              owner: dict[Side, str], survivors: Army | None) -> GotState:
    """A beaten Immortal joins the winning army without gems; a full army gives a figure back (16.5)."""
    beaten = [n for side in killed for n in killed[side] if n == "Immortal" and n not in ev.revived]
    if not beaten or winner is None or survivors is None or owner[winner] == NEUTRAL:
        if ev.immortal_makes_room is not None:
            refuse("got.spoils.no_immortal_joins",
                   RuleViolation("Kein Immortal schließt sich an.", "No Immortal joins.", sections=(SPECIAL_FIGURES_SECTION,)))
        return state
    p = state.player(owner[winner])
    army = state.army(survivors.marker)
    figures = [*army.figures.names(), "Immortal"]
    pool = p.pool.minus(["Immortal"])  # it went to the winner's pool with the other demigods (19.1)
    if ev.immortal_makes_room is not None:
        room_for = catalog().figure(ev.immortal_makes_room).name
        if room_for not in figures[:-1]:
            refuse("got.spoils.immortal_room_not_in_army",
                   RuleViolation(f"{room_for} ist nicht in {army.marker}.", f"{room_for} is not in {army.marker}.",
                                 sections=(SPECIAL_FIGURES_SECTION,)))
        figures.remove(room_for)
        pool = pool.plus([room_for])
    try:
        check_composition(figures, army=army.marker, titan_revealed=p.titan_revealed)
    except RuleViolation:
        raise RuleViolation("Der Immortal schließt sich an: welche Figur macht Platz (immortal_makes_room)?",
                            "The Immortal joins: which figure makes room (immortal_makes_room)?",
                            sections=(SPECIAL_FIGURES_SECTION, "4.2")) from None
    state = state.with_player(p.copy_with(pool=pool))
    return state.with_army(army.copy_with(figures=Counts.of(figures)))


def revive(state: GotState, ev: BattleSettled, winner: Side | None, killed: dict[Side, list[str]],
            owner: dict[Side, str], survivors: Army | None, *, award_gems: int = 0) -> GotState:
    """Beaten demigods revived into the winning army for gems (19.1); paid from the gems held before the
    battle's settlement unless the table chose otherwise (10.7, 20.1, ``got.revive_gems``)."""
    if not ev.revived:
        return state
    beaten = Counter(n for side in killed for n in killed[side] if catalog().figure(n).klass is FigureClass.DEMILORD)
    if winner is None or survivors is None:
        raise RuleViolation("Nur der Sieger belebt in diesem Kampf geschlagene Halbgötter wieder.",
                            "Only the winner revives demigods beaten in this battle.", sections=(REVIVE_SECTION,))
    if Counter(ev.revived) - beaten:
        refuse("got.spoils.only_winner_revives",
               RuleViolation("Nur der Sieger belebt in diesem Kampf geschlagene Halbgötter wieder.",
                             "Only the winner revives demigods beaten in this battle.", sections=(REVIVE_SECTION,)))
    if "Executer" in ev.revived and "Executer" not in killed[winner]:
        refuse("got.spoils.only_owner_revives",
               RuleViolation("Einen Executer belebt nur sein Besitzer wieder.", "Only its owner revives an Executer.",
                             sections=(SPECIAL_FIGURES_SECTION, REVIVE_SECTION)))
    p = state.player(owner[winner])
    cost = sum(catalog().opening.revive_cost(n) for n in ev.revived)
    held = p.gems if state.reading(ReviveGems) is ReviveGems.AFTER_AWARD else p.gems - award_gems
    if held < cost:
        refuse("got.spoils.reviving_costs_gems",
               RuleViolation(f"Wiederbeleben kostet {cost} Lebenssteine, vorhanden {held} (vor der Abrechnung).",
                             f"Reviving costs {cost} gems, held {held} (before the settlement).",
                             sections=(REVIVE_SECTION, SPECIAL_FIGURES_SECTION, "10.7", "20.1")))
    army = state.army(survivors.marker)
    figures = [*army.figures.names(), *ev.revived]
    check_composition(figures, army=army.marker, titan_revealed=p.titan_revealed)
    state = state.with_player(p.copy_with(gems=p.gems - cost))
    return state.with_army(army.copy_with(figures=Counts.of(figures)))


def elements(state: GotState, ev: BattleSettled, winner: Side | None, killed: dict[Side, list[str]],
             owner: dict[Side, str], survivors: Army | None = None) -> GotState:
    """Beaten elements: destroyed by black armies or in a draw, else they join the winner (23.6): the winning
    army when it has room, only else another land army of the winner (``element_to``)."""
    elements = [n for side in killed for n in killed[side] if catalog().figure(n).klass is FigureClass.ELEMENT]
    black = any(o != NEUTRAL and state.player(o).role is Role.DARKLORD for o in owner.values())
    if ev.element_to is not None and (not elements or black or winner is None):
        refuse("got.spoils.no_element_joins",
               RuleViolation(f"In dieser Schlacht geht kein Element an den Sieger; element_to ({ev.element_to}) bleibt leer.",
                             f"No element joins the winner in this battle; leave element_to ({ev.element_to}) empty.",
                             sections=(ELEMENTS_SECTION,)))
    if not elements:
        return state
    for element in elements:
        if black or winner is None:
            state = destroy_element(state, element)
            continue
        winning = None
        if survivors is not None and any(a.marker == survivors.marker for a in state.armies):
            army = state.army(survivors.marker)
            winning = (army.marker, list(army.figures.names()))
        places = element_targets(state, owner[winner], element, winning=winning)
        joins = winning[0] if winning is not None and places == [winning[0]] else None
        if joins is not None and ev.element_to not in (None, joins):
            refuse("got.spoils.joins_winning_army",
                   RuleViolation(f"{element} schließt sich der siegreichen Armee {joins} an: sie hat Platz.",
                                 f"{element} joins the winning army {joins}: it has room.", sections=(ELEMENTS_SECTION,)),
                   item=element)
        to = ev.element_to if ev.element_to is not None else joins
        if to is None:
            if places:
                refuse("got.spoils.where_go_element",
                       RuleViolation(f"Wohin geht {element}? (element_to: {', '.join(places)})",
                                     f"Where does {element} go? (element_to: {', '.join(places)})",
                                     sections=(ELEMENTS_SECTION, GOD_LAPSES_SECTION)), item=element)
            state = destroy_element(state, element)  # no land army of the winner can take it (23.6)
            continue
        target = state.army(to)
        if target.owner != owner[winner] or target.land.terrain.is_sea or target.land.terrain.is_tower:
            refuse("got.spoils.element_goes_land",
                   RuleViolation("Das Element geht an eine Landarmee des Siegers.",
                                 "The element goes to a land army of the winner.",
                                 sections=(ELEMENTS_SECTION, GOD_LAPSES_SECTION)), item=element)
        if target.land.terrain in CITY_AND_APPROACHES:
            refuse("got.spoils.elements_may_not_city",
                   RuleViolation("Elemente dürfen nicht in die City oder auf einen Citytower.",
                                 "Elements may not be in the City or on a Citytower.", sections=("8.6", ELEMENTS_SECTION)),
                   item=element)
        figures = [*target.figures.names(), element]
        with each(element):
            check_composition(figures, army=target.marker, titan_revealed=state.player(target.owner).titan_revealed)
        state = state.with_army(target.copy_with(figures=Counts.of(figures)))
    return state


def element_targets(state: GotState, winner: str, element: str, *,
                    winning: tuple[str, list[str]] | None = None) -> list[str]:
    """The winner's land armies that can take a beaten element (not sea, not tower, not in the City, room left)
    (23.6, 21.2, 8.6). ``winning`` is the winning army (marker, its figures after the battle): when it can
    take the element, it alone may (23.6)."""
    revealed = state.player(winner).titan_revealed
    if winning is not None and any(a.marker == winning[0] for a in state.armies):
        land = state.army(winning[0]).land
        if _land_takes_element(land.terrain) and _fits(winning[1], element, revealed):
            return [winning[0]]
    out = []
    for a in state.armies_of(winner):
        if winning is not None and a.marker == winning[0]:
            continue
        if _land_takes_element(a.land.terrain) and _fits(list(a.figures.names()), element, revealed):
            out.append(a.marker)
    return out


def _land_takes_element(terrain: Terrain) -> bool:
    return not (terrain.is_sea or terrain.is_tower or terrain in CITY_AND_APPROACHES)


def _fits(figures: list[str], element: str, revealed: bool) -> bool:
    try:
        check_composition([*figures, element], army="", titan_revealed=revealed)
    except RuleViolation:
        return False
    return True


def destroy_element(state: GotState, element: str) -> GotState:
    """An element leaves the game; the Darklord scores its goal and gets Tombdiggers (23.6, 26.4)."""
    done = (*state.elements_destroyed, element)
    state = state.copy_with(elements_destroyed=done)
    for p in state.players:
        if p.role is Role.DARKLORD and not p.eliminated:
            p = credit(p, next_goal(p, "element_destroyed"))
            for tower in [a for a in state.armies_of(p.name) if a.land.terrain.name == "DARKTOWER"]:
                if p.pool.count("Tombdigger") and tower.size < NUMBERS.army.max_size:
                    p = p.copy_with(pool=p.pool.minus(["Tombdigger"]))
                    state = state.with_army(tower.copy_with(figures=tower.figures.plus(["Tombdigger"])))
            state = state.with_player(p)
    return state


def gods(state: GotState, ev: BattleSettled, killer: str | None, before: Fraction, survivors: Army | None) -> GotState:
    """Gods for each multiple of 200 reached, from the player's own pool (21)."""
    if not ev.gods:
        return state
    if killer is None or killer == NEUTRAL:
        raise RuleViolation("Götter erscheinen nur beim Sieger.", "Gods appear only for the winner.",
                            sections=(NO_GOD_LEFT_SECTION,))
    p = state.player(killer)
    gods_assignment(before, p.points, [g.figure for g in ev.gods])
    for g in ev.gods:
        p = state.player(killer)
        target = state.army(g.marker)
        if target.owner != killer:
            refuse("got.spoils.god_only_own_army",
                   RuleViolation("Ein Gott erscheint nur in einer eigenen Armee.", "A god appears only in one's own army.",
                                 sections=(NO_GOD_LEFT_SECTION, GOD_LAPSES_SECTION)), item=(g.figure, g.marker))
        if survivors is not None and target.marker != survivors.marker:
            with each((g.figure, g.marker)):
                _must_not_fit(state, survivors, g.figure)
        figures = [*target.figures.names(), g.figure]
        if in_unfought_battle(state, target):
            refuse("got.spoils.stands_battle_not_yet",
                   RuleViolation(f"{target.marker} steht in einem noch nicht ausgetragenen Kampf.",
                                 f"{target.marker} stands in a battle not yet fought.", sections=(GOD_LAPSES_SECTION,)),
                   item=(g.figure, g.marker))
        if target.land.terrain.is_sea:
            refuse("got.spoils.gods_not_appear",
                   RuleViolation("Götter erscheinen nicht in See-Armeen.", "Gods do not appear in sea armies.",
                                 sections=(GOD_LAPSES_SECTION,)), item=(g.figure, g.marker))
        with each((g.figure, g.marker)):
            check_composition(figures, army=target.marker, titan_revealed=p.titan_revealed)
        p = p.copy_with(pool=p.pool.minus([g.figure], sections=(NO_GOD_LEFT_SECTION,)))
        state = state.with_player(p).with_army(target.copy_with(figures=Counts.of(figures)))
    return state


def _must_not_fit(state: GotState, winner: Army, god: str) -> None:
    try:
        check_composition([*state.army(winner.marker).figures.names(), god], army=winner.marker,
                          titan_revealed=state.player(winner.owner).titan_revealed)
    except RuleViolation:
        return
    refuse("got.spoils.god_appears_winning",
           RuleViolation("Der Gott erscheint in der siegreichen Armee, solange er dort Platz hat.",
                         "The god appears in the winning army while it has room.",
                         sections=(NO_GOD_LEFT_SECTION, GOD_LAPSES_SECTION)))

#: demigods revived (a sheet's column)
DEMIGODS_REVIVED = Field("Halbgötter wiederbelebt", "Demigods revived", ("19",))
#: the gems for reviving demigods (the section the app shows)
REVIVE_SECTION = "19.1"
