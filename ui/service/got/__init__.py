"""Gods of Titan's part of the application layer: ``PLUGIN`` (see :mod:`ui.service.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.got.spec import SPEC
from ui.service.plugin import QuickLine, ServicePlugin

if TYPE_CHECKING:
    from referee.got.public import GotPublic
    from referee.got.view import GotState
    from ui.service.displays import DisplayPart


def _quick() -> QuickLine[GotState]:
    from referee.got.view import GotState
    from ui.service.got.quick import complete, read

    return QuickLine(GotState, read, complete)


def _display() -> DisplayPart[GotPublic]:
    from ui.service.got.display import PART

    return PART


PLUGIN = ServicePlugin(SPEC, _quick, display=_display, quick_forms=(
    "'R2 B12 4', 'R2+Tr', 'R2/Og Ga', 'R2 B12 4+Tr' (Zug und Rekrutierung / move and recruit), 'l Br "
    "B12', 'e'; Kampfende / end of a battle: 'flucht', 'verhandlung A|V|remis', 'aufgabe A|V|beide', "
    "'abrechnen', nachträglich / after the fact 'R2 x B3 …'; erste Buchstaben genügen, wo eindeutig / "
    "unique first letters are enough"))
