"""What every game's quick-entry line shares (Qt-free): a line's :class:`Reading` — its entry and the referee's
verdict, or why it is no entry — and :func:`judged`, how a line of one entry is read and judged. Each game's own
line is ``ui/service/<game>/quick.py``.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Sequence
from typing import TypeVar

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.core.limits import full
from ui.service.next_step import way_forward
from ui.service.session import OpenGame

S = TypeVar("S")


@dataclasses.dataclass(frozen=True)
class Reading:
    """What a whole line means: the entry and the referee's verdict on it, or why it is no entry."""

    entry: Event | None
    ok: bool
    #: why the line is refused; for an accepted line what else the scribe should know (the movement ends)
    message: str = ""
    sections: tuple[str, ...] = ()
    #: the entries the line makes after ``entry``, in order (the recruit announced with a move, 6.4)
    then: tuple[Event, ...] = ()

    def label(self, lang: str = "de") -> str:
        if self.entry is None:
            return self.message
        labels = [self.entry.label(lang)]
        for e in self.then:  # "Rot 3 → P (Plains) · 3 · rekrutiert Centaur": the army named once
            marker = getattr(e, "marker", None)
            text = e.label(lang)
            labels.append(text.removeprefix(f"{marker} ") if marker == getattr(self.entry, "marker", None) else text)
        said = " · ".join(labels)
        return f"{said} — {self.message}" if self.ok and self.message else said


def refused(game: OpenGame[S], message: str, sections: Sequence[str], lang: str, entry: Event | None = None,
            then: tuple[Event, ...] = (), *, forms: str = "") -> Reading:
    """A refused line: its reason, its sections and how to go on (:func:`ui.service.next_step.way_forward`: what
    is possible now, and ``forms``, the line's forms for it)."""
    limit = full(game.entries)
    if limit is not None:  # a game at the entry limit takes nothing, whatever the line: it says so, with the limit
        return Reading(entry, False, limit.message(lang), (), then)
    said, where = way_forward(typing.cast("OpenGame[object]", game), message, tuple(sections), lang, forms=forms)
    return Reading(entry, False, said, where, then)


def judged(game: OpenGame[S], parse: Callable[[OpenGame[S], str], Event], text: str, lang: str, *,
           forms: str = "") -> Reading:
    """The one entry a game's quick-line ``parse`` reads from ``text``, with the referee's verdict (nothing is
    entered) — how the lines of Titan – Die Arena, Castle Rampage, Burgenkrieg and Weiß Schwarz are read; a
    refusal says how to go on (``forms``: the line's forms for what is possible now)."""
    try:
        entry = parse(game, text)
    except RefereeError as exc:
        return refused(game, exc.message(lang), exc.sections, lang, forms=forms)
    verdict = game.check(entry)
    if not verdict.value:
        return refused(game, verdict.why(lang), tuple(verdict.sections), lang, entry, forms=forms)
    return Reading(entry, True, "", tuple(verdict.sections))
