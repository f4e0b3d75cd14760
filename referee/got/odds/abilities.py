"""One-time abilities of creatures that replace or extend a strike (16.2, 16.5).

Reaper's Call (Deathbringer) kills outright at a price; Final Blow (Demon) heals
the Demon by the hits left over after a kill.

>>> from referee.got.odds.bridge import fighter
>>> reapers_call(Stand(fighter("Deathbringer")), Stand(fighter("Lion"), damage=1))[0]
8
>>> fb = final_blow_odds(Stand(fighter("Demon"), damage=4), Stand(fighter("Centaur")))
>>> fb.strike.strike_number, sum(fb.heal)
(5, Fraction(1, 1))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from referee.core.errors import RuleViolation
from referee.core.field import Field
from referee.got.numbers import NUMBERS
from referee.got.odds.melee import melee_setup
from referee.got.odds.setup import Modifier, Stand, effective_power
from referee.got.odds.strike import StrikeOdds, odds_of
from referee.got.odds.terrain import Hexside


def reapers_call(attacker: Stand, target: Stand) -> tuple[int, Modifier]:
    """Deathbringer's Reaper's Call (16.5): the target dies; returns the self-damage it costs.

    The Deathbringer takes twice the hits the target still needed and may not kill itself.
    """
    if attacker.key != "deathbringer":
        raise RuleViolation("Reaper's Call ist die Fertigkeit des Deathbringers.",
                            "Reaper's Call is the Deathbringer's ability.", sections=("16.5",))
    life, _ = effective_power(target)
    need = max(life - target.damage, 0)
    own_life, _ = effective_power(attacker)
    cost = NUMBERS.abilities.reapers_call_damage_factor * need
    if attacker.damage + cost >= own_life:
        raise RuleViolation(
            f"Reaper's Call kostet {cost} Schaden; der Deathbringer hat nur {own_life - attacker.damage} "
            "Lebenspunkte und darf sich nicht selbst schlagen.",
            f"Reaper's Call costs {cost} damage; the Deathbringer has only {own_life - attacker.damage} "
            "life left and may not kill itself.", sections=("16.5",))
    return cost, Modifier("reapers_call", "damage", cost, "16.5",
                          f"Reaper's Call: target dies, Deathbringer takes {cost} damage",
                          f"Reaper's Call: Ziel geschlagen, Deathbringer erleidet {cost} Schaden")


@dataclasses.dataclass(frozen=True)
class FinalBlowOdds:
    """The strike with Final Blow and the law of life points the Demon regains."""

    strike: StrikeOdds
    p_kill: Fraction
    #: P(the Demon regains k life points), index k.
    heal: tuple[Fraction, ...]

    def to_dict(self) -> dict[str, Any]:
        return {**self.strike.to_dict(), "heal": [float(p) for p in self.heal],
                "heal_exact": [str(p) for p in self.heal]}


def final_blow_odds(demon: Stand, target: Stand, hexside: Hexside = Hexside.NONE, *,
                    settings: Mapping[str, str] | None = None) -> FinalBlowOdds:
    """Demon's Final Blow (16.5): after a kill the leftover hits heal the Demon, at most to full power."""
    if demon.key != "demon":
        raise RuleViolation("Final Blow ist die Fertigkeit des Demons.", "Final Blow is the Demon's ability.",
                            sections=("16.5",))
    setup = melee_setup(demon, target, hexside, settings=settings)
    strike = odds_of(setup, None, ("Final Blow: no carry (16.5).",))
    heal = [Fraction(0)] * (demon.damage + 1)
    for hits, p in enumerate(strike.distribution):
        left_over = hits - setup.life_left if hits >= setup.life_left else 0
        heal[min(left_over, demon.damage)] += p
    return FinalBlowOdds(strike, strike.p_kill, tuple(heal))

#: the abilities: Reaper's Call, Final Blow (the section the app shows)
REAPERS_CALL = Field("Deathbringer: Reaper's Call", "Deathbringer: Reaper's Call", ("16.5",))
FINAL_BLOW = Field("Demon: Final Blow", "Demon: Final Blow", ("16.5",))
