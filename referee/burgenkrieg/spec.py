"""Castle War: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.burgenkrieg.state import BkState
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation


def parts() -> GameParts[BkState]:
    from referee.burgenkrieg import view
    from referee.burgenkrieg.engine import BurgenkriegEngine
    from referee.burgenkrieg.public import BurgenkriegPublic
    from referee.burgenkrieg.state import BkState

    return GameParts(engine=BurgenkriegEngine, state=BkState, view=view, public=BurgenkriegPublic)


def events() -> type[Event]:
    from referee.burgenkrieg.events import Setup

    return Setup


def interpretations() -> tuple[Interpretation, ...]:
    from referee.burgenkrieg.interpretations import INTERPRETATIONS

    return INTERPRETATIONS


SPEC = GameSpec(
    id="burgenkrieg",
    title_de="Burgenkrieg",
    title_en="Castle War",
    parts=parts,
    events=events,
    interpretations=interpretations,
    rules_content="burgenkrieg",
)
