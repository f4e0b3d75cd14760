"""Import judges what it brings (issue 33): every refusal of the write path either marks the imported entry as
judged differently or refuses the import, for entries of every event type of every game put anywhere into a real
game; ``strict`` refuses a file with any such entry, naming the first, and stores nothing.

The write path of an entry is what ``OpenGame.add`` does: the one parser (``parse_entry``: decoding, limits) and
the journal's judgement (the engine's check, a note's entry). A refusal found there for entry ``i`` given the
entries before it must show in the imported game's ``judged_differently`` — or the import is refused.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.errors import RefereeError
from referee.core.events import Event, event_types, to_dict, told_versions
from referee.core.journal import Journal
from referee.core.note import Note
from referee.registry import engine_for, game_ids, load_events
from ui.service import GameService
from ui.service.entries import parse_entry

COMPAT = Path(__file__).resolve().parents[1] / "compat"


def exports(game: str) -> list[dict[str, Any]]:
    """Every corpus export of ``game`` (games written by earlier versions), as JSON data."""
    found = []
    for path in sorted(COMPAT.glob("*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("game") == game and "events" in data:
            found.append(data)
    return found


def entries(data: dict[str, Any], game: str) -> list[Event]:
    return [parse_entry(e, game=game) for e in told_versions(data["events"])]


def words_of(value: object, into: set[str]) -> None:
    """Every text in stored entries: the names the generated entries use (players, figures, cards, lands …)."""
    if isinstance(value, str):
        into.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            words_of(v, into)
    elif isinstance(value, list):
        for v in value:
            words_of(v, into)


def strategy(tp: Any, words: list[str]) -> st.SearchStrategy[Any]:  # Any: a field's type, as the events declare
    """Values of a field's type: small numbers, the game's own words, every enum member, nested entries."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(strategy(a, words) for a in args))
    if tp is type(None):
        return st.none()
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(strategy(args[0], words), max_size=3).map(tuple)
        return st.tuples(*(strategy(a, words) for a in args))
    if tp is bool:
        return st.booleans()
    if tp is int:
        return st.integers(-2, 12)
    if tp is Fraction:
        return st.fractions(-20, 20, max_denominator=4)
    if tp is str:
        return st.sampled_from(words)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return st.sampled_from(list(tp))
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        hints = typing.get_type_hints(tp)
        fields = {f.name: strategy(hints[f.name], words) for f in dataclasses.fields(tp) if f.init}
        return st.fixed_dictionaries(fields).map(lambda values: made(tp, values)).filter(lambda x: x is not None)
    raise AssertionError(f"no strategy for {tp!r}")


def made(cls: type[Any], values: dict[str, Any]) -> Any:  # Any: a generated entry or one of its parts
    """``cls(**values)``, or None where the value itself refuses them (a negative card value): no entry then."""
    try:
        return cls(**values)
    except RefereeError:
        return None


@dataclasses.dataclass
class Material:
    """A real game of one kind and entries of every event type of it to put into it."""

    game: str
    base: list[Event]
    pool: st.SearchStrategy[Event]


def material(game: str) -> Material:
    load_events(game)
    found = exports(game)
    base = entries(found[-1], game)[:40]
    stored = [ev for data in found for ev in entries(data, game)]
    words: set[str] = set()
    for data in found:
        words_of(data["events"], words)
    vocabulary = sorted(words)[:400] or ["A"]
    generated = [strategy(cls, vocabulary) for name, cls in sorted(event_types(f"{game}.").items())
                 if not name.endswith(".setup")]
    notes = st.builds(Note, on=st.integers(0, len(base) + 4), text=st.sampled_from(["Notiz", "Abmachung"]))
    stored_entry = st.integers(0, len(stored) - 1).map(stored.__getitem__)
    return Material(game, base, st.one_of(stored_entry, notes, *generated))


MATERIAL = {g: material(g) for g in game_ids() if exports(g)}


def refused_by_the_write_path(game: str, events: list[Event]) -> set[int]:
    """The entries (1-based) that ``OpenGame.add`` would refuse after the ones before them."""
    engine = engine_for(game)
    refused = set()
    for i in range(1, len(events)):
        ev = events[i]
        try:
            parse_entry(to_dict(ev), game=game)  # the parser: decoding and limits
            Journal(engine, events[:i]).check(ev)  # the engine and the journal (a note's entry)
        except RefereeError:
            refused.add(i + 1)
    return refused


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameService]:
    svc = GameService(f"sqlite:///{tmp_path_factory.mktemp('import') / 'g.sqlite'}")
    yield svc
    svc.close()


def journal_file(game: str, events: list[Event]) -> dict[str, Any]:  # Any: the export file's JSON
    return {"format": "schriftfuehrer-journal", "version": 1, "game": game, "title": "Import",
            "events": [to_dict(e) for e in events], "redo": []}


@pytest.mark.parametrize("game", sorted(MATERIAL))
@settings(max_examples=20, deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much])
@given(data=st.data())
def test_every_refusal_of_the_write_path_marks_the_entry_or_refuses_the_import(
        service: GameService, game: str, data: st.DataObject) -> None:
    m = MATERIAL[game]
    cut = data.draw(st.integers(1, len(m.base)), label="entries of the real game")
    events = list(m.base[:cut])
    for _ in range(data.draw(st.integers(1, 3), label="entries put in")):
        at = data.draw(st.integers(1, len(events)), label="at")
        events.insert(at, data.draw(m.pool, label="entry"))
    refused = refused_by_the_write_path(game, events)
    try:
        made = service.import_game(data=journal_file(game, events))
    except RefereeError:
        return  # the import refused: nothing stored
    marked = {j.seq for j in made.judged_differently}
    assert refused <= marked, f"refused by the write path but not marked: {sorted(refused - marked)}"
    if marked:
        first = min(marked)
        with pytest.raises(RefereeError, match=f"Eintrag {first} "):
            service.import_game(data=journal_file(game, events), strict=True)
    else:
        assert service.import_game(data=journal_file(game, events), strict=True).entries == len(events)


def test_a_note_on_a_missing_entry_or_on_a_note_is_marked_and_strict_stores_nothing(service: GameService) -> None:
    """The two the issue found: ``game note`` refuses both; an import took them unmarked."""
    base = MATERIAL["rampage"].base[:3]
    events = [*base, Note.of(999, "zu spät"), Note.of(len(base) + 1, "Notiz zur Notiz")]
    made = service.import_game(data=journal_file("rampage", events))
    judged = {j.seq: j.message("en") for j in made.judged_differently}
    assert "There is no entry 999" in judged[len(base) + 1] and "is a note itself" in judged[len(base) + 2]
    before = len(service.games())
    with pytest.raises(RefereeError) as refused:
        service.import_game(data=journal_file("rampage", events), strict=True)
    assert f"Eintrag {len(base) + 1} " in refused.value.message("de") and "Nichts wurde gespeichert" in str(refused.value)
    assert len(service.games()) == before
