"""A frozen dataclass copied with some fields changed, at the cost of those fields: :func:`replace`.

``dataclasses.replace`` reads every field and runs ``__init__``, which sets each through the frozen class's guard;
a game's state of twenty fields is copied so for nearly every entry. :func:`replace` copies the fields' values as
they are and sets the changed ones — the same object ``dataclasses.replace`` makes, for a class whose ``__init__``
only sets its fields (no ``__post_init__``, every field an init field, no slots); any other class goes to
``dataclasses.replace``. What was derived from the old object (:func:`~referee.core.derived.derived`) stays behind.

>>> @dataclasses.dataclass(frozen=True)
... class Side:
...     name: str
...     gate: int = 0
>>> replace(Side("Anton", 3), gate=5)
Side(name='Anton', gate=5)
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

T = TypeVar("T")

#: each class's field names (``None``: a class ``dataclasses.replace`` must copy)
_FIELDS: dict[type, tuple[tuple[str, ...], frozenset[str]] | None] = {}


def _fields(cls: type) -> tuple[tuple[str, ...], frozenset[str]] | None:
    try:
        return _FIELDS[cls]
    except KeyError:
        pass
    names = tuple(f.name for f in dataclasses.fields(cls))
    found = _FIELDS[cls] = (names, frozenset(names)) if plain(cls) else None
    return found


def plain(cls: type) -> bool:
    """Is an instance of dataclass ``cls`` its fields alone, so that one may be made without ``__init__`` (no
    ``__post_init__``, every field an init field, no slots, no ``__new__`` of its own)?"""
    return (all(f.init for f in dataclasses.fields(cls)) and not hasattr(cls, "__post_init__")
            and not hasattr(cls, "__slots__") and all("__new__" not in vars(k) for k in cls.__mro__[:-1]))


def replace(obj: T, /, **changes: object) -> T:
    """``dataclasses.replace(obj, **changes)`` for a frozen dataclass, without running ``__init__`` again."""
    cls = type(obj)
    found = _fields(cls)
    if found is None:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]  # a dataclass, as the caller says
    names, known = found
    if not known.issuperset(changes):
        raise TypeError(f"{cls.__name__} has no field {sorted(set(changes) - known)}")
    new = object.__new__(cls)
    kept, made = vars(obj), vars(new)
    made.update(kept if len(kept) == len(names) else {name: kept[name] for name in names})  # the fields alone
    made.update(changes)
    return new
