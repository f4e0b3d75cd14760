"""Castle Rampage: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation
    from referee.rampage.state import RampageState


def parts() -> GameParts[RampageState]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.rampage import engine, public, state, view

    return GameParts(engine=engine.RampageEngine, state=state.RampageState, view=view, public=public.RampagePublic)


def events() -> type[Event]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.rampage import events as own

    return own.RampageSetup


def interpretations() -> tuple[Interpretation, ...]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.rampage import interpretations as own

    return own.INTERPRETATIONS


SPEC = GameSpec(
    id="rampage",
    title_de="Castle Rampage",
    title_en="Castle Rampage",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="rampage",
    round_de="Zug",  # the German rules count turns (Zug), not rounds
    round_en="Turn",
)
