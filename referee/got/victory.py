"""Victory points (Siegpunkte): the goal tables 26.3 (Titan players), 26.4 (Darklord) and
the benefits 26.5 with their thresholds.

>>> goals = load_victory_goals()
>>> sum(g.points for g in goals[PlayerRole.TITAN]), sum(g.points for g in goals[PlayerRole.DARKLORD])
(100, 100)
>>> [b.name for b in benefits_at(load_benefits(), 25)]
['Native', 'Mustering']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from referee.core.field import Field
from referee.got._toml import load_data, read_fields
from referee.got.figures import PlayerRole


@dataclasses.dataclass(frozen=True)
class VictoryGoal:
    key: str
    de: str
    en: str
    points: int
    section: str


@dataclasses.dataclass(frozen=True)
class Benefit:
    """A benefit of the revealed Titan's army from ``threshold`` victory points on (26.5)."""

    threshold: int
    name: str
    digest: str
    #: the digest in German (our own words, as the English one)
    digest_de: str = ""
    section: str = "26.5"

    def text(self, lang: str) -> str:
        """The digest in ``lang`` ("de" or "en")."""
        return self.digest_de if lang == "de" and self.digest_de else self.digest


def _goals(t: Any, section: str) -> tuple[VictoryGoal, ...]:
    return tuple(
        VictoryGoal(section=section, **read_fields(
            g, f"victory.toml [{section}]",
            required={"key": str, "de": str, "en": str, "points": int}, optional={}, sections=(section,),
        ))
        for g in t
    )


def load_victory_goals() -> dict[PlayerRole, tuple[VictoryGoal, ...]]:
    data = load_data("victory.toml")
    return {
        PlayerRole.TITAN: _goals(data["titan"]["goals"], data["titan"]["section"]),
        PlayerRole.DARKLORD: _goals(data["darklord"]["goals"], data["darklord"]["section"]),
    }


def load_benefits() -> tuple[Benefit, ...]:
    data = load_data("victory.toml")["benefits"]
    section = data["section"]
    return tuple(
        Benefit(section=section, **read_fields(b, "victory.toml [benefits]",
                                               required={"threshold": int, "name": str, "digest": str,
                                                         "digest_de": str},
                                               optional={}, sections=(section,)))
        for b in data["list"]
    )


def benefits_at(benefits: Iterable[Benefit], victory_points: int) -> tuple[Benefit, ...]:
    """The benefits a revealed Titan holds with ``victory_points`` (26.5)."""
    return tuple(b for b in benefits if victory_points >= b.threshold)

#: the victory-point benefits (the section the app shows)
BENEFITS_SECTION = "26.5"
#: the benefits of the revealed Titan (the victory points sheet's table)
REVEALED_BENEFITS = Field("Vorteile des offengelegten Titans", "Benefits of the revealed Titan", ("26.2", "26.5"))
