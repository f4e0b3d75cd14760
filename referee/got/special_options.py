"""Options for the entries of issue 16 (teleports, spying, darkening, the Titan as marker, the Titan revived,
giving up, the end battle); see :mod:`referee.got.options`.

Concrete entries (kinds ``free_marker``, ``reveal_free_marker``, ``battle_teleport``, ``resign``,
``end_battle_ended``, ``end_battle_conceded``) are judged by the engine's own check; the rest are templates
whose fields list the legal values (``teleport``, ``spy``, ``darken``, ``restore_titan``, ``end_battle``,
``end_battle_round``).
"""

from __future__ import annotations

from referee.core.option import Option
from referee.got import endgame
from referee.got.catalog import FigureClass, catalog
from referee.got.darklord import DARK_LANDS, spy_immunity
from referee.got.events import (
    EndBattleEnded,
    EndBattleOpened,
    MarkerFreed,
    PlayerResigned,
    Teleport,
    TeleportKind,
    TitanRevealed,
)
from referee.got.kinds import OptionKind
from referee.got.lands import Terrain
from referee.got.markers import is_master_marked, master_of
from referee.got.numbers import NUMBERS
from referee.got.payloads import (
    DarkenPayload,
    EndBattlePayload,
    EndBattleRoundPayload,
    Immune,
    Refused,
    RestoreTitanPayload,
    SpyPayload,
    TeleportPayload,
    Tower,
)
from referee.got.readings import DarklandTeleport
from referee.got.sea import landed
from referee.got.state import NEUTRAL, Army, GotState, Phase, Role
from referee.got.teleport import TITAN_BENEFITS, titan_army_benefit
from referee.got.towers import is_garrison


def special_candidates(state: GotState) -> list[Option]:
    """The options of the Mover (and the marker of every revealed master) outside a battle."""
    out: list[Option] = []
    mover = state.mover_player
    out += _markers(state)
    if state.phase is Phase.MOVEMENT:
        for army in state.armies_of(mover.name):
            if army.moved is None and not is_garrison(state, army):
                out += _teleports(state, army)
        out += _spy(state) + _darken(state)
    out += _end_battle(state) + _restore(state)
    out.append(Option.entry_of(OptionKind.RESIGN, f"{mover.name} gibt die Partie auf", f"{mover.name} gives up the game",
                               PlayerResigned(player=mover.name), ("28.11",)))
    return out


def _markers(state: GotState) -> list[Option]:
    out = []
    mover = state.mover_player
    if mover.role is Role.TITAN and not mover.titan_revealed:
        out.append(Option.entry_of(OptionKind.REVEAL_FREE_MARKER, f"{mover.name} legt den Titan offen, Märkchen frei",
                                   f"{mover.name} reveals the Titan and frees its marker",
                                   TitanRevealed(player=mover.name, free_marker=True), ("24.3", "4.4", "4.9")))
    for p in state.players:
        army = next((a for a in state.armies_of(p.name) if master_of(a)), None)
        if p.eliminated or not p.titan_revealed or army is None or is_master_marked(state, army):
            continue
        out.append(Option.entry_of(OptionKind.FREE_MARKER, f"{p.name}: {master_of(army)} als Deckmärkchen von {army.marker}",
                                   f"{p.name}: the {master_of(army)} becomes the marker of {army.marker}",
                                   MarkerFreed(player=p.name), ("4.4", "4.9", "24.3")))
    return out


def _teleports(state: GotState, army: Army) -> list[Option]:
    p = state.player(army.owner)
    kinds: list[TeleportKind] = []
    refused: list[Refused] = []
    for kind in TeleportKind:
        why = _why_not(state, army, kind)
        if why is None:
            kinds.append(kind)
        else:
            refused.append(Refused(kind, *why))
    out: list[Option] = []
    if TeleportKind.TITAN_BATTLE in kinds:
        for enemy in state.armies:
            if enemy.owner == p.name or enemy.land.label == army.land.label:
                continue
            entry = Teleport(marker=army.marker, kind=TeleportKind.TITAN_BATTLE, to=_land(enemy), distance=1)
            out.append(Option.entry_of(OptionKind.BATTLE_TELEPORT, f"{army.marker} teleportiert auf {enemy.marker}",
                                       f"{army.marker} teleports onto {enemy.marker}", entry, ("26.5",)))
    towers = sorted({a.land.label: a for a in state.armies if a.land.terrain.is_tower}.items())
    out.append(Option.template(
        OptionKind.TELEPORT, f"{army.marker}: Teleport", f"{army.marker}: teleport", ("9.1", "9.2", "9.3", "9.5", "26.5"),
        allowed=bool(kinds), reason=("" if kinds else "; ".join(f"{r.kind.value}: {r.de}" for r in refused),
                                     "" if kinds else "; ".join(f"{r.kind.value}: {r.en}" for r in refused)),
        payload=TeleportPayload(
            marker=army.marker, owner=p.name, kinds=tuple(kinds), refused=tuple(refused),
            towers=tuple(Tower(_land(a), a.owner) for _, a in towers),
            own_towers=tuple(_land(a) for _, a in towers if a.owner == p.name), gems_darkland=_cost())))
    return out


def _cost() -> int:
    return NUMBERS.gems.darklord_teleport


def _land(army: Army) -> str:
    return f"{army.land.terrain.value}:{army.land.label}"


def _why_not(state: GotState, army: Army, kind: TeleportKind) -> tuple[str, str] | None:
    """Why ``army`` cannot use ``kind`` at all now (the destination aside), in German and English, or None."""
    p = state.player(army.owner)
    if kind in TITAN_BENEFITS:
        why = titan_army_benefit(state, army, kind)
        return None if why is None else (_TITAN_WHY_DE.get(why, why.replace("needs", "braucht").replace("VP", "SP")), why)
    if kind is TeleportKind.WHIRL:
        figs = [catalog().figure(n) for n in army.figures.names()]
        return None if all(f.sea or f.amphibious or f.swimmer for f in figs) else ("keine See-Armee (9.2)",
                                                                                     "not a sea army (9.2)")
    if kind is TeleportKind.TOWER:
        held = [a for a in state.armies if a.land.terrain.is_tower and a.owner != NEUTRAL]
        return None if len({a.land.label for a in held}) >= 2 else ("braucht zwei Tower in Spielerhand (9.3)",
                                                                     "needs two towers held by players (9.3)")
    if p.role is not Role.DARKLORD:
        return "nur der Darklord (9.5)", "only the Darklord (9.5)"
    if state.darklord_appeared and state.reading(DarklandTeleport) is DarklandTeleport.ENDS:
        return "endet mit dem Dark-Titan (23.7)", "ends with the Dark-Titan (23.7)"
    if army.land.terrain is not Terrain.DARKLAND:
        return "nur von einem Darkland aus (9.5)", "starts on a Darkland only (9.5)"
    return None if p.gems >= _cost() else (f"kostet {_cost()} Lebenssteine (9.5)", f"costs {_cost()} gems (9.5)")


_TITAN_WHY_DE = {"not the Titan army": "nicht die Titan-Armee", "Titan not revealed (26.2)": "Titan nicht offengelegt (26.2)"}


def _spy(state: GotState) -> list[Option]:
    mover = state.mover_player
    if mover.role is not Role.DARKLORD or state.darklord_appeared or any(k == "spy" for _, k in state.turn_notes):
        return []
    spies = [a.marker for a in state.armies_of(mover.name) if a.moved is None and not a.land.terrain.is_tower]
    targets: list[str] = []
    immune: list[Immune] = []
    for a in state.armies:
        if a.owner == NEUTRAL or state.player(a.owner).role is not Role.TITAN:
            continue
        why = spy_immunity(state, a)
        if why is None:
            targets.append(a.marker)
        else:
            immune.append(Immune(a.marker, why[0], why[1]))
    # a black army that came to attack and found a hidden Titan: any army with the hidden Titan (23.3)
    hidden = tuple(a.marker for a in state.armies if a.has("Titan") and a.owner != NEUTRAL
                   and not state.player(a.owner).titan_revealed)
    return [Option.template(OptionKind.SPY, "Spionieren (Dungeon-Teleport)", "Spy (Dungeon teleport)", ("9.5", "23.3", "23.4"),
                            allowed=bool(spies and targets),
                            payload=SpyPayload(tuple(spies), tuple(targets), tuple(immune), hidden))]


def _darken(state: GotState) -> list[Option]:
    mover = state.mover_player
    if mover.role is not Role.TITAN or state.darklord_appeared:
        return []
    dark = [a.marker for a in state.armies if a.owner != NEUTRAL and state.player(a.owner).role is Role.DARKLORD
            and a.land.terrain in DARK_LANDS]
    passers = [a.marker for a in state.armies_of(mover.name) if a.moved is None and not is_garrison(state, a)]
    if not dark:
        return []
    return [Option.template(OptionKind.DARKEN, "Verdunklung: durchziehen lassen", "Darkening: let pass", ("23.2",),
                            allowed=bool(passers), payload=DarkenPayload(tuple(dark), tuple(passers)))]


def _restore(state: GotState) -> list[Option]:
    p = state.mover_player
    phantom = next((a for a in state.armies_of(p.name) if a.has("Phantom")), None)
    if p.role is not Role.TITAN or not p.phantom or phantom is None or phantom.land.terrain is not Terrain.DUNGEON:
        return []
    elements = sorted({n for a in state.armies_of(p.name) for n in a.figures.names()
                       if catalog().figure(n).klass is FigureClass.ELEMENT})
    targets = [a.marker for a in state.armies_of(p.name) if not a.land.terrain.is_tower and not a.land.terrain.is_sea]
    why = ("", "") if elements else ("kein Element in den eigenen Armeen", "no element held")
    return [Option.template(OptionKind.RESTORE_TITAN, "Titan im Dungeon wiederbeleben", "Revive the Titan in the Dungeon",
                            ("24.6",), allowed=bool(elements), reason=why,
                            payload=RestoreTitanPayload(p.name, tuple(elements), tuple(targets)))]


def _end_battle(state: GotState) -> list[Option]:
    p = state.mover_player
    if p.role is not Role.DARKLORD or not state.darklord_appeared:
        return []
    army = next((a for a in state.armies_of(p.name) if a.has("Dark-Titan") and a.land.terrain is Terrain.CITY), None)
    if army is None:
        return []
    # the engine offers these options through its candidates and judges them: it imports this module, so it is
    # imported here, when the first option is judged (the one import inside a function of referee/got)
    from referee.got.engine import GotEngine

    verdict = GotEngine().check(state, EndBattleOpened(marker=army.marker))
    lendable = [(a.marker, n) for a in state.armies if a.owner != NEUTRAL
                and state.player(a.owner).role is Role.TITAN for n in sorted(set(a.figures.names()))
                if _lendable(state, a, n)]
    return [Option.template(OptionKind.END_BATTLE, "Endkampf im Skycastle", "End battle in the Skycastle", ("27.5", "16.5"),
                            allowed=verdict.value, reason=(verdict.why_de, verdict.why_en),
                            payload=EndBattlePayload(army.marker, endgame.current_god_life(state),
                                                     NUMBERS.battle.god_army_max, tuple(lendable)))]


def _lendable(state: GotState, army: Army, name: str) -> bool:
    fig = catalog().figure(name)
    if fig.klass is not FigureClass.CREATURE or army.size < 2:
        return False
    return not ((fig.sea and not fig.amphibious) or (fig.amphibious and not landed(state.player(army.owner))))


def end_battle_candidates(state: GotState) -> list[Option]:
    """While the end battle runs: its next round, its end, the Darklord giving up (27.5)."""
    b = endgame.end_battle_of(state)
    return [
        Option.template(OptionKind.END_BATTLE_ROUND, f"Endkampf Runde {b.round + 1}", f"End battle round {b.round + 1}",
                        ("27.5", "11.1", "13.2"), allowed=endgame.result(state, b) is None,
                        payload=EndBattleRoundPayload(
                            b.round + 1, tuple(endgame.standing_darklord(state, b)),
                            tuple((m, f) for m, f in endgame.standing_god_army(b)), b.god_life, b.god_hits)),
        Option.entry_of(OptionKind.END_BATTLE_ENDED, "Endkampf beenden", "End the end battle", EndBattleEnded(), ("27.5",)),
        Option.entry_of(OptionKind.END_BATTLE_CONCEDED, "Darklord gibt den Endkampf auf", "The Darklord gives up the end battle",
                        EndBattleEnded(conceded=True), ("27.5", "10.6")),
    ]
