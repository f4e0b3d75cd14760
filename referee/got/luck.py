"""The dice's luck, from the throws recorded (issue 26, issue 34): for every battle recorded round by round, the
hits each side rolled in each round against the exact law of the dice it rolled.

A round's entry may record its throws (:class:`referee.got.events.Strike`: a side, its dice, the strike number,
the hits; 13.2, 13.4). A side's hits in the round are the sum of independent binomial throws — ``n`` dice needing
``s`` or more each hit with chance (7 − s)/6 — so their law is the convolution of those binomials, kept exact
(:mod:`referee.got.odds.dice`); the expectation is Σ n·(7 − s)/6 and the chance of at least as many hits is the law's
tail. Nothing is assumed about which figures struck or whom: only what was rolled is judged. A side with no throw
recorded in a round (every round stored before throws were fields) has no dice recorded, and says so.

Worked example (the one of the tests): 6 dice at 4+ and 3 dice at 5+, 5 hits. Expected 6·1/2 + 3·1/3 = 4;
P(at least 5) = Σ_b P(3 dice at 5+ hit b)·P(6 dice at 4+ hit 5 − b or more)
= (8·7 + 12·22 + 6·42 + 1·57) / (27·64) = 629/1728.

>>> from referee.got.events import Side, Strike
>>> r = luck_of([Strike(Side.ATTACKER, 6, 4, 3), Strike(Side.ATTACKER, 3, 5, 2)])
>>> r.hits, r.mean, r.at_least
(5, Fraction(4, 1), Fraction(629, 1728))
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import overload

from referee.core.events import Event
from referee.got.engine import GotEngine
from referee.got.events import BattleOpened, BattleRound, Strike
from referee.got.fight import ATT, DFN
from referee.got.odds.dice import DamageLaw, certain, hits
from referee.got.rolled import valid
from referee.got.state import NEUTRAL, GotState


@dataclasses.dataclass(frozen=True)
class Luck:
    """Hits rolled against the exact law of the dice rolled: the expectation, the chance of at least as many hits,
    and where the result ranks (the chance of fewer, half of an equal result counted: 1/2 is an ordinary result).
    ``throws`` are the dice rolled at each strike number, (strike number, dice), lowest first."""

    hits: int
    law: DamageLaw
    throws: tuple[tuple[int, int], ...] = ()

    @property
    def mean(self) -> Fraction:
        return self.law.mean()

    @property
    def at_least(self) -> Fraction:
        return self.law.tail(self.hits)

    @property
    def rank(self) -> Fraction:
        below = Fraction(1) - self.law.tail(self.hits)
        return below + (self.law.tail(self.hits) - self.law.tail(self.hits + 1)) / 2

    @property
    def above(self) -> Fraction:
        return self.hits - self.mean


def _throws(pairs: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    out: dict[int, int] = {}
    for s, n in pairs:
        out[s] = out.get(s, 0) + n
    return tuple(sorted(out.items()))


def luck_of(strikes: Sequence[Strike]) -> Luck | None:
    """The luck of the throws ``strikes`` (of one side), or None when none is recorded (a throw that cannot have
    happened, stored under a waived refusal, counts as not recorded)."""
    kept = [s for s in strikes if valid(s)]
    if not kept:
        return None
    law = certain(0)
    for s in kept:
        law = law.plus(hits(s.dice, s.strike_number))
    return Luck(sum(s.hits for s in kept), law, _throws([(s.strike_number, s.dice) for s in kept]))


def combine(parts: Sequence[Luck]) -> Luck:
    """Several independent results as one: the hits summed, the laws convolved."""
    law = certain(0)
    for p in parts:
        law = law.plus(p.law)
    return Luck(sum(p.hits for p in parts), law, _throws([t for p in parts for t in p.throws]))


@dataclasses.dataclass(frozen=True)
class RoundLuck:
    """One side's luck in one recorded round; ``luck`` None: no dice recorded for it."""

    round: int
    side: str
    player: str
    luck: Luck | None


@dataclasses.dataclass(frozen=True)
class BattleLuck:
    attacker: str
    defender: str
    owners: tuple[str, str]
    rounds: tuple[RoundLuck, ...]

    def of(self, side: str) -> Luck | None:
        """The side's luck over the battle, or None when no dice of it were recorded."""
        parts = [r.luck for r in self.rounds if r.side == side and r.luck is not None]
        return combine(parts) if parts else None


def round_luck(e: BattleRound, owners: tuple[str, str]) -> tuple[RoundLuck, RoundLuck]:
    """Each side's luck in the round ``e`` records (attacker, defender), from its throws alone."""
    def of(side: str, owner: str) -> RoundLuck:
        return RoundLuck(e.round, side, owner, luck_of([s for s in e.strikes if s.side.value == side]))

    return of(ATT, owners[0]), of(DFN, owners[1])


class LazyStates(Sequence[GotState]):
    """A journal's states looked up only where they are read (``state_after(n)``: the state after ``n`` entries)."""

    def __init__(self, state_after: Callable[[int], GotState], count: int) -> None:
        self.state_after, self._n = state_after, count

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, i: int) -> GotState: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[GotState]: ...

    def __getitem__(self, i: int | slice) -> GotState | Sequence[GotState]:
        if isinstance(i, slice):
            return [self.state_after(k) for k in range(self._n)[i]]
        if not -self._n <= i < self._n:
            raise IndexError(i)
        return self.state_after(i % self._n)


def battles_luck(events: Sequence[Event], states: Sequence[GotState] | None = None) -> tuple[BattleLuck, ...]:
    """The luck of every battle recorded round by round (at least one round entered), in the order they were
    opened; the states are read only after each opening (whose armies' owners they name)."""
    if states is None:
        engine = GotEngine()
        found = [engine.initial_state()]
        for e in events:
            found.append(engine.record(found[-1], e).state)
        states = found
    out: list[BattleLuck] = []
    current: list[RoundLuck] = []
    opened: BattleOpened | None = None
    owners = ("", "")
    for i, e in enumerate(events):
        if isinstance(e, BattleOpened):
            after = states[i + 1]
            if after.fight is None:
                continue
            if opened is not None and current:
                out.append(BattleLuck(opened.attacker, opened.defender, owners, tuple(current)))
            opened, current = e, []
            owners = (after.army(e.attacker).owner, after.army(e.defender).owner)
        elif isinstance(e, BattleRound) and opened is not None:
            current.extend(round_luck(e, owners))
    if opened is not None and current:
        out.append(BattleLuck(opened.attacker, opened.defender, owners, tuple(current)))
    return tuple(out)


# -- in words -------------------------------------------------------------------------------------------------------
def number(x: Fraction, lang: str) -> str:
    """A count or an expectation: whole as it is, else to one decimal (``4``, ``4,3``)."""
    text = str(abs(x.numerator // x.denominator)) if x.denominator == 1 else f"{float(abs(x)):.1f}"
    return text.replace(".", ",") if lang == "de" else text


def percent(x: Fraction, lang: str) -> str:
    """A chance in per cent, never rounded to a certainty it is not (``über 99,9 %``, ``unter 0,1 %``)."""
    if x in (0, 1):
        return f"{int(100 * x)} %"
    text = f"{float(100 * x):.1f}"
    if text == "100.0":
        return "über 99,9 %" if lang == "de" else "over 99.9 %"
    if text == "0.0":
        return "unter 0,1 %" if lang == "de" else "under 0.1 %"
    return (text.replace(".", ",") if lang == "de" else text) + " %"


def _who(player: str, lang: str) -> str:
    if player == NEUTRAL:
        return "die Neutralen" if lang == "de" else "the neutrals"
    return player


def _whose(player: str, lang: str) -> str:
    if player == NEUTRAL:
        return "Würfel der Neutralen" if lang == "de" else "The neutrals' dice"
    if lang == "de":
        return f"{player}' Würfel" if player[-1:] in ("s", "ß", "x", "z") else f"{player}s Würfel"
    return (f"{player}'" if player.endswith("s") else f"{player}'s") + " dice"


def sentence(player: str, luck: Luck, lang: str, *, where: str = "battle") -> str:
    """``Anna's dice: 2.1 hits above expectation this battle — luckier than 83 % of such battles``."""
    pct = round(100 * luck.rank)
    if lang == "de":
        how = "über" if luck.above >= 0 else "unter"
        span = "in dieser Schlacht" if where == "battle" else "in dieser Partie"
        such = "solcher Schlachten" if where == "battle" else "solcher Partien"
        return (f"{_whose(player, lang)}: {number(luck.above, lang)} Treffer {how} der Erwartung {span} – "
                f"mehr Glück als {pct} % {such}")
    how = "above" if luck.above >= 0 else "below"
    span = "this battle" if where == "battle" else "this game"
    such = "such battles" if where == "battle" else "such games"
    hits_word = "hit" if abs(luck.above) == 1 else "hits"
    return (f"{_whose(player, lang)}: {number(luck.above, lang)} {hits_word} {how} expectation {span} — "
            f"luckier than {pct} % of {such}")


def _thrown(luck: Luck, lang: str) -> str:
    parts = [(f"{n} {'Würfel' if n == 1 else 'Würfeln'} auf {s}+" if lang == "de"
              else f"{n} {'die' if n == 1 else 'dice'} at {s}+")
             for s, n in luck.throws]
    joined = ", ".join(parts[:-1]) + (" und " if lang == "de" else " and ") + parts[-1] if len(parts) > 1 else parts[0]
    return joined


def round_line(r: RoundLuck, lang: str) -> str:
    """``Anna, Runde 2: 5 Treffer aus 6 Würfeln auf 4+ und 3 Würfeln auf 5+ – erwartet 4, mindestens so viele mit
    33,6 %``, or that no dice were recorded."""
    who = _who(r.player, lang)
    if r.luck is None:
        return (f"{who}, Runde {r.round}: keine Würfel erfasst" if lang == "de"
                else f"{who}, round {r.round}: no dice recorded")
    luck = r.luck
    if lang == "de":
        return (f"{who}, Runde {r.round}: {luck.hits} Treffer aus {_thrown(luck, lang)} – erwartet "
                f"{number(luck.mean, lang)}, mindestens so viele mit {percent(luck.at_least, lang)}")
    return (f"{who}, round {r.round}: {luck.hits} {'hit' if luck.hits == 1 else 'hits'} from {_thrown(luck, lang)} — expected "
            f"{number(luck.mean, lang)}, at least as many {percent(luck.at_least, lang)} of the time")


def detail(b: BattleLuck, lang: str) -> tuple[str, ...]:
    """Round by round: each side's hits, their expectation and the chance of at least as many; a round with no
    dice recorded on either side says so in one line."""
    out: list[str] = []
    for att, dfn in zip(b.rounds[::2], b.rounds[1::2], strict=True):  # each entry's two sides (round_luck)
        if att.luck is None and dfn.luck is None:
            n = att.round
            out.append(f"Runde {n}: keine Würfel erfasst" if lang == "de" else f"Round {n}: no dice recorded")
        else:
            out += [round_line(r, lang) for r in (att, dfn)]
    return tuple(out)


def battle_heading(b: BattleLuck, lang: str) -> str:
    """``Blau 2 ⚔ Rot 2: Bens Würfel: …; Annas Würfel: …`` (or that no dice of the battle were recorded)."""
    sides = [sentence(owner, luck, lang) for side, owner in zip((ATT, DFN), b.owners, strict=True)
             if (luck := b.of(side)) is not None]
    none = "keine Würfel erfasst" if lang == "de" else "no dice recorded"
    return f"{b.attacker} ⚔ {b.defender}: " + ("; ".join(sides) if sides else none)


def report(events: Sequence[Event], states: Sequence[GotState] | None, lang: str) -> tuple[tuple[str, tuple[str, ...]],
                                                                                         ...]:
    """The luck of every battle recorded round by round, for the battle record and ``display --luck`` alike: per
    battle its heading (:func:`battle_heading`) and its lines round by round (:func:`detail`)."""
    return tuple((battle_heading(b, lang), detail(b, lang)) for b in battles_luck(events, states))


def luck_lines(state: GotState, events: Sequence[Event], lang: str = "de", *,
               states: Sequence[GotState] | None = None, memo: object = None) -> tuple[str, ...]:
    """In plain words: the last recorded battle's two sides (or that no dice of it were recorded), then each
    player's luck over the game. (``memo`` is accepted for callers of the earlier version and not needed: a round's
    luck is read from its entry alone.)"""
    battles = battles_luck(events, states)
    if not battles:
        return ()
    last = battles[-1]
    lines = [sentence(owner, luck, lang) for side, owner in zip((ATT, DFN), last.owners, strict=True)
             if (luck := last.of(side)) is not None]
    if not lines:
        lines = [battle_heading(last, lang)]
    players: dict[str, list[Luck]] = {}
    for b in battles:
        for side, owner in zip((ATT, DFN), b.owners, strict=True):
            luck = b.of(side)
            if owner != NEUTRAL and luck is not None:
                players.setdefault(owner, []).append(luck)
    lines += [sentence(p, combine(parts), lang, where="game") for p, parts in players.items()]
    return tuple(lines)
