"""Journal events: frozen, typed, JSON-serialisable records.

An event class is a frozen keyword-only dataclass registered under a type
name (``"got.battle_settled"``) and a schema version.  Its fields may be
``int``, ``str``, ``bool``, ``Fraction``, enums, nested frozen dataclasses,
``tuple[X, ...]`` and ``X | None`` of those.

>>> from dataclasses import dataclass
>>> @event("demo.points", version=1)
... @dataclass(frozen=True, kw_only=True)
... class Points(Event):
...     player: str
...     points: Fraction
>>> e = Points(player="Rot", points=Fraction(25, 2))
>>> to_json(e)
'{"data":{"player":"Rot","points":"25/2"},"type":"demo.points","v":1}'
>>> from_json(to_json(e)) == e
True
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from referee.core.errors import InvalidInput, UnknownName
from referee.core.frozen import plain
from referee.core.limits import ENTRY_BYTES, INT_LIMIT, check_int, check_list, clean_text, exact_number, loads


@dataclasses.dataclass(frozen=True, kw_only=True)
class Event:
    """Base class of every journal event."""

    type_name: ClassVar[str] = ""
    version: ClassVar[int] = 1

    def label(self, lang: str = "de") -> str:
        """A short human-readable label for history lists and undo menus."""
        return self.type_name


E = TypeVar("E", bound=type[Event])
#: tells a stored set-up's real version from the raw entries after it (:func:`told_apart`)
Teller = Callable[[dict[str, Any], Sequence[object]], tuple[int, dict[str, Any]]]

_REGISTRY: dict[str, type[Event]] = {}
#: Upgraders from an older schema version: (type name, old version) -> function.
_UPGRADERS: dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]] = {}


def event(type_name: str, *, version: int = 1) -> Callable[[E], E]:
    """Register an event class under ``type_name`` with a schema version."""

    def register(cls: E) -> E:
        known = _REGISTRY.get(type_name)
        if known is not None and known is not cls and not _same_source(known, cls):
            raise ValueError(f"event type {type_name!r} registered twice")
        cls.type_name = type_name
        cls.version = version
        _REGISTRY.setdefault(type_name, cls)  # a second import of the same file keeps the first class
        return cls

    return register


def _same_source(a: type[Event], b: type[Event]) -> bool:
    """Are ``a`` and ``b`` one class of one file, imported twice (a test runner importing a module by its path)?"""
    import inspect

    try:
        return a.__qualname__ == b.__qualname__ and inspect.getfile(a) == inspect.getfile(b)
    except (TypeError, OSError):
        return False


def upgrader(
    type_name: str, from_version: int
) -> Callable[[Callable[[dict[str, Any]], dict[str, Any]]], Callable[[dict[str, Any]], dict[str, Any]]]:
    """Register a function that turns the data of ``from_version`` into ``from_version + 1``."""

    def register(fn: Callable[[dict[str, Any]], dict[str, Any]]) -> Callable[[dict[str, Any]], dict[str, Any]]:
        _UPGRADERS[(type_name, from_version)] = fn
        return fn

    return register


#: (set-up type, stored version) -> the version the set-up really is, told by the journal's later raw entries
_TELLERS: dict[tuple[str, int], Teller] = {}


def told_apart(type_name: str, version: int) -> Callable[[Teller], Teller]:
    """Register a function that tells which version a stored set-up of ``version`` really is, from the raw
    entries after it (for a set-up version that was written unchanged by versions with different readings):
    it returns that version and the set-up's data (which may say that the journal could not tell)."""

    def register(fn: Teller) -> Teller:
        _TELLERS[(type_name, version)] = fn
        return fn

    return register


def told_versions(raws: Sequence[object]) -> list[object]:
    """A stored journal's raw entries (set-up first, the redo stack may follow) with the set-up's version as
    its journal tells it (:func:`told_apart`); anything unexpected is left as it is for :func:`from_dict`."""
    out = list(raws)
    first = out[0] if out else None
    if not isinstance(first, dict) or not isinstance(first.get("type"), str):
        return out
    type_name, version, data = first["type"], first.get("v"), first.get("data")
    if type_name not in _REGISTRY and "." in type_name:
        _load_game_events(type_name.partition(".")[0])
    tell = _TELLERS.get((type_name, version)) if isinstance(version, int) else None
    if tell is not None and isinstance(data, dict):
        told, told_data = tell(data, out[1:])
        out[0] = {**first, "v": told, "data": told_data}
    return out


def event_types(prefix: str = "") -> dict[str, type[Event]]:
    """The registered event classes whose type name starts with ``prefix``."""
    return {k: v for k, v in _REGISTRY.items() if k.startswith(prefix)}


# -- encoding ---------------------------------------------------------------


def _encode(value: object) -> object:
    if isinstance(value, enum.Enum):  # before str: a StrEnum is stored as its plain value
        return value.value
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, Fraction):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    raise TypeError(f"cannot encode {type(value).__name__} in an event")


def to_dict(ev: Event) -> dict[str, Any]:
    """The JSON-ready dictionary of an event: ``{"type", "v", "data"}``."""
    data = _encode(ev)
    assert isinstance(data, dict)
    return {"type": ev.type_name, "v": ev.version, "data": data}


def to_json(ev: Event) -> str:
    """Compact, key-sorted JSON of an event (stable for storage and tests)."""
    return json.dumps(to_dict(ev), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def storable(ev: Event) -> str:
    """The JSON ``ev`` is stored as (:func:`to_json`), refused unless it reads back as this very event: what
    the write path accepts, the read path reads, through the same checks (:mod:`referee.core.limits`)."""
    text = to_json(ev)
    try:
        back = from_dict(loads(text, limit=max(ENTRY_BYTES, len(text) + 1)))
    except InvalidInput as exc:
        raise InvalidInput(f"Der Eintrag ließe sich nicht wieder lesen: {exc.message_de}",
                           f"The entry could not be read back: {exc.message_en}", sections=exc.sections) from None
    if back != ev:
        raise InvalidInput("Der Eintrag ließe sich nicht unverändert wieder lesen (Text nicht in Normalform?).",
                           "The entry would not read back unchanged (text not in normal form?).")
    return text


# -- decoding ---------------------------------------------------------------

#: reads one stored value of a field's type: ``decoder(value, where)`` (``where`` names it in a refusal)
Decoder = Callable[[object, str], object]
#: the decoder of each field type, made once (a type's decoder never changes)
_DECODERS: dict[object, Decoder] = {}


def _decode(tp: Any, value: object, where: str) -> object:
    return _decoder(tp)(value, where)


def _decoder(tp: Any) -> Decoder:
    found = _DECODERS.get(tp)
    if found is None:
        found = _DECODERS[tp] = _make_decoder(tp)
    return found


def _make_decoder(tp: Any) -> Decoder:
    """The decoder of field type ``tp``: the type's question (union, tuple, enum …) is asked once, here, not again
    for every value read."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(tp)
        optional = type(None) in args
        choices = [_decoder(arg) for arg in args if arg is not type(None)]

        def union(value: object, where: str) -> object:
            if value is None and optional:
                return None
            errors = []
            for choice in choices:
                try:
                    return choice(value, where)
                except InvalidInput as exc:
                    errors.append(exc)
            raise errors[0] if errors else _bad(where, value)

        return union
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])

            def many(value: object, where: str) -> object:
                if not isinstance(value, list):
                    raise _bad(where, value)
                if not value:
                    return ()
                check_list(value, where)
                if not where:  # the common path: nothing refused, no place named
                    return tuple([item(v, "") for v in value])
                return tuple([item(v, f"{where}[{i}]") for i, v in enumerate(value)])

            return many
        items = [_decoder(a) for a in args]

        def fixed(value: object, where: str) -> object:
            if not isinstance(value, list) or len(items) != len(value):
                raise _bad(where, value)
            return tuple([d(v, f"{where}[{i}]" if where else "") for i, (d, v) in enumerate(zip(items, value, strict=True))])

        return fixed
    if origin is typing.Literal:
        allowed = typing.get_args(tp)

        def literal(value: object, where: str) -> object:
            if value not in allowed:
                raise _bad(where, value)
            return value

        return literal
    if tp is Any:
        return lambda value, where: value
    if tp in _PLAIN:
        return _PLAIN[tp]
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        members = tp
        by_value = {m.value: m for m in tp}

        def member(value: object, where: str) -> object:
            try:
                return by_value[value]  # the enum's own lookup, without its call's cost
            except (KeyError, TypeError):
                pass
            try:
                return members(value)
            except ValueError:
                raise _bad(where, value) from None

        return member
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        cls = tp

        def nested(value: object, where: str) -> object:
            if not isinstance(value, dict):
                raise _bad(where, value)
            return _build(cls, value, where)

        return nested

    def unsupported(value: object, where: str) -> object:
        raise TypeError(f"event field type {tp!r} is not supported")

    return unsupported


def _boolean(value: object, where: str) -> object:
    if not isinstance(value, bool):
        raise _bad(where, value)
    return value


def _integer(value: object, where: str) -> object:
    if type(value) is int and -INT_LIMIT <= value <= INT_LIMIT:  # the common path: check_int's range, no call
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(where, value)
    return check_int(value, where)


#: texts read clean before, each as read (names and cards repeat in every entry of a game: one look each)
_CLEAN: dict[str, str] = {}
_CLEAN_SHORT, _CLEAN_MOST = 64, 4096


def _text(value: object, where: str) -> object:
    if not isinstance(value, str):
        raise _bad(where, value)
    found = _CLEAN.get(value)
    if found is not None:
        return found
    text = clean_text(value, where)
    if len(value) <= _CLEAN_SHORT:
        if len(_CLEAN) >= _CLEAN_MOST:
            _CLEAN.clear()
        _CLEAN[value] = text
    return text


_PLAIN: dict[object, Decoder] = {bool: _boolean, int: _integer, str: _text, Fraction: exact_number}


def _bad(where: str, value: object) -> InvalidInput:
    try:
        shown = json.dumps(value, ensure_ascii=False)[:80]
    except (ValueError, TypeError, RecursionError):
        shown = type(value).__name__
    return InvalidInput(
        f"Ungültiger Wert für {where}: {shown}.", f"Invalid value for {where}: {shown}."
    )


@dataclasses.dataclass(frozen=True)
class _Schema:
    """How the init fields of an event class (or a value nested in one) are read: each field's decoder, which the
    data must hold, and whether an instance is its fields alone (made without its ``__init__``, which would set
    them one by one through the frozen class's guard)."""

    names: frozenset[str]
    fields: tuple[tuple[str, Decoder], ...]
    required: frozenset[str]
    plain: bool


_SCHEMAS: dict[type[Any], _Schema] = {}


def _schema(cls: type[Any]) -> _Schema:
    """The schema of a dataclass (worked out once per class: no type hints are read again for each entry)."""
    found = _SCHEMAS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        init = [f for f in dataclasses.fields(cls) if f.init]
        found = _SCHEMAS[cls] = _Schema(
            frozenset(f.name for f in init), tuple((f.name, _decoder(hints[f.name])) for f in init),
            frozenset(f.name for f in init if f.default is dataclasses.MISSING
                      and f.default_factory is dataclasses.MISSING), plain(cls))
    return found


def _build(cls: type[Any], data: dict[str, Any], where: str) -> Any:
    schema = _schema(cls)
    if not where and schema.plain and len(data) == len(schema.fields) and schema.names.issuperset(data):
        # the common path: every field stored (as the store writes them), none refused, no place named
        made = object.__new__(cls)
        made.__dict__.update([(name, read(data[name], "")) for name, read in schema.fields])
        return made
    if not schema.names.issuperset(data):
        unknown = sorted(set(data) - schema.names)
        raise InvalidInput(
            f"Unbekanntes Feld in {where}: {', '.join(unknown)}.",
            f"Unknown field in {where}: {', '.join(unknown)}.",
        )
    kwargs: dict[str, Any] = {}
    for name, read in schema.fields:
        if name in data:
            kwargs[name] = read(data[name], f"{where}.{name}" if where else "")
        elif name in schema.required:
            raise InvalidInput(
                f"Pflichtfeld fehlt in {where}: {name}.", f"Missing field in {where}: {name}."
            )
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"Ungültiger Eintrag {where}: {exc}", f"Invalid entry {where}: {exc}") from None


#: what registers the event types of a prefix not known yet (the registry adds one: it imports the game's events)
_FINDERS: list[Callable[[str], object]] = []


def add_finder(find: Callable[[str], object]) -> None:
    """Add ``find(prefix)``, called to decode a type ``prefix.name`` not registered yet (``got.setup`` -> ``got``):
    it imports the module that registers it. The core knows no game; :mod:`referee.registry` adds the finder of
    the games."""
    if find not in _FINDERS:
        _FINDERS.append(find)


def _load_game_events(prefix: str) -> None:
    for find in _FINDERS:
        find(prefix)


def from_dict(raw: object) -> Event:
    """Rebuild an event from :func:`to_dict` output, upgrading old schema versions."""
    if not isinstance(raw, dict) or not isinstance(raw.get("type"), str):
        raise InvalidInput(
            'Ein Eintrag braucht die Form {"type": ..., "data": {...}}.',
            'An entry must look like {"type": ..., "data": {...}}.',
        )
    type_name: str = raw["type"]
    cls = _REGISTRY.get(type_name)
    if cls is None and "." in type_name:
        _load_game_events(type_name.partition(".")[0])
        cls = _REGISTRY.get(type_name)
    if cls is None:
        raise UnknownName.of("Ereignisart", "event type", type_name, _REGISTRY)
    version = raw.get("v", cls.version)
    data = raw.get("data", {})
    if not isinstance(version, int) or isinstance(version, bool) or not isinstance(data, dict):
        raise InvalidInput("Ungültiger Eintrag.", "Invalid entry.")
    if version > cls.version:
        raise InvalidInput(
            f"{type_name} v{version} ist neuer als dieses Programm (v{cls.version}).",
            f"{type_name} v{version} is newer than this program (v{cls.version}).",
        )
    while version < cls.version:
        step = _UPGRADERS.get((type_name, version))
        if step is None:
            raise InvalidInput(
                f"Keine Umwandlung für {type_name} v{version}.",
                f"No upgrade for {type_name} v{version}.",
            )
        data = step(dict(data))
        version += 1
    try:
        built = _build(cls, data, "")  # the common path names no place: the fields' places are named only …
    except InvalidInput:
        built = _build(cls, data, type_name)  # … when a value is refused, by reading it again
    assert isinstance(built, Event)
    return built


def from_json(text: str) -> Event:
    """Parse one event from JSON text; malformed text raises :class:`InvalidInput`."""
    return from_dict(loads(text))
