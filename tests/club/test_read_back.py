"""What the write path accepts, the read path reads (issue 28): any entry of any game, with any values — numbers
as integers, decimals, fractions and floats at and beyond every limit, text of every kind — that the write path
decodes is stored and reads back as the very same entry, from SQLite and from the club's PostgreSQL.

The entries are drawn from the events' own field types (every registered event of the five games), so a new
field or event is covered without a change here.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, RefereeError
from referee.core.events import Event, event_types, from_dict
from referee.core.limits import DENOMINATOR_LIMIT, INT_LIMIT
from referee.registry import game_ids, load_events
from rulesdb.journal import GameStore

from .pgserver import PgControl

for _game in game_ids():
    load_events(_game)
EVENTS = {name: cls for name, cls in sorted(event_types().items()) if name.split(".")[0] in game_ids()}

_INTS = st.one_of(st.integers(-50, 50), st.integers(-INT_LIMIT - 5, INT_LIMIT + 5),
                  st.sampled_from([INT_LIMIT, -INT_LIMIT, INT_LIMIT + 1, 10**30]))
_NUMBER_TEXT = st.one_of(
    st.builds(lambda n, d: f"{n}/{d}", st.integers(-(10**19), 10**19), st.integers(1, 10 * DENOMINATOR_LIMIT)),
    st.builds(lambda i, f: f"{i}.{f}", st.integers(-INT_LIMIT - 1, INT_LIMIT + 1), st.text("0123456789", min_size=1,
                                                                                        max_size=11)),
    st.sampled_from(["1234.123456789", "999999999.999999999", "-999999999.999999999", "999999999999999999/1000000000",
                     "1/3", "0.1", "1e5", "NaN", "½", "٣"]),
)
_NUMBERS = st.one_of(_INTS, _NUMBER_TEXT, st.floats(allow_nan=False, allow_infinity=False, width=64))
_TEXT = st.one_of(st.text(max_size=12), st.sampled_from(["Anna", "Cafe\u0301", "<b>B&amp;12</b> /x", "Zählfehler", "x" * 300]))


def _values(tp: Any, depth: int = 0) -> st.SearchStrategy[Any]:
    """JSON values for a field of type ``tp``: mostly of the type, sometimes not, near and beyond the limits."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(st.none() if a is type(None) else _values(a, depth) for a in typing.get_args(tp)))
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(_values(args[0], depth + 1), max_size=3 if depth < 2 else 1)
        return st.tuples(*(_values(a, depth + 1) for a in args)).map(list)
    if origin is typing.Literal:
        return st.sampled_from(typing.get_args(tp))
    if tp is bool:
        return st.booleans()
    if tp is int:
        return _INTS
    if tp is str:
        return _TEXT
    if tp is Fraction:
        return _NUMBERS
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return st.sampled_from([m.value for m in tp])
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = typing.get_type_hints(tp)
        fields = [f for f in dataclasses.fields(tp) if f.init]
        required = {f.name for f in fields if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
        return st.fixed_dictionaries({f.name: _values(hints[f.name], depth + 1) for f in fields if f.name in required},
                                     optional={f.name: _values(hints[f.name], depth + 1) for f in fields
                                               if f.name not in required})
    return st.just(None)


ENTRIES = st.sampled_from(sorted(EVENTS)).flatmap(
    lambda name: st.builds(lambda data: {"type": name, "data": data}, _values(EVENTS[name])))


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameStore]:
    if request.param == "sqlite":
        url = f"sqlite:///{Path(tmp_path_factory.mktemp('read-back')) / 'g.sqlite'}"
    else:
        server: tuple[str, PgControl] = request.getfixturevalue("pg")
        url = server[0]
    made = GameStore(url)
    yield made
    made.close()


def _accepted(entry: dict[str, Any]) -> Event | None:
    """The write path's decoding of an entry (None when it refuses it)."""
    try:
        return from_dict(entry)
    except InvalidInput:
        return None
    except RefereeError:
        return None


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(entries=st.lists(ENTRIES, min_size=1, max_size=4))
def test_every_accepted_entry_reads_back(store: GameStore, entries: list[dict[str, Any]]) -> None:
    accepted = [e for e in map(_accepted, entries) if e is not None]
    if not accepted:
        return
    game = accepted[0].type_name.split(".")[0]
    gid = store.create_game(game, events=accepted[:-1], redo=accepted[-1:])  # stored, or refused before writing
    loaded = store.load(gid)
    assert (*loaded.events, *loaded.redo) == tuple(accepted)


def test_the_numbers_of_the_issue_read_back(store: GameStore) -> None:
    for points in ("1234.123456789", "999999999.999999999", "999999999999999999/1000000000", "1/3"):
        ev = from_dict({"type": "got.correction", "data": {"reason": "Zählfehler", "player": "Anna", "points": points}})
        gid = store.create_game("got", events=[ev])
        assert store.load(gid).events == (ev,)
    with pytest.raises(InvalidInput, match="finely"):
        from_dict({"type": "got.correction", "data": {"reason": "x", "player": "Anna", "points": "1/9999999999"}})
