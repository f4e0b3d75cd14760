"""The numbers of Titan – Die Arena, loaded from ``data/arena.toml``.

Every constant names the section it comes from (see the TOML file).

>>> RULES.open_bet_value(1), RULES.open_bet_value(5), RULES.hand_size
(4, 0, 8)
>>> creature_name("hexer")
'Warlock'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache

from referee.core.errors import InvalidInput, UnknownName
from referee.core.refusal import fail, refuse
from referee.datafile import NumberReader, RuleNumber, load


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
    #: the other count of spectators (section 9; interpretation ``arena.spectator_count``)
    spectators_in_section_9: int
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
    cards_per_turn: int
    stalemate_draw: int
    secret_value: int
    open_values: tuple[tuple[int, int], ...]
    open_values_section: str
    ranger_draw: int
    titan_take: int
    titan_keep: int
    warlock_discard: int
    hydra_cards: int
    tournament_games: int
    #: the values of each creature's strength cards, one card each (the deck's card list, section 4)
    strength_values: tuple[int, ...]
    deck_section: str
    #: the chip colours a player may choose (2, 3; interpretation ``arena.chip_colours``)
    chip_colours: tuple[str, ...]
    chip_sections: tuple[str, ...]
    #: every number of ``data/arena.toml`` with its sections, by ``"group.name"``
    numbers: Mapping[str, RuleNumber] = dataclasses.field(repr=False)

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
    raw = load("referee.arena", "arena.toml")
    reader = NumberReader(raw)
    n = reader.one

    creatures = tuple(Creature(c["name"], tuple(c["aliases"]), c["power"]) for c in raw["creature"])
    if len(creatures) != n("material", "creatures"):
        refuse("arena.load_rules.arena_toml_number",
               InvalidInput("arena.toml: Zahl der Kreaturen passt nicht.", "arena.toml: the number of creatures does not fit.",
                            sections=reader.numbers["material.creatures"].sections))
    rules = ArenaRules(
        creatures=creatures,
        spectators=n("material", "spectators"),
        spectators_in_section_9=n("material", "spectators_in_section_9"),
        referees=n("material", "referees"),
        chief_referees=n("material", "chief_referees"),
        strength_per_creature=n("material", "strength_per_creature"),
        min_strength=n("material", "min_strength"),
        max_strength=n("material", "max_strength"),
        chips=n("material", "chips_per_player"),
        min_players=n("material", "min_players"),
        max_players=n("material", "max_players"),
        hand_size=n("turn", "hand_size"),
        penalty_hand_size=n("turn", "penalty_hand_size"),
        max_discard=n("turn", "max_discard"),
        rounds=n("turn", "rounds"),
        survivors=n("turn", "survivors"),
        cards_per_turn=n("turn", "cards_per_turn"),
        stalemate_draw=n("turn", "stalemate_draw"),
        secret_value=n("bets", "secret_value"),
        open_values=tuple(sorted((int(k), int(v)) for k, v in raw["open_bets"]["ducats"].items())),
        open_values_section=raw["open_bets"]["section"],
        ranger_draw=n("powers", "ranger_draw"),
        titan_take=n("powers", "titan_take"),
        titan_keep=n("powers", "titan_keep"),
        warlock_discard=n("powers", "warlock_discard"),
        hydra_cards=n("powers", "hydra_cards"),
        tournament_games=n("tournament", "games"),
        strength_values=tuple(int(v) for v in raw["deck"]["strength_values"]),
        deck_section=str(raw["deck"]["section"]),
        chip_colours=tuple(str(c) for c in raw["chips"]["colours"]),
        chip_sections=tuple(str(x) for x in raw["chips"]["sections"]),
        numbers=reader.numbers,  # a live view: complete once the fields above are read
    )
    values = rules.strength_values
    if (len(values) != rules.strength_per_creature or len(set(values)) != len(values)
            or min(values) != rules.min_strength or max(values) != rules.max_strength):
        refuse("arena.load_rules.arena_toml_deck",
               InvalidInput("arena.toml: die Stärkewerte des Stapels passen nicht zu den Zahlen.",
                            "arena.toml: the deck's strength values do not fit the numbers.", sections=("4",)))
    if len(set(rules.chip_colours)) != len(rules.chip_colours) or len(rules.chip_colours) < rules.max_players:
        refuse("arena.load_rules.arena_toml_one_chip",
               InvalidInput("arena.toml: es braucht eine Chipfarbe je Spieler.",
                            "arena.toml: one chip colour per player is needed.", sections=rules.chip_sections))
    return rules


RULES = load_rules()
CREATURES: tuple[str, ...] = tuple(c.name for c in RULES.creatures)


def creature_name(name: str) -> str:
    """The canonical name of a creature, accepting aliases in any case."""
    key = name.strip().lower()
    for c in RULES.creatures:
        if key == c.name.lower() or key in (a.lower() for a in c.aliases):
            return c.name
    known = [c.name for c in RULES.creatures] + [a for c in RULES.creatures for a in c.aliases]
    fail("arena.creature.unknown", UnknownName.of("Kreatur", "creature", name, known, sections=("4",)))
