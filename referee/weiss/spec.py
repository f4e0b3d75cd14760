"""Weiss Schwarz: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation
    from referee.weiss.state import WsState


def parts() -> GameParts[WsState]:
    from referee.weiss import view
    from referee.weiss.engine import WeissEngine
    from referee.weiss.public import WeissPublic
    from referee.weiss.state import WsState

    return GameParts(engine=WeissEngine, state=WsState, view=view, public=WeissPublic)


def events() -> type[Event]:
    from referee.weiss.events import Setup

    return Setup


def interpretations() -> tuple[Interpretation, ...]:
    from referee.weiss.interpretations import INTERPRETATIONS

    return INTERPRETATIONS


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
