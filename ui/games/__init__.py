"""Pages of the main window, one per game: the module named in the game's spec (``ui.pages.<game>``).

The module defines ``PAGE`` (a :class:`ui.pages.base.GamePage` subclass), ``SETUP`` (a
:class:`ui.pages.base.SetupForm` subclass for the new-game dialog) and ``GUIDE`` (its short guide for the
Help menu, by language).
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


def guide(game: str) -> dict[str, list[str]]:
    """The short guide of ``game`` (its page module's ``GUIDE``): paragraphs by language."""
    found: dict[str, list[str]] = getattr(_module(game), "GUIDE", {})
    return found


def setup_form_class(game: str) -> Any:
    """The :class:`SetupForm` subclass of ``game``."""
    return _module(game).SETUP
