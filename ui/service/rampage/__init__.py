"""Castle Rampage's part of the application layer: ``PLUGIN`` (see :mod:`ui.service.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rampage.spec import SPEC
from ui.service.plugin import QuickLine, ServicePlugin

if TYPE_CHECKING:
    from referee.rampage.public import RampagePublic
    from referee.rampage.view import RampageState
    from ui.service.displays import DisplayPart


def _quick() -> QuickLine[RampageState]:
    from referee.rampage.view import RampageState
    from ui.service.rampage.quick import complete, read

    return QuickLine(RampageState, read, complete)


def _display() -> DisplayPart[RampagePublic]:
    from ui.service.rampage.display import PART

    return PART


PLUGIN = ServicePlugin(SPEC, _quick, display=_display, quick_forms=(
    "'z' (ziehen / draw), 'a Sö 6 -Rit T 2,4' (Angriff / attack), 'e' (Zugende / end of turn)"))
