"""Burgenkrieg on the command line: ``PLUGIN`` (see :mod:`ui.cli.plugin`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.burgenkrieg.spec import SPEC
from ui.cli.plugin import GameCommands

if TYPE_CHECKING:
    from ui.cli.plugin import Register


def _register() -> Register:
    from ui.cli.burgenkrieg.command import register

    return register


PLUGIN = GameCommands(SPEC, "Burgenkrieg: Partie führen, Meucheln, Wiederaufbau / keep a game", _register)
