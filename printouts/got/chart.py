"""Gods of Titan points chart: every player's combat points at the end of each round (20.3).

One point per round, from the first round to the current one (whose value is the table so far); the
round of an entry is counted as the history counts it (:mod:`printouts.rounds`). Half points stay
exact in the data (RULES-NOTES 2) and are drawn as they are.

>>> from referee.core.journal import Journal
>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> j = Journal(GotEngine(), [GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3)))])
>>> points_by_round(j)
RoundPoints(rounds=(1,), players=('A', 'B', 'C'), points=((Fraction(0, 1), Fraction(0, 1), Fraction(0, 1)),))
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from fractions import Fraction

from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.linecharts import HorizontalLineChart
from reportlab.graphics.shapes import Drawing
from reportlab.graphics.widgets.markers import makeMarker
from reportlab.lib import colors
from reportlab.lib.units import mm

from printouts.base import number
from printouts.escape import plain
from printouts.got.common import GotRecord, table_round
from printouts.rounds import entry_rounds, round_ends
from printouts.styles import FONT
from referee.got.view import header, score_lines

#: the players' colours (4.4) as drawn; an unknown colour is grey
INKS = {"Rot": colors.HexColor("#c0392b"), "Blau": colors.HexColor("#2e6fd8"), "Gelb": colors.HexColor("#b7950b"),
        "Grün": colors.HexColor("#239b56"), "Schwarz": colors.HexColor("#222222")}
#: marker shapes, so that the lines stay apart on a black-and-white print
SHAPES = ("FilledCircle", "FilledSquare", "FilledDiamond", "FilledTriangle", "FilledCross")
#: at most this many round labels on the axis (the others are left blank)
MAX_LABELS = 16


@dataclasses.dataclass(frozen=True)
class RoundPoints:
    """The rounds in order, the players in seat order, and per round each player's points at its end."""

    rounds: tuple[int, ...]
    players: tuple[str, ...]
    points: tuple[tuple[Fraction, ...], ...]

    def of(self, player: str) -> tuple[Fraction, ...]:
        """One player's points at the end of every round."""
        i = self.players.index(player)
        return tuple(row[i] for row in self.points)


def points_by_round(journal: GotRecord, rounds: Sequence[int] | None = None) -> RoundPoints:
    """Every player's points after the last entry of each round of ``journal`` (a Gods of Titan game);
    ``rounds``: the round of each entry, if already known (:func:`printouts.rounds.entry_rounds`)."""
    ends = round_ends(entry_rounds(journal, table_round) if rounds is None else rounds)
    players = header(journal.state).players
    rows = []
    for _, n in ends:
        points = {p.name: p.points for p in score_lines(journal.state_after(n))}
        rows.append(tuple(points[name] for name in players))
    return RoundPoints(tuple(r for r, _ in ends), players, tuple(rows))


def round_labels(rounds: tuple[int, ...], word: str) -> list[str]:
    """``"Runde N"`` under every round, or under every k-th one when there are many.

    >>> round_labels((1, 2, 3), "Runde")
    ['Runde 1', 'Runde 2', 'Runde 3']
    >>> [x for x in round_labels(tuple(range(1, 41)), "Round") if x][:3]
    ['Round 1', 'Round 4', 'Round 7']
    """
    step = max(1, math.ceil(len(rounds) / MAX_LABELS))
    return [f"{word} {r}" if i % step == 0 else "" for i, r in enumerate(rounds)]


def points_chart(data: RoundPoints, colours: dict[str, str], *, word: str, lang: str, width: float,
                 height: float = 62 * mm) -> Drawing:
    """The line chart of ``data``: x the rounds (labelled ``word N``), y the points; a legend of the players."""
    drawing = Drawing(width, height)
    chart = HorizontalLineChart()
    chart.x, chart.y = 14 * mm, 16 * mm
    chart.width, chart.height = width - 52 * mm, height - 20 * mm
    chart.data = [tuple(float(v) for v in data.of(name)) for name in data.players] or [(0.0,)]
    chart.joinedLines = 1
    axis = chart.categoryAxis
    axis.categoryNames = round_labels(data.rounds, word) if data.rounds else [""]
    axis.labels.fontName, axis.labels.fontSize = FONT, 6.5
    axis.labels.angle, axis.labels.boxAnchor, axis.labels.dy = 35, "ne", -2
    values = chart.valueAxis
    values.valueMin = 0
    values.labels.fontName, values.labels.fontSize = FONT, 7
    values.labelTextFormat = lambda v: number(Fraction(v).limit_denominator(2), lang)
    values.visibleGrid, values.gridStrokeColor, values.gridStrokeWidth = 1, colors.lightgrey, 0.3
    legend = Legend()
    legend.x, legend.y = width - 36 * mm, height - 4 * mm
    legend.fontName, legend.fontSize, legend.alignment = FONT, 7.5, "right"
    legend.columnMaximum = max(1, len(data.players))
    pairs = []
    for i, name in enumerate(data.players):
        ink = INKS.get(colours.get(name, ""), colors.grey)
        line = chart.lines[i]
        line.strokeColor, line.strokeWidth = ink, 1.2
        line.symbol = makeMarker(SHAPES[i % len(SHAPES)], size=3.2, fillColor=ink, strokeColor=ink)
        pairs.append((ink, plain(name)))
    legend.colorNamePairs = pairs
    drawing.add(chart)
    drawing.add(legend)
    return drawing
