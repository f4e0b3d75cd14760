"""What a game page and a set-up form provide to the main window and the new-game dialog.

A page shows the table of one game and offers its entries as dialogs (each built on
:class:`ui.dialogs.base.EntryDialog`, so a refusal is explained in place with its rule section).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from referee.core.events import Event
from referee.core.setup import SetupRequest
from ui.qt import QtCore, QtWidgets, Signal
from ui.service import GameService, OpenGame
from ui.settings import Settings

if TYPE_CHECKING:
    from ui.service.quick import Reading


@dataclasses.dataclass(frozen=True)
class LineReading:
    """What a quick-entry line means: an entry with the referee's verdict, or a page entry to open."""

    label: str
    ok: bool
    entry: Event | None = None
    #: the page's entry key whose dialog the line asks for
    action: str | None = None
    sections: tuple[str, ...] = ()
    #: the entries the line makes after ``entry``, in order (Gods of Titan: the recruit announced with a move)
    then: tuple[Event, ...] = ()


class GamePage(QtWidgets.QWidget):
    """The table of one game; subclasses implement :meth:`refresh`, :meth:`entry_actions`, :meth:`open_entry`."""

    game: ClassVar[str] = ""
    #: a § link was clicked: the main window opens that section of this game in the rules panel
    section_clicked = Signal(str)
    #: the page asks for the entry ``key`` (e.g. a pending battle clicked): the main window opens it
    entry_requested = Signal(str)
    #: the service and id of the open game (set by the main window before :meth:`refresh`)
    _service: GameService | None = None
    game_id: int | None = None

    def attach(self, *, service: GameService, game_id: int | None) -> None:
        """Tell the page which stored game it shows (e.g. to find the other games of a tournament)."""
        self._service, self.game_id = service, game_id

    @property
    def service(self) -> GameService:
        """The service of the open game (:meth:`attach`; a page not yet attached has none: a program error)."""
        if self._service is None:
            raise RuntimeError(f"{type(self).__name__} is not attached to a game")
        return self._service

    def refresh(self, session: OpenGame[object]) -> None:
        """Show the table as ``session`` stands (called after every entry, undo and redo)."""
        raise TypeError(f"{type(self).__name__} must define refresh()")

    def retranslate(self) -> None:
        """Show the page's texts in the current language (the main window calls it on a change)."""

    def entry_actions(self) -> list[tuple[str, str]]:
        """The entries of this game for the menu: (key, label); their shortcuts are in :mod:`ui.shortcuts`."""
        return []

    def read_line(self, session: OpenGame[object], text: str, *, lang: str = "de") -> LineReading | None:
        """The quick-entry line ``text``: by default the name of one of this page's entries (its dialog opens)."""
        key = text.strip().casefold()
        names = {k: label.rstrip(" …").casefold() for k, label in self.entry_actions()}
        exact = [k for k, n in names.items() if n == key]
        found = exact or [k for k, n in names.items() if n.startswith(key)]
        labels = dict((k, label) for k, label in self.entry_actions())
        if len(found) == 1:
            return LineReading(labels[found[0]], True, action=found[0])
        if found:
            return LineReading(("Mehrdeutig: " if lang == "de" else "Ambiguous: ")
                               + ", ".join(labels[k].rstrip(" …") for k in found), False)
        # nothing named: say what the line takes (the page's examples)
        return LineReading(("Kein Eintrag dieses Namens. Die Zeile nimmt: " if lang == "de"
                            else "No entry of that name. The line takes: ") + self.line_hint(), False)

    def quick_reading(self, session: OpenGame[object], reading: Reading, text: str, *, lang: str = "de"
                      ) -> LineReading | None:
        """A game's quick-line ``reading`` as the line shows it; a line that is no entry may still name one of
        this page's entries (its dialog opens)."""
        if reading.entry is None:
            named = GamePage.read_line(self, session, text, lang=lang)
            if named is not None and named.action is not None:
                return named
        return LineReading(reading.label(lang) if reading.ok else reading.message, reading.ok, reading.entry,
                           sections=reading.sections, then=reading.then)

    def line_hint(self) -> str:
        """What the quick-entry line takes in this game (its placeholder)."""
        names = ", ".join(label.rstrip(" …") for _, label in self.entry_actions()[:3])
        return self.tr("Name eines Eintrags, z. B. %1 — Enter öffnet ihn").replace("%1", names)

    def complete_line(self, session: OpenGame[object], text: str) -> list[str]:
        """Completions of the quick-entry line: the names of this page's entries."""
        key = text.strip().casefold()
        return [label.rstrip(" …") for _, label in self.entry_actions() if key in label.casefold()]

    def open_entry(self, key: str, session: OpenGame[object]) -> QtWidgets.QDialog | None:
        """The dialog for the entry ``key`` (not yet shown), or None when the page made the entry at once
        (an entry with nothing to fill in); a refusal is raised."""
        raise KeyError(key)


class SetupForm(QtWidgets.QWidget):
    """The part of the new-game dialog that builds the set-up request of one game (its
    :class:`~referee.core.setup.SetupRequest`, as the command line's ``<game> new`` does)."""

    changed = Signal()

    def restore(self, kept: Settings) -> None:
        """Fill in what the table keeps from its last game of this kind."""

    def keep(self, kept: Settings) -> None:
        """Keep what the next game of this kind starts with (called once a game was made)."""

    def setup_request(self, settings: tuple[tuple[str, str], ...]) -> SetupRequest:
        """What the scribe chose, with the interpretation ``settings`` chosen in the dialog."""
        raise TypeError(f"{type(self).__name__} must define setup_request()")

    def setup_event(self, settings: tuple[tuple[str, str], ...]) -> Event:
        """The set-up entry the request makes."""
        return self.setup_request(settings).event()


__all__ = ["GamePage", "LineReading", "QtCore", "SetupForm"]
