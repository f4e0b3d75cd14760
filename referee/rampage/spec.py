"""Castle Rampage: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation
    from referee.rampage.state import RampageState


def parts() -> GameParts[RampageState]:
    from referee.rampage import view
    from referee.rampage.engine import RampageEngine
    from referee.rampage.public import RampagePublic
    from referee.rampage.state import RampageState

    return GameParts(engine=RampageEngine, state=RampageState, view=view, public=RampagePublic)


def events() -> type[Event]:
    from referee.rampage.events import RampageSetup

    return RampageSetup


def interpretations() -> tuple[Interpretation, ...]:
    from referee.rampage.interpretations import INTERPRETATIONS

    return INTERPRETATIONS


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
