"""The odds' own view of a figure: the few numbers and flags a strike needs.

Built from the catalog (:mod:`referee.got.odds.bridge`) or by hand in tests.
Power (Kampfstärke) is both the number of dice and the hits a figure takes (3.9);
skill (Intelligenz) decides the strike number (13.4).  ``skill=None`` is the
Chimera's "?" (16.5: it adapts to its opponent).

>>> ogre = Fighter("Ogre", Klass.CREATURE, power=6, skill=2, value=12,
...                natives=frozenset({"bog", "slope"}))
>>> ogre.native_to("slope"), ogre.native_to("sand")
(True, False)
"""

from __future__ import annotations

import dataclasses
import enum


class Klass(enum.StrEnum):
    """Figure classes (Figurenklassen, 3.1)."""

    MASTER = "master"  # Herrscher
    LORD = "lord"  # Götter
    ELEMENT = "element"  # Elemente
    DEMILORD = "demilord"  # Halbgötter
    HUMAN = "human"  # Menschen
    CREATURE = "creature"  # Kreaturen (incl. sea and dark creatures)


@dataclasses.dataclass(frozen=True)
class Fighter:
    """One figure as the odds see it (all rules facts come from the catalog)."""

    name: str
    klass: Klass
    power: int
    skill: int | None
    value: int
    flies: bool = False
    rangestrikes: bool = False
    magic_rangestrike: bool = False
    magic: bool = False
    #: Hazards and hexside kinds ("slope", "dune") the figure is native to (12.7).
    natives: frozenset[str] = frozenset()
    #: Native on every battleland (Pixie, 16.5).
    native_everywhere: bool = False
    #: Power varies during a game (Titan, Phantom, Dark-Titan, Necromancer, …).
    variable_power: bool = False

    def native_to(self, terrain: str) -> bool:
        return self.native_everywhere or terrain in self.natives

    def with_power(self, power: int) -> Fighter:
        """The same figure with another power (variable figures, 16.5, 24.2)."""
        value = self.value
        if self.klass is Klass.MASTER and self.skill:
            value = power * self.skill  # 20.3: Titans count with their current power
        return dataclasses.replace(self, power=power, value=value)

    def with_skill(self, skill: int) -> Fighter:
        return dataclasses.replace(self, skill=skill)
