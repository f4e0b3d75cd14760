"""Gods appearing after a battle (Erscheinen von Göttern, 21).

Every multiple of 200 points reached brings one god; at a multiple of 600 the
player may take an Archangel instead of an Angel, at a multiple of 1800 a
Necromancer too (21.3).  Reaching several multiples at once gives several gods
(21.3); the player's own pool limits what can be taken (21.1).

>>> [(s.multiple, s.choices) for s in gods_reached(590, 610)]
[(600, ('Angel', 'Archangel'))]
>>> [s.multiple for s in gods_reached(1750, 2010)]
[1800, 2000]
>>> gods_reached(200, 399)
()
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from referee.core.field import Field
from referee.got.numbers import NUMBERS

GOD_STEP = NUMBERS.points.angel_every
ARCHANGEL_STEP = NUMBERS.points.archangel_every
NECROMANCER_STEP = NUMBERS.points.necromancer_every
SECTIONS = ("21.1", "21.3")


@dataclasses.dataclass(frozen=True)
class GodStep:
    """One multiple of 200 reached and the gods the player may choose from for it."""

    multiple: int
    choices: tuple[str, ...]


def choices_at(multiple: int) -> tuple[str, ...]:
    """The gods selectable at ``multiple`` points (21.3)."""
    out = ["Angel"]
    if multiple % ARCHANGEL_STEP == 0:
        out.append("Archangel")
    if multiple % NECROMANCER_STEP == 0:
        out.append("Necromancer")
    return tuple(out)


def gods_reached(before: Fraction | int, after: Fraction | int) -> tuple[GodStep, ...]:
    """The multiples of 200 in ``(before, after]`` with their choices."""
    first = int(Fraction(before) // GOD_STEP) + 1
    last = int(Fraction(after) // GOD_STEP)
    return tuple(GodStep(k * GOD_STEP, choices_at(k * GOD_STEP)) for k in range(first, last + 1))

#: the gods that appeared (a sheet's column)
GODS_APPEARED = Field("Götter erschienen", "Gods appeared", ("21",))
#: the gods at each multiple of 200 (the section the app shows)
GODS_SECTIONS = ("21.1", "21.3")
#: no god of that kind left in the pool (the section the app shows)
NO_GOD_LEFT_SECTION = "21.1"
#: a god no army can take lapses (the section the app shows)
GOD_LAPSES_SECTION = "21.2"
