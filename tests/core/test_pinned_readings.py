"""An interpretation added later never changes an old game (issue 33): each arrives with a version of its game's
set-up entry and pins, for games set up before, the value that reproduces what their version did.

``readings.json`` records, for every game and every set-up version, the interpretations a game set up by it was
played under. Like the compatibility corpus it only grows: a version's list is never edited. A new
interpretation therefore needs a new set-up version (``arrived``), its ``pinned`` value and the set-up upgrader
that adds the pins (``referee.core.interpretation.pinned_pairs`` / ``pins``); then add the new version's list.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee.core.events import _UPGRADERS, event_types, from_dict, told_versions
from referee.core.interpretation import Choice, Interpretation, pins
from referee.registry import game_ids, interpretations, load_events

RECORDED: dict[str, dict[str, list[str]]] = json.loads(
    (Path(__file__).with_name("readings.json")).read_text(encoding="utf-8"))


def setup_version(game: str) -> int:
    load_events(game)
    return event_types(f"{game}.")[f"{game}.setup"].version


@pytest.mark.parametrize("game", game_ids())
def test_every_interpretation_arrived_with_a_recorded_set_up_version(game: str) -> None:
    version = setup_version(game)
    recorded = RECORDED.get(game, {})
    assert str(version) in recorded, (
        f"{game}.setup is version {version}: record the interpretations it is played under in readings.json")
    for v in range(1, version + 1):
        now = sorted(i.id for i in interpretations(game) if i.arrived <= v)
        assert now == recorded.get(str(v)), (
            f"{game}: the interpretations of set-up version {v} changed ({sorted(set(now) ^ set(recorded[str(v)]))}). "
            f"A new interpretation never joins an existing set-up version: give it arrived={version + 1}, its "
            f"pinned value for older games, and bump {game}.setup (its upgrader adds the pins).")


@pytest.mark.parametrize("game", game_ids())
def test_each_set_up_upgrader_pins_the_readings_that_arrived_after(game: str) -> None:
    version = setup_version(game)
    for i in interpretations(game):
        assert 1 <= i.arrived <= version, i.id
        if i.arrived > 1:
            assert i.pinned in ({c.value for c in i.choices} or {i.default}), i.id
    for v in range(1, version):
        upgrade = _UPGRADERS[(f"{game}.setup", v)]
        settings: Any = upgrade({"settings": []})["settings"]
        pairs = {(s["id"], s["value"]) if isinstance(s, dict) else tuple(s) for s in settings}
        assert set(pins(interpretations(game), v)) <= pairs, (game, v)


def test_a_table_that_switched_a_reading_keeps_its_choice() -> None:
    old = {"type": "got.setup", "v": 2, "data": {"players": [
        {"name": "Anna", "role": "titan", "colour": "Rot", "seat": 1},
        {"name": "Ben", "role": "titan", "colour": "Blau", "seat": 2}],
        "settings": [["got.battle_reveals", "first-round"]]}}
    settings = dict(from_dict(old).settings)  # type: ignore[attr-defined]
    assert settings["got.battle_reveals"] == "first-round" and settings["got.timewarp"] == "not-moved"


def test_an_interpretation_that_arrived_later_must_pin_a_known_value() -> None:
    with pytest.raises(ValueError, match="pins no known value"):
        Interpretation(id="demo.unpinned", game="demo", sections=("1",), title_de="…", title_en="…",
                       digest_de="…", digest_en="…", default="new", arrived=2,
                       choices=(Choice("new", "neu", "new"),))


SETUP = {"type": "got.setup", "v": 2, "data": {"players": [
    {"name": "Anna", "role": "titan", "colour": "Rot", "seat": 1},
    {"name": "Ben", "role": "titan", "colour": "Blau", "seat": 2}]}}


@pytest.mark.parametrize(("entry", "told", "pinned"), [
    ({"type": "got.battle_round", "v": 1, "data": {"round": 1}}, 2, "entered"),  # written before 9aa0b26
    ({"type": "got.battle_round", "v": 1, "data": {"round": 1, "copies": []}}, 3, "first-round"),
    ({"type": "got.turn_ended", "v": 1, "data": {"player": "Anna"}}, 3, "first-round"),  # tells nothing
])
def test_a_set_up_of_version_2_is_told_by_its_journal(entry: dict[str, Any], told: int, pinned: str) -> None:
    raws = told_versions([SETUP, entry])
    first: Any = raws[0]
    assert first["v"] == told
    setup: Any = from_dict(first)
    assert dict(setup.settings).get("got.battle_reveals", "first-round") == pinned
    assert setup.readings_untold == (entry["type"] == "got.turn_ended")
