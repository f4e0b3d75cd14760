"""The choices the rules leave to the players when a battle ends, each with its legal values.

A desktop sheet or a script asks :func:`end_choices` for the open battle (or for a quick
:class:`BattleSettled` entry) and offers exactly these values; nothing required is left for a refusal
to ask.  The values come from the same functions the settlement checks with.

- where a beaten Titan's (or Phantom's) Phantom appears (24.4, 24.5),
- where a beaten element goes, or why it goes to the Darklord (23.6),
- which god appears at each multiple of 200 crossed, and in which army (21.1–21.3),
- which beaten demigods the winner may revive and what they cost (19.1),
- the winner's reinforcement (17.1) or god call (18.1) after winning,
- which figure makes room for an Immortal (16.5).
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import TypeVar

from referee.core.errors import RefereeError, RuleViolation
from referee.got.allowed import in_unfought_battle, may_call_god
from referee.got.army import check_composition
from referee.got.battle import TITANS, joined, phantom_targets
from referee.got.catalog import FigureClass, catalog
from referee.got.events import BattleEnded, BattleSettled, CalledGod, GodChoice, Side
from referee.got.fight import ATT, DFN, check_reinforcement, settlement, standing
from referee.got.gods import gods_reached
from referee.got.readings import ReviveGems
from referee.got.settle import DRAWS, Outcome
from referee.got.spoils import element_targets
from referee.got.state import NEUTRAL, GotState, Role


@dataclasses.dataclass(frozen=True)
class GodSlot:
    """One god that appears: the multiple of 200 reached, the gods to choose from, the armies it may join."""

    multiple: int
    gods: tuple[str, ...]
    armies: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class EndChoices:
    """Legal values of every choice of a battle's end; empty tuples where there is nothing to choose."""

    settled: BattleSettled
    winner: str | None
    points: Fraction
    #: (player, armies) when a Phantom must appear
    phantom: tuple[str, tuple[str, ...]] | None
    #: element -> armies of the winner that may take it; an empty tuple: it goes to the Darklord
    elements: tuple[tuple[str, tuple[str, ...]], ...]
    #: why the elements go to the Darklord, when they do (23.6)
    elements_why: tuple[str, str]
    gods: tuple[GodSlot, ...]
    #: (demigod, gems) the winner may revive, and the gems available for it
    revivable: tuple[tuple[str, int], ...]
    gems_for_reviving: int
    reinforcements: tuple[str, ...]
    god_calls: tuple[tuple[str, str], ...]
    #: figures of the winning army that may make room for a beaten Immortal (16.5)
    immortal_room: tuple[str, ...]
    sections: tuple[str, ...]


    def defaults(self) -> EndChoice:
        """The first legal value of each choice the end cannot do without (Phantom, element, Immortal; 24.4, 23.6,
        16.5): what a preview of "ending this way" assumes."""
        places = [a for _, armies in self.elements for a in armies]
        return EndChoice(phantom_to=self.phantom[1][0] if self.phantom is not None and self.phantom[1] else None,
                         element_to=places[0] if places else None,
                         immortal_makes_room=self.immortal_room[0] if self.immortal_room else None)


#: a battle's end entered round by round, or after the fact
Ending = TypeVar("Ending", BattleEnded, BattleSettled)


@dataclasses.dataclass(frozen=True)
class EndChoice:
    """The choices of a battle's end as the players made them — the scribe's answer to :class:`EndChoices`."""

    phantom_to: str | None = None
    element_to: str | None = None
    gods: tuple[GodChoice, ...] = ()
    revived: tuple[str, ...] = ()
    reinforcement: str | None = None
    called_god: CalledGod | None = None
    immortal_makes_room: str | None = None

    def make(self, base: Ending) -> Ending:
        """The end ``base`` with these choices: the one place the choices become the entry."""
        return dataclasses.replace(base, phantom_to=self.phantom_to, element_to=self.element_to, gods=self.gods,
                                   revived=self.revived, reinforcement=self.reinforcement, called_god=self.called_god,
                                   immortal_makes_room=self.immortal_makes_room)

    def assumed(self) -> tuple[tuple[str, str], ...]:
        """The unavoidable choices made (``phantom_to``, ``element_to``, ``immortal_makes_room``), as (field, value)."""
        return tuple((k, v) for k, v in (("phantom_to", self.phantom_to), ("element_to", self.element_to),
                                         ("immortal_makes_room", self.immortal_makes_room)) if v is not None)


def end_choices(state: GotState, end: BattleEnded | None = None) -> EndChoices:
    """The choices of the open battle's end (``end`` fixes outcome and winner where the record does not)."""
    end = end or BattleEnded()
    return settled_choices(state.copy_with(fight=None), settlement(state, end), fight_state=state)


def settled_choices(state: GotState, ev: BattleSettled, *, fight_state: GotState | None = None) -> EndChoices:
    """The choices of a settlement ``ev`` (the quick entry, or one derived from a record)."""
    bare = dataclasses.replace(ev, gods=(), revived=(), phantom_to=None, element_to=None, immortal_makes_room=None)
    after_joins, r = joined(state, bare)
    winner = None if r.winner is None else r.owner[r.winner]
    gone = {ev.attacker, ev.defender} if r.winner is None else {ev.attacker if r.loser is Side.ATTACKER else ev.defender}
    phantom = _phantom(state, r.killed, r.owner, r.destroyed_titan, gone)
    survivors = _survivors(r.side_figs, r.killed, r.winner)
    winning = None if r.winner is None else (ev.attacker if r.winner is Side.ATTACKER else ev.defender, survivors)
    elements, why = _elements(state, r.killed, r.owner, winner, r.winner, winning)
    gods = _gods(after_joins, winner, r.award.points, ev, r.winner)
    revivable, gems = _revivable(state, r.killed, winner, r.award.gems_winner, r.winner)
    reinforcements: tuple[str, ...] = ()
    god_calls: tuple[tuple[str, str], ...] = ()
    if fight_state is not None and fight_state.fight is not None:
        f = fight_state.fight
        if r.winner is Side.DEFENDER and f.reinforcement is None and winner != NEUTRAL:
            reinforcements = _reinforcements(fight_state)
        if r.winner is Side.ATTACKER and f.called_god is None:
            god_calls = may_call_god(fight_state, fight_state.army(f.attacker)).value
    room = _immortal_room(state, r.killed, winner, survivors)
    return EndChoices(ev, winner, r.award.points, phantom, elements, why, gods, revivable, gems, reinforcements,
                      god_calls, room, r.award.sections)


def _phantom(state: GotState, killed: dict[Side, list[str]], owner: dict[Side, str],
             destroyed: tuple[Side, str] | None, gone: set[str]) -> tuple[str, tuple[str, ...]] | None:
    """Where a beaten Titan's Phantom may appear: the player's land armies with room, never the army wholly
    beaten in this battle (it is gone when the Phantom appears, 10.1, 24.4)."""
    for side, names in killed.items():
        if owner[side] == NEUTRAL or not any(n in TITANS for n in names):
            continue
        if destroyed is not None and destroyed[0] is side:
            continue
        return owner[side], tuple(m for m in phantom_targets(state, owner[side]) if m not in gone)
    return None


def _elements(state: GotState, killed: dict[Side, list[str]], owner: dict[Side, str], winner: str | None,
              winner_side: Side | None, winning: tuple[str, list[str]] | None = None,
              ) -> tuple[tuple[tuple[str, tuple[str, ...]], ...], tuple[str, str]]:
    beaten = [n for names in killed.values() for n in names if catalog().figure(n).klass is FigureClass.ELEMENT]
    if not beaten:
        return (), ("", "")
    black = any(o != NEUTRAL and state.player(o).role is Role.DARKLORD for o in owner.values())
    if black:
        return tuple((e, ()) for e in beaten), ("Von einer schwarzen Armee geschlagen: vernichtet (23.6).",
                                               "Beaten by a black army: destroyed (23.6).")
    if winner is None or winner_side is None:
        return tuple((e, ()) for e in beaten), ("Unentschieden: an den Darklord, vernichtet (23.6).",
                                               "A draw: to the Darklord, destroyed (23.6).")
    out = tuple((e, tuple(element_targets(state, winner, e, winning=winning))) for e in beaten)
    if all(not places for _, places in out):
        return out, ("Keine Landarmee des Siegers kann es aufnehmen: an den Darklord (23.6).",
                     "No land army of the winner can take it: to the Darklord (23.6).")
    return out, ("", "")


def _gods(state: GotState, winner: str | None, points: Fraction, ev: BattleSettled,
          winner_side: Side | None) -> tuple[GodSlot, ...]:
    if winner is None or winner == NEUTRAL:
        return ()
    p = state.player(winner)
    armies = [ev.attacker if winner_side is Side.ATTACKER else ev.defender]
    armies += [a.marker for a in state.armies_of(winner)
               if a.marker not in armies and not a.land.terrain.is_sea and not in_unfought_battle(state, a)]
    out = []
    for g in gods_reached(p.points, p.points + points):
        fits = tuple(m for m in armies if any(_fits(state, m, god, p.titan_revealed) for god in g.choices))
        out.append(GodSlot(g.multiple, tuple(n for n in g.choices if p.pool.count(n)), fits))
    return tuple(out)


def _fits(state: GotState, marker: str, figure: str, revealed: bool) -> bool:
    try:
        check_composition([*state.army(marker).figures.names(), figure], army=marker, titan_revealed=revealed)
    except RuleViolation:
        return False
    return True


def _revivable(state: GotState, killed: dict[Side, list[str]], winner: str | None,
               award_gems: int, side: Side | None) -> tuple[tuple[tuple[str, int], ...], int]:
    if winner is None or winner == NEUTRAL:
        return (), 0
    p = state.player(winner)
    gems = p.gems + (award_gems if state.reading(ReviveGems) is ReviveGems.AFTER_AWARD else 0)
    demigods = sorted({n for s, names in killed.items() for n in names if catalog().figure(n).klass is FigureClass.DEMILORD
                       and (n != "Executer" or s is side)})  # only its owner revives an Executer (16.5)
    return tuple((n, catalog().opening.revive_cost(n)) for n in demigods), gems


def _survivors(side_figs: dict[Side, list[str]], killed: dict[Side, list[str]], winner: Side | None) -> list[str]:
    if winner is None:
        return []
    left = list(side_figs[winner])
    for n in killed.get(winner, []):
        if n in left:
            left.remove(n)
    return left


def _reinforcements(state: GotState) -> tuple[str, ...]:
    f = state.fight
    assert f is not None
    owner = state.army(f.defender).owner
    out = []
    for n in sorted(set(state.player(owner).pool.names())):
        try:
            check_reinforcement(state, f, n)
        except RuleViolation:
            continue
        out.append(n)
    return tuple(out)


def _immortal_room(state: GotState, killed: dict[Side, list[str]], winner: str | None, survivors: list[str]) -> tuple[str, ...]:
    if winner is None or winner == NEUTRAL or not any(n == "Immortal" for names in killed.values() for n in names):
        return ()
    if _fits_list(survivors, "Immortal", state.player(winner).titan_revealed):
        return ()
    return tuple(sorted(set(survivors)))


def _fits_list(figures: list[str], figure: str, revealed: bool) -> bool:
    try:
        check_composition([*figures, figure], army="", titan_revealed=revealed)
    except RuleViolation:
        return False
    return True


__all__ = ["ATT", "DFN", "EndChoices", "GodSlot", "end_choices", "settled_choices", "standing"]


def named_winner(outcome: Outcome, winner: Side | None) -> Side | None:
    """The winner a settlement names for ``outcome``: a flight is the attacker's (10.4); a draw and the end of the
    last round name none (20.4, 11.8 — the engine gives a time-out to the defender itself)."""
    if outcome is Outcome.FLIGHT:
        return Side.ATTACKER
    if outcome in DRAWS or outcome is Outcome.TIMEOUT:
        return None
    return winner


@dataclasses.dataclass(frozen=True)
class TitanFall:
    """What a settlement asks about a Titan that falls (24.7, 24.8)."""

    #: an Executer faces a Titan or Phantom: the scribe says whether it fell to the Executer (24.7)
    executer_faces_titan: bool
    #: the loser's Titan/Phantom falls for good: its other figures, of which the scribe ticks those still standing
    #: then — they count apart (24.8); empty when it does not fall for good
    loser_may_stand: tuple[str, ...]
    sections: tuple[str, ...] = ("24.7", "24.8")


def titan_fall(state: GotState, ev: BattleSettled) -> TitanFall:
    """Whether the settlement ``ev`` asks about the Executer's kill and the loser's standing figures (24.7, 24.8).

    The loser's Titan falls for good when the Executer beat it, after the Dark-Titan appeared, when it is the
    Dark-Titan, or when its Phantom has nowhere to appear (24.4, 24.7, 23.7, 23.10)."""
    by_marker = {a.marker: a for a in state.armies}
    armies = {Side.ATTACKER: by_marker.get(ev.attacker), Side.DEFENDER: by_marker.get(ev.defender)}
    figs = {s: (a.figures.names() if a is not None else ()) for s, a in armies.items()}
    titans = {s for s, names in figs.items() if any(n in TITANS for n in names)}
    facing = any("Executer" in figs[s] and (titans - {s}) for s in figs)
    winner = named_winner(ev.outcome, ev.winner)
    loser = None if winner is None else (Side.DEFENDER if winner is Side.ATTACKER else Side.ATTACKER)
    if loser is None or loser not in titans:
        return TitanFall(facing, ())
    ev = dataclasses.replace(ev, winner=winner, executer_kill=ev.executer_kill and facing, loser_standing=())
    final = ev.executer_kill or state.darklord_appeared or "Dark-Titan" in figs[loser]
    if not final:
        lost = armies[loser]
        owner = lost.owner if lost is not None else None
        try:
            phantom = settled_choices(state, ev).phantom
        except RefereeError:
            return TitanFall(facing, ())
        final = phantom is None or phantom[0] != owner
    return TitanFall(facing, tuple(n for n in figs[loser] if n not in TITANS) if final else ())
