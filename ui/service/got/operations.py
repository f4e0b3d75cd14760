"""Gods of Titan previews for the battle dialog and the table (Qt-free, from the referee's answers).

Each function asks the referee; none decides a rule itself.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from referee.core.errors import RefereeError
from referee.core.events import Event
from referee.got.recruit import RecruitAnswer
from referee.got.view import GotState, mover
from ui.service.session import OpenGame


@dataclasses.dataclass(frozen=True)
class BattlePreview:
    """What a battle entry would do, taken from the referee's new state."""

    event: Event
    ok: bool
    message: str = ""
    sections: tuple[str, ...] = ()
    winner: str | None = None
    points: Fraction = Fraction(0)
    gems: dict[str, int] = dataclasses.field(default_factory=dict)
    titan_power: tuple[int, int] = (0, 0)
    gods: tuple[tuple[int, tuple[str, ...]], ...] = ()
    victory_points: dict[str, tuple[int, int]] = dataclasses.field(default_factory=dict)
    #: figures beaten on each side: (attacker's, defender's)
    killed: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())


def battle_preview(game: OpenGame[GotState], *, event: Event, lang: str) -> BattlePreview:
    """Points, gems, gods, Titan power and VP changes of a battle entry, or its refusal."""
    from referee.got.battle_log import battle_change

    before = game.state
    try:
        after = game.preview(event)
    except RefereeError as exc:
        return BattlePreview(event, False, exc.message(lang), exc.sections)
    c = battle_change(before, after)
    return BattlePreview(event, True, "", c.sections, c.winner, c.points, c.gems, c.titan_power, c.gods,
                         c.victory_points, c.killed)


def outcome_previews(game: OpenGame[GotState], attacker: str, defender: str, lang: str) -> list[BattlePreview]:
    """What flight, negotiation and concession (either side) would each give now: the referee's list of the ways
    (``referee.got.fight_options.AGREED_ENDINGS``), each judged by its check."""
    from referee.got.events import BattleSettled
    from referee.got.fight_options import AGREED_ENDINGS

    return [battle_preview(game, lang=lang,
                           event=BattleSettled(attacker=attacker, defender=defender, outcome=o, winner=w))
            for o, w in AGREED_ENDINGS]


def open_battles(game: OpenGame[GotState]) -> tuple[tuple[str, str], ...]:
    from referee.got.allowed import open_battles as found

    result: tuple[tuple[str, str], ...] = found(game.state)
    return result


def recruit_choices(game: OpenGame[GotState], marker: str) -> RecruitAnswer:
    """The referee's answer for the army ``marker``: the recruits its check accepts now, and why the others
    are not possible (22; e.g. the movement phase is not over, 6.2, 8.6)."""
    from referee.got.checks import recruit_answer
    from referee.got.events import Recruit, Via
    from referee.got.recruit import Reason

    answer = recruit_answer(game.state, marker)
    kept, reasons = [], list(answer.reasons)
    for o in answer.options:
        verdict = game.check(Recruit(marker=marker, figure=o.figure, via=Via(o.via), sacrifice=o.sacrifice))
        if verdict.value:
            kept.append(o)
        elif not any(r.de == verdict.why_de for r in reasons):
            reasons.append(Reason(verdict.why_de, verdict.why_en, verdict.sections))
    return dataclasses.replace(answer, options=tuple(kept), reasons=tuple(reasons))


def movable_armies(game: OpenGame[GotState]) -> tuple[str, ...]:
    """The Mover's armies the referee lets move now: not moved yet, no tower garrison, none waiting for its
    battle (8.1, 25.7, 6.3)."""
    from referee.got.allowed import movable_armies as found

    result: tuple[str, ...] = found(game.state)
    return result


def free_markers(game: OpenGame[GotState]) -> tuple[str, ...]:
    """The Mover's free field markers, lowest first: the first is the one a split proposes (4.4, 4.5)."""
    from referee.got.markers import free_markers as found

    result: tuple[str, ...] = found(game.state, mover(game.state))
    return result


def garrison_must_leave(game: OpenGame[GotState], garrison: str, marker: str) -> int:
    """How many figures of the tower garrison ``garrison`` make room for the army ``marker`` to join it (25.7)."""
    from referee.got.towers import garrison_room

    return garrison_room(game.state, garrison, marker)
