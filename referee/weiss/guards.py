"""Checks and steps every Weiß Schwarz handler shares.

>>> no("x", "y", "6").sections
('6',)
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import RuleViolation
from referee.core.events import Event
from referee.core.refusal import refuse
from referee.weiss.cards import LEVEL_UP_AT
from referee.weiss.deck import DeckWalk
from referee.weiss.events import PlayClimax
from referee.weiss.state import Phase, WsState


def no(de: str, en: str, *sections: str) -> RuleViolation:
    return RuleViolation(de, en, sections=sections)


def running(state: WsState, *, allow_level_up: bool = False) -> None:
    """The game is set up, not over, and no level-up is waiting (§ 3)."""
    if not state.started:
        refuse("weiss.running.game_must_set_up",
               no("Zuerst muss das Spiel eingerichtet werden.", "The game must be set up first.", "vorbereitung"))
    if state.winner is not None:
        refuse("weiss.running.game_over_won",
               no(f"Das Spiel ist vorbei; {state.winner} hat gewonnen.", f"The game is over; {state.winner} won.",
                  "grundlegendes"))
    if state.level_up is not None and not allow_level_up:
        name = state.sides[state.level_up].name
        refuse("weiss.running.cards_clock_must_level",
               no(f"{name} hat {LEVEL_UP_AT} Karten im Clock und muss zuerst einen Levelaufstieg eintragen.",
                  f"{name} has {LEVEL_UP_AT} cards in clock and must level up first.", "3"))


def walk(state: WsState, i: int, refresh_points: tuple[str, ...]) -> DeckWalk:
    """A deck walk for player ``i`` under the table's ``weiss.refresh_damage`` and ``weiss.refresh_timing``."""
    return DeckWalk(state.sides[i], refresh_points, state.setting("weiss.refresh_damage"),
                    state.setting("weiss.refresh_timing"))


def settle(state: WsState, i: int, deck_walk: DeckWalk) -> WsState:
    """Put a player's side back after cards moved: level-up due, lost by empty deck and waiting room."""
    side = deck_walk.finish()
    state = dataclasses.replace(state, sides=state.with_side(i, side))
    if deck_walk.lost:
        return dataclasses.replace(state, winner=state.sides[1 - i].name)
    if len(side.clock) >= LEVEL_UP_AT and state.level_up is None:
        state = dataclasses.replace(state, level_up=i)
    return state


def active_in(state: WsState, player: str, phase: Phase) -> int:
    """Index of ``player``, who must be the active player in ``phase``."""
    i = state.index(player)
    if i != state.active or state.phase is not phase:
        refuse("weiss.active_in.only_active_player",
               no(f"Das geht nur für den Spieler am Zug in Phase {phase.value}.",
                  f"Only the active player can do that, in phase {phase.value}.", phase.value))
    return i


def with_effect(state: WsState, ev: Event) -> Event:
    """A climax entered without its effect, with the effect its deck list names (§ 5, ``weiss.climax_effect``)."""
    if not isinstance(ev, PlayClimax) or ev.effect or not state.sides:
        return ev
    side = next((s for s in state.sides if s.name == ev.player), None)
    spec = next((c for c in side.catalog if c.name == ev.card), None) if side is not None else None
    return dataclasses.replace(ev, effect=spec.effect) if spec is not None and spec.effect else ev
