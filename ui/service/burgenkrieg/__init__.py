"""Burgenkrieg's part of the application layer: ``PLUGIN`` (see :mod:`ui.service.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.burgenkrieg.spec import SPEC
from ui.service.plugin import QuickLine, ServicePlugin

if TYPE_CHECKING:
    from referee.burgenkrieg.public import BurgenkriegPublic
    from referee.burgenkrieg.view import BkState
    from ui.service.displays import DisplayPart


def _quick() -> QuickLine[BkState]:
    from referee.burgenkrieg.view import BkState
    from ui.service.burgenkrieg.quick import complete, read

    return QuickLine(BkState, read, complete)


def _display() -> DisplayPart[BurgenkriegPublic]:
    from ui.service.burgenkrieg.display import PART

    return PART


PLUGIN = ServicePlugin(SPEC, _quick, display=_display, quick_forms=(
    "'zug' (Zug beginnt / a turn begins), 'Wolf 2/3 äu', 'Wolf > äu B', 'w'"))
