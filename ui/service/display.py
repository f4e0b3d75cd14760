"""The players' display (issue 26): what the table may see of a game, for the window, the web page and
``state.json`` (Qt-free).

:func:`display_of` builds a :class:`Display` from an open game: the game's public view
(``referee/<game>/public.py``, only what the rules make public), during a Gods of Titan battle that is
revealed the live odds as bars with one sentence each, and the dice's luck of the settled battles
(:mod:`referee.got.luck`). :func:`stored_display` does the same for a stored game by id (the web page reads
the store on every change, so it survives the scribe's app restarting).
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable
from typing import Any

from referee.core.view import TableView
from ui.service.games import GameService
from ui.service.session import OpenGame


@dataclasses.dataclass(frozen=True)
class OddsBar:
    """One ending of the battle in progress: its key (``attacker_wins`` …), its chance and its sentence."""

    key: str
    chance: float
    sentence: str


@dataclasses.dataclass(frozen=True)
class DisplayOdds:
    bars: tuple[OddsBar, ...]
    #: what conceding now would give, one sentence per side (10.6, 20.3, 20.4)
    endings: tuple[str, ...]
    exact: bool


@dataclasses.dataclass(frozen=True)
class Display:
    """Everything the players' display shows of one game."""

    game_id: int
    game: str
    title: str
    lang: str
    entries: int
    #: changes whenever the stored game changes (the web page reloads when it does)
    version: str
    view: TableView | None
    odds: DisplayOdds | None = None
    #: the dice's luck in plain words: the last battle's sides, then each player's sum over the game
    luck: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The display as data (``state.json``): the same public view, nothing more."""
        return {"game_id": self.game_id, "game": self.game, "title": self.title, "lang": self.lang,
                "entries": self.entries, "version": self.version,
                "view": None if self.view is None else self.view.to_json(),
                "odds": None if self.odds is None else dataclasses.asdict(self.odds), "luck": list(self.luck)}


def public_view(game: OpenGame, lang: str) -> TableView | None:
    """The game's public view (``referee.<game>.public.public``); None before the set-up."""
    if not game.started:
        return None
    module = importlib.import_module(f"referee.{game.game}.public")
    make: Callable[..., TableView] = module.public
    if game.game == "got":
        return make(game.state, game.events, lang, known=_knowledge(game))
    return make(game.state, game.events, lang)


#: what the table knows of a game, kept between refreshes: id(journal) -> (the state it was worked out for, the
#: number of entries, the knowledge); a journal's states never change, so an entry more only adds one step
_KNOWN: dict[int, tuple[Any, int, Any]] = {}
#: each recorded round's luck, kept between refreshes (see referee.got.luck.Memo)
_LUCK: dict[tuple[int, int], Any] = {}


def _knowledge(game: OpenGame) -> Any:
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
           "mutual": "Beide Armeen fallen: {p}", "timeout": "Zeit – nach der 7. Runde hält {d}: {p}",
           "concede": "Gibt {who} jetzt auf, erhält {other} {points} KP und {gems} LS.",
           "flight": "Flieht {who} jetzt, erhält {other} {points} KP und {gems} LS."},
    "en": {"attacker_wins": "{a} wins: {p}", "defender_wins": "{d} wins: {p}",
           "mutual": "Both armies fall: {p}", "timeout": "Time – {d} holds after round 7: {p}",
           "concede": "If {who} concedes now, {other} gets {points} CP and {gems} gems.",
           "flight": "If {who} flees now, {other} gets {points} CP and {gems} gems."},
}


def _percent(x: float, lang: str) -> str:
    text = f"{100 * x:.0f} %"
    return text if lang == "en" else text.replace(".", ",")


def _fraction(x: Any) -> str:
    return str(x)


def battle_odds(game: OpenGame, lang: str, *, max_ms: float | None = 300) -> DisplayOdds | None:
    """The live odds of a Gods of Titan battle in progress, when its armies are public (from the first round,
    10.3, or at a table that plays open); None otherwise."""
    if game.game != "got" or not game.started:
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
    bars = tuple(OddsBar(k, float(getattr(odds, k)), words[k].format(a=a, d=d, p=_percent(getattr(odds, k), lang)))
                 for k in ("attacker_wins", "defender_wins", "mutual", "timeout"))
    endings = tuple(words["concede"].format(who=who, other=other, points=_fraction(award.points), gems=award.gems_winner)
                    for who, other, award in ((att.owner, dfn.owner, odds.attacker_concedes),
                                              (dfn.owner, att.owner, odds.defender_concedes)))
    if f.round == 0:  # before the first round the defender may still flee (10.4, 20.4): shown at an open table only
        endings = (*_flight(game, lang, words["flight"], dfn.owner, att.owner), *endings)
    return DisplayOdds(bars, endings, odds.exact)


def _flight(game: OpenGame, lang: str, text: str, who: str, other: str) -> tuple[str, ...]:
    from referee.got.events import BattleEnded
    from referee.got.settle import Outcome
    from ui.service.got import battle_preview

    p = battle_preview(game, event=BattleEnded(outcome=Outcome.FLIGHT), lang=lang)
    if not p.ok:
        return ()
    return (text.format(who=who, other=other, points=_fraction(p.points), gems=p.gems.get(other, 0)),)


_WS_WORDS = {
    "de": {"cancel": "{p}: der Schaden ({n}) wird durch einen Klimax abgebrochen",
           "stick": "{p}: der Schaden ({n}) bleibt",
           "level": "{p}: {who} steigt eine Stufe auf", "kill": "{p}: {who} verliert dadurch"},
    "en": {"cancel": "{p}: the damage ({n}) is cancelled by a climax", "stick": "{p}: the damage ({n}) sticks",
           "level": "{p}: {who} levels up", "kill": "{p}: {who} loses by it"},
}


def weiss_odds(game: OpenGame, lang: str) -> DisplayOdds | None:
    """The damage odds of a Weiß Schwarz attack in its damage step, from what the table can know: the defender's
    climaxes not in view (waiting room, clock, level, climax zone) lie among deck, stock and hand, each card alike
    (hypergeometric); the damage odds (§ 6, refresh) are averaged over how many of them the deck holds."""
    if game.game != "weiss" or not game.started:
        return None
    from math import comb

    from referee.weiss.attack import pending_damage
    from referee.weiss.odds import Zones, damage_odds

    state = game.state
    atk = state.attack
    if atk is None or atk.step != "damage" or len(state.sides) != 2:
        return None
    other = state.sides[1 - state.active]
    if not other.deck and not other.waiting:
        return None
    n = pending_damage(state)
    unseen_cards = len(other.deck) + len(other.stock) + len(other.hand)
    unseen = other.climaxes_in((*other.deck, *other.stock, *other.hand))  # the deck list's count less those in view
    deck = len(other.deck)
    cancel = level = kill = 0.0
    total = comb(unseen_cards, deck)
    for c in range(0, min(unseen, deck) + 1):
        weight = comb(unseen, c) * comb(unseen_cards - unseen, deck - c) / total if total else 0.0
        if not weight:
            continue
        zones = Zones(deck=deck, deck_climax=c, waiting=len(other.waiting),
                      waiting_climax=other.climaxes_in(other.waiting), clock=min(len(other.clock), 6),
                      clock_climax=min(other.climaxes_in(other.clock), len(other.clock)), level=min(len(other.level), 3))
        odds = damage_odds(zones, (n,), refresh_damage=state.setting("weiss.refresh_damage"))
        cancel += weight * float(odds.p_cancel[0])
        level += weight * float(odds.p_level_up)
        kill += weight * float(odds.p_kill)
    words = _WS_WORDS["en" if lang == "en" else "de"]
    bars = (OddsBar("cancelled", cancel, words["cancel"].format(p=_percent(cancel, lang), n=n)),
            OddsBar("sticks", 1 - cancel, words["stick"].format(p=_percent(1 - cancel, lang), n=n)),
            OddsBar("level_up", level, words["level"].format(p=_percent(level, lang), who=other.name)),
            OddsBar("loses", kill, words["kill"].format(p=_percent(kill, lang), who=other.name)))
    return DisplayOdds(bars, (), True)


def _luck(game: OpenGame, lang: str) -> tuple[str, ...]:
    if game.game != "got" or not game.started:
        return ()
    from referee.got.luck import LazyStates, luck_lines

    if len(_LUCK) > 4096:
        _LUCK.clear()
    lines: tuple[str, ...] = luck_lines(game.state, game.events, lang,
                                        states=LazyStates(game.state_after, len(game.events) + 1), memo=_LUCK)
    return lines


def display_of(game: OpenGame, *, lang: str | None = None, odds_ms: float | None = 300, odds: bool = True) -> Display:
    """The players' display of ``game`` in the game's language (or ``lang``); ``odds=False`` leaves out the odds of
    a battle in progress (the window shows the rest at once and the odds a moment later)."""
    lang = lang or game.info.lang or "de"
    version = f"{game.entries}-{game.info.updated_at}"
    return Display(game.id, game.game, game.title, lang, game.entries, version, public_view(game, lang),
                   (battle_odds(game, lang, max_ms=odds_ms) or weiss_odds(game, lang)) if odds else None,
                   _luck(game, lang))


def stored_display(service: GameService, game_id: int, *, lang: str | None = None) -> Display:
    """The players' display of the stored game ``game_id``, read afresh from the store."""
    return display_of(service.open(game_id), lang=lang)


def stored_version(service: GameService, game_id: int) -> str:
    """What :attr:`Display.version` will be for the stored game, without replaying it."""
    info = service.info(game_id)
    return f"{info.events}-{info.updated_at}"


def luck_detail(game: OpenGame, lang: str | None = None) -> tuple[str, ...]:
    """The dice's luck in detail (on request): for each battle recorded round by round, each side's sum in words,
    then round by round the damage dealt, its expectation and the chance of at least as much."""
    if game.game != "got" or not game.started:
        return ()
    from referee.got.luck import LazyStates, battles_luck, detail, sentence

    lang = lang or game.info.lang or "de"
    events = game.events
    out: list[str] = []
    for b in battles_luck(events, LazyStates(game.state_after, len(events) + 1)):
        sides = [sentence(owner, b.of(side), lang) for side, owner in zip(("attacker", "defender"), b.owners,
                                                                            strict=True)
                 if any(r.side == side for r in b.rounds)]
        out += [f"{b.attacker} ⚔ {b.defender}: " + "; ".join(sides), *(f"  {line}" for line in detail(b, lang))]
    return tuple(out)
