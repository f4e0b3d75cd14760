"""``schriftfuehrer print KIND (--game-id ID | --blank) -o FILE.pdf [--paper a4|letter]``: printouts.

A sheet of a game of another kind, an unknown kind or game id is refused with a
message in German and English (exit code 2); nothing is written then.
"""

from __future__ import annotations

import argparse

from ui.cli.common import service_of, whole
from ui.cli.output import emit_json
from ui.service.printing import print_kinds, print_pdf


def register(p: argparse.ArgumentParser) -> None:
    kinds = ", ".join(s.kind for _, s in print_kinds())
    p.description = f"Blattarten / sheet kinds: {kinds}"
    p.add_argument("kind", metavar="KIND", help=f"eine von / one of: {kinds}")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--game-id", type=whole, default=None, help="gespeicherte Partie / stored game")
    which.add_argument("--blank", action="store_true", help="leeres Blatt / blank sheet")
    p.add_argument("-o", "--output", required=True, help="PDF-Datei / PDF file")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_print)


def _print(args: argparse.Namespace) -> int:
    service = service_of(args) if args.game_id is not None else None
    out = print_pdf(kind=args.kind, out=args.output, service=service, game_id=args.game_id, blank=args.blank,
                    paper=args.paper, lang=getattr(args, "lang", None))
    if args.json:
        emit_json({"kind": args.kind, "file": str(out), "paper": args.paper})
    else:
        print(out)
    return 0
