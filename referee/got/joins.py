"""The figures that may have joined a battle entered after the fact (a quick :class:`BattleSettled` line): the
defender's reinforcement (17.1) and the attacker's god call (18.1–18.3), each accepted by the settlement's own
check with the rest of the entry."""

from __future__ import annotations

import dataclasses

from referee.core.errors import RefereeError
from referee.got.allowed import may_call_god
from referee.got.battle import joined
from referee.got.catalog import catalog
from referee.got.events import BattleSettled, CalledGod
from referee.got.state import NEUTRAL, GotState


def quick_joins(state: GotState, entry: BattleSettled) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The defender's possible reinforcements and the attacker's possible god calls as (god, from army), each
    accepted by :func:`referee.got.battle.joined` with ``entry``'s other choices left out; ((), ()) when the
    entry itself is refused."""
    bare = dataclasses.replace(entry, reinforcement=None, called_god=None, gods=(), revived=(), phantom_to=None,
                               element_to=None, immortal_makes_room=None, loser_standing=())

    def accepted(ev: BattleSettled) -> bool:
        try:
            joined(state, ev)
        except RefereeError:
            return False
        return True

    if not accepted(bare):
        return (), ()
    dfn, att = state.army(entry.defender), state.army(entry.attacker)
    reinforcements: list[str] = []
    if dfn.owner != NEUTRAL:
        pool = sorted(set(state.player(dfn.owner).pool.names()))
        reinforcements = [n for n in pool if catalog().figure(n).is_creature
                          and accepted(dataclasses.replace(bare, reinforcement=n))]
    calls = [(g, m) for g, m in may_call_god(state, att).value
             if accepted(dataclasses.replace(bare, called_god=CalledGod(g, m)))]
    return tuple(reinforcements), tuple(calls)
