"""The version of the code that derives what the store keeps beside a journal (a game's summary, its snapshot):
what was derived by other code is not used but derived again.

>>> len(code_version()), code_version() == code_version(), code_version() != code_version(Path(__file__))
(32, True, True)
"""

from __future__ import annotations

import functools
import hashlib
import sys
from pathlib import Path

import referee


@functools.cache
def code_version(*extra: Path) -> str:
    """A digest of the rules, their data and the views (the package :mod:`referee`: everything a replay derives
    by) and of ``extra`` files (what a summary is shown by); in a built program also of the program file."""
    digest = hashlib.sha256()
    roots = (Path(referee.__file__).parent, *extra)
    files = sorted(p for root in roots for p in (root.rglob("*") if root.is_dir() else (root,))
                   if p.is_file() and "__pycache__" not in p.parts)
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    if getattr(sys, "frozen", False):
        built = Path(sys.executable).stat()
        digest.update(f"{built.st_size}:{built.st_mtime_ns}".encode())
    return digest.hexdigest()[:32]
