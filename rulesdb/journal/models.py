"""Tables of the game journal.

``game`` holds one row per game; ``event`` one row per journal entry with a
sequence number that is unique per game.  An undone entry keeps its row with
``undone = True`` until a new entry replaces it (the redo stack).  ``summary`` keeps what the start page
shows of a game (schema 3), derived by a replay: valid only for the code version, entry count and last change
it was made for, so it is never the record — the journal is.
"""

from __future__ import annotations

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

#: Version of the schema below; see :mod:`rulesdb.journal.migrations`.
SCHEMA_VERSION = 3
#: SQLite ``PRAGMA application_id`` of our files ("SchF").
APPLICATION_ID = 0x53636846
APPLICATION_NAME = "schriftfuehrer-journal"

metadata = SQLModel.metadata


class MetaRow(SQLModel, table=True):
    __tablename__ = "meta"

    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(max_length=256)


class GameRow(SQLModel, table=True):
    __tablename__ = "game"

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(max_length=32, index=True)
    title: str = Field(default="", max_length=200)
    lang: str = Field(default="de", max_length=2)
    created_at: str = Field(max_length=40)
    updated_at: str = Field(max_length=40)
    #: an archived game is hidden from the start page and can be restored (schema 2)
    archived: bool = Field(default=False)


class EventRow(SQLModel, table=True):
    __tablename__ = "event"
    __table_args__ = (UniqueConstraint("game_id", "seq", name="uq_event_game_seq"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    type: str = Field(max_length=64)
    version: int
    payload: str
    undone: bool = Field(default=False)
    created_at: str = Field(max_length=40)


class SummaryRow(SQLModel, table=True):
    """What the start page and ``game list`` show of a game, derived by a replay (schema 3)."""

    __tablename__ = "summary"

    game_id: int = Field(foreign_key="game.id", primary_key=True)
    #: the code version that derived it (a replay by other code may read the journal otherwise)
    code: str = Field(max_length=64)
    #: the game's entry count and last change it was derived from
    entries: int
    updated_at: str = Field(max_length=40)
    #: the summary as JSON (the service's)
    data: str
