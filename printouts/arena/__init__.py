"""The sheets of Titan – Die Arena: ``PLUGIN`` (see :mod:`printouts.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printouts.plugin import PrintoutsPlugin, SheetKind
from referee.arena.spec import SPEC

if TYPE_CHECKING:
    from printouts.base import Sheet


def _bet_sheet() -> type[Sheet]:
    from printouts.arena.sheets import BetSheet

    return BetSheet


def _columns_sheet() -> type[Sheet]:
    from printouts.arena.columns import ColumnsSheet

    return ColumnsSheet


def _tournament_sheet() -> type[Sheet]:
    from printouts.arena.sheets import TournamentSheet

    return TournamentSheet


PLUGIN = PrintoutsPlugin(
    SPEC,
    sheets=(
        SheetKind("arena-bets", "Wettblatt", "Bet sheet", _bet_sheet),
        SheetKind("arena-columns", "Kampfspalten und gesehene Karten", "Battle columns and cards seen", _columns_sheet),
        SheetKind("arena-tournament", "Turnierblatt (3 Partien)", "Tournament sheet (3 games)", _tournament_sheet),
    ),
)
