"""The players' display (issue 26): what the table may see of a game, for the window, the web page and
``state.json`` (Qt-free).

:func:`display_of` builds a :class:`Display` from an open game through the game's display part
(:mod:`ui.service.displays`): its public view (only what the rules make public), the odds of what is in progress
(a Gods of Titan battle whose armies are revealed, a Weiß Schwarz damage step) as bars with one sentence each, the
dice's luck, and the last entry as one line. :func:`stored_display` does the same for a stored game by id (the web
page reads the store on every change, so it survives the scribe's app restarting). :func:`layout_of` gives the
panels the window and the page lay out.
"""

from __future__ import annotations

import dataclasses
from html import escape
from typing import Any

from referee.core.view import TableView
from referee.registry import game_ids, spec, view_of
from rulesdb.journal.identity import generation_mark
from ui.service.displays import DisplayOdds, OddsBar, Panels, part_of
from ui.service.displays._html import w
from ui.service.games import GameService
from ui.service.session import OpenGame

__all__ = ["Display", "DisplayOdds", "Layout", "OddsBar", "display_of", "game_odds", "layout_of", "luck_detail",
           "odds_later", "stored_display", "stored_version"]


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
    #: the last entry in one line (its label where that is public, else its number only)
    last: str = ""

    def to_json(self) -> dict[str, Any]:  # Any: JSON data (state.json)
        """The display as data (``state.json``): the same public view, nothing more."""
        return {"game_id": self.game_id, "game": self.game, "title": self.title, "lang": self.lang,
                "entries": self.entries, "version": self.version,
                "view": None if self.view is None else self.view.to_json(),
                "odds": None if self.odds is None else dataclasses.asdict(self.odds), "luck": list(self.luck),
                "last": self.last}


@dataclasses.dataclass(frozen=True)
class Layout:
    """What the window and the page lay out: the top line (escaped HTML: round, who moves, phase, winners), the
    game's note for the top, the last entry, and the game's panels (a lead first where there is one)."""

    title: str
    top: str
    note: str
    last: str
    panels: Panels


def public_view(game: OpenGame[object], lang: str) -> TableView | None:
    """The game's public view (its display part's; a game without one shows its header only); None before the
    set-up."""
    if not game.started:
        return None
    part = part_of(game.game)
    return part.public(game, lang) if part is not None else TableView(header=view_of(game.game).header(game.state, lang))


def game_odds(game: OpenGame[object], lang: str, *, max_ms: float | None = 300) -> DisplayOdds | None:
    """The odds of what is in progress (a Gods of Titan battle, a Weiß Schwarz damage), where the game has them."""
    part = part_of(game.game)
    return part.odds(game, lang, max_ms) if part is not None and part.odds is not None else None


def odds_later(game: OpenGame[object]) -> bool:
    """Does the game have odds in progress that take a moment (the window shows them after the rest)?"""
    part = part_of(game.game)
    return part is not None and part.odds_later is not None and part.odds_later(game)


def luck_detail(game: OpenGame[object], lang: str | None = None) -> tuple[str, ...]:
    """The dice's luck in detail (on request), where the game has dice to judge."""
    part = part_of(game.game)
    if part is None or part.luck_detail is None:
        return ()
    return tuple(part.luck_detail(game, lang or game.info.lang or "de"))


def _luck(game: OpenGame[object], lang: str) -> tuple[str, ...]:
    part = part_of(game.game)
    return tuple(part.luck(game, lang)) if part is not None and part.luck is not None else ()


def last_entry(game: OpenGame[object], lang: str) -> str:
    """The last entry that is no note, in one line: its label where the game's part names it public, else
    ``Eintrag 57``."""
    events = game.events
    part = part_of(game.game)
    for n in range(len(events), 0, -1):
        ev = events[n - 1]
        name = ev.type_name
        if name.startswith("core."):
            continue
        label = ev.label(lang) if part is not None and name in part.public_entries else ""
        return f"{w('entry', lang, n=n)}: {' '.join(label.split())}" if label else w("entry", lang, n=n)
    return ""


def display_of(game: OpenGame[object], *, lang: str | None = None, odds_ms: float | None = 300, odds: bool = True) -> Display:
    """The players' display of ``game`` in the game's language (or ``lang``); ``odds=False`` leaves out the odds of
    a battle in progress (the window shows the rest at once and the odds a moment later)."""
    lang = lang or game.info.lang or "de"
    version = f"{game.entries}-{game.info.updated_at}-{generation_mark(game.identity)}"
    return Display(game.id, game.game, game.title, lang, game.entries, version, public_view(game, lang),
                   game_odds(game, lang, max_ms=odds_ms) if odds else None,
                   _luck(game, lang), last_entry(game, lang))


def layout_of(d: Display) -> Layout:
    """The display's parts to lay out, what matters now first."""
    lang = d.lang
    v = d.view
    if v is None:
        return Layout(d.title, escape(w("not_started", lang)), "", d.last, Panels())
    h = v.header
    bits = []
    if h.round is not None:  # Runde, or Zug where the game counts turns
        word = spec(d.game).round_word(lang) if d.game in game_ids() else w("round", lang)
        bits.append(f"{escape(word)} {h.round}")
    if h.to_move:
        bits.append(f"<b>{escape(h.to_move)}</b> {w('to_move', lang)}")
    if h.phase:
        bits.append(escape(h.phase))
    if h.winners:
        bits.append(f"{w('winner', lang)}: <b>{escape(', '.join(h.winners))}</b>")
    part = part_of(d.game)
    panels = part.panels_of(v, d.odds, d.luck, lang) if part is not None else Panels()
    return Layout(d.title, " · ".join(bits), panels.note, d.last, panels)


def stored_display(service: GameService, game_id: int, *, lang: str | None = None) -> Display:
    """The players' display of the stored game ``game_id``, read afresh from the store."""
    return display_of(service.open(game_id), lang=lang)


def stored_version(service: GameService, game_id: int) -> str:
    """What :attr:`Display.version` will be for the stored game, without replaying it."""
    info = service.info(game_id)
    return f"{info.events}-{info.updated_at}-{generation_mark(service.store.identity())}"
