"""Durable game journals over SQLModel (SQLite by default, any SQLAlchemy URL)."""

from rulesdb.journal.location import default_url, resolve_url
from rulesdb.journal.session import open_journal
from rulesdb.journal.store import GameInfo, GameStore

__all__ = ["GameInfo", "GameStore", "default_url", "open_journal", "resolve_url"]
