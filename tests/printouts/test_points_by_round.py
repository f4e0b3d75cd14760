"""The points chart has one point per round: each player's points at the end of it ("Runde N" on the x axis).

On the score sheet and on the app's table alike; the round of an entry is the one the history gives it
(``OpenGame.history``: the end of the last seat's turn still belongs to the round it closes, 27.1).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from reportlab.graphics.charts.linecharts import HorizontalLineChart
from reportlab.graphics.shapes import Drawing
from reportlab.platypus import KeepTogether

from printouts.base import Context
from printouts.got.chart import RoundPoints, points_by_round
from printouts.got.common import table_round
from printouts.got.score import ScoreSheet
from printouts.rounds import entry_rounds
from referee.core.journal import Journal
from referee.got import events as ev
from referee.got.state import GotState
from rulesdb.journal import GameStore
from ui.service import GameService

from .gamebuild import new_game, pass_turn
from .pdftext import text

F = Fraction
#: each player's points at the end of rounds 1–4 of :func:`four_rounds` (round 4: so far)
EXPECTED = RoundPoints(rounds=(1, 2, 3, 4), players=("Anna", "Ben", "Cleo"), points=(
    (F(10), F(0), F(0)), (F(10), F(5, 2), F(0)), (F(10), F(5, 2), F(4)), (F(17), F(5, 2), F(4))))


def correct(j: Journal[GotState], player: str, points: Fraction) -> None:
    j.append(ev.Correction(reason="Übertrag", player=player, points=points))


def turns(j: Journal[GotState], n: int) -> None:
    for _ in range(n):
        pass_turn(j)


def four_rounds() -> Journal[GotState]:
    """Points in rounds 1, 2 (a half, right after round 1 closed), 3 (in the last seat's turn) and 4."""
    j = new_game()
    correct(j, "Anna", F(10))
    turns(j, 3)  # Cleo's end of turn closes round 1
    correct(j, "Ben", F(5, 2))
    turns(j, 5)
    assert (j.state.round, j.state.mover_player.name) == (3, "Cleo")
    correct(j, "Cleo", F(4))
    turns(j, 1)
    correct(j, "Anna", F(7))
    assert j.state.round == 4
    return j


def test_one_point_per_round_at_its_end() -> None:
    assert points_by_round(four_rounds()) == EXPECTED


def test_rounds_are_the_historys_rounds(tmp_path: Path) -> None:
    j = four_rounds()
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    gid = store.create_game("got", events=j.events)
    history = GameService(store=store).open(gid).history()
    assert entry_rounds(j, table_round) == [item.round for item in history]
    assert history[0].round == 1 and max(item.round or 0 for item in history) == 4


def chart_of(story: list[Any]) -> HorizontalLineChart:
    """The line chart of a sheet's story (it sits in a KeepTogether with its heading)."""
    flowables = [x for f in story for x in (f._content if isinstance(f, KeepTogether) else [f])]
    drawing = next(f for f in flowables if isinstance(f, Drawing))
    return next(c for c in drawing.contents if isinstance(c, HorizontalLineChart))


def test_the_score_sheet_draws_the_rounds(tmp_path: Path) -> None:
    j = four_rounds()
    for lang, word in (("de", "Runde"), ("en", "Round")):
        sheet = ScoreSheet(Context(lang=lang, blank=False, game_title="Test", journal=j))
        chart = chart_of(sheet.filled_story())
        assert chart.categoryAxis.categoryNames == [f"{word} {r}" for r in (1, 2, 3, 4)]
        assert [list(line) for line in chart.data] == [[10, 10, 10, 17], [0, 2.5, 2.5, 2.5], [0, 0, 4, 4]]
        printed = text(sheet.render(tmp_path / f"s-{lang}.pdf"))
        assert all(f"{word} {r}" in printed for r in (1, 2, 3, 4))


def test_the_app_chart_has_one_point_per_round(qtbot: Any, tmp_path: Path) -> None:
    from ui import i18n
    from ui.games.got.table import GotTable

    j = four_rounds()
    store = GameStore(f"sqlite:///{tmp_path / 'g.sqlite'}")
    session = GameService(store=store).open(store.create_game("got", events=j.events))
    table = GotTable()
    qtbot.addWidget(table)
    try:
        for lang, word in (("de", "Runde"), ("en", "Round")):
            i18n.set_language(lang)
            table.refresh(session)
            chart = table.chart
            assert chart.rounds == [1, 2, 3, 4]
            assert chart.series == {name: [float(v) for v in EXPECTED.of(name)] for name in EXPECTED.players}
            assert chart.round_labels == [f"{word} {r}" for r in (1, 2, 3, 4)]
            lines = chart.chart().series()
            assert [[(p.x(), p.y()) for p in line.points()] for line in lines][1] == [(1, 0), (2, 2.5), (3, 2.5),
                                                                                       (4, 2.5)]
    finally:
        i18n.set_language("de")
