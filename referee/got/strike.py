"""The strike number table (Mindestwurf-Tabelle) of 13.4.

The lowest die face that hits depends on the skill (Intelligenz) of the striking
figure and of the struck one. Strike number 1 occurs: every die hits (RULES-NOTES 5).

>>> table = load_strike_table()
>>> table.number(2, 3)   # Ogre (skill 2) strikes a Lion (skill 3), 13.4 example
5
>>> table.number(3, 2)   # the Lion strikes back
3
"""

from __future__ import annotations

import dataclasses

from referee.core.errors import InvalidInput
from referee.core.refusal import refuse
from referee.got._toml import load_data

SECTION = "13.4"


@dataclasses.dataclass(frozen=True)
class StrikeTable:
    """``rows[d - 1][a - 1]``: strike number for attacker skill ``a`` against defender skill ``d``."""

    skills: tuple[int, ...]
    rows: tuple[tuple[int, ...], ...]
    section: str = SECTION

    def number(self, attacker_skill: int, defender_skill: int, *, clamp: bool = False) -> int:
        """Strike number for the two skills (after hazard changes).

        Skills outside the printed range 1–6 are refused, unless ``clamp`` is set:
        then they count as the nearest printed skill (the edge rows and columns
        already hold 1 and 6).
        """
        lo, hi = self.skills[0], self.skills[-1]
        if clamp:
            attacker_skill = min(max(attacker_skill, lo), hi)
            defender_skill = min(max(defender_skill, lo), hi)
        for label_de, label_en, skill in (
            ("Angreifer", "attacker", attacker_skill),
            ("Verteidiger", "defender", defender_skill),
        ):
            if not lo <= skill <= hi:
                refuse("got.strike.skill_outside_table", InvalidInput(
                    f"Intelligenz {skill} des {label_de}s liegt außerhalb der Tabelle ({lo}–{hi}).",
                    f"Skill {skill} of the {label_en} is outside the table ({lo}–{hi}).",
                    sections=(SECTION,),
                ), item=label_en)
        return self.rows[defender_skill - lo][attacker_skill - lo]


def load_strike_table() -> StrikeTable:
    data = load_data("strike.toml")
    skills = tuple(int(s) for s in data["skills"])
    rows = tuple(tuple(int(n) for n in row) for row in data["rows"])
    if len(rows) != len(skills) or any(len(r) != len(skills) for r in rows):
        refuse("got.strike.strike_toml_table",
               InvalidInput("strike.toml: Tabelle ist nicht quadratisch.", "strike.toml: table is not square."))
    return StrikeTable(skills=skills, rows=rows, section=data["section"])


@dataclasses.dataclass(frozen=True)
class StrikeExample:
    """A worked example of the text (13.4), used by tests and the rules lookup."""

    attacker: str
    defender: str
    strike_number: int
    dice: int


def load_strike_examples() -> tuple[StrikeExample, ...]:
    data = load_data("strike.toml")
    return tuple(
        StrikeExample(e["attacker"], e["defender"], int(e["strike_number"]), int(e["dice"]))
        for e in data.get("example", ())
    )
