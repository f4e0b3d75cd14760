"""``schriftfuehrer arena …``: Titan – Die Arena as a stored game (new, add, state, options, undo, redo).

Entries are events as JSON; the ``arena.`` prefix of the type may be left out::

    schriftfuehrer arena new --players Anna,Ben,Cleo
    schriftfuehrer arena add 1 '{"type": "bid", "data": {"player": "Anna", "value": 8}}'
    schriftfuehrer arena state 1 --json
"""

from __future__ import annotations

import argparse
from fractions import Fraction

from referee.arena.request import ArenaRequest, colours_offered
from referee.arena.scoring import TOURNAMENT_SECTION, WIN_SECTION, scores, tournament_of
from referee.arena.tracking import TRACKING_SECTIONS, UnseenCards
from referee.arena.view import ArenaState, Phase
from ui.cli.common import game_answer, lang_of, new_from, open_game, parse_settings, whole
from ui.cli.output import JSON, emit_json
from ui.cli.quick import add_quick
from ui.cli.stored import add_stored_commands
from ui.service.arena import PLUGIN as SERVICE
from ui.service.arena.operations import spectators_left, unseen_cards
from ui.service.sections import section_words

GAME = "arena"


def register(parser: argparse.ArgumentParser) -> None:
    asub = parser.add_subparsers(dest="arena_command", metavar="ACTION")
    p = asub.add_parser("new", help="neue Partie / new game")
    p.add_argument("--players", required=True, help="Spieler im Uhrzeigersinn, mit Kommas / players, comma-separated")
    p.add_argument("--colours", "--farben", default="",
                   help=f"Chipfarbe je Spieler, mit Kommas / chip colour of each player: {', '.join(colours_offered())}")
    p.add_argument("--setting", action="append", metavar="ID=WERT", help="Auslegung / interpretation")
    p.add_argument("--title", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)
    add_stored_commands(asub, GAME, _text_state)
    add_quick(asub, SERVICE)
    p = asub.add_parser("cards", help="ungesehene Stärkewerte und Chancen / unseen strength values and chances "
                                      f"({', '.join(TRACKING_SECTIONS)})")
    p.add_argument("game_id", type=whole)
    p.add_argument("creature", nargs="?", default="", help="Kreatur (sonst alle) / creature (else all)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cards)
    p = asub.add_parser("tournament", help=f"Turnier aus drei beendeten Partien / three finished games "
                                                 f"({WIN_SECTION}, {TOURNAMENT_SECTION})")
    p.add_argument("game_ids", type=whole, nargs=3)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_tournament)


def _new(args: argparse.Namespace) -> int:
    colours = tuple(args.colours.split(",")) if args.colours.strip() else ()
    return new_from(args, ArenaRequest(players=tuple(args.players.split(",")), colours=colours,
                                       settings=parse_settings(args.setting)))


def _cards(args: argparse.Namespace) -> int:
    """Which strength values of each creature nobody has seen, and the chance that its next card is higher or
    lower than its strength now (exact fractions)."""
    session = open_game(args, args.game_id, game=GAME).typed(ArenaState)
    found = unseen_cards(session, args.creature)
    lang = lang_of(args)
    if args.json:
        emit_json({**game_answer(session), "cards": [summary_json(u) for u in found],
                   "spectators_unseen": spectators_left(session), "sections": list(TRACKING_SECTIONS)})
        return 0
    for u in found:
        print(u.why(lang) if u.alive else u.why(lang) + (" (dead)" if lang == "en" else " (tot)"))
    n = spectators_left(session)
    print(f"{'Spectators unseen' if lang == 'en' else 'Zuschauer ungesehen'}: {n} "
          f"({section_words(GAME, TRACKING_SECTIONS, lang)})")
    return 0


def _tournament(args: argparse.Namespace) -> int:
    """Three finished games of the same players (sections 12, 13); a running game is refused."""
    states = [open_game(args, gid, game=GAME).typed(ArenaState).state for gid in args.game_ids]
    verdict = tournament_of(states, [(f"Partie {gid}", f"Game {gid}") for gid in args.game_ids])
    results = [scores(s) for s in states]
    lang = lang_of(args)
    if args.json:
        emit_json({"totals": verdict.value, "games": results, "sections": list(verdict.sections)})
    else:
        for player, total in verdict.value.items():
            print(f"{player}: {total}")
        print(f"{section_words(GAME, verdict.sections, lang)}: {verdict.why(lang)}")
    return 0


def _text_state(data: JSON, lang: str) -> list[str]:
    en = lang == "en"
    lines = [f"{'Round' if en else 'Runde'} {data['round']} – {Phase(data['phase']).word(lang)}"
             + (f" – {'turn' if en else 'am Zug'}: {data['active']}" if data["active"] else "")]
    for c in data["creatures"]:
        if c["alive"]:
            strength = "–" if c["strength"] is None else c["strength"]
            sponsor = c["sponsor"] or "–"
            blocked = " (Zuschauer)" if c["power_blocked"] else ""
            lines.append(f"  {c['name']:<8} {strength!s:>2}  Sponsor: {sponsor}{blocked}")
        else:
            lines.append(f"  {c['name']:<8} †{c['died_in']}")
    lines.append(("Hands: " if en else "Hand: ") + ", ".join(
        f"{p['name']} {p['hand']}/{p['hand_limit']}" + (f" ({', '.join(p['known'])})" if p.get("known") else "")
        for p in data["players"]))
    lines.append(("Score: " if en else "Stand: ") + ", ".join(f"{p} {v}" for p, v in data["scores"].items()))
    if data["winners"]:
        lines.append(("Winner: " if en else "Sieger: ") + ", ".join(data["winners"]) + f" ({data['why']})")
    return lines


def summary_json(u: UnseenCards) -> JSON:
    """One creature's tracking as JSON: the chances as exact fractions ("7/10")."""
    def frac(p: Fraction | None) -> str | None:
        return None if p is None else f"{p.numerator}/{p.denominator}"
    return {"creature": u.creature, "alive": u.alive, "unseen": list(u.unseen), "seen": list(u.seen),
            "strength": u.strength, "higher": frac(u.higher), "lower": frac(u.lower)}
