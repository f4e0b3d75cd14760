"""The one parser of entries: JSON text or data in, a typed event of the right game out.

Both front ends hand the scribe's entry to :func:`parse_entry`; the ``<game>.`` prefix of the type
may be left out, and an entry of another game is refused. The core's own entries (``core.note``, a note on
an entry) belong to every game.

>>> parse_entry('{"type": "turn_ended", "data": {"player": "A"}}', game="got").type_name
'got.turn_ended'
>>> parse_entry({"type": "arena.pass", "data": {}}, game="got")
Traceback (most recent call last):
...
referee.core.errors.InvalidInput: arena.pass ist kein Eintrag für got. / arena.pass is not an entry for got.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.core.errors import InvalidInput
from referee.core.events import Event, from_dict, to_dict
from referee.core.limits import loads
from referee.core.note import CORE_PREFIX
from referee.registry import load_events

#: an entry as the scribe gives it: an event, its JSON text, or its decoded JSON
EntryInput = Event | str | Mapping[str, Any]  # Any: an entry as JSON data (the command line's edge)


def parse_entry(entry: EntryInput, *, game: str) -> Event:
    """The event of ``game`` that ``entry`` describes (refused with a message when it is none)."""
    if isinstance(entry, Event):
        # an entry made in code passes the same edge as one read from JSON or the store (limits, invisible
        # characters, normalisation): what is stored can always be read back (a quick line once stored a
        # land named with U+202E, and the game could not be opened again)
        raw: object = None
        parsed = from_dict(to_dict(entry))
    elif not isinstance(entry, (str, Mapping)):
        raise InvalidInput(f"Ein Eintrag ist ein JSON-Objekt, nicht {type(entry).__name__}.",
                           f"An entry is a JSON object, not {type(entry).__name__}.")
    else:
        raw = _decode(entry) if isinstance(entry, str) else dict(entry)
        if isinstance(raw, dict) and isinstance(raw.get("type"), str) and "." not in raw["type"]:
            raw = {**raw, "type": f"{game}.{raw['type']}"}
        if isinstance(raw, dict) and isinstance(raw.get("type"), str) and not _belongs(raw["type"], game):
            raise InvalidInput(f"{raw['type']} ist kein Eintrag für {game}.", f"{raw['type']} is not an entry for {game}.")
        load_events(game)
        parsed = from_dict(raw)
    if not _belongs(parsed.type_name, game):
        raise InvalidInput(f"{parsed.type_name} ist kein Eintrag für {game}.",
                           f"{parsed.type_name} is not an entry for {game}.")
    return parsed


def _belongs(type_name: str, game: str) -> bool:
    """Is ``type_name`` an entry of ``game`` (its own, or one of the core's every game takes)?"""
    return type_name.startswith((f"{game}.", f"{CORE_PREFIX}."))


def _decode(text: str) -> object:
    return loads(text, what="Eintrag/entry")


def split_names(text: str) -> tuple[str, ...]:
    """A comma-separated list as typed: ``"Ogre, Lion"`` -> ``("Ogre", "Lion")``."""
    return tuple(p.strip() for p in text.split(",") if p.strip())
