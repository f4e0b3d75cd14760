"""The log of unexpected errors, for both front ends: one place, in the user's log directory.

>>> import tempfile, pathlib
>>> where = pathlib.Path(tempfile.mkdtemp()) / "errors.log"
>>> log_error(ValueError("kaputt"), log=where) == where and "ValueError: kaputt" in where.read_text()
True
"""

from __future__ import annotations

import traceback
from pathlib import Path

import platformdirs


def error_log() -> Path:
    """Where unexpected errors are written (``errors.log`` in the user's log directory)."""
    return Path(platformdirs.user_log_dir("schriftfuehrer", appauthor=False)) / "errors.log"


def log_error(exc: BaseException, *, log: Path | None = None) -> Path:
    """Append ``exc`` with its traceback to the error log (a log that cannot be written is skipped: the
    message to the user still names where it would be); the log's path."""
    where = log if log is not None else error_log()
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        with where.open("a", encoding="utf-8") as fh:
            fh.write("".join(traceback.format_exception(exc)) + "\n")
    except OSError:
        pass
    return where
