"""``schriftfuehrer burgenkrieg …``: keep a Burgenkrieg game, and the assassination and rebuild calculators.

Entries are events as JSON; the ``burgenkrieg.`` prefix of the type may be left out::

    schriftfuehrer burgenkrieg new --players Ann,Bob
    schriftfuehrer burgenkrieg add 1 '{"type": "turn", "data": {"player": "Ann"}}'
    schriftfuehrer burgenkrieg quick 1 'Wolf 2/3 äu'         # the app's quick line: enter, attack, next phase
    schriftfuehrer burgenkrieg options 1 --json
    schriftfuehrer burgenkrieg assassinate --power 2,3,1 --toughness 2
"""

from __future__ import annotations

import argparse

from referee.burgenkrieg import zones as z
from referee.burgenkrieg.events import Counts, PermanentKind, Phase
from referee.burgenkrieg.formulas import assassination_damage, rebuild_points
from referee.burgenkrieg.request import BurgenkriegRequest
from referee.burgenkrieg.told import shown
from referee.core.errors import InvalidInput
from referee.core.limits import quoted, whole_number
from ui.cli.common import lang_of, new_from, parse_settings, whole
from ui.cli.output import JSON, emit_json
from ui.cli.quick import add_quick
from ui.cli.stored import add_stored_commands
from ui.service.burgenkrieg import PLUGIN as SERVICE

GAME = "burgenkrieg"


def register(parser: argparse.ArgumentParser) -> None:
    bsub = parser.add_subparsers(dest="burgenkrieg_command", metavar="ACTION")
    p = bsub.add_parser("new", help="neue Partie / new game")
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", help="zwei Burgherren A,B / two lords A,B (e.g. Ann,Bob)")
    who.add_argument("--teams", help="zwei Teams Burgherr+Kommandant / two teams lord+commander (Ann+Cid,Bob+Dee)")
    p.add_argument("--setting", action="append", metavar="ID=WERT", help="Auslegung / interpretation")
    p.add_argument("--title", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)
    add_stored_commands(bsub, GAME, _text_state)
    add_quick(bsub, SERVICE)

    p = bsub.add_parser("assassinate", help="Meucheln: Schaden ausrechnen / assassination damage")
    p.add_argument("--power", required=True, help="Stärken der getappten Kreaturen / powers, e.g. 2,3,1")
    p.add_argument("--toughness", required=True, type=whole, help="Widerstandskraft des Eindringlings / the intruder's toughness")
    p.add_argument("--top-up", default="", help="nachgetappte Stärken / powers tapped after a raise")
    p.add_argument("--raised-toughness", type=whole, help="erhöhte Widerstandskraft / raised toughness")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_assassinate)

    p = bsub.add_parser("rebuild", help="Wiederaufbau: Punkte ausrechnen / rebuild points")
    p.add_argument("--power", required=True, help="Stärken der getappten Kreaturen / powers, e.g. 3,4")
    p.add_argument("--current", required=True, type=whole, help="aktuelle VP (LP) des Gebiets / current points")
    start = p.add_mutually_exclusive_group(required=True)
    start.add_argument("--start", type=whole, help="Startwert / start value")
    start.add_argument("--zone", choices=("aussen", "innen", "kommandant"), help="Gebiet / zone")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_rebuild)


# -- this game -------------------------------------------------------------------------


def _new(args: argparse.Namespace) -> int:
    """``--players A,B`` (a lord each) or ``--teams A+C,B+D`` (lord+commander per side)."""
    sides = (tuple((n,) for n in args.players.split(",")) if args.players
             else tuple(tuple(t.split("+")) for t in args.teams.split(",")))
    return new_from(args, BurgenkriegRequest(sides=sides, settings=parse_settings(args.setting)))


def _ints(text: str) -> list[int]:
    try:
        return [whole_number(x) for x in text.split(",") if x.strip()]
    except InvalidInput:
        raise InvalidInput(f"Zahlen mit Kommas erwartet: {quoted(text)!r}.",
                           f"Numbers separated by commas expected: {quoted(text)!r}.") from None


def _verdict(args: argparse.Namespace, value: int, sections: tuple[str, ...], why: str, key: str) -> int:
    if args.json:
        emit_json({key: value, "why": why, "sections": list(sections)})
    else:
        print(f"{value}  ({why}; § {', '.join(sections)})")
    return 0


def _assassinate(args: argparse.Namespace) -> int:
    v = assassination_damage(_ints(args.power), args.toughness, top_up=_ints(args.top_up),
                             raised_toughness=args.raised_toughness)
    return _verdict(args, v.value, v.sections, v.why(lang_of(args)), "damage")


def _rebuild(args: argparse.Namespace) -> int:
    start = args.start
    if start is None:
        start = {"aussen": z.OUTER_WALL_DP, "innen": z.INNER_WALL_DP, "kommandant": z.COMMANDER_LIFE}[args.zone]
    v = rebuild_points(_ints(args.power), current=args.current, start=start)
    return _verdict(args, v.value, v.sections, v.why(lang_of(args)), "points")


def _named(card: JSON) -> str:
    """A card by its name, its id after it where the two differ (the id is what an entry names)."""
    return shown(card["name"], card["id"])


def _text_state(data: JSON, lang: str) -> list[str]:
    en = lang == "en"
    lines = []
    if data["active"]:
        phase = f" ({Phase(data['phase']).word(lang)})" if data["phase"] else ""
        lines.append(f"{'Turn' if en else 'Zug'} {data.get('turn', '')}: {data['active']}{phase}")
    elif not data["winner"]:  # who begins is the table's choice: the first turn is entered ("zug Name")
        lines.append("Before the first turn ('zug NAME' begins it)" if en else "Vor dem ersten Zug („zug NAME“ beginnt ihn)")
    for zone in data["zones"]:
        creatures = ", ".join(
            f"{_named(c)} {c['power']}/{c['toughness']} [{c['controller']}]"
            + (f" -{c['damage']}" if c["damage"] else "") + (" T" if c["tapped"] else "") + (" E" if c["sick"] else "")
            for c in zone["creatures"]
        )
        on = "auf" if not en else "on"
        permanents = ", ".join(f"{_named(p)} ({PermanentKind(p['kind']).word(lang)}"
                               f"{f' {on} ' + p['attached_name'] if p['attached_to'] else ''}) [{p['controller']}]"
                               for p in zone.get("permanents", ()))
        things = "; ".join(x for x in (creatures, permanents) if x)
        lines.append(f"  {z.zone_word(zone['zone'], lang):<22} {zone['points']!s:>3}/{zone['start']:<3} {things}")
    for p in data["players"]:
        counts = Counts(player=p["name"], mana=p.get("mana"), hand=p.get("hand"), library=p.get("library"),
                        graveyard=p.get("graveyard"))
        if any(v is not None for v in (counts.mana, counts.hand, counts.library, counts.graveyard)):
            lines.append(f"  {counts.label(lang)}")
    fallen = data.get("fallen") or []
    if fallen:
        lines.append(("Killed: " if en else "Gefallen: ") + ", ".join(c["id"] for c in fallen))
    inactive = [p["name"] for p in data["players"] if p["inactive"]]
    if inactive:
        lines.append(("Inactive: " if en else "Inaktiv: ") + ", ".join(inactive))
    if data["winner"]:
        lines.append(("Winner: side " if en else "Sieger: Seite ") + data["winner"])
    return lines
