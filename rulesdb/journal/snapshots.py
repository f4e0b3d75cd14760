"""Snapshots: what a replay derived of a game, kept beside its journal so that opening it replays only what is new.

A snapshot holds checkpoints — the state after every :data:`EVERY`-th entry and after the last, each with the
*mark* of the stored row it follows (its row id and when it was written) — the entries among them judged
differently (:class:`~referee.core.journal.Judged`) and the history's lines of the entries (:data:`Lines`: what the
referee's labels and headers say of each, so that the history shows without working out every state). Rows are
never rewritten: a row replaced (an undo, then another entry) is a new row, and every row after it is removed, so a
checkpoint whose row is still the entry at its position in the same store stands for exactly the entries before
it. Opening a game takes the last such
checkpoint and records the entries after it (:class:`~referee.core.states.States` works out the others when
asked); an undo, or another program's entries, costs the entries since a checkpoint, not a replay.

A snapshot is valid only for the code that made it (:func:`~rulesdb.journal.version.code_version`, a digest of
:mod:`referee`) and in the store it was made in (:meth:`GameStore.identity`: a restore gives a store a new
generation). It may come from someone else's store: it is read with an unpickler that makes only the referee's
plain value classes and a few builtin values (:class:`SafeUnpickler`), and one that cannot be read, is stale or is
from other code is ignored — the game is replayed once and a new snapshot kept. It is never the record: the
journal is.

>>> from referee.core.testing import Add, CounterEngine
>>> from referee.core.journal import Journal
>>> keys = [(n, f"t{n}") for n in range(1, 251)]
>>> journal = Journal(CounterEngine(), [Add(amount=1)] * 250)
>>> blob = encode(journal, keys)
>>> snap = decode(blob, keys, CounterEngine()).snapshot
>>> snap.entries, sorted(snap.states)
(250, [0, 100, 200, 250])
>>> decode(blob, keys[:220] + [(999, "t")] * 30, CounterEngine()).snapshot.entries  # an undo, other entries since
200
>>> decode(b"not a snapshot", keys, CounterEngine()) is None
True
"""

from __future__ import annotations

import dataclasses
import enum
import fractions
import gc
import io
import logging
import pickle
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeGuard

from referee.core.engine import Engine
from referee.core.journal import Journal, Judged
from referee.core.states import Snapshot
from referee.core.verdict import Verdict

#: a checkpoint every this many entries: an undo after opening records at most this many entries again; and a
#: session keeps its snapshot again after this many changes (entries it recorded on opening count too)
EVERY = 100
#: the snapshot's own format (beside the code version)
FORMAT = 2
#: a history line as kept: the entry's label, the round it belongs to and what it changed
#: (:meth:`ui.service.session.OpenGame.history`), in each language by entry (1-based)
Line = tuple[str, int | None, str]
Lines = dict[str, dict[int, Line]]


@dataclasses.dataclass(frozen=True)
class Kept:
    """What holds of a stored snapshot for a journal: its checkpoints and verdicts, and the history's lines, up to
    the last checkpoint whose row is still the entry at its position."""

    snapshot: Snapshot[Any, Judged]  # Any: any game's state
    lines: Lines
#: a stored row's mark: its row id and when it was written (:attr:`rulesdb.journal.store.RowKey.key`)
Key = tuple[int, str]

log = logging.getLogger(__name__)

#: the builtin and standard values a state may hold, beside the referee's own value classes
_ALLOWED: dict[tuple[str, str], type] = {
    ("fractions", "Fraction"): fractions.Fraction,
    ("builtins", "frozenset"): frozenset,
    ("builtins", "set"): set,
    ("builtins", "complex"): complex,
    ("builtins", "bytearray"): bytearray,
}


class SafeUnpickler(pickle.Unpickler):
    """Unpickles only values: the referee's frozen dataclasses and enums (a class of a ``referee.`` module that is
    a dataclass or an :class:`enum.Enum`) and :data:`_ALLOWED`; any other global — a function, ``os.system``,
    a class of another package — is refused before anything is made.

    >>> import os
    >>> loads(pickle.dumps(os.system)) is None
    True
    """

    def find_class(self, module: str, name: str) -> Any:  # Any: what pickle's protocol expects
        allowed = _ALLOWED.get((module, name))
        if allowed is not None:
            return allowed
        if module == "referee" or module.startswith("referee."):
            found = getattr(__import__(module, fromlist=[name]), name, None) if "." not in name else None
            if isinstance(found, type) and (dataclasses.is_dataclass(found) or issubclass(found, enum.Enum)):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not a value a snapshot may hold")


def loads(blob: bytes) -> object | None:
    """The value pickled in ``blob``, made by :class:`SafeUnpickler`; None when it cannot be read so."""
    try:
        with no_collection():
            found: object = SafeUnpickler(io.BytesIO(blob)).load()
    except Exception:  # a damaged or hostile snapshot of any kind is ignored: the journal is replayed
        log.info("a snapshot could not be read", exc_info=True)
        return None
    return found


@contextmanager
def no_collection() -> Iterator[None]:
    """No garbage collection while a game is read: the many objects made at once, which all stay, would set off
    collections of the whole heap (an app's: costly), and none of them is garbage."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def encode(journal: Journal[Any], keys: Sequence[Key | None], lines: Lines | None = None) -> bytes:  # Any: any game
    """The journal's checkpoints (its states after every :data:`EVERY`-th entry and after the last), each with the
    mark of its row (``keys``: the stored rows of the journal's entries, in order; a checkpoint whose row is not
    known is left out), its verdicts and the history's ``lines``, pickled in one go (states share their parts: each
    is stored once)."""
    snapshot = journal.snapshot(EVERY)
    checkpoints = {n: (None if n == 0 else keys[n - 1], state) for n, state in snapshot.states.items()
                   if n == 0 or (n <= len(keys) and keys[n - 1] is not None)}
    return pickle.dumps((FORMAT, checkpoints, _shared(snapshot.judged), lines or {}), protocol=pickle.HIGHEST_PROTOCOL)


def _shared(judged: tuple[Judged, ...]) -> tuple[Judged, ...]:
    """The verdicts with each refusal that is alike made one object, stored once (an old game's thousands of entries
    judged differently say the same few things)."""
    alike: dict[Verdict[bool], Verdict[bool]] = {}
    return tuple(dataclasses.replace(j, refusals=tuple(alike.setdefault(v, v) for v in j.refusals)) for j in judged)


def decode(blob: bytes, keys: Sequence[Key], engine: Engine[Any]) -> Kept | None:  # Any: any game
    """What of a stored snapshot holds for the journal whose rows are ``keys``: the checkpoints up to the last one
    whose row is still the entry at its position, with the verdicts and lines up to it; None when none does or the
    snapshot cannot be read (or holds anything but states of ``engine``'s game, verdicts and lines)."""
    found = loads(blob)
    if not (isinstance(found, tuple) and len(found) == 4 and found[0] == FORMAT):
        return None
    _, checkpoints, judged, lines = found
    kind = type(engine.initial_state())
    if not (isinstance(checkpoints, dict) and isinstance(judged, tuple) and all(isinstance(j, Judged) for j in judged)
            and all(isinstance(n, int) and isinstance(c, tuple) and len(c) == 2 and type(c[1]) is kind
                    for n, c in checkpoints.items())):
        return None
    valid = {n for n, (mark, _) in checkpoints.items() if 0 < n <= len(keys) and _key(mark) == keys[n - 1]}
    if not valid:
        return None
    upto = max(valid)
    states = {n: state for n, (_, state) in checkpoints.items() if n <= upto and (n == 0 or n in valid)}
    if 0 not in states or not _are_lines(lines):
        return None
    return Kept(Snapshot(upto, states, tuple(j for j in judged if j.seq <= upto)),
                {lang: {n: line for n, line in by.items() if n <= upto} for lang, by in lines.items()})


def _are_lines(lines: object) -> TypeGuard[Lines]:
    return isinstance(lines, dict) and all(
        isinstance(lang, str) and isinstance(by, dict) and all(
            type(n) is int and type(line) is tuple and len(line) == 3 and type(line[0]) is str
            and (line[1] is None or type(line[1]) is int) and type(line[2]) is str for n, line in by.items())
        for lang, by in lines.items())


def _key(mark: object) -> Key | None:
    if isinstance(mark, tuple) and len(mark) == 2 and isinstance(mark[0], int) and isinstance(mark[1], str):
        return mark[0], mark[1]
    return None
