"""The Gods of Titan catalog: every table of the rulebook as typed data, loaded once.

>>> cat = catalog()
>>> cat.figure("ogre").power, cat.figure("Löwe").name
(6, 'Lion')
>>> cat.strike_number(2, 3)          # 13.4 example: Ogre strikes Lion
5
>>> cat.hazard("Gestrüpp").name_en
'Bramble'
>>> cat.chart("land").land("Jungle").top, cat.spells["Inferno"].grade
('Serpent', 4)
"""

from __future__ import annotations

import dataclasses
import functools
import types
from collections.abc import Mapping

from referee.core.errors import InvalidInput, UnknownName
from referee.core.refusal import fail
from referee.got._toml import name_key
from referee.got.charts import (
    CHART_KINDS,
    LandChain,
    Provenance,
    RecruitChart,
    apply_corrections,
    load_charts,
    load_recruit_corrections,
)
from referee.got.figures import CreatureGroup, Figure, FigureClass, PlayerRole, load_figures
from referee.got.hazards import Hazard, load_hazards
from referee.got.numbers import Numbers
from referee.got.opening import Opening, load_opening
from referee.got.sections import DARKLORD_GOALS_SECTION, TITAN_GOALS_SECTION
from referee.got.spells import Spell, load_spells
from referee.got.strike import StrikeExample, StrikeTable, load_strike_examples, load_strike_table
from referee.got.victory import Benefit, VictoryGoal, load_benefits, load_victory_goals

__all__ = [
    "Catalog",
    "Figure",
    "FigureClass",
    "PlayerRole",
    "Provenance",
    "build_catalog",
    "catalog",
    "load_recruit_corrections",
]

#: which creature block of 16.6 each chart recruits
_CHART_GROUP = {"land": CreatureGroup.LAND, "sea": CreatureGroup.SEA, "dark": CreatureGroup.DARK}


@dataclasses.dataclass(frozen=True, eq=False)
class Catalog:
    """All Gods of Titan tables; build it with :func:`catalog`."""

    #: canonical name (as printed in 16.6) -> figure, in table order
    figures: Mapping[str, Figure]
    #: key (English, lower case) -> hazard of 12.7
    hazards: Mapping[str, Hazard]
    strike_table: StrikeTable
    #: name -> spell of 15.6
    spells: Mapping[str, Spell]
    #: "land" | "sea" | "dark" -> chart of 22.3
    charts: Mapping[str, RecruitChart]
    goals: Mapping[PlayerRole, tuple[VictoryGoal, ...]]
    #: 26.5, by rising threshold
    benefits: tuple[Benefit, ...]
    #: set-up, garrisons, start armies, prices and fixed numbers
    opening: Opening
    #: the worked examples of 13.4, checked against the figures and the strike table
    strike_examples: tuple[StrikeExample, ...] = ()
    _index: Mapping[str, Figure] = dataclasses.field(init=False, repr=False)

    def __post_init__(self) -> None:
        index: dict[str, Figure] = {}
        for figure in self.figures.values():
            for alias in (figure.name, *figure.aliases):
                index[name_key(alias)] = figure
        # each name and alias as written finds what its key finds, without working the key out (a key's key is itself)
        index.update({alias: index[name_key(alias)] for f in self.figures.values() for alias in (f.name, *f.aliases)})
        object.__setattr__(self, "_index", types.MappingProxyType(index))
        for chart in self.charts.values():
            for chain in chart.lands.values():
                self._check_chain(chain)
        self._check_numbers()

    @property
    def numbers(self) -> Numbers:
        """The fixed numbers of the rules (``data/prices.toml``)."""
        return self.opening.numbers

    def _check_numbers(self) -> None:
        """The worked examples of 13.4 and the teleport threshold of 9.4 agree with the tables."""
        for ex in self.strike_examples:
            att, dfn = self.figure(ex.attacker), self.figure(ex.defender)
            if (att.skill is None or dfn.skill is None or att.power != ex.dice
                    or self.strike_number(att.skill, dfn.skill) != ex.strike_number):
                raise InvalidInput(f"strike.toml: Beispiel {ex.attacker} gegen {ex.defender} passt nicht zu 13.4/16.6.",
                                   f"strike.toml: example {ex.attacker} against {ex.defender} does not fit 13.4/16.6.",
                                   sections=(self.strike_table.section, "16.6"))
        teleports = [b.threshold for b in self.benefits if b.name.endswith("Teleport")]
        if teleports and min(teleports) != self.numbers.points.titan_teleport_victory_points:
            raise InvalidInput("9.4 und 26.5 nennen verschiedene Schwellen für den Titan-Teleport.",
                               "9.4 and 26.5 give different thresholds for the Titan teleport.",
                               sections=self.numbers.section("points", "titan_teleport_victory_points"))

    # -- figures (16.6) ------------------------------------------------------
    def figure(self, name: str) -> Figure:
        """The figure called ``name`` (case, hyphens, spaces and a trailing ``*`` ignored).

        Unknown names raise :class:`UnknownName` with close matches.
        """
        found = self._index.get(name) or self._index.get(name_key(name))
        if found is None:
            fail("got.figure.unknown", UnknownName.of("Figur", "figure", name, self.figures, sections=("16.6",)))
        return found

    def figures_of(self, klass: FigureClass) -> tuple[Figure, ...]:
        return tuple(f for f in self.figures.values() if f.klass is klass)

    def pool(self, role: PlayerRole) -> dict[str, int]:
        """Figures and counts in the personal pool of one player of ``role`` at the start (5.1, 16.6)."""
        return {n: f.pool.for_role(role) for n, f in self.figures.items() if f.pool.for_role(role)}

    # -- strikes (13.4) -------------------------------------------------------
    def strike_number(self, attacker_skill: int, defender_skill: int, *, clamp: bool = False) -> int:
        """Strike number (Mindestwurf) for the two skills, 13.4."""
        return self.strike_table.number(attacker_skill, defender_skill, clamp=clamp)

    # -- hazards (12.7) -------------------------------------------------------
    def hazard(self, name: str) -> Hazard:
        """A hazard by its English key/name or German name (``"bramble"``, ``"Gestrüpp"``)."""
        key = name_key(name)
        for hazard in self.hazards.values():
            if key in {name_key(hazard.key), name_key(hazard.name_en), name_key(hazard.name_de)}:
                return hazard
        known = [h.name_en for h in self.hazards.values()] + [h.name_de for h in self.hazards.values()]
        raise UnknownName.of("Hazard", "hazard", name, known, sections=("12.7",))

    def neutral_garrison_counters(self) -> int:
        """Grey creatures of the neutral Forts and Ruins, outside every pool (5.6)."""
        return self.opening.neutral_counters()

    # -- spells (15.6) --------------------------------------------------------
    def spell(self, name: str) -> Spell:
        for spell in self.spells.values():
            if name_key(spell.name) == name_key(name):
                return spell
        raise UnknownName.of("Zauber", "spell", name, self.spells, sections=("15.6",))

    # -- victory points (26.3–26.5) -----------------------------------------------
    def victory_goals(self, role: PlayerRole | str) -> tuple[VictoryGoal, ...]:
        """The 14 goals of 26.3 (Titan players, ``"titan"``) or 26.4 (``"darklord"``)."""
        if isinstance(role, PlayerRole):
            return self.goals[role]
        try:
            return self.goals[PlayerRole(role.strip().lower())]
        except ValueError:
            raise UnknownName.of("Spielerart", "player kind", role, [r.value for r in PlayerRole],
                                 sections=(TITAN_GOALS_SECTION, DARKLORD_GOALS_SECTION)) from None

    # -- recruiting charts (22.3) -------------------------------------------------
    def chart(self, kind: str) -> RecruitChart:
        """``"land"`` (creatures), ``"sea"`` (sea creatures) or ``"dark"`` (dark creatures)."""
        found = self.charts.get(kind.strip().lower())
        if found is None:
            raise UnknownName.of("Rekrutierungsschema", "recruiting chart", kind, CHART_KINDS,
                                 sections=("22.3",))
        return found

    def with_recruit_corrections(self, corrections: Mapping[str, RecruitChart]) -> Catalog:
        """A new catalog whose charts take the table's corrections (provenance ``table``).

        ``corrections`` comes from :func:`load_recruit_corrections`; this catalog is unchanged.
        """
        fixed = {}
        for kind, chart in corrections.items():
            lands = {k: self._canonical_chain(c) for k, c in chart.lands.items()}
            fixed[kind] = RecruitChart(kind=chart.kind, lands=types.MappingProxyType(lands))
        charts = apply_corrections(self.charts, fixed)
        return dataclasses.replace(self, charts=types.MappingProxyType(charts))

    def _canonical_chain(self, chain: LandChain) -> LandChain:
        steps = tuple(dataclasses.replace(s, creature=self.figure(s.creature).name) for s in chain.steps)
        return dataclasses.replace(chain, steps=steps)

    def _check_chain(self, chain: LandChain) -> None:
        """Every step a creature of the chart's block, each named once, the last ones starred."""
        group = _CHART_GROUP[chain.chart]
        seen: set[str] = set()
        for step in chain.steps:
            figure = self.figure(step.creature)
            if figure.name != step.creature or figure.group is not group or figure.name in seen:
                raise InvalidInput(
                    f"Rekrutierungsschema {chain.chart}/{chain.name}: {step.creature!r} passt nicht "
                    f"(Kreatur der Gruppe {group.value}, jede nur einmal).",
                    f"Recruiting chart {chain.chart}/{chain.name}: {step.creature!r} does not fit "
                    f"(a creature of group {group.value}, each once).",
                    sections=("22.3", "16.6"),
                )
            seen.add(figure.name)


def build_catalog() -> Catalog:
    """Load every data file afresh (tests; normal code uses :func:`catalog`)."""
    return Catalog(
        figures=types.MappingProxyType(load_figures()),
        hazards=types.MappingProxyType(load_hazards()),
        strike_table=load_strike_table(),
        spells=types.MappingProxyType(load_spells()),
        charts=types.MappingProxyType(load_charts()),
        goals=types.MappingProxyType(load_victory_goals()),
        benefits=tuple(sorted(load_benefits(), key=lambda b: b.threshold)),
        opening=load_opening(),
        strike_examples=load_strike_examples(),
    )


@functools.cache
def catalog() -> Catalog:
    """The catalog, loaded once."""
    return build_catalog()
