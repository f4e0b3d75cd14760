"""Options: what may be entered now, in one shape for every game.

An :class:`Option` is either a **concrete entry** (``entry`` set) or a **template** (``entry`` is
None and its ``payload`` names the legal values of what the scribe still has to fill in).  A payload is
typed per kind: a frozen :class:`Payload` subclass of the game's ``referee/<game>/payloads.py`` whose
fields are the facts and legal values, and whose ``make(...)`` turns the scribe's choice into the entry —
the one place a choice becomes an event, used by the dialogs, the quick line and the tests alike.  A concrete
option is never declared legal by hand: :meth:`referee.core.engine.Engine.options` runs it through
the engine's own ``apply`` and takes ``allowed``, the sections and the reason from that verdict —
one source of legality.

>>> from referee.core.testing import Add
>>> class Kind(StrEnum):
...     ADD = "add"
>>> o = Option.entry_of(Kind.ADD, "Zwei addieren", "Add two", Add(amount=2), ("1",))
>>> o.kind is Kind.ADD, o.allowed, o.to_json("en")["kind"], o.to_json("en")["label"]
(True, True, 'add', 'Add two')
>>> @dataclasses.dataclass(frozen=True)
... class AddSome(Payload):
...     most: int
...     def make(self, amount: int) -> Add:
...         return Add(amount=amount)
>>> t = Option.template(Kind.ADD, "Addieren", "Add", ("1",), payload=AddSome(most=3))
>>> t.payload_of(AddSome).make(2), t.to_json()["most"]
(Add(amount=2), 3)
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum, StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, TypeVar

from referee.core.events import Event, to_dict
from referee.core.verdict import Verdict

if TYPE_CHECKING:
    from referee.core.engine import Engine

S = TypeVar("S")

@dataclasses.dataclass(frozen=True)
class Payload:
    """The typed facts and legal values of one kind of option (a frozen dataclass per kind).

    A subclass whose entry the scribe completes has ``make(<the choice>) -> Event``; its fields are read as
    attributes (``offer.payload_of(DrawPayload).count``), and become JSON only at the command line's edge.
    """

    def to_json(self) -> dict[str, Any]:
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}


P = TypeVar("P", bound=Payload)


def _plain(value: object) -> Any:
    if isinstance(value, Enum):  # before str: a StrEnum shows as its plain value
        return value.value
    if isinstance(value, bool) or value is None or isinstance(value, (int, str, float)):
        return value
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, Event):
        return to_dict(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list, frozenset, set)):
        return [_plain(v) for v in value]
    raise TypeError(f"cannot show {type(value).__name__} in an option")


@dataclasses.dataclass(frozen=True)
class Option:
    """One thing that may (or may not) be entered now, with the sections it rests on.

    ``kind`` is a member of the game's ``OptionKind`` (``referee/<game>/kinds.py``): a ``StrEnum``, so the command
    line's JSON shows its plain name."""

    kind: StrEnum
    label_de: str
    label_en: str
    #: the concrete entry; None for a template the scribe completes
    entry: Event | None = None
    allowed: bool = True
    sections: tuple[str, ...] = ()
    reason_de: str = ""
    reason_en: str = ""
    #: the kind's typed facts and legal values (None where the kind has none)
    payload: Payload | None = None
    #: facts the referee shows beside the entries, no entry to make (Gods of Titan's victory-point benefits)
    facts_only: bool = False

    @classmethod
    def entry_of(cls, kind: StrEnum, label_de: str, label_en: str, entry: Event,
                 sections: tuple[str, ...] = ()) -> Option:
        """A concrete candidate; ``allowed`` is decided by the engine (:meth:`Engine.options`)."""
        return cls(kind, label_de, label_en, entry=entry, sections=sections)

    @classmethod
    def template(cls, kind: StrEnum, label_de: str, label_en: str, sections: tuple[str, ...], *,
                 allowed: bool = True, reason: tuple[str, str] = ("", ""), payload: Payload | None = None,
                 facts_only: bool = False) -> Option:
        """An entry the scribe completes; ``payload`` holds its legal values (or, ``facts_only``, facts to show)."""
        return cls(kind, label_de, label_en, None, allowed, sections, *reason, payload, facts_only)

    def payload_of(self, cls: type[P]) -> P:
        """The payload, as the kind's class (``TypeError`` naming the kind if it is another)."""
        if not isinstance(self.payload, cls):
            raise TypeError(f"option {self.kind!r} carries {type(self.payload).__name__}, not {cls.__name__}")
        return self.payload

    def label(self, lang: str = "de") -> str:
        return self.label_en if lang == "en" else self.label_de

    def reason(self, lang: str = "de") -> str:
        return self.reason_en if lang == "en" else self.reason_de

    def to_json(self, lang: str = "de") -> dict[str, Any]:
        """The option as JSON-ready data (the command line's ``options --json``)."""
        out: dict[str, Any] = {"kind": str(self.kind), "label": self.label(lang), "allowed": self.allowed,
                               "sections": list(self.sections)}
        if self.entry is not None:
            out["entry"] = to_dict(self.entry)
        if self.payload is not None:
            out.update(self.payload.to_json())
        if self.reason(lang):
            out["reason"] = self.reason(lang)
        return out


def accepted(engine: Engine[S], state: S, probes: Iterable[Event], *,
             check: Callable[[Event], Verdict[bool]] | None = None) -> tuple[list[Event], Verdict[bool] | None]:
    """The probes the engine accepts now (by ``engine.check``, or a game's own ``check`` built on it), and
    the most common refusal among the others (None if none)."""
    ok: list[Event] = []
    refusals: list[Verdict[bool]] = []
    for ev in probes:
        v = check(ev) if check is not None else engine.check(state, ev)
        if v.value:
            ok.append(ev)
        else:
            refusals.append(v)
    if not refusals:
        return ok, None
    common = Counter((v.sections, v.why_de, v.why_en) for v in refusals).most_common(1)[0][0]
    return ok, Verdict(False, *common)


def judged(kind: StrEnum, de: str, en: str, sections: tuple[str, ...], ok: Sequence[Event],
           refusal: Verdict[bool] | None, payload: Payload | None = None) -> Option:
    """A template: allowed when some probe was accepted, else with the refusal's sections and reason."""
    if ok or refusal is None:
        return Option.template(kind, de, en, sections, allowed=bool(ok), payload=payload)
    return Option.template(kind, de, en, refusal.sections or sections, allowed=False,
                           reason=(refusal.why_de, refusal.why_en), payload=payload)


def with_payload(option: Option, payload: Payload) -> Option:
    """A concrete option with its typed facts for the display (the engine still judges its entry)."""
    return dataclasses.replace(option, payload=payload)


def payloads(options: Iterable[Option], cls: type[P], *, allowed: bool | None = None) -> list[tuple[Option, P]]:
    """The options carrying a payload of ``cls``, with it (only the allowed or refused ones if asked)."""
    return [(o, o.payload) for o in options
            if isinstance(o.payload, cls) and (allowed is None or o.allowed == allowed)]


def of_kind(options: list[Option] | tuple[Option, ...], kind: StrEnum) -> list[Option]:
    """The options of one kind, in order."""
    return [o for o in options if o.kind == kind]
