"""What the command-line modules share: the store behind ``--db`` and stored journals."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any

from referee.core.errors import InvalidInput
from referee.core.events import Event, from_json
from referee.core.journal import Journal
from rulesdb.journal import GameStore
from rulesdb.journal import open_journal as _open_journal


def open_store(args: argparse.Namespace) -> GameStore:
    """The game store named by the global ``--db`` option (or the default)."""
    return GameStore(getattr(args, "db", None))


def new_game(args: argparse.Namespace, game: str, setup: Event | None, *, title: str = "") -> int:
    """Create a stored game, append its setup event (validated first), return its id."""
    store = open_store(args)
    lang = getattr(args, "lang", None) or "de"
    if setup is not None:
        from referee.registry import engine_for

        engine = engine_for(game)
        engine.apply(engine.initial_state(), setup)  # refuse before anything is stored
    return store.create_game(game, title=title, lang=lang, events=() if setup is None else (setup,))


def open_journal(args: argparse.Namespace, game_id: int, *, game: str | None = None) -> Journal[Any]:
    """The stored game ``game_id`` as a journal whose append/undo/redo are durable."""
    return _open_journal(open_store(args), game_id, game=game)


def read_event(text: str) -> Event:
    """An event from JSON text, or from standard input when ``text`` is ``-``."""
    if text == "-":
        text = sys.stdin.read()
    return from_json(text)


def view_of(game: str) -> Any:
    """The ``view`` module of a game (``summary`` and ``options``), or None."""
    try:
        return importlib.import_module(f"referee.{game}.view")
    except ModuleNotFoundError:
        return None


def parse_settings(pairs: list[str] | None) -> tuple[tuple[str, str], ...]:
    """``["got.half_points=exact", …]`` as key/value pairs."""
    out: list[tuple[str, str]] = []
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise InvalidInput(
                f"Einstellung braucht die Form SCHLÜSSEL=WERT: {pair!r}.",
                f"A setting must look like KEY=VALUE: {pair!r}.",
            )
        out.append((key.strip(), value.strip()))
    return tuple(out)


def dumps(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)
