"""Gods of Titan: what the other layers need to know about the game (see :mod:`referee.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.spec import GameParts, GameSpec

if TYPE_CHECKING:
    from referee.core.events import Event
    from referee.core.interpretation import Interpretation
    from referee.got.state import GotState


def parts() -> GameParts[GotState]:
    from referee.got import view
    from referee.got.engine import GotEngine
    from referee.got.public import GotPublic
    from referee.got.state import GotState

    return GameParts(engine=GotEngine, state=GotState, view=view, public=GotPublic)


def events() -> type[Event]:
    from referee.got.events import GameSetup

    return GameSetup


def interpretations() -> tuple[Interpretation, ...]:
    from referee.got.interpretations import INTERPRETATIONS
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
