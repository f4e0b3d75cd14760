"""Options: what may be entered now, in one shape for every game.

An :class:`Option` is either a **concrete entry** (``entry`` set) or a **template** (``entry`` is
None and ``fields`` names the legal values of what the scribe still has to fill in).  A concrete
option is never declared legal by hand: :meth:`referee.core.engine.Engine.options` runs it through
the engine's own ``apply`` and takes ``allowed``, the sections and the reason from that verdict —
one source of legality.

>>> from referee.core.testing import Add
>>> o = Option.entry_of("add", "Zwei addieren", "Add two", Add(amount=2), ("1",))
>>> o.kind, o.allowed, o.to_json("en")["label"]
('add', True, 'Add two')
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from referee.core.events import Event, to_dict
from referee.core.verdict import Verdict

if TYPE_CHECKING:
    from referee.core.engine import Engine

S = TypeVar("S")

#: a JSON-ready value of a template field (legal values, limits, facts)
FieldValue = Any


@dataclasses.dataclass(frozen=True)
class Option:
    """One thing that may (or may not) be entered now, with the sections it rests on."""

    kind: str
    label_de: str
    label_en: str
    #: the concrete entry; None for a template the scribe completes
    entry: Event | None = None
    #: template fields: name -> legal values or facts (JSON-ready), in a stable order
    fields: tuple[tuple[str, FieldValue], ...] = ()
    allowed: bool = True
    sections: tuple[str, ...] = ()
    reason_de: str = ""
    reason_en: str = ""

    @classmethod
    def entry_of(cls, kind: str, label_de: str, label_en: str, entry: Event,
                 sections: tuple[str, ...] = ()) -> Option:
        """A concrete candidate; ``allowed`` is decided by the engine (:meth:`Engine.options`)."""
        return cls(kind, label_de, label_en, entry=entry, sections=sections)

    @classmethod
    def template(cls, kind: str, label_de: str, label_en: str, sections: tuple[str, ...], *,
                 allowed: bool = True, reason: tuple[str, str] = ("", ""), **fields: FieldValue) -> Option:
        """An entry the scribe completes; ``fields`` are its legal values."""
        return cls(kind, label_de, label_en, None, tuple(fields.items()), allowed, sections, *reason)

    def label(self, lang: str = "de") -> str:
        return self.label_en if lang == "en" else self.label_de

    def reason(self, lang: str = "de") -> str:
        return self.reason_en if lang == "en" else self.reason_de

    @property
    def field_map(self) -> Mapping[str, FieldValue]:
        return dict(self.fields)

    def get(self, name: str, default: FieldValue = None) -> FieldValue:
        """A template field's value (``default`` when the option has no such field)."""
        return self.field_map.get(name, default)

    def to_json(self, lang: str = "de") -> dict[str, Any]:
        """The option as JSON-ready data (the command line's ``options --json``)."""
        out: dict[str, Any] = {"kind": self.kind, "label": self.label(lang), "allowed": self.allowed,
                               "sections": list(self.sections)}
        if self.entry is not None:
            out["entry"] = to_dict(self.entry)
        out.update(self.fields)
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


def judged(kind: str, de: str, en: str, sections: tuple[str, ...], ok: Sequence[Event],
           refusal: Verdict[bool] | None, **fields: FieldValue) -> Option:
    """A template: allowed when some probe was accepted, else with the refusal's sections and reason."""
    if ok or refusal is None:
        return Option.template(kind, de, en, sections, allowed=bool(ok), **fields)
    return Option.template(kind, de, en, refusal.sections or sections, allowed=False,
                           reason=(refusal.why_de, refusal.why_en), **fields)


def with_fields(option: Option, **fields: FieldValue) -> Option:
    """A concrete option with facts for the display (the engine still judges its entry)."""
    return dataclasses.replace(option, fields=tuple(fields.items()))


def of_kind(options: list[Option] | tuple[Option, ...], kind: str) -> list[Option]:
    """The options of one kind, in order."""
    return [o for o in options if o.kind == kind]
