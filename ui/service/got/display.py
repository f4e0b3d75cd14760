"""Gods of Titan's part of the players' display (:data:`PART`): what the table knows of the armies (kept between
refreshes), the live odds of a battle whose armies are public, the dice's luck (:mod:`referee.got.luck`), and the
panels: the battle being recorded leads (both armies, the odds bars with their sentences, the round, the luck so
far), then the players, each player's armies with their lands, the last battles."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TYPE_CHECKING

from referee.got.fight import ARMIES_HIDDEN
from referee.got.numbers import NUMBERS
from referee.got.public import GotPublic, PublicFight, PublicFighter, public
from referee.got.side import Side
from referee.got.view import GotState, open_battle
from ui.service.displays import DisplayOdds, DisplayPart, OddsBar, Panel, Panels, Shown
from ui.service.displays._html import MARKER_COLOURS, luck_panel, num, odds_html, one_line, percent, table, w, who
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


def odds(session: OpenGame[object], lang: str, max_ms: float | None = 300) -> DisplayOdds | None:
    """The live odds of a Gods of Titan battle in progress, when its armies are public (from the first round,
    10.3, or at a table that plays open); None otherwise."""
    game = session.typed(GotState)
    if not game.started:
        return None
    from ui.service.got.battle import live_odds

    f = open_battle(game.state)
    if f is None or not f.armies_public:
        return None
    odds = live_odds(game, max_ms=max_ms)
    if odds is None:
        return None
    a, d = f"{f.attacker} ({f.attacker_owner})", f"{f.defender} ({f.defender_owner})"
    words = _ODDS_WORDS["en" if lang == "en" else "de"]
    bars = tuple(OddsBar(k, float(getattr(odds, k)), words[k].format(a=a, d=d, p=percent(getattr(odds, k), lang),
                                                                 last=NUMBERS.battle.rounds))
                 for k in ("attacker_wins", "defender_wins", "mutual", "timeout"))
    endings = tuple(words["concede"].format(who=who, other=other, points=num(award.points), gems=award.gems_winner)
                    for who, other, award in ((f.attacker_owner, f.defender_owner, odds.attacker_concedes),
                                              (f.defender_owner, f.attacker_owner, odds.defender_concedes)))
    if f.round == 0:  # before the first round the defender may still flee (10.4, 20.4): shown at an open table only
        endings = (*_flight(game, lang, words["flight"], f.defender_owner, f.attacker_owner), *endings)
    return DisplayOdds(bars, endings, odds.exact)


def _flight(game: OpenGame[GotState], lang: str, text: str, who: str, other: str) -> tuple[str, ...]:
    from referee.got.events import BattleEnded
    from referee.got.settle import Outcome
    from ui.service.got.operations import battle_preview

    p = battle_preview(game, event=BattleEnded(outcome=Outcome.FLIGHT), lang=lang)
    if not p.ok:
        return ()
    return (text.format(who=who, other=other, points=num(p.points), gems=p.gems.get(other, 0)),)


def odds_later(session: OpenGame[object]) -> bool:
    """Is a battle in progress (its odds take a moment: the window shows them after the rest)?"""
    return session.started and open_battle(session.typed(GotState).state) is not None


#: the dice's luck in words as last worked out: (id(journal), lang) -> (the entries then, the state after them, the
#: lines); only a battle's opening or round changes them, so an entry of another kind costs no battle anew
_LUCK: dict[tuple[int, str], tuple[int, GotState, tuple[str, ...]]] = {}


def luck(session: OpenGame[object], lang: str) -> tuple[str, ...]:
    """The dice's luck of the battles recorded round by round, in words (from the throws recorded)."""
    game = session.typed(GotState)
    if not game.started:
        return ()
    from referee.got.events import BattleOpened, BattleRound
    from referee.got.luck import LazyStates, luck_lines

    events = game.events
    kept = _LUCK.get((id(game.journal), lang))
    if (kept is not None and kept[0] <= len(events) and game.state_after(kept[0]) is kept[1]
            and not any(isinstance(e, BattleOpened | BattleRound) for e in events[kept[0]:])):
        lines = kept[2]
    else:
        lines = luck_lines(game.state, events, lang, states=LazyStates(game.state_after, len(events) + 1))
    if len(_LUCK) > 32:
        _LUCK.clear()
    _LUCK[(id(game.journal), lang)] = (len(events), game.state, lines)
    return lines


def luck_detail(session: OpenGame[object], lang: str) -> tuple[str, ...]:
    """The dice's luck in detail (on request): for each battle recorded round by round, each side's sum in words,
    then round by round the hits rolled, their expectation and the chance of at least as many — the numbers of the
    battle record (:func:`referee.got.luck.report`)."""
    game = session.typed(GotState)
    if not game.started:
        return ()
    from referee.got.luck import LazyStates, report

    events = game.events
    out: list[str] = []
    for heading, lines in report(events, LazyStates(game.state_after, len(events) + 1), lang):
        out += [heading, *(f"  {line}" for line in lines)]
    return tuple(out)


def view_of(session: OpenGame[object], lang: str) -> GotPublic:
    """The public view, from what the table knows (worked on from the last refresh)."""
    game = session.typed(GotState)
    return public(game.state, game.events, lang, known=known(game))


def _colours(v: GotPublic) -> dict[str, str]:
    return {p.name: MARKER_COLOURS.get(p.colour, "") for p in v.players}


def _fighters(fighters: Iterable[PublicFighter], lang: str) -> str:
    rows = []
    for x in fighters:
        text = f"{escape(x.name)} {x.power}-{x.skill}" + (f" · {x.hits} {w('hits', lang)}" if x.hits else "")
        rows.append(f'<s class="muted">{text}</s>' if x.beaten_in is not None else text)
    return "<br>".join(rows)


def _fight(f: PublicFight, s: Shown[GotPublic], colours: dict[str, str]) -> Panel:
    lang = s.lang
    title = (f"{w('battle', lang)}: {f.attacker} ({f.attacker_owner}) {w('against', lang)} {f.defender} "
             f"({f.defender_owner}) · {f.land} · {w('round', lang)} {f.round}")
    if not f.revealed:
        body = (f"<p>{escape(ARMIES_HIDDEN.cited(lang))}: "
                f"{f.attacker_size} – {f.defender_size} {w('figures', lang)}</p>")
    else:
        def side(marker: str, owner: str, fighters: tuple[PublicFighter, ...], dealt: int) -> str:
            standing = sum(1 for x in fighters if x.beaten_in is None)
            return (f'<p class="big">{who(owner, colours.get(owner, ""))} {escape(marker)} '
                    f'<span class="muted">{standing}/{len(fighters)}</span> · {dealt} {w("hits", lang)}</p>'
                    + _fighters(fighters, lang))

        body = ('<table class="sides" width="100%"><tr>'
                f'<td width="50%" class="side" style="border-color: {colours.get(f.attacker_owner, "#777")}">'
                f"{side(f.attacker, f.attacker_owner, f.attackers, f.hits(Side.ATTACKER))}</td>"
                f'<td width="50%" class="side" style="border-color: {colours.get(f.defender_owner, "#777")}">'
                f"{side(f.defender, f.defender_owner, f.defenders, f.hits(Side.DEFENDER))}</td></tr></table>")
    if s.odds is not None:
        body += odds_html(s.odds, {"attacker_wins": colours.get(f.attacker_owner, ""),
                                   "defender_wins": colours.get(f.defender_owner, "")})
    if s.luck:
        body += f'<p class="small"><b>{w("luck", lang)}:</b> ' + " · ".join(escape(x) for x in s.luck) + "</p>"
    return Panel(title, body, colours.get(f.attacker_owner, ""))


def panels(s: Shown[GotPublic]) -> Panels:
    """The battle being recorded leads; then the players, each player's armies with their lands, the last battles
    and (outside a battle) the dice's luck."""
    v, lang = s.view, s.lang
    colours = _colours(v)
    pact = (w("pact_over", lang) if not v.pact_rounds_left else w("pact_one", lang) if v.pact_rounds_left == 1
            else w("pact", lang, n=v.pact_rounds_left))
    note = escape(pact) + (f" · {w('open_table', lang)}" if v.open_table else "")
    lead = _fight(v.fight, s, colours) if v.fight is not None else None
    rows = []
    for p in v.players:
        power = "–" if p.titan_power is None else \
            f'{p.titan_power} <span class="muted small">({w("to_next", lang, n=num(p.points_to_next_power))})</span>'
        name = who(p.name, colours[p.name])
        rows.append((f"<s>{name}</s>" if p.eliminated else name, f"<b>{num(p.points)}</b>", str(p.gems),
                     str(p.victory_points), power))
    gods = " · ".join(f"{escape(p.name)} {p.next_god}" for p in v.players if not p.eliminated)
    goals = " · ".join(f"{escape(p.name)}: {escape(', '.join(p.goals))}" for p in v.players if p.goals)
    extra = f'<p class="small muted">{w("next_god", lang)}: {gods}</p>' + \
        (f'<p class="small">{w("goals", lang)}: {goals}</p>' if goals else "")
    out = [Panel(w("players", lang), table(("", w("points", lang), w("gems", lang), w("vp", lang), w("power", lang)),
                                           rows) + extra)]
    if lead is None and s.luck:
        out.append(luck_panel(s.luck, lang))
    for p in v.players:
        armies = [a for a in v.armies if a.owner == p.name]
        if not armies:
            continue
        army_rows = [(f"<b>{one_line(a.marker)}</b>", one_line(a.land), str(a.size),
                 escape(", ".join(a.figures)) + (f' <span class="muted">{w("hidden", lang, n=a.hidden)}</span>'
                                                 if a.hidden else ""))
                for a in armies]
        out.append(Panel(w("armies_of", lang, p=p.name), table((), army_rows), colours[p.name]))
    if v.battles:
        out.append(Panel(w("battles", lang), "".join(f"<p>{escape(b.text)}</p>" for b in v.battles)))
    return Panels(lead, tuple(out), note)


#: the entries whose label says nothing the rules keep secret
PUBLIC_ENTRIES = frozenset({"got.land", "got.move", "got.battle_opened", "got.battle_round", "got.battle_ended",
                            "got.turn_ended", "got.titan_revealed", "got.goal_claimed", "got.player_eliminated",
                            "got.end_battle_opened", "got.end_battle_round", "got.end_battle_ended"})

PART: DisplayPart[GotPublic] = DisplayPart("got", GotPublic, view_of, panels, odds=odds, odds_later=odds_later,
                                           luck=luck, luck_detail=luck_detail, public_entries=PUBLIC_ENTRIES)
