from __future__ import annotations

import dataclasses
import enum
import json
import unicodedata
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.errors import InvalidInput, UnknownName
from referee.core.events import Event, event, from_dict, from_json, to_dict, to_json, upgrader
from referee.core.limits import JSON_DEPTH, loads


class Colour(enum.Enum):
    RED = "rot"
    BLUE = "blau"


@dataclasses.dataclass(frozen=True)
class Figure:
    name: str
    power: int | None = None


@event("test.sample", version=2)
@dataclasses.dataclass(frozen=True, kw_only=True)
class Sample(Event):
    player: str
    colour: Colour
    points: Fraction
    figures: tuple[Figure, ...] = ()
    note: str | None = None
    flag: bool = False


@upgrader("test.sample", 1)
def _v1_to_v2(data: dict[str, object]) -> dict[str, object]:
    data["points"] = data.pop("score")
    return data


# clean text as the validation edge keeps it: NFC, no control, format (invisible, bidi) or surrogate characters
names = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Cf")), min_size=0, max_size=12).map(
    lambda t: unicodedata.normalize("NFC", t))
samples = st.builds(
    Sample,
    player=names,
    colour=st.sampled_from(Colour),
    points=st.fractions(min_value=-10**6, max_value=10**6, max_denominator=4),
    figures=st.lists(st.builds(Figure, name=names, power=st.none() | st.integers(0, 99)), max_size=7).map(tuple),
    note=st.none() | names,
    flag=st.booleans(),
)


@given(samples)
def test_json_round_trip(ev: Sample) -> None:
    assert from_json(to_json(ev)) == ev


def test_event_is_frozen() -> None:
    ev = Sample(player="Rot", colour=Colour.RED, points=Fraction(1, 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.player = "Blau"  # type: ignore[misc]


def test_half_points_stay_exact() -> None:
    ev = Sample(player="Rot", colour=Colour.RED, points=Fraction(25, 2))
    assert to_dict(ev)["data"]["points"] == "25/2"
    assert from_json(to_json(ev)).points == Fraction(25, 2)


def test_old_schema_version_is_upgraded() -> None:
    old = {"type": "test.sample", "v": 1, "data": {"player": "Rot", "colour": "rot", "score": "7"}}
    assert from_dict(old).points == Fraction(7)


def test_newer_schema_version_is_refused() -> None:
    with pytest.raises(InvalidInput, match="newer"):
        from_dict({"type": "test.sample", "v": 3, "data": {}})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "Not valid JSON"),
        ("[]", "must look like"),
        ('{"type": "test.sample", "data": {"player": "Rot", "colour": "grün", "points": "1"}}', "colour"),
        ('{"type": "test.sample", "data": {"player": 3, "colour": "rot", "points": "1"}}', "player"),
        ('{"type": "test.sample", "data": {"colour": "rot", "points": "1"}}', "Missing field"),
        ('{"type": "test.sample", "data": {"player": "x", "colour": "rot", "points": "1", "x": 1}}', "Unknown field"),
        ('{"type": "test.sample", "data": {"player": "x", "colour": "rot", "points": "1/0"}}', "points"),
        ('{"type": "test.sample", "data": {"player": "x", "colour": "rot", "points": true}}', "points"),
        # a value refused deep inside names its whole place (read again to name it: the common path names none)
        ('{"type": "test.sample", "data": {"player": "x", "colour": "rot", "points": "1", '
         '"figures": [{"name": "a"}, {"name": "b", "power": "7"}]}}', "test.sample.figures[1].power"),
        ('{"type": "test.sample", "data": {"player": "x", "colour": "rot", "points": "1", '
         '"figures": [{"name": "a", "size": 1}]}}', "Unknown field in test.sample.figures[0]"),
        ('{"type": "test.sample", "data": {"player": "x", "colour": "rot", "points": "1"}} x', "Extra data"),
    ],
)
def test_malformed_entries_are_refused(text: str, message: str) -> None:
    with pytest.raises(InvalidInput) as info:
        from_json(text)
    assert message in str(info.value)


def test_unknown_event_type_suggests_close_names() -> None:
    with pytest.raises(UnknownName) as info:
        from_json('{"type": "test.sampel", "data": {}}')
    assert "test.sample" in info.value.suggestions


def test_markup_in_names_survives_unchanged() -> None:
    ev = Sample(player='<b>&Co "x"', colour=Colour.BLUE, points=Fraction(0))
    assert from_json(to_json(ev)).player == '<b>&Co "x"'


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**9, 10**9) | names,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(names, inner, max_size=4), max_leaves=20)


@given(json_values, st.sampled_from([(None, (",", ":")), (2, (", ", ": ")), (None, (", ", ": "))]), st.booleans())
def test_json_reads_as_json_loads_does(value: object, layout: tuple[int | None, tuple[str, str]], padded: bool) -> None:
    """Compact text (as stored) and text with white space inside or around it read the same as ``json.loads``."""
    indent, separators = layout
    text = json.dumps(value, indent=indent, separators=separators, ensure_ascii=False)
    text = f" \n{text}\t " if padded else text
    assert loads(text) == json.loads(text)


def test_nesting_is_bounded_with_few_or_many_brackets() -> None:
    """Text with no more brackets than the bound cannot nest deeper and is read at once; text with more is
    scanned: many shallow brackets (and brackets inside strings) read, one bracket too deep is refused."""
    at_bound = "[" * JSON_DEPTH + "]" * JSON_DEPTH
    assert loads(at_bound) == json.loads(at_bound)
    shallow = json.dumps([[] for _ in range(2 * JSON_DEPTH)] + ["[[[[" * JSON_DEPTH])
    assert loads(shallow) == json.loads(shallow)
    with pytest.raises(InvalidInput, match="nested too deeply"):
        loads("[" * (JSON_DEPTH + 1) + "]" * (JSON_DEPTH + 1))
