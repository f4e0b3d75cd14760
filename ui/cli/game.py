"""``schriftfuehrer game …``: stored games of every kind (new, list, show, add, undo, redo, export, import)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from referee.core.errors import InvalidInput
from referee.core.events import from_dict, to_dict
from referee.registry import GAMES, engine_for
from ui.cli.common import new_game, open_journal, open_store, read_event, view_of
from ui.cli.output import emit_json

EXPORT_FORMAT = "schriftfuehrer-journal"


def register(sub: Any) -> None:
    parser = sub.add_parser("game", help="Gespeicherte Partien / stored games")
    gsub = parser.add_subparsers(dest="game_command", metavar="ACTION")

    p = gsub.add_parser("new", help="neue Partie / new game")
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--title", default="")
    p.add_argument("--setup", help="Aufstellungs-Ereignis als JSON / setup event as JSON ('-' = stdin)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)

    p = gsub.add_parser("list", help="Partien auflisten / list games")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_list)

    p = gsub.add_parser("show", help="Partie zeigen / show a game")
    p.add_argument("game_id", type=int)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_show)

    p = gsub.add_parser("add", help="Eintrag hinzufügen / add an entry (JSON)")
    p.add_argument("game_id", type=int)
    p.add_argument("event", help="Ereignis als JSON / event as JSON ('-' = stdin)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_add)

    for name, helptext in (("undo", "rückgängig / undo"), ("redo", "wiederherstellen / redo")):
        p = gsub.add_parser(name, help=helptext)
        p.add_argument("game_id", type=int)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=_undo if name == "undo" else _redo)

    p = gsub.add_parser("export", help="Journal als JSON / journal as JSON")
    p.add_argument("game_id", type=int)
    p.add_argument("-o", "--output", help="Datei / file (default: stdout)")
    p.set_defaults(func=_export)

    p = gsub.add_parser("import", help="Journal aus JSON einlesen / import a journal")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_import)


def _lang(args: argparse.Namespace) -> str:
    return getattr(args, "lang", None) or "de"


def _new(args: argparse.Namespace) -> int:
    engine_for(args.game)  # registers the game's event types
    setup = read_event(args.setup) if args.setup else None
    game_id = new_game(args, args.game, setup, title=args.title)
    if args.json:
        emit_json({"game_id": game_id, "game": args.game})
    else:
        print(game_id)
    return 0


def _list(args: argparse.Namespace) -> int:
    games = open_store(args).list_games()
    if args.json:
        emit_json({"games": [g.__dict__ for g in games]})
        return 0
    for g in games:
        print(f"{g.id:>5}  {g.game:<12} {g.events:>5}  {g.updated_at[:16]}  {g.title}")
    return 0


def _show(args: argparse.Namespace) -> int:
    journal = open_journal(args, args.game_id)
    info = open_store(args).info(args.game_id)
    lang = _lang(args)
    view = view_of(info.game)
    data: dict[str, Any] = {
        "game_id": info.id,
        "game": info.game,
        "title": info.title,
        "entries": [
            {"seq": i + 1, "type": ev.type_name, "label": ev.label(lang)} for i, ev in enumerate(journal.events)
        ],
        "redo": [ev.label(lang) for ev in journal.redo_events],
    }
    if view is not None and journal.events:
        data["state"] = view.summary(journal.state, lang)
        data["options"] = view.options(journal.state, lang)
    if args.json:
        emit_json(data)
        return 0
    print(f"#{info.id} {info.game} {info.title}")
    for entry in data["entries"]:
        print(f"{entry['seq']:>4}. {entry['label']}")
    if data["redo"]:
        print(("Wiederherstellbar: " if lang == "de" else "Redo: ") + ", ".join(data["redo"]))
    if "state" in data:
        print(json.dumps(data["state"], ensure_ascii=False, indent=2))
    return 0


def _add(args: argparse.Namespace) -> int:
    journal = open_journal(args, args.game_id)  # imports the game's events first
    ev = read_event(args.event)
    journal.append(ev)
    return _report(args, len(journal), ev.label(_lang(args)))


def _undo(args: argparse.Namespace) -> int:
    journal = open_journal(args, args.game_id)
    ev = journal.undo()
    return _report(args, len(journal), ev.label(_lang(args)))


def _redo(args: argparse.Namespace) -> int:
    journal = open_journal(args, args.game_id)
    ev = journal.redo()
    return _report(args, len(journal), ev.label(_lang(args)))


def _report(args: argparse.Namespace, entries: int, label: str) -> int:
    if args.json:
        emit_json({"entries": entries, "label": label})
    else:
        print(f"{entries}: {label}")
    return 0


def export_data(args: argparse.Namespace, game_id: int) -> dict[str, Any]:
    store = open_store(args)
    loaded = store.load(game_id)
    return {
        "format": EXPORT_FORMAT,
        "version": 1,
        "game": loaded.info.game,
        "title": loaded.info.title,
        "lang": loaded.info.lang,
        "events": [to_dict(ev) for ev in loaded.events],
        "redo": [to_dict(ev) for ev in loaded.redo],
    }


def _export(args: argparse.Namespace) -> int:
    text = json.dumps(export_data(args, args.game_id), ensure_ascii=False, indent=2) + "\n"
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


def _import(args: argparse.Namespace) -> int:
    try:
        raw = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInput(f"Datei nicht lesbar: {exc}", f"File not readable: {exc}") from None
    if not isinstance(raw, dict) or raw.get("format") != EXPORT_FORMAT or not isinstance(raw.get("events"), list):
        raise InvalidInput("Keine Schriftführer-Journaldatei.", "Not a Schriftführer journal file.")
    game = str(raw.get("game"))
    engine = engine_for(game)  # registers the game's event types
    events = [from_dict(e) for e in raw["events"]]
    engine.replay(events)  # every entry valid before anything is stored
    store = open_store(args)
    game_id = store.create_game(
        game, title=str(raw.get("title", "")), lang=str(raw.get("lang", "de")), events=events
    )
    if args.json:
        emit_json({"game_id": game_id, "entries": len(events)})
    else:
        print(game_id)
    return 0
