"""Every battle of a Gods of Titan game as the battle record prints it, in one pass over the journal: the state's
record of the battle plus what only the entries know — the rounds in which figures joined (17, 18), spells were
cast (15.4) and abilities used (16.2), the gods that appeared (21) and the scoring player's Titan power before and
after (24.2, 24.8).

>>> battle_entries([], [])
[]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from fractions import Fraction

from referee.core.events import Event
from referee.got.events import (
    AbilityUsed,
    BattleEnded,
    BattleOpened,
    BattleSettled,
    GodCalled,
    Reinforced,
    SpellUsed,
    TurnEnded,
)
from referee.got.goals import victory_points
from referee.got.gods import GODS_SECTIONS, gods_reached
from referee.got.side import Side
from referee.got.state import BattleRecord, GotState
from referee.got.view import score_line

ATT, DFN = Side.ATTACKER, Side.DEFENDER


@dataclasses.dataclass(frozen=True)
class Joined:
    """A figure that joined a battle or was cast in it, with the battle round (None: after the battle or unknown)."""

    what: str
    #: the army the god came from / the army that cast the spell; "" for a reinforcement or an ability
    marker: str = ""
    round: int | None = None
    after: bool = False


@dataclasses.dataclass(frozen=True)
class BattleEntry:
    """One battle as the record prints it: the state's record plus what only the journal knows."""

    record: BattleRecord
    #: 1-based number of the closing entry (``got.battle_settled`` or ``got.battle_ended``)
    entry: int
    attacker_owner: str
    defender_owner: str
    #: closed by ``got.battle_ended``: recorded round by round (its rounds may still be none: flight, …)
    recorded: bool
    reinforcement: Joined | None = None
    called_god: Joined | None = None
    spells: tuple[tuple[Side, Joined], ...] = ()  # (side, spell)
    abilities: tuple[tuple[Side, Joined], ...] = ()  # (side, figure)
    #: gods that appeared (21): (figure, army)
    gods: tuple[tuple[str, str], ...] = ()
    #: the scoring player's Titan power before and after (24.2); None when that player has no Titan
    power: tuple[int, int] | None = None


@dataclasses.dataclass
class _Open:
    """What the scribe entered for the battle in progress, with the rounds (one pass over the journal)."""

    reinforcement_round: int | None = None
    god_round: int | None = None
    spell_rounds: dict[str, int] = dataclasses.field(default_factory=dict)
    ability_rounds: dict[tuple[Side, str], int] = dataclasses.field(default_factory=dict)


def _side_of(marker: str, opponent: str, b: BattleRecord) -> Side:
    if marker == b.attacker or opponent == b.defender:
        return ATT
    return DFN


def scorer_power(b: BattleRecord, before: GotState, after: GotState) -> tuple[int, int] | None:
    """The Titan power before → after of the player who scored battle ``b`` (the winner, else the one whose
    points grew, 24.8), if that player has a Titan or the Dark-Titan after it (:func:`referee.got.view.score_line`)."""
    scorer = b.winner
    if scorer is None:
        scorer = next((p.name for p in after.players if p.points != before.player(p.name).points), None)
    player = next((p for p in after.players if p.name == scorer), None)  # None: nobody, or the neutral towers
    if player is None or score_line(player, after).titan_power is None:
        return None
    return b.titan_power_before, b.titan_power_after


def battle_entries(events: Sequence[Event], states: Sequence[GotState]) -> list[BattleEntry]:
    """Every battle of the game in order, in one pass over the journal (O(entries); ``states[n]``: the table after
    the first ``n`` of ``events``, read only where needed, e.g. :class:`referee.got.luck.LazyStates`)."""
    out: list[BattleEntry] = []
    cur = _Open()
    loose: list[SpellUsed] = []  # spells entered outside an open battle (a battle entered after the fact)
    for n, e in enumerate(events):
        before = states[n]
        nxt = before.fight.round + 1 if before.fight is not None else None
        if isinstance(e, BattleOpened):
            cur = _Open()
        elif isinstance(e, Reinforced):
            cur.reinforcement_round = nxt
        elif isinstance(e, GodCalled):
            cur.god_round = nxt
        elif isinstance(e, AbilityUsed) and nxt is not None:
            cur.ability_rounds[(e.side, e.figure)] = nxt
        elif isinstance(e, SpellUsed):
            if nxt is not None:
                cur.spell_rounds[e.marker] = nxt
            else:
                loose.append(e)
        elif isinstance(e, TurnEnded):
            loose.clear()
        if not isinstance(e, (BattleSettled, BattleEnded)):
            continue
        after = states[n + 1]
        if len(after.battles) <= len(before.battles):
            continue
        b = after.battles[-1]
        att, dfn = before.army(b.attacker).owner, before.army(b.defender).owner
        # spells entered outside the open battle between these armies (their round is not known)
        mine = [s for s in loose if {s.marker, s.opponent} & {b.attacker, b.defender}]
        if mine:
            loose = [s for s in loose if s not in mine]
        unround = tuple((_side_of(s.marker, s.opponent, b), Joined(s.spell, s.marker)) for s in mine)
        power = scorer_power(b, before, after)
        if isinstance(e, BattleEnded):
            out.append(dataclasses.replace(_recorded(b, n + 1, att, dfn, e, cur, unround), power=power))
        else:
            out.append(BattleEntry(
                b, n + 1, att, dfn, recorded=False,
                reinforcement=None if e.reinforcement is None else Joined(e.reinforcement),
                called_god=None if e.called_god is None else Joined(e.called_god.figure, e.called_god.from_marker),
                spells=unround, gods=tuple((g.figure, g.marker) for g in e.gods), power=power))
        cur = _Open()
    return out


def _recorded(b: BattleRecord, entry: int, att: str, dfn: str, e: BattleEnded, cur: _Open,
              unround: tuple[tuple[Side, Joined], ...]) -> BattleEntry:
    """A battle recorded round by round: the rounds of what joined come from the entries of the battle."""
    reinforcement = None
    if b.reinforcement is not None:
        reinforcement = Joined(b.reinforcement, round=cur.reinforcement_round)
    elif e.reinforcement is not None:
        reinforcement = Joined(e.reinforcement, after=True)  # the winning defender, after the battle (17.1)
    god = None
    if b.called_god is not None:
        god = Joined(b.called_god[0], b.called_god[1], round=cur.god_round)
    elif e.called_god is not None:
        god = Joined(e.called_god.figure, e.called_god.from_marker, after=True)  # the winning attacker (18.1)
    spells = unround + tuple((_side_of(m, "", b), Joined(s, m, round=cur.spell_rounds.get(m))) for m, s in b.spells)
    abilities = tuple((side, Joined(f, round=cur.ability_rounds.get((side, f)))) for side, f in b.abilities)
    return BattleEntry(b, entry, att, dfn, recorded=True, reinforcement=reinforcement, called_god=god,
                       spells=spells, abilities=abilities, gods=tuple((g.figure, g.marker) for g in e.gods))


def beaten_by_round(b: BattleRecord) -> list[tuple[list[str], list[str]]]:
    """For rounds 1 … ``last_round``: the figures beaten on the attacker's and the defender's side."""
    rows: list[tuple[list[str], list[str]]] = [([], []) for _ in range(b.last_round)]
    for rnd, side, fig in b.rounds:
        if 1 <= rnd <= b.last_round:
            rows[rnd - 1][0 if side == ATT else 1].append(fig)
    return rows


@dataclasses.dataclass(frozen=True)
class BattleChange:
    """What the last battle entry did, from the states before and after it: the winner and their points, the
    gems and victory points that changed (before, after), the Titan power before and after, the gods reached
    (multiple, choices; 21), the figures beaten on each side (attacker's, defender's) and the sections."""

    winner: str | None
    points: Fraction
    gems: dict[str, int]
    titan_power: tuple[int, int]
    gods: tuple[tuple[int, tuple[str, ...]], ...]
    victory_points: dict[str, tuple[int, int]]
    killed: tuple[tuple[str, ...], tuple[str, ...]]
    sections: tuple[str, ...]


def battle_change(before: GotState, after: GotState) -> BattleChange:
    """What the battle entry leading from ``before`` to ``after`` did (its record is ``after``'s last battle)."""
    rec = after.battles[-1]
    gems = {p.name: after.player(p.name).gems - p.gems for p in before.players
            if after.player(p.name).gems != p.gems}
    vp = {p.name: (victory_points(p), victory_points(after.player(p.name))) for p in before.players
          if victory_points(p) != victory_points(after.player(p.name))}
    gods: tuple[tuple[int, tuple[str, ...]], ...] = ()
    if rec.winner is not None and rec.winner in {p.name for p in before.players}:
        old = before.player(rec.winner).points
        gods = tuple((g.multiple, g.choices) for g in gods_reached(old, old + rec.points))
    sections = tuple(dict.fromkeys((*rec.sections, *(GODS_SECTIONS if gods else ()))))
    return BattleChange(rec.winner, rec.points, gems, (rec.titan_power_before, rec.titan_power_after), gods, vp,
                        (rec.killed_attacker, rec.killed_defender), sections)
