"""``schriftfuehrer odds …``: the odds calculators of all games.

Each game adds its calculators from a module ``ui/cli/odds_<game>.py`` that
defines ``register_odds(odds_subparsers)``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import pkgutil

import ui.cli
from ui.cli.output import Subparsers

#: the command's line in ``schriftfuehrer --help`` (read from here without importing this module)
HELP = "Wahrscheinlichkeiten / odds (strike, duel, battle, ws)"


def register(sub: Subparsers) -> None:
    parser: argparse.ArgumentParser = sub.add_parser("odds", help=HELP)
    odds_sub = parser.add_subparsers(dest="odds_command", metavar="CALCULATOR")
    for info in sorted(pkgutil.iter_modules(ui.cli.__path__), key=lambda m: m.name):
        if info.ispkg and importlib.util.find_spec(f"ui.cli.{info.name}.odds") is not None:
            importlib.import_module(f"ui.cli.{info.name}.odds").register_odds(odds_sub)
