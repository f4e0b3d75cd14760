"""``schriftfuehrer rampage …``: Castle Rampage as a stored game, and the stateless attack resolver.

    schriftfuehrer rampage new --players Anton,Beatrix
    schriftfuehrer rampage attack --attack 9 --defense 3,4,Oger:6
    schriftfuehrer rampage attack --attack 7 --defense 2 --castle 3,Saboteur:1+2,4
    schriftfuehrer rampage odds --attack 8 --gate ?,? --castle 4 --pool 2/9x2,3/9x1
    schriftfuehrer rampage odds --game 3 --attack 6

A defense value is a number, or ``Name:value`` (``Bombenleger``, ``Spion`` and
``Saboteur`` act when destroyed; a saboteur's bonus follows ``+``).  A card of the catalog
named with a value the text contradicts is refused (the Oger defends the gate with 6, the
Drache the gate with 2 and the castle with 3: "angriffe", "karten").
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction

from referee.core.errors import InvalidInput, UnknownName
from referee.core.limits import quoted, whole_number
from referee.rampage.attack import ATTACK_EFFECTS, ATTACKS, Defense, Effect, Outcome, resolve
from referee.rampage.battle import LAST_STAND_CARD
from referee.rampage.events import CardValue
from referee.rampage.memory import STACK_NAMES, check_named
from referee.rampage.odds import DEALT, Odds, Place, PoolCard, attack_odds, odds_in_game
from referee.rampage.odds import SECTION as ODDS_SECTION
from referee.rampage.request import RampageRequest
from referee.rampage.rules import card, fold
from referee.rampage.view import RampageState
from ui.cli.common import new_from, open_game, parse_settings, whole
from ui.cli.output import JSON, emit_json
from ui.cli.quick import add_quick
from ui.cli.stored import add_stored_commands
from ui.service.rampage import PLUGIN as SERVICE

GAME = "rampage"
_EFFECTS = {"bombenleger": Effect.BOMBER, "spion": Effect.SPY, "saboteur": Effect.SABOTEUR}


def register(parser: argparse.ArgumentParser) -> None:
    rsub = parser.add_subparsers(dest="rampage_command", metavar="ACTION")
    p = rsub.add_parser("new", help="neue Partie / new game")
    p.add_argument("--players", required=True, help="zwei Spieler, Startspieler zuerst / two players, start first")
    p.add_argument("--start", help="Startspieler, wenn nicht der erste / start player if not the first")
    p.add_argument("--setting", action="append", metavar="ID=WERT", help="Auslegung / interpretation")
    p.add_argument("--cards", help="Katalog-Ergänzung als JSON-Liste / catalog completion as a JSON list")
    p.add_argument("--title", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)
    add_stored_commands(rsub, GAME, _text_state)
    add_quick(rsub, SERVICE)
    p = rsub.add_parser("attack", help="einen Angriff auflösen / resolve one attack")
    p.add_argument("--attack", type=whole, required=True, help="Angriffswert A / attack value")
    p.add_argument("--defense", default="", help="Torwerte von oben / gate values, top first")
    p.add_argument("--castle", default=None, help="Burgwerte von oben / castle values, top first")
    p.add_argument("--target", choices=("gate", "castle"), default="gate",
                   help="castle: am Tor vorbei / past the gate (Bogenschütze, Tunnelgräber, Narr)")
    p.add_argument("--last-stand", default="", help="Letztes Aufgebot: Abzüge / reductions, e.g. 2,1")
    p.add_argument("--no-spill", action="store_true", help="Rest verfällt (Pfeilhagel) / rest is lost")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_attack)
    p = rsub.add_parser("odds", help="Chance eines Angriffs, exakt / an attack's exact odds")
    p.add_argument("--attack", type=whole, required=True, help="Angriffswert / attack value")
    p.add_argument("--gate", default="", help="Torwerte von oben, ? = unbekannt, ?a = unbekannt aus dem Aufbau (nicht "
                   "violett) / gate values top first, ? unknown, ?a unknown of the set-up deal (not violet)")
    p.add_argument("--castle", default="", help="Burgwerte von oben, ? = unbekannt, ?a = aus dem Aufbau / castle "
                   "values, ? unknown, ?a of the set-up deal")
    p.add_argument("--pool", default="", help="ungesehene Karten Tor/BurgxAnzahl, v = violett / unseen cards "
                   "gate/castlexcount, v violet, e.g. 2/3x10,4/4x5,6/1x2v")
    p.add_argument("--dealt-elsewhere", type=whole, default=0, help="unbekannte Karten des Aufbaus in anderen Stapeln "
                   "/ unknown set-up cards in other stacks")
    p.add_argument("--target", choices=("gate", "castle"), default="gate")
    p.add_argument("--game", type=whole, help="gespeicherte Partie: ihre Stapel (und ohne --pool ihre ungesehenen "
                   "Karten) / stored game: its stacks (and without --pool its unseen cards)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_odds)


def parse_defense(text: str) -> tuple[Defense, ...]:
    """``"3,4,Oger:6,Saboteur:1+2"`` -> revealed defense cards, top first."""
    out = []
    for token in (t.strip() for t in text.split(",")):
        if not token:
            continue
        name, _, value = token.rpartition(":")
        value, _, bonus = value.partition("+")
        try:
            v, b = whole_number(value), whole_number(bonus or "0")
        except InvalidInput:
            raise InvalidInput(f"Kein Verteidigungswert: {quoted(token)!r}.", f"Not a defense value: {quoted(token)!r}.",
                               sections=ATTACKS.sections) from None
        out.append(Defense(value=v, card=name, effect=_EFFECTS.get(fold(name), Effect.NONE), bonus=b))
    return tuple(out)


def check_catalog_values(defenses: tuple[Defense, ...], stack: str) -> None:
    """Named cards of the catalog must have the value the text gives them in that stack."""
    for i, d in enumerate(defenses):
        if not d.card:
            continue
        try:
            info = card(d.card)
        except UnknownName:  # the stateless resolver takes any name
            continue
        check_named(info, d, stack, (f"{i + 1}. Karte von {STACK_NAMES[stack][0]}",
                                     f"card {i + 1} of the {STACK_NAMES[stack][1]}"))


def _new(args: argparse.Namespace) -> int:
    cards: tuple[CardValue, ...] = ()
    if args.cards:
        try:
            raw = json.loads(args.cards)
            cards = tuple(CardValue(**c) for c in raw)
        except (json.JSONDecodeError, TypeError) as exc:
            raise InvalidInput(f"--cards: {exc}", f"--cards: {exc}") from None
    return new_from(args, RampageRequest(players=tuple(args.players.split(",")), start_player=args.start or "",
                                         settings=parse_settings(args.setting), cards=cards))


def _attack(args: argparse.Namespace) -> int:
    reductions = [whole_number(x, "--last-stand") for x in args.last_stand.split(",") if x.strip()] if args.last_stand else []
    if any(r <= 0 for r in reductions):
        raise InvalidInput(f"{LAST_STAND_CARD.label('de')}: Abzüge sind positiv.",
                           f"{LAST_STAND_CARD.label('en')}: reductions are positive.", sections=LAST_STAND_CARD.sections)
    gate = parse_defense(args.defense)
    castle = None if args.castle is None else parse_defense(args.castle)
    check_catalog_values(gate, "gate")
    check_catalog_values(castle or (), "castle")
    attack = max(0, args.attack - sum(reductions))
    out = resolve(attack, gate, castle, target=args.target, spill=not args.no_spill)
    lang = getattr(args, "lang", None) or "de"
    if args.json:
        emit_json(_outcome_json(out, len(gate), None if castle is None else len(castle)))
    else:
        print("\n".join(_outcome_text(out, len(gate), castle, lang)))
    return 0


def _bad(token: str, what_de: str, what_en: str) -> InvalidInput:
    return InvalidInput(f"Kein {what_de}: {quoted(token)!r}.", f"Not a {what_en}: {quoted(token)!r}.",
                        sections=(ODDS_SECTION,))


def parse_values(text: str) -> tuple[Place, ...]:
    """``"3,?,?a,4"`` -> values top first, None for a card not seen, DEALT (``?a``) for one not seen of the
    set-up deal (no violet card)."""
    out: list[Place] = []
    for token in (t.strip() for t in text.split(",") if t.strip()):
        if token in ("?", "?a"):
            out.append(None if token == "?" else DEALT)
            continue
        try:
            out.append(whole_number(token))
        except InvalidInput:
            raise _bad(token, "Verteidigungswert", "defense value") from None
    return tuple(out)


def parse_pool(text: str) -> dict[PoolCard, int]:
    """``"2/3x10,4/4x5,6/1x2v"`` -> unseen cards: gate value / castle value × count (``v``: violet)."""
    pool: dict[PoolCard, int] = {}
    for token in (t.strip() for t in text.split(",") if t.strip()):
        violet = token.endswith("v")
        values, _, count = token.removesuffix("v").partition("x")
        gate, _, castle = values.partition("/")
        try:
            key, n = PoolCard(whole_number(gate), whole_number(castle), violet), whole_number(count or "1")
        except InvalidInput:
            raise _bad(token, "Eintrag Tor/BurgxAnzahl", "gate/castlexcount entry") from None
        pool[key] = pool.get(key, 0) + n
    return pool


def _odds(args: argparse.Namespace) -> int:
    if args.game is not None and args.pool:  # the game's stacks as known, against the unseen cards given
        out = odds_in_game(open_game(args, args.game, game=GAME).typed(RampageState).state, args.attack,
                           target=args.target, pool=parse_pool(args.pool))
    elif args.game is not None:
        out = odds_in_game(open_game(args, args.game, game=GAME).typed(RampageState).state, args.attack, target=args.target)
    else:
        out = attack_odds(args.attack, gate=parse_values(args.gate), castle=parse_values(args.castle),
                          pool=parse_pool(args.pool), target=args.target, dealt_elsewhere=args.dealt_elsewhere)
    lang = getattr(args, "lang", None) or "de"
    if args.json:
        emit_json({"attack": out.attack, "gate_falls": str(out.gate_falls), "castle_falls": str(out.castle_falls),
                   "destroyed": {str(n): str(p) for n, p in out.destroyed},
                   "expected_destroyed": str(out.expected_destroyed), "sections": [ODDS_SECTION]})
    else:
        print("\n".join(odds_text(out, lang)))
    return 0


def _pct(p: Fraction) -> str:
    return f"{p} ≈ {float(p) * 100:.1f} %".replace(".", ",", 1) if p.denominator != 1 else f"{float(p) * 100:.0f} %"


def odds_text(out: Odds, lang: str) -> list[str]:
    """The odds in words: gate, castle, cards destroyed (exact fractions)."""
    en = lang == "en"
    lines = [f"{'Attack' if en else 'Angriff'} {out.attack}",
             f"{'Gate falls' if en else 'Tor fällt'}: {_pct(out.gate_falls)}",
             f"{'Castle falls' if en else 'Burg fällt'}: {_pct(out.castle_falls)}"]
    for n, p in out.destroyed:
        lines.append(f"  {n} {'card(s) destroyed' if en else 'Karte(n) zerstört'}: {_pct(p)}")
    lines.append(f"§ {ODDS_SECTION}")
    return lines


def _outcome_json(out: Outcome, gate: int, castle: int | None) -> JSON:
    return {
        "attack": out.attack,
        "hits": [{"stack": h.stack, "position": h.position + 1, "value": h.value, "card": h.card or None,
                  "attack": h.attack_before, "destroyed": h.destroyed} for h in out.hits],
        "fallen": [{"stack": h.stack, "position": h.position + 1, "value": h.value} for h in out.fallen],
        "held": None if out.held is None else {"stack": out.held.stack, "value": out.held.value},
        "remaining_attack": out.remaining,
        "gate_left": gate - out.gate_lost,
        "castle_left": None if castle is None else castle - out.castle_lost,
        "castle_destroyed": castle is not None and castle > 0 and out.castle_lost == castle,
        "reaches_castle": out.reaches_castle,
        "attacker_discards": out.attacker_discards,
        "defender_discards": out.defender_discards,
        "sections": list(ATTACKS.sections) + (list(ATTACK_EFFECTS.sections) if out.bombers or out.spies else []),
    }


def _outcome_text(out: Outcome, gate: int, castle: tuple[Defense, ...] | None, lang: str) -> list[str]:
    en = lang == "en"
    names = {"gate": "gate" if en else "Tor", "castle": "castle" if en else "Burg"}
    lines = []
    for h in out.hits:
        what = f"{names[h.stack]} {h.position + 1}" + (f" ({h.card})" if h.card else "")
        verdict = ("falls" if en else "fällt") if h.destroyed else ("holds" if en else "hält")
        lines.append(f"{h.attack_before} vs {h.value}: {what} {verdict}")
    lines.append(f"{'Gate left' if en else 'Tor übrig'}: {gate - out.gate_lost}")
    if castle is not None:
        left = len(castle) - out.castle_lost
        lines.append(f"{'Castle left' if en else 'Burg übrig'}: {left}"
                     + ((" – destroyed!" if en else " – zerstört!") if castle and left == 0 else ""))
    elif out.reaches_castle:
        lines.append(f"{'Reaches the castle with' if en else 'Erreicht die Burg mit'} {out.reaches_castle}")
    if out.bombers or out.spies:
        lines.append(f"{'Discards' if en else 'Abwürfe'}: {out.attacker_discards} / {out.defender_discards}"
                     f" ({ATTACK_EFFECTS.cited(lang, mark='§ ')})")
    lines.append(ATTACKS.cited(lang, mark="§ "))
    return lines


def _text_state(data: JSON, lang: str) -> list[str]:
    en = lang == "en"
    phase = {"setup": ("Aufbau", "Set-up"), "play": ("Spiel", "Play"), "over": ("Ende", "Game over")}.get(
        data["phase"], (data["phase"], data["phase"]))[en]
    lines = [f"{'Turn' if en else 'Zug'} {data['turn']} – {phase}"
             + (f" – {data['active']}" if data["active"] else "")]
    for p in data["players"]:
        shown = ", ".join(p["display"]) or "–"
        lines.append(f"  {p['name']}: {'hand' if en else 'Hand'} {p['hand']}, {'gate' if en else 'Tor'} "
                     f"{p['gate']}, {'castle' if en else 'Burg'} {p['castle']}, {'display' if en else 'Auslage'}: "
                     f"{shown}")
    lines.append(f"  {'Draw pile' if en else 'Nachziehstapel'} {data['draw_pile']}, "
                 f"{'discard' if en else 'Ablage'} {data['discard']}")
    pile = data.get("discard_pile") or {"cards": [], "unnamed": 0}
    lines.append(f"  {'Discard pile' if en else 'Ablagestapel'}: {', '.join(pile['cards']) or '–'}"
                 + (f" (+{pile['unnamed']} {'unnamed' if en else 'ohne Namen'})" if pile["unnamed"] else ""))
    maybe = data.get("may_draw") or {"cards": [], "unnamed_cards": 0}
    lines.append(f"  {'May still be in the draw pile' if en else 'Vielleicht noch im Nachziehstapel'}: "
                 + ", ".join(f"{n} {c}" for n, c in maybe["cards"])
                 + f" · {maybe['unnamed_cards']} {'cards the catalog does not name' if en else 'Karten ohne Namen'}")
    if data["winner"]:
        lines.append(f"{'Winner' if en else 'Sieger'}: {data['winner']} ({data['why']})")
    return lines
