"""A note on an entry: table talk, a promise, a deal — a fact of its own in every game's journal.

A note is an entry of its own (``core.note``) that names the entry it is about by its position (``on``,
1-based; 0 = the game as a whole) and changes nothing on the table. Every engine accepts it through the
core :class:`~referee.core.engine.Engine` (the core knows no game); the journal refuses a note on an entry
that is not there or on another note. A note added later is a new fact: undone and redone like any entry.

>>> n = Note.of(12, "  Anna verspricht Bert,\\r\\n  Rot nicht anzugreifen. ")
>>> n.text
'Anna verspricht Bert,\\nRot nicht anzugreifen.'
>>> n.label("de")
'Notiz zu Eintrag 12: Anna verspricht Bert, / Rot nicht anzugreifen.'
>>> Note.of(0, "\\t ")
Traceback (most recent call last):
...
referee.core.errors.InvalidInput: Die Notiz ist leer. / The note is empty.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.core.errors import InvalidInput
from referee.core.events import Event, event
from referee.core.limits import NOTE_LIMIT, clean_text

#: the prefix of the core's own event types (entries every game accepts)
CORE_PREFIX = "core"


def note_text(text: str) -> str:
    """The text of a note, cleaned: line ends unified, runs of spaces and tabs as one space, each line
    trimmed, blank lines dropped, NFC; control and invisible characters and more than :data:`NOTE_LIMIT` characters refused.

    >>> note_text("Deal:\\tBert zahlt 2\\n\\n\\n  Anna passt ")
    'Deal: Bert zahlt 2\\nAnna passt'
    """
    unified = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    lines = [" ".join(line.split()) for line in unified.split("\n")]
    cleaned = clean_text("\n".join(line for line in lines if line), "Notiz/note", limit=NOTE_LIMIT)
    if not cleaned:
        raise InvalidInput("Die Notiz ist leer.", "The note is empty.")
    return cleaned


@event(f"{CORE_PREFIX}.note", version=1)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Note(Event):
    """A note on entry ``on`` (1-based; 0 = on the game as a whole): free text, cleaned (:func:`note_text`)."""

    on: int = 0
    text: str

    @classmethod
    def of(cls, on: int, text: str) -> Note:
        """The note on entry ``on`` with ``text`` cleaned (refused when empty, too long or not clean)."""
        return cls(on=on, text=note_text(text))

    def about(self, lang: str = "de") -> str:
        """What the note is about, in words: "Notiz zu Eintrag 12" / "Notiz zur Partie"."""
        if lang == "en":
            return f"Note on entry {self.on}" if self.on else "Note on the game"
        return f"Notiz zu Eintrag {self.on}" if self.on else "Notiz zur Partie"

    def one_line(self) -> str:
        """The text on one line (its lines joined by " / ")."""
        return " / ".join(self.text.split("\n"))

    def label(self, lang: str = "de") -> str:
        return f"{self.about(lang)}: {self.one_line()}"


def check_note(note: Note) -> None:
    """Refuse a note whose text is not clean or whose entry number is negative (the journal checks the rest:
    :func:`check_target`)."""
    if note.on < 0:
        raise InvalidInput(f"Eine Notiz gilt einem Eintrag ab 1 oder der Partie (0), nicht {note.on}.",
                           f"A note is on an entry from 1 or on the game (0), not {note.on}.")
    if note_text(note.text) != note.text:
        raise InvalidInput("Der Text der Notiz ist nicht bereinigt (Leerzeichen am Rand, leere Zeilen, Tabulatoren).",
                           "The note's text is not clean (spaces at the edges, blank lines, tabs).")


def check_target(events: Sequence[Event], note: Note) -> None:
    """Refuse a new note on an entry that is not among ``events`` (the journal so far) or that is a note.

    >>> check_target([Note.of(0, "a")], Note.of(2, "b"))
    Traceback (most recent call last):
    ...
    referee.core.errors.InvalidInput: Eintrag 2 gibt es nicht; die Partie hat 1 Eintrag. / There is no entry 2; ...
    """
    check_note(note)
    count = len(events)
    if note.on > count:
        raise InvalidInput(
            f"Eintrag {note.on} gibt es nicht; die Partie hat {count} {'Eintrag' if count == 1 else 'Einträge'}.",
            f"There is no entry {note.on}; the game has {count} entr{'y' if count == 1 else 'ies'}.")
    target = events[note.on - 1] if note.on else None
    if isinstance(target, Note):
        where_de = f"Eintrag {target.on}" if target.on else "die Partie"
        where_en = f"entry {target.on}" if target.on else "the game"
        raise InvalidInput(
            f"Eintrag {note.on} ist selbst eine Notiz; eine Notiz gilt einem Eintrag der Partie "
            f"(diese Notiz gilt {where_de}).",
            f"Entry {note.on} is a note itself; a note is on an entry of the game (that note is on {where_en}).")


def notes_by_entry(events: Sequence[Event]) -> dict[int, tuple[Note, ...]]:
    """The notes of ``events`` by the entry they are about (0 = the game), in the order they were made.

    >>> notes_by_entry([Note.of(0, "a"), Note.of(0, "b")])[0][1].text
    'b'
    """
    found: dict[int, list[Note]] = {}
    for ev in events:
        if isinstance(ev, Note):
            found.setdefault(ev.on, []).append(ev)
    return {on: tuple(notes) for on, notes in found.items()}
