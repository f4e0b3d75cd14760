"""Weiß Schwarz's part of the application layer: ``PLUGIN`` (see :mod:`ui.service.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.weiss.spec import SPEC
from ui.service.plugin import QuickLine, ServicePlugin

if TYPE_CHECKING:
    from referee.weiss.public import WeissPublic
    from referee.weiss.view import WsState
    from ui.service.displays import DisplayPart


def _quick() -> QuickLine[WsState]:
    from referee.weiss.view import WsState
    from ui.service.weiss.quick import complete, read

    return QuickLine(WsState, read, complete)


def _display() -> DisplayPart[WeissPublic]:
    from ui.service.weiss.display import PART

    return PART


PLUGIN = ServicePlugin(SPEC, _quick, display=_display, quick_forms=(
    "'p' (weiter / next phase), 'z Anna Kaze Hana …' (ziehen / draw), 'a vm Hana' (Angriff / attack), "
    "'s Yuki Mei' (Schaden / damage), 'k' (Kampf / battle)"))
