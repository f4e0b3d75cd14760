"""The one list of games: :data:`GAMES`, each game's ``referee/<game>/spec.py`` by reference.

Loading a game's engine or decoding one of its entries imports the game's event types first, so
any entry point works in a fresh process: the registry hands the core its finders
(:func:`referee.core.events.add_finder`, :func:`referee.core.interpretation.add_finder`) — the core knows no game.

>>> [s.id for s in specs()]
['got', 'arena', 'rampage', 'burgenkrieg', 'weiss']
>>> spec("weiss").title("en")
'Weiss Schwarz'
"""

from __future__ import annotations

import functools
from typing import Any

from referee.arena import spec as arena
from referee.burgenkrieg import spec as burgenkrieg
from referee.core import events as _events
from referee.core import interpretation as _interpretation
from referee.core.engine import Engine
from referee.core.errors import UnknownName
from referee.core.interpretation import Interpretation
from referee.core.spec import GameParts, GameSpec
from referee.core.view import GameView
from referee.got import spec as got
from referee.rampage import spec as rampage
from referee.weiss import spec as weiss

#: the games, in the order of menus, lists and documentation: one line per game
GAMES: tuple[GameSpec, ...] = (got.SPEC, arena.SPEC, rampage.SPEC, burgenkrieg.SPEC, weiss.SPEC)

#: games added from outside ``referee/`` (:func:`add`): the tests' demo game
_ADDED: list[GameSpec] = []


def _specs() -> tuple[GameSpec, ...]:
    return (*GAMES, *_ADDED)


def add(game: GameSpec) -> None:
    """Add a game whose package is not under ``referee/`` — the tests' demo game (``referee.core.demo``), or a
    game tried out before it moves in; :func:`remove` takes it away again.

    >>> from referee.core.demo import SPEC
    >>> add(SPEC); game_ids()[-1], engine_for("demo").game
    ('demo', 'demo')
    >>> remove("demo"); "demo" in game_ids()
    False
    """
    if game.id in game_ids():
        raise ValueError(f"the game {game.id!r} is known already")
    _ADDED.append(game)
    _forget()


def remove(game_id: str) -> None:
    """Take away a game :func:`add` added."""
    _ADDED[:] = [s for s in _ADDED if s.id != game_id]
    _forget()


def _forget() -> None:
    _interpretations_by_id.cache_clear()


def specs() -> tuple[GameSpec, ...]:
    """Every game, in the order of menus and lists."""
    return _specs()


def game_ids() -> tuple[str, ...]:
    return tuple(s.id for s in _specs())


def spec(game: str) -> GameSpec:
    """The spec of ``game``; an unknown id raises :class:`UnknownName` (with close matches)."""
    for s in _specs():
        if s.id == game:
            return s
    raise UnknownName.of("Spiel", "game", game, game_ids())


def load_events(game: str) -> None:
    """Register the event types of ``game`` (importing its events module)."""
    spec(game).events()


def parts(game: str) -> GameParts[Any]:
    """The referee of ``game`` by reference: engine, state, view, public view (Any: a game of any state type)."""
    return spec(game).parts()


def engine_for(game: str) -> Engine[Any]:
    """A fresh engine for ``game`` (its events registered); an unknown id raises :class:`UnknownName`."""
    load_events(game)
    return parts(game).engine()


def view_of(game: str) -> GameView:
    """The ``view`` module of ``game`` (``summary``, ``header``)."""
    return parts(game).view


def interpretations(game: str | None = None) -> tuple[Interpretation, ...]:
    """The interpretations of ``game`` (every game's when None), in a stable order."""
    return tuple(i for s in _specs() if game is None or s.id == game for i in s.interpretations())


@functools.cache
def _interpretations_by_id() -> dict[str, Interpretation]:
    return {i.id: i for i in interpretations()}


def interpretation(interpretation_id: str) -> Interpretation:
    """One interpretation of any game by its id (an unknown id is named with close matches)."""
    found = _interpretations_by_id().get(interpretation_id)
    if found is None:
        raise UnknownName.of("Auslegung", "interpretation", interpretation_id, _interpretations_by_id())
    return found


def title(game: str, lang: str = "de") -> str:
    return spec(game).title(lang)


def _find_events(prefix: str) -> None:
    """The core's finder of event types: ``got`` (of ``got.setup``) imports Gods of Titan's events."""
    if prefix in game_ids():
        load_events(prefix)


def _find_interpretation(interpretation_id: str) -> None:
    """The core's finder of interpretations: ``got.recruit_chart`` imports Gods of Titan's."""
    game = interpretation_id.partition(".")[0]
    if game in game_ids():
        interpretations(game)


_events.add_finder(_find_events)
_interpretation.add_finder(_find_interpretation)
