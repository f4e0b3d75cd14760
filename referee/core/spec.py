"""What the rest of the program needs to know about one game: a :class:`GameSpec`, its parts named by reference.

Each game package declares its spec in ``referee/<game>/spec.py`` (a module holding ``SPEC``) and
:data:`referee.registry.GAMES` lists them — there is no other list of games. A spec names its parts by class and
module references, each behind a function that imports it when first needed (:class:`GameParts`: engine, state,
view, public view; its event types; its interpretations), so the list of games loads no engine and mypy checks
every reference. The other layers register their own parts of a game the same way, each in its own list naming
these specs (``printouts/registry.py``, ``ui/service/registry.py``, ``ui/cli/registry.py``,
``ui/games/registry.py``): ``referee`` imports none of them.

>>> from referee.core.demo import SPEC
>>> SPEC.title("en"), SPEC.parts().engine.__name__, [i.id for i in SPEC.interpretations()]
('Counter', 'DemoEngine', ['demo.step'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from referee.core.engine import Engine
from referee.core.events import Event
from referee.core.interpretation import Interpretation
from referee.core.view import GameView, TableView

S = TypeVar("S")


@dataclasses.dataclass(frozen=True)
class GameParts(Generic[S]):
    """A game's referee, by reference: its engine class over its state class, its ``view`` module (``summary``,
    ``header``) and the type of its public view (only what the rules make public: ``referee.<game>.public``)."""

    engine: type[Engine[S]]
    state: type[S]
    view: GameView
    public: type[TableView]


@dataclasses.dataclass(frozen=True)
class GameSpec:
    """One game: its id, names, and functions returning its parts (each imports them when first called)."""

    id: str
    title_de: str
    title_en: str
    #: the game's referee (importing its engine); Any: the list holds games of every state type
    parts: Callable[[], GameParts[Any]]
    #: the class of the game's set-up entry; importing it registers every event type of the game
    events: Callable[[], type[Event]]
    #: every interpretation of the game (imports its interpretations only, not its engine)
    interpretations: Callable[[], tuple[Interpretation, ...]]
    #: folder of the rules reference content (``rulesdb/rules/content/<folder>``)
    rules_content: str = ""
    #: what the game calls the number the header counts (``Header.round``): "Runde", or "Zug" where the
    #: rulebook counts turns (Castle Rampage, Weiß Schwarz)
    round_de: str = "Runde"
    round_en: str = "Round"

    def title(self, lang: str = "de") -> str:
        return self.title_en if lang == "en" else self.title_de

    def round_word(self, lang: str = "de") -> str:
        """``Runde`` (``Round``), or the game's own word for what its header counts (``Zug``)."""
        return self.round_en if lang == "en" else self.round_de
