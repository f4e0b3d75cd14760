"""Titan – Die Arena on the command line: ``PLUGIN`` (see :mod:`ui.cli.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.arena.spec import SPEC
from ui.cli.plugin import GameCommands

if TYPE_CHECKING:
    from ui.cli.plugin import Register


def _register() -> Register:
    from ui.cli.arena.command import register

    return register


PLUGIN = GameCommands(SPEC, "Titan – Die Arena: Partie führen / keep a game", _register)
