"""Gods of Titan on the command line: ``PLUGIN`` (see :mod:`ui.cli.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.got.spec import SPEC
from ui.cli.plugin import GameCommands

if TYPE_CHECKING:
    from ui.cli.plugin import Register, RegisterOdds


def _register() -> Register:
    from ui.cli.got.command import register

    return register


def _odds() -> RegisterOdds:
    from ui.cli.got.odds import register_odds

    return register_odds


PLUGIN = GameCommands(SPEC, "Gods of Titan: Abrechnung, Rekrutierung, Titan-Stärke / settlement, recruits", _register, odds=_odds)
