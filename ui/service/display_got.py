"""Gods of Titan's part of the players' display (found by :mod:`ui.service.display` by the game's id): what the
table knows of the armies (kept between refreshes), the live odds of a battle whose armies are public, and the
dice's luck (:mod:`referee.got.luck`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.got.numbers import NUMBERS
from referee.got.state import GotState
from ui.service.display import DisplayOdds, OddsBar, fraction_text, percent_text
from ui.service.session import OpenGame

if TYPE_CHECKING:
    from referee.got.public import Knowledge

#: what the table knows of a game, kept between refreshes: id(journal) -> (the state it was worked out for, the
#: number of entries, the knowledge); a journal's states never change, so an entry more only adds one step
_KNOWN: dict[int, tuple[GotState, int, Knowledge]] = {}


def known(session: OpenGame[object]) -> Knowledge:
    """What the table knows of the armies (referee.got.public.knowledge), worked on from the last refresh."""
    game = session.typed(GotState)
    from referee.got.luck import LazyStates
    from referee.got.public import knowledge

    events = game.events
    states = LazyStates(game.state_after, len(events) + 1)
    kept = _KNOWN.get(id(game.journal))
    start = None
    if kept is not None and kept[1] <= len(events) and game.state_after(kept[1]) is kept[0]:
        start = (kept[1], kept[2])
    k = knowledge(events, states, start=start)
    if len(_KNOWN) > 32:
        _KNOWN.clear()
    _KNOWN[id(game.journal)] = (game.state, len(events), k)
    return k


_ODDS_WORDS = {
    "de": {"attacker_wins": "{a} gewinnt: {p}", "defender_wins": "{d} gewinnt: {p}",
           "mutual": "Beide Armeen fallen: {p}", "timeout": "Zeit – nach der {last}. Runde hält {d}: {p}",
           "concede": "Gibt {who} jetzt auf, erhält {other} {points} KP und {gems} LS.",
           "flight": "Flieht {who} jetzt, erhält {other} {points} KP und {gems} LS."},
    "en": {"attacker_wins": "{a} wins: {p}", "defender_wins": "{d} wins: {p}",
           "mutual": "Both armies fall: {p}", "timeout": "Time – {d} holds after round {last}: {p}",
           "concede": "If {who} concedes now, {other} gets {points} CP and {gems} gems.",
           "flight": "If {who} flees now, {other} gets {points} CP and {gems} gems."},
}


def odds(session: OpenGame[object], lang: str, *, max_ms: float | None = 300) -> DisplayOdds | None:
    """The live odds of a Gods of Titan battle in progress, when its armies are public (from the first round,
    10.3, or at a table that plays open); None otherwise."""
    game = session.typed(GotState)
    if not game.started:
        return None
    from ui.service.battle import live_odds

    state = game.state
    f = state.fight
    if f is None or (f.round < 1 and state.setting("got.public_armies") != "open"):
        return None
    odds = live_odds(game, max_ms=max_ms)
    if odds is None:
        return None
    att, dfn = state.army(f.attacker), state.army(f.defender)
    a, d = f"{att.marker} ({att.owner})", f"{dfn.marker} ({dfn.owner})"
    words = _ODDS_WORDS["en" if lang == "en" else "de"]
    bars = tuple(OddsBar(k, float(getattr(odds, k)), words[k].format(a=a, d=d, p=percent_text(getattr(odds, k), lang),
                                                                 last=NUMBERS.battle.rounds))
                 for k in ("attacker_wins", "defender_wins", "mutual", "timeout"))
    endings = tuple(words["concede"].format(who=who, other=other, points=fraction_text(award.points), gems=award.gems_winner)
                    for who, other, award in ((att.owner, dfn.owner, odds.attacker_concedes),
                                              (dfn.owner, att.owner, odds.defender_concedes)))
    if f.round == 0:  # before the first round the defender may still flee (10.4, 20.4): shown at an open table only
        endings = (*_flight(game, lang, words["flight"], dfn.owner, att.owner), *endings)
    return DisplayOdds(bars, endings, odds.exact)


def _flight(game: OpenGame[GotState], lang: str, text: str, who: str, other: str) -> tuple[str, ...]:
    from referee.got.events import BattleEnded
    from referee.got.settle import Outcome
    from ui.service.got import battle_preview

    p = battle_preview(game, event=BattleEnded(outcome=Outcome.FLIGHT), lang=lang)
    if not p.ok:
        return ()
    return (text.format(who=who, other=other, points=fraction_text(p.points), gems=p.gems.get(other, 0)),)


def odds_later(session: OpenGame[object]) -> bool:
    """Is a battle in progress (its odds take a moment: the window shows them after the rest)?"""
    return session.started and session.typed(GotState).state.fight is not None


def luck(session: OpenGame[object], lang: str) -> tuple[str, ...]:
    """The dice's luck of the battles recorded round by round, in words (from the throws recorded)."""
    game = session.typed(GotState)
    if not game.started:
        return ()
    from referee.got.luck import LazyStates, luck_lines

    return luck_lines(game.state, game.events, lang, states=LazyStates(game.state_after, len(game.events) + 1))


def luck_detail(session: OpenGame[object], lang: str | None = None) -> tuple[str, ...]:
    """The dice's luck in detail (on request): for each battle recorded round by round, each side's sum in words,
    then round by round the hits rolled, their expectation and the chance of at least as many — the numbers of the
    battle record (:func:`referee.got.luck.report`)."""
    game = session.typed(GotState)
    if not game.started:
        return ()
    from referee.got.luck import LazyStates, report

    lang = lang or game.info.lang or "de"
    events = game.events
    out: list[str] = []
    for heading, lines in report(events, LazyStates(game.state_after, len(events) + 1), lang):
        out += [heading, *(f"  {line}" for line in lines)]
    return tuple(out)
