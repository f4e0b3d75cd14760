"""One open game: its journal behind keyword-free, Qt-free operations (check, add, undo, options …).

Every front end works on an :class:`OpenGame` from :class:`ui.service.GameService`; it owns the
journal, so undo and redo always act on this game and the set-up entry is never undone.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable
from typing import Any, Generic, cast

from typing_extensions import TypeVar

from referee.core.errors import ConflictError, JournalError, RefereeError, UnknownName
from referee.core.events import Event
from referee.core.journal import Journal, Judged, WrongGame
from referee.core.limits import full
from referee.core.note import Note, notes_by_entry
from referee.core.option import Option
from referee.core.spec import GameSpec
from referee.core.verdict import Verdict
from referee.core.view import GameView, Header, V, history_line
from referee.registry import spec, view_of
from rulesdb.journal import GameStore, snapshots
from rulesdb.journal.identity import GameGone
from rulesdb.journal.session import keep, open_game
from rulesdb.journal.store import GameInfo, GameSink, Rows
from ui.service.entries import EntryInput, parse_entry

#: the state of the game a session holds; a session whose game is not known where it is written (a bare
#: ``OpenGame``) has an ``object`` for its state until :meth:`OpenGame.typed` narrows it
S = TypeVar("S", covariant=True, default=object)
T = TypeVar("T")
#: a stored row as a session knows it without its text (:attr:`rulesdb.journal.store.RowKey.key`)
Key = tuple[int, str]
#: how many of the last rows a look at the store reads (the rows before are known by their count and id sum; an undo
#: by another program deeper than this reads them all): an entry costs one entry, not the game's length (issue 38)
TAIL = 64


@dataclasses.dataclass(frozen=True)
class HistoryItem:
    """One line of the history: position (1-based), label, whether it is active or undone; the round the
    table is in after it (None where the game counts none), what it changed ("Anna +24 KP, +20 LS") and,
    for a stored entry that today's rules judge differently, what they say of it; ``notes``: the texts of the
    notes made on it (in the order made; each note is also an entry of its own)."""

    seq: int
    type: str
    label: str
    active: bool
    round: int | None = None
    result: str = ""
    judged: Judged | None = None
    notes: tuple[str, ...] = ()


class OpenGame(Generic[S]):
    """A stored game, replayed; every change goes through the referee, then the store.

    Generic over the game's state: the service hands out ``OpenGame[object]`` (any game); a page or
    printout of one game narrows it with :meth:`typed` (``session.typed(GotState).state`` is a ``GotState``).
    """

    def __init__(self, store: GameStore, info: GameInfo, journal: Journal[S], *, rows: Rows | None = None,
                 unkept: int = 0, lines: snapshots.Lines | None = None) -> None:
        self._store = store
        self.info = info
        self.journal = journal
        #: the keys of the stored rows this session holds (one per entry, then the redo stack's), read before the
        #: journal was loaded: :meth:`catch_up` takes only the rows that differ; None: not known yet
        self._held: tuple[tuple[Key | None, ...], tuple[Key, ...]] | None = None
        #: the count and id sum of the first keys held (:meth:`_rows` compares them with the store's)
        self._held_sum = (0, 0)
        if rows is not None and rows.updated_at == info.updated_at:
            self._hold(rows)
        #: called after every change of the game — an entry, undo, redo, a reload — and after a conflict
        #: (the game was reloaded: another scribe's entries show); the app refreshes its window here
        self._watchers: list[Callable[[], None]] = []
        #: (entry, language) -> its history line (label, round, what it changed): worked out once, or kept in the
        #: game's snapshot; forgotten from the first entry a change takes back or replaces (:meth:`_forget_lines`)
        self._lines: dict[tuple[int, str], snapshots.Line] = {
            (n, lang): line for lang, by in (lines or {}).items() for n, line in by.items()}
        #: language -> the history's item of every entry so far (without notes): an entry made adds one item
        self._items: dict[str, list[HistoryItem]] = {}
        #: entries the game's stored snapshot lacks: recorded on opening, or changes since it was kept; and whether
        #: it lacks history lines worked out since
        self._unkept, self._new_lines = unkept, False

    # -- what it is -------------------------------------------------------------------------
    @property
    def id(self) -> int:
        return self.info.id

    @property
    def game(self) -> str:
        return self.info.game

    @property
    def spec(self) -> GameSpec:
        return spec(self.info.game)

    @functools.cached_property
    def _view(self) -> GameView:
        """The game's view module, looked up once (the history's first lines ask it for every entry's header)."""
        return view_of(self.info.game)

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def state(self) -> S:
        return self.journal.state

    def typed(self, cls: type[T]) -> OpenGame[T]:
        """This session with its state typed as ``cls`` (the game's state class); :class:`WrongGame` when
        it holds another game's. The same session, not a copy (a :class:`PastGame` stays one)."""
        if not isinstance(self.journal.state, cls):
            raise WrongGame(type(self.journal.state), cls)
        return cast("OpenGame[T]", self)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.journal.events

    @property
    def redo_events(self) -> tuple[Event, ...]:
        return self.journal.redo_events

    @property
    def entries(self) -> int:
        return len(self.journal)

    def __len__(self) -> int:
        return len(self.journal)

    @property
    def replayed(self) -> bool:
        """Was every entry recorded on opening (no snapshot held)? Then every state is known: a history line costs
        no entry recorded again."""
        return self._unkept >= len(self.journal)

    def state_after(self, n: int) -> S:
        """The table after the first ``n`` entries (read-only)."""
        return self.journal.state_after(n)

    @property
    def started(self) -> bool:
        """Has the set-up been entered? (A game made without one waits for it.)"""
        return bool(self.journal.events) and self.journal.engine.started(self.state)

    @property
    def finished(self) -> bool:
        return self.started and self.journal.engine.finished(self.state)

    @property
    def can_undo(self) -> bool:
        return self.journal.can_undo

    @property
    def can_redo(self) -> bool:
        return self.journal.can_redo

    @property
    def judged_differently(self) -> tuple[Judged, ...]:
        """The stored entries that today's rules judge differently (the record stands; the scribe may
        correct it with a correction entry)."""
        return self.journal.judged_differently

    # -- the referee -------------------------------------------------------------------------
    def parse(self, entry: EntryInput) -> Event:
        """The entry as an event of this game (JSON text or data accepted)."""
        return parse_entry(entry, game=self.game)

    def check(self, entry: EntryInput) -> Verdict[bool]:
        """Would the entry be accepted now? A dry run: nothing is stored."""
        try:
            ev = self.parse(entry)
        except RefereeError as exc:
            return Verdict(False, exc.sections, exc.message("de"), exc.message("en"))
        try:
            self.journal.check(ev)  # the engine's check, and a note's entry
        except RefereeError as exc:
            return Verdict(False, exc.sections, exc.message("de"), exc.message("en"))
        return Verdict(True)

    def preview(self, entry: EntryInput) -> S:
        """The state the entry would lead to (raises the referee's refusal); nothing is stored."""
        return self.journal.check(self.parse(entry))

    def options(self) -> list[Option]:
        """What may be entered now; each concrete option was accepted by the referee's check (in a full game none
        is, and each says why)."""
        if not self.journal.events:
            return []
        offered = self.journal.engine.options(self.state)
        refusal = full(self.entries)
        if refusal is None:
            return offered
        return [dataclasses.replace(o, allowed=False, reason_de=refusal.message("de"), reason_en=refusal.message("en"))
                for o in offered]

    def summary(self, lang: str = "de") -> dict[str, Any]:  # Any: JSON data (the command line's edge)
        """The table as JSON-ready data (the command line's edge: the game's view, ``to_json``)."""
        return self.summary_after(len(self), lang)

    def view(self, cls: type[V], lang: str = "de") -> V | None:
        """The table as the game's typed view (None before the set-up); ``cls`` is the game's view class."""
        return self.view_after(cls, len(self), lang)

    def view_after(self, cls: type[V], n: int, lang: str = "de") -> V | None:
        """The game's typed view of the table after the first ``n`` entries (None before the set-up)."""
        if n <= 0 or n > len(self.journal) or not self.journal.engine.started(self.state_after(n)):
            return None
        found = self._view.summary(self.state_after(n), lang)
        if not isinstance(found, cls):
            raise TypeError(f"{self.game} has no view {cls.__name__}")
        return found

    def header(self, lang: str = "de") -> Header | None:
        """What every game's table has under the same names (None before the set-up)."""
        return self.header_after(len(self), lang)  # a past table: the header after its last entry

    def header_after(self, n: int, lang: str = "de") -> Header | None:
        """The header of the table after the first ``n`` entries (None before the set-up)."""
        if n <= 0 or n > len(self.journal) or not self.journal.engine.started(self.state_after(n)):
            return None
        return self._view.header(self.state_after(n), lang)

    def _passing_header(self, n: int, lang: str) -> Header | None:
        """:meth:`header_after`, its state not counted as asked for: the history reads each once, and a snapshot keeps
        no checkpoint for them (issue 38)."""
        if n <= 0 or n > len(self.journal):
            return None
        state = self.journal.state_passing(n)
        return self._view.header(state, lang) if self.journal.engine.started(state) else None

    def summary_after(self, n: int, lang: str = "de") -> dict[str, Any]:  # Any: JSON data (the command line's edge)
        """The table after the first ``n`` entries as JSON-ready data ({} before the set-up)."""
        if n <= 0 or n > len(self.journal) or not self.journal.engine.started(self.state_after(n)):
            return {}
        found = self._view.summary(self.state_after(n), lang)
        return found.to_json()

    def history(self, lang: str = "de") -> list[HistoryItem]:
        """Every entry with its round and what it changed, then the undone ones (the redo stack, next first)
        as inactive."""
        done = self._items_of(lang)
        notes = notes_by_entry([e for e in self.events if isinstance(e, Note)])
        if notes:
            done = [dataclasses.replace(h, notes=tuple(n.one_line() for n in notes[h.seq])) if h.seq in notes else h
                    for h in done]
        start = len(done) + 1
        return done + [HistoryItem(start + i, e.type_name, e.label(lang), False) for i, e in enumerate(self.redo_events)]

    def _items_of(self, lang: str) -> list[HistoryItem]:
        """The history's item of every entry (without its notes): those of the entries kept since the last look, and
        one for each entry after them, from its line (kept, or worked out from the states around it) — an entry made
        costs one item (issue 38)."""
        events = self.events
        items = self._items.setdefault(lang, [])
        del items[len(events):]
        before: Header | None = None
        fresh = False  # is ``before`` the header after the previous entry?
        for n in range(len(items) + 1, len(events) + 1):
            line = self._lines.get((n, lang))  # the states are worked out only for a line not known yet
            if line is None:
                if not fresh:
                    before = self._passing_header(n - 1, lang)
                after = self._passing_header(n, lang)
                line = history_line(self.journal.engine.label(self.journal.state_passing(n - 1), events[n - 1], lang),
                                    before, after)
                self._lines[(n, lang)] = line
                if items and items[-1].round != line[1]:
                    self.journal.state_after(n - 1)  # a round's end: asked for, so a snapshot keeps it (the chart's)
                before, fresh, self._new_lines = after, True, True
            else:
                fresh = False
            items.append(HistoryItem(n, events[n - 1].type_name, line[0], True, line[1], line[2], self.journal.judged(n)))
        return items

    def notes(self, on: int | None = None) -> tuple[Note, ...]:
        """The notes made in this game (on entry ``on`` only when given; 0 = on the game), in the order made."""
        found = tuple(e for e in self.events if isinstance(e, Note))
        return found if on is None else tuple(n for n in found if n.on == on)

    def last_noted(self) -> int:
        """The entry a note is on when none is named: the last entry that is not itself a note (0: none)."""
        return next((n for n in range(len(self.events), 0, -1) if not isinstance(self.events[n - 1], Note)), 0)

    def ahead(self, entries: Iterable[EntryInput]) -> OpenGame[S]:
        """The table as it will stand after ``entries``, each judged as a new entry against the table the ones
        before it leave (the first refusal is raised): a read-only session over a fork of the journal
        (:meth:`Journal.fork`) — it checks and previews further entries, and stores nothing."""
        journal = self.journal.fork()
        for entry in entries:
            journal.append(self.parse(entry))
        return AheadGame(self, journal)

    # -- changes ------------------------------------------------------------------------------
    def add(self, entry: EntryInput) -> Event:
        """Validate the entry, store it durably, then show it; returns the event as journaled."""
        ev = self.parse(entry)
        self._write(lambda: self.journal.append(ev))
        return ev

    def note(self, text: str, on: int | None = None) -> Note:
        """Add a note on entry ``on`` (1-based; 0 = on the game; None = the last entry that is no note): its text
        is cleaned, and the note judged and stored like any entry (refused: empty, too long, not clean, an entry
        that is not there or is a note)."""
        ev = self.add(Note.of(self.last_noted() if on is None else on, text))
        assert isinstance(ev, Note)
        return ev

    def undo(self) -> Event:
        """Take back the last entry (never the set-up)."""
        return self._write(self.journal.undo)

    def redo(self) -> Event:
        """Enter the last undone entry again (checked again)."""
        return self._write(self.journal.redo)

    def reload(self) -> None:
        """Read the game afresh from the store (entries another scribe made appear); a game no longer stored (a
        backup from before it was restored, or another game under its number) is said in words."""
        try:
            rows = self._store.rows(self.id)
            info = self._store.info(self.id)
            opened = open_game(self._store, self.id)
        except UnknownName:
            raise GameGone(self.id) from None
        if (info.game, info.created_at) != (self.info.game, self.info.created_at):
            raise GameGone(self.id)  # another game under its number
        self.info, self.journal, self._unkept = info, opened.journal, opened.recorded
        self._forget_lines(0)
        self._lines.update({(n, lang): line for lang, by in opened.lines.items() for n, line in by.items()})
        self._held = None
        if rows.updated_at == self.info.updated_at:
            self._hold(rows)
        self._changed()

    @property
    def identity(self) -> str | None:
        """The store this game was read from (:meth:`GameStore.identity`): its writes go only there."""
        sink = self.journal.sink
        return sink.identity if isinstance(sink, GameSink) else None

    def _hold(self, rows: Rows) -> None:
        """Remember the keys of ``rows`` as those of the entries held (the first ``len(self)`` active rows; a row
        not there yet — another program undid it meanwhile — is unknown, so the next look takes it afresh); rows
        read from a later entry on (:meth:`_rows`) keep the keys held before it."""
        before = rows.start - 1
        held = self._held[0][:before] if before and self._held is not None else ()
        if self._held_sum[0] > len(held):
            self._held_sum = (0, 0)
        wanted = len(self.journal) - before
        active = [r.key for r in rows.active[:wanted]]
        self._held = ((*held, *active, *([None] * (wanted - len(active)))), tuple(r.key for r in rows.undone))

    def _rows(self) -> Rows:
        """The stored rows: only the last :data:`TAIL` where the rows before them are the ones held (their count and
        id sum, and the first row read active and held: undone rows only follow the active ones), else all."""
        held = self._held
        if held is not None and len(held[0]) > TAIL:
            start = len(held[0]) - TAIL
            mine = held[0][: start - 1]
            first = held[0][start - 1]
            if first is not None and None not in mine:
                rows = self._store.rows(self.id, start=start)
                count, total = self._held_sum if self._held_sum[0] <= len(mine) else (0, 0)  # kept from the last look
                total += sum(k[0] for k in mine[count:] if k is not None)
                self._held_sum = (len(mine), total)
                if rows.rows and rows.rows[0].key == first and not rows.rows[0].undone and rows.before == self._held_sum:
                    return rows
        return self._store.rows(self.id)

    def catch_up(self) -> bool:
        """Take what another connection (the command line, a second scribe) committed to this game since this
        session last looked: the entries that differ are read and applied onto the held state — a new entry costs
        one entry, never a replay of the game. True when anything changed (the watchers were told). A replaced
        store (a restore) is read afresh (:meth:`reload`, which says so when the game is gone)."""
        if self.identity is not None and self._store.identity() != self.identity:
            self.reload()
            return True
        try:
            rows = self._rows()
        except UnknownName:
            raise GameGone(self.id) from None
        if self._held is None:
            if rows.updated_at == self.info.updated_at and len(rows.active) == len(self.journal):
                self._hold(rows)  # nothing happened since this session last wrote or read
                return False
            self.reload()
            return True
        before = rows.start - 1  # the rows before are the ones held (_rows)
        mine, redo = self._held[0][before:], self._held[1]
        active = rows.active
        if tuple(r.key for r in active) == mine and tuple(r.key for r in rows.undone) == redo:
            self.info = dataclasses.replace(self.info, updated_at=rows.updated_at)  # undone and redone: the same game
            return False
        keep = before + next((i for i, (a, b) in enumerate(zip(mine, active, strict=False)) if a != b.key),
                             min(len(mine), len(active)))
        if keep == 0:  # the set-up itself differs: read as a whole (its readings are told by the entries after it)
            self.reload()
            return True
        try:
            events = self._store.entries(self.id, [r.seq for r in active[keep - before:]])
            undone = self._store.entries(self.id, [r.seq for r in rows.undone])
        except KeyError:  # rows replaced between the two reads: the next look takes them
            return False
        self.journal.follow(keep, events, undone)
        self._forget_lines(keep)
        self._hold(rows)
        self.info = dataclasses.replace(self.info, events=before + len(active), updated_at=rows.updated_at)
        self._changed()
        return True

    def watch(self, watcher: Callable[[], None], *, first: bool = False) -> None:
        """Call ``watcher`` after every change of this game (the one path by which a front end refreshes); ``first``:
        before the others (the players' display: the table sees an entry before the scribe's window is redrawn)."""
        if first:
            self._watchers.insert(0, watcher)
        else:
            self._watchers.append(watcher)

    def _changed(self) -> None:
        for watcher in self._watchers:
            watcher()

    def _write(self, step: Callable[[], T]) -> T:
        """Every change of the game: the journal judges and stores it; on a conflict (another scribe wrote
        first) the game is reloaded and the conflict raised — nothing is retried here: the scribe sees the
        other's entry first (the one-shot :meth:`GameService.enter` retries, see there)."""
        kept = len(self.journal)
        try:
            result = step()
        except ConflictError:
            self.reload()  # another scribe wrote first: show their entry, keep the message
            raise
        self._forget_lines(min(kept, len(self.journal)))
        rows = self._rows()
        self._hold(rows)
        self.info = dataclasses.replace(self.info, events=rows.start - 1 + len(rows.active), updated_at=rows.updated_at)
        self._keep_snapshot()
        self._changed()
        return result

    def _forget_lines(self, keep: int) -> None:
        """Forget the history's lines after entry ``keep`` (the entries after it were taken back or replaced)."""
        for key in [k for k in self._lines if k[0] > keep]:
            del self._lines[key]
        for items in self._items.values():
            del items[keep:]

    def _keep_snapshot(self) -> None:
        """After a change (stored: a snapshot failing is never the entry's), keep the game's snapshot when it lacks
        :data:`~rulesdb.journal.snapshots.EVERY` entries or more, so that opening it again records few."""
        self._unkept += 1
        if self._unkept >= snapshots.EVERY:
            self.close()

    def close(self) -> None:
        """The scribe leaves the game: its snapshot is kept if it lacks any entry (opening it next records none) or
        history line. Never raises; the session may go on (:mod:`rulesdb.journal.snapshots`)."""
        identity = self.identity
        lines: snapshots.Lines = {}
        for (n, lang), line in self._lines.items():
            lines.setdefault(lang, {})[n] = line
        if (self._unkept or self._new_lines) and self._held is not None and identity is not None \
                and keep(self._store, self.id, self.journal, self._held[0], identity, lines):
            self._unkept, self._new_lines = 0, False

    def stale(self) -> bool:
        """Has another program (the command line, a second scribe) changed the stored game since this one read
        or wrote it? Then :meth:`reload` shows their entries."""
        try:
            events, changed = self._store.revision(self.id)
        except UnknownName:
            return True  # no longer stored: :meth:`reload` says so
        return events != len(self.journal) or changed != self.info.updated_at or self.replaced()

    def replaced(self) -> bool:
        """Were the games replaced (a backup restored, another file put in place) since this one was read? Then
        :meth:`reload` reads it from the store as it is now — or says that it is no longer there."""
        return self.identity is not None and self._store.identity() != self.identity


class PastGame(OpenGame[S]):
    """The table as it was after entry ``n`` of an open game: read-only (every change is refused)."""

    def __init__(self, game: OpenGame[S], n: int) -> None:
        super().__init__(game._store, game.info, game.journal)
        self.at = max(1, min(n, len(game.journal)))
        self._lines = game._lines  # the same entries up to ``at``: their lines are the game's

    @property
    def state(self) -> S:
        return self.journal.state_after(self.at)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.journal.events[: self.at]

    @property
    def redo_events(self) -> tuple[Event, ...]:
        return ()

    @property
    def entries(self) -> int:
        return self.at

    def __len__(self) -> int:
        return self.at

    @property
    def can_undo(self) -> bool:
        return False

    @property
    def can_redo(self) -> bool:
        return False

    @property
    def judged_differently(self) -> tuple[Judged, ...]:
        return tuple(j for j in self.journal.judged_differently if j.seq <= self.at)

    def options(self) -> list[Option]:
        return []

    def check(self, entry: EntryInput) -> Verdict[bool]:
        de, en = self._refusal()
        return Verdict(False, (), de, en)

    def _refusal(self) -> tuple[str, str]:
        return (f"Stand nach Eintrag {self.at}: nur ansehen", f"State after entry {self.at}: view only")

    def _write(self, step: Callable[[], T]) -> T:
        raise JournalError(*self._refusal())

    def preview(self, entry: EntryInput) -> S:
        raise JournalError(*self._refusal())

    def reload(self) -> None:
        raise JournalError(*self._refusal())


class AheadGame(OpenGame[S]):
    """The table as it will stand after entries not yet made (:meth:`OpenGame.ahead`): every check and preview
    works on it, every change is refused — nothing is stored."""

    def __init__(self, game: OpenGame[S], journal: Journal[S]) -> None:
        super().__init__(game._store, game.info, journal)
        self._lines = {k: line for k, line in game._lines.items() if k[0] <= len(game)}  # the entries made so far

    def _refusal(self) -> tuple[str, str]:
        return ("Vorschau: nichts wird gespeichert", "Preview: nothing is stored")

    def _write(self, step: Callable[[], T]) -> T:
        raise JournalError(*self._refusal())

    def reload(self) -> None:
        raise JournalError(*self._refusal())
