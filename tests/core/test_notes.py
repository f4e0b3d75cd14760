"""A note on an entry (``core.note``): accepted by every game's engine, refused when its text is not clean or
its entry is not there or is a note, undone and redone like any entry — and it never changes the table."""

from __future__ import annotations

import functools
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.engine import Engine
from referee.core.errors import InvalidInput
from referee.core.events import Event, from_json, to_json
from referee.core.journal import Journal
from referee.core.limits import NOTE_LIMIT
from referee.core.note import Note, check_note, notes_by_entry
from referee.registry import game_ids

from ..printouts.allgames import journals


@functools.cache
def recorded(game: str) -> tuple[Engine[object], tuple[Event, ...]]:
    j = journals(game)[0]
    return j.engine, j.events


@pytest.mark.parametrize("game", game_ids())
def test_every_game_takes_a_note_on_an_entry_and_on_the_game(game: str) -> None:
    engine, events = recorded(game)
    j = Journal(engine, events)
    before = j.state
    j.append(Note.of(2, "Anna verspricht Bert, Rot nicht anzugreifen."))
    j.append(Note.of(0, "Gespielt im Verein, Tisch 3"))
    assert j.state is before  # nothing on the table changed
    assert [e.label("de") for e in j.events[-2:]] == [
        "Notiz zu Eintrag 2: Anna verspricht Bert, Rot nicht anzugreifen.", "Notiz zur Partie: Gespielt im Verein, Tisch 3"]
    assert j.events[-1].label("en") == "Note on the game: Gespielt im Verein, Tisch 3"
    # a note on a note, on an entry not there, and a note that is not clean are refused; nothing changes
    count = len(j)
    with pytest.raises(InvalidInput, match=f"Eintrag {count} ist selbst eine Notiz"):
        j.append(Note.of(count, "und noch"))
    with pytest.raises(InvalidInput, match=f"Eintrag {count + 1} gibt es nicht; die Partie hat {count} Einträge"):
        j.append(Note.of(count + 1, "später"))
    with pytest.raises(InvalidInput, match="nicht bereinigt"):
        j.append(Note(on=1, text="  Rand "))
    with pytest.raises(InvalidInput, match="Eintrag ab 1"):
        j.append(Note(on=-1, text="vorher"))
    assert len(j) == count and j.state is before
    # undone and redone like any entry
    j.undo()
    assert len(j) == count - 1 and j.redo_events == (Note.of(0, "Gespielt im Verein, Tisch 3"),)
    j.redo()
    assert j.events[-1] == Note.of(0, "Gespielt im Verein, Tisch 3") and j.state is before
    assert engine.check(j.state, Note.of(1, "ok"))


def test_the_note_on_an_undone_entry_goes_first_and_comes_back_after_it() -> None:
    engine, events = recorded("weiss")
    j = Journal(engine, events[:5])
    j.append(Note.of(5, "Deal: kein Angriff"))
    assert isinstance(j.undo(), Note)  # the later fact goes first
    j.undo()
    j.redo()
    j.redo()
    assert j.events[-1] == Note.of(5, "Deal: kein Angriff") and j.events[-2] == events[4]


def test_a_note_waits_for_the_set_up() -> None:
    engine, _ = recorded("got")
    with pytest.raises(InvalidInput, match="zuerst die Aufstellung"):
        Journal(engine).append(Note.of(0, "vor dem Spiel"))


def test_the_text_is_cleaned_and_bounded_and_the_refusal_says_what_was_wrong() -> None:
    assert Note.of(3, " Anna:\tzahlt 2 \r\n\r\n Bert  nimmt an ").text == "Anna: zahlt 2\nBert nimmt an"
    assert Note.of(0, "Cafe\u0301").text == "Café"
    with pytest.raises(InvalidInput, match="U\\+0007"):
        Note.of(0, "Klingel\u0007")
    with pytest.raises(InvalidInput, match="U\\+202E"):
        Note.of(0, "abc\u202edef")
    with pytest.raises(InvalidInput, match=f"{NOTE_LIMIT + 1} Zeichen, höchstens {NOTE_LIMIT}"):
        Note.of(0, "x" * (NOTE_LIMIT + 1))
    with pytest.raises(InvalidInput, match="Die Notiz ist leer"):
        Note.of(0, " \n\t ")
    check_note(Note.of(0, "x" * NOTE_LIMIT))


def test_a_note_round_trips_and_decodes_in_a_fresh_process() -> None:
    note = Note.of(12, "Bert schuldet Anna\nzwei Karten")
    assert from_json(to_json(note)) == note
    code = ("from referee.core.events import from_json; "
            f"print(from_json({to_json(note)!r}).label('de'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "Notiz zu Eintrag 12: Bert schuldet Anna / zwei Karten"


def test_notes_by_entry_keeps_the_order_they_were_made() -> None:
    found = notes_by_entry([Note.of(0, "a"), Note.of(2, "b"), Note.of(2, "c")])
    assert [n.text for n in found[2]] == ["b", "c"] and [n.text for n in found[0]] == ["a"]


TEXTS = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Cf")), min_size=1, max_size=40).filter(str.strip)


@pytest.mark.parametrize("game", game_ids())
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(places=st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 10_000), TEXTS), min_size=1, max_size=5))
def test_notes_never_change_the_table(game: str, places: list[tuple[int, int, str]]) -> None:
    """Notes put anywhere after the set-up, on any earlier entry that is no note (or on the game): the state after
    each is the state before it, and every other entry leads to the state it leads to without notes."""
    engine, events = recorded(game)
    plain = Journal(engine)
    for e in events:
        plain.append(e)
    at = sorted({1 + a % len(events) for a, _, _ in places})
    j = Journal(engine)
    seq_of: list[int] = []  # the position in ``j`` of each entry of ``events``
    for i, e in enumerate(events, 1):
        j.append(e)
        seq_of.append(len(j))
        for k, (_, b, text) in enumerate(places):
            if at[k % len(at)] == i:
                before = j.state
                j.append(Note.of(seq_of[b % len(seq_of)] if b % 3 else 0, text))
                assert j.state is before
                undone = j.undo()
                assert j.state is before
                j.redo()
                assert j.events[-1] == undone
        assert j.state == plain.state_after(i)
    assert j.state == plain.state
