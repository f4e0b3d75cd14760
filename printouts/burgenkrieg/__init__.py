"""The sheets of Burgenkrieg: ``PLUGIN`` (see :mod:`printouts.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printouts.plugin import PrintoutsPlugin, SheetKind
from referee.burgenkrieg.spec import SPEC

if TYPE_CHECKING:
    from printouts.base import Sheet


def _zone_sheet() -> type[Sheet]:
    from printouts.burgenkrieg.sheets import ZoneSheet

    return ZoneSheet


PLUGIN = PrintoutsPlugin(
    SPEC,
    sheets=(
        SheetKind("burgenkrieg-zones", "Burgenkrieg-Zonenblatt", "Castle War zone tracker", _zone_sheet),
    ),
)
