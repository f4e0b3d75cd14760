"""``schriftfuehrer arena …``: Titan – Die Arena as a stored game (new, add, state, options, undo, redo).

Entries are events as JSON; the ``arena.`` prefix of the type may be left out::

    schriftfuehrer arena new --players Anna,Ben,Cleo
    schriftfuehrer arena add 1 '{"type": "bid", "data": {"player": "Anna", "value": 8}}'
    schriftfuehrer arena state 1 --json
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from types import ModuleType
from typing import Any

from referee.arena import view
from referee.arena.events import ArenaSetup
from referee.arena.scoring import scores, tournament
from referee.core.errors import InvalidInput
from referee.core.events import Event, from_dict
from ui.cli.common import new_game, open_journal, parse_settings
from ui.cli.output import emit_json

GAME = "arena"
TextView = Callable[[dict[str, Any], str], list[str]]


# -- shared with ui/cli/rampage.py ----------------------------------------------------------


def split_names(text: str) -> tuple[str, ...]:
    """``"Anna, Ben"`` -> ``("Anna", "Ben")``."""
    return tuple(n.strip() for n in text.split(",") if n.strip())


def parse_entry(text: str, game: str) -> Event:
    """One event from JSON (``-`` = stdin); the ``game.`` prefix of the type may be left out."""
    import json
    import sys

    if text == "-":
        text = sys.stdin.read()
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"Kein gültiges JSON: {exc.msg}.", f"Not valid JSON: {exc.msg}.") from None
    if isinstance(raw, dict) and isinstance(raw.get("type"), str):
        if "." not in raw["type"]:
            raw = {**raw, "type": f"{game}.{raw['type']}"}
        if not raw["type"].startswith(f"{game}."):
            raise InvalidInput(f"{raw['type']} ist kein Eintrag für {game}.",
                               f"{raw['type']} is not an entry for {game}.")
    return from_dict(raw)


def _lang(args: argparse.Namespace) -> str:
    return getattr(args, "lang", None) or "de"


def add_game_commands(sub: Any, game: str, game_view: ModuleType, text_view: TextView) -> None:
    """The subcommands add, state, options, undo and redo of a stored game of ``game``."""

    def add(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        ev = parse_entry(args.event, game)
        journal.append(ev)
        return report(args, journal, ev.label(_lang(args)))

    def undo(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        return report(args, journal, journal.undo().label(_lang(args)))

    def redo(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        return report(args, journal, journal.redo().label(_lang(args)))

    def report(args: argparse.Namespace, journal: Any, label: str) -> int:
        if args.json:
            emit_json({"entries": len(journal), "label": label,
                       "state": game_view.summary(journal.state, _lang(args))})
        else:
            print(f"{len(journal)}: {label}")
        return 0

    def state(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        data = game_view.summary(journal.state, _lang(args))
        if args.json:
            emit_json(data)
        else:
            print("\n".join(text_view(data, _lang(args))))
        return 0

    def options(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        data = game_view.options(journal.state, _lang(args))
        if args.json:
            emit_json(data)
        else:
            for key, value in data.items():
                if isinstance(value, dict):
                    yes, no = ("yes", "no") if _lang(args) == "en" else ("ja", "nein")
                    flag = yes if value.get("allowed", True) else no
                    extra = {k: v for k, v in value.items() if k not in ("allowed", "sections")}
                    secs = ", ".join(value.get("sections", []))
                    text = f"{key}: {flag}" + (f" {extra}" if extra else "")
                    print(f"{text} (§ {secs})")
                elif isinstance(value, list):
                    for item in value:
                        print(f"{key}: {item}")
                else:
                    print(f"{key}: {value}")
        return 0

    p = sub.add_parser("add", help="Eintrag als JSON / add an entry as JSON")
    p.add_argument("game_id", type=int)
    p.add_argument("event", help='z. B. / e.g. \'{"type": "...", "data": {...}}\' (- = stdin)')
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=add)
    for name, fn, helptext in (("state", state, "Spielstand / state"),
                               ("options", options, "erlaubte Züge / legal options"),
                               ("undo", undo, "rückgängig / undo"), ("redo", redo, "wiederherstellen / redo")):
        p = sub.add_parser(name, help=helptext)
        p.add_argument("game_id", type=int)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=fn)


def register(sub: Any) -> None:
    parser = sub.add_parser("arena", help="Titan – Die Arena: Partie führen / keep a game")
    asub = parser.add_subparsers(dest="arena_command", metavar="ACTION")
    p = asub.add_parser("new", help="neue Partie / new game")
    p.add_argument("--players", required=True, help="Spieler im Uhrzeigersinn, mit Kommas / players, comma-separated")
    p.add_argument("--setting", action="append", metavar="ID=WERT", help="Auslegung / interpretation")
    p.add_argument("--title", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)
    add_game_commands(asub, GAME, view, _text_state)
    p = asub.add_parser("tournament", help="Turnier aus drei Partien / three-game tournament (13)")
    p.add_argument("game_ids", type=int, nargs=3)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_tournament)


def _new(args: argparse.Namespace) -> int:
    setup = ArenaSetup(players=split_names(args.players), settings=parse_settings(args.setting))
    game_id = new_game(args, GAME, setup, title=args.title)
    if args.json:
        emit_json({"id": game_id, "game": GAME})
    else:
        print(game_id)
    return 0


def _tournament(args: argparse.Namespace) -> int:
    results = [scores(open_journal(args, gid, game=GAME).state) for gid in args.game_ids]
    verdict = tournament(results)
    lang = _lang(args)
    if args.json:
        emit_json({"totals": verdict.value, "games": results, "sections": list(verdict.sections)})
    else:
        for player, total in verdict.value.items():
            print(f"{player}: {total}")
        print(f"§ 13: {verdict.why(lang)}")
    return 0


def _text_state(data: dict[str, Any], lang: str) -> list[str]:
    en = lang == "en"
    lines = [f"{'Round' if en else 'Runde'} {data['round']} – {data['phase']}"
             + (f" – {'turn' if en else 'am Zug'}: {data['active']}" if data["active"] else "")]
    for c in data["creatures"]:
        if c["alive"]:
            strength = "–" if c["strength"] is None else c["strength"]
            sponsor = c["sponsor"] or "–"
            blocked = " (Zuschauer)" if c["power_blocked"] else ""
            lines.append(f"  {c['name']:<8} {strength!s:>2}  Sponsor: {sponsor}{blocked}")
        else:
            lines.append(f"  {c['name']:<8} †{c['died_in']}")
    lines.append(("Hands: " if en else "Hand: ") + ", ".join(
        f"{p['name']} {p['hand']}/{p['hand_limit']}" for p in data["players"]))
    lines.append(("Score: " if en else "Stand: ") + ", ".join(f"{p} {v}" for p, v in data["scores"].items()))
    if data["winners"]:
        lines.append(("Winner: " if en else "Sieger: ") + ", ".join(data["winners"]) + f" ({data['why']})")
    return lines
