"""``schriftfuehrer odds ws``: exact Weiß Schwarz damage odds ("does this turn kill?").

    schriftfuehrer odds ws --deck 20 --climax 4 --waiting 12 --waiting-climax 3 \\
        --clock 5 --level 2 --damage 3,2,2 --json
"""

from __future__ import annotations

import argparse

from referee.core.errors import InvalidInput
from referee.core.limits import quoted, whole_number
from referee.weiss.cards import DECK_SECTION
from referee.weiss.odds import (
    AFTER_DAMAGE,
    AT_ONCE,
    DAMAGE_ODDS,
    IMMEDIATE,
    WHEN_EMPTY,
    Zones,
    damage_odds,
)
from referee.weiss.phase_odds import PhaseOdds, TriggerDeck
from referee.weiss.script import SCRIPT_SECTIONS, script_odds
from ui.cli.common import whole
from ui.cli.output import Subparsers, emit_json


def register_odds(odds_sub: Subparsers) -> None:
    p = odds_sub.add_parser("ws", help=f"Weiß Schwarz: {DAMAGE_ODDS.bilingual()}")
    p.add_argument("--deck", type=whole, required=True, help="Karten im Deck des Verteidigers / cards in deck")
    p.add_argument("--climax", type=whole, required=True, help="Climax-Karten im Deck / climaxes in deck")
    p.add_argument("--waiting", type=whole, default=0, help="Karten im Warteraum / cards in waiting room")
    p.add_argument("--waiting-climax", type=whole, default=0, help="Climax-Karten dort / climaxes there")
    p.add_argument("--clock", type=whole, default=0, help="Karten im Clock / cards in the clock (0–6)")
    p.add_argument("--clock-climax", type=whole, default=0, help="Climax-Karten im Clock / climax cards in the clock")
    p.add_argument("--level", type=whole, default=0, help="Level des Verteidigers / the defender's level (0–3)")
    p.add_argument("--damage", help="Schadenswerte in Reihenfolge / damage values, e.g. 3,2,2")
    p.add_argument("--script", help="statt --damage: Schritte mit Bedingungen, eine Zeile je Schritt / instead of "
                   "--damage: conditional steps, one a line (attack 2, burn 1, burn cx, mill 2, reveal 2 remove cx, "
                   "reshuffle, if cx, if trg, else)")
    p.add_argument("--attacker-deck", type=whole, default=0, help="Deck des Angreifers (für attack) / attacker's deck")
    p.add_argument("--soul-triggers", type=whole, default=0, help="Seelen-Trigger darin / soul triggers in it")
    p.add_argument("--refresh-damage", choices=(IMMEDIATE, AFTER_DAMAGE), default=IMMEDIATE,
                   help="Auslegung / interpretation weiss.refresh_damage")
    p.add_argument("--refresh-timing", choices=(AT_ONCE, WHEN_EMPTY), default=AT_ONCE,
                   help="Auslegung / interpretation weiss.refresh_timing")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_ws)


def script_lines(odds: PhaseOdds, en: bool) -> list[str]:
    """A script's answer in words: each total damage with its exact chance, the mean, the defender's loss."""
    lines = [("Total damage" if en else "Gesamtschaden") + ":"]
    lines += [f"  {total:>3}  {float(p):7.2%}  ({p})" for total, p in odds.damage_distribution.items()]
    lines.append(f"{'Expected damage' if en else 'Erwarteter Schaden'}: {float(odds.expected_damage):.3f}")
    lines.append(f"{'Defender loses' if en else 'Verteidiger verliert'}: {float(odds.p_kill):.2%} "
                 f"({'exactly' if en else 'genau'} {odds.p_kill})   § {', '.join(SCRIPT_SECTIONS)}")
    return lines


def _damages(text: str) -> tuple[int, ...]:
    try:
        values = tuple(whole_number(x) for x in text.split(",") if x.strip())
    except InvalidInput:
        values = ()
    if not values:
        raise InvalidInput(f"Schadenswerte mit Kommas erwartet: {quoted(text)!r}.",
                           f"Damage values separated by commas expected: {quoted(text)!r}.", sections=("6",))
    return values


def _ws(args: argparse.Namespace) -> int:
    zones = Zones(deck=args.deck, deck_climax=args.climax, waiting=args.waiting, waiting_climax=args.waiting_climax,
                  clock=args.clock, clock_climax=args.clock_climax, level=args.level)
    if args.script is not None:
        odds = script_odds(zones, TriggerDeck(deck=args.attacker_deck, soul=args.soul_triggers), args.script,
                           refresh_damage=args.refresh_damage, refresh_timing=args.refresh_timing)
        if args.json:
            emit_json({**odds.to_json(), "sections": list(SCRIPT_SECTIONS)})
        else:
            print("\n".join(script_lines(odds, (getattr(args, "lang", None) or "de") == "en")))
        return 0
    if args.damage is None:
        raise InvalidInput("--damage oder --script angeben.", "Give --damage or --script.", sections=("6",))
    result = damage_odds(zones, _damages(args.damage), refresh_damage=args.refresh_damage,
                         refresh_timing=args.refresh_timing)
    if args.json:
        data = result.to_json()
        data["sections"] = [*result.sections, DECK_SECTION]
        emit_json(data)
        return 0
    en = (getattr(args, "lang", None) or "de") == "en"
    for i, (n, p, dealt) in enumerate(zip(result.damages, result.p_cancel, result.p_dealt, strict=True), 1):
        label = f"{'Damage' if en else 'Schaden'} {i} ({n})"
        print(f"{label:<16} {'cancelled' if en else 'abgebrochen'} {float(p):7.2%}"
              + (f"   ({'dealt' if en else 'ausgeteilt'} {float(dealt):.2%})" if dealt != 1 else ""))
    print(("Total damage" if en else "Gesamtschaden") + ":")
    for total, p in result.damage_distribution.items():
        print(f"  {total:>3}  {float(p):7.2%}")
    print(f"{'Expected damage' if en else 'Erwarteter Schaden'}: {float(result.expected_damage):.3f}")
    print(f"{'Level-up' if en else 'Levelaufstieg'}: {float(result.p_level_up):.2%}   "
          f"Refresh: {float(result.p_refresh):.2%}")
    print(f"{'Kill (level 4 or no cards)' if en else 'Sieg (Level 4 oder keine Karten)'}: {float(result.p_kill):.2%}"
          f"   § {', '.join(result.sections)}")
    return 0
