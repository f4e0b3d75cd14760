"""The one place every refusal of an entry passes: :func:`refuse`.

A *new* entry is judged: ``refuse`` raises, and nothing changes. A *stored* entry is what the table did:
when :meth:`referee.core.engine.Engine.record` replays it, the refusals that today's rules make of it are
*waived* — each is noted (the entry is "judged differently") and the handler goes on to the effect.

A refusal is known by the place in the code that makes it (its call site), so a refusal that a handler
catches itself (trying one reading, then another) is never waived: only one that would end the entry.

>>> from referee.core.errors import RuleViolation
>>> def judge(n: int) -> int:
...     if n > 3:
...         refuse(RuleViolation("Zu viel.", "Too much.", sections=("4.2",)))
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
...         waivers.waive(exc)
True
>>> with waivers.active():
...     judge(5)
10
"""

from __future__ import annotations

import sys
from contextvars import ContextVar, Token
from types import CodeType, FrameType

from referee.core.errors import RefereeError

#: where a refusal is made: the code object and the instruction offset of the call to :func:`refuse`
Site = tuple[CodeType, int]

_ACTIVE: ContextVar[Waivers | None] = ContextVar("waivers", default=None)

_SITE = "_refusal_site"


def refuse(error: RefereeError) -> None:
    """Refuse the entry being judged with ``error`` (raise it) — unless a stored entry is being
    replayed and this very refusal was waived for it, in which case the handler goes on.

    Write ``refuse(RuleViolation(...))`` where a handler would ``raise``; keep ``raise`` only where the
    effect truly cannot go on (the entry is then recorded as *not applied*).
    """
    waivers = _ACTIVE.get()
    if waivers is None:
        raise error
    _unless_waived(waivers, error, sys._getframe(1))


def mark(error: RefereeError) -> None:
    """Mark the stored entry being replayed with ``error`` — judged differently, its effect applied — where its
    effect rests on a reading the version that wrote it may not have had; a new entry goes on unmarked."""
    waivers = _ACTIVE.get()
    if waivers is not None:
        _unless_waived(waivers, error, sys._getframe(1))


def waiving() -> bool:
    """Is a stored entry being replayed past a refusal waived for it? Then a rule that catches a refusal itself may
    answer otherwise than for a new entry (:mod:`referee.core.derived` keeps nothing then)."""
    waivers = _ACTIVE.get()
    return waivers is not None and bool(waivers.sites)


def _unless_waived(waivers: Waivers, error: RefereeError, caller: FrameType) -> None:
    """Raise ``error`` made at ``caller``'s call site, unless that site's refusal is waived for this replay."""
    site: Site = (caller.f_code, caller.f_lasti)
    if site in waivers.sites:
        return
    setattr(error, _SITE, site)
    raise error


class Waivers:
    """The refusals waived while one stored entry is replayed."""

    def __init__(self) -> None:
        self.sites: set[Site] = set()
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
        """Waive ``error`` from now on; False when it cannot be (not made through :func:`refuse`, or
        already waived: the handler cannot go on past it)."""
        site: Site | None = getattr(error, _SITE, None)
        if site is None or site in self.sites:
            return False
        self.sites.add(site)
        return True
