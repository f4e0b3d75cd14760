"""Where a sheet's data comes from: a stored game's journal, or nothing for a blank form.

>>> context_for("got-score", blank=True).game_title
'Gods of Titan'
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from printouts.base import Context, Sheet
from printouts.kinds import KINDS, SHEETS
from referee.core.errors import InvalidInput, UnknownName
from referee.core.journal import Journal
from referee.registry import engine_for, title

if TYPE_CHECKING:
    from rulesdb.journal import GameStore


def sheet_class(kind: str) -> type[Sheet]:
    """The sheet class of ``kind``; unknown kinds are named with close matches."""
    if kind not in KINDS:
        raise UnknownName.of("Blattart", "sheet kind", kind, KINDS)
    return SHEETS[kind]()


def _date(iso: str, lang: str) -> str:
    try:
        day = datetime.date.fromisoformat(iso[:10])
    except ValueError:
        return iso
    return day.strftime("%d.%m.%Y") if lang == "de" else day.isoformat()


def context_for(kind: str, *, store: GameStore | None = None, game_id: int | None = None, blank: bool = False,
                paper: str = "a4", lang: str | None = None) -> Context:
    """What ``render_pdf`` draws from: the game's journal (or none for a blank form)."""
    info = KINDS.get(kind)
    if info is None:
        raise UnknownName.of("Blattart", "sheet kind", kind, KINDS)
    if blank == (game_id is not None):
        raise InvalidInput("Entweder eine Partie (--game-id) oder ein leeres Blatt (--blank) angeben.",
                           "Give either a game (--game-id) or a blank sheet (--blank).")
    if game_id is None:
        chosen = lang or "de"
        return Context(lang=chosen, paper=paper, blank=True, game_title=title(info.game, chosen))
    if store is None:
        from rulesdb.journal import GameStore

        store = GameStore()
    loaded = store.load(game_id)
    game = loaded.info.game
    chosen = lang or loaded.info.lang or "de"
    if game != info.game:
        raise InvalidInput(
            f"Das Blatt {kind} gehört zu {title(info.game, 'de')}, Partie {game_id} ist {title(game, 'de')}.",
            f"Sheet {kind} belongs to {title(info.game, 'en')}; game {game_id} is {title(game, 'en')}.")
    if not loaded.events:
        raise InvalidInput(f"Partie {game_id} hat noch keinen Spielbeginn; ein leeres Blatt gibt es mit --blank.",
                           f"Game {game_id} has no set-up yet; a blank sheet is printed with --blank.")
    journal: Journal[object] = Journal(engine_for(game), loaded.events)
    name = title(game, chosen)
    shown = loaded.info.title or (f"Partie {game_id}" if chosen == "de" else f"Game {game_id}")
    return Context(lang=chosen, paper=paper, blank=False, game_title=f"{name} — {shown}",
                   date=_date(loaded.info.created_at, chosen), journal=journal, store=store, game_id=game_id)
