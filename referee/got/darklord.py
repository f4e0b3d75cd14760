"""The Darklord's spying with its Dungeon teleport (9.5, 23.3, 23.4), darkening (23.2) and the Phantom
that turns back into the Titan in the Dungeon for an element (24.6, ``got.titan_revival``).

Until the Dark-Titan appears (23.7) the Darklord may, once in each of his movement phases, move a black
army onto a Titan player's army, inspect it and teleport straight into the Dungeon. Immune are the army
of a revealed Titan (and so every Phantom army) and every army of a player without an element left.
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.got.army import check_composition
from referee.got.catalog import FigureClass, catalog
from referee.got.events import Darkened, Spied, TitanRestored
from referee.got.lands import Land, Terrain
from referee.got.movement import check_move
from referee.got.readings import HiddenTitanAttack
from referee.got.spoils import destroy_element
from referee.got.state import NEUTRAL, Army, GotState, Phase, Role

DUNGEON = Land(Terrain.DUNGEON, "Dungeon")
#: lands where black armies darken (23.2)
DARK_LANDS = (Terrain.DARKLAND, Terrain.DARKTOWER, Terrain.DUNGEON)
SPY = "spy"


def _no_dark_titan(state: GotState, what_de: str, what_en: str, section: str) -> None:
    if state.darklord_appeared:
        refuse("got.darklord.dark_titan_ends",
               RuleViolation(f"Mit dem Dark-Titan entfällt {what_de}.", f"With the Dark-Titan {what_en} ends.",
                             sections=("23.7", section)))


def has_element(state: GotState, player: str) -> bool:
    return any(catalog().figure(n).klass is FigureClass.ELEMENT for a in state.armies_of(player) for n in a.figures.names())


def spy_immunity(state: GotState, target: Army) -> tuple[str, str, tuple[str, ...]] | None:
    """Why ``target`` cannot be spied on (de, en, sections), or None (23.4)."""
    if target.owner == NEUTRAL or state.player(target.owner).role is not Role.TITAN:
        return "nur Armeen der Titan-Spieler", "only armies of Titan players", ("23.3",)
    p = state.player(target.owner)
    if target.has("Phantom") or (target.has("Titan") and p.titan_revealed):
        return "offengelegte Titan-Armeen sind immun", "revealed Titan armies are immune", ("23.4",)
    if not has_element(state, p.name):
        return f"{p.name} hat kein Element mehr", f"{p.name} holds no element any more", ("23.4",)
    return None


def spy(state: GotState, army: Army, e: Spied) -> GotState:
    """The black army inspects ``e.target`` and teleports into the Dungeon (9.5, 23.3, 23.4)."""
    if state.player(army.owner).role is not Role.DARKLORD:
        refuse("got.darklord.only_black_armies_spy",
               RuleViolation("Nur schwarze Armeen spionieren.", "Only black armies spy.", sections=(SPY_SECTION, "9.5")))
    _no_dark_titan(state, "die Spionage", "spying", "23.3")
    target = state.army(e.target)
    victim = state.player(target.owner) if target.owner != NEUTRAL else None
    if e.titan_found:
        if state.reading(HiddenTitanAttack) is not HiddenTitanAttack.DUNGEON_TELEPORT:
            refuse("got.darklord.chosen_interpretation_black",
                   RuleViolation("Nach der gewählten Auslegung hält die schwarze Armee vor der Titan-Armee an (23.5).",
                                 "By the chosen interpretation the black army stops in front of the Titan army (23.5).",
                                 sections=(SPY_SECTION, TITAN_BLOCKS_SECTION)))
        if victim is None or victim.role is not Role.TITAN or not target.has("Titan") or victim.titan_revealed:
            refuse("got.darklord.no_hidden_titan",
                   RuleViolation(f"In {target.marker} steht kein verdeckter Titan.",
                                  f"No hidden Titan stands in {target.marker}.",
                                 sections=(SPY_SECTION, TITAN_BLOCKS_SECTION)))
    else:
        if any(kind == SPY for _, kind in state.turn_notes):
            refuse("got.darklord.darklord_spies_only_once",
                   RuleViolation("Der Darklord spioniert nur einmal je Bewegungsphase.",
                                 "The Darklord spies only once per movement phase.", sections=("9.5", SPY_SECTION)))
        immune = spy_immunity(state, target)
        if immune is not None:
            refuse("got.darklord.immune_spying",
                   RuleViolation(f"{target.marker} ist gegen Spionage immun: {immune[0]}.",
                                 f"{target.marker} is immune to spying: {immune[1]}.", sections=immune[2]))
    # a normal move onto the target (the path is the scribe's), then straight into the Dungeon
    check_move(state.without_army(target.marker), army, target.land, e.distance, teleport=False)
    own = [a.marker for a in state.armies_on(DUNGEON.label) if a.owner == army.owner and a.marker != army.marker]
    if own:
        refuse("got.darklord.own_army_already_stands",
               RuleViolation(f"Im Dungeon steht schon die eigene Armee {own[0]}.",
                             f"Own army {own[0]} already stands in the Dungeon.", sections=("8.1", "8.6")))
    state = state.with_army(army.copy_with(land=DUNGEON, moved=e.distance, arrived=state.round))
    if e.titan_found and victim is not None:
        state = state.with_player(victim.copy_with(titan_revealed=True))  # 23.3, 24.3
    return state.copy_with(turn_notes=(*state.turn_notes, (army.marker, "titan-found" if e.titan_found else SPY)))


def darken(state: GotState, e: Darkened) -> GotState:
    """The black army on a Darkland, Darktower or the Dungeon lets the Mover's army pass (23.2)."""
    dark = state.army(e.marker)
    if dark.owner == NEUTRAL or state.player(dark.owner).role is not Role.DARKLORD:
        refuse("got.darklord.only_black_armies_darken",
               RuleViolation("Nur schwarze Armeen verdunkeln sich.", "Only black armies darken.", sections=("23.2",)))
    _no_dark_titan(state, "die Verdunklung", "darkening", "23.2")
    if dark.land.terrain not in DARK_LANDS:
        refuse("got.darklord.darkening_works_only_darkland",
               RuleViolation("Verdunkeln geht nur auf Darkland, Darktower und im Dungeon.",
                             "Darkening works only on Darkland, Darktower and in the Dungeon.", sections=("23.2",)))
    passer = state.army(e.passer)
    mover = state.mover_player
    if passer.owner != mover.name or passer.owner == dark.owner:
        refuse("got.darklord.not_enemy_army",
               RuleViolation(f"{e.passer} ist keine gegnerische Armee des Movers ({mover.name}).",
                             f"{e.passer} is not an enemy army of the Mover ({mover.name}).", sections=("23.2", "6.2")))
    if state.phase is not Phase.MOVEMENT or passer.moved is not None:
        refuse("got.darklord.darkening_entered_before_passing",
               RuleViolation("Die Verdunklung wird vor dem Zug der durchziehenden Armee eingetragen.",
                             "Darkening is entered before the passing army moves.", sections=("23.2", "8.1")))
    note = (dark.marker, f"darkened:{passer.marker}")
    if note in state.turn_notes:
        refuse("got.darklord.already_entered", RuleViolation("Schon eingetragen.", "Already entered.", sections=("23.2",)))
    return state.copy_with(turn_notes=(*state.turn_notes, note))


def restore_titan(state: GotState, e: TitanRestored) -> GotState:
    """In the recruiting phase the Phantom in the Dungeon turns back into the Titan for an element (24.6)."""
    p = state.player(e.player)
    if p.role is not Role.TITAN or not p.phantom or p.eliminated:
        refuse("got.darklord.not_playing_titan",
               RuleViolation(f"{p.name} spielt nicht mit dem Phantom eines Titan-Spielers.",
                             f"{p.name} is not playing a Titan player's Phantom.", sections=("24.4", "24.6")))
    _no_dark_titan(state, "die Wiederbelebung", "the revival", "24.6")
    phantom = next((a for a in state.armies_of(p.name) if a.has("Phantom")), None)
    if phantom is None:
        raise RuleViolation("Das Phantom wird nur im Dungeon wieder zum Titan.",
                            "The Phantom turns into the Titan only in the Dungeon.", sections=("24.6",))
    if phantom.land.terrain is not Terrain.DUNGEON:
        refuse("got.darklord.phantom_turns_into_titan",
               RuleViolation("Das Phantom wird nur im Dungeon wieder zum Titan.",
                             "The Phantom turns into the Titan only in the Dungeon.", sections=("24.6",)))
    element = catalog().figure(e.element)
    holder = next((a for a in state.armies_of(p.name) if a.has(element.name)), None)
    if element.klass is not FigureClass.ELEMENT or holder is None:
        raise RuleViolation(f"{p.name} hat das Element {element.name} nicht in seinen Armeen.",
                            f"{p.name} holds no {element.name} in an army.", sections=("24.6", "3.4"))
    target = state.army(e.marker)
    if target.owner != p.name or target.land.terrain.is_tower or target.land.terrain.is_sea:
        refuse("got.darklord.titan_appears_land",
               RuleViolation("Der Titan erscheint in einer eigenen Landarmee.", "The Titan appears in a land army of one's own.",
                             sections=("24.6", "24.4")))
    # the element goes to the Darklord and is destroyed (23.6), the Phantom back to the pool
    holder = state.army(holder.marker)
    state = state.with_army(holder.copy_with(figures=holder.figures.minus([element.name])))
    phantom = state.army(phantom.marker)
    state = state.with_army(phantom.copy_with(figures=phantom.figures.minus(["Phantom"])))
    target = state.army(target.marker)
    figures = target.figures.plus(["Titan"])
    check_composition(figures.names(), army=target.marker, titan_revealed=True)
    state = state.with_army(target.copy_with(figures=figures))
    state = state.copy_with(armies=tuple(a for a in state.armies if a.size))  # an empty army is gone (4.6)
    p = state.player(p.name)
    pool = p.pool.plus(["Phantom"]).minus(["Titan"], sections=("24.6",))
    state = state.with_player(p.copy_with(pool=pool, phantom=False, titan_revealed=True))
    return dataclasses.replace(destroy_element(state, element.name), phase=Phase.RECRUIT)

#: no Titan: the Darklord before the Dark-Titan, a Phantom, a player out (the score sheet's legend)
NO_TITAN = Field("kein Titan: Darklord vor dem Dark-Titan, Phantom, ausgeschieden",
                 "no Titan: the Darklord before the Dark-Titan, a Phantom, a player who is out", ("23.1", "23.7", "24.4"))
#: a beaten element goes to the Darklord
TO_DARKLORD = Field("an den Darklord", "to the Darklord", ("23.6",))
#: a black army inspects an army and may find a hidden Titan (the section the app shows)
SPY_SECTION = "23.3"
#: the armies immune to the Darklord's spying
IMMUNE = Field("Immun", "Immune", ("23.4",))
#: an army that halts before a Titan army it cannot pass (the section the app shows)
TITAN_BLOCKS_SECTION = "23.5"
