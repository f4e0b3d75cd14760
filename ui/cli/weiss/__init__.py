"""Weiß Schwarz on the command line: ``PLUGIN`` (see :mod:`ui.cli.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.weiss.spec import SPEC
from ui.cli.plugin import GameCommands

if TYPE_CHECKING:
    from ui.cli.plugin import Register, RegisterOdds


def _register() -> Register:
    from ui.cli.weiss.command import register

    return register


def _odds() -> RegisterOdds:
    from ui.cli.weiss.odds import register_odds

    return register_odds


PLUGIN = GameCommands(SPEC, "Weiß Schwarz: Partie führen / keep a game", _register, odds=_odds)
