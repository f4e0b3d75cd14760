"""Rules data files (TOML) that remember which of their keys the code read.

The numbers and tables of the rulebooks live in ``referee/<game>/data/*.toml``, each with its
section.  :func:`load` parses such a file into a :class:`Table`: a read-only mapping that notes
every key looked up (``t[key]``, ``t.get(key)``, ``t.items()``, ``dict(t)``; not ``key in t``,
``len(t)`` or iterating the keys).  Keys are noted as dotted paths; the elements of an array
count as one path (``creature[].name``).  :meth:`Registry.unread` lists the keys that no code
looked up, so a number in the data that nothing uses is found by a test
(``tests/test_data_keys.py``).

:func:`rule_numbers` reads a table of numbers written as ``name = { value = 7, section = "4.2" }``
into a typed dataclass, keeping each number's sections.

>>> reg = Registry()
>>> t = reg.parse("demo.toml", 'a = 1\\n[b]\\nc = 2\\nd = 3\\n[[e]]\\nf = 4\\ng = 5\\n')
>>> t["a"], t["b"]["c"], [x["f"] for x in t["e"]]
(1, 2, [4])
>>> reg.unread()
{'demo.toml': ('b.d', 'e[].g')}
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
import types
from collections.abc import Iterator, Mapping
from importlib import resources
from typing import Any, TypeVar

from referee.core.errors import InvalidInput

__all__ = [
    "REGISTRY",
    "DataFile",
    "NumberReader",
    "Registry",
    "RuleNumber",
    "Table",
    "load",
    "rule_number",
    "rule_numbers",
    "unread_keys",
    "unwrap",
]

_BARE = re.compile(r"[A-Za-z0-9_-]+")


def _join(path: str, key: str) -> str:
    part = key if _BARE.fullmatch(key) else '"' + key.replace('"', '\\"') + '"'
    return f"{path}.{part}" if path else part


def _paths(value: object, path: str) -> Iterator[str]:
    """Every key path below ``value`` (array elements share the path ``name[]``)."""
    if isinstance(value, dict):
        for key, item in value.items():
            sub = _join(path, key)
            yield sub
            yield from _paths(item, sub)
    elif isinstance(value, list):
        for item in value:
            yield from _paths(item, path + "[]")


def _wrap(value: Any, path: str, seen: set[str]) -> Any:
    if isinstance(value, dict):
        return Table(value, path, seen)
    if isinstance(value, list):
        return [_wrap(item, path + "[]", seen) for item in value]
    return value


class Table(Mapping[str, Any]):
    """A TOML table that notes each key looked up; sub-tables come back as tables, arrays as lists."""

    __slots__ = ("_data", "_path", "_seen")

    def __init__(self, data: Mapping[str, Any], path: str, seen: set[str]) -> None:
        self._data = data
        self._path = path
        self._seen = seen

    @property
    def path(self) -> str:
        """Dotted path of this table in its file (``""`` for the file itself)."""
        return self._path

    def peek(self) -> Mapping[str, Any]:
        """The parsed values without noting a read (for checks of keys and types)."""
        return self._data

    def __getitem__(self, key: str) -> Any:
        value = self._data[key]
        path = _join(self._path, key)
        self._seen.add(path)
        return _wrap(value, path, self._seen)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        return f"Table({self._path or '<file>'}: {', '.join(self._data)})"


def unwrap(value: Any) -> Any:
    """The parsed mapping behind a :class:`Table` (no read noted); anything else unchanged."""
    return value.peek() if isinstance(value, Table) else value


@dataclasses.dataclass(eq=False)
class DataFile:
    """One data file: every key path it holds and the ones read so far."""

    label: str
    keys: frozenset[str]
    seen: set[str] = dataclasses.field(default_factory=set)

    def unread(self) -> tuple[str, ...]:
        return tuple(sorted(self.keys - self.seen))


class Registry:
    """The data files parsed so far, by label (their path below the project root)."""

    def __init__(self) -> None:
        self.files: dict[str, DataFile] = {}

    def parse(self, label: str, text: str) -> Table:
        """Parse ``text``; reads through the returned table are noted under ``label``."""
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise InvalidInput(f"{label} ist kein gültiges TOML: {exc}", f"{label} is not valid TOML: {exc}") from exc
        keys = frozenset(_paths(data, ""))
        file = self.files.get(label)
        if file is None or file.keys != keys:
            file = self.files[label] = DataFile(label, keys)
        return Table(data, "", file.seen)

    def unread(self) -> dict[str, tuple[str, ...]]:
        """Per file label, the key paths no code has read (files with none left out)."""
        return {label: f.unread() for label, f in sorted(self.files.items()) if f.unread()}


#: The registry of the shipped data files.
REGISTRY = Registry()


def load(package: str, filename: str) -> Table:
    """Parse ``data/<filename>`` of ``package`` (e.g. ``"referee.got"``), noting reads in :data:`REGISTRY`."""
    text = resources.files(package).joinpath("data", filename).read_text(encoding="utf-8")
    return REGISTRY.parse("/".join((*package.split("."), "data", filename)), text)


def unread_keys() -> dict[str, tuple[str, ...]]:
    """Keys of the shipped data files loaded so far that no code has read."""
    return REGISTRY.unread()


@dataclasses.dataclass(frozen=True)
class RuleNumber:
    """A number of a rulebook: where it sits in the data, its value and its sections."""

    key: str
    value: int
    sections: tuple[str, ...]


D = TypeVar("D")


def _number(where: str, entry: Any) -> tuple[int, tuple[str, ...]]:
    raw = unwrap(entry)
    ok = isinstance(raw, Mapping) and "value" in raw and len(raw) == 2 and (
        isinstance(raw.get("section"), str)
        or (isinstance(raw.get("sections"), list) and raw["sections"] and all(isinstance(s, str) for s in raw["sections"])))
    if not ok or isinstance(raw["value"], bool) or not isinstance(raw["value"], int):
        raise InvalidInput(f"{where}: erwartet {{ value = Zahl, section = \"…\" }} oder sections = [...].",
                           f"{where}: expected {{ value = number, section = \"…\" }} or sections = [...].")
    sections = (entry["section"],) if "section" in raw else tuple(entry["sections"])
    return int(entry["value"]), sections


def rule_number(table: Mapping[str, Any], name: str, where: str = "") -> RuleNumber:
    """The entry ``name = { value = N, section = "x" }`` of ``table`` (only this key is read).

    >>> rule_number({"hand_size": {"value": 7, "sections": ["7"]}}, "hand_size", "turn")
    RuleNumber(key='turn.hand_size', value=7, sections=('7',))
    """
    key = f"{where}.{name}" if where else name
    if name not in table:
        raise InvalidInput(f"{key} fehlt.", f"{key} is missing.")
    value, sections = _number(key, table[name])
    return RuleNumber(key, value, sections)


def rule_numbers(cls: type[D], table: Mapping[str, Any], where: str) -> tuple[D, dict[str, RuleNumber]]:
    """Fill the dataclass ``cls`` (int fields only) from ``table``; also return each number with its sections.

    Every field needs an entry and every entry a field: an unknown or missing name is refused.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Army:
    ...     max_size: int
    >>> army, numbers = rule_numbers(Army, {"max_size": {"value": 7, "section": "4.2"}}, "army")
    >>> army.max_size, numbers["max_size"].sections
    (7, ('4.2',))
    """
    fields = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    unknown = sorted(set(table) - set(fields))
    missing = sorted(set(fields) - set(table))
    if unknown or missing:
        raise InvalidInput(f"{where}: unbekannt {', '.join(unknown) or '-'}, fehlend {', '.join(missing) or '-'}.",
                           f"{where}: unknown {', '.join(unknown) or '-'}, missing {', '.join(missing) or '-'}.")
    numbers: dict[str, RuleNumber] = {}
    for name in fields:
        value, sections = _number(f"{where}.{name}", table[name])
        numbers[name] = RuleNumber(f"{where}.{name}", value, sections)
    return cls(**{name: n.value for name, n in numbers.items()}), numbers


class NumberReader:
    """Reads the rule numbers of a data file group by group and keeps each with its sections.

    >>> r = NumberReader({"turn": {"hand_limit": {"value": 7, "section": "7"}}})
    >>> r.one("turn", "hand_limit"), r.numbers["turn.hand_limit"].sections
    (7, ('7',))
    """

    def __init__(self, table: Mapping[str, Any]) -> None:
        self._table = table
        self._numbers: dict[str, RuleNumber] = {}
        #: every number read so far, by ``"group.name"`` (a live view)
        self.numbers: Mapping[str, RuleNumber] = types.MappingProxyType(self._numbers)

    def group(self, cls: type[D], name: str) -> D:
        """The whole table ``name`` as the dataclass ``cls`` (see :func:`rule_numbers`)."""
        value, found = rule_numbers(cls, self._table[name], name)
        self._numbers.update({n.key: n for n in found.values()})
        return value

    def one(self, group: str, name: str) -> int:
        """One number of the table ``group``; the other keys of that table are not read."""
        found = self._numbers[f"{group}.{name}"] = rule_number(self._table[group], name, group)
        return found.value
