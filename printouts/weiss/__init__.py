"""The sheets of Weiß Schwarz: ``PLUGIN`` (see :mod:`printouts.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printouts.plugin import PrintoutsPlugin, SheetKind
from referee.weiss.spec import SPEC

if TYPE_CHECKING:
    from printouts.base import Sheet


def _match_sheet() -> type[Sheet]:
    from printouts.weiss.sheets import MatchSheet

    return MatchSheet


def _deck_sheet() -> type[Sheet]:
    from printouts.weiss.decks import DeckSheet

    return DeckSheet


PLUGIN = PrintoutsPlugin(
    SPEC,
    sheets=(
        SheetKind("weiss-match", "Weiß-Schwarz-Spielbericht", "Weiss Schwarz match record", _match_sheet),
        SheetKind("weiss-decks", "Weiß-Schwarz-Deckliste", "Weiss Schwarz deck list", _deck_sheet),
    ),
)
