"""Pages of the main window, one per game: the module named in the game's spec (``ui.pages.<game>``).

The module defines ``PAGE`` (a :class:`ui.pages.base.GamePage` subclass) and ``SETUP`` (a
:class:`ui.pages.base.SetupForm` subclass for the new-game dialog).
"""

from __future__ import annotations

import importlib
from typing import Any

from referee.registry import spec


def _module(game: str) -> Any:
    return importlib.import_module(spec(game).page)


def page_class(game: str) -> Any:
    """The :class:`GamePage` subclass of ``game``."""
    return _module(game).PAGE


def setup_form_class(game: str) -> Any:
    """The :class:`SetupForm` subclass of ``game``."""
    return _module(game).SETUP
