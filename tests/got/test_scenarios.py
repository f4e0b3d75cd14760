"""Known-answer scenarios (like perft for chess): journals with hand-computed results.

Each ``scenarios/*.json`` holds ``events`` (journal entries as JSON; the shorthands
``{"until_round": N}`` and ``{"until_mover": name}`` end turns until then, each army that has to
move first moving one land onto a land of its own, see ``helpers.pass_turn``) and either ``expect`` (players'
points/gems/goals/victory points/Titan revealed/pool counts, armies' figures and lands, armies gone, players
eliminated, the winner) or ``expect_error`` (the index of
the refused entry and the sections it must name).  Every bug found adds a file.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from referee.core.errors import RefereeError
from referee.core.events import from_dict
from referee.core.journal import Journal
from referee.got.engine import GotEngine
from referee.got.goals import victory_points
from referee.got.state import GotState

from .helpers import pass_turn

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def run(entries: list[dict[str, Any]]) -> tuple[Journal[GotState], int | None, RefereeError | None]:
    j: Journal[GotState] = Journal(GotEngine())
    for i, raw in enumerate(entries):
        try:
            if "until_round" in raw:
                while j.state.round < raw["until_round"]:
                    pass_turn(j)
            elif "until_mover" in raw:
                while j.state.mover_player.name != raw["until_mover"]:
                    pass_turn(j)
            else:
                j.append(from_dict(raw))
        except RefereeError as exc:
            return j, i, exc
    return j, None, None


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    j, failed_at, error = run(data["events"])
    if "expect_error" in data:
        want = data["expect_error"]
        assert failed_at == want["at"], f"expected a refusal at entry {want['at']}, got {failed_at}: {error}"
        assert error is not None and set(want["sections"]) <= set(error.sections), error
        return
    assert error is None, f"entry {failed_at} refused: {error}"
    expect = data["expect"]
    for name, values in expect.get("players", {}).items():
        p = j.state.player(name)
        if "points" in values:
            assert p.points == Fraction(values["points"]), name
        if "gems" in values:
            assert p.gems == values["gems"], name
        if "goals" in values:
            assert set(values["goals"]) <= set(p.goals), name
        if "titan_power" in values:
            assert p.titan_power == values["titan_power"], name
        if "titan_revealed" in values:
            assert p.titan_revealed == values["titan_revealed"], name
        if "victory_points" in values:
            assert victory_points(p) == values["victory_points"], name
        for figure, count in values.get("pool", {}).items():  # the personal pool holds so many of a figure
            assert p.pool.count(figure) == count, (name, figure)
    for marker, figures in expect.get("armies", {}).items():
        assert sorted(j.state.army(marker).figures.names()) == sorted(figures), marker
    for marker in expect.get("gone", []):
        assert all(a.marker != marker for a in j.state.armies), marker
    for marker, label in expect.get("lands", {}).items():  # the land's label an army stands on
        assert j.state.army(marker).land.label == label, marker
    for name in expect.get("eliminated", []):
        assert j.state.player(name).eliminated, name
    if "winner" in expect:  # the end of the game (1.3, 27.5, 28.11)
        assert (j.state.winner, j.state.ended) == (expect["winner"], expect.get("ended", j.state.ended))
    assert GotEngine().replay(j.events) == j.state


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 5
