"""The numbers of Weiß Schwarz, loaded from ``data/rules.toml`` with their sections.

>>> RULES.game.deck_size, RULES.turn.level_up_at, RULES.turn.hand_limit, RULES.attack.encore_cost
(50, 7, 7, 3)
>>> RULES.numbers["turn.clock_draw"].sections
('3',)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache

from referee.datafile import NumberReader, RuleNumber, load


@dataclasses.dataclass(frozen=True)
class Game:
    """§ grundlegendes."""

    players: int
    losing_level: int
    deck_size: int
    max_copies: int
    max_climax: int


@dataclasses.dataclass(frozen=True)
class TurnNumbers:
    opening_hand: int
    draw: int
    clock_draw: int
    level_up_at: int
    hand_limit: int


@dataclasses.dataclass(frozen=True)
class AttackNumbers:
    """§ 6."""

    first_turn_attacks: int
    direct_soul_bonus: int
    soul_trigger_bonus: int
    encore_cost: int


@dataclasses.dataclass(frozen=True)
class WeissRules:
    game: Game
    turn: TurnNumbers
    attack: AttackNumbers
    #: every number with its sections, by ``"group.name"``
    numbers: Mapping[str, RuleNumber] = dataclasses.field(repr=False)


@cache
def load_rules() -> WeissRules:
    r = NumberReader(load("referee.weiss", "rules.toml"))
    return WeissRules(game=r.group(Game, "game"), turn=r.group(TurnNumbers, "turn"),
                      attack=r.group(AttackNumbers, "attack"), numbers=r.numbers)


RULES = load_rules()
