"""From the catalog (16.6, 12.7) to the odds' :class:`Fighter`.

>>> f = fighter("Ogre")
>>> f.power, f.skill, sorted(f.natives)
(6, 2, ['bog', 'slope'])
>>> fighter("Titan", power=9).value
36
"""

from __future__ import annotations

from functools import cache

from referee.core.errors import InvalidInput, RuleViolation
from referee.got.catalog import catalog
from referee.got.hazards import NativesRule
from referee.got.numbers import NUMBERS
from referee.got.odds.fighter import Fighter, Klass


@cache
def fighter(name: str, *, power: int | None = None, skill: int | None = None) -> Fighter:
    """The catalog figure ``name``; ``power``/``skill`` override variable values (16.5, 24.2).

    Unknown names raise :class:`~referee.core.errors.UnknownName` (16.6).
    """
    fig = catalog().figure(name)
    cat = catalog()
    natives = frozenset(
        key for key, hz in cat.hazards.items()
        if hz.natives_rule is NativesRule.LISTED and hz.is_native(fig.name)
    )
    base = Fighter(
        name=fig.name,
        klass=Klass(fig.klass.value),
        power=fig.power,
        skill=fig.skill,
        value=fig.value or 0,
        flies=fig.flies,
        rangestrikes=fig.rangestrikes,
        magic_rangestrike=fig.magic_rangestrike,
        magic=fig.magic,
        natives=natives,
        native_everywhere=fig.name == "Pixie",
        variable_power=fig.variable_power,
    )
    if power is not None:
        if power < 1:
            raise InvalidInput(f"Kampfstärke {power} ist nicht positiv.", f"Power {power} is not positive.",
                               sections=("3.9",))
        if not fig.variable_power and power != fig.power:
            raise RuleViolation(
                f"{fig.name} hat die feste Kampfstärke {fig.power}; nur variable Figuren (~) ändern sie.",
                f"{fig.name} has the fixed power {fig.power}; only variable figures (~) change it.",
                sections=("16.6", "16.3"))
        least = NUMBERS.points.titan_power_minimum
        if fig.klass.value == "master" and fig.name != "God" and power < least:
            raise RuleViolation(f"{fig.name} hat mindestens Kampfstärke {least}.",
                                f"{fig.name} has at least power {least}.", sections=("24.2", "16.5"))
        base = base.with_power(power)
    if skill is not None:
        if fig.skill is not None:
            raise RuleViolation(f"{fig.name} hat die feste Intelligenz {fig.skill}.",
                                f"{fig.name} has the fixed skill {fig.skill}.", sections=("16.6",))
        base = base.with_skill(skill)
    return base


def parse_figure_spec(spec: str) -> Fighter:
    """``Name`` or ``Name:power`` (variable figures), e.g. ``Titan:7``."""
    name, _, power = spec.strip().partition(":")
    if power:
        try:
            return fighter(name.strip(), power=int(power))
        except ValueError:
            raise InvalidInput(f"Keine Kampfstärke: {spec!r}.", f"Not a power: {spec!r}.") from None
    return fighter(name.strip())
