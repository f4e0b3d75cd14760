"""The command line's commands, registered by reference: a :class:`Command` names its line in ``--help`` and a
function that imports its module and returns its ``register`` (so ``--help`` imports no command's module: each
imports the store, the engines or the rules reference it needs). A game's commands are its
``ui/cli/<game>/__init__.py``'s ``PLUGIN`` (:class:`GameCommands`); :data:`ui.cli.registry.COMMANDS` lists them all.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from referee.core.spec import GameSpec

if TYPE_CHECKING:
    from ui.cli.output import Subparsers

#: a command module's ``register``: adds the command's arguments and subcommands to its parser (each sets
#: ``func(args) -> int``)
Register = Callable[[argparse.ArgumentParser], None]
#: a game's ``register_odds``: adds its calculators to ``odds``
RegisterOdds = Callable[["Subparsers"], None]


@dataclasses.dataclass(frozen=True)
class Command:
    """One command: its name, its line in ``--help`` and its module's ``register`` (imported when called)."""

    name: str
    help: str
    register: Callable[[], Register]


@dataclasses.dataclass(frozen=True)
class GameCommands:
    """A game's command (``schriftfuehrer <game> …``, its quick line ``<game> quick`` among them) and its odds
    calculators under ``schriftfuehrer odds`` (None: it has none)."""

    game: GameSpec
    help: str
    register: Callable[[], Register]
    odds: Callable[[], RegisterOdds] | None = None

    @property
    def command(self) -> Command:
        return Command(self.game.id, self.help, self.register)
