"""Each game's part of the players' display, registered by reference (issue 34): ``ui/service/<game>/display.py``
holds ``PART``, a :class:`DisplayPart` naming the game's public view (``referee.<game>.public``), its panels (what
the window and the page lay out) and its optional hooks (live odds, the dice's luck). The game's service plugin
names it (:data:`ui.service.registry.GAMES`) — nothing looks up a game's module by its name, and no chain of
``isinstance`` over the games decides anything. A game without a part shows its header only (the tests' demo game).

Qt-free: the command line's ``display --serve`` renders the same parts as the app's window.

>>> sorted(parts())
['arena', 'burgenkrieg', 'got', 'rampage', 'weiss']
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from referee.core.events import Event
from referee.core.view import TableView
from ui.service.session import OpenGame

V = TypeVar("V", bound=TableView)
S = TypeVar("S")


@dataclasses.dataclass(frozen=True)
class OddsBar:
    """One ending of the battle in progress: its key (``attacker_wins`` …), its chance and its sentence."""

    key: str
    chance: float
    sentence: str


@dataclasses.dataclass(frozen=True)
class DisplayOdds:
    bars: tuple[OddsBar, ...]
    #: what conceding now would give, one sentence per side (10.6, 20.3, 20.4)
    endings: tuple[str, ...]
    exact: bool


@dataclasses.dataclass(frozen=True)
class Panel:
    """One block of the display: its title (plain text), its body (HTML, every string from the game escaped) and the
    colour of the player it belongs to (a CSS colour; "" for the table's). The window and the page place the panels
    in columns, in order: what matters now first."""

    title: str
    body: str
    colour: str = ""


@dataclasses.dataclass(frozen=True)
class Panels:
    """What a game shows: ``lead`` leads at the top (a battle being recorded, an attack), then ``panels``."""

    lead: Panel | None = None
    panels: tuple[Panel, ...] = ()
    #: one line for the top, beside the round (Gods of Titan's pact), escaped HTML
    note: str = ""


@dataclasses.dataclass(frozen=True)
class Shown(Generic[V]):
    """What a game's panels are built from: its public view, the odds in progress, the dice's luck, the language."""

    view: V
    odds: DisplayOdds | None
    luck: tuple[str, ...]
    lang: str


@dataclasses.dataclass(frozen=True)
class DisplayPart(Generic[V]):
    """One game's part of the players' display."""

    game: str
    #: the game's public view type (``referee.<game>.public``)
    view: type[V]
    #: the public view of an open game in a language (only what the rules make public)
    public: Callable[[OpenGame[object], str], V]
    panels: Callable[[Shown[V]], Panels]
    #: the odds of what is in progress (game, lang, max_ms), None where there are none now
    odds: Callable[[OpenGame[object], str, float | None], DisplayOdds | None] | None = None
    #: are odds in progress that take a moment (the window shows them after the rest)?
    odds_later: Callable[[OpenGame[object]], bool] | None = None
    #: the dice's luck in words, and in detail (on request)
    luck: Callable[[OpenGame[object], str], tuple[str, ...]] | None = None
    luck_detail: Callable[[OpenGame[object], str], tuple[str, ...]] | None = None
    #: the entry types whose label is public (the display's line "last entry"); any other entry is told by its
    #: number only, since its label may name what the rules keep secret (a split, a secret bet, a hand)
    public_entries: frozenset[str] = frozenset()

    def panels_of(self, view: TableView, odds: DisplayOdds | None, luck: tuple[str, ...], lang: str) -> Panels:
        """The panels of ``view`` (which must be this game's view type)."""
        if not isinstance(view, self.view):
            raise TypeError(f"{type(view).__name__} is not the view of {self.game}")
        return self.panels(Shown(view, odds, luck, lang))


def from_state(state: type[S], make: Callable[[S, Sequence[Event], str], V]) -> Callable[[OpenGame[object], str], V]:
    """A public view made from the game's state and entries alone (``referee.<game>.public.public``), for a part."""

    def view(session: OpenGame[object], lang: str) -> V:
        game = session.typed(state)
        return make(game.state, game.events, lang)

    return view


@functools.cache
def parts() -> dict[str, DisplayPart[Any]]:  # Any: each game's part is over its own view type
    """Every game's display part by its game id (:data:`ui.service.registry.GAMES`)."""
    from ui.service.registry import GAMES  # here: the games' parts import this module

    return {p.game.id: p.display() for p in GAMES}


def part_of(game: str) -> DisplayPart[Any] | None:  # Any: as parts()
    """The display part of ``game``, None for a game without one."""
    return parts().get(game)
