"""Recruiting charts (Rekrutierungsschema) 22.3: land, sea and dark chart with provenance.

The pictograms of 22.3 were lost (RULES-NOTES 3): each step of a chain says whether its
creature and its count come from the text, were inferred (``basis`` says from what) or were
set by the table through a correction file (``load_recruit_corrections``).

>>> brush = load_charts()["land"].land("Brush")
>>> [(s.creature, s.needed, s.provenance.value) for s in brush.steps]
[('Gargoyle', 2, 'inferred'), ('Cyclops', 2, 'inferred'), ('Warbear', None, 'text')]
>>> brush.recruitable({"Cyclops": 2})
('Gargoyle', 'Cyclops', 'Warbear')
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from referee.core.errors import InvalidInput, UnknownName
from referee.core.refusal import refuse
from referee.got._toml import load_data, load_path, name_key, read_fields

SECTION = "22.3"
CHART_KINDS = ("land", "sea", "dark")


class Provenance(enum.Enum):
    """Where a chart entry comes from."""

    #: named or printed in 22.3
    TEXT = "text"
    #: inferred from 12.7 natives and other sections (see ``basis``)
    INFERRED = "inferred"
    #: set by the table's correction file
    TABLE = "table"

    @property
    def confirmed(self) -> bool:
        return self is not Provenance.INFERRED


@dataclasses.dataclass(frozen=True)
class ChartStep:
    """One creature of a land's chain; ``needed`` of it let an army recruit the next step."""

    creature: str
    needed: int | None
    provenance: Provenance
    needed_provenance: Provenance | None
    basis: str = ""
    alternatives: tuple[str, ...] = ()

    @functools.cached_property
    def key(self) -> str:
        """The creature's :func:`~referee.got._toml.name_key` (a step is read once, from the rules data)."""
        return name_key(self.creature)


@dataclasses.dataclass(frozen=True)
class LandChain:
    """The chain of one land in one chart (weakest first, 22.3)."""

    chart: str
    key: str
    name: str
    steps: tuple[ChartStep, ...]

    @property
    def top(self) -> str:
        return self.steps[-1].creature

    @property
    def creatures(self) -> tuple[str, ...]:
        return tuple(s.creature for s in self.steps)

    @property
    def provenance(self) -> Provenance:
        """The weakest provenance of any creature or count of the chain."""
        marks = [s.provenance for s in self.steps] + [
            s.needed_provenance for s in self.steps if s.needed_provenance is not None
        ]
        if Provenance.INFERRED in marks:
            return Provenance.INFERRED
        return Provenance.TABLE if Provenance.TABLE in marks else Provenance.TEXT

    def recruitable(self, army: Mapping[str, int], *, offer_inferred: bool = True) -> tuple[str, ...]:
        """Creatures of this chain an army with ``army`` (name -> count) may recruit here.

        A step qualifies when the army holds one creature of it or of a stronger step,
        or ``needed`` creatures of the step before it (22.1, 22.3). With
        ``offer_inferred=False`` (interpretation ``got.recruit_chart`` = ``text-only``)
        steps whose creature or deciding count is only inferred are neither offered nor
        used as a qualification.
        """
        held = {name_key(k): v for k, v in army.items() if v > 0}

        def usable(step: ChartStep) -> bool:
            return offer_inferred or step.provenance.confirmed

        result: list[str] = []
        for j, step in enumerate(self.steps):
            if not usable(step):
                continue
            stronger = any(usable(s) and s.key in held for s in self.steps[j:])
            prev = self.steps[j - 1] if j else None
            by_count = (
                prev is not None
                and usable(prev)
                and prev.needed is not None
                and (offer_inferred or (prev.needed_provenance or Provenance.INFERRED).confirmed)
                and held.get(prev.key, 0) >= prev.needed
            )
            if stronger or by_count:
                result.append(step.creature)
        return tuple(result)


    def provenance_for(self, army: Mapping[str, int], creature: str, *, offer_inferred: bool = True) -> Provenance | None:
        """How sure the recruit of ``creature`` by an army with ``army`` is: the weakest provenance on the
        best way the army qualifies (22.3) — the creature itself, the creature shown and, when shown by
        count, that count. ``text`` beats ``table`` beats ``inferred``; None when it does not qualify.

        >>> h = load_charts()["land"].land("Highlands")
        >>> h.provenance_for({"Phoenix": 2}, "Colossus").value, h.provenance_for({"Colossus": 1}, "Colossus").value
        ('inferred', 'text')
        """
        held = {name_key(k): v for k, v in army.items() if v > 0}
        rank = _RANK
        wanted = name_key(creature)
        j = next((i for i, st in enumerate(self.steps) if st.key == wanted), None)
        if j is None:
            return None
        step = self.steps[j]
        ways: list[Provenance] = []
        for s in self.steps[j:]:
            if s.key in held:
                ways.append(min(step.provenance, s.provenance, key=rank.__getitem__))
        prev = self.steps[j - 1] if j else None
        if prev is not None and prev.needed is not None and held.get(prev.key, 0) >= prev.needed:
            count = prev.needed_provenance or Provenance.INFERRED
            ways.append(min(step.provenance, prev.provenance, count, key=rank.__getitem__))
        if not offer_inferred:
            ways = [w for w in ways if w.confirmed]
        return max(ways, key=rank.__getitem__) if ways else None


#: how sure a provenance is, weakest first (22.3)
_RANK = {Provenance.INFERRED: 0, Provenance.TABLE: 1, Provenance.TEXT: 2}


@dataclasses.dataclass(frozen=True)
class RecruitChart:
    """One of the three charts: land (Kreaturen), sea (See-Kreaturen) or dark (Dark-Kreaturen)."""

    kind: str
    lands: Mapping[str, LandChain]

    def land(self, name: str) -> LandChain:
        found = self.lands.get(name_key(name))
        if found is None:
            raise UnknownName.of(
                "Land", "land", name, [c.name for c in self.lands.values()], sections=(SECTION,)
            )
        return found

    def creatures(self) -> frozenset[str]:
        return frozenset(c for chain in self.lands.values() for c in chain.creatures)


_STEP_REQUIRED: dict[str, type | tuple[type, ...]] = {"creature": str}
_STEP_OPTIONAL: dict[str, type | tuple[type, ...]] = {
    "needed": int, "provenance": str, "needed_provenance": str, "basis": str, "alternatives": list,
}


def _step(where: str, t: Mapping[str, Any], last: bool, *, forced: Provenance | None) -> ChartStep:
    s = read_fields(t, where, required=_STEP_REQUIRED, optional=_STEP_OPTIONAL, sections=(SECTION,))
    needed = s.get("needed")
    if last and needed is not None:
        refuse("got.charts.top_creature_takes_no_count", InvalidInput(
            f"{where}: die stärkste Kreatur hat keine Anzahl.",
            f"{where}: the top creature takes no count.",
            sections=(SECTION,),
        ))
    if not last and (needed is None or needed < 1):
        refuse("got.charts.count_needed_missing", InvalidInput(
            f"{where}: Anzahl (needed ≥ 1) fehlt.", f"{where}: count (needed ≥ 1) missing.", sections=(SECTION,)
        ))
    try:
        prov = forced or Provenance(s.get("provenance", ""))
        nprov = None if last else (forced or Provenance(s.get("needed_provenance", "")))
    except ValueError as exc:
        raise InvalidInput(f"{where}: {exc}", f"{where}: {exc}", sections=(SECTION,)) from exc
    return ChartStep(
        creature=s["creature"],
        needed=needed,
        provenance=prov,
        needed_provenance=nprov,
        basis=s.get("basis", "correction by the table" if forced else ""),
        alternatives=tuple(s.get("alternatives", ())),
    )


def _chain(kind: str, key: str, t: Mapping[str, Any], *, forced: Provenance | None) -> LandChain:
    where = f"charts [{kind}.{key}]"
    c = read_fields(t, where, required={"chain": list}, optional={"name": str}, sections=(SECTION,))
    raw = c["chain"]
    if len(raw) < 2:
        refuse("got.charts.chain_needs_least_two_creatures", InvalidInput(
            f"{where}: eine Kette braucht mindestens zwei Kreaturen.",
            f"{where}: a chain needs at least two creatures.",
            sections=(SECTION,),
        ))
    steps = tuple(
        _step(f"{where} #{i + 1}", s, i == len(raw) - 1, forced=forced) for i, s in enumerate(raw)
    )
    return LandChain(chart=kind, key=name_key(key), name=c.get("name", key.upper()), steps=steps)


def charts_from_data(data: Mapping[str, Any], *, forced: Provenance | None = None) -> dict[str, RecruitChart]:
    """Parse ``[chart.<kind>.<land>]`` tables; ``forced`` overrides every provenance (corrections)."""
    top = read_fields(data, "charts", required={"chart": dict}, optional={}, sections=(SECTION,))
    unknown = sorted(set(top["chart"]) - set(CHART_KINDS))
    if unknown:
        refuse("got.charts.unknown_chart", UnknownName.of("Tabelle", "chart", unknown[0], CHART_KINDS, sections=(SECTION,)))
    charts: dict[str, RecruitChart] = {}
    for kind, lands in top["chart"].items():
        chains = {name_key(k): _chain(kind, k, v, forced=forced) for k, v in lands.items()}
        charts[kind] = RecruitChart(kind=kind, lands=types.MappingProxyType(chains))
    return charts


def load_charts() -> dict[str, RecruitChart]:
    """The three charts of 22.3 as shipped."""
    return charts_from_data(load_data("charts.toml"))


def load_recruit_corrections(path: str | Path) -> dict[str, RecruitChart]:
    """A table's corrections: a TOML file in the format of ``data/charts.toml``.

    Only the lands it names are corrected; every step it gives gets provenance ``table``.
    Pass the result to :meth:`Catalog.with_recruit_corrections`.
    """
    return charts_from_data(load_path(path), forced=Provenance.TABLE)


def apply_corrections(
    charts: Mapping[str, RecruitChart], corrections: Mapping[str, RecruitChart]
) -> dict[str, RecruitChart]:
    """New charts where every corrected land's chain is replaced (unknown lands refused)."""
    result = dict(charts)
    for kind, fix in corrections.items():
        base = charts.get(kind)
        if base is None:
            raise UnknownName.of("Tabelle", "chart", kind, list(charts), sections=(SECTION,))
        lands = dict(base.lands)
        for key, chain in fix.lands.items():
            if key not in lands:
                refuse("got.charts.unknown_land", UnknownName.of(
                    "Land", "land", chain.name, [c.name for c in base.lands.values()], sections=(SECTION,)
                ), item=key)
            lands[key] = dataclasses.replace(chain, name=lands[key].name)
        result[kind] = RecruitChart(kind=kind, lands=types.MappingProxyType(lands))
    return result
