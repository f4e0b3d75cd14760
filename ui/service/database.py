"""Looking after the games file: integrity check, backups (daily and on demand), restore.

In the spirit of Anki's "Check Database": :func:`check` reports what SQLite's integrity check finds and
which games no longer replay; :func:`restore` puts a backup in place (keeping the replaced file).
Only an SQLite store has files to back up (a club server backs itself up); a backup file is restored into either.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from sqlalchemy.engine import make_url

from referee.core.errors import RefereeError, StorageError
from rulesdb.journal import backup as files
from rulesdb.journal.location import default_url, resolve_url
from rulesdb.journal.restore_rows import restore_rows
from ui.service.games import GameService


@dataclasses.dataclass(frozen=True)
class Report:
    """What a check found: file problems, games that cannot be read (id, message), the backups there are;
    and, as notes, not problems, the games some of whose entries today's rules judge differently (id, how
    many entries)."""

    file_problems: tuple[str, ...]
    broken_games: tuple[tuple[int, str], ...]
    games: int
    backups: tuple[files.Backup, ...]
    judged_differently: tuple[tuple[int, int], ...] = ()

    @property
    def ok(self) -> bool:
        return not self.file_problems and not self.broken_games


def path_of(service: GameService) -> Path:
    if not service.store.is_sqlite:
        raise StorageError("Sicherungen gibt es für eine Datei; ein Vereinsserver sichert sich selbst.",
                           "Backups are for a file; a club server backs itself up.")
    return Path(make_url(service.url).database or "")


def check(service: GameService, *, lang: str = "de") -> Report:
    """Integrity of the file and of every game (each is read and replayed through its referee)."""
    problems = tuple(files.check_file(path_of(service))) if service.store.is_sqlite else ()
    broken: list[tuple[int, str]] = []
    judged: list[tuple[int, int]] = []
    games = [*service.games(), *service.games(archived=True)]
    for info in games:
        try:
            session = service.open(info.id)
        except RefereeError as exc:
            broken.append((info.id, exc.message(lang)))
            continue
        if session.judged_differently:
            judged.append((info.id, len(session.judged_differently)))
    shown = tuple(files.backups(path_of(service))) if service.store.is_sqlite else ()
    return Report(problems, tuple(broken), len(games), shown, tuple(judged))


def backup(service: GameService, *, reason: str = "manual", keep: int = files.KEEP) -> Path:
    return files.backup_file(path_of(service), reason=reason, keep=keep)


def daily_backup(service: GameService, *, keep: int = files.KEEP) -> Path | None:
    """A backup at the first start of each day (SQLite only); None when there was one today or no file."""
    if not service.store.is_sqlite:
        return None
    db = path_of(service)
    if not db.exists() or files.backed_up_today(db):
        return None
    return files.backup_file(db, reason="daily", keep=keep)


def backups(service: GameService) -> list[files.Backup]:
    return files.backups(path_of(service))


def restore(service: GameService, backup_path: Path) -> GameService:
    """Write a backup into the games file and return a service on it (the old one is closed). Programs that have
    the games open see one commit; their sessions read their game again before their next entry (see
    :mod:`rulesdb.journal.restore`)."""
    url = service.url
    file_of(url)
    service.close()
    return restore_into(url, backup_path)


def restore_into(url: str | None, backup_path: Path) -> GameService:
    """:func:`restore` into the games of ``url`` without opening a games file first (a damaged one cannot be
    opened); a club server's games are replaced in one transaction, the replaced ones kept as a file in the user's
    backups folder (:mod:`rulesdb.journal.restore_rows`)."""
    db = file_of(url)
    if db is None:
        service = GameService(url)
        restore_rows(service.store, backup_path, club_backups())
        return service
    files.restore(db, backup_path)
    return GameService(url)


def club_backups() -> Path:
    """Where the games a restore replaced on a club server are kept: the backups folder of the user's own file."""
    return files.folder_of(Path(make_url(default_url()).database or ""))


def file_of(url: str | None) -> Path | None:
    """The games file a backup is restored into (None: a club server; a read-only address is refused in words)."""
    parsed = make_url(resolve_url(url))
    if parsed.get_backend_name() != "sqlite":
        return None
    if dict(parsed.query).get("mode") == "ro":
        raise StorageError("Die Partien sind nur zum Lesen geöffnet (?mode=ro); zurückholen geht so nicht.",
                           "The games are open for reading only (?mode=ro); a backup cannot be restored so.")
    return Path(parsed.database or "")
