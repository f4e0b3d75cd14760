"""Each game's summary for the start page and ``game list``, kept with its journal in the store.

A summary is what :mod:`ui.service.overview` shows of a game (players, standings, round — in each language),
derived by one replay and stored beside the journal with what it was derived from: the code version
(:func:`code_version`), the entry count and the last change. Listing the games reads the summaries; a game
whose summary is missing or stale (another entry, an undo, other rules or views) is replayed once and its
summary stored again. So the start page costs one query, not a replay of everything stored; the journal stays
the record.

After an update of the program every summary is of other code. Listed with ``earlier``, a summary an earlier version
made of the game *as stored now* is shown at once, marked (``Overview.current`` False), and the game is replayed
later, one at a time (the app: a worker, newest game first; the command line: ``game list --update``); a summary
missing, unreadable or of an older state of the game is made again at once, as ever.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from contextlib import suppress
from pathlib import Path

from referee.core.errors import RefereeError
from referee.core.view import Header
from rulesdb.journal import version
from rulesdb.journal.store import GameInfo, GameStore, StoredSummary
from ui.service.overview import Overview, overview_of


def code_version() -> str:
    """The version of the code that derives a summary: a digest of the rules and views (the package
    :mod:`referee` with its data) and of the overview (:func:`rulesdb.journal.version.code_version`).

    >>> len(code_version()), code_version() == code_version()
    (32, True)
    """
    return version.code_version(Path(__file__).with_name("overview.py"))


def encode(headers: dict[str, Header | None]) -> str:
    """A game's summary as stored: its overview in each language."""
    return json.dumps({lang: _fields(overview_of(header, lang)) for lang, header in headers.items()},
                      ensure_ascii=False, sort_keys=True)


def _fields(overview: Overview) -> dict[str, object]:
    return {"players": list(overview.players), "standings": overview.standings, "round": overview.round}


def decode(data: str, lang: str, *, current: bool = True) -> Overview | None:
    """The overview in ``lang`` from a stored summary (None if it cannot be read: it is made again); ``current``
    False: made by an earlier version (shown marked).

    >>> decode(encode({"de": None, "en": None}), "en")
    Overview(players=(), standings='', round=None, current=True)
    >>> decode("{", "de") is None
    True
    """
    try:
        found = json.loads(data)[lang]
        return Overview(tuple(str(p) for p in found["players"]), str(found["standings"]),
                        None if found["round"] is None else int(found["round"]), current)
    except (ValueError, KeyError, TypeError):
        return None


def overviews(store: GameStore, games: Sequence[GameInfo], lang: str,
              headers: Callable[[int], dict[str, Header | None]], *, earlier: bool = False) -> dict[int, Overview]:
    """The overview of each of ``games`` in ``lang``: read from its stored summary where that is valid, otherwise
    derived by ``headers`` (a replay: the game's header in each language) and stored for the next time. A game
    that cannot be replayed shows no overview (and keeps no summary, so a repaired file is read again). With
    ``earlier``, a summary made by other code of the game as stored now is read instead, marked not current
    (:func:`outdated` lists those games): it is made again when the game is listed without ``earlier``.

    A summary is keyed by the entry count and last change listed *before* its replay: an entry made meanwhile
    leaves it stale, never a newer key on an older table."""
    code = code_version()
    stored = store.summaries()
    found: dict[int, Overview] = {}
    for info in games:
        summary = stored.get(info.id)
        read = None
        if summary is not None and summary.made_for(info) and (earlier or summary.code == code):
            read = decode(summary.data, lang, current=summary.code == code)
        if read is None:
            try:
                summary = StoredSummary(code, info.events, info.updated_at, encode(headers(info.id)))
            except RefereeError:
                found[info.id] = overview_of(None, lang)
                continue
            with suppress(RefereeError):  # a summary is never the record: kept if the store can, else made again
                store.put_summary(info.id, summary)
            read = decode(summary.data, lang)
        found[info.id] = read or overview_of(None, lang)
    return found


def outdated(found: dict[int, Overview]) -> list[int]:
    """The games whose overview is of an earlier version, in the order listed (the newest first).

    >>> outdated({3: Overview((), "", None, current=False), 2: Overview((), "", None)})
    [3]
    """
    return [game_id for game_id, overview in found.items() if not overview.current]
