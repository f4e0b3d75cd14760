"""What a frozen state implies, worked out once per state: :func:`derived`.

A state is frozen, so whatever follows from it alone — the battles still open, the figures it holds — is the
same each time it is asked. A rule that asks it several times for one entry (a turn's end asks every army
whether it waits for a battle) finds the answer kept on the state itself, beside its fields (one dict of them): it is
never compared, copied by :func:`dataclasses.replace` or :meth:`Derives.copy_with`, or stored, and goes with the
state. Only functions of the
state alone may be derived, and their answers must be immutable (tuples, frozen objects). While a stored entry is
replayed past a waived refusal (:data:`~referee.core.refusal.in_force`) nothing is kept or read: a rule that catches a
refusal itself could answer otherwise then. What judges nothing on its way — no refusal is made or caught there: an
index of the fields, a look-up in the rules' data — is a :func:`fact`, the same answer then too: kept and read
always (a stored entry judged differently asks the Mover, the lands and an army's figures as often as any).

>>> import dataclasses
>>> @dataclasses.dataclass(frozen=True)
... class Table:
...     seats: tuple[int, ...]
>>> calls = []
>>> @derived
... def total(t: Table) -> int:
...     calls.append(t)
...     return sum(t.seats)
>>> t = Table((1, 2))
>>> total(t), total(t), len(calls), t == Table((1, 2))
(3, 3, 1, True)
>>> total(dataclasses.replace(t, seats=(5,))), len(calls)
(5, 2)

A frozen dataclass that is copied often (every entry copies the table, most entries an army or a player) derives
from :class:`Derives` and copies itself with :meth:`Derives.copy_with`, as :func:`dataclasses.replace` without
running ``__init__`` again (so: no ``__post_init__``, every field an ``__init__`` argument):

>>> @dataclasses.dataclass(frozen=True)
... class Seat(Derives):
...     name: str
...     points: int = 0
>>> @derived
... def shout(s: Seat) -> str:
...     return s.name.upper()
>>> s = Seat("Anna")
>>> shout(s), s.copy_with(points=3), shout(s.copy_with(name="Ben"))
('ANNA', Seat(name='Anna', points=3), 'BEN')
>>> s.copy_with(colour="Rot")
Traceback (most recent call last):
TypeError: Seat has no field ['colour']

What follows from a few fields only — the seat order from the players, the lands by name from the lands — is
carried forward to a copy that leaves those fields as they were (:func:`derived_from`): an entry that moves an army
keeps the index of the lands. What nearly every entry asks several times of the state itself — the Mover, the seat
order — is a carried attribute (:func:`carried`): kept beside the fields as a plain attribute, so it is read without a
call, and left behind by a copy that changes a field it follows from. ``tests/got/test_carried.py`` checks every
carried value against the one worked out again over real games.

>>> @derived_from("name")
... def initial(s: Seat) -> str:
...     calls.append(s)
...     return s.name[0]
>>> before = len(calls)
>>> initial(s), initial(s.copy_with(points=9)), len(calls) - before, initial(s.copy_with(name="Ben"))
('A', 'A', 1, 'B')
>>> @dataclasses.dataclass(frozen=True)
... class Hall(Derives):
...     seats: tuple[str, ...]
...     open: bool = True
...     @carried("seats")
...     def first(self) -> str:
...         calls.append(self)
...         return self.seats[0]
>>> h, before = Hall(("Anna", "Ben")), len(calls)
>>> h.first, h.first, h.copy_with(open=False).first, len(calls) - before, h.copy_with(seats=("Cleo",)).first
('Anna', 'Anna', 'Anna', 1, 'Cleo')
>>> h == Hall(("Anna", "Ben")), "first" in h.__getstate__()
(True, False)
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, Self, TypeVar, cast, overload

from referee.core.refusal import in_force

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

S = TypeVar("S")
T = TypeVar("T")
#: where an object keeps what was derived from it: one dict beside its fields, left behind by a copy
_KEPT = "_derived"
#: what :func:`derived_from` keeps, by key: the fields it follows from and the function as derived (its
#: ``__wrapped__`` works it out again: for the tests)
CARRIED: dict[str, tuple[frozenset[str], Callable[[object], object]]] = {}


def derived(fn: Callable[[S], T]) -> Callable[[S], T]:
    """``fn(state)`` worked out once per state object and kept on it (see the module docstring)."""
    return _once(fn, judges=True)


def fact(fn: Callable[[S], T]) -> Callable[[S], T]:
    """:func:`derived` for a function that judges nothing — makes and catches no refusal —, kept and read while a stored
    entry is replayed past a waived refusal too (see the module docstring)."""
    return _once(fn, judges=False)


def _once(fn: Callable[[S], T], *, judges: bool) -> Callable[[S], T]:
    key = _key(fn)

    @functools.wraps(fn)
    def once(state: S) -> T:
        if judges:
            waivers = in_force()
            if waivers is not None and waivers.keys:
                # replayed past a waived refusal, a rule that catches refusals may answer otherwise: keep nothing
                return fn(state)
        fields = state.__dict__
        kept = fields.get(_KEPT)
        if kept is None:
            kept = fields[_KEPT] = {}
        elif key in kept:
            found: T = kept[key]
            return found
        value = kept[key] = fn(state)
        return value

    return once


def derived_from(*fields: str) -> Callable[[Callable[[S], T]], Callable[[S], T]]:
    """:func:`fact` for a function of the named fields of the state alone, judging nothing: the value goes with a copy
    (:meth:`Derives.copy_with`) that changes none of them (see the module docstring)."""

    def wrap(fn: Callable[[S], T]) -> Callable[[S], T]:
        once = fact(fn)
        CARRIED[_key(fn)] = (frozenset(fields), cast("Callable[[object], object]", once))
        _PLANS.clear()  # a copy's plan names what it carries of every carried value known
        return once

    return wrap


def carried(*fields: str) -> Callable[[Callable[[S], T]], Carried[S, T]]:
    """A property of the state worked out from the named fields alone, judging nothing (:func:`fact`), kept as a plain
    attribute beside the fields — read again without a call — and carried to a copy (:meth:`Derives.copy_with`) that
    changes none of them; a copy that changes one leaves it behind. For what nearly every entry asks several times (the
    Mover, the players still in the game)::

        @carried("players", "mover")
        def mover_player(self) -> Player: ...
    """

    def wrap(fn: Callable[[S], T]) -> Carried[S, T]:
        return Carried(fn, frozenset(fields))

    return wrap


class Carried(Generic[S, T]):
    """A carried attribute (:func:`carried`): a non-data descriptor, so the value kept on the state is read from then
    on."""

    def __init__(self, fn: Callable[[S], T], fields: frozenset[str]) -> None:
        self.fn, self.fields, self.name = fn, fields, fn.__name__
        self.__doc__ = fn.__doc__
        key = _key(fn)
        # the tests work each one out again (``__wrapped__``) and read the one kept (:func:`kept_values`)
        read = cast("Callable[[object], object]", functools.wraps(fn)(lambda state: getattr(state, self.name)))
        CARRIED[key] = (fields, read)
        _ATTRIBUTES[key] = self.name
        _PLANS.clear()

    @overload
    def __get__(self, state: None, owner: type) -> Self: ...

    @overload
    def __get__(self, state: S, owner: type | None = None) -> T: ...

    def __get__(self, state: S | None, owner: type | None = None) -> T | Self:
        if state is None:
            return self
        value = state.__dict__[self.name] = self.fn(state)
        return value


#: the key of each carried attribute (:class:`carried`) and its name on the state
_ATTRIBUTES: dict[str, str] = {}


def kept_values(state: object) -> dict[str, object]:
    """What ``state`` keeps of the carried values (:data:`CARRIED`), by key: for the tests."""
    fields = vars(state)
    found = {key: value for key, value in fields.get(_KEPT, {}).items() if key in CARRIED}
    found.update({key: fields[name] for key, name in _ATTRIBUTES.items() if name in fields})
    return found


def _key(fn: Callable[..., object]) -> str:
    return f"{fn.__module__}.{fn.__qualname__}"


class Derives:
    """A frozen dataclass copied often, cheaply: :meth:`copy_with` (see the module docstring)."""

    def copy_with(self, **changes: object) -> Self:
        """``dataclasses.replace(self, **changes)`` without running ``__init__`` for every field again; what was derived
        from this object stays behind (:func:`derived`)."""
        cls = type(self)
        names = tuple(changes)
        found = _PLANS.get((cls, names))
        plan, drop = found if found is not None else _plan(cls, names)
        new = object.__new__(cls)
        fields = new.__dict__
        fields.update(self.__dict__)
        kept = fields.pop(_KEPT, None)
        for name in drop:  # the carried attributes that follow from a field changed
            fields.pop(name, None)
        fields.update(changes)
        if kept and plan:
            carried = {}
            for key in plan:
                if key in kept:
                    carried[key] = kept[key]
            if carried:
                fields[_KEPT] = carried
        return new

    def __getstate__(self) -> dict[str, object]:
        """The fields alone: what was derived is never stored (a snapshot pickles the states)."""
        fields = self.__dict__
        return {name: fields[name] for name in _fields_of(type(self))}


#: what a copy changing the named fields (in the order named) carries — the keys of the carried values kept in the
#: derived dict that follow from none of them — and the carried attributes (:func:`carried`) it leaves behind; worked
#: out once per class and names (a copy is made the same way at each place)
_PLANS: dict[tuple[type, tuple[str, ...]], tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _plan(cls: type, names: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The plan of a copy of ``cls`` changing ``names`` (refused when ``cls`` has no such field)."""
    known = frozenset(_fields_of(cls))
    if not known.issuperset(names):
        raise TypeError(f"{cls.__name__} has no field {sorted(set(names) - known)}")
    attributes = {name: attr for k in reversed(cls.__mro__) for name, attr in vars(k).items() if isinstance(attr, Carried)}
    keep = tuple(key for key, (follows, _) in CARRIED.items() if key not in _ATTRIBUTES and follows.isdisjoint(names))
    drop = tuple(name for name, attr in attributes.items() if not attr.fields.isdisjoint(names))
    plan = _PLANS[(cls, names)] = (keep, drop)
    return plan


def _fields_of(cls: type) -> tuple[str, ...]:
    """The field names of a dataclass that derives from :class:`Derives` (read once per class)."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cast("type[DataclassInstance]", cls)))
    return found


_FIELDS: dict[type, tuple[str, ...]] = {}
