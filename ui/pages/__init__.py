"""Pages of the main window for the games other than Gods of Titan (which has ``ui.panels.table``).

Each game that has a page defines ``ui/pages/<game>.py`` with ``PAGE`` (a :class:`GamePage`
subclass) and ``SETUP`` (a :class:`SetupForm` subclass for the new-game dialog).  A game
without a module falls back to the JSON view and JSON entries.
"""

from __future__ import annotations

import importlib
from typing import Any


def _module(game: str) -> Any:
    try:
        return importlib.import_module(f"ui.pages.{game}")
    except ModuleNotFoundError as exc:
        if exc.name == f"ui.pages.{game}":
            return None
        raise


def page_class(game: str) -> Any:
    """The :class:`GamePage` subclass of ``game``, or None."""
    module = _module(game)
    return getattr(module, "PAGE", None) if module is not None else None


def setup_form_class(game: str) -> Any:
    """The :class:`SetupForm` subclass of ``game``, or None."""
    module = _module(game)
    return getattr(module, "SETUP", None) if module is not None else None
