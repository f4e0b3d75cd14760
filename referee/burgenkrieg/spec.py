"""Castle War: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.burgenkrieg.state import BkState
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation


def parts() -> GameParts[BkState]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.burgenkrieg import engine, public, state, view

    return GameParts(engine=engine.BurgenkriegEngine, state=state.BkState, view=view, public=public.BurgenkriegPublic)


def events() -> type[Event]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.burgenkrieg import events as own

    return own.Setup


def interpretations() -> tuple[Interpretation, ...]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.burgenkrieg import interpretations as own

    return own.INTERPRETATIONS


SPEC = GameSpec(
    id="burgenkrieg",
    title_de="Burgenkrieg",
    title_en="Castle War",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="burgenkrieg",
)
