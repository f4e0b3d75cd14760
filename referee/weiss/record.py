"""A Weiß Schwarz game turn by turn as the match record lists it: level, clock, the damage each player took and
the damage a climax cancelled per turn, and what the table saw played, in words (drawn cards stay secret).

>>> from referee.weiss.engine import WeissEngine
>>> turn_rows([], [WeissEngine().initial_state()])
[]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from referee.core.events import Event
from referee.core.note import Note
from referee.weiss.clock_damage import damage_to_clock
from referee.weiss.events import Damage, Discard, Draw, Mulligan, NextPhase, Setup
from referee.weiss.guards import with_effect
from referee.weiss.state import WsState


@dataclasses.dataclass(frozen=True)
class SideTurn:
    """One player in one turn: level and clock after it, damage taken in it (the cards damage put into the
    clock, :func:`referee.weiss.clock_damage.damage_to_clock`), damage cancelled in it."""

    level: int
    clock: int
    damage: int
    cancels: int


@dataclasses.dataclass(frozen=True)
class TurnRow:
    turn: int
    active: str
    sides: tuple[SideTurn, ...]


def turn_rows(events: Sequence[Event], states: Sequence[WsState]) -> list[TurnRow]:
    """One row per turn of a Weiß Schwarz journal (turn 0, the preparation, is left out).

    A damage entry counts as cancelled when its revealed cards hold a climax (§ 6 IV); the damage taken is
    what damage put into the clock, not the own clock-phase card (§ 3).
    ``states[n]`` is the table after the first ``n`` of ``events``.
    """
    if not events:
        return []
    taken = [0] * len(states[1].sides)
    cancels = [0] * len(taken)
    rows: list[TurnRow] = []
    for n in range(2, len(events) + 1):
        before, after = states[n - 1], states[n]
        ev = events[n - 1]
        dealt = damage_to_clock(before, ev)
        if dealt is not None:
            taken[dealt[0]] += dealt[1]
            if isinstance(ev, Damage) and before.sides[dealt[0]].climaxes_in(ev.revealed):
                cancels[dealt[0]] += 1
        if n == len(events) or states[n + 1].turn != after.turn:
            if after.turn:
                sides = []
                for i, side in enumerate(after.sides):
                    sides.append(SideTurn(len(side.level), len(side.clock), taken[i], cancels[i]))
                rows.append(TurnRow(after.turn, after.sides[after.active].name, tuple(sides)))
            cancels, taken = [0] * len(taken), [0] * len(taken)
    return rows


#: entries that show nothing the table saw played (drawn cards are secret; phases and set-up are in the grid;
#: notes are listed under "Notizen")
_NOT_PLAYED = (Draw, Setup, NextPhase, Note)


def played(ev: Event, before: WsState, lang: str) -> str | None:
    """What an entry put on the table, in words; None for entries that play nothing or hide their cards."""
    de = lang == "de"
    if isinstance(ev, _NOT_PLAYED):
        return None
    if isinstance(ev, Mulligan):
        return f"{ev.player}: Mulligan – {', '.join(ev.discard)}" if ev.discard else None
    if isinstance(ev, Damage):
        defender = before.sides[1 - before.active]
        cards = ", ".join(ev.revealed) or "-"
        if defender.climaxes_in(ev.revealed):
            cards += " (durch Climax abgewehrt)" if de else " (cancelled by a climax)"
        return (f"Schaden an {defender.name}: " if de else f"Damage to {defender.name}: ") + cards
    if isinstance(ev, Discard):
        return f"{ev.player} " + ("wirft ab: " if de else "discards: ") + ", ".join(ev.cards)
    return with_effect(before, ev).label(lang)


@dataclasses.dataclass(frozen=True)
class PlayedTurn:
    """What was played in one turn, in words, in the order it was entered (turn 0: the preparation)."""

    turn: int
    active: str
    lines: tuple[str, ...]


def played_turns(events: Sequence[Event], states: Sequence[WsState], lang: str = "de") -> list[PlayedTurn]:
    """Turn by turn what the table saw played (``states[n]``: the table after the first ``n`` of ``events``)."""
    out: list[PlayedTurn] = []
    current: list[str] = []
    turn, active = 0, ""
    for n in range(2, len(events) + 1):
        before = states[n - 1]
        if before.turn != turn:
            if current:
                out.append(PlayedTurn(turn, active, tuple(current)))
            current, turn = [], before.turn
        active = before.sides[before.active].name if before.turn else ""
        line = played(events[n - 1], before, lang)
        if line:
            current.append(line)
    if current:
        out.append(PlayedTurn(turn, active, tuple(current)))
    return out
