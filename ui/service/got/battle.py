"""The Gods of Titan battle as it happens, for the desktop sheet and scripts (Qt-free).

:func:`fight_view` shows the open battle as the referee records it; :func:`end_choices` gives every
choice of its end with the legal values; :func:`end_previews` what ending it now in each allowed way
would give; :func:`live_odds` the chances from the current state.  Entries are made with
``OpenGame.add`` (``got.battle_opened``, ``got.battle_round``, ``got.reinforced``, ``got.god_called``,
``got.ability_used``, ``got.spell_used``, ``got.battle_ended``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any  # Any: JSON data for the command line's edge

from referee.core.events import Event
from referee.got.allowed import check_battle_pending as _check_battle_pending
from referee.got.allowed import open_battles
from referee.got.battle import concession_award
from referee.got.catalog import catalog
from referee.got.choices import EndChoices, TitanFall, named_winner, settled_choices
from referee.got.choices import end_choices as _end_choices
from referee.got.choices import titan_fall as _titan_fall
from referee.got.events import BattleEnded, BattleSettled, Side
from referee.got.fight import ATT, DFN, decided, hits_of, next_strike, standing_copies
from referee.got.fight_options import ending_candidates
from referee.got.fight_values import odds_context
from referee.got.fight_view import FightView
from referee.got.fight_view import fight_view as _fight_view
from referee.got.odds.setup import Stand
from referee.got.odds.specs import parse_stand
from referee.got.settle import Outcome
from referee.got.state import NEUTRAL, GotState
from ui.service.got.operations import BattlePreview, battle_preview
from ui.service.session import OpenGame

if TYPE_CHECKING:  # the live odds need numpy: imported when a battle's odds are first asked for
    from referee.got.odds.live import LiveOdds


def pending_battles(game: OpenGame[GotState]) -> tuple[tuple[str, str], ...]:
    """(attacker, defender) of the battles the Mover still has to fight (6.3)."""
    found: tuple[tuple[str, str], ...] = open_battles(game.state)
    return found


def check_battle_pending(game: OpenGame[GotState]) -> None:
    """Raise the referee's refusal when no battle is pending (the pact, or no enemy in reach)."""
    _check_battle_pending(game.state)


def fight_view(game: OpenGame[GotState]) -> FightView | None:
    """The battle being recorded, or None (the referee's view: who strikes next, whether the defender may reinforce)."""
    return _fight_view(game.state)


def winner_figures(game: OpenGame[GotState], *, attacker: str | None, defender: str | None, winner: Side | None) -> list[str]:
    """The figures of the winning army, the ones its losses are ticked from (10.5, 20.4); none without one."""
    marker = {Side.ATTACKER: attacker, Side.DEFENDER: defender}.get(winner) if winner is not None else None
    armies = {a.marker: a for a in game.state.armies}
    return list(armies[marker].figures.names()) if marker in armies else []


def end_choices(game: OpenGame[GotState], end: BattleEnded | None = None) -> EndChoices:
    """Every choice of the open battle's end, with its legal values."""
    return _end_choices(game.state, end)


def quick_choices(game: OpenGame[GotState], entry: BattleSettled) -> EndChoices:
    """The choices of an after-the-fact battle entry (outcome, winner and losses given), with legal values."""
    return settled_choices(game.state, entry)


def titan_fall(game: OpenGame[GotState], entry: BattleSettled) -> TitanFall:
    """What the after-the-fact entry asks about a falling Titan: the Executer's kill, the loser's standing figures."""
    return _titan_fall(game.state, entry)


def settled_winner(outcome: Outcome, winner: Side | None) -> Side | None:
    """The winner an after-the-fact entry names for ``outcome`` (the referee's rule)."""
    return named_winner(outcome, winner)


def end_previews(game: OpenGame[GotState], *, lang: str, choices: BattleEnded | None = None) -> list[BattlePreview]:
    """What ending the battle now in each way the referee offers gives (its ``battle_ended`` options: settled as
    recorded when decided, before the first round flight, negotiation and concession, during it a concession;
    10.4–10.8), each with ``choices`` judged by the referee's own check (a refusal is the preview's)."""
    if game.state.fight is None:
        return []
    base = choices or BattleEnded()
    ways = [o.entry for o in ending_candidates(game.state) if isinstance(o.entry, BattleEnded)]
    return [battle_preview(game, event=dataclasses.replace(base, outcome=w.outcome, winner=w.winner), lang=lang)
            for w in ways]


def live_odds(game: OpenGame[GotState], *, seed: int | None = None, max_ms: float | None = None,
              entry: Event | None = None, method: str = "auto") -> LiveOdds | None:
    """The chances of the open battle from where it stands (same model as ``odds battle``).

    With ``entry`` (the round being marked on the sheet, not yet entered) the chances from the state
    that entry would lead to (``OpenGame.preview``: the referee's check, nothing stored); its refusal is
    raised.  ``method``: ``"auto"`` (exact where few figures stand), ``"exact"`` or ``"sample"`` (a quick
    estimate within ``max_ms``)."""
    state: GotState = game.state if entry is None else game.preview(entry)
    return odds_of(state, seed=seed, max_ms=max_ms, method=method)


def odds_of(state: GotState, *, seed: int | None = None, max_ms: float | None = None,
            method: str = "auto") -> LiveOdds | None:
    """The chances of the battle open in ``state`` fought on from there (None: none open, or decided)."""
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

    from referee.got.odds.live import LiveBattle
    from referee.got.odds.live import live_odds as _live_odds

    battle = LiveBattle(stands(ATT), stands(DFN), beaten_attackers=f.beaten_of(ATT), beaten_defenders=f.beaten_of(DFN),
                        round=f.next_round, next_strike=next_strike(f),
                        titan_power_attacker=power(att.owner), titan_power_defender=power(dfn.owner),
                        settings=dict(state.settings))
    result: LiveOdds = _live_odds(battle, seed=seed, max_ms=max_ms, method=method)
    # conceding now: the referee's own reckoning, the one the table of endings shows (10.6, 20.3, 20.4)
    conceded = {side: concession_award(state, side) for side in (Side.ATTACKER, Side.DEFENDER)}
    return dataclasses.replace(result, attacker_concedes=conceded[Side.ATTACKER] or result.attacker_concedes,
                               defender_concedes=conceded[Side.DEFENDER] or result.defender_concedes)


def summary_of(choices: EndChoices) -> dict[str, Any]:  # Any: JSON data (the command line's edge)
    """The choices as JSON-ready data (the command line)."""
    return {"winner": choices.winner, "points": float(choices.points),
            "phantom": None if choices.phantom is None else {"player": choices.phantom[0], "armies": list(choices.phantom[1])},
            "elements": {e: list(a) for e, a in choices.elements}, "gods": [
                {"multiple": g.multiple, "gods": list(g.gods), "armies": list(g.armies)} for g in choices.gods],
            "revivable": [{"figure": n, "gems": c} for n, c in choices.revivable],
            "gems_for_reviving": choices.gems_for_reviving, "reinforcements": list(choices.reinforcements),
            "god_calls": [list(g) for g in choices.god_calls], "immortal_room": list(choices.immortal_room)}


def quick_joins(game: OpenGame[GotState], entry: BattleSettled) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The figures that may have joined in a quick after-the-fact entry: the defender's reinforcement
    (17.1) and the attacker's god call as (god, from army) (18.1–18.3), each accepted by the referee's
    own settlement check with the rest of ``entry`` (its other choices left out); ((), ()) when the
    entry itself is refused."""
    from referee.core.errors import RefereeError
    from referee.got.allowed import may_call_god
    from referee.got.battle import joined
    from referee.got.events import CalledGod

    state: GotState = game.state
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
