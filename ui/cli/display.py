"""``schriftfuehrer display ID``: the players' display of a stored game — what the table may see (issue 26).

Without ``--serve`` it prints the display once (text, or ``--json`` the same data as ``state.json``). With
``--serve [HOST:PORT]`` (default 0.0.0.0:8765: every address of the machine) it serves the read-only page on the local
network until Ctrl+C: the link a phone reaches (the machine's address on the network, the game's token) is printed
on the first line, its QR code and the machine's other addresses on the terminal below. ``--renew`` gives the game
a new token first (every old link is locked out).
"""

from __future__ import annotations

import argparse
import re
import signal
import sys
from html import unescape
from typing import TYPE_CHECKING

from ui.cli.common import open_game, whole
from ui.cli.output import emit_json
from ui.service.display import display_of, luck_detail
from ui.service.display_page import body_html
from ui.service.serve_address import DEFAULT_HOST, DEFAULT_PORT, parse_bind

if TYPE_CHECKING:  # the web server loads only to serve
    from ui.service.serve import DisplayServer



def register(p: argparse.ArgumentParser) -> None:
    p.add_argument("game_id", type=whole)
    p.add_argument("--serve", metavar="HOST:PORT", nargs="?", const=f"{DEFAULT_HOST}:{DEFAULT_PORT}",
                   help="als Webseite im lokalen Netz bereitstellen / serve as a web page "
                        f"(ohne Angabe / default {DEFAULT_HOST}:{DEFAULT_PORT})")
    p.add_argument("--address", metavar="IP",
                   help="diese Adresse des Rechners in den Link / this address of the machine in the link")
    p.add_argument("--renew", action="store_true",
                   help="neuer Link: alle alten werden gesperrt / a new link: every old one is locked out")
    p.add_argument("--luck", action="store_true",
                   help="Würfelglück im Einzelnen, Runde für Runde / the dice's luck in detail, round by round")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_display)


def _text(html: str) -> str:
    """The page as plain lines (for a terminal)."""
    html = re.sub(r'<span id="stale-mark">.*?</span>', "", html)  # the page's mark for a connection lost
    html = re.sub(r"<span[^>]*></span>", "", html)  # an empty part (a game without a title): no " · " before the rest
    html = re.sub(r"</span>(?=<span)", " · ", html)  # the top line's parts
    text = re.sub(r"</(p|h1|h2|tr|table|section|header|div)>|<br>", "\n", html)
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
    from ui.service.serve import DisplayServer

    host, port = parse_bind(args.serve)
    server = DisplayServer(getattr(args, "db", None), args.game_id, host=host, port=port, lang=lang, address=args.address)
    try:
        if args.renew:
            server.renew()
        print(server.url, flush=True)
        _tell(server, lang)
        server.serve_forever()
    except KeyboardInterrupt:  # Ctrl+C, at any moment: the server stops
        pass
    finally:
        _stop(server)
    return 0


def _stop(server: DisplayServer) -> None:
    """Stop serving; a second Ctrl+C meanwhile does not cut it short."""
    try:
        before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: no signals here
        server.close()
        return
    try:
        server.close()
    finally:
        signal.signal(signal.SIGINT, before)


def _tell(server: DisplayServer, lang: str | None) -> None:
    """The link's QR code, the other addresses and how to stop, on the terminal (standard error)."""
    import segno

    en = lang == "en"
    if server.reachable:
        segno.make(server.url, error="m").terminal(out=sys.stderr, compact=True)
    else:
        print("Nur auf diesem Rechner erreichbar (kein Netz, oder an 127.0.0.1 gebunden)." if not en else
              "Reachable on this machine only (no network, or bound to 127.0.0.1).", file=sys.stderr)
    for other in server.addresses:
        if other != server.address:
            print(("auch: " if not en else "also: ") + server.url_at(other), file=sys.stderr)
    print("Strg+C beendet / Ctrl+C ends", file=sys.stderr, flush=True)
