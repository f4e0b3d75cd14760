"""The engine contract: one ``apply`` per game that validates, then transitions.

A game's state is never stored: it is the result of replaying the journal
through :meth:`Engine.apply`.  ``apply`` is pure: it never mutates the state it
gets, and it raises :class:`~referee.core.errors.RuleViolation` (naming the rule
sections) before anything changes when the event breaks a rule.

Subclasses register one handler per event class with :func:`handles`::

    class CounterEngine(Engine[int]):
        game = "demo"
        def initial_state(self) -> int:
            return 0
        @handles(Add)
        def _add(self, state: int, ev: Add) -> int:
            return state + ev.amount
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Generic, TypeVar

from referee.core.errors import RefereeError, RuleViolation
from referee.core.events import Event
from referee.core.option import Option
from referee.core.verdict import Verdict

S = TypeVar("S")
Handler = Callable[[Any, Any, Any], Any]


def handles(*event_classes: type[Event]) -> Callable[[Handler], Handler]:
    """Mark an engine method as the handler of the given event classes."""

    def mark(fn: Handler) -> Handler:
        fn.__handles__ = event_classes  # type: ignore[attr-defined]
        return fn

    return mark


class Engine(ABC, Generic[S]):
    """Rules of one game: initial state, and one validating ``apply``."""

    #: Short id of the game: ``got``, ``arena``, ``rampage``, ``burgenkrieg``, ``weiss``.
    game: ClassVar[str] = ""
    _handlers: ClassVar[dict[type[Event], Handler]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        handlers: dict[type[Event], Handler] = {}
        for base in reversed(cls.__mro__):
            for attr in vars(base).values():
                for ev_cls in getattr(attr, "__handles__", ()):
                    handlers[ev_cls] = attr
        cls._handlers = handlers

    @abstractmethod
    def initial_state(self) -> S:
        """The state before the first event (an empty table)."""

    def event_classes(self) -> tuple[type[Event], ...]:
        """The event classes this engine accepts."""
        return tuple(self._handlers)

    def apply(self, state: S, ev: Event) -> S:
        """Validate ``ev`` against ``state`` and return the next state.

        Raises :class:`RuleViolation` (or another :class:`RefereeError`) and
        leaves ``state`` untouched when the event is not allowed.
        """
        handler = self._handlers.get(type(ev))
        if handler is None:
            raise RuleViolation(
                f"Ereignis {ev.type_name!r} gehört nicht zu diesem Spiel ({self.game}).",
                f"Event {ev.type_name!r} does not belong to this game ({self.game}).",
            )
        result: S = handler(self, state, ev)
        return result

    def check(self, state: S, ev: Event) -> Verdict[bool]:
        """Would ``ev`` be accepted now? A dry run of :meth:`apply`: the verdict names the sections."""
        try:
            self.apply(state, ev)
        except RefereeError as exc:
            return Verdict(False, exc.sections, exc.message("de"), exc.message("en"))
        return Verdict(True)

    def candidates(self, state: S) -> Iterable[Option]:
        """The entries worth offering now (concrete ones are checked by :meth:`options`). Hook."""
        return ()

    def options(self, state: S) -> list[Option]:
        """What may be entered now: every concrete candidate is judged by :meth:`check` — the one
        source of legality — and templates come as the game's hook gives them."""
        out: list[Option] = []
        for option in self.candidates(state):
            if option.entry is not None:
                verdict = self.check(state, option.entry)
                option = dataclasses.replace(
                    option, allowed=verdict.value, sections=verdict.sections or option.sections,
                    reason_de=verdict.why_de, reason_en=verdict.why_en)
            out.append(option)
        return out

    def is_setup(self, ev: Event) -> bool:
        """Is ``ev`` the game's set-up entry (``<game>.setup``)? It is the game itself: never undone."""
        return ev.type_name == f"{self.game}.setup"

    def started(self, state: S) -> bool:
        """Has the set-up entry been made? (Every game's first entry is its set-up.)"""
        return True

    def finished(self, state: S) -> bool:
        """Is the game over (nothing more may be entered)? Hook."""
        return False

    def replay(self, events: Iterable[Event]) -> S:
        """The state after all ``events``, each validated in turn."""
        state = self.initial_state()
        for ev in events:
            state = self.apply(state, ev)
        return state
