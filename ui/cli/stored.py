"""The subcommands every game has for a stored game: add, note, state, options, undo, redo.

``add_stored_commands(sub, game, text_state)`` adds them to a game's command group; they go
through :mod:`ui.service` exactly as ``schriftfuehrer game add|undo|redo`` do, and the desktop app.
``text_state`` turns the game's summary into lines for the terminal.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

from referee.core.errors import RuleViolation
from referee.core.note import Note
from referee.core.option import Option
from ui.cli.common import lang_of, open_game, read_text, report_change, service_of, whole
from ui.cli.output import JSON, Subparsers, emit_json

TextView = Callable[[JSON, str], list[str]]


def json_lines(data: JSON, lang: str) -> list[str]:
    """Fallback text view: the data as indented JSON."""
    return json.dumps(data, ensure_ascii=False, indent=2).splitlines()


def option_lines(options: list[Option], lang: str) -> list[str]:
    """One line per option: allowed mark, kind, label, then the entry itself as ``add`` takes it (an option
    that is one entry) or, marked as a template, what the table still names (its facts and legal values), and
    its sections (and why not)."""
    lines = []
    for o in options:
        shown = o.to_json(lang)
        facts = {k: v for k, v in shown.items() if k not in ("kind", "label", "allowed", "sections", "reason")}
        if o.entry is not None:  # copy it to `add` as it stands
            details = json.dumps(shown["entry"], ensure_ascii=False, default=str)
        else:
            details = ("Vorlage (zu ergänzen): " if lang == "de" else "template (to complete): ") + json.dumps(
                facts, ensure_ascii=False, default=str)
        mark = "+" if o.allowed else "-"
        line = f"{mark} {o.kind:<16} {o.label(lang)}  {details}  § {', '.join(o.sections)}"
        if not o.allowed and o.reason(lang):
            line += f"  ({o.reason(lang)})"
        lines.append(line)
    return lines


def add(args: argparse.Namespace, game: str | None = None) -> int:
    session, ev = service_of(args).enter(game_id=args.game_id, entry=read_text(args.event), game=game)
    return report_change(args, session, ev)


def note(args: argparse.Namespace, game: str | None = None) -> int:
    """A note on entry ``--on`` (default: the last entry that is no note), judged and stored like any entry."""
    text = read_text(args.text)
    on = args.on if args.on is not None else open_game(args, args.game_id, game=game).last_noted()
    session, ev = service_of(args).enter(game_id=args.game_id, entry=Note.of(on, text), game=game)
    return report_change(args, session, ev)


def add_note_arguments(p: argparse.ArgumentParser) -> None:
    """The arguments of ``note``: the text and ``--on``."""
    p.add_argument("text", help="Text der Notiz / the note's text ('-' = stdin)")
    p.add_argument("--on", type=whole, default=None, metavar="NR",
                   help="Nummer des Eintrags, 0 = die Partie (sonst der letzte) / entry number, 0 = the game "
                        "(default: the last)")


def undo(args: argparse.Namespace, game: str | None = None) -> int:
    session = open_game(args, args.game_id, game=game)
    return report_change(args, session, session.undo(), verb=("rückgängig", "undone"))


def redo(args: argparse.Namespace, game: str | None = None) -> int:
    session = open_game(args, args.game_id, game=game)
    return report_change(args, session, session.redo(), verb=("wiederhergestellt", "redone"))


def options(args: argparse.Namespace, game: str | None = None) -> int:
    session = open_game(args, args.game_id, game=game)
    found = session.options()
    if args.json:
        emit_json({"game_id": session.id, "game": session.game, "options": [o.to_json(lang_of(args)) for o in found]})
    else:
        print("\n".join(option_lines(found, lang_of(args))))
    return 0


def add_stored_commands(sub: Subparsers, game: str, text_state: TextView = json_lines) -> None:
    """Add ``add``, ``state``, ``options``, ``undo`` and ``redo`` for a stored game of ``game``."""

    def state(args: argparse.Namespace) -> int:
        session = open_game(args, args.game_id, game=game)
        if not session.started:
            raise RuleViolation("Die Partie hat noch keine Aufstellung; zuerst den Spielbeginn eintragen.",
                                "The game has no set-up yet; enter the set-up first.")
        data = session.summary(lang_of(args))
        if args.json:
            emit_json(data)
        else:
            print("\n".join(text_state(data, lang_of(args))))
        return 0

    p = sub.add_parser("add", help="Eintrag als JSON / add an entry as JSON")
    p.add_argument("game_id", type=whole)
    p.add_argument("event", help='z. B. / e.g. \'{"type": "...", "data": {...}}\' (- = stdin)')
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=lambda a: add(a, game))
    p = sub.add_parser("note", help="Notiz zu einem Eintrag / note on an entry")
    p.add_argument("game_id", type=whole)
    add_note_arguments(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=lambda a: note(a, game))
    commands: tuple[tuple[str, Callable[[argparse.Namespace], int], str], ...] = (
        ("state", state, "Spielstand / state"),
        ("options", lambda a: options(a, game), "erlaubte Einträge / legal options"),
        ("undo", lambda a: undo(a, game), "rückgängig / undo"),
        ("redo", lambda a: redo(a, game), "wiederherstellen / redo"),
    )
    for name, fn, helptext in commands:
        p = sub.add_parser(name, help=helptext)
        p.add_argument("game_id", type=whole)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=fn)
