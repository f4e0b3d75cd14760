"""Titan – Die Arena's part of the application layer: ``PLUGIN`` (see :mod:`ui.service.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.arena.spec import SPEC
from ui.service.plugin import QuickLine, ServicePlugin

if TYPE_CHECKING:
    from referee.arena.public import ArenaPublic
    from referee.arena.view import ArenaState
    from ui.service.displays import DisplayPart


def _quick() -> QuickLine[ArenaState]:
    from referee.arena.view import ArenaState
    from ui.service.arena.quick import complete, read

    return QuickLine(ArenaState, read, complete)


def _display() -> DisplayPart[ArenaPublic]:
    from ui.service.arena.display import PART

    return PART


PLUGIN = ServicePlugin(SPEC, _quick, display=_display, quick_forms=(
    "'An 8' (Startgebot / start bid), 'gs', 'Hy 3', 'Hy z0', 'w Ti', 'g', 'e'"))
