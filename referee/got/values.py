"""Values of figures and armies, Titan power and the God's life.

Army value (Armeewert, 20.3) is the sum of power × skill, each figure at its
base (listed) value, except Titans and Phantoms, which count with their current power.

>>> value_of(parse_figures("Ogre, Lion"))
Fraction(27, 1)
>>> value_of(parse_figures("Titan:9, Gargoyle"))
Fraction(48, 1)
>>> titan_power(Fraction(1399, 2)), titan_power(700)
(6, 7)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from fractions import Fraction

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
from referee.core.refusal import refuse
from referee.got.catalog import catalog
from referee.got.numbers import NUMBERS
from referee.got.sections import SPECIAL_FIGURES_SECTION

#: Masters whose settlement value uses the current power (20.3, 24.2, 16.5).
CURRENT_POWER = frozenset({"Titan", "Phantom", "Dark-Titan"})


def titan_power(points: Fraction | int) -> int:
    """Power of a Titan, Phantom or Dark-Titan: points // 100, at least 6 (24.2, 16.5)."""
    if points.numerator < 0:  # a fraction's denominator is positive
        refuse("got.values.points_cannot_negative", InvalidInput(
            f"Kampfpunkte können nicht negativ sein ({points}).", f"Points cannot be negative ({points}).",
            sections=("20.2",),
        ))
    p = NUMBERS.points
    return max(p.titan_power_minimum, _steps(points))


def _steps(points: Fraction | int) -> int:
    """The full steps of points reached (24.2): ``points // 100``, in whole numbers (asked for every Titan at every
    battle; the fraction's own floor division is worked out in Python)."""
    return points.numerator // (points.denominator * NUMBERS.points.titan_power_step)


def next_power_at(points: Fraction | int) -> int:
    """The points at which the Titan's power next rises: every full step from the first step above the minimum
    on (24.2). ``next_power_at(0) == 700``, ``next_power_at(750) == 800``."""
    p = NUMBERS.points
    return max(p.titan_power_minimum + 1, _steps(points) + 1) * p.titan_power_step


def gems_for_beaten(figures: int) -> int:
    """The gems a winner gets for ``figures`` beaten figures of the loser (20.4)."""
    return NUMBERS.gems.per_figure_killed * figures


def god_life(titan_powers: Iterable[int]) -> int:
    """Life of the God: 100 minus the power of every Titan still in the game (16.5)."""
    return NUMBERS.points.god_life_base - sum(titan_powers)


@dataclasses.dataclass(frozen=True)
class FigureSpec:
    """A figure as entered: its catalog name and, for variable figures, the current power."""

    name: str
    power: int | None = None

    def __str__(self) -> str:
        return self.name if self.power is None else f"{self.name}:{self.power}"


def parse_figures(text: str | Iterable[str]) -> tuple[FigureSpec, ...]:
    """``"Titan:7,Ogre, Lion"`` -> figure specs with canonical names (unknown names refused).

    >>> [str(f) for f in parse_figures("titan:7, ogre")]
    ['Titan:7', 'Ogre']
    """
    items = text.split(",") if isinstance(text, str) else list(text)
    out: list[FigureSpec] = []
    for raw in items:
        item = raw.strip()
        if not item:
            continue
        name, sep, power = item.partition(":")
        fig = catalog().figure(name.strip())
        value: int | None = None
        if sep:
            try:
                value = int(power)
            except ValueError:
                raise InvalidInput(
                    f"Kampfstärke muss eine Zahl sein: {item!r}.", f"Power must be a number: {item!r}."
                ) from None
            if value < 0 or value > 200:
                refuse("got.values.impossible_power", InvalidInput(
                    f"Unmögliche Kampfstärke {value} für {fig.name}.", f"Impossible power {value} for {fig.name}."
                ), item=raw)
            if not fig.variable_power:
                refuse("got.values.fixed_power_only_variable", InvalidInput(
                    f"{fig.name} hat eine feste Kampfstärke ({fig.power}); nur variable Figuren nehmen :N.",
                    f"{fig.name} has a fixed power ({fig.power}); only variable figures take :N.",
                    sections=("16.6",),
                ), item=raw)
        out.append(FigureSpec(fig.name, value))
    return tuple(out)


def spec_value(spec: FigureSpec) -> Fraction:
    """Settlement value of one figure (20.3): base value; Titans/Phantoms at their current power."""
    fig = catalog().figure(spec.name)
    if fig.name in CURRENT_POWER and spec.power is not None:
        return Fraction(spec.power * (fig.skill or 0))
    if fig.value is None:
        raise RuleViolation(
            f"{fig.name} hat keinen Wert und wird nicht abgerechnet (Endkampf, 27.5).",
            f"{fig.name} has no value and is never settled (end battle, 27.5).",
            sections=(SPECIAL_FIGURES_SECTION, "27.5"),
        )
    return Fraction(fig.value)


def value_of(specs: Iterable[FigureSpec]) -> Fraction:
    """Army value of ``specs`` (20.3)."""
    return sum((spec_value(s) for s in specs), Fraction(0))


#: the Titan's power (24.2, 16.5) and an army's value (20.3, 16.6), as the calculators show them
TITAN_POWER = Field("Titan-Stärke", "Titan power", ("24.2", "16.5"))
ARMY_VALUE = Field("Armeewert", "Army value", ("20.3", "16.6"))


def check_figures_given(figures: Sequence[object]) -> None:
    """An army's value needs figures (20.3)."""
    if not figures:
        raise InvalidInput("Keine Figuren angegeben.", "No figures given.", sections=(ARMY_VALUE_SECTION,))

#: an army's value (the section the app shows)
ARMY_VALUE_SECTION = "20.3"
