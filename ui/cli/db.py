"""``schriftfuehrer db check | backup | backups | restore FILE``: looking after the games file."""

from __future__ import annotations

import argparse
from pathlib import Path

from ui.cli.common import lang_of, service_of
from ui.cli.output import emit_json
from ui.service import database


def register(parser: argparse.ArgumentParser) -> None:
    dsub = parser.add_subparsers(dest="db_command", metavar="ACTION")
    for name, helptext, func in (("check", "prüfen / integrity check", _check), ("backup", "sichern / back up", _backup),
                                 ("backups", "Sicherungen auflisten / list backups", _backups)):
        p = dsub.add_parser(name, help=helptext)
        p.add_argument("--json", action="store_true")
        p.set_defaults(func=func)
    p = dsub.add_parser("restore", help="Sicherung zurückholen / restore a backup")
    p.add_argument("file", help="Sicherungsdatei / backup file (see: db backups)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_restore)


def _check(args: argparse.Namespace) -> int:
    report = database.check(service_of(args), lang=lang_of(args))
    data = {"ok": report.ok, "file_problems": list(report.file_problems), "games": report.games,
            "broken_games": [{"game_id": g, "message": m} for g, m in report.broken_games],
            "backups": len(report.backups),
            "notes": [{"game_id": g, "judged_differently": n} for g, n in report.judged_differently]}
    if args.json:
        emit_json(data)
    else:
        en = lang_of(args) == "en"
        print(("Database sound" if en else "Datenbank in Ordnung") if report.ok else
              ("Problems found:" if en else "Probleme gefunden:"))
        for p in report.file_problems:
            print(f"  {p}")
        for g, m in report.broken_games:
            print(f"  #{g}: {m}")
        for g, n in report.judged_differently:
            what = (f"{n} entr{'y' if n == 1 else 'ies'} judged differently by today's rules (a note, not a fault)" if en
                    else f"{n} {'Eintrag' if n == 1 else 'Einträge'} nach heutigen Regeln anders beurteilt (ein Hinweis, "
                         "kein Fehler)")
            print(f"  #{g}: {what}")
        print(f"{report.games} " + ("games" if en else "Partien") + f", {len(report.backups)} "
              + ("backups" if en else "Sicherungen"))
    return 0 if report.ok else 1


def _backup(args: argparse.Namespace) -> int:
    made = database.backup(service_of(args))
    if args.json:
        emit_json({"file": str(made)})
    else:
        print(made)
    return 0


def _backups(args: argparse.Namespace) -> int:
    found = database.backups(service_of(args))
    lang = lang_of(args)
    if args.json:
        emit_json({"backups": [{"file": str(b.path), "taken": b.taken, "reason": b.reason, "what": b.what(lang),
                                "restored_from": b.restored_from, "size": b.size} for b in found]})
    elif not found:
        print("No backups yet (db backup makes one)." if lang == "en" else "Noch keine Sicherungen (db backup legt eine an).")
    else:
        for b in found:
            print(f"{b.taken}  {b.what(lang):<44} {b.size:>10}  {b.path}")
    return 0


def _restore(args: argparse.Namespace) -> int:
    service = database.restore_into(getattr(args, "db", None), Path(args.file))  # a damaged file is not opened
    games = len(service.games())
    if args.json:
        emit_json({"restored": args.file, "games": games})
    elif lang_of(args) == "en":
        print(f"Restored from {args.file}: {games} games (the games file before it is kept among the backups)")
    else:
        print(f"Zurückgeholt aus {args.file}: {games} Partien (die Partien davor liegen bei den Sicherungen)")
    return 0
