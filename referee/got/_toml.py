"""Reading the Gods of Titan data files strictly: unknown keys and wrong types are refused.

A typo in a data file (or in a table's correction file) must not pass silently, so
every reader names the keys it accepts.

>>> read_fields({"power": 6}, "Ogre", required={"power": int}, optional={})
{'power': 6}
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from referee.core.errors import InvalidInput
from referee.core.files import read_text, shown
from referee.core.limits import ENTRY_BYTES, loads_toml
from referee.datafile import Table, load, unwrap


def load_data(filename: str) -> Table:
    """Parse ``referee/got/data/<filename>``; the keys read are noted (:mod:`referee.datafile`)."""
    return load("referee.got", filename)


def load_path(path: str | Path) -> dict[str, Any]:
    """Parse a TOML file given by path; a syntax error becomes :class:`InvalidInput`."""
    text = read_text(path, limit=ENTRY_BYTES, what=("Datei", "file"))
    return loads_toml(text, what=(f"Die Datei {shown(path)}", f"The file {shown(path)}"), limit=ENTRY_BYTES)


def _type_ok(value: object, expected: type | tuple[type, ...]) -> bool:
    if isinstance(value, bool) and expected is int:
        return False
    return isinstance(value, expected)


def read_fields(
    table: Mapping[str, Any],
    where: str,
    *,
    required: Mapping[str, type | tuple[type, ...]],
    optional: Mapping[str, type | tuple[type, ...]],
    sections: tuple[str, ...] = (),
) -> Mapping[str, Any]:
    """Check ``table`` against the accepted keys and their types; return it (reads through it are noted)."""
    raw = unwrap(table)
    if not isinstance(raw, Mapping):
        raise InvalidInput(
            f"{where}: Tabelle erwartet.", f"{where}: a table is expected.", sections=sections
        )
    unknown = sorted(set(raw) - set(required) - set(optional))
    if unknown:
        raise InvalidInput(
            f"{where}: unbekannte Felder {', '.join(unknown)}.",
            f"{where}: unknown fields {', '.join(unknown)}.",
            sections=sections,
        )
    missing = sorted(set(required) - set(raw))
    if missing:
        raise InvalidInput(
            f"{where}: fehlende Felder {', '.join(missing)}.",
            f"{where}: missing fields {', '.join(missing)}.",
            sections=sections,
        )
    types = {**optional, **required}
    for key, value in raw.items():
        if not _type_ok(value, types[key]):
            raise InvalidInput(
                f"{where}: Feld {key!r} hat den falschen Typ ({type(value).__name__}).",
                f"{where}: field {key!r} has the wrong type ({type(value).__name__}).",
                sections=sections,
            )
    return table


@functools.lru_cache(maxsize=4096)  # the names of the rules data and a table's, asked at every recruit
def name_key(name: str) -> str:
    """Comparable form of a figure or land name: case, spaces, hyphens and a trailing ``*`` ignored.

    >>> name_key("Dark-Titan") == name_key("dark titan"), name_key("HYDRA*")
    (True, 'hydra')
    """
    return name.strip().rstrip("*").strip().lower().replace("-", "").replace(" ", "").replace("_", "")
