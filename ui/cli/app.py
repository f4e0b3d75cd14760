"""``schriftfuehrer app``: start the desktop app with options (``schriftfuehrer`` alone starts it too)."""

from __future__ import annotations

import argparse

from ui.cli.common import whole


def register(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", type=whole, default=None, help="eine gespeicherte Partie öffnen / open a stored game")
    p.add_argument("--quit-after-show", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--smoke-test", default=None, metavar="DIR", help=argparse.SUPPRESS)
    p.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    from ui.app import run_app

    argv: list[str] = []
    if args.db:
        argv += ["--db", args.db]
    if args.lang:  # ``schriftfuehrer --lang en app``: this run in English (the setting is left as it is)
        argv += ["--lang", args.lang]
    if args.game is not None:
        argv += ["--game", str(args.game)]
    if args.quit_after_show:
        argv.append("--quit-after-show")
    if args.smoke_test:
        argv += ["--smoke-test", args.smoke_test]
    return run_app(argv)
