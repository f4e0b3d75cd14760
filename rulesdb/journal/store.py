"""The game store: games and their journals in SQLite (WAL) or any SQLAlchemy database.

Every write runs in its own transaction that holds the game's lock (SQLite:
``BEGIN IMMEDIATE``; other databases: ``SELECT … FOR UPDATE`` on the game row)
and returns only after the commit, i.e. when the entry is durable
(SQLite: ``synchronous=FULL``).  A writer whose view of the game is stale gets
a :class:`~referee.core.errors.ConflictError` and nothing is written.

>>> import tempfile, pathlib
>>> from referee.core.testing import Add
>>> store = GameStore(f"sqlite:///{tempfile.mkdtemp()}/g.sqlite")
>>> gid = store.create_game("demo", title="Probe")
>>> store.append(gid, 1, Add(amount=2))
>>> [e.amount for e in store.load(gid).events]
[2]
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Connection, Engine, create_engine, event, func, select, text, update
from sqlalchemy import delete as sa_delete
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, OperationalError, SQLAlchemyError

from referee.core.errors import ConflictError, RefereeError, StorageError, UnknownName
from referee.core.events import Event, from_dict, storable, told_versions
from referee.core.files import shown
from referee.core.journal import keeping
from referee.core.limits import check_entries, loads
from referee.registry import game_ids, load_events
from rulesdb.journal.guard import check_sqlite_file, classify, full, hold, read_only_query, release
from rulesdb.journal.identity import StoreReplaced, file_identity, missing, read_generation
from rulesdb.journal.location import resolve_url
from rulesdb.journal.migrations import create_or_migrate, pending_migration
from rulesdb.journal.models import EVENT as _EVENT
from rulesdb.journal.models import GAME as _GAME
from rulesdb.journal.models import SNAPSHOT as _SNAPSHOT
from rulesdb.journal.models import SUMMARY as _SUMMARY

#: the PostgreSQL advisory lock key of schema creation and migration ("Schr")
SCHEMA_LOCK = 0x53636872



T = TypeVar("T")


def _json(payload: str) -> object:
    """A stored entry's JSON (its own length is its limit: the store's entries were checked when written)."""
    return loads(payload, limit=len(payload) + 1)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """One stored game as listed: id, game kind, title, language, entry count, dates."""

    id: int
    game: str
    title: str
    lang: str
    events: int
    created_at: str
    updated_at: str
    archived: bool = False


@dataclasses.dataclass(frozen=True)
class RowKey:
    """One stored row of a journal, known without its text: a row replaced (undo, then a new entry) has a new
    row id or date, an undone one its flag."""

    seq: int
    id: int
    created_at: str
    undone: bool

    @property
    def key(self) -> tuple[int, str]:
        return self.id, self.created_at


@dataclasses.dataclass(frozen=True)
class Rows:
    """A game's rows as :meth:`GameStore.rows` reads them, and the game's last change; read from entry ``start`` on,
    ``before`` is the count and the sum of the row ids of the rows before it (a session tells by them that those are
    the rows it holds: a row replaced has a new id)."""

    updated_at: str
    rows: tuple[RowKey, ...]
    start: int = 1
    before: tuple[int, int] = (0, 0)

    @property
    def active(self) -> tuple[RowKey, ...]:
        return tuple(r for r in self.rows if not r.undone)

    @property
    def undone(self) -> tuple[RowKey, ...]:
        """The redo stack's rows, the next to redo first."""
        return tuple(r for r in self.rows if r.undone)


@dataclasses.dataclass(frozen=True)
class StoredSummary:
    """A game's stored summary (JSON) and what it was derived from: the code version, entry count and last change."""

    code: str
    entries: int
    updated_at: str
    data: str

    def valid_for(self, info: GameInfo, code: str) -> bool:
        """Made by this code from the game as it is stored now?"""
        return self.code == code and self.made_for(info)

    def made_for(self, info: GameInfo) -> bool:
        """Made (by this code or another) from the game as it is stored now: no entry, undo or redo since?"""
        return (self.entries, self.updated_at) == (info.events, info.updated_at)


@dataclasses.dataclass(frozen=True)
class StoredSnapshot:
    """A game's stored snapshot (:mod:`rulesdb.journal.snapshots`) and what it was made by and in: the code version
    and the store's identity; ``entries``: how many entries it was made of (for a reader's eyes: its checkpoints
    carry their rows' marks)."""

    code: str
    store: str
    entries: int
    data: bytes


@dataclasses.dataclass(frozen=True)
class LoadedGame:
    """A game's active events (in order) and its redo stack (next to redo first); ``identity``: the store they
    were read from (:meth:`GameStore.identity`), which a write through the game's sink expects; ``keys``: the
    active rows' keys (:attr:`RowKey.key`), read with them."""

    info: GameInfo
    events: tuple[Event, ...]
    redo: tuple[Event, ...]
    identity: str = ""
    keys: tuple[tuple[int, str], ...] = ()


def _read_only(url: URL) -> bool:
    """Whether an SQLite address asks for a read-only file (``?mode=ro``); an option we do not honour is refused
    rather than ignored."""
    query = dict(url.query)
    mode = query.pop("mode", "rwc")
    if query or mode not in ("ro", "rw", "rwc"):
        shown_query = "&".join(f"{k}={v}" for k, v in url.query.items())
        raise StorageError(f"Die Angabe ?{shown(shown_query, 60)} einer SQLite-Adresse wird nicht unterstützt (nur "
                           "?mode=ro: nur lesen).",
                           f"The option ?{shown(shown_query, 60)} of an SQLite address is not supported (only "
                           "?mode=ro: read only).")
    return mode == "ro"


def _remove_unmade(path: Path) -> None:
    """A games file this store began to make but could not (a full disk, Ctrl+C): removed while it is still empty."""
    try:
        empty = check_sqlite_file(path)
    except StorageError:
        return
    if empty:
        for p in (path, *(path.with_name(path.name + end) for end in ("-wal", "-shm", "-journal"))):
            p.unlink(missing_ok=True)


def one_line(exc: BaseException) -> str:
    """The first line of an error's text (a driver's message may go on with hints over several lines)."""
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    text = lines[0] if lines else type(exc).__name__
    return shown(text.rstrip(".;:"), 200)


def _configure_sqlite(engine: Engine, *, read_only: bool = False) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA busy_timeout = 10000")
        if not read_only:  # a read-only file is read in the journal mode it has
            cur.execute("PRAGMA journal_mode = WAL")
            cur.execute("PRAGMA synchronous = FULL")
        cur.execute("PRAGMA foreign_keys = ON")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")


#: the PostgreSQL channel on which every commit that changes a game (or a setting) is announced
CHANNEL = "schriftfuehrer"


def _notify(conn: Connection) -> None:
    """On PostgreSQL: announce the commit to every listener (delivered when the transaction commits; SQLite's
    listeners ask ``PRAGMA data_version`` instead: :mod:`rulesdb.journal.commits`)."""
    if conn.dialect.name == "postgresql":
        conn.execute(text(f"NOTIFY {CHANNEL}"))


class GameStore:
    """Stored games of one database URL (see :func:`rulesdb.journal.resolve_url`)."""

    def __init__(self, url: str | None = None) -> None:
        self.url = resolve_url(url)
        try:
            parsed = make_url(self.url)
        except ArgumentError:
            raise StorageError(f"Keine gültige Datenbank-Adresse: {shown(repr(self.url))} (z. B. sqlite:///partien.sqlite "
                               "oder postgresql://server/club).",
                               f"Not a valid database address: {shown(repr(self.url))} (e.g. sqlite:///games.sqlite "
                               "or postgresql://server/club).") from None
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        made = False
        #: the games file this store holds open (SQLite), never opened raw again by this process (guard.hold)
        self._held: Path | None = None
        #: opened with ``?mode=ro``: every write is refused, the file is never changed
        self.read_only = False
        #: the games file (SQLite) and its identity when last opened: another file put in its place is followed
        self._path: Path | None = None
        self._file: str | None = None
        engine_url: str | URL = self.url
        if self.is_sqlite:
            db = parsed.database or ""
            if db in ("", ":memory:"):
                raise StorageError(
                    "Partien brauchen eine Datei, keine Datenbank im Speicher.",
                    "Games need a file, not an in-memory database.",
                )
            self.read_only = _read_only(parsed)
            path = Path(db)
            made = not path.exists()
            if check_sqlite_file(path) and self.read_only:
                raise StorageError(f"{shown(path)} ist leer oder fehlt; schreibgeschützt (?mode=ro) gibt es nichts zu lesen.",
                                   f"{shown(path)} is empty or missing; read-only (?mode=ro) there is nothing to read.")
            if self.read_only:
                engine_url = URL.create("sqlite", database=path.resolve().as_uri(),
                                        query={**read_only_query(path), "uri": "true"})
            else:
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise classify(path, exc) from None
                engine_url = parsed.set(query={})
        try:
            self.engine = create_engine(engine_url, pool_pre_ping=not self.is_sqlite)
        except (SQLAlchemyError, ImportError) as exc:
            raise StorageError(
                f"Datenbank {self._shown()} nicht nutzbar: {one_line(exc)}",
                f"Database {self._shown()} cannot be used: {one_line(exc)}",
            ) from None
        if self.is_sqlite:
            _configure_sqlite(self.engine, read_only=self.read_only)
        try:
            self._create_or_migrate()
        except BaseException:
            self.engine.dispose()
            if self.is_sqlite and made:
                _remove_unmade(path)
            raise
        if self.is_sqlite:
            self._held = path
            hold(path)
            self._path, self._file = path, file_identity(path)

    def _create_or_migrate(self) -> None:
        """Create the schema, or migrate it after a backup (SQLite); tables opening an empty club database at
        the same moment do not see a conflict: the one that lost the race finds the schema made.

        SQLite serialises the transactions itself (``BEGIN IMMEDIATE``). On a server each of them first
        takes a transaction-level advisory lock (:data:`SCHEMA_LOCK`): without it a second table could look
        while the first one's tables appear (finding ``game`` without ``meta``: "tables of another
        program") or create a table the first had just made (``DuplicateTable``).
        """
        for attempt in range(5):
            try:
                with self._tx() as conn:
                    self._lock_schema(conn)
                    pending = pending_migration(conn)
                if pending and self.read_only:
                    raise StorageError(f"{self._shown()} ist von einer älteren Version und müsste umgestellt werden; "
                                       "schreibgeschützt (?mode=ro) geht das nicht.",
                                       f"{self._shown()} is of an older version and needs its schema updated; read-only "
                                       "(?mode=ro) it cannot be.")
                if pending and self.is_sqlite:
                    from rulesdb.journal.backup import backup_file

                    backup_file(Path(make_url(self.url).database or ""), reason="migration")
                with self._tx() as conn:
                    self._lock_schema(conn)
                    create_or_migrate(conn)
                return
            except ConflictError:
                if attempt == 4:
                    raise
                time.sleep(0.1 * (attempt + 1))

    @staticmethod
    def _lock_schema(conn: Connection) -> None:
        """On PostgreSQL: wait for any other table creating or migrating the schema (released at commit)."""
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK})

    def _operational(self, exc: OperationalError) -> StorageError:
        """Say what went wrong in one sentence: a full disk, a read-only file, or a server that cannot be reached."""
        text = str(exc.orig).lower()
        if self.is_sqlite:
            if self.read_only and "readonly" in text:
                where = shown(make_url(self.url).database or "")
                return StorageError(f"{where} ist nur zum Lesen geöffnet (?mode=ro); nichts wurde gespeichert.",
                                    f"{where} is open for reading only (?mode=ro); nothing was stored.")
            return classify(Path(make_url(self.url).database or ""), exc.orig or exc)
        why = one_line(exc.orig or exc)
        if "full" in text or "no space" in text:
            return full(self._shown())
        if "read-only" in text or "readonly" in text or "permission" in text:
            return StorageError(f"Datenbank {self._shown()} erlaubt kein Schreiben ({why}); nichts wurde gespeichert.",
                                f"Database {self._shown()} does not allow writing ({why}); nothing was stored.")
        return StorageError(
            f"Datenbank {self._shown()} nicht erreichbar ({why}); nichts wurde gespeichert.",
            f"Database {self._shown()} unreachable ({why}); nothing was stored.")

    def _shown(self) -> str:
        return shown(make_url(self.url).render_as_string(hide_password=True))

    def close(self) -> None:
        self.engine.dispose()
        if self._held is not None:
            release(self._held)
            self._held = None

    def _follow_file(self) -> None:
        """SQLite: when another file was put in place of the games file (by another program), read that one from
        now on (a session that read the old one is refused its next write: :class:`StoreReplaced`)."""
        if self._path is None:
            return
        now = file_identity(self._path)
        if now is None:
            raise missing(self._path)
        if now != self._file:
            self.engine.dispose()  # the pool's connections hold the old file
            self._file = now

    def identity(self) -> str:
        """Which store this is now: the games file's identity and the generation a restore writes
        (:mod:`rulesdb.journal.identity`); it changes when the games are replaced, never by an entry."""
        with self._tx() as conn:
            return self._identity(conn)

    def _identity(self, conn: Connection) -> str:
        return f"{self._file or ''}/{read_generation(conn)}"

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        """One transaction of this store, for a restore (:mod:`rulesdb.journal.restore_rows`)."""
        with self._tx() as conn:
            yield conn

    @contextmanager
    def _tx(self) -> Iterator[Connection]:
        """One transaction; refused (rolled back) when the games file was replaced while it ran, so that
        nothing is ever acknowledged that went into a file no other program opens."""
        self._follow_file()
        try:
            with self.engine.begin() as conn:
                yield conn
                if self._path is not None and file_identity(self._path) != self._file:
                    raise StoreReplaced()
        except IntegrityError:
            raise ConflictError(
                "Ein anderer Schriftführer hat gleichzeitig eingetragen; bitte neu laden und erneut eintragen.",
                "Another scribe entered at the same time; reload and enter again.",
            ) from None
        except OperationalError as exc:
            raise self._operational(exc) from None

    # -- games ------------------------------------------------------------------------

    def create_game(
        self, game: str, *, title: str = "", lang: str = "de", events: Sequence[Event] = (),
        redo: Sequence[Event] = (),
    ) -> int:
        """Create a game with its first ``events`` (already validated) and a redo stack (next to redo
        first) in one transaction."""
        now = _now()
        check_entries(len(events) + len(redo))
        rows = [self._row(0, seq, ev, undone=seq > len(events)) for seq, ev in enumerate((*events, *redo), start=1)]
        with self._tx() as conn:
            result = conn.execute(
                _GAME.insert().values(game=game, title=title, lang=lang, created_at=now, updated_at=now)
            )
            new_id = result.inserted_primary_key
            assert new_id is not None
            game_id = int(new_id[0])
            if rows:
                conn.execute(_EVENT.insert(), [{**row, "game_id": game_id} for row in rows])
            return game_id

    @staticmethod
    def _row(game_id: int, seq: int, ev: Event, *, undone: bool = False) -> dict[str, Any]:
        return {
            "game_id": game_id, "seq": seq, "type": ev.type_name, "version": ev.version,
            "payload": storable(ev), "undone": undone, "created_at": _now(),
        }

    def list_games(self, *, archived: bool | None = None) -> list[GameInfo]:
        """All games (only the archived or only the active ones when ``archived`` is given),
        the most recently changed first."""
        return self._infos(None if archived is None else _GAME.c.archived.is_(archived))

    def _infos(self, where: ColumnElement[bool] | None, counted: ColumnElement[bool] | None = None) -> list[GameInfo]:
        """The games ``where`` says (all: None), each with its count of active entries — of the games ``counted``
        only, when given (one game's entries, not the store's), the most recently changed first."""
        with self._tx() as conn:
            entries = select(_EVENT.c.game_id, func.count().label("n")).where(_EVENT.c.undone.is_(False))
            if counted is not None:
                entries = entries.where(counted)
            counts = entries.group_by(_EVENT.c.game_id).subquery()
            query = (
                select(_GAME, func.coalesce(counts.c.n, 0))
                .outerjoin(counts, counts.c.game_id == _GAME.c.id)
                .order_by(_GAME.c.updated_at.desc(), _GAME.c.id.desc())
            )
            if where is not None:
                query = query.where(where)
            rows = conn.execute(query).all()
        return [
            GameInfo(r.id, r.game, r.title, r.lang, int(r[-1]), r.created_at, r.updated_at, bool(r.archived))
            for r in rows
        ]

    def summaries(self) -> dict[int, StoredSummary]:
        """Every game's stored summary (valid or not: :meth:`StoredSummary.valid_for` says)."""
        with self._tx() as conn:
            rows = conn.execute(select(_SUMMARY)).all()
        return {int(r.game_id): StoredSummary(r.code, int(r.entries), r.updated_at, r.data) for r in rows}

    def put_summary(self, game_id: int, summary: StoredSummary) -> None:
        """Keep a game's summary (replacing the one before)."""
        self._put_derived(_SUMMARY, game_id, dataclasses.asdict(summary))

    def snapshot(self, game_id: int) -> StoredSnapshot | None:
        """A game's stored snapshot (valid or not: :mod:`rulesdb.journal.snapshots` says), or None."""
        with self._tx() as conn:
            r = conn.execute(select(_SNAPSHOT).where(_SNAPSHOT.c.game_id == game_id)).first()
        return None if r is None else StoredSnapshot(str(r.code), str(r.store), int(r.entries), bytes(r.data))

    def put_snapshot(self, game_id: int, snapshot: StoredSnapshot) -> None:
        """Keep a game's snapshot (replacing the one before)."""
        self._put_derived(_SNAPSHOT, game_id, dataclasses.asdict(snapshot))

    def _put_derived(self, table: Any, game_id: int, values: dict[str, Any]) -> None:  # Any: a table and its row
        """Keep what was derived of a game in ``table`` (replacing its row before); a read-only store keeps none, a
        game deleted meanwhile none either."""
        if self.read_only:
            return
        with self._tx() as conn:
            if conn.execute(select(_GAME.c.id).where(_GAME.c.id == game_id)).first() is None:
                return
            conn.execute(sa_delete(table).where(table.c.game_id == game_id))
            conn.execute(table.insert().values(game_id=game_id, **values))

    def info(self, game_id: int) -> GameInfo:
        """One game's row and its count of active entries (that game's rows only: opening a game does not grow with
        the store)."""
        for g in self._infos(_GAME.c.id == game_id, _EVENT.c.game_id == game_id):
            return g
        raise self._unknown(game_id)

    def revision(self, game_id: int) -> tuple[int, str]:
        """How many entries the stored game has and when it last changed: one game's row, cheap enough to ask
        every few seconds (an open game follows what another program entered)."""
        with self._tx() as conn:
            changed = conn.execute(select(_GAME.c.updated_at).where(_GAME.c.id == game_id)).scalar_one_or_none()
            if changed is None:
                raise self._unknown(game_id)
            count = conn.execute(select(func.count()).select_from(_EVENT).where(
                _EVENT.c.game_id == game_id, _EVENT.c.undone.is_(False))).scalar_one()
        return int(count), str(changed)

    @staticmethod
    def _unknown(game_id: int) -> UnknownName:
        return UnknownName(f"Keine Partie mit Nummer {game_id}.", f"No game with id {game_id}.", name=str(game_id))

    def rename(self, game_id: int, title: str) -> None:
        """Give the game a new title."""
        with self._tx() as conn:
            if conn.execute(update(_GAME).where(_GAME.c.id == game_id).values(title=title)).rowcount != 1:
                raise self._unknown(game_id)

    def set_archived(self, game_id: int, archived: bool) -> None:
        """Archive (hide, recoverably) or restore a game."""
        with self._tx() as conn:
            if conn.execute(update(_GAME).where(_GAME.c.id == game_id).values(archived=archived)).rowcount != 1:
                raise self._unknown(game_id)

    def delete(self, game_id: int) -> None:
        """Remove a game and its journal for good (the service allows it for archived games only)."""
        with self._tx() as conn:
            conn.execute(sa_delete(_EVENT).where(_EVENT.c.game_id == game_id))
            conn.execute(sa_delete(_SUMMARY).where(_SUMMARY.c.game_id == game_id))
            conn.execute(sa_delete(_SNAPSHOT).where(_SNAPSHOT.c.game_id == game_id))
            if conn.execute(sa_delete(_GAME).where(_GAME.c.id == game_id)).rowcount != 1:
                raise self._unknown(game_id)

    def load(self, game_id: int) -> LoadedGame:
        """The active events and the redo stack of a game, decoded and upgraded."""
        info = self.info(game_id)
        if info.game in game_ids():
            load_events(info.game)  # a fresh process knows no event types yet
        with self._tx() as conn:
            identity = self._identity(conn)
            rows = conn.execute(
                select(_EVENT.c.seq, _EVENT.c.payload, _EVENT.c.undone, _EVENT.c.id, _EVENT.c.created_at)
                .where(_EVENT.c.game_id == game_id)
                .order_by(_EVENT.c.seq)
            ).all()
        with keeping():  # every entry decoded lives on
            payloads = [payload for _, payload, *_ in rows]
            raws = told_versions(  # the set-up's readings
                self._each_once(game_id, [r[0] for r in rows], payloads, payloads, _json))
            decoded = self._each_once(game_id, [r[0] for r in rows], raws, [id(raw) for raw in raws], from_dict)
            events = tuple([ev for ev, r in zip(decoded, rows, strict=True) if not r[2]])
            redo = tuple([ev for ev, r in zip(decoded, rows, strict=True) if r[2]])
            keys = tuple([(int(r[3]), str(r[4])) for r in rows if not r[2]])
        return LoadedGame(info, events, redo, identity, keys)

    @classmethod
    def _each(cls, game_id: int, items: list[tuple[int, Any]], step: Callable[[Any], T]) -> list[T]:  # Any: JSON
        """Every stored entry ``(seq, payload)`` read or decoded by ``step``, at one look for a damaged one: that
        one is then found and named (:meth:`_decode`)."""
        try:
            return [step(payload) for _, payload in items]
        except (RefereeError, ValueError, TypeError):
            return [cls._decode(game_id, seq, payload, step) for seq, payload in items]

    @classmethod
    def _each_once(cls, game_id: int, seqs: list[int], values: list[Any], keys: list[Hashable],  # Any: JSON
                   step: Callable[[Any], T]) -> list[T]:
        """:meth:`_each` of the entries ``values`` (at ``seqs``), each distinct one (by its key) worked out once: a
        game repeats most of its entries word for word (each player's turn ends, the same moves), and what a stored
        text is read or decoded to is the same every time (an event is frozen; the raw entries are only read), so
        one object serves each repeat."""
        first: dict[Hashable, tuple[int, Any]] = {}  # Any: JSON
        for key, seq, value in zip(keys, seqs, values, strict=True):
            if key not in first:
                first[key] = (seq, value)
        done = dict(zip(first, cls._each(game_id, list(first.values()), step), strict=True))
        return [done[key] for key in keys]

    @staticmethod
    def _decode(game_id: int, seq: int, payload: Any, step: Callable[[Any], T]) -> T:  # Any: stored JSON
        """A stored entry read (its JSON) or decoded (an event); a damaged one is named, never a JSON or decoding
        traceback."""
        try:
            return step(payload)
        except (RefereeError, ValueError, TypeError) as exc:
            detail = exc.message("en") if isinstance(exc, RefereeError) else str(exc)
            raise StorageError(
                f"Eintrag {seq} der Partie {game_id} ist beschädigt ({detail}); die Datei bleibt unverändert. "
                "»schriftfuehrer db check« zeigt mehr, »db restore« holt eine Sicherung zurück.",
                f"Entry {seq} of game {game_id} is damaged ({detail}); the file was left unchanged. "
                "'schriftfuehrer db check' shows more, 'db restore' brings back a backup.") from None

    # -- journal writes -----------------------------------------------------------------

    def _lock_head(self, conn: Connection, game_id: int, identity: str | None) -> int:
        """Lock the game and return its last active sequence number (0 when empty); refused when the store is no
        longer the one ``identity`` names (the games were replaced since the writer read them)."""
        found = conn.execute(
            select(_GAME.c.id).where(_GAME.c.id == game_id).with_for_update()
        ).first()
        if identity is not None and self._identity(conn) != identity:
            raise StoreReplaced()
        if found is None:
            raise self._unknown(game_id)
        head = conn.execute(
            select(func.max(_EVENT.c.seq)).where(_EVENT.c.game_id == game_id, _EVENT.c.undone.is_(False))
        ).scalar()
        return int(head or 0)

    @staticmethod
    def _stale(head: int, seq: int) -> ConflictError:
        return ConflictError(
            f"Die Partie hat inzwischen {head} Einträge (erwartet {seq - 1}); bitte neu laden.",
            f"The game now has {head} entries (expected {seq - 1}); please reload.",
        )

    def _touch(self, conn: Connection, game_id: int) -> None:
        conn.execute(update(_GAME).where(_GAME.c.id == game_id).values(updated_at=_now()))
        _notify(conn)

    def append(self, game_id: int, seq: int, ev: Event, *, identity: str | None = None) -> None:
        """Store ``ev`` as entry ``seq``; drops the redo stack. Durable on return."""
        with self._tx() as conn:
            head = self._lock_head(conn, game_id, identity)
            if head != seq - 1:
                raise self._stale(head, seq)
            check_entries(seq)
            conn.execute(sa_delete(_EVENT).where(_EVENT.c.game_id == game_id, _EVENT.c.seq >= seq))
            conn.execute(_EVENT.insert().values(self._row(game_id, seq, ev)))
            self._touch(conn, game_id)

    def undo(self, game_id: int, seq: int, *, identity: str | None = None) -> None:
        """Mark entry ``seq`` (the last active one) as undone."""
        with self._tx() as conn:
            head = self._lock_head(conn, game_id, identity)
            if head != seq:
                raise self._stale(head, seq + 1)
            conn.execute(
                update(_EVENT).where(_EVENT.c.game_id == game_id, _EVENT.c.seq == seq).values(undone=True)
            )
            self._touch(conn, game_id)

    def redo(self, game_id: int, seq: int, *, identity: str | None = None) -> None:
        """Make the undone entry ``seq`` active again."""
        with self._tx() as conn:
            head = self._lock_head(conn, game_id, identity)
            done = conn.execute(
                update(_EVENT)
                .where(_EVENT.c.game_id == game_id, _EVENT.c.seq == seq, _EVENT.c.undone.is_(True))
                .values(undone=False)
            ).rowcount
            if head != seq - 1 or done != 1:
                raise self._stale(head, seq)
            self._touch(conn, game_id)

    # -- following another connection's commits, and the store's own settings ---------------
    def rows(self, game_id: int, *, start: int = 1) -> Rows:
        """What the game's journal holds now, without its entries' text: each row's key (seq, row id, written at,
        undone) from entry ``start`` on, the count and id sum of the rows before it, and the game's last change — a
        session compares it with what it holds and reads only the entries that differ (:meth:`entries`); after an
        entry it reads only the last rows (a 20,000-entry game's rows are not read for each entry)."""
        start = max(1, start)
        with self._tx() as conn:
            changed = conn.execute(select(_GAME.c.updated_at).where(_GAME.c.id == game_id)).scalar_one_or_none()
            if changed is None:
                raise self._unknown(game_id)
            found = conn.execute(select(_EVENT.c.seq, _EVENT.c.id, _EVENT.c.created_at, _EVENT.c.undone)
                                 .where(_EVENT.c.game_id == game_id, _EVENT.c.seq >= start).order_by(_EVENT.c.seq)).all()
            before = (0, 0) if start == 1 else conn.execute(
                select(func.count(), func.coalesce(func.sum(_EVENT.c.id), 0))
                .where(_EVENT.c.game_id == game_id, _EVENT.c.seq < start)).one()
        return Rows(str(changed), tuple(RowKey(int(r.seq), int(r.id), str(r.created_at), bool(r.undone)) for r in found),
                    start, (int(before[0]), int(before[1])))

    def entries(self, game_id: int, seqs: Sequence[int]) -> list[Event]:
        """The entries ``seqs`` of the game, decoded and upgraded, in the order asked."""
        if not seqs:
            return []
        info_game = self._game_of(game_id)
        if info_game in game_ids():
            load_events(info_game)
        with self._tx() as conn:
            found = {int(r.seq): str(r.payload) for r in conn.execute(
                select(_EVENT.c.seq, _EVENT.c.payload).where(_EVENT.c.game_id == game_id, _EVENT.c.seq.in_(list(seqs))))}
        return [self._decode(game_id, seq, self._decode(game_id, seq, found[seq], _json), from_dict) for seq in seqs]

    def _game_of(self, game_id: int) -> str:
        with self._tx() as conn:
            found = conn.execute(select(_GAME.c.game).where(_GAME.c.id == game_id)).scalar_one_or_none()
        if found is None:
            raise self._unknown(game_id)
        return str(found)

    def setting(self, key: str) -> str | None:
        """A value the store keeps beside the games (``meta``: e.g. a game's display token), or None."""
        with self._tx() as conn:
            found = conn.execute(text("SELECT value FROM meta WHERE key = :k"), {"k": key}).scalar_one_or_none()
        return None if found is None else str(found)

    def set_setting(self, key: str, value: str | None) -> None:
        """Keep ``value`` under ``key`` in the store (None: forget it); one transaction, durable on return."""
        with self._tx() as conn:
            conn.execute(text("DELETE FROM meta WHERE key = :k"), {"k": key})
            if value is not None:
                conn.execute(text("INSERT INTO meta (key, value) VALUES (:k, :v)"), {"k": key, "v": value})
            _notify(conn)

    def sink(self, game_id: int, *, identity: str | None = None) -> GameSink:
        """A :class:`~referee.core.journal.JournalSink` writing to this game (only into the store ``identity``
        names, when given: see :meth:`identity`)."""
        return GameSink(self, game_id, identity)


@dataclasses.dataclass(frozen=True)
class GameSink:
    store: GameStore
    game_id: int
    #: the store the journal was read from; a write into another one is refused (:class:`StoreReplaced`)
    identity: str | None = None

    def append(self, seq: int, ev: Event) -> None:
        self.store.append(self.game_id, seq, ev, identity=self.identity)

    def undo(self, seq: int) -> None:
        self.store.undo(self.game_id, seq, identity=self.identity)

    def redo(self, seq: int) -> None:
        self.store.redo(self.game_id, seq, identity=self.identity)
