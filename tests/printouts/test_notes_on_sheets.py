"""Every sheet of a game ends with the notes of its entries (table talk, promises, deals): the note's number,
the entry it is about in words and its text, the user's text escaped; not on a blank sheet, the reference
card or the tournament sheet (over several games)."""

from __future__ import annotations

from pathlib import Path

import pytest

from printouts.base import Context
from printouts.kinds import KINDS
from printouts.source import sheet_class
from referee.core.journal import Journal
from referee.core.note import Note

from .allgames import journals
from .pdftext import text

NOT_A_RECORD = {"got-reference", "arena-tournament"}


def noted(game: str) -> Journal[object]:
    j = journals(game)[0]
    j.append(Note.of(2, 'Anna verspricht <b>Bert</b> & Co: "kein Angriff"'))
    j.append(Note.of(0, "Turnier im Verein\nTisch 3"))
    return j


def flat(path: Path) -> str:
    return " ".join(text(path).split())


@pytest.mark.parametrize("kind", sorted(set(KINDS) - NOT_A_RECORD))
def test_every_sheet_of_a_game_shows_its_notes(kind: str, tmp_path: Path) -> None:
    j = noted(KINDS[kind].game)
    second = j.events[1].label("de")
    printed = flat(sheet_class(kind)(Context(lang="de", blank=False, game_title="Test", journal=j))
                   .render(tmp_path / f"{kind}.pdf"))
    notes = printed[printed.index("Notizen Nr. zu Eintrag Notiz"):]
    n = len(j)
    assert f"{n - 1} 2. {' '.join(second.split())}" in notes.replace("->", "→")
    assert 'Anna verspricht <b>Bert</b> & Co: "kein Angriff"' in notes  # escaped: printed as typed
    assert f"{n} zur Partie Turnier im Verein Tisch 3" in notes
    english = flat(sheet_class(kind)(Context(lang="en", blank=False, game_title="Test", journal=j))
                   .render(tmp_path / f"{kind}-en.pdf"))
    assert "Notes No. on entry Note" in english and "on the game Turnier im Verein" in english


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_no_notes_on_a_blank_sheet_a_game_without_notes_or_a_sheet_that_is_no_record(kind: str, tmp_path: Path) -> None:
    for i, ctx in enumerate([Context(lang="de", blank=True, game_title="Test"),
                             Context(lang="de", blank=False, game_title="Test", journal=journals(KINDS[kind].game)[0])]):
        assert "Notizen" not in text(sheet_class(kind)(ctx).render(tmp_path / f"{kind}-{i}.pdf"))
    if kind in NOT_A_RECORD:
        ctx = Context(lang="de", blank=False, game_title="Test", journal=noted(KINDS[kind].game))
        assert "Turnier im Verein" not in text(sheet_class(kind)(ctx).render(tmp_path / f"{kind}-n.pdf"))
