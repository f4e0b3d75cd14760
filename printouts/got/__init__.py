"""The sheets of Gods of Titan: ``PLUGIN`` (see :mod:`printouts.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printouts.plugin import PrintoutsPlugin, SheetKind
from referee.got.spec import SPEC

if TYPE_CHECKING:
    from printouts.base import Sheet


def _score_sheet() -> type[Sheet]:
    from printouts.got.score import ScoreSheet

    return ScoreSheet


def _battle_sheet() -> type[Sheet]:
    from printouts.got.battles import BattleSheet

    return BattleSheet


def _roster_sheet() -> type[Sheet]:
    from printouts.got.roster import RosterSheet

    return RosterSheet


def _victory_sheet() -> type[Sheet]:
    from printouts.got.vp import VictorySheet

    return VictorySheet


def _reference_sheet() -> type[Sheet]:
    from printouts.got.reference import ReferenceSheet

    return ReferenceSheet


PLUGIN = PrintoutsPlugin(
    SPEC,
    sheets=(
        SheetKind("got-score", "Punkteblatt", "Score sheet", _score_sheet),
        SheetKind("got-battles", "Kampfprotokoll", "Battle record", _battle_sheet),
        SheetKind("got-roster", "Armeeliste", "Army roster", _roster_sheet),
        SheetKind("got-vp", "Siegpunkt-Checkliste", "Victory-point checklist", _victory_sheet),
        SheetKind("got-reference", "Übersichtskarte", "Reference card", _reference_sheet),
    ),
)
