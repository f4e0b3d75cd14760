"""``schriftfuehrer game …``: stored games of every kind (new, list, show, add, note, undo, redo, options,
rename, archive, restore, delete, export, import) — all through :mod:`ui.service`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import UTC, datetime

from referee.core.events import Event
from referee.core.limits import printable
from referee.core.note import Note
from referee.core.view import Header
from referee.registry import game_ids, spec
from ui.cli import stored
from ui.cli.common import (
    game_answer,
    header_json,
    judged_banner,
    judged_json,
    judged_line,
    lang_of,
    new_game,
    open_game,
    read_text,
    service_of,
    whole,
)
from ui.cli.output import JSON, Command, emit_json
from ui.cli.registry import COMMANDS
from ui.service import summaries, transfer
from ui.service.entries import EntryInput


def register(parser: argparse.ArgumentParser) -> None:
    gsub = parser.add_subparsers(dest="game_command", metavar="ACTION")

    def command(name: str, helptext: str, func: Command, *, game_id: bool = True) -> argparse.ArgumentParser:
        p: argparse.ArgumentParser = gsub.add_parser(name, help=helptext)
        if game_id:
            p.add_argument("game_id", type=whole)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=func)
        return p

    p = command("new", "neue Partie / new game", _new, game_id=False)
    p.add_argument("--game", required=True, choices=game_ids())
    p.add_argument("--title", default="")
    p.add_argument("--setup", help="Aufstellungs-Ereignis als JSON / setup event as JSON ('-' = stdin)")
    p.add_argument("--board", help="Gods of Titan: Spielplan-Datei (TOML, [lands]) / board file (TOML)")
    p = command("list", "Partien auflisten / list games", _list, game_id=False)
    p.description = (
        "Listet die Partien mit ihrem Stand, gelesen aus der mit jeder Partie gespeicherten Übersicht (keine Partie "
        "wird nachgespielt, außer sie hat keine lesbare Übersicht oder wurde seitdem geändert). Nach einer "
        "Aktualisierung des Programms stammen die Übersichten von der früheren Version: sie werden sofort gezeigt, "
        "mit * markiert (--json: \"summary_current\": false); --update bringt sie zuerst auf den neuesten Stand "
        "(jede dieser Partien wird einmal nachgespielt), die App beim Start von selbst. / Lists the games with their "
        "standings, read from the overview kept with each game (no game is replayed unless it has no readable "
        "overview or changed since). After an update of the program the overviews are the earlier version's: they "
        "are shown at once, marked * (--json: \"summary_current\": false); --update brings them up to date first "
        "(each of these games replayed once), as the app does by itself at its start.")
    p.add_argument("--archived", action="store_true", help="die archivierten / the archived ones")
    p.add_argument("--update", action="store_true",
                   help="Stände einer früheren Programmversion zuerst auf den neuesten Stand bringen (jede dieser "
                        "Partien einmal nachgespielt) / bring standings from an earlier version of the program up to "
                        "date first (each of these games replayed once)")
    command("show", "Partie zeigen / show a game", _show)
    p = command("add", "Eintrag hinzufügen / add an entry (JSON)", stored.add)
    p.add_argument("event", help="Ereignis als JSON / event as JSON ('-' = stdin)")
    stored.add_note_arguments(command("note", "Notiz zu einem Eintrag / note on an entry", stored.note))
    command("undo", "rückgängig / undo", stored.undo)
    command("redo", "wiederherstellen / redo", stored.redo)
    command("options", "erlaubte Einträge / legal options", stored.options)
    p = command("rename", "umbenennen / rename", _rename)
    p.add_argument("title")
    command("archive", "archivieren (wiederherstellbar) / archive (recoverable)", _archive)
    command("restore", "aus dem Archiv holen / restore from the archive", _restore)
    command("delete", "archivierte Partie löschen / delete an archived game", _delete)
    p = command("export", "Journal als JSON / journal as JSON", _export)
    p.add_argument("-o", "--output", help="Datei / file (default: stdout)")
    p = command("import", "Journal aus JSON einlesen / import a journal", _import, game_id=False)
    p.add_argument("file", help="Datei / file ('-' = stdin)")
    p.add_argument("--strict", action="store_true",
                   help="streng: eine Datei mit einem Eintrag, den die heutigen Regeln ablehnen, nicht einlesen "
                        "(von Hand oder einem anderen Programm geschrieben) / strict: refuse a file with an entry "
                        "today's rules refuse (written by hand or another tool)")


def _new(args: argparse.Namespace) -> int:
    setup: EntryInput | None = read_text(args.setup) if args.setup else None
    if args.board:
        from ui.service.got.lands import board_file, with_board  # here: Gods of Titan's board loads only for a board file

        setup = with_board(setup, board_file(args.board), game=args.game)
    return new_game(args, args.game, setup, title=args.title)


def _list(args: argparse.Namespace) -> int:
    service = service_of(args)
    games = service.games(archived=args.archived)
    # the stored summaries: no game replayed unless changed; an earlier version's shown marked, unless --update
    overviews = service.overviews(games, lang=lang_of(args), earlier=not args.update)
    if args.json:
        emit_json({"games": [{"game_id": g.id, "game": g.game, "title": g.title, "entries": g.events,
                              "lang": g.lang, "created_at": g.created_at, "updated_at": g.updated_at,
                              "archived": g.archived, "players": list(overviews[g.id].players),
                              "standings": overviews[g.id].standings, "round": overviews[g.id].round,
                              "summary_current": overviews[g.id].current}
                             for g in games]})
        return 0
    en = lang_of(args) == "en"
    if not games:
        print(("No archived games." if args.archived else "No games yet: schriftfuehrer game new --help") if en else
              ("Keine archivierten Partien." if args.archived else "Noch keine Partien: schriftfuehrer game new --help"))
    else:
        heads = (("No", "Game", "Entries", "Changed", "Title — standings") if en else
                 ("Nr", "Spiel", "Einträge", "Geändert", "Titel — Stand"))
        print(f"{heads[0]:>5}  {heads[1]:<12} {heads[2]:>8}  {heads[3]:<16}  {heads[4]}")
    for g in games:
        shown = " — ".join(x for x in (g.title, overviews[g.id].standings) if x)  # no dash before a game without a title
        print(f"{g.id:>5}  {g.game:<12} {g.events:>8}  {_local(g.updated_at):<16}  {shown}"
              + ("" if overviews[g.id].current else " *"))
    outdated = summaries.outdated(overviews)
    if outdated:
        print(_outdated_note(len(outdated), lang_of(args)))
    return 0


def _outdated_note(count: int, lang: str) -> str:
    """The line under a list with standings of an earlier version (marked *): how to bring them up to date."""
    if lang == "en":
        return (f"* standings from an earlier version ({count} {'game' if count == 1 else 'games'}): "
                "`schriftfuehrer game list --update` brings them up to date (each game replayed once); "
                "so does the app at its start.")
    return (f"* Stand einer früheren Programmversion ({count} {'Partie' if count == 1 else 'Partien'}): "
            "`schriftfuehrer game list --update` bringt ihn auf den neuesten Stand (jede Partie einmal nachgespielt); "
            "ebenso die App beim Start.")


def _local(stamp: str) -> str:
    """A stored time stamp (ISO, UTC) in local time, as the start page shows it: ``2026-11-29 15:10``."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp[:16].replace("T", " ")
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).astimezone().strftime("%Y-%m-%d %H:%M")


def _show(args: argparse.Namespace) -> int:
    session = open_game(args, args.game_id)
    lang = lang_of(args)
    history = session.history(lang)
    data: JSON = {
        **game_answer(session),
        "history": [{"seq": h.seq, "type": h.type, "label": h.label, "notes": list(h.notes)}
                    for h in history if h.active],
        "notes": [{"on": n.on, "text": n.text} for n in session.notes()],
        "redo": [h.label for h in history if not h.active],
        "judged_differently": [judged_json(j) for j in session.judged_differently],
        "header": header_json(session.header(lang)),
        "state": session.summary(lang),
        "options": [o.to_json(lang) for o in session.options()],
    }
    if args.json:
        emit_json(data)
        return 0
    print(f"#{session.id} {session.game} {session.title}")
    if session.judged_differently:
        print(judged_banner(len(session.judged_differently), lang))
    under = _notes_under(session.events)
    shown_under = {n for notes in under.values() for n, _ in notes}
    for h in history:
        if not h.active or h.seq in shown_under:
            continue
        print(f"{h.seq:>4}. {h.label}" + ("  (!)" if h.judged else ""))
        if h.judged:
            print(f"       {judged_line(h.judged, session.game, lang)}")
        for n, text in under.get(h.seq, ()):
            print(f"       {n}. {'Note' if lang == 'en' else 'Notiz'}: {text}")
    if data["redo"]:
        print(("Wiederherstellbar: " if lang == "de" else "Redo: ") + ", ".join(data["redo"]))
    header = session.header(lang)
    if header is not None:  # where the game stands in one line; the whole table: <game> state ID, or --json
        print(_header_line(header, session.game, lang))
        if session.game in {c.name for c in COMMANDS}:
            print(f"{'Table' if lang == 'en' else 'Spielstand'}: schriftfuehrer {session.game} state {session.id}")
    elif not session.started:
        print("No set-up entered yet." if lang == "en" else "Noch kein Spielbeginn eingetragen.")
    return 0


def _header_line(h: Header, game: str, lang: str) -> str:
    """``Runde 3 · Ben am Zug · Bewegung — Anna 24 · Ben 0`` (``Round 3 · Ben to move · Movement — …``)."""
    en = lang == "en"
    bits = [f"{spec(game).round_word(lang)} {h.round}"] if h.round is not None else []
    bits += [f"{h.to_move} {'to move' if en else 'am Zug'}"] if h.to_move else []
    bits += [h.phase] if h.phase else []
    bits += [f"{'Winner' if en else 'Sieger'}: {', '.join(h.winners)}"] if h.winners else []
    return " — ".join(x for x in (" · ".join(bits), " · ".join(s.text for s in h.ranked())) if x)


def _notes_under(events: Sequence[Event]) -> dict[int, list[tuple[int, str]]]:
    """The notes shown under the entry they are on, once (not again as a line of their own): by entry, each note's
    number and text. A note on the game, or one today's rules mark (on a note, on no entry), is a line of its own."""
    found: dict[int, list[tuple[int, str]]] = {}
    for n, e in enumerate(events, 1):
        if isinstance(e, Note) and 0 < e.on < n and not isinstance(events[e.on - 1], Note):
            found.setdefault(e.on, []).append((n, e.one_line()))
    return found


#: what a change of a stored game says it did (German, English): rename, archive, restore, delete
_DONE = {"rename": ("Partie {n} heißt jetzt „{title}“.", "Game {n} is now called '{title}'."),
         "archive": ("Partie {n} archiviert (zurück mit: game restore {n}).", "Game {n} archived (back with: game restore {n})."),
         "restore": ("Partie {n} aus dem Archiv geholt.", "Game {n} restored from the archive."),
         "delete": ("Partie {n} gelöscht.", "Game {n} deleted.")}


def _done(args: argparse.Namespace, game_id: int, what: str) -> int:
    if args.json:
        emit_json({"game_id": game_id, "done": what})
    else:  # said, as every other change is (it printed nothing)
        print(_DONE[what][lang_of(args) == "en"].format(n=game_id, title=printable(getattr(args, "title", ""))))
    return 0


def _rename(args: argparse.Namespace) -> int:
    service_of(args).rename(game_id=args.game_id, title=args.title)
    return _done(args, args.game_id, "rename")


def _archive(args: argparse.Namespace) -> int:
    service_of(args).archive(game_id=args.game_id)
    return _done(args, args.game_id, "archive")


def _restore(args: argparse.Namespace) -> int:
    service_of(args).restore(game_id=args.game_id)
    return _done(args, args.game_id, "restore")


def _delete(args: argparse.Namespace) -> int:
    service_of(args).delete(game_id=args.game_id)
    return _done(args, args.game_id, "delete")


def _export(args: argparse.Namespace) -> int:
    if args.output:  # written whole or not at all; a folder, a pipe or a device is refused (issue 28)
        transfer.export_file(service_of(args), game_id=args.game_id, path=args.output)
    else:
        sys.stdout.write(json.dumps(service_of(args).export(game_id=args.game_id), ensure_ascii=False, indent=2) + "\n")
    return 0


def _import(args: argparse.Namespace) -> int:
    # a regular file of at most the import limit (a pipe or /dev/zero is refused before it is read, issue 28)
    text = read_text(args.file) if args.file == "-" else transfer.read_export(args.file)
    session = service_of(args).import_game(data=text, strict=args.strict)
    if args.json:
        emit_json({**game_answer(session), "judged_differently": [judged_json(j) for j in session.judged_differently]})
    else:
        print(session.id)
        if session.judged_differently:
            print(judged_banner(len(session.judged_differently), lang_of(args)), file=sys.stderr)
    return 0
