"""The battle being recorded as the screens and the command line show it: both armies figure by figure, the
round, what joined, who strikes next and whether the defender may reinforce now — each with its sections.

The referee decides all of it (11.1, 11.9, 17.1); a sheet reads the fields. The ways to end the battle now are
the options of kind ``battle_ended`` (:func:`referee.got.fight_options.ending_candidates`), judged by the engine.
"""

from __future__ import annotations

import dataclasses

from referee.got.catalog import catalog
from referee.got.events import Side
from referee.got.fight import (
    ATT,
    DECIDED_SECTIONS,
    DFN,
    REINFORCE_SECTIONS,
    STRIKE_ORDER_SECTIONS,
    copies,
    decided,
    hits_of,
    next_strike,
    reinforcement_due,
    several,
)
from referee.got.fight_values import value_of
from referee.got.numbers import NUMBERS
from referee.got.state import Fight, GotState


@dataclasses.dataclass(frozen=True)
class FighterView:
    """One figure on the sheet: power and skill, hits on it, the round it fell in (None: standing).

    ``number`` tells apart several figures of one kind on a side (1, 2 …; 0 when it is the only one), as
    entries name them (``got.events.Copy``); ``why`` is the reason of its power and skill (German, English;
    empty for the figure's printed values), ``entered`` says the scribe set them; ``ability_used``: its one-time
    ability (✚) is spent in this battle (16.2)."""

    name: str
    power: int
    skill: int
    hits: int
    beaten_in: int | None
    one_time: bool
    number: int = 0
    why: tuple[str, str] = ("", "")
    entered: bool = False
    ability_used: bool = False

    @property
    def label(self) -> str:
        """``"Plaque 2"`` where several of a kind fight, else the name."""
        return f"{self.name} {self.number}" if self.number else self.name


@dataclasses.dataclass(frozen=True)
class FightView:
    """The open battle as recorded: both armies, the round, what joined, what the scribe may do next."""

    attacker: str
    defender: str
    attacker_owner: str
    defender_owner: str
    land: str
    round: int
    last_round: int
    reinforcement_round: int
    attackers: tuple[FighterView, ...]
    defenders: tuple[FighterView, ...]
    reinforcement: str | None
    called_god: tuple[str, str] | None
    god_chance: str
    decided: bool
    #: who strikes first in the next round: the attacker in round 1, else the defender (``next_strike_sections``)
    next_strike: Side
    #: the number of the next round, as the round marker stands (a Timewarp may repeat or skip one, 15.6)
    next_round: int = 0
    #: the defender may reinforce now (17.1; the 5th manoeuvre phase when a Timewarp skipped the 4th)
    reinforcement_due: bool = False
    next_strike_sections: tuple[str, ...] = STRIKE_ORDER_SECTIONS
    decided_sections: tuple[str, ...] = DECIDED_SECTIONS
    reinforcement_sections: tuple[str, ...] = REINFORCE_SECTIONS


def _fighters(state: GotState, f: Fight, side: Side) -> tuple[FighterView, ...]:
    out = []
    fell = {(n, k): r for (r, _, _), (s, n, k) in zip(f.beaten, f.fallen, strict=True) if s == side}
    used = {(n, k) for s, n, k in f.abilities if s == side}
    for n, k in copies(state, f, side):
        rnd = fell.get((n, k))
        v = value_of(state, f, side, n, k)
        out.append(FighterView(n, v.power, v.skill or 0, 0 if rnd is not None else hits_of(f, side, n, k), rnd,
                               catalog().figure(n).one_time, k if several(state, f, side, n) else 0,
                               (v.why_de, v.why_en), v.entered, (n, k) in used))
    return tuple(out)


def fight_view(state: GotState) -> FightView | None:
    """The battle being recorded, or None.

    >>> fight_view(GotState()) is None
    True
    """
    f = state.fight
    if f is None:
        return None
    att, dfn = state.army(f.attacker), state.army(f.defender)
    return FightView(f.attacker, f.defender, att.owner, dfn.owner, dfn.land.label, f.round, NUMBERS.battle.rounds,
                     NUMBERS.battle.reinforcement_round, _fighters(state, f, ATT), _fighters(state, f, DFN),
                     f.reinforcement, f.called_god, f.god_chance, decided(state, f), next_strike(f), f.next_round,
                     reinforcement_due(f))
