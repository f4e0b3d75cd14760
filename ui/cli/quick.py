"""``schriftfuehrer <game> quick GAME_ID LINE``, the same for every game: one line typed as in the app's quick entry
(the game's :class:`ui.service.plugin.QuickLine`), read and judged as the app reads it, then journaled; a line of
several entries (a Gods of Titan move with the recruit announced with it) makes them in order (the first stays when
a later one is refused)."""

from __future__ import annotations

import argparse
import functools

from ui.cli.common import line_read, open_game, report_change, whole
from ui.cli.output import Subparsers
from ui.service.plugin import ServicePlugin


def add_quick(sub: Subparsers, game: ServicePlugin) -> None:
    """Add ``quick`` to a game's subcommands."""
    p = sub.add_parser("quick", help=f"Schnelleingabe wie in der App / the app's quick entry: {game.quick_forms}")
    p.add_argument("game_id", type=whole)
    p.add_argument("line")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=functools.partial(_quick, game))


def _quick(game: ServicePlugin, args: argparse.Namespace) -> int:
    session = open_game(args, args.game_id, game=game.game.id)
    r = line_read(game.quick().read_open, session, args.line, args)
    entries = (r.entry, *r.then) if r.entry is not None else ()
    for n, entry in enumerate(entries, 1):
        session.add(entry)
        if not args.json or n == len(entries):
            report_change(args, session, entry)
    return 0
