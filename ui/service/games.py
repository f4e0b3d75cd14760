"""The games of one store: list, new, open, rename, archive, delete, export, import.

>>> import tempfile
>>> svc = GameService(f"sqlite:///{tempfile.mkdtemp()}/g.sqlite")
>>> g = svc.new_game(game="weiss", title="Probe")
>>> svc.rename(game_id=g.id, title="Finale"); svc.info(g.id).title
'Finale'
>>> svc.export(game_id=g.id)["game"]
'weiss'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.core.errors import ConflictError, InvalidInput, RuleViolation
from referee.core.events import Event, to_dict, told_versions
from referee.core.journal import Journal
from referee.core.limits import IMPORT_BYTES, check_entries, clean_text, loads, quoted
from referee.core.setup import SetupRequest
from referee.core.spec import GameSpec
from referee.core.view import Header
from referee.registry import engine_for, specs
from rulesdb.journal import GameStore
from rulesdb.journal.commits import CommitWatch as CommitWatch  # re-exported: the app names its type
from rulesdb.journal.session import open_game
from rulesdb.journal.store import GameInfo
from ui.service import summaries
from ui.service.entries import EntryInput, parse_entry
from ui.service.overview import Overview
from ui.service.session import OpenGame

#: how often a one-shot entry (:meth:`GameService.enter`) is judged again after another scribe wrote first
RETRIES = 3
EXPORT_FORMAT = "schriftfuehrer-journal"
#: the export format this version writes; every earlier one is read, a later one refused
EXPORT_VERSION = 1
#: the longest title a game may have (the store's column)
TITLE_LIMIT = 200
LANGS = ("de", "en")


class GameService:
    """Every operation on the stored games of one database (a URL, or the default file)."""

    def __init__(self, url: str | None = None, *, store: GameStore | None = None) -> None:
        self.store = store if store is not None else GameStore(url)

    @property
    def url(self) -> str:
        return self.store.url

    def close(self) -> None:
        self.store.close()

    def commit_watch(self) -> CommitWatch:
        """Tells at once, and cheaply, whether anyone committed to this store (an open game then takes the new
        entries: :meth:`OpenGame.catch_up`)."""
        return CommitWatch(self.store)

    @staticmethod
    def specs() -> tuple[GameSpec, ...]:
        """The games this program knows, in menu order."""
        return specs()

    # -- listing ----------------------------------------------------------------------------
    def games(self, *, archived: bool = False) -> list[GameInfo]:
        """The active games (or the archived ones), the most recently changed first."""
        return self.store.list_games(archived=archived)

    def info(self, game_id: int) -> GameInfo:
        return self.store.info(game_id)

    def overview(self, game_id: int, *, lang: str = "de") -> Overview:
        """Players, standings and round of a stored game, from its summary (empty if it cannot be replayed); a summary
        of other code is made again (the game replayed once, its summary kept in its own transaction)."""
        return self.overviews([self.info(game_id)], lang=lang)[game_id]

    def overviews(self, games: Sequence[GameInfo], *, lang: str = "de", earlier: bool = False) -> dict[int, Overview]:
        """The overview of each listed game (in their order), read from the summaries kept in the store; only a game
        changed since its summary was made (or by other code) is replayed (:mod:`ui.service.summaries`). With
        ``earlier`` (after an update of the program), a summary an earlier version made of the game as stored now is
        returned at once, marked (``current`` False); :meth:`overview` then brings that game up to date."""
        return summaries.overviews(self.store, games, _lang(lang), lambda game_id: self._headers(game_id, _lang(lang)),
                                   earlier=earlier)

    def _headers(self, game_id: int, lang: str) -> dict[str, Header | None]:
        session = self.open(game_id)
        headers = {each: session.header(each) for each in LANGS}
        if session.replayed:  # every state is at hand: the history's lines in ``lang`` cost little now (issue 38)
            session.history(lang)
        session.close()  # replayed to be listed: its snapshot kept beside its summary (and those lines)
        return headers

    # -- one game ---------------------------------------------------------------------------
    def new_game(self, *, game: str, setup: EntryInput | None = None, title: str = "", lang: str = "de") -> OpenGame[object]:
        """Check the set-up against the referee, then store the game with it as its first entry."""
        engine = engine_for(game)
        events: tuple[Event, ...] = ()
        if setup is not None:
            ev = parse_entry(setup, game=game)
            if not engine.is_setup(ev):
                raise InvalidInput(f"Der erste Eintrag muss die Aufstellung ({game}.setup) sein, nicht {ev.type_name}.",
                                   f"The first entry must be the set-up ({game}.setup), not {ev.type_name}.")
            engine.apply(engine.initial_state(), ev)  # refused with its section before anything is stored
            events = (ev,)
        game_id = self.store.create_game(game, title=_title(title), lang=_lang(lang), events=events)
        return self.open(game_id)

    def new(self, request: SetupRequest, *, title: str = "", lang: str = "de") -> OpenGame[object]:
        """A new game from what the scribe chose (:class:`~referee.core.setup.SetupRequest`, built alike by the
        command line and the app's new-game form): its set-up event, judged by the referee, then stored."""
        return self.new_game(game=request.game, setup=request.event(), title=title, lang=lang)

    def open(self, game_id: int, *, game: str | None = None) -> OpenGame[object]:
        """Open a stored game: from its snapshot and the entries since, or by a replay (with ``game`` given, a game
        of another kind is refused). Nothing is written (:meth:`OpenGame.close` keeps its snapshot)."""
        rows = self.store.rows(game_id)  # before the load: what the session holds (OpenGame.catch_up)
        opened = open_game(self.store, game_id, game=game)
        return OpenGame(self.store, self.store.info(game_id), opened.journal, rows=rows, unkept=opened.recorded,
                        lines=opened.lines)

    def enter(self, *, game_id: int, entry: EntryInput, game: str | None = None) -> tuple[OpenGame[object], Event]:
        """Open the game and make one entry, judged against the table as it is now stored.

        The retry policy, for every front end: an entry made on a table the scribe has *seen* (an open game)
        is never retried — on a conflict the game reloads and the scribe sees the other's entry first. This
        one-shot entry saw no table of its own: when another scribe wrote between reading and storing, the
        game is read again and the entry judged again, up to :data:`RETRIES` times.
        """
        for attempt in range(RETRIES + 1):
            session = self.open(game_id, game=game)
            try:
                return session, session.add(entry)
            except ConflictError:
                if attempt == RETRIES:
                    raise
        raise AssertionError("unreachable")

    def rename(self, *, game_id: int, title: str) -> None:
        self.store.rename(game_id, _title(title))

    def archive(self, *, game_id: int) -> None:
        """Hide a game from the start page; it can be restored."""
        self.store.set_archived(game_id, True)

    def restore(self, *, game_id: int) -> None:
        self.store.set_archived(game_id, False)

    def delete(self, *, game_id: int) -> None:
        """Delete an archived game for good (an active one must be archived first)."""
        if not self.store.info(game_id).archived:
            raise RuleViolation("Nur eine archivierte Partie kann gelöscht werden; bitte zuerst archivieren.",
                                "Only an archived game can be deleted; please archive it first.")
        self.store.delete(game_id)

    # -- export and import --------------------------------------------------------------------
    def export(self, *, game_id: int) -> dict[str, Any]:  # Any: JSON data (the export file)
        """The whole game as JSON-ready data: entries and redo stack."""
        loaded = self.store.load(game_id)
        return {
            "format": EXPORT_FORMAT, "version": EXPORT_VERSION, "game": loaded.info.game, "title": loaded.info.title,
            "lang": loaded.info.lang, "events": [to_dict(ev) for ev in loaded.events],
            "redo": [to_dict(ev) for ev in loaded.redo],
        }

    def import_game(self, *, data: Mapping[str, Any] | str,  # Any: JSON data (the export file)
                    strict: bool = False) -> OpenGame[object]:
        """Store an exported game (of this or any earlier version) as a new one: every entry is read and
        upgraded first, and the game replays; an export of a newer version is refused. What today's rules
        refuse is marked as judged differently (a game a table played); ``strict`` (a journal written by hand or by
        another tool): refused instead, naming the first such entry and its sections, and nothing is stored."""
        raw: object = loads(data, limit=IMPORT_BYTES, what="Partie/game") if isinstance(data, str) else data
        if (not isinstance(raw, Mapping) or raw.get("format") != EXPORT_FORMAT
                or not isinstance(raw.get("events"), list) or not isinstance(raw.get("redo", []), list)):
            raise InvalidInput("Keine Schriftführer-Journaldatei.", "Not a Schriftführer journal file.")
        version = raw.get("version", 1)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise InvalidInput("Die Journaldatei nennt keine gültige Formatversion.",
                               "The journal file names no valid format version.")
        if version > EXPORT_VERSION:
            raise InvalidInput(f"Die Journaldatei wurde von einer neueren Version geschrieben (Format {version}, "
                               f"dieses Programm liest bis {EXPORT_VERSION}); bitte das Programm aktualisieren.",
                               f"The journal file was written by a newer version (format {version}, this program "
                               f"reads up to {EXPORT_VERSION}); please update the program.")
        check_entries(len(raw["events"]) + len(raw.get("redo", [])))  # the store's own limit, before anything is read
        game = str(raw.get("game"))
        engine = engine_for(game)
        # the set-up's readings told as the store tells them
        told: list[Any] = told_versions([*raw["events"], *raw.get("redo", [])])  # Any: JSON data (the file)
        events = [parse_entry(e, game=game) for e in told[:len(raw["events"])]]
        redo = [parse_entry(e, game=game) for e in told[len(raw["events"]):]]
        journal = Journal(engine, events)  # the record replays (what today's rules judge differently is shown)
        if strict:
            _strictly(journal, redo)
        game_id = self.store.create_game(game, title=self._free_title(_title(str(raw.get("title", "")))),
                                         lang=_lang(str(raw.get("lang", "de"))), events=events, redo=redo)
        return self.open(game_id)

    def _free_title(self, title: str) -> str:
        """``title``, or ``title (2)``, ``(3)`` … when a stored game has it already (an import beside its original)."""
        taken = {g.title for archived in (False, True) for g in self.games(archived=archived)}
        if not title or title not in taken:
            return title
        n = 2
        while f"{title} ({n})" in taken:
            n += 1
        return _title(f"{title[: TITLE_LIMIT - 8]} ({n})")


def _strictly(journal: Journal[Any], redo: list[Event]) -> None:  # Any: any game's journal
    """Refuse the import when today's rules refuse an entry of it: the first one, by number, in words and with its
    sections; nothing is stored."""
    found = journal.first_refused(redo)
    if found is None:
        return
    seq, ev, why = found
    undone_de, undone_en = (" (zum Wiederherstellen)", " (to redo)") if seq > len(journal) else ("", "")
    raise RuleViolation(f"Streng eingelesen: Eintrag {seq}{undone_de} ({quoted(ev.label('de'))}) lehnen die heutigen "
                        f"Regeln ab — {why.why('de')} Nichts wurde gespeichert.",
                        f"Strict import: today's rules refuse entry {seq}{undone_en} ({quoted(ev.label('en'))}) — "
                        f"{why.why('en')} Nothing was stored.", sections=why.sections)


def _title(text: str) -> str:
    title = clean_text(text, "title").strip()
    if len(title) > TITLE_LIMIT:
        raise InvalidInput(f"Der Titel ist {len(title)} Zeichen lang; höchstens {TITLE_LIMIT} sind erlaubt.",
                           f"The title is {len(title)} characters long; at most {TITLE_LIMIT} are allowed.")
    return title


def _lang(lang: str) -> str:
    if lang not in LANGS:
        raise InvalidInput(f"Unbekannte Sprache {lang!r} (de oder en).", f"Unknown language {lang!r} (de or en).")
    return lang
