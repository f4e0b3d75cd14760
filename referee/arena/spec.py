"""Titan – The Arena: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.arena.state import ArenaState
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation


def parts() -> GameParts[ArenaState]:
    from referee.arena import view
    from referee.arena.engine import ArenaEngine
    from referee.arena.public import ArenaPublic
    from referee.arena.state import ArenaState

    return GameParts(engine=ArenaEngine, state=ArenaState, view=view, public=ArenaPublic)


def events() -> type[Event]:
    from referee.arena.events import ArenaSetup

    return ArenaSetup


def interpretations() -> tuple[Interpretation, ...]:
    from referee.arena.interpretations import INTERPRETATIONS

    return INTERPRETATIONS


SPEC = GameSpec(
    id="arena",
    title_de="Titan – Die Arena",
    title_en="Titan – The Arena",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="arena",
)
