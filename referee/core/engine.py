"""The engine contract: one ``apply`` per game that judges, then transitions.

A game's state is never stored: it is the result of replaying the journal.
``apply`` is pure: it never mutates the state it gets, and it refuses a *new* entry that breaks a rule
(:func:`~referee.core.refusal.refuse` raises a :class:`~referee.core.errors.RuleViolation` naming the
sections) before anything changes.  A *stored* entry is what the table did: :meth:`Engine.record`
applies it even where today's rules refuse it, and says so (:class:`Recorded`).

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
import functools
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Generic, TypeVar

from referee.core.errors import InvalidInput, RefereeError, RuleViolation
from referee.core.events import Event
from referee.core.note import Note, check_note
from referee.core.option import Option
from referee.core.refusal import Waivers
from referee.core.verdict import Verdict

S = TypeVar("S")
Handler = Callable[[Any, Any, Any], Any]


def handles(*event_classes: type[Event]) -> Callable[[Handler], Handler]:
    """Mark an engine method as the handler of the given event classes."""

    def mark(fn: Handler) -> Handler:
        fn.__handles__ = event_classes  # type: ignore[attr-defined]
        return fn

    return mark


_LOG = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class Recorded(Generic[S]):
    """A stored entry replayed: the state after it, what today's rules say of it (``refusals``, the
    first being what a new entry would be told; ``rules``, the rule ids of those made through
    :func:`~referee.core.refusal.refuse`, each once) and whether its effect could be applied at all (when
    not, ``state`` is the state before it). ``internal``: an error that is no refusal stopped it — a bug of
    the program, not a ruling."""

    state: S
    refusals: tuple[Verdict[bool], ...] = ()
    applied: bool = True
    rules: tuple[str, ...] = ()
    internal: bool = False


def refusal_verdict(exc: RefereeError) -> Verdict[bool]:
    """A refusal as a verdict (its sections and message in both languages)."""
    return Verdict(False, exc.sections, exc.message("de"), exc.message("en"))


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
        own = vars(cls).get("apply")
        if own is not None and not getattr(own, "notes_first", False):
            cls.apply = _notes_first(own)  # type: ignore[method-assign,assignment]

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

    @handles(Note)
    def _note(self, state: S, ev: Note) -> S:
        """A note on an entry (:mod:`referee.core.note`): accepted by every game once it has begun, changing
        nothing on the table (whose turn it is, whether the game is over or a fight is open do not matter)."""
        check_note(ev)
        if not self.started(state):
            raise InvalidInput("Eine Notiz braucht eine begonnene Partie: zuerst die Aufstellung eintragen.",
                               "A note needs a game that has begun: enter the set-up first.")
        return state

    def check(self, state: S, ev: Event) -> Verdict[bool]:
        """Would ``ev`` be accepted now? A dry run of :meth:`apply`: the verdict names the sections."""
        try:
            self.apply(state, ev)
        except RefereeError as exc:
            return refusal_verdict(exc)
        return Verdict(True)

    def record(self, state: S, ev: Event) -> Recorded[S]:
        """Apply a *stored* entry: never refused. Each refusal today's rules make of it is noted and
        waived by its rule id, and the handler goes on to the effect; an entry whose effect cannot be applied to
        ``state`` at all is kept as not applied (the state stays as it was), with the reason. An exception that is
        no refusal is an internal error: logged with its traceback, the entry not applied and marked ``internal``.

        >>> from referee.core.testing import Add, CounterEngine
        >>> r = CounterEngine().record(1, Add(amount=-3))
        >>> r.state, r.applied, r.refusals[0].sections, r.rules, r.internal
        (-2, True, ('1.1',), ('demo.counter.below_zero',), False)
        """
        waivers = Waivers()
        refusals: list[Verdict[bool]] = []
        with waivers.active():
            while True:
                try:
                    after = self.apply(state, ev)
                except RefereeError as exc:  # a refusal: waived by its rule id (and item), else the entry ends
                    refusals.append(refusal_verdict(exc))
                    if waivers.waive(exc):
                        continue
                    return Recorded(state, tuple(refusals), applied=False, rules=_rules(waivers, exc))
                except Exception as exc:  # no refusal: a bug, never an old ruling
                    _LOG.error("internal error replaying a stored entry %s: %s", ev.type_name, exc, exc_info=True)
                    refusals.append(_INTERNAL)
                    return Recorded(state, tuple(refusals), applied=False, rules=_rules(waivers), internal=True)
                rules = _rules(waivers)
                if refusals and not self.is_setup(ev) and not self.conserves(state, after):
                    # applied, it would make or lose a figure: not applied
                    refusals.append(_NOT_CONSERVED)
                    return Recorded(state, tuple(refusals), applied=False, rules=rules)
                return Recorded(after, tuple(refusals), rules=rules)

    def label(self, state: S, ev: Event, lang: str = "de") -> str:
        """The entry in words as the table made it on ``state`` (the state before it); a game may add what
        the table knew then and the entry leaves out (Weiß Schwarz: a climax's effect from the deck list)."""
        return ev.label(lang)

    def holdings(self, state: S) -> object:
        """What no entry makes or loses — the figures, the cards — compared before and after a stored entry
        whose refusals were waived (one that would change them is not applied); None where a game counts
        nothing such. Hook."""
        return None

    def conserves(self, before: S, after: S) -> bool:
        """Does ``after`` hold what ``before`` holds (:meth:`holdings`)? A game may answer without counting all of
        both (Gods of Titan counts only what changed). Hook."""
        return self.holdings(after) == self.holdings(before)

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
        """The state after ``events``, each judged in turn as a new entry (a stored game is opened with
        :meth:`record` instead: :class:`~referee.core.journal.Journal`)."""
        state = self.initial_state()
        for ev in events:
            state = self.apply(state, ev)
        return state


def _notes_first(apply: Handler) -> Handler:
    """A game's own ``apply`` (its guards before every entry: whose turn, a fight to finish, the end of the
    game) with a note handed to the core's handler first: a note is no move at the table."""

    @functools.wraps(apply)
    def wrapped(self: Engine[Any], state: Any, ev: Event) -> Any:
        if isinstance(ev, Note):
            return Engine.apply(self, state, ev)
        return apply(self, state, ev)

    wrapped.notes_first = True  # type: ignore[attr-defined]
    return wrapped


_NOT_CONSERVED: Verdict[bool] = Verdict(
    False, (), "Angewendet würde der Eintrag Figuren oder Karten schaffen oder verlieren; er bleibt unangewendet.",
    "Applied, the entry would make or lose figures or cards; it stays unapplied.")


def _rules(waivers: Waivers, last: RefereeError | None = None) -> tuple[str, ...]:
    """The rule ids of a replay's refusals, each once, in the order they were made (``last``: the one that ended it)."""
    found = [rule for rule, _ in waivers.keys]
    if last is not None and last.rule is not None:
        found.append(last.rule)
    return tuple(dict.fromkeys(found))


_INTERNAL: Verdict[bool] = Verdict(
    False, (), "Interner Fehler: Der Eintrag ließ sich nicht nachspielen — ein Fehler des Programms, kein Urteil der "
    "Regeln (Einzelheiten im Protokoll). Er bleibt unangewendet.",
    "Internal error: the entry could not be replayed — a bug of the program, not a ruling (details in the log). "
    "It stays unapplied.")
