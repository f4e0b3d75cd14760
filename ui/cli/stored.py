"""The subcommands every game has for a stored game: add, state, options, undo, redo.

``add_stored_commands(sub, game, view, text_state, text_options)`` adds them to a game's
command group; ``view`` is the game's ``referee.<game>.view`` module (``summary``,
``options``); the two text functions turn its data into lines for the terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from referee.core.errors import InvalidInput
from referee.core.events import Event, from_dict
from ui.cli.common import open_journal
from ui.cli.output import emit_json

TextView = Callable[[dict[str, Any], str], list[str]]


def lang_of(args: argparse.Namespace) -> str:
    return getattr(args, "lang", None) or "de"


def split_names(text: str) -> tuple[str, ...]:
    """``"Anna, Ben"`` -> ``("Anna", "Ben")``."""
    return tuple(n.strip() for n in text.split(",") if n.strip())


def parse_entry(text: str, game: str) -> Event:
    """One event from JSON (``-`` = stdin); the ``game.`` prefix of the type may be left out."""
    if text == "-":
        text = sys.stdin.read()
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"Kein gültiges JSON: {exc.msg} (Zeichen {exc.pos}).",
                           f"Not valid JSON: {exc.msg} (character {exc.pos}).") from None
    if isinstance(raw, dict) and isinstance(raw.get("type"), str):
        if "." not in raw["type"]:
            raw = {**raw, "type": f"{game}.{raw['type']}"}
        if not raw["type"].startswith(f"{game}."):
            raise InvalidInput(f"{raw['type']} ist kein Eintrag für {game}.", f"{raw['type']} is not an entry for {game}.")
    return from_dict(raw)


def json_lines(data: dict[str, Any], lang: str) -> list[str]:
    """Fallback text view: the data as indented JSON."""
    return json.dumps(data, ensure_ascii=False, indent=2).splitlines()


def option_list_lines(data: dict[str, Any], lang: str) -> list[str]:
    """Text view of ``{"options": [{"kind": ..., "sections": [...], ...}, ...]}``."""
    lines = []
    for opt in data.get("options", []):
        details = {k: v for k, v in opt.items() if k not in ("kind", "sections")}
        lines.append(f"{opt['kind']:<16} {json.dumps(details, ensure_ascii=False)}  § {', '.join(opt['sections'])}")
    return lines


def add_stored_commands(sub: Any, game: str, view: ModuleType, text_state: TextView,
                        text_options: TextView = json_lines) -> None:
    """Add ``add``, ``state``, ``options``, ``undo`` and ``redo`` for a stored game of ``game``."""

    def report(args: argparse.Namespace, journal: Any, label: str) -> int:
        if args.json:
            emit_json({"entries": len(journal), "label": label, "state": view.summary(journal.state, lang_of(args))})
        else:
            print(f"{len(journal)}: {label}")
        return 0

    def add(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)  # imports the game's event types first
        ev = parse_entry(args.event, game)
        journal.append(ev)
        return report(args, journal, ev.label(lang_of(args)))

    def undo(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        return report(args, journal, journal.undo().label(lang_of(args)))

    def redo(args: argparse.Namespace) -> int:
        journal = open_journal(args, args.game_id, game=game)
        return report(args, journal, journal.redo().label(lang_of(args)))

    def show(args: argparse.Namespace, fn: Callable[[Any, str], dict[str, Any]], text: TextView) -> int:
        journal = open_journal(args, args.game_id, game=game)
        data = fn(journal.state, lang_of(args))
        if args.json:
            emit_json(data)
        else:
            print("\n".join(text(data, lang_of(args))))
        return 0

    p = sub.add_parser("add", help="Eintrag als JSON / add an entry as JSON")
    p.add_argument("game_id", type=int)
    p.add_argument("event", help='z. B. / e.g. \'{"type": "...", "data": {...}}\' (- = stdin)')
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=add)
    commands: tuple[tuple[str, Callable[[argparse.Namespace], int], str], ...] = (
        ("state", lambda a: show(a, view.summary, text_state), "Spielstand / state"),
        ("options", lambda a: show(a, view.options, text_options), "erlaubte Einträge / legal options"),
        ("undo", undo, "rückgängig / undo"),
        ("redo", redo, "wiederherstellen / redo"),
    )
    for name, fn, helptext in commands:
        p = sub.add_parser(name, help=helptext)
        p.add_argument("game_id", type=int)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=fn)
