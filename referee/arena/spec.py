"""Titan – The Arena: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.arena.state import ArenaState
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation


def parts() -> GameParts[ArenaState]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.arena import engine, public, state, view

    return GameParts(engine=engine.ArenaEngine, state=state.ArenaState, view=view, public=public.ArenaPublic)


def events() -> type[Event]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.arena import events as own

    return own.ArenaSetup


def interpretations() -> tuple[Interpretation, ...]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.arena import interpretations as own

    return own.INTERPRETATIONS


SPEC = GameSpec(
    id="arena",
    title_de="Titan – Die Arena",
    title_en="Titan – The Arena",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="arena",
)
