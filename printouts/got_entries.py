"""How a Gods of Titan entry reads on a sheet: its own label, with the ids it carries as words.

An entry's ``label(lang)`` is the sentence the history shows. Two entries carry an id in it: a
claimed victory-point goal names its key (26.1) and a battle ended by flight, negotiation or
concession names its outcome (10.4–10.6). The sheet prints the goal as its table names it (26.3,
26.4) and the outcome as the battle record does.

>>> from referee.got import events as ev
>>> from referee.got.settle import Outcome
>>> from referee.got.state import GotState, Player, Role
>>> table = GotState(started=True, players=(Player("Anna", Role.TITAN, "Rot", 1),))
>>> entry_label(ev.GoalClaimed(player="Anna", goal="recruit_basilisk"), table, "de")
'Anna: Basilisk rekrutiert'
>>> entry_label(ev.BattleEnded(outcome=Outcome.CONCESSION_BEFORE, winner=ev.Side.ATTACKER), table, "en")
'battle over: conceded before the battle'
"""

from __future__ import annotations

from printouts.got_common import outcome_word
from printouts.words import swap
from referee.core.events import Event
from referee.got.events import BattleEnded, GoalClaimed
from referee.got.goals import goals_of
from referee.got.state import GotState


def entry_label(e: Event, before: GotState, lang: str) -> str:
    """The label of entry ``e`` made at the table ``before`` it, in ``lang``, every id in words."""
    label = e.label(lang)
    if isinstance(e, GoalClaimed) and any(p.name == e.player for p in before.players):
        goal = goals_of(before.player(e.player)).get(e.goal)
        if goal is not None:
            return swap(label, {e.goal: goal.en if lang == "en" else goal.de})
    if isinstance(e, BattleEnded) and e.outcome is not None:
        return swap(label, {e.outcome.value: outcome_word(e.outcome.value, lang)})
    return label
