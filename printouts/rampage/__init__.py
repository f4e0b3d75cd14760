"""The sheets of Castle Rampage: ``PLUGIN`` (see :mod:`printouts.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printouts.plugin import PrintoutsPlugin, SheetKind
from referee.rampage.spec import SPEC

if TYPE_CHECKING:
    from printouts.base import Sheet


def _match_sheet() -> type[Sheet]:
    from printouts.rampage.sheets import MatchSheet

    return MatchSheet


PLUGIN = PrintoutsPlugin(
    SPEC,
    sheets=(
        SheetKind("rampage-match", "Castle-Rampage-Spielbericht", "Castle Rampage match sheet", _match_sheet),
    ),
)
