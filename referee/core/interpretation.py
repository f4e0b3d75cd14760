"""Named interpretations: where a rulebook is silent, garbled or contradicts itself.

Each place the text leaves open is one :class:`Interpretation` with a
documented default; where players could reasonably disagree it has several
choices, and a table picks one in the game's setup event (``settings``).
Every game package exposes ``INTERPRETATIONS`` in ``referee/<game>/interpretations.py``;
the rules database shows them beside the sections they touch.

An interpretation made is known by its id (:func:`known`), as an event type is by its name; the core knows no
game: for an id not made yet it asks the finders the program added (:func:`add_finder`; the registry adds one
that imports the interpretations of the game the id names).

>>> i = Interpretation(id="demo.rounding", game="demo", sections=("1.1",),
...     title_de="Runden", title_en="Rounding", digest_de="…", digest_en="…",
...     default="down", choices=(Choice("down", "ab", "down"), Choice("up", "auf", "up")))
>>> i.resolve({"demo.rounding": "up"}), i.resolve({})
('up', 'down')
>>> known("demo.rounding") is i
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from enum import StrEnum
from functools import lru_cache
from typing import ClassVar, TypeVar

from referee.core.errors import InvalidInput, UnknownName

_KNOWN: dict[str, Interpretation] = {}
#: what finds the interpretation of an id not made yet (the registry adds one: it imports the game's)
_FINDERS: list[Callable[[str], object]] = []


@dataclasses.dataclass(frozen=True)
class Choice:
    value: str
    label_de: str
    label_en: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class Interpretation:
    """One named interpretation with its default and the choices a table may make."""

    id: str
    game: str
    sections: tuple[str, ...]
    title_de: str
    title_en: str
    #: What the text says or lacks, and what the program does by default (own words).
    digest_de: str
    digest_en: str
    default: str
    choices: tuple[Choice, ...] = ()
    #: the version of its game's set-up entry it arrived with; a game set up before (an older set-up version)
    #: keeps the reading it was played under, ``pinned`` (see :func:`pins`)
    arrived: int = 1
    #: the value that reproduces what the versions before ``arrived`` did (required when ``arrived > 1``)
    pinned: str = ""

    def __post_init__(self) -> None:
        if self.arrived > 1 and self.pinned not in ({c.value for c in self.choices} or {self.default}):
            raise ValueError(f"{self.id}: arrived with set-up version {self.arrived} but pins no known value "
                             f"for older set-ups ({self.pinned!r})")
        _KNOWN.setdefault(self.id, self)  # the first made under an id is the one known by it

    def resolve(self, settings: Mapping[str, str]) -> str:
        """The value in force under ``settings`` (the default when unset)."""
        value = settings.get(self.id, self.default)
        allowed = {c.value for c in self.choices} or {self.default}
        if value not in allowed:
            raise InvalidInput(
                f"Unbekannte Wahl {value!r} für {self.id}; erlaubt: {', '.join(sorted(allowed))}.",
                f"Unknown choice {value!r} for {self.id}; allowed: {', '.join(sorted(allowed))}.",
                sections=self.sections,
            )
        return value


def pins(interpretations: tuple[Interpretation, ...], from_version: int) -> tuple[tuple[str, str], ...]:
    """The readings a set-up of ``from_version`` keeps on its way to ``from_version + 1``: the pinned value of
    every interpretation that arrived with ``from_version + 1`` (each game's set-up upgrader adds them, unless
    the table's settings name them already). Chained upgraders pin every later arrival in turn.

    >>> late = Interpretation(id="demo.late", game="demo", sections=("1.2",), title_de="…", title_en="…",
    ...     digest_de="…", digest_en="…", default="new", arrived=2, pinned="old",
    ...     choices=(Choice("new", "neu", "new"), Choice("old", "alt", "old")))
    >>> pins((late,), 1), pins((late,), 2)
    ((('demo.late', 'old'),), ())
    """
    return tuple((i.id, i.pinned) for i in interpretations if i.arrived == from_version + 1)


def pinned_pairs(settings: object, interpretations: tuple[Interpretation, ...],
                 from_version: int) -> list[list[str]]:
    """A set-up's stored ``settings`` (pairs ``[id, value]``) with the pins of :func:`pins` the table has not
    switched itself, as stored JSON (for a set-up upgrader)."""
    pairs = [list(x) for x in settings] if isinstance(settings, (list, tuple)) else []
    have = {x[0] for x in pairs if x}
    return pairs + [[k, v] for k, v in pins(interpretations, from_version) if k not in have]


def add_finder(find: Callable[[str], object]) -> None:
    """Add ``find(interpretation_id)``, called for an id not made yet (it imports where it is made)."""
    if find not in _FINDERS:
        _FINDERS.append(find)


def known(interpretation_id: str) -> Interpretation:
    """The interpretation made under ``interpretation_id``; an unknown id is named with close matches."""
    found = _KNOWN.get(interpretation_id)
    for find in _FINDERS if found is None else ():
        find(interpretation_id)
        found = _KNOWN.get(interpretation_id)
        if found is not None:
            break
    if found is None:
        raise UnknownName.of("Auslegung", "interpretation", interpretation_id, _KNOWN)
    return found


def validate_settings(
    interpretations: tuple[Interpretation, ...], settings: Mapping[str, str]
) -> None:
    """Raise :class:`InvalidInput` for an unknown key or an unknown choice."""
    by_id = {i.id: i for i in interpretations}
    for key in settings:
        if key not in by_id:
            raise InvalidInput(
                f"Unbekannte Einstellung {key!r}; bekannt: {', '.join(sorted(by_id))}.",
                f"Unknown setting {key!r}; known: {', '.join(sorted(by_id))}.",
            )
        by_id[key].resolve(settings)


class Reading(StrEnum):
    """The choices of one interpretation as an enum (a game's ``readings`` module): ``__interpretation__`` names it,
    the members are its choices' values (the stored settings keep the plain values)."""

    __interpretation__: ClassVar[str]


R = TypeVar("R", bound=Reading)


class WithSettings:
    """A game state that carries its set-up's interpretation settings: one way to read them.

    ``state.setting(id)`` is the choice in force — the table's, else the interpretation's documented
    default (never a default written again at the place that asks); ``state.reading(Cls)`` is the same choice as a
    member of the interpretation's :class:`Reading` enum, for a rule that asks which one is in force.
    """

    settings: tuple[tuple[str, str], ...]

    def setting(self, interpretation_id: str) -> str:
        try:
            return _setting(self.settings, interpretation_id)
        except TypeError:  # settings that are no tuple of pairs (a test's hand-made state): read them as they are
            return known(interpretation_id).resolve(dict(self.settings))

    def reading(self, cls: type[R]) -> R:
        return cls(self.setting(cls.__interpretation__))


@lru_cache(maxsize=1024)
def _setting(settings: tuple[tuple[str, str], ...], interpretation_id: str) -> str:
    """The choice in force under a table's settings (asked on nearly every entry of a replay, by every state of one
    game with the same settings: worked out once)."""
    return known(interpretation_id).resolve(dict(settings))
