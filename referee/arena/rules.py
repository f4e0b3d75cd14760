"""The numbers of Titan – Die Arena, loaded from ``data/arena.toml``.

Every constant names the section it comes from (see the TOML file).

>>> RULES.open_bet_value(1), RULES.open_bet_value(5), RULES.hand_size
(4, 0, 8)
>>> creature_name("hexer")
'Warlock'
"""

from __future__ import annotations

import dataclasses
import tomllib
from functools import cache
from pathlib import Path

from referee.core.errors import UnknownName

_DATA = Path(__file__).with_name("data") / "arena.toml"


@dataclasses.dataclass(frozen=True)
class Creature:
    """One of the eight fighters (Kreatur), its aliases and the section of its power."""

    name: str
    aliases: tuple[str, ...]
    power: str


@dataclasses.dataclass(frozen=True)
class ArenaRules:
    creatures: tuple[Creature, ...]
    spectators: int
    referees: int
    chief_referees: int
    strength_per_creature: int
    min_strength: int
    max_strength: int
    chips: int
    min_players: int
    max_players: int
    hand_size: int
    penalty_hand_size: int
    max_discard: int
    rounds: int
    survivors: int
    secret_value: int
    open_values: tuple[tuple[int, int], ...]
    ranger_draw: int
    titan_take: int
    titan_keep: int
    warlock_discard: int

    def open_bet_value(self, round_no: int) -> int:
        """Ducats of an open bet placed in ``round_no`` (section 7); 0 in round 5."""
        return dict(self.open_values).get(round_no, 0)

    @property
    def last_bet_round(self) -> int:
        return max(r for r, _ in self.open_values)

    def deck_size(self, spectators: int) -> int:
        """Blue cards (section 3): strength cards, spectators and referees."""
        return (len(self.creatures) * self.strength_per_creature + spectators
                + self.referees + self.chief_referees)

    def power_section(self, creature: str) -> str:
        return next(c.power for c in self.creatures if c.name == creature)


@cache
def load_rules() -> ArenaRules:
    raw = tomllib.loads(_DATA.read_text(encoding="utf-8"))
    m, t, b, p = raw["material"], raw["turn"], raw["bets"], raw["powers"]
    return ArenaRules(
        creatures=tuple(Creature(c["name"], tuple(c["aliases"]), c["power"]) for c in raw["creature"]),
        spectators=m["spectators"],
        referees=m["referees"],
        chief_referees=m["chief_referees"],
        strength_per_creature=m["strength_per_creature"],
        min_strength=m["min_strength"],
        max_strength=m["max_strength"],
        chips=m["chips_per_player"],
        min_players=m["min_players"],
        max_players=m["max_players"],
        hand_size=t["hand_size"],
        penalty_hand_size=t["penalty_hand_size"],
        max_discard=t["max_discard"],
        rounds=t["rounds"],
        survivors=t["survivors"],
        secret_value=b["secret_value"],
        open_values=tuple(sorted((int(k), v) for k, v in b["open_values"].items())),
        ranger_draw=p["ranger_draw"],
        titan_take=p["titan_take"],
        titan_keep=p["titan_keep"],
        warlock_discard=p["warlock_discard"],
    )


RULES = load_rules()
CREATURES: tuple[str, ...] = tuple(c.name for c in RULES.creatures)


def creature_name(name: str) -> str:
    """The canonical name of a creature, accepting aliases in any case."""
    key = name.strip().lower()
    for c in RULES.creatures:
        if key == c.name.lower() or key in (a.lower() for a in c.aliases):
            return c.name
    known = [c.name for c in RULES.creatures] + [a for c in RULES.creatures for a in c.aliases]
    raise UnknownName.of("Kreatur", "creature", name, known, sections=("4",))
