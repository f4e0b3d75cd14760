"""``schriftfuehrer odds strike|duel|battle|spell``: Gods of Titan odds on the command line.

Figures are typed as ``Name[:power][@hazard][+damage]`` (e.g. ``Titan:7@bramble+2``).
"""

from __future__ import annotations

import argparse
import dataclasses
from fractions import Fraction

from referee.core.errors import InvalidInput
from referee.got import spells
from referee.got.fight import GOD_CALL_CHAPTER, REINFORCEMENT_CHAPTER
from referee.got.odds.abilities import FINAL_BLOW, REAPERS_CALL, final_blow_odds, reapers_call
from referee.got.odds.battle import battle_exact_odds, battle_odds
from referee.got.odds.carry import carry_odds
from referee.got.odds.context import ArmyContext, parse_context
from referee.got.odds.duel import DUEL_CHAPTER, STRIKE_BACK, duel_odds
from referee.got.odds.interpretations import ODDS_INTERPRETATIONS
from referee.got.odds.ranged import check_no_carry, rangestrike_odds
from referee.got.odds.rangestrike import RANGE
from referee.got.odds.setup import Stand
from referee.got.odds.specs import parse_army, parse_stand, split_hazard
from referee.got.odds.spells import MASTERS, area_spell, painchain
from referee.got.odds.strike import CARRY, DECLARED, STRIKE, strike_odds
from referee.got.odds.terrain import parse_hazard, parse_hexside
from referee.got.sections import TIME_LOSS_SECTION
from referee.got.side import Side
from ui.cli.common import whole
from ui.cli.output import JSON, Subparsers, emit_json


def register_odds(odds_sub: Subparsers) -> None:
    strike = odds_sub.add_parser("strike", help=f"GoT: {STRIKE.bilingual()}")
    _figures(strike)
    strike.add_argument("--damage", type=whole, default=None, help="Schaden des Ziels / damage the target has taken")
    strike.add_argument("--declared", type=whole, help=DECLARED.bilingual())
    strike.add_argument("--range", type=whole, help=RANGE.bilingual())
    strike.add_argument("--brambles", type=whole, default=0, help="durchschossene Gestrüppe / brambles crossed")
    strike.add_argument("--walls-up", type=whole, default=0, help="Mauern hinauf / walls crossed upwards")
    strike.add_argument("--strike-back", action="store_true", help=STRIKE_BACK.bilingual())
    strike.add_argument("--fear", action="store_true", help="Rückschlag unter Fear / strike-back under Fear")
    strike.add_argument("--cuff", action="store_true", help="Plaque setzt Cuff ein / Plaque uses Cuff")
    strike.add_argument("--reapers-call", action="store_true", help=REAPERS_CALL.cited())
    strike.add_argument("--final-blow", action="store_true", help=FINAL_BLOW.cited())
    strike.add_argument("--carry", action="append", default=[], metavar="FIGURE",
                        help=f"{CARRY.bilingual()}, repeatable")
    strike.add_argument("--carry-hexside", action="append", default=[], metavar="SIDE")
    strike.set_defaults(func=_strike)

    duel = odds_sub.add_parser("duel", help=f"GoT: Duell zweier Figuren / duel of two figures ({DUEL_CHAPTER})")
    _figures(duel)
    duel.add_argument("--damage", type=whole, default=None, help="Schaden des Verteidigers / defender's damage")
    duel.add_argument("--round", type=whole, default=1, help="aktuelle Kampfrunde / current battle round")
    duel.add_argument("--next", type=Side, choices=tuple(Side), default=Side.ATTACKER,
                      help="wessen Schlagphase folgt / whose strike phase is next")
    duel.add_argument("--attacker-ability-used", action="store_true")
    duel.add_argument("--defender-ability-used", action="store_true")
    duel.set_defaults(func=_duel)

    battle = odds_sub.add_parser("battle", help="GoT: Schlacht zweier Armeen / battle of two armies")
    battle.add_argument("--attacker", required=True, help="FIGURES: Ogre,Titan:7,Lion@bramble+2")
    battle.add_argument("--defender", required=True, help="FIGURES")
    battle.add_argument("--terrain", default="plain", help="Hazard aller Figuren ohne @ / hazard for all")
    battle.add_argument("--samples", type=whole, default=100_000)
    battle.add_argument("--seed", type=whole)
    battle.add_argument("--exact", action="store_true", help="exakt (kleine Schlachten) / exact DP (small)")
    battle.add_argument("--round", type=whole, default=1)
    battle.add_argument("--next", type=Side, choices=tuple(Side), default=Side.ATTACKER)
    battle.add_argument("--reinforcement", metavar="FIGURE", help="Nachrekrutierung in Runde 4 / reinforcement in "
                        f"round 4 ({REINFORCEMENT_CHAPTER})")
    battle.add_argument("--angel", metavar="FIGURE", help=f"gerufener Gott / called god ({GOD_CALL_CHAPTER})")
    _contexts(battle)
    battle.set_defaults(func=_battle)

    spell = odds_sub.add_parser("spell", help=f"GoT: Schadenszauber / damage spells ({spells.SECTION})")
    spell.add_argument("--spell", required=True, help="shockwave, quake, inferno, painchain")
    spell.add_argument("--target", action="append", required=True, metavar="FIGURE",
                       help="gegnerische Figur (Painchain: in Kettenfolge) / enemy figure, repeatable")
    spell.add_argument("--dice", type=whole, default=0, help="Painchain: Würfel / dice")
    spell.add_argument("--caster", help="Magiebegabter / caster")
    spell.add_argument("--masters-present", action="store_true", help=MASTERS.bilingual())
    spell.add_argument("--setting", action="append", default=[], metavar="ID=VALUE")
    spell.add_argument("--json", action="store_true")
    spell.set_defaults(func=_spell)


def _contexts(p: argparse.ArgumentParser) -> None:
    p.add_argument("--context", action="append", default=[], metavar="FLAG",
                   help="Angreifer-Armee / attacker's army: priest, priestess, warlord, vs-black, vs-element, "
                        "guardian=CLASS|N, necromancer=N, executer=N, homeland, darklord; a hazard name "
                        "(cloud, darkness, …) places the figure there")
    p.add_argument("--defender-context", action="append", default=[], metavar="FLAG")
    p.add_argument("--setting", action="append", default=[], metavar="ID=VALUE",
                   help="Auslegung / interpretation: " + ", ".join(i.id for i in ODDS_INTERPRETATIONS))
    p.add_argument("--json", action="store_true")


def _figures(p: argparse.ArgumentParser) -> None:
    p.add_argument("--attacker", required=True, help="FIGURE: Name[:power][@hazard][+damage]")
    p.add_argument("--defender", required=True, help="FIGURE")
    p.add_argument("--attacker-damage", type=whole, default=None)
    p.add_argument("--attacker-hazard")
    p.add_argument("--defender-hazard")
    p.add_argument("--hexside", default="none", help="slope-down, slope-up, wall-…, dune-…, cliff")
    p.add_argument("--attacker-landscaped", action="store_true", help=f"{spells.SECTION} Landscaping")
    p.add_argument("--defender-landscaped", action="store_true")
    _contexts(p)


def _settings(args: argparse.Namespace) -> dict[str, str]:
    out = {}
    for raw in args.setting:
        key, sep, value = raw.partition("=")
        if not sep:
            raise InvalidInput(f"Einstellung {raw!r}: ID=WERT erwartet.", f"Setting {raw!r}: ID=VALUE expected.")
        out[key.strip()] = value.strip()
    from referee.core.interpretation import validate_settings

    validate_settings(ODDS_INTERPRETATIONS, out)
    return out


def _stand(spec: str, hazard: str | None, ctx: ArmyContext, damage: int | None, landscaped: bool) -> Stand:
    s = parse_stand(spec, context=ctx)
    if hazard:
        s = dataclasses.replace(s, hazard=parse_hazard(hazard))
    if damage is not None:
        s = dataclasses.replace(s, damage=damage)
    return dataclasses.replace(s, landscaped=landscaped)


def _split(flags: list[str]) -> tuple[ArmyContext, str | None]:
    """Context flags and the hazard among them (the referee's reading, ``split_hazard``)."""
    return split_hazard(flags)


def _pair(args: argparse.Namespace) -> tuple[Stand, Stand]:
    actx, ahz = _split(args.context)
    dctx, dhz = _split(args.defender_context)
    att = _stand(args.attacker, args.attacker_hazard or ahz, actx, args.attacker_damage, args.attacker_landscaped)
    dfd = _stand(args.defender, args.defender_hazard or dhz, dctx, args.damage, args.defender_landscaped)
    return att, dfd


def _pct(p: Fraction | float) -> str:
    return f"{float(p) * 100:.2f} %"


def _strike(args: argparse.Namespace) -> int:
    att, dfd = _pair(args)
    settings = _settings(args)
    side = parse_hexside(args.hexside)
    if args.reapers_call:
        cost, mod = reapers_call(att, dfd)
        data: JSON = {"strike_number": None, "dice": 0, "p_hit": 1.0, "distribution": [],
                                "p_kill": 1.0, "expected_hits": 0.0, "self_damage": cost,
                                "modifiers": [mod.to_dict()]}
        return _print(args, data, [f"Reaper's Call: Ziel geschlagen / target dies; Deathbringer +{cost} Schaden/damage"])
    if args.final_blow:
        fb = final_blow_odds(att, dfd, side, settings=settings)
        return _print(args, fb.to_dict(), [
            f"Final Blow: Tötungschance / chance to kill {_pct(fb.p_kill)}",
            "Heilung / life regained: " + ", ".join(f"{k}: {_pct(p)}" for k, p in enumerate(fb.heal))])
    if args.range is not None:
        check_no_carry(args.carry)
        odds = rangestrike_odds(att, dfd, args.range, brambles=args.brambles, walls_up=args.walls_up,
                                settings=settings)
    else:
        odds = strike_odds(att, dfd, side, declared=args.declared, strike_back=args.strike_back,
                           feared=args.fear, cuff=args.cuff, settings=settings)
    data = odds.to_dict()
    lines = [
        f"Mindestwurf / strike number: {odds.strike_number} (natürlich / natural {odds.natural_strike_number})",
        f"Würfel / dice: {odds.dice}" + (f" × {odds.strikes}" if odds.strikes > 1 else ""),
        f"Trefferchance je Würfel / per die: {_pct(odds.p_hit)}",
        "Verteilung / distribution: " + ", ".join(f"{k}: {_pct(p)}" for k, p in enumerate(odds.distribution)),
        f"Lebenspunkte übrig / life left: {odds.life_left}; Tötungschance / chance to kill: {_pct(odds.p_kill)}",
        f"Erwartete Treffer / expected hits: {float(odds.expected_hits):.3f}",
    ]
    lines += [f"  § {m.section}: {m.de} / {m.en}" for m in odds.modifiers]
    lines += [f"  {n}" for n in odds.notes]
    if args.carry:
        carries = [parse_stand(c, context=dfd.context) for c in args.carry]
        c = carry_odds(att, dfd, carries, first_hexside=side,
                       carry_hexsides=[parse_hexside(s) for s in args.carry_hexside],
                       declared=args.declared, settings=settings)
        data["carry"] = c.to_dict()
        lines.append(f"Übertrag / carry at {c.declared}: " + ", ".join(
            f"{n}: {_pct(p)}" for n, p in zip([dfd.fighter.name] + [x.fighter.name for x in carries], c.p_kill, strict=True)))
    return _print(args, data, lines)


def _duel(args: argparse.Namespace) -> int:
    att, dfd = _pair(args)
    r = duel_odds(att, dfd, parse_hexside(args.hexside), start_round=args.round, next_phase=args.next,
                  attacker_ability_used=args.attacker_ability_used,
                  defender_ability_used=args.defender_ability_used, settings=_settings(args))
    lines = [f"Angreifer gewinnt / attacker wins: {_pct(r.attacker_wins)}",
             f"Verteidiger gewinnt / defender wins: {_pct(r.defender_wins)}",
             f"beide geschlagen / both dead: {_pct(r.mutual)}",
             f"Zeitablauf / time loss ({TIME_LOSS_SECTION}): {_pct(r.timeout)}",
             f"erwartete Runden / expected rounds: {float(r.expected_rounds):.3f}"]
    return _print(args, r.to_dict(), lines)


def _battle(args: argparse.Namespace) -> int:
    hz = parse_hazard(args.terrain)
    actx, dctx = parse_context(args.context), parse_context(args.defender_context)  # per-figure hazards use @
    attackers = parse_army(args.attacker, hazard=hz, context=actx)
    defenders = parse_army(args.defender, hazard=hz, context=dctx)
    extra: JSON = {
        "start_round": args.round, "next_phase": args.next, "settings": _settings(args),
        "reinforcement": parse_stand(args.reinforcement, hazard=hz, context=dctx) if args.reinforcement else None,
        "angel": parse_stand(args.angel, hazard=hz, context=actx) if args.angel else None,
    }
    if args.exact:
        r = battle_exact_odds(attackers, defenders, **extra)
    else:
        r = battle_odds(attackers, defenders, samples=args.samples, seed=args.seed, **extra)
    words = {"attacker_wins": "Angreifer gewinnt / attacker wins", "defender_wins": "Verteidiger gewinnt / defender wins",
             "mutual": "beide geschlagen / both dead", "timeout": f"Zeitablauf / time loss ({TIME_LOSS_SECTION})"}
    lines = [f"{words[k]}: {_pct(getattr(r, k))}" + (f"  [95 %: {_pct(r.ci95[k][0])} – {_pct(r.ci95[k][1])}]"
                                                      if r.samples else "") for k in words]
    lines += [f"erwartete Punkte / expected points: Angreifer / attacker {r.expected_points_attacker:.2f}, "
              f"Verteidiger / defender {r.expected_points_defender:.2f}",
              f"erwartete Überlebende / expected survivors: Angreifer / attacker {r.expected_survivors_attacker:.2f}, "
              f"Verteidiger / defender {r.expected_survivors_defender:.2f}",
              f"Stichproben / samples: {r.samples or 'exakt / exact'}"]
    return _print(args, r.to_dict(), lines)


def _spell(args: argparse.Namespace) -> int:
    targets = [parse_stand(t) for t in args.target]
    caster = parse_stand(args.caster).fighter if args.caster else None
    settings = _settings(args)
    if args.spell.strip().lower() == "painchain":
        r = painchain(args.dice, targets, caster=caster, masters_present=args.masters_present, settings=settings)
    else:
        r = area_spell(args.spell, targets, caster=caster, masters_present=args.masters_present, settings=settings)
    lines = [f"{t.name}: Mindestwurf / strike number {t.strike_number}, kill {_pct(t.p_kill)}"
             + (f", reached {_pct(t.p_reached)}" if r.spell == "painchain" else "") for t in r.targets]
    lines.append(f"erwartete Tote / expected kills: {float(r.expected_kills):.3f}")
    return _print(args, r.to_dict(), lines)


def _print(args: argparse.Namespace, data: JSON, lines: list[str]) -> int:
    if args.json:
        emit_json(data)
    else:
        print("\n".join(lines))
    return 0
