"""``schriftfuehrer weiss …``: keep a Weiß Schwarz game (new, add, state, options, undo, redo, phase-odds,
check-deck).

A deck list is a JSON file ``{"player": "Ann", "cards": [{"name": …, "kind": "charakter", "colour": …,
"level": …, "cost": …, "soul": …, "power": …, "trigger": "soul", "counter": false, "copies": 4}, …]}``;
``--sample-decks Ann,Bob`` uses the built-in sample deck for both players::

    schriftfuehrer weiss new --sample-decks Ann,Bob --first Ann
    schriftfuehrer weiss add 1 '{"type": "draw", "data": {"player": "Ann", "cards": ["Kaze", …]}}'
    schriftfuehrer weiss options 1
"""

from __future__ import annotations

import argparse
import sys

from referee.core.errors import InvalidInput, UnknownName
from referee.core.events import from_dict
from referee.core.files import read_file
from referee.core.limits import ENTRY_BYTES, loads
from referee.weiss.cards import DeckList, check_deck
from referee.weiss.events import AttackKind, Setup
from referee.weiss.phase_odds import PHASE_ODDS, phase_odds_of
from referee.weiss.request import WeissRequest
from referee.weiss.sample import sample_deck
from referee.weiss.script import SCRIPT_SECTIONS, script_odds_of
from referee.weiss.view import FRONT, Phase, WsState, header, slot_word
from ui.cli.common import game_answer, lang_of, new_from, open_game, parse_settings, whole
from ui.cli.output import JSON, emit_json
from ui.cli.quick import add_quick
from ui.cli.stored import add_stored_commands
from ui.cli.weiss.odds import script_lines
from ui.service import OpenGame
from ui.service.weiss import PLUGIN as SERVICE

GAME = "weiss"


def register(parser: argparse.ArgumentParser) -> None:
    wsub = parser.add_subparsers(dest="weiss_command", metavar="ACTION")
    p = wsub.add_parser("new", help="neue Partie / new game")
    decks = p.add_mutually_exclusive_group(required=True)
    decks.add_argument("--deck", action="append", metavar="FILE", help="Deckliste (JSON), zweimal / deck list, twice")
    decks.add_argument("--sample-decks", metavar="A,B", help="Beispieldeck für beide / sample deck for both")
    p.add_argument("--first", required=True, help="wer beginnt / who starts")
    p.add_argument("--setting", action="append", metavar="ID=WERT", help="Auslegung / interpretation")
    p.add_argument("--title", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)
    add_stored_commands(wsub, GAME, _text_state)
    add_quick(wsub, SERVICE)
    p = wsub.add_parser("phase-odds", help=PHASE_ODDS.bilingual())
    p.add_argument("game_id", type=whole)
    p.add_argument("--side", action="append", default=[], metavar="PLATZ",
                   help="dieser Platz greift seitlich an / this place attacks from the side "
                        f"({', '.join(FRONT)})")
    p.add_argument("--script", help="Schritte mit Bedingungen statt der geplanten Angriffe, eine Zeile je Schritt / "
                   "conditional steps instead of the planned attacks, one line each (attack 2, burn 1, burn cx, mill 2, "
                   "reveal 2 remove cx, reshuffle, if cx / if trg / else); '-': von der Standardeingabe / from stdin")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_phase_odds)
    p = wsub.add_parser("check-deck", help="Deck prüfen / check a deck list (50 cards, ≤ 4 copies, ≤ 8 climaxes)")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_check_deck)


def load_deck(path: str) -> DeckList:
    """A deck list from a JSON file (the fields of :class:`DeckList`)."""
    data = read_file(path, limit=ENTRY_BYTES, what=("Deckliste", "deck list"))
    raw = loads(data, what="Deckliste/deck list")
    # decode through a setup event so that every field is checked like a journal entry
    ev = from_dict({"type": "weiss.setup", "data": {"decks": [raw], "first": ""}})
    assert isinstance(ev, Setup)
    return ev.decks[0]


def _new(args: argparse.Namespace) -> int:
    if args.sample_decks:
        names = [n.strip() for n in args.sample_decks.split(",")]
        decks = tuple(sample_deck(n) for n in names)
    else:
        decks = tuple(load_deck(path) for path in args.deck)
    return new_from(args, WeissRequest(decks=decks, first=args.first, settings=parse_settings(args.setting)))


def _phase_odds(args: argparse.Namespace) -> int:
    session = open_game(args, args.game_id, game=GAME)
    state = session.typed(WsState).state
    if not header(state).players:
        raise InvalidInput("Die Partie ist noch nicht eingerichtet.", "The game is not set up yet.")
    for slot in args.side:
        if slot not in FRONT:
            raise UnknownName.of("Platz", "place", slot, FRONT)
    kinds = {slot: AttackKind.SIDE.value for slot in args.side}
    en = lang_of(args) == "en"
    if args.script is not None:
        return _script_odds(args, session, state, en)
    odds = phase_odds_of(state, kinds)
    if args.json:
        emit_json({**game_answer(session), **odds.to_json(), "sections": list(odds.sections)})
        return 0
    if not odds.attacks:
        print("No attack left this turn." if en else "In diesem Zug steht kein Angriff mehr aus.")
        return 0
    lang = "en" if en else "de"
    for i, a in enumerate(odds.attacks):
        trig = (f"{'soul trigger' if en else 'Seelen-Trigger'} {float(odds.p_trigger[i]):.2%}" if a.trigger
                else ("trigger revealed" if en else "Trigger schon aufgedeckt"))
        print(f"{i + 1}. {slot_word(a.slot, lang)}, {'soul' if en else 'Seele'} {a.soul}, "
              f"{AttackKind(a.kind).value if en else KIND_WORDS[a.kind]}: {trig}, "
              f"{'cancelled' if en else 'abgebrochen'} {float(odds.p_cancel[i]):.2%}")
    print(f"{'Expected damage' if en else 'Erwarteter Schaden'}: {float(odds.expected_damage):.3f}")
    print(f"{'Defender loses' if en else 'Verteidiger verliert'}: {float(odds.p_kill):.2%} "
          f"({'exactly' if en else 'genau'} {odds.p_kill})   § {', '.join(odds.sections)}")
    return 0


def _script_odds(args: argparse.Namespace, session: OpenGame[object], state: WsState, en: bool) -> int:
    text = sys.stdin.read(SCRIPT_BYTES + 1) if args.script == "-" else args.script
    if len(text) > SCRIPT_BYTES:
        raise InvalidInput(f"Das Skript ist länger als {SCRIPT_BYTES} Zeichen.",
                           f"The script is longer than {SCRIPT_BYTES} characters.", sections=SCRIPT_SECTIONS)
    odds = script_odds_of(state, text)
    if args.json:
        emit_json({**game_answer(session), **odds.to_json(), "sections": list(SCRIPT_SECTIONS)})
    else:
        print("\n".join(script_lines(odds, en)))
    return 0


#: the longest script read from the command line (characters)
SCRIPT_BYTES = 4000

#: the attack kinds in German words (§ 6 I)
KIND_WORDS = {"front": "Frontalangriff", "side": "Seitenangriff", "direct": "Direktangriff"}


def _check_deck(args: argparse.Namespace) -> int:
    deck = load_deck(args.file)
    kept = check_deck(deck)
    if args.json:
        emit_json({"player": deck.player, "cards": kept.value, "legal": True, "sections": list(kept.sections)})
    else:
        print(f"{deck.player}: {kept.value} ok (§ {', '.join(kept.sections)})")
    return 0


def _text_state(data: JSON, lang: str) -> list[str]:
    en = lang == "en"
    phase = Phase(data["phase"]).word(lang) if data["phase"] else "–"
    lines = [f"{'Turn' if en else 'Zug'} {data['turn']}, {phase}, "
             f"{'active' if en else 'am Zug'}: {data['active']}"]
    for p in data["players"]:
        stage = ", ".join(f"{slot_word(slot, lang)}: {s['card']} ({s['mode']})" for slot, s in p["stage"].items() if s)
        lines.append(f"{p['name']}: Deck {p['deck']} ({p['deck_climaxes']} Climax), "
                     f"{'Hand' if not en else 'hand'} {len(p['hand'])}, Clock {len(p['clock'])}, "
                     f"Level {len(p['level'])}, {'Lager' if not en else 'stock'} {p['stock']}, "
                     f"{'Warteraum' if not en else 'waiting'} {len(p['waiting'])}")
        if stage:
            lines.append(f"  {stage}")
        if p.get("stock_cards"):
            lines.append(f"  {'Lager' if not en else 'stock'}: {', '.join(p['stock_cards'])}")
    if data["attack"]:
        lines.append(f"{'Attack' if en else 'Angriff'}: {data['attack']}")
    if data["level_up"]:
        lines.append(f"{'Level-up due' if en else 'Levelaufstieg fällig'}: {data['level_up']}")
    if data["winner"]:
        lines.append(f"{'Winner' if en else 'Sieger'}: {data['winner']}")
    return lines
