"""``schriftfuehrer display ID``: the players' display of a stored game — what the table may see (issue 26).

Without ``--serve`` it prints the display once (text, or ``--json`` the same data as ``state.json``). With
``--serve HOST:PORT`` it serves the read-only page on the local network until Ctrl+C; the URL (with its random
token) is printed on the first line.
"""

from __future__ import annotations

import argparse
import re
import sys
from html import unescape

from ui.cli.common import open_game
from ui.cli.output import Subparsers, emit_json
from ui.service.display import display_of, luck_detail
from ui.service.display_page import body_html
from ui.service.serve import DisplayServer, parse_bind

#: the command's line in ``schriftfuehrer --help`` (read from here without importing this module)
HELP = "Spieleranzeige: was der Tisch sehen darf / players' display"


def register(sub: Subparsers) -> None:
    p = sub.add_parser("display", help=HELP)
    p.add_argument("game_id", type=int)
    p.add_argument("--serve", metavar="HOST:PORT",
                   help="als Webseite im lokalen Netz bereitstellen / serve as a web page (default host 127.0.0.1)")
    p.add_argument("--luck", action="store_true",
                   help="Würfelglück im Einzelnen, Runde für Runde / the dice's luck in detail, round by round")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_display)


def _text(html: str) -> str:
    """The page as plain lines (for a terminal)."""
    text = re.sub(r"</(p|h1|h2|tr|table)>|<br>", "\n", html)
    text = re.sub(r"</t[dh]>", "  ", text)
    text = re.sub(r"<[^>]+>", "", text)
    return "\n".join(line.rstrip() for line in unescape(text).splitlines() if line.strip())


def _display(args: argparse.Namespace) -> int:
    lang = getattr(args, "lang", None)
    if args.luck:
        lines = luck_detail(open_game(args, args.game_id), lang)
        if args.json:
            emit_json({"luck": list(lines)})
        else:
            print("\n".join(lines))
        return 0
    if not args.serve:
        d = display_of(open_game(args, args.game_id), lang=lang)
        if args.json:
            emit_json(d.to_json())
        else:
            print(_text(body_html(d)))
        return 0
    host, port = parse_bind(args.serve)
    server = DisplayServer(getattr(args, "db", None), args.game_id, host=host, port=port, lang=lang)
    print(server.url, flush=True)
    print("Strg+C beendet / Ctrl+C ends", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.httpd.server_close()
    return 0
