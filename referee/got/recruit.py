"""Legal recruits of an army (Rekrutieren, 22; 8.4, 16.5, 26.5, 27.4).

:func:`recruit_options` answers "what may this army take now?" with every
option (figure, how, cost in gems, provenance of the chart entry, sections)
and, for what is not possible, the reasons.

>>> q = RecruitQuery(terrain=Terrain.BRUSH, army=("Gargoyle", "Gargoyle", "Ogre"), moved=3)
>>> [o.figure for o in recruit_options(q).options]
['Gargoyle', 'Cyclops']
>>> recruit_options(RecruitQuery(terrain=Terrain.BRUSH, army=("Gargoyle",), moved=2)).options
()
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Mapping

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.refusal import refuse
from referee.got.army import max_size
from referee.got.catalog import FigureClass, catalog
from referee.got.goals import GOALS_ONCE_SECTION
from referee.got.lands import Terrain
from referee.got.markers import MASTERS
from referee.got.movement import BLOCKED_SECTION
from referee.got.numbers import NUMBERS
from referee.got.state import Role
from referee.got.table_charts import catalog_for
from referee.got.victory import BENEFITS_SECTION

#: Lands where the Titan does not count as native even at 10 VP (26.5).
TITAN_NOT_NATIVE = frozenset({Terrain.DARKLAND, Terrain.WASTELAND, Terrain.COAST, Terrain.SEA})
EXECUTER_SACRIFICE_VALUE = NUMBERS.recruit.executer_sacrifice_value
#: Dark creatures recruited only once the Dark-Titan has appeared (23.9).
AFTER_DARK_TITAN = frozenset({"Balrog", "Deathbringer"})


@dataclasses.dataclass(frozen=True)
class Reason:
    """Why something is not possible, with its rule sections."""

    de: str
    en: str
    sections: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class RecruitOption:
    figure: str
    via: str  # "land", "human", "demigod", "executer"
    cost_gems: int
    provenance: str  # "text", "inferred", "table"
    sections: tuple[str, ...]
    sacrifice: str | None = None


@dataclasses.dataclass(frozen=True)
class RecruitAnswer:
    options: tuple[RecruitOption, ...]
    reasons: tuple[Reason, ...]

    def find(self, figure: str, via: str) -> RecruitOption | None:
        for o in self.options:
            if o.figure == figure and o.via == via:
                return o
        return None


@dataclasses.dataclass(frozen=True)
class RecruitQuery:
    """What recruiting depends on; ``pool``/``gems`` None = not known (offer as if available)."""

    terrain: Terrain
    army: tuple[str, ...]
    moved: int | None = None
    role: Role = Role.TITAN
    victory_points: int = 0
    titan_revealed: bool = False
    pool: Mapping[str, int] | None = None
    gems: int | None = None
    #: end creatures the player already recruited this turn (8.4, 22.2), not counting the extra one
    #: of a Titan army with Mustering (26.5, interpretation got.mustering)
    end_creatures_this_turn: int = 0
    #: which end creatures those were, to name them (22.2)
    end_creatures_named: tuple[str, ...] = ()
    offer_inferred: bool = True
    already_recruited: bool = False
    #: the table's chart corrections (TOML text, 22.3; see referee.got.table_charts)
    chart_corrections: str = ""
    #: the Dark-Titan has appeared (23.9: Balrog and Deathbringer only then); None = not known
    dark_titan_appeared: bool | None = None
    #: the player's Executer was beaten before: it may be summoned from the pool (16.5, 22.4)
    executer_beaten: bool = False

    def __post_init__(self) -> None:
        """Distances, victory points and gems as a table can have them (8.4, 26.5, 20.2)."""
        top = NUMBERS.movement.max_lands_benefit
        if self.moved is not None and not 0 <= self.moved <= top:
            refuse("got.recruit.army_moves_lands",
                   InvalidInput(f"Eine Armee zieht 0 bis {top} Felder, nicht {self.moved}.",
                                f"An army moves 0 to {top} lands, not {self.moved}.",
                                sections=(BLOCKED_SECTION, BENEFITS_SECTION)))
        if self.victory_points < 0 or (self.gems is not None and self.gems < 0):
            refuse("got.recruit.victory_points_gems",
                   InvalidInput("Siegpunkte und Lebenssteine sind nie negativ.", "Victory points and gems are never negative.",
                                sections=(GOALS_ONCE_SECTION, "20.2")))

    @functools.cached_property
    def is_titan_army(self) -> bool:
        """The army holds its player's master (asked for every benefit a recruit looks at: once per query)."""
        return not set(MASTERS).isdisjoint(self.army)

    def benefit(self, name: str) -> bool:
        """A VP benefit (by its name in 26.5) holds for the Titan army only when the Titan is revealed (26.2)."""
        return self.is_titan_army and self.titan_revealed and self.victory_points >= _threshold(name)


@functools.cache
def _threshold(benefit: str) -> int:
    """The victory points from which the benefit (by its name in 26.5) holds; the catalog is loaded once."""
    return next(b.threshold for b in catalog().benefits if b.name == benefit)


def _chart_kind(terrain: Terrain, role: Role) -> str | None:
    if terrain in (Terrain.COAST, Terrain.SEA):
        return "sea"
    if role is Role.DARKLORD:
        return "dark"
    if terrain in (Terrain.DARKLAND, Terrain.WASTELAND):
        return None
    return "land"


def recruit_options(q: RecruitQuery) -> RecruitAnswer:
    """Every legal recruit of the army in ``q`` and the reasons for what is not (22)."""
    reasons: list[Reason] = []
    if q.already_recruited:
        return RecruitAnswer((), (Reason("Diese Armee hat in dieser Rekrutierungsphase schon eine Figur erhalten.",
                                         "This army already took a figure this recruiting phase.", ("22.2",)),))
    full = len(q.army) >= max_size(q.army, titan_revealed=q.titan_revealed)
    options: list[RecruitOption] = []
    if full:
        reasons.append(Reason("Die Armee hat die maximale Armeegröße.", "The army is at its maximum size.",
                              ("4.2", "22.2")))
    else:
        if q.terrain.is_centre:
            options += _centre(q, reasons)
        elif q.terrain.is_labelled:
            options += _land(q, reasons)
        else:
            reasons.append(Reason(f"Auf {q.terrain.value} wird nicht rekrutiert (kein beschriftetes Land).",
                                  f"No recruiting on {q.terrain.value} (not a labelled land).", ("22.2",)))
    options += _executer(q)
    return RecruitAnswer(tuple(options), tuple(reasons))


def _in_pool(q: RecruitQuery, name: str) -> bool:
    return q.pool is None or q.pool.get(name, 0) > 0


def _land(q: RecruitQuery, reasons: list[Reason]) -> list[RecruitOption]:
    r = NUMBERS.recruit
    allowed_moves = set(range(r.min_moved, (r.max_moved_benefit if q.benefit("Movement") else r.max_moved) + 1))
    move_sections = ("8.4", "22.1", "26.5") if q.benefit("Movement") else ("8.4", "22.1")
    if q.moved not in allowed_moves:
        moved_de = "die Armee ist nicht gezogen" if q.moved is None else f"gezogen: {q.moved}"
        moved_en = "the army did not move" if q.moved is None else f"moved: {q.moved}"
        reasons.append(Reason(
            f"Kreaturen nur nach {min(allowed_moves)}–{max(allowed_moves)} gezogenen Feldern ({moved_de}).",
            f"Creatures only after moving {min(allowed_moves)}–{max(allowed_moves)} lands ({moved_en}).",
            move_sections))
        return []
    kind = _chart_kind(q.terrain, q.role)
    if kind is None:
        reasons.append(Reason(f"{q.terrain.value} steht nur im Dark-Schema des Darklords.",
                              f"{q.terrain.value} is only on the Darklord's dark chart.", ("22.3",)))
        return []
    chain = catalog_for(q.chart_corrections).chart(kind).land(q.terrain.value)
    held = Counter(q.army)
    qualifying = dict(held)
    extra_sections: tuple[str, ...] = ()
    if kind == "sea" and q.terrain is Terrain.COAST and ({"Aquarian", "Siren"} & set(q.army)):
        qualifying[chain.steps[0].creature] = max(1, qualifying.get(chain.steps[0].creature, 0))
        extra_sections = ("16.5", "27.4")
    if q.benefit("Native") and q.terrain not in TITAN_NOT_NATIVE:
        qualifying[chain.steps[0].creature] = max(1, qualifying.get(chain.steps[0].creature, 0))
        extra_sections = (*extra_sections, "26.5")
    names = chain.recruitable(qualifying, offer_inferred=q.offer_inferred)
    if not names:
        reasons.append(Reason(
            f"Keine in {q.terrain.value} heimische Kreatur in der Armee ({', '.join(chain.creatures)}).",
            f"No creature native to {q.terrain.value} in the army ({', '.join(chain.creatures)}).",
            ("22.1", "22.3")))
    steps = {s.creature: s for s in chain.steps}
    end_limit = r.end_creatures_per_turn_benefit if q.benefit("Mustering") else r.end_creatures_per_turn
    out: list[RecruitOption] = []
    for name in names:
        fig = catalog().figure(name)
        if name in AFTER_DARK_TITAN and q.role is Role.DARKLORD and q.dark_titan_appeared is False:
            reasons.append(Reason(f"{name} wird erst nach dem Erscheinen des Dark-Titans rekrutiert.",
                                  f"{name} is recruited only after the Dark-Titan appeared.", ("23.9",)))
            continue
        if not _in_pool(q, name):
            reasons.append(Reason(f"Kein {name} mehr im persönlichen Pool.", f"No {name} left in the personal pool.",
                                  ("5.1", "22.1")))
            continue
        if fig.end_creature:
            if held[name] >= NUMBERS.army.same_end_creature_max:
                reasons.append(Reason(f"Schon {held[name]} {name} in der Armee.", f"Already {held[name]} {name} in the army.",
                                      ("3.7", "22.2")))
                continue
            if q.end_creatures_this_turn >= end_limit:
                before = ", ".join(q.end_creatures_named) or "?"
                reasons.append(Reason(f"{name}: schon eine Endkreatur in diesem Zug rekrutiert ({before}).",
                                      f"{name}: an end creature was already recruited this turn ({before}).",
                                      ("8.4", "22.2", "26.5") if q.benefit("Mustering") else ("8.4", "22.2")))
                continue
        prov = chain.provenance_for(qualifying, name, offer_inferred=q.offer_inferred) or steps[name].provenance
        dark = ("23.9",) if name in AFTER_DARK_TITAN and q.role is Role.DARKLORD else ()
        out.append(RecruitOption(name, "land", 0, prov.value,
                                 ("22.1", "22.3", *move_sections[:1], *extra_sections, *dark)))
    return out


def _centre(q: RecruitQuery, reasons: list[Reason]) -> list[RecruitOption]:
    opening = catalog().opening
    out: list[RecruitOption] = []
    held = set(q.army)
    for fig in catalog().figures_of(FigureClass.HUMAN):
        if not _in_pool(q, fig.name) or fig.name in held:
            continue
        price = opening.human_price(fig.name)
        if q.gems is not None and q.gems < price:
            reasons.append(Reason(f"{fig.name} kostet {price} Lebenssteine (vorhanden: {q.gems}).",
                                  f"{fig.name} costs {price} gems (held: {q.gems}).", ("16.5", "22.4")))
            continue
        out.append(RecruitOption(fig.name, "human", price, "text", ("16.5", "22.4")))
    if q.pool is not None:
        for fig in catalog().figures_of(FigureClass.DEMILORD):
            if q.pool.get(fig.name, 0) <= 0 or fig.name in held or (fig.name == "Executer" and not q.executer_beaten):
                continue
            cost = opening.summon_cost(fig.name)
            if q.gems is not None and q.gems < cost:
                reasons.append(Reason(f"{fig.name} zu beschwören kostet {cost} Lebenssteine (vorhanden: {q.gems}).",
                                      f"Summoning {fig.name} costs {cost} gems (held: {q.gems}).", ("16.5", "22.4")))
                continue
            out.append(RecruitOption(fig.name, "demigod", cost, "text", ("19.2", "22.4", "16.5")))
    return out


def _executer(q: RecruitQuery) -> list[RecruitOption]:
    """The Executer joins an army that sacrifices an end creature worth at least 36 (16.5)."""
    if "Executer" in q.army or not _in_pool(q, "Executer") or (q.pool is None and q.role is Role.DARKLORD):
        return []
    if q.pool is not None and q.pool.get("Executer", 0) <= 0:
        return []
    out = []
    for name in sorted(set(q.army)):
        fig = catalog().figure(name)
        if fig.end_creature and (fig.value or 0) >= EXECUTER_SACRIFICE_VALUE:
            out.append(RecruitOption("Executer", "executer", 0, "text", ("16.5",), sacrifice=name))
    return out


def check_recruit(q: RecruitQuery, figure: str, via: str, sacrifice: str | None = None) -> RecruitOption:
    """The option for ``figure`` taken ``via``; refused with the reasons when it is not legal."""
    answer = recruit_options(q)
    for o in answer.options:
        if o.figure == figure and o.via == via and (via != "executer" or o.sacrifice == sacrifice):
            return o
    why = [r for r in answer.reasons if figure in r.de or figure in r.en] or list(answer.reasons)
    de = "; ".join(r.de.rstrip(".") for r in why) or "nicht im Angebot"  # one full stop at the end
    en = "; ".join(r.en.rstrip(".") for r in why) or "not on offer"
    sections = tuple(dict.fromkeys(s for r in why for s in r.sections)) or ("22.1", "22.3")
    refuse("got.recruit.cannot_recruited",
           RuleViolation(f"{figure} kann hier nicht rekrutiert werden: {de}.",
                         f"{figure} cannot be recruited here: {en}.", sections=sections))
    return RecruitOption(figure, via, _price(figure, via), "table", sections, sacrifice)  # as the table recruited


def _price(figure: str, via: str) -> int:
    """What recruiting ``figure`` ``via`` costs in gems (humans 22.4, demigods summoned 19.2; land and
    Executer nothing)."""
    opening = catalog().opening
    if via == "human":
        return opening.human_price(figure)
    if via == "demigod":
        return opening.summon_cost(figure)
    return 0

#: recruiting (the section the app shows)
RECRUIT_SECTION = "22.1"

#: recruiting (the section the app shows)
RECRUITING_CHAPTER = "22"
