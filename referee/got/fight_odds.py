"""The chances of the battle open in a state, fought on from where it stands (the same model as ``odds battle``):
the standing figures with their hits and the record's values, the Titans' power, the next strike; conceding now
as the referee reckons it (10.6, 20.3, 20.4). The live odds need numpy: imported when first asked for."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from referee.got.battle import concession_award
from referee.got.events import Side
from referee.got.fight import ATT, DFN, decided, hits_of, next_strike, standing_copies
from referee.got.fight_values import odds_context
from referee.got.odds.setup import Stand
from referee.got.odds.specs import parse_stand
from referee.got.state import NEUTRAL, GotState

if TYPE_CHECKING:
    from referee.got.odds.live import LiveOdds


def live_odds_of(state: GotState, *, seed: int | None = None, max_ms: float | None = None,
                 method: str = "auto") -> LiveOdds | None:
    """The chances of the battle open in ``state`` fought on from there (None: none open, or decided).
    ``method``: ``"auto"`` (exact where few figures stand), ``"exact"`` or ``"sample"`` (within ``max_ms``)."""
    f = state.fight
    if f is None or decided(state, f):
        return None
    att, dfn = state.army(f.attacker), state.army(f.defender)

    def stands(side: Side) -> list[Stand]:
        left = standing_copies(state, f, side)
        context = odds_context(state, f, side, [n for n, _ in left])  # the record's values (16.5)
        return [dataclasses.replace(parse_stand(n, context=context), damage=hits_of(f, side, n, k)) for n, k in left]

    def power(owner: str) -> int | None:
        return None if owner == NEUTRAL else int(state.player(owner).titan_power)

    # here, not at the top: the live odds need numpy, loaded with the first battle's odds
    from referee.got.odds import live

    battle = live.LiveBattle(stands(ATT), stands(DFN), beaten_attackers=f.beaten_of(ATT), beaten_defenders=f.beaten_of(DFN),
                        round=f.next_round, next_strike=next_strike(f),
                        titan_power_attacker=power(att.owner), titan_power_defender=power(dfn.owner),
                        settings=dict(state.settings))
    result: LiveOdds = live.live_odds(battle, seed=seed, max_ms=max_ms, method=method)
    # conceding now: the referee's own reckoning, the one the table of endings shows (10.6, 20.3, 20.4)
    conceded = {side: concession_award(state, side) for side in (Side.ATTACKER, Side.DEFENDER)}
    return dataclasses.replace(result, attacker_concedes=conceded[Side.ATTACKER] or result.attacker_concedes,
                               defender_concedes=conceded[Side.DEFENDER] or result.defender_concedes)
