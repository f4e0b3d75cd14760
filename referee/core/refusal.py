"""The one place every refusal of an entry passes: :func:`refuse`.

A *new* entry is judged: ``refuse`` raises, and nothing changes. A *stored* entry is what the table did:
when :meth:`referee.core.engine.Engine.record` replays it, the refusals that today's rules make of it are
*waived* — each is noted (the entry is "judged differently") and the handler goes on to the effect.

A refusal is known by its **rule id**, a short dotted name written where it is made (``got.fight.not_a_god``:
the game, then the rule in words; unique in ``referee``, checked by ``tests/core/test_rule_ids.py``), never by
where the code stands. A refusal made once per item of a loop names its ``item`` too, so each item gets its own
verdict: it is waived by (rule, item); a loop that calls a refusing helper once per item says so with
``with each(item):`` around the call. A refusal that a handler catches itself (trying one reading, then
another) is never waived: only one that would end the entry.

>>> from referee.core.errors import RuleViolation
>>> def judge(n: int) -> int:
...     if n > 3:
...         refuse("demo.too_much", RuleViolation("Zu viel.", "Too much.", sections=("4.2",)))
...     return n * 2
>>> judge(5)
Traceback (most recent call last):
...
referee.core.errors.RuleViolation: § 4.2: Zu viel. / Too much.
>>> waivers = Waivers()
>>> with waivers.active():
...     try:
...         judge(5)
...     except RuleViolation as exc:
...         (exc.rule, waivers.waive(exc))
('demo.too_much', True)
>>> with waivers.active():
...     judge(5)
10
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from typing import NoReturn

from referee.core.errors import RefereeError

#: a refusal as replay waives it: its rule id and the item of the loop it was made for (None: no loop)
Key = tuple[str, Hashable]

#: how many refusals of one stored entry are waived at most. Each waiver is a new (rule, item) and re-runs the
#: handler, so a replay ends without it — unless an item is never equal to itself across runs (a fresh object):
#: this bound keeps such a slip from re-running a handler forever; no real entry comes near it.
WAIVER_BOUND = 1000

_ACTIVE: ContextVar[Waivers | None] = ContextVar("waivers", default=None)
_EACH: ContextVar[tuple[Hashable, ...]] = ContextVar("each", default=())


def refuse(rule: str, error: RefereeError, *, item: Hashable = None) -> None:
    """Refuse the entry being judged with ``error`` under ``rule`` (raise it) — unless a stored entry is being
    replayed and this refusal (of this ``item``, where a loop refuses item by item) was waived for it, in which
    case the handler goes on.

    Write ``refuse("game.rule_in_words", RuleViolation(...))`` where a handler would ``raise``; keep ``raise``
    only where the effect truly cannot go on (the entry is then recorded as *not applied*).
    """
    outer = _EACH.get()
    if outer:
        item = (*outer, item)
    waivers = _ACTIVE.get()
    if waivers is not None and (rule, item) in waivers.keys:
        return
    error.rule, error.item = rule, item
    try:
        raise error
    finally:
        del error  # no cycle error → traceback → this frame → error: the caller's frames go when it is handled


def fail(rule: str, error: RefereeError) -> NoReturn:
    """Refuse the entry with ``error`` under ``rule`` where the handler cannot go on past it — a name the game
    does not know, a count no rule reads — so a stored entry is kept as *not applied*, never waived. The quick
    lines pass such a name or count on to the entry and show this refusal, so every way of entering says the same.

    >>> from referee.core.errors import UnknownName
    >>> try:
    ...     fail("demo.name.unknown", UnknownName("Unbekannt.", "Unknown."))
    ... except UnknownName as exc:
    ...     (exc.rule, Waivers().waive(exc))
    ('demo.name.unknown', False)
    """
    error.rule, error.final = rule, True
    try:
        raise error
    finally:
        del error  # as in refuse: a cycle kept the caller's frames (a screen's widgets) for the garbage collector


def mark(rule: str, error: RefereeError, *, item: Hashable = None) -> None:
    """Mark the stored entry being replayed with ``error`` under ``rule`` — judged differently, its effect
    applied — where its effect rests on a reading the version that wrote it may not have had; a new entry goes
    on unmarked."""
    if _ACTIVE.get() is not None:
        refuse(rule, error, item=item)


#: the waivers in force (None: no stored entry is being replayed). A stored entry is replayed past a refusal waived for
#: it while they hold keys (``in_force().keys``): then a rule that catches a refusal itself may answer otherwise than
#: for a new entry (:mod:`referee.core.derived` keeps nothing then, and asks at every look-up: a bound method, no call of
#: its own)
in_force = _ACTIVE.get


@contextmanager
def each(item: Hashable) -> Iterator[None]:
    """The refusals made inside — by helpers a loop calls once per item — are known by ``item`` too, so that every
    item gets its own verdict on replay: ``for s in ev.strikes: with each(s.creature): check_strike(state, s)``.

    >>> from referee.core.errors import RuleViolation
    >>> def check(n: int) -> None:
    ...     if n < 0:
    ...         refuse("demo.negative", RuleViolation("Negativ.", "Negative."))
    >>> waivers = Waivers()
    >>> with waivers.active():
    ...     for what in ("cost", "draws"):
    ...         with each(what):
    ...             try:
    ...                 check(-1)
    ...             except RuleViolation as exc:
    ...                 (exc.item, waivers.waive(exc))
    (('cost', None), True)
    (('draws', None), True)
    """
    token = _EACH.set((*_EACH.get(), item))
    try:
        yield
    finally:
        _EACH.reset(token)


class Waivers:
    """The refusals waived while one stored entry is replayed, by (rule id, item)."""

    def __init__(self) -> None:
        self.keys: dict[Key, None] = {}  # a dict: in the order they were waived
        self._token: Token[Waivers | None] | None = None

    def active(self) -> Waivers:
        """``with waivers.active():`` puts them in force for the block (entered once for every stored entry
        replayed: a plain context manager, no generator)."""
        return self

    def __enter__(self) -> Waivers:
        self._token = _ACTIVE.set(self)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _ACTIVE.reset(self._token)
            self._token = None

    def waive(self, error: RefereeError) -> bool:
        """Waive ``error`` from now on; False when it cannot be (not made through :func:`refuse` — raised, or
        made by :func:`fail` —, already waived, or past :data:`WAIVER_BOUND`: the handler cannot go on past it)."""
        if error.rule is None or error.final or len(self.keys) >= WAIVER_BOUND:
            return False
        key: Key = (error.rule, error.item)
        if key in self.keys:
            return False
        self.keys[key] = None
        return True
