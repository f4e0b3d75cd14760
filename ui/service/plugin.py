"""A game's part of the application layer, registered by reference: each game's ``ui/service/<game>/__init__.py``
holds ``PLUGIN``, a :class:`ServicePlugin` naming the game's spec, its quick line (``quick.py``) and its part of the
players' display (``display.py``); :data:`ui.service.registry.GAMES` lists them. Each part is named by a function
that imports it, so the list loads no game's modules.

A game's own operations (Gods of Titan's battle preview, Titan – Die Arena's unseen cards …) are no plug-in point:
only the game's own screens and commands call them, by import.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from referee.core.spec import GameSpec

if TYPE_CHECKING:
    from ui.service.displays import DisplayPart
    from ui.service.quick import Reading
    from ui.service.session import OpenGame

S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)


class ReadLine(Protocol[S_contra]):
    """A game's :func:`read`: the entry a quick line describes and the referee's verdict (nothing is entered)."""

    def __call__(self, game: OpenGame[S_contra], text: str, *, lang: str = "de") -> Reading: ...


@dataclasses.dataclass(frozen=True)
class QuickLine(Generic[S]):
    """A game's quick-entry line: how it reads a line and completes a word, over the game's state type."""

    state: type[S]
    read: ReadLine[S]
    complete: Callable[[OpenGame[S], str], list[str]]

    def read_open(self, game: OpenGame[object], text: str, *, lang: str = "de") -> Reading:
        """:attr:`read` on an open game of this line's game (its state typed)."""
        return self.read(game.typed(self.state), text, lang=lang)


@dataclasses.dataclass(frozen=True)
class ServicePlugin:
    """One game's part of the application layer."""

    game: GameSpec
    #: the game's quick line (``ui/service/<game>/quick.py``)
    quick: Callable[[], QuickLine[Any]]  # Any: the list holds games of every state type
    #: the line's forms in a few words, for the command line's ``<game> quick --help``
    quick_forms: str
    #: the game's part of the players' display (``ui/service/<game>/display.py``)
    display: Callable[[], DisplayPart[Any]]  # Any: each game's part is over its own public view type
