"""The Weiß Schwarz match record over long random games (played by the Weiß Schwarz test helper)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from printouts.base import Context
from printouts.weiss import MatchSheet, turn_rows
from referee.core.journal import Journal
from referee.weiss.engine import WeissEngine
from referee.weiss.events import Damage

from .pdftext import lines


def _random_game(seed: int) -> Any:
    path = Path(__file__).resolve().parents[1] / "weiss" / "conftest.py"
    spec = importlib.util.spec_from_file_location("weiss_game_helpers", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.random_game(seed, 400)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rows_add_up_to_the_final_table(seed: int) -> None:
    events, states = _random_game(seed)
    j = Journal(WeissEngine(), events)
    rows = turn_rows(j)
    final = j.state
    assert [r.turn for r in rows] == sorted({s.turn for s in states if s.turn})
    for i, side in enumerate(final.sides):
        # the last row shows the table as it stands
        assert (rows[-1].sides[i].level, rows[-1].sides[i].clock) == (len(side.level), len(side.clock))
        # damage per turn adds up to everything taken after the opening
        start = states[0].sides[i]
        assert sum(r.sides[i].damage for r in rows) == 7 * len(side.level) + len(side.clock) - (
            7 * len(start.level) + len(start.clock))
        # every damage entry revealing a climax was cancelled (§ 6 IV)
        cancelled = sum(1 for n, e in enumerate(events) if isinstance(e, Damage) and n
                        and states[n - 1].active != i and states[n - 1].sides[i].climaxes_in(e.revealed))
        assert sum(r.sides[i].cancels for r in rows) == cancelled


def test_the_record_prints_the_rows(tmp_path: Path) -> None:
    events, _ = _random_game(5)
    j = Journal(WeissEngine(), events)
    out = MatchSheet(Context(blank=False, journal=j, game_title="Weiß Schwarz — Test", date="1.1.2027")).render(
        tmp_path / "w.pdf")
    got = lines(out)
    last = turn_rows(j)[-1]
    expect = [str(last.turn), last.active] + [str(v) for s in last.sides for v in (s.level, s.clock, s.damage,
                                                                                   s.cancels)]
    k = max(i for i in range(len(got)) if got[i:i + len(expect)] == expect)
    assert k > 0
