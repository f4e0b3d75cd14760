"""The demo game: what the other layers need to know about it (see :mod:`referee.registry`; a test adds it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.demo.state import DemoState
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation


def parts() -> GameParts[DemoState]:
    from referee.core.demo import view
    from referee.core.demo.engine import DemoEngine
    from referee.core.demo.state import DemoState
    from referee.core.demo.view import DemoView

    return GameParts(engine=DemoEngine, state=DemoState, view=view, public=DemoView)


def events() -> type[Event]:
    from referee.core.demo.events import DemoSetup

    return DemoSetup


def interpretations() -> tuple[Interpretation, ...]:
    from referee.core.demo.interpretations import INTERPRETATIONS

    return INTERPRETATIONS


SPEC = GameSpec(id="demo", title_de="Zähler", title_en="Counter", parts=parts, events=events,
                interpretations=interpretations)
