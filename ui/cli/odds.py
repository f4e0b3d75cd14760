"""``schriftfuehrer odds …``: the odds calculators of all games.

Each game adds its calculators where its commands name them (:attr:`ui.cli.plugin.GameCommands.odds`: its
``ui/cli/<game>/odds.py``'s ``register_odds(odds_subparsers)``).
"""

from __future__ import annotations

import argparse

from ui.cli.registry import GAMES


def register(parser: argparse.ArgumentParser) -> None:
    odds_sub = parser.add_subparsers(dest="odds_command", metavar="CALCULATOR")
    for game in GAMES:
        if game.odds is not None:
            game.odds()(odds_sub)
