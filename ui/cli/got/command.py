"""``schriftfuehrer got …``: settlement, recruits, Titan strength and army value; stored games."""

from __future__ import annotations

import argparse
from fractions import Fraction

from referee.core.errors import InvalidInput
from referee.core.files import read_text
from referee.core.limits import TEXT_LIMIT, exact_number, quoted
from referee.got import charts, hazards
from referee.got.interpretations import INTERPRETATIONS
from referee.got.lands import Terrain
from referee.got.recruit import RECRUITING_CHAPTER, RecruitQuery, recruit_options
from referee.got.request import GotRequest, TitanSeat
from referee.got.sections import CORRECTION_SECTION, LANDS_SECTION, MARKER_SECTION
from referee.got.settle import SETTLE_CHAPTERS, STANDING_SECTION, ConcessionRule, Outcome, parse_figures, settle
from referee.got.setup import TITAN_COLOURS, elements_named
from referee.got.table_charts import CHART_RULES, catalog_for
from referee.got.values import (
    ARMY_VALUE,
    TITAN_POWER,
    check_figures_given,
    gems_for_beaten,
    next_power_at,
    titan_power,
    value_of,
)
from referee.got.view import GotState, Role
from ui.cli.common import new_from, open_game, parse_settings, report_change, whole
from ui.cli.got import battle as got_battle
from ui.cli.output import JSON, emit_json, number
from ui.cli.quick import add_quick
from ui.cli.stored import add_stored_commands
from ui.service.got import PLUGIN as SERVICE
from ui.service.got import quick_correction
from ui.service.got.lands import board_file

#: ``--chart-corrections`` of every command that reads the recruiting chart
CHART_HELP = f"TOML-Datei mit den Korrekturen des Tischs / TOML file with the table's chart corrections ({charts.SECTION})"


def register(parser: argparse.ArgumentParser) -> None:
    gsub = parser.add_subparsers(dest="got_command", metavar="ACTION")

    p = gsub.add_parser("settle", help=f"Kampf abrechnen / settle a battle ({', '.join(SETTLE_CHAPTERS)})")
    p.add_argument("--outcome", required=True, choices=[o.value for o in Outcome])
    p.add_argument("--loser", default="", help="geschlagene Figuren / beaten figures, e.g. Titan:7,Ogre,Lion")
    p.add_argument("--winner-score", default="0", help="Kampfpunkte des Siegers vorher / "
                                                       "winner's points before the battle (may end in .5)")
    p.add_argument("--removed", default="", help=f"nach dem Ende eines Titanen entfernte Figuren / "
                                                  f"figures removed after a Titan was destroyed ({STANDING_SECTION})")
    p.add_argument("--concession", choices=[c.value for c in ConcessionRule], default=None,
                   help="Auslegung / interpretation got.concession_award")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_settle)

    p = gsub.add_parser("recruits", help=f"legale Rekrutierungen / legal recruits ({RECRUITING_CHAPTER})")
    p.add_argument("--land", required=True, help="Gelände / terrain, e.g. Brush, Jungle, City, Coast")
    p.add_argument("--army", default="", help="Figuren der Armee / figures of the army")
    p.add_argument("--moved", type=whole, default=None)
    p.add_argument("--vp", type=whole, default=0, help="Siegpunkte des Spielers / victory points of the player")
    p.add_argument("--titan-revealed", action="store_true")
    p.add_argument("--darklord", action="store_true")
    p.add_argument("--gems", type=whole, default=None)
    p.add_argument("--text-only", action="store_true", help="Auslegung / interpretation got.recruit_chart = text-only")
    p.add_argument("--chart-corrections", default=None, help=CHART_HELP)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_recruits)

    p = gsub.add_parser("chart", help=CHART_RULES.bilingual())
    p.add_argument("--kind", choices=("land", "sea", "dark"), default=None)
    p.add_argument("--chart-corrections", default=None, help=CHART_HELP)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_chart)

    p = gsub.add_parser("strength", help=f"{TITAN_POWER.label_de} / {TITAN_POWER.label_en} ({TITAN_POWER.where()})")
    p.add_argument("--points", required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_strength)

    p = gsub.add_parser("value", help=f"{ARMY_VALUE.label_de} / {ARMY_VALUE.label_en} ({ARMY_VALUE.where()})")
    p.add_argument("--figures", required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_value)

    p = gsub.add_parser("new", help="neue Partie / new stored game")
    p.add_argument("--players", required=True, help="Name:Farbe,… in Sitzordnung (3 Titan-Spieler) / "
                                                    "Name:colour,… in seat order (3 Titan players)")
    p.add_argument("--darklord", default=None, help="Name des Darklords (Platz 4) / name of the Darklord (seat 4)")
    p.add_argument("--elements", default=None, help="Elemente der Titan-Spieler in Sitzordnung / "
                                                    "elements of the Titan players in seat order")
    p.add_argument("--setting", action="append", metavar="ID=WERT",
                   help="Auslegung / interpretation (mehrfach / repeatable)")
    p.add_argument("--chart-corrections", default=None, help=CHART_HELP)
    p.add_argument("--board", default=None,
                   help=f"Spielplan-Datei (TOML, [lands]) / board file: the table's lands ({LANDS_SECTION})")
    p.add_argument("--title", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_new)

    add_quick(gsub, SERVICE)
    p = gsub.add_parser("correct", help=f"Korrektur / correction ({CORRECTION_SECTION}): Werte ändern (+N, -N) oder "
                                        "setzen (=N) / change (+N, -N) or set (=N) values; negative: --points=-7/2")
    p.add_argument("game_id", type=int)
    p.add_argument("player", help="Name (oder erste Buchstaben) / name (or first letters)")
    p.add_argument("--reason", required=True, help="Grund / reason")
    p.add_argument("--points", default=None, help="Kampfpunkte / points: +12, -7/2, =48")
    p.add_argument("--gems", default=None, help="Lebenssteine / gems: +10, =30")
    p.add_argument("--vp", default=None, help="Siegpunkte / victory points: +5, =45")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_correct)

    add_stored_commands(gsub, "got", _text_state)
    got_battle.add_command(gsub)


def _fraction(text: str, what: str) -> Fraction:
    """An exact number as typed ("699,5" or "699.5"); refused beyond the games' range (never a hang)."""
    return exact_number(text.replace(",", "."), what)


def _settle(args: argparse.Namespace) -> int:
    default = {i.id: i for i in INTERPRETATIONS}["got.concession_award"].default
    rule = ConcessionRule(args.concession or default)
    s = settle(Outcome(args.outcome), parse_figures(args.loser), winner_score=_fraction(args.winner_score, "--winner-score"),
               removed=parse_figures(args.removed), concession=rule)
    data = {
        "points": number(s.award.points), "gems_winner": s.award.gems_winner, "gems_loser": s.award.gems_loser,
        "score_before": number(s.score_before), "score_after": number(s.score_after),
        "titan_power_before": s.titan_power_before, "titan_power_after": s.titan_power_after,
        "gods": [{"multiple": g.multiple, "choices": list(g.choices)} for g in s.gods],
        "halved": s.award.halved, "concession_rule": rule.value, "sections": list(s.sections),
    }
    if args.json:
        emit_json(data)
        return 0
    de = args.lang != "en"
    print(("Kampfpunkte" if de else "Points") + f": {data['points']}  ({data['score_before']} → {data['score_after']})")
    print(("Lebenssteine Sieger/Verlierer" if de else "Gems winner/loser") + f": {s.award.gems_winner} / {s.award.gems_loser}")
    print(("Titan-Stärke" if de else "Titan power") + f": {s.titan_power_before} → {s.titan_power_after}")
    for g in s.gods:
        print(("Gott bei " if de else "God at ") + f"{g.multiple}: {' / '.join(g.choices)}")
    print("§ " + ", ".join(s.sections))
    return 0


def _recruits(args: argparse.Namespace) -> int:
    terrain = Terrain.parse(args.land)
    army = tuple(s.name for s in parse_figures(args.army))
    q = RecruitQuery(terrain=terrain, army=army, moved=args.moved, role=Role.DARKLORD if args.darklord else Role.TITAN,
                     victory_points=args.vp, titan_revealed=args.titan_revealed, gems=args.gems,
                     offer_inferred=not args.text_only, chart_corrections=_read_corrections(args.chart_corrections))
    answer = recruit_options(q)
    lang = args.lang or "de"
    data: JSON = {
        "recruits": [{"figure": o.figure, "via": o.via, "cost_gems": o.cost_gems, "provenance": o.provenance,
                      "sections": list(o.sections), **({"sacrifice": o.sacrifice} if o.sacrifice else {})}
                     for o in answer.options],
        "reasons": [{"text": r.en if lang == "en" else r.de, "sections": list(r.sections)} for r in answer.reasons],
    }
    if args.json:
        emit_json(data)
        return 0
    for o in data["recruits"]:
        mark = " (erschlossen/inferred)" if o["provenance"] == "inferred" else ""
        cost = f", {o['cost_gems']} gems" if o["cost_gems"] else ""
        print(f"{o['figure']} [{o['via']}{cost}]{mark}  § {', '.join(o['sections'])}")
    for r in data["reasons"]:
        print(f"– {r['text']}  § {', '.join(r['sections'])}")
    return 0


def _read_corrections(path: str | None) -> str:
    if not path:
        return ""
    text = read_text(path, limit=4 * TEXT_LIMIT, what=("Korrekturdatei", "correction file"))
    catalog_for(text)  # refuse a broken file here, with its message
    return text


def _chart(args: argparse.Namespace) -> int:
    cat = catalog_for(_read_corrections(args.chart_corrections))
    kinds = [args.kind] if args.kind else ["land", "sea", "dark"]
    data: JSON = {kind: [{"land": chain.name, "provenance": chain.provenance.value,
                    "steps": [{"creature": s.creature, "needed": s.needed, "provenance": s.provenance.value,
                               "needed_provenance": s.needed_provenance.value if s.needed_provenance else None,
                               "basis": s.basis, "alternatives": list(s.alternatives)} for s in chain.steps]}
                   for chain in cat.chart(kind).lands.values()] for kind in kinds}
    if args.json:
        emit_json({"charts": data, "sections": list(CHART_RULES.sections)})
        return 0
    marks = {"text": "", "inferred": "?", "table": "†"}
    for kind, chains in data.items():
        print(f"[{kind}]")
        for c in chains:
            steps = " → ".join(f"{s['creature']}{marks[s['provenance']]}"
                               + (f" ({s['needed']}{marks[s['needed_provenance']]})" if s["needed"] else "")
                               for s in c["steps"])
            print(f"  {c['land']:<10} {steps}")
    print(f"? = erschlossen/inferred ({hazards.SECTION}; bei einer Anzahl: die Anzahl / at a count: the count), "
          "† = vom Tisch korrigiert/corrected by the table")
    return 0


def _strength(args: argparse.Namespace) -> int:
    points = _fraction(args.points, "--points")
    power = titan_power(points)
    data = {"points": number(points), "titan_power": power, "next_step_at": next_power_at(points),
            "sections": list(TITAN_POWER.sections)}
    if args.json:
        emit_json(data)
    else:
        print(power)
    return 0


def _value(args: argparse.Namespace) -> int:
    specs = parse_figures(args.figures)
    check_figures_given(specs)
    value = value_of(specs)
    data = {"value": number(value), "figures": [str(s) for s in specs], "gems": gems_for_beaten(len(specs)),
            "sections": list(ARMY_VALUE.sections)}
    if args.json:
        emit_json(data)
    else:
        print(number(value))
    return 0


def _new(args: argparse.Namespace) -> int:
    seats = [x.strip() for x in args.players.split(",") if x.strip()]
    bare = next((x for x in seats if ":" not in x), None)
    if bare is not None:  # the command line's own form: each Titan player with a colour
        colours = ", ".join(TITAN_COLOURS)
        raise InvalidInput(f"{quoted(bare)!r} ohne Farbe: --players Name:Farbe,… (z. B. Anna:Rot; Farben: {colours}).",
                           f"{quoted(bare)!r} has no colour: --players Name:colour,… (e.g. Anna:Rot; colours: {colours}).",
                           sections=(MARKER_SECTION,))
    elements = elements_named(len(seats), [x.strip() for x in args.elements.split(",")] if args.elements else None)
    titans = tuple(TitanSeat(name, colour, element or None)
                   for (name, _, colour), element in ((e.partition(":"), x) for e, x in zip(seats, elements, strict=True)))
    return new_from(args, GotRequest(titans=titans, darklord=args.darklord or "", settings=parse_settings(args.setting),
                                     lang=args.lang or "de", recruit_corrections=_read_corrections(args.chart_corrections),
                                     board=board_file(args.board) if args.board else ()))


def _correct(args: argparse.Namespace) -> int:
    """A correction from a paper sheet or a mistake mended: each value changed by an amount or set (one entry)."""
    session = open_game(args, args.game_id, game="got").typed(GotState)
    changes = [(word, text) for word, text in (("KP", args.points), ("LS", args.gems), ("SP", args.vp)) if text]
    entry = quick_correction.correction(quick_correction.player_named(session, args.player), args.reason.strip(), changes)
    session.add(entry)
    report_change(args, session, entry)
    return 0


def _text_state(data: JSON, lang: str) -> list[str]:
    en = lang == "en"
    phases = {"movement": ("Bewegung", "Movement"), "battle": ("Kampf", "Battle"), "recruit": ("Rekrutierung", "Recruiting")}
    phase = phases.get(data["phase"], (data["phase"], data["phase"]))[1 if en else 0]
    pact = (" · Pact" if en else " · Pakt") if data["pact"] else ""
    lines = [f"{'Round' if en else 'Runde'} {data['round']} · {data['mover']} · {phase}{pact}"]
    for p in data["players"]:
        lines.append(f"{p['name']:<12} {p['points']:>7} KP  {p['gems']:>5} LS  {p['victory_points']:>3} SP  "
                     f"Titan {p['titan_power'] if p['titan_power'] is not None else '—'}")
    for a in data["armies"]:
        lines.append(f"  {a['marker']:<20} {a['land']:<16} {', '.join(a['figures'])}")
    return lines
