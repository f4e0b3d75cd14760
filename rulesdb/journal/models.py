"""Tables of the game journal.

``game`` holds one row per game; ``event`` one row per journal entry with a
sequence number that is unique per game.  An undone entry keeps its row with
``undone = True`` until a new entry replaces it (the redo stack).  ``summary`` keeps what the start page
shows of a game (schema 3), derived by a replay: valid only for the code version, entry count and last change
it was made for, so it is never the record — the journal is. ``snapshot`` keeps what a replay derived of a game
(schema 4: :mod:`rulesdb.journal.snapshots`), so that opening it replays only the entries since.

The tables are SQLAlchemy Core tables (the store reads and writes rows, no objects): the command line's
``game list`` starts without SQLModel's and pydantic's imports.
"""

from __future__ import annotations

from sqlalchemy import Boolean, Column, ForeignKey, Integer, LargeBinary, MetaData, String, Table, UniqueConstraint

#: Version of the schema below; see :mod:`rulesdb.journal.migrations`.
SCHEMA_VERSION = 4
#: SQLite ``PRAGMA application_id`` of our files ("SchF").
APPLICATION_ID = 0x53636846
APPLICATION_NAME = "schriftfuehrer-journal"

metadata = MetaData()

META = Table(
    "meta", metadata,
    Column("key", String(64), primary_key=True),
    Column("value", String(256), nullable=False),
)

GAME = Table(
    "game", metadata,
    Column("id", Integer, primary_key=True),
    Column("game", String(32), nullable=False, index=True),
    Column("title", String(200), nullable=False, default=""),
    Column("lang", String(2), nullable=False, default="de"),
    Column("created_at", String(40), nullable=False),
    Column("updated_at", String(40), nullable=False),
    #: an archived game is hidden from the start page and can be restored (schema 2)
    Column("archived", Boolean, nullable=False, default=False),
)

EVENT = Table(
    "event", metadata,
    Column("id", Integer, primary_key=True),
    Column("game_id", Integer, ForeignKey("game.id"), nullable=False, index=True),
    Column("seq", Integer, nullable=False),
    Column("type", String(64), nullable=False),
    Column("version", Integer, nullable=False),
    Column("payload", String, nullable=False),
    Column("undone", Boolean, nullable=False, default=False),
    Column("created_at", String(40), nullable=False),
    UniqueConstraint("game_id", "seq", name="uq_event_game_seq"),
)

#: what the start page and ``game list`` show of a game, derived by a replay (schema 3): the code version that
#: derived it, the game's entry count and last change it was derived from, and the summary as JSON
SUMMARY = Table(
    "summary", metadata,
    Column("game_id", Integer, ForeignKey("game.id"), primary_key=True),
    Column("code", String(64), nullable=False),
    Column("entries", Integer, nullable=False),
    Column("updated_at", String(40), nullable=False),
    Column("data", String, nullable=False),
)

#: what a replay derived of a game (schema 4): the code version and the store (:meth:`GameStore.identity`) it was made
#: by and in, its entry count, and the checkpoints (states and verdicts, each with the mark of the entries before it)
#: as :mod:`rulesdb.journal.snapshots` encodes them — valid only where those match, never the record
SNAPSHOT = Table(
    "snapshot", metadata,
    Column("game_id", Integer, ForeignKey("game.id"), primary_key=True),
    Column("code", String(64), nullable=False),
    Column("store", String(256), nullable=False),
    Column("entries", Integer, nullable=False),
    Column("data", LargeBinary, nullable=False),
)
