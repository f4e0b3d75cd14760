"""Weiss Schwarz: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation
    from referee.weiss.state import WsState


def parts() -> GameParts[WsState]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.weiss import engine, public, state, view

    return GameParts(engine=engine.WeissEngine, state=state.WsState, view=view, public=public.WeissPublic)


def events() -> type[Event]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.weiss import events as own

    return own.Setup


def interpretations() -> tuple[Interpretation, ...]:
    # here, not at the top: the list of games imports no game's engine, events or interpretations
    from referee.weiss import interpretations as own

    return own.INTERPRETATIONS


SPEC = GameSpec(
    id="weiss",
    title_de="Weiß Schwarz",
    title_en="Weiss Schwarz",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="weiss",
    round_de="Zug",  # the header counts turns (Zug), as the German rules do
    round_en="Turn",
)
