"""The players' display (issue 26): what the table may see of a game, for the window, the web page and
``state.json`` (Qt-free).

:func:`display_of` builds a :class:`Display` from an open game: the game's public view
(``referee/<game>/public.py``, only what the rules make public), during a Gods of Titan battle that is
revealed the live odds as bars with one sentence each, and the dice's luck of the settled battles
(:mod:`referee.got.luck`). :func:`stored_display` does the same for a stored game by id (the web page reads
the store on every change, so it survives the scribe's app restarting).
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from collections.abc import Callable
from types import ModuleType
from typing import Any, cast

from referee.core.view import TableView
from rulesdb.journal.identity import generation_mark
from ui.service.games import GameService
from ui.service.session import OpenGame


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
class Display:
    """Everything the players' display shows of one game."""

    game_id: int
    game: str
    title: str
    lang: str
    entries: int
    #: changes whenever the stored game changes (the web page reloads when it does)
    version: str
    view: TableView | None
    odds: DisplayOdds | None = None
    #: the dice's luck in plain words: the last battle's sides, then each player's sum over the game
    luck: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:  # Any: JSON data (state.json)
        """The display as data (``state.json``): the same public view, nothing more."""
        return {"game_id": self.game_id, "game": self.game, "title": self.title, "lang": self.lang,
                "entries": self.entries, "version": self.version,
                "view": None if self.view is None else self.view.to_json(),
                "odds": None if self.odds is None else dataclasses.asdict(self.odds), "luck": list(self.luck)}


#: a game's display hooks (``ui/service/display_<game>.py``), each taking any session (the hook narrows it to its
#: game's state with ``OpenGame.typed``)
Known = Callable[["OpenGame[object]"], object]
Odds = Callable[..., "DisplayOdds | None"]  # (game, lang, *, max_ms)
Later = Callable[["OpenGame[object]"], bool]
Lines = Callable[["OpenGame[object]", str], tuple[str, ...]]
Detail = Callable[["OpenGame[object]", "str | None"], tuple[str, ...]]


def part(game: OpenGame[object]) -> ModuleType | None:
    """The game's own part of the display (``ui/service/display_<game>.py``: ``known``, ``odds``, ``odds_later``,
    ``luck``, ``luck_detail``, each optional), or None."""
    name = f"ui.service.display_{game.game}"
    return importlib.import_module(name) if importlib.util.find_spec(name) is not None else None


def _hook(game: OpenGame[object], name: str) -> object:
    """The game's hook ``name`` (a function of its display module, of the type named where it is used), or None."""
    found = part(game)
    return getattr(found, name, None) if found is not None else None


def public_view(game: OpenGame[object], lang: str) -> TableView | None:
    """The game's public view (``referee.<game>.public.public``); None before the set-up."""
    if not game.started:
        return None
    module = importlib.import_module(f"referee.{game.game}.public")
    make: Callable[..., TableView] = module.public
    known = cast("Known | None", _hook(game, "known"))
    if known is not None:
        return make(game.state, game.events, lang, known=known(game))
    return make(game.state, game.events, lang)


def percent_text(x: float, lang: str) -> str:
    text = f"{100 * x:.0f} %"
    return text if lang == "en" else text.replace(".", ",")


def fraction_text(x: object) -> str:
    return str(x)


def game_odds(game: OpenGame[object], lang: str, *, max_ms: float | None = 300) -> DisplayOdds | None:
    """The odds of what is in progress (a Gods of Titan battle, a Weiß Schwarz damage), where the game has them."""
    odds = cast("Odds | None", _hook(game, "odds"))
    return odds(game, lang, max_ms=max_ms) if odds is not None else None


def odds_later(game: OpenGame[object]) -> bool:
    """Does the game have odds in progress that take a moment (the window shows them after the rest)?"""
    later = cast("Later | None", _hook(game, "odds_later"))
    return bool(later(game)) if later is not None else False


def luck_detail(game: OpenGame[object], lang: str | None = None) -> tuple[str, ...]:
    """The dice's luck in detail (on request), where the game has dice to judge."""
    detail = cast("Detail | None", _hook(game, "luck_detail"))
    return tuple(detail(game, lang)) if detail is not None else ()


def _luck(game: OpenGame[object], lang: str) -> tuple[str, ...]:
    luck = cast("Lines | None", _hook(game, "luck"))
    return tuple(luck(game, lang)) if luck is not None else ()


def display_of(game: OpenGame[object], *, lang: str | None = None, odds_ms: float | None = 300, odds: bool = True) -> Display:
    """The players' display of ``game`` in the game's language (or ``lang``); ``odds=False`` leaves out the odds of
    a battle in progress (the window shows the rest at once and the odds a moment later)."""
    lang = lang or game.info.lang or "de"
    version = f"{game.entries}-{game.info.updated_at}-{generation_mark(game.identity)}"
    return Display(game.id, game.game, game.title, lang, game.entries, version, public_view(game, lang),
                   game_odds(game, lang, max_ms=odds_ms) if odds else None,
                   _luck(game, lang))


def stored_display(service: GameService, game_id: int, *, lang: str | None = None) -> Display:
    """The players' display of the stored game ``game_id``, read afresh from the store."""
    return display_of(service.open(game_id), lang=lang)


def stored_version(service: GameService, game_id: int) -> str:
    """What :attr:`Display.version` will be for the stored game, without replaying it."""
    info = service.info(game_id)
    return f"{info.events}-{info.updated_at}-{generation_mark(service.store.identity())}"


