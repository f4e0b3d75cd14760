"""What every game engine shares: events, the journal, errors and verdicts."""

from referee.core.engine import Engine, handles
from referee.core.errors import (
    ConflictError,
    InvalidInput,
    JournalError,
    RefereeError,
    RuleViolation,
    StorageError,
    UnknownName,
)
from referee.core.events import Event, event, from_dict, from_json, to_dict, to_json
from referee.core.journal import Journal, JournalSink
from referee.core.verdict import Verdict

__all__ = [
    "ConflictError",
    "Engine",
    "Event",
    "InvalidInput",
    "Journal",
    "JournalError",
    "JournalSink",
    "RefereeError",
    "RuleViolation",
    "StorageError",
    "UnknownName",
    "Verdict",
    "event",
    "from_dict",
    "from_json",
    "handles",
    "to_dict",
    "to_json",
]
