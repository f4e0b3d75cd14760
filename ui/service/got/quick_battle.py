"""The ends of a battle in the Gods of Titan quick line (Qt-free): every way a battle can end, typed in words.

The line is only read here; the referee judges the entry (10.4–10.6, 11, 20.4).

===================================  ===============================================================
``flucht``                           the defender flees (open battle, before round 1)
``verhandlung A`` / ``V``            negotiated: the attacker (A) or the defender (V) wins
``verhandlung remis``                negotiated draw: both armies destroyed
``aufgabe A`` / ``V`` / ``beide``    the attacker, the defender or both concede (before or during the
                                     battle, as the open battle stands; both: a draw)
``abrechnen``                        the open battle is settled as its record decides it
``R2 x B3 …``                        a battle entered after the fact: the same words, and ``sieg A``/``V``
                                     (fought), ``remis`` (a draw fought out), ``zeit`` (time loss); a
                                     concession during the battle adds ``schlacht`` (``aufgabe A schlacht``)
===================================  ===============================================================

English words are read too (``flight``, ``negotiated A|D|draw``, ``concede A|D|both``, ``settle``, ``won``,
``draw``, ``time``, ``battle``).

>>> ending(["verhandlung", "remis"], open_round=0)
(<Outcome.NEGOTIATED_DRAW: 'negotiated-draw'>, None)
>>> ending(["aufgabe", "A"], open_round=2)
(<Outcome.CONCESSION_DURING: 'concession-during'>, <Side.DEFENDER: 'defender'>)
>>> ending(["aufgabe", "beide", "schlacht"], open_round=None)
(<Outcome.CONCESSION_BOTH_DURING: 'concession-both-during'>, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import InvalidInput
from referee.core.events import Event
from referee.got.events import BattleEnded, BattleSettled, Side
from referee.got.settle import SETTLE_CHAPTERS, Outcome
from referee.got.view import GotState, open_battle
from ui.service.session import OpenGame

FLIGHT = frozenset({"flucht", "flight"})
NEGOTIATED = frozenset({"verhandlung", "verhandelt", "negotiated", "negotiation"})
CONCEDED = frozenset({"aufgabe", "aufgegeben", "concede", "concession"})
SETTLE = frozenset({"abrechnen", "kampfende", "settle"})
WON = frozenset({"sieg", "won"})
DRAW = frozenset({"remis", "unentschieden", "draw"})
TIME = frozenset({"zeit", "time"})
HEADS = FLIGHT | NEGOTIATED | CONCEDED | SETTLE | WON | DRAW | TIME
ATTACKER = frozenset({"a", "angreifer", "attacker"})
DEFENDER = frozenset({"v", "verteidiger", "d", "defender"})
BOTH = frozenset({"beide", "both"}) | DRAW
DURING = frozenset({"schlacht", "battle", "in"})
#: the words between two armies of a battle entered after the fact
VERSUS = frozenset({"x", "⚔", "gegen", "vs"})

_HELP = ("Kampfende: flucht · verhandlung A|V|remis · aufgabe A|V|beide · abrechnen; nachträglich "
         "„R2 x B3 …“ auch sieg A|V · remis · zeit",
         "End of a battle: flight · negotiated A|D|draw · concede A|D|both · settle; after the fact "
         "'R2 x B3 …' also won A|D · draw · time")


def is_ending(words: Sequence[str]) -> bool:
    """Does the line begin with a word of a battle's end?"""
    return bool(words) and words[0].casefold() in HEADS


def _side(word: str) -> Side | None:
    key = word.casefold()
    return Side.ATTACKER if key in ATTACKER else Side.DEFENDER if key in DEFENDER else None


def _refused() -> InvalidInput:
    return InvalidInput(f"{_HELP[0]}.", f"{_HELP[1]}.", sections=SETTLE_CHAPTERS)


def ending(words: Sequence[str], *, open_round: int | None) -> tuple[Outcome | None, Side | None]:
    """(outcome, winner) of the ending ``words``; ``open_round``: the round of the open battle last entered
    (0 before round 1), None for a battle entered after the fact. ``(None, None)``: settled as recorded."""
    if not words:
        raise _refused()
    head, rest = words[0].casefold(), [w.casefold() for w in words[1:]]
    during = bool(rest) and rest[-1] in DURING
    if during:
        rest = rest[:-1]
    if open_round is not None:
        during = open_round > 0
    side = _side(rest[0]) if len(rest) == 1 else None
    both = len(rest) == 1 and rest[0] in BOTH
    if head in FLIGHT and not rest:
        return Outcome.FLIGHT, None
    if head in SETTLE and not rest and open_round is not None:
        return None, None
    if head in NEGOTIATED and (side or both):
        return (Outcome.NEGOTIATED_DRAW, None) if both else (Outcome.NEGOTIATED, side)
    if head in CONCEDED and (side or both):
        if both:
            return (Outcome.CONCESSION_BOTH_DURING if during else Outcome.CONCESSION_BOTH_BEFORE), None
        winner = Side.DEFENDER if side is Side.ATTACKER else Side.ATTACKER  # the one who concedes loses
        return (Outcome.CONCESSION_DURING if during else Outcome.CONCESSION_BEFORE), winner
    if open_round is None:  # the ends only a battle entered after the fact names
        if head in WON and side:
            return Outcome.FOUGHT, side
        if head in DRAW and not rest:
            return Outcome.MUTUAL, None
        if head in TIME and not rest:
            return Outcome.TIMEOUT, Side.DEFENDER
    raise _refused()


def open_ending(game: OpenGame[GotState], words: Sequence[str]) -> Event:
    """The end of the open battle the words name (the referee judges it)."""
    f = open_battle(game.state)
    if f is None:
        raise InvalidInput("Es ist kein Kampf eröffnet; nachträglich: „R2 x B3 flucht“.",
                           "No battle is open; after the fact: 'R2 x B3 flight'.", sections=SETTLE_CHAPTERS)
    outcome, winner = ending(words, open_round=f.round)
    return BattleEnded(outcome=outcome, winner=winner)


def settled(attacker: str, defender: str, words: Sequence[str]) -> Event:
    """A battle entered after the fact: ``attacker`` against ``defender``, ending as the words say."""
    outcome, winner = ending(words, open_round=None)
    assert outcome is not None
    return BattleSettled(attacker=attacker, defender=defender, outcome=outcome, winner=winner)


def settlement_words(game: OpenGame[GotState], entry: Event, lang: str) -> str:
    """What an accepted battle end gives, in words: the winner (or none), points and gems (20.3, 20.4)."""
    from ui.service.got.operations import battle_preview

    if not isinstance(entry, BattleEnded | BattleSettled):
        return ""
    p = battle_preview(game, event=entry, lang=lang)
    if not p.ok:
        return ""
    de = lang == "de"
    who = p.winner or ("kein Sieger" if de else "no winner")
    points = f"{p.points.numerator}/{p.points.denominator}" if p.points.denominator != 1 else str(p.points.numerator)
    gems = ", ".join(f"{k} {v:+d} {'LS' if de else 'gems'}" for k, v in p.gems.items())
    said = f"{'Sieger' if de else 'winner'}: {who}" if p.winner else who
    return f"{said}, +{points} {'KP' if de else 'points'}" + (f", {gems}" if gems else "")
