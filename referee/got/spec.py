"""Gods of Titan: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation
    from referee.got.state import GotState


def parts() -> GameParts[GotState]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.got import engine, public, state, view

    return GameParts(engine=engine.GotEngine, state=state.GotState, view=view, public=public.GotPublic)


def events() -> type[Event]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.got import events as own

    return own.GameSetup


def interpretations() -> tuple[Interpretation, ...]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.got.interpretations import INTERPRETATIONS

    # and the odds' own, for the same reason
    from referee.got.odds.interpretations import ODDS_INTERPRETATIONS

    return INTERPRETATIONS + ODDS_INTERPRETATIONS


SPEC = GameSpec(
    id="got",
    title_de="Gods of Titan",
    title_en="Gods of Titan",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="got",
)
