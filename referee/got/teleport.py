"""Teleports (9.1–9.5, 23.8, 26.5; ``got.teleports``, ``got.darkland_teleport``).

The board is not in the rulebook, so the path is the scribe's; what is checked is who may teleport,
between which lands, where the move may end and what the teleport costs or forbids afterwards:

* whirl (9.2): a sea army from one Whirl to another; it never stops on a Whirl;
* tower (9.3): between two tower lands, each one's own or allowed by its owner, never a neutral one;
* the Titan army's three (26.5, 9.4): via a tower land (60 VP), onto an enemy army (70 VP),
  onto an empty land without recruiting (80 VP) — only with the Titan revealed (26.2);
* Darkland (9.5): a black army that starts on a Darkland goes to another empty Darkland for 250 gems
  and neither moves on nor recruits this turn.

>>> from referee.got.events import TeleportKind
>>> [k.value for k in REPLACES_MOVE]
['titan-battle', 'titan-free', 'darkland']
"""

from __future__ import annotations

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import each, refuse
from referee.got.battle_rules import PACT_SECTION
from referee.got.board import known_land
from referee.got.catalog import catalog
from referee.got.events import Teleport, TeleportKind
from referee.got.goals import benefits, credit, tower_goal
from referee.got.lands import Land, Terrain
from referee.got.movement import check_move
from referee.got.numbers import NUMBERS
from referee.got.readings import DarklandTeleport
from referee.got.state import NEUTRAL, Army, GotState, Role
from referee.got.towers import GARRISON_SECTION
from referee.got.victory import BENEFITS_SECTION

#: teleports that replace the move and count as one land (9.1)
REPLACES_MOVE = (TeleportKind.TITAN_BATTLE, TeleportKind.TITAN_FREE, TeleportKind.DARKLAND)
#: teleports after which the army does not recruit this turn (26.5, 9.5)
NO_RECRUIT = (TeleportKind.TITAN_FREE, TeleportKind.DARKLAND)
#: the Titan army's teleports by the name of their benefit (26.5)
TITAN_BENEFITS = {TeleportKind.TITAN_TOWER: "Tower-Teleport", TeleportKind.TITAN_BATTLE: "Battle-Teleport",
                  TeleportKind.TITAN_FREE: "Free-Teleport"}
MASTERS = frozenset({"Titan", "Phantom", "Dark-Titan"})


def _land(state: GotState, text: str, what: str) -> Land:
    if not text.strip():
        refuse("got.teleport.land_not_named", InvalidInput(f"Bitte {what} angeben.", f"Please give {what}.", sections=("9.1",)))
    return known_land(state, text)


def tower_owner(state: GotState, land: Land) -> str | None:
    """Who holds a tower land: the owner of the army on it (``got.teleports``); None when empty."""
    return next((a.owner for a in state.armies_on(land.label)), None)


def _check_tower(state: GotState, army: Army, land: Land, permitted: tuple[str, ...], *, neutral_ok: bool,
                 sections: tuple[str, ...]) -> None:
    if not land.terrain.is_tower:
        refuse("got.teleport.not_tower_land",
               RuleViolation(f"{land} ist kein Tower-Land.", f"{land} is not a tower land.", sections=sections))
    owner = tower_owner(state, land)
    if owner is None or owner == NEUTRAL:
        if neutral_ok:
            return
        refuse("got.teleport.no_teleport_via",
               RuleViolation(f"Über {land} (neutral oder leer) wird nicht teleportiert.",
                             f"No teleport via {land} (neutral or empty).", sections=sections))
    if owner != army.owner and owner not in permitted:
        refuse("got.teleport.belongs_teleport_needs_leave",
               RuleViolation(f"{land} gehört {owner}: der Teleport braucht seine Erlaubnis (permitted_by).",
                             f"{land} belongs to {owner}: the teleport needs their leave (permitted_by).",
                             sections=(*sections, "23.8")))


def titan_army_benefit(state: GotState, army: Army, kind: TeleportKind) -> str | None:
    """Why the Titan army may not use the teleport ``kind`` (None: it may) (26.2, 26.5)."""
    p = state.player(army.owner)
    if not MASTERS & set(army.figures.names()):
        return "not the Titan army"
    if not p.titan_revealed:
        return "Titan not revealed (26.2)"
    if TITAN_BENEFITS[kind] not in {b.name for b in benefits(p)}:
        threshold = next(b.threshold for b in catalog().benefits if b.name == TITAN_BENEFITS[kind])
        return f"needs {threshold} VP"
    return None


def _require_titan(state: GotState, army: Army, kind: TeleportKind) -> None:
    why = titan_army_benefit(state, army, kind)
    if why is None:
        return
    name = TITAN_BENEFITS[kind]
    refuse("got.teleport.only_titan_army",
           RuleViolation(f"Der {name} gilt nur für die Titan-Armee mit offenem Titan und genug Siegpunkten ({why}).",
                         f"The {name} is only for the Titan army with the Titan revealed and enough victory points ({why}).",
                         sections=("9.4", "26.2", BENEFITS_SECTION)))


def _no_via(e: Teleport, *, keep_to: bool = False) -> None:
    if e.via_from or (e.via_to and not keep_to):
        refuse("got.teleport.teleport_names_no_lands",
               InvalidInput("Dieser Teleport nennt keine Zwischenländer (via_from/via_to).",
                            "This teleport names no lands in between (via_from/via_to).", sections=("9.1", BENEFITS_SECTION)))


def _one_land(e: Teleport) -> None:
    if e.distance != 1:
        refuse("got.teleport.teleport_replaces_move",
               RuleViolation(f"Dieser Teleport ersetzt den Zug und zählt als ein Feld ({e.distance}).",
                             f"This teleport replaces the move and counts as one land ({e.distance}).",
                             sections=("9.1", BENEFITS_SECTION)))


def _empty(state: GotState, army: Army, land: Land, sections: tuple[str, ...]) -> None:
    others = [a.marker for a in state.armies_on(land.label) if a.marker != army.marker]
    if others and not land.terrain.is_centre:
        refuse("got.teleport.not_empty",
               RuleViolation(f"{land} ist nicht frei ({', '.join(others)}).", f"{land} is not empty ({', '.join(others)}).",
                             sections=sections))


def check_teleport(state: GotState, army: Army, e: Teleport) -> GotState:
    """The table after ``army`` teleported as ``e`` says; refused with the rule otherwise."""
    p = state.player(army.owner)
    to = known_land(state, e.to)
    unknown = [n for n in e.permitted_by if n not in {q.name for q in state.players}]
    if unknown or p.name in e.permitted_by:
        refuse("got.teleport.leave_only_other_players",
               InvalidInput(f"Erlaubnis nur von anderen Spielern ({', '.join(unknown) or p.name}).",
                            f"Leave only from other players ({', '.join(unknown) or p.name}).", sections=("9.3",)))
    kind = e.kind
    if kind is TeleportKind.WHIRL:
        _whirl(state, army, e, to)
    elif kind is TeleportKind.TOWER:
        _tower(state, army, e, to)
    elif kind is TeleportKind.TITAN_TOWER:
        _require_titan(state, army, kind)
        _no_via(e, keep_to=True)
        tower = _land(state, e.via_to, "den Tower (via_to)")
        _check_tower(state, army, tower, e.permitted_by, neutral_ok=True, sections=(BENEFITS_SECTION,))
        if to.label == tower.label:
            refuse("got.teleport.end_move_titan",
                   RuleViolation("Am Ende der Bewegung steht die Titan-Armee außerhalb des Towers.",
                                 "At the end of the move the Titan army stands outside the tower.", sections=(BENEFITS_SECTION,)))
    elif kind is TeleportKind.TITAN_BATTLE:
        _require_titan(state, army, kind)
        _no_via(e)
        _one_land(e)
        _battle_target(state, army, to)
    elif kind is TeleportKind.TITAN_FREE:
        _require_titan(state, army, kind)
        _no_via(e)
        _one_land(e)
        _empty(state, army, to, ("26.5", "9.1"))
    else:
        state = _darkland(state, army, e, to)
    empty = not state.armies_on(to.label)
    state, moved = check_move(state, army, to, e.distance, teleport=False)
    if to.terrain.is_tower and empty:
        p = state.player(army.owner)
        state = state.with_player(credit(p, tower_goal(p, to.terrain)))  # taken without a fight (25.6, 26.3)
    return state.copy_with(turn_notes=(*state.turn_notes, (moved.marker, kind.value)))


def _whirl(state: GotState, army: Army, e: Teleport, to: Land) -> None:
    figs = [catalog().figure(n) for n in army.figures.names()]
    if not all(f.sea or f.amphibious or f.swimmer for f in figs):
        refuse("got.teleport.only_sea_armies",
               RuleViolation("Nur See-Armeen benutzen die Whirl-Felder.", "Only sea armies use the whirls.",
                             sections=("9.2", "3.10", "8.5")))
    a, b = _land(state, e.via_from, "den betretenen Whirl (via_from)"), _land(state, e.via_to, "den verlassenen Whirl (via_to)")
    if a.terrain is not Terrain.WHIRL or b.terrain is not Terrain.WHIRL or a.label == b.label:
        refuse("got.teleport.whirl_teleport_goes_one_whirl",
               RuleViolation("Der Whirl-Teleport führt von einem Whirl-Feld zu einem anderen.",
                             "The whirl teleport goes from one whirl to another.", sections=("9.2",)))
    if to.terrain is Terrain.WHIRL:
        refuse("got.teleport.army_never_stops",
               RuleViolation("Eine Armee bleibt nie auf einem Whirl stehen.", "An army never stops on a whirl.",
                             sections=("9.2",)))
    if e.distance < 2:
        refuse("got.teleport.whirl_must_left",
               RuleViolation("Der Whirl muss im selben Zug wieder verlassen werden (mindestens 2 Felder).",
                             "The whirl must be left in the same move (at least 2 lands).", sections=("9.2", "9.1")))


def _tower(state: GotState, army: Army, e: Teleport, to: Land) -> None:
    a, b = _land(state, e.via_from, "den Abgangs-Tower (via_from)"), _land(state, e.via_to, "den Ziel-Tower (via_to)")
    if a.label == b.label:
        refuse("got.teleport.tower_teleport_goes_between",
               RuleViolation("Der Tower-Teleport führt zwischen zwei verschiedenen Tower-Ländern.",
                             "The tower teleport goes between two different tower lands.", sections=("9.3",)))
    for tower in (a, b):
        with each(tower.label):
            _check_tower(state, army, tower, e.permitted_by, neutral_ok=False, sections=("9.3",))
    garrison = [g for g in state.armies_on(b.label) if g.owner == army.owner]
    if to.label == b.label and not garrison:
        refuse("got.teleport.after_tower_teleport",
               RuleViolation("Nach dem Tower-Teleport endet der Zug außerhalb des Tower-Landes (oder in der eigenen "
                             "Besatzung).", "After a tower teleport the move ends outside the tower land (or in the own "
                             "garrison).", sections=("9.3", GARRISON_SECTION)))


def _battle_target(state: GotState, army: Army, to: Land) -> None:
    p = state.player(army.owner)
    if p.role is Role.DARKLORD and to.terrain is Terrain.CITY and army.has("Dark-Titan"):
        return  # the God in the Skycastle is the enemy there (27.5)
    enemies = [a for a in state.armies_on(to.label) if a.owner != army.owner]
    if not enemies:
        refuse("got.teleport.no_enemy_army",
               RuleViolation(f"Auf {to} steht keine gegnerische Armee.", f"No enemy army stands on {to}.",
                             sections=(BENEFITS_SECTION,)))
    if state.pact_in_force:
        refuse("got.teleport.no_attacks_during",
               RuleViolation("Während des Nichtangriffspakts wird nicht angegriffen.", "No attacks during the pact.",
                             sections=(PACT_SECTION, BENEFITS_SECTION)))


def _darkland(state: GotState, army: Army, e: Teleport, to: Land) -> GotState:
    p = state.player(army.owner)
    _no_via(e)
    _one_land(e)
    if p.role is not Role.DARKLORD:
        refuse("got.teleport.only_darklord_darkland",
               RuleViolation("Den Darkland-Teleport hat nur der Darklord.", "Only the Darklord has the Darkland teleport.",
                             sections=("9.5",)))
    if state.darklord_appeared and state.reading(DarklandTeleport) is DarklandTeleport.ENDS:
        refuse("got.teleport.dark_titan_darklord",
               RuleViolation("Mit dem Dark-Titan entfallen die Darklord-Sonderregeln.",
                             "With the Dark-Titan the Darklord's special rules end.", sections=("23.7", "9.5")))
    if army.land.terrain is not Terrain.DARKLAND or to.terrain is not Terrain.DARKLAND or to.label == army.land.label:
        refuse("got.teleport.darkland_teleport_goes_one_darkland",
               RuleViolation("Der Darkland-Teleport führt von einem Darkland in ein anderes.",
                             "The Darkland teleport goes from one Darkland to another.", sections=("9.5",)))
    _empty(state, army, to, ("9.5", "9.1"))
    cost = NUMBERS.gems.darklord_teleport
    if p.gems < cost:
        refuse("got.teleport.darkland_teleport_costs",
               RuleViolation(f"Der Darkland-Teleport kostet {cost} Lebenssteine ({p.gems} vorhanden).",
                             f"The Darkland teleport costs {cost} gems ({p.gems} held).",
                             sections=NUMBERS.section("gems", "darklord_teleport")))
    return state.with_player(p.copy_with(gems=p.gems - cost))


def check_recruit_after_teleport(state: GotState, army: Army) -> None:
    """No recruiting after a free teleport (26.5) or a Darkland teleport (9.5) this turn."""
    kinds = {k for m, k in state.turn_notes if m == army.marker}
    for kind in NO_RECRUIT:
        if kind.value in kinds:
            section = "26.5" if kind is TeleportKind.TITAN_FREE else "9.5"
            refuse("got.teleport.after_teleport_not_recruit",
                   RuleViolation(f"Nach dem {kind.value}-Teleport rekrutiert {army.marker} in diesem Zug nicht.",
                                 f"After the {kind.value} teleport {army.marker} does not recruit this turn.",
                                 sections=(section,)), item=kind)
