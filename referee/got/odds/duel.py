"""Exact odds of a duel: two figures in melee until one falls or time runs out (11.1, 11.8, 11.9).

Each round has the defender's strike phase, then the attacker's; round 1 has only
the attacker's (11.1).  In a strike phase the active figure strikes, then the other
strikes back; both count as simultaneous (11.9), so both may die.  After round 7
the attacker loses on time (11.8).  Damage never changes power or skill (13.5), so
each phase's laws of damage do not depend on the state: the duel is a forward
propagation of exact integer weights over (attacker damage, defender damage).

>>> from referee.got.odds.fighter import Fighter, Klass
>>> ogre = Fighter("Ogre", Klass.CREATURE, 6, 2, 12)
>>> d = duel_odds(Stand(ogre), Stand(ogre))
>>> d.attacker_wins + d.defender_wins + d.mutual + d.timeout
Fraction(1, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from typing import Any

import numpy as np

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
from referee.got.numbers import NUMBERS
from referee.got.odds.dice import DamageLaw, certain
from referee.got.odds.fighter import Klass
from referee.got.odds.interpretations import resolve
from referee.got.odds.melee import check_can_strike, melee_setup
from referee.got.odds.setup import Modifier, Stand, darkness_applies, effective_power, is_native
from referee.got.odds.terrain import Hazard, Hexside
from referee.got.side import Side

LAST_ROUND = NUMBERS.battle.rounds  # 11.1, 11.8


@dataclasses.dataclass(frozen=True)
class DuelOdds:
    attacker_wins: Fraction
    defender_wins: Fraction
    mutual: Fraction
    timeout: Fraction
    #: Expected number of rounds still played, the current one included.
    expected_rounds: Fraction
    #: Expected number of the round in which the duel ends (7 for a time loss).
    expected_end_round: Fraction
    modifiers: tuple[Modifier, ...] = ()
    sections: tuple[str, ...] = ("11.1", "11.8", "11.9", "13.4")

    def to_dict(self) -> dict[str, Any]:
        return {
            "attacker_wins": float(self.attacker_wins), "defender_wins": float(self.defender_wins),
            "mutual": float(self.mutual), "timeout": float(self.timeout),
            "expected_rounds": float(self.expected_rounds),
            "expected_end_round": float(self.expected_end_round),
            "exact": {k: str(getattr(self, k)) for k in
                      ("attacker_wins", "defender_wins", "mutual", "timeout", "expected_rounds")},
            "modifiers": [m.to_dict() for m in self.modifiers], "sections": list(self.sections),
        }


@dataclasses.dataclass(frozen=True)
class Phase:
    """One strike phase: the damage laws each side suffers and both lives afterwards."""

    round: int
    active: Side
    to_attacker: DamageLaw
    to_defender: DamageLaw
    life_attacker: int
    life_defender: int
    modifiers: tuple[Modifier, ...]


def strike_phases(start_round: int, next_phase: Side) -> list[tuple[int, Side]]:
    """The strike phases from a moment of the battle to the end of round 7 (11.1)."""
    if not 1 <= start_round <= LAST_ROUND:
        raise InvalidInput(f"Kampfrunde {start_round} liegt nicht zwischen 1 und {LAST_ROUND}.",
                           f"Battle round {start_round} is not between 1 and {LAST_ROUND}.", sections=("11.1", "11.8"))
    if next_phase not in (Side.ATTACKER, Side.DEFENDER):
        raise InvalidInput("Nächste Schlagphase: attacker oder defender.", "Next strike phase: attacker or defender.")
    if start_round == 1 and next_phase == Side.DEFENDER:
        raise RuleViolation("In der ersten Kampfrunde schlägt nur der Angreifer.",
                            "In the first battle round only the attacker strikes.", sections=("11.1",))
    out = []
    for r in range(start_round, LAST_ROUND + 1):
        if r >= 2 and not (r == start_round and next_phase == Side.ATTACKER):
            out.append((r, Side.DEFENDER))
        out.append((r, Side.ATTACKER))
    return out


def _one_time(stand: Stand, used: bool, settings: Mapping[str, str] | None) -> str:
    if used or resolve("got.odds.one_time_policy", settings) == "never":
        return ""
    return {"nightmare": "fear", "plaque": "cuff", "phoenix": "flameburst"}.get(stand.key, "")


def _start_damage(stand: Stand) -> int:
    """Damage at the start of every strike phase: Drift for foreigners (12.7), Landscaping (15.6)."""
    extra = 1 if stand.hazard is Hazard.DRIFT and not is_native(stand, Hazard.DRIFT) else 0
    return extra + (1 if stand.landscaped else 0)


def plan(att: Stand, dfd: Stand, hexside: Hexside, start_round: int, next_phase: Side, *,
         attacker_ability_used: bool = False, defender_ability_used: bool = False,
         settings: Mapping[str, str] | None = None) -> list[Phase]:
    """The damage laws of every strike phase of the duel."""
    check_can_strike(att, dfd, hexside)
    check_can_strike(dfd, att, hexside.reverse())
    stands = {Side.ATTACKER: att, Side.DEFENDER: dfd}
    sides = {Side.ATTACKER: hexside, Side.DEFENDER: hexside.reverse()}
    used = {Side.ATTACKER: attacker_ability_used, Side.DEFENDER: defender_ability_used}
    phases = []
    for rnd, active in strike_phases(start_round, next_phase):
        passive = Side.DEFENDER if active == Side.ATTACKER else Side.ATTACKER
        x = stands[active]
        if x.key == "necromancer":  # +1 power at the start of each own strike phase (16.5)
            x = dataclasses.replace(x, context=dataclasses.replace(
                x.context, necromancer_power=x.context.necromancer_power + 1))
            stands[active] = x
        y = stands[passive]
        ability = _one_time(x, used[active], settings)
        used[active] = used[active] or bool(ability)
        hit_x = melee_setup(x, y, sides[active], cuff=ability == "cuff", settings=settings)
        hit_y = melee_setup(y, x, sides[passive], strike_back=True, feared=ability == "fear", settings=settings)
        to_y = hit_x.law().shifted(_start_damage(y))
        dark_y = 1 if y.hazard is Hazard.DARKNESS and darkness_applies("ability", settings) else 0
        extra_y = 0
        if x.key == "necromancer" and y.fighter.klass is not Klass.MASTER:
            extra_y += max(1 - dark_y, 0)  # the Necromancer's magic rangestrike point (16.5, 14.6)
        if ability == "flameburst":
            extra_y += max(1 - dark_y, 0)
        to_y = to_y.plus(certain(extra_y)) if extra_y else to_y
        to_x = hit_y.law().shifted(_start_damage(x))
        law = {active: to_x, passive: to_y}
        life = {k: effective_power(s)[0] for k, s in stands.items()}
        phases.append(Phase(rnd, active, law[Side.ATTACKER], law[Side.DEFENDER], life[Side.ATTACKER], life[Side.DEFENDER],
                            hit_x.modifiers + hit_y.modifiers))
    return phases


def _matrix(law: DamageLaw, size: int) -> np.ndarray:
    """Transition of damage d -> min(d + k, size) as an object matrix of integer weights."""
    m = np.zeros((size, size + 1), dtype=object)
    for d in range(size):
        for k, v in enumerate(law.numerators):
            if v:
                m[d, min(d + k, size)] += v
    return m


def duel_odds(
    attacker: Stand,
    defender: Stand,
    hexside: Hexside = Hexside.NONE,
    *,
    start_round: int = 1,
    next_phase: Side = Side.ATTACKER,
    attacker_ability_used: bool = False,
    defender_ability_used: bool = False,
    settings: Mapping[str, str] | None = None,
) -> DuelOdds:
    """Exact chances of attacker win, defender win, both dead and time loss (dynamic programming).

    Memoised on the question: a repeated query is a lookup.
    """
    return _duel_odds(attacker, defender, hexside, start_round, next_phase, attacker_ability_used,
                      defender_ability_used, tuple(sorted((settings or {}).items())))


@cache
def _duel_odds(attacker: Stand, defender: Stand, hexside: Hexside, start_round: int, next_phase: Side,
               attacker_ability_used: bool, defender_ability_used: bool,
               settings_items: tuple[tuple[str, str], ...]) -> DuelOdds:
    settings = dict(settings_items)
    phases = plan(attacker, defender, hexside, start_round, next_phase,
                  attacker_ability_used=attacker_ability_used,
                  defender_ability_used=defender_ability_used, settings=settings)
    la = max(p.life_attacker for p in phases)
    ld = max(p.life_defender for p in phases)
    a0, d0 = attacker.damage, defender.damage
    if min(a0, d0) < 0:
        raise InvalidInput("Schaden kann nicht negativ sein.", "Damage cannot be negative.", sections=("13.5",))
    if a0 >= effective_power(attacker)[0] or d0 >= effective_power(defender)[0]:
        raise RuleViolation("Eine Figur mit so viel Schaden ist bereits geschlagen.",
                            "A figure with that much damage is already dead.", sections=("13.2",))
    weights = np.zeros((la, ld), dtype=object)
    weights[a0, d0] = 1
    exp = 0
    acc = {Side.ATTACKER: Fraction(0), Side.DEFENDER: Fraction(0), "mutual": Fraction(0)}
    rounds = Fraction(0)
    for ph in phases:
        full = _matrix(ph.to_attacker, la).T @ weights @ _matrix(ph.to_defender, ld)
        exp += ph.to_attacker.exp + ph.to_defender.exp
        den = 6**exp
        a_alive, d_alive = ph.life_attacker, ph.life_defender
        wins = {Side.ATTACKER: full[:a_alive, d_alive:].sum(), Side.DEFENDER: full[a_alive:, :d_alive].sum(),
                "mutual": full[a_alive:, d_alive:].sum()}
        played = ph.round - start_round + 1
        for k, v in wins.items():
            if v:
                p = Fraction(int(v), den)
                acc[k] += p
                rounds += p * played
        weights = np.zeros((la, ld), dtype=object)
        weights[:a_alive, :d_alive] = full[:a_alive, :d_alive]
    timeout = Fraction(int(weights.sum()), 6**exp)
    rounds += timeout * (LAST_ROUND - start_round + 1)
    return DuelOdds(acc[Side.ATTACKER], acc[Side.DEFENDER], acc["mutual"], timeout, rounds,
                    rounds + start_round - 1, phases[0].modifiers if phases else ())

#: the strike-back (the section the app shows)
STRIKE_BACK = Field("Rückschlag", "strike-back", ("11.9",))

#: the duel of two figures: the battle rounds (the section the app shows)
DUEL_CHAPTER = "11"
