"""Where games are stored: an explicit URL, ``$SCHRIFTFUEHRER_DB``, or the user data directory.

>>> resolve_url("sqlite:////tmp/x.sqlite")
'sqlite:////tmp/x.sqlite'
>>> resolve_url("/tmp/games.sqlite")
'sqlite:////tmp/games.sqlite'
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ENV_VAR = "SCHRIFTFUEHRER_DB"


def default_url() -> str:
    """SQLite file ``games.sqlite`` in the user data directory (created when missing)."""
    folder = Path(platformdirs.user_data_dir("schriftfuehrer", appauthor=False))
    return f"sqlite:///{folder / 'games.sqlite'}"


def resolve_url(url: str | None = None) -> str:
    """The database URL to use: ``url``, else ``$SCHRIFTFUEHRER_DB``, else :func:`default_url`.

    A plain file path is taken as an SQLite file.
    """
    chosen = url or os.environ.get(ENV_VAR) or default_url()
    if "://" not in chosen:
        chosen = f"sqlite:///{Path(chosen).expanduser().resolve()}"
    return chosen
