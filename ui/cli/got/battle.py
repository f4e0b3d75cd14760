"""``schriftfuehrer got battle ID``: the battle being recorded — both armies, the round, what may come
next, the choices of its end with their legal values, and the live odds (``--odds``).

Entries are made with ``schriftfuehrer game add ID JSON`` (``got.battle_opened``, ``got.battle_round``,
``got.reinforced``, ``got.god_called``, ``got.ability_used``, ``got.spell_used``, ``got.figure_values``,
``got.battle_ended`` …). Where several figures of a kind fight, the listing numbers them (``Plaque 2``) and the
entries name the number (``"number": 2``; a round's ``"copies"``); a value marked ``*`` differs from the printed
one, with the reason below (16.5, 24.2), and ``got.figure_values`` enters the table's actual value with a reason.
"""

from __future__ import annotations

import argparse
import dataclasses

from referee.core.errors import RuleViolation
from referee.got.view import GotState
from ui.cli.common import lang_of, open_game, whole
from ui.cli.output import JSON, Subparsers, emit_json
from ui.service.got.battle import end_choices, fight_view, live_odds, pending_battles, summary_of


def add_command(gsub: Subparsers) -> None:
    p = gsub.add_parser("battle", help="laufender Kampf, Wahlmöglichkeiten, Chancen / the battle being recorded")
    p.add_argument("game_id", type=whole)
    p.add_argument("--odds", action="store_true", help="Chancen ab dem jetzigen Stand / live odds")
    p.add_argument("--seed", type=whole, default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_battle)


def _battle(args: argparse.Namespace) -> int:
    game = open_game(args, args.game_id, game="got").typed(GotState)
    view = fight_view(game)
    data: JSON = {"game_id": game.id, "pending": [list(b) for b in pending_battles(game)], "battle": None}
    if view is not None:
        data["battle"] = dataclasses.asdict(view)
        if view.decided:
            try:
                data["choices"] = summary_of(end_choices(game))
            except RuleViolation as exc:
                data["choices_refused"] = {"message": exc.message(lang_of(args)), "sections": list(exc.sections)}
        if args.odds:
            odds = live_odds(game, seed=args.seed)
            data["odds"] = None if odds is None else odds.to_dict()
    if args.json:
        emit_json(data)
        return 0
    en = lang_of(args) == "en"
    if view is None:
        pending = ", ".join(f"{a} ⚔ {d}" for a, d in pending_battles(game)) or "—"
        print(("Pending battles: " if en else "Offene Kämpfe: ") + pending)
        return 0
    print(f"{view.attacker} ⚔ {view.defender} · {view.land} · " + (f"round {view.round}/{view.last_round}" if en
                                                                    else f"Runde {view.round}/{view.last_round}"))
    if view.next_round != view.round + 1 and not view.decided:
        print(("  next round (Timewarp): " if en else "  nächste Runde (Timewarp): ") + str(view.next_round))
    sides = (("attacker" if en else "Angreifer", view.attackers), ("defender" if en else "Verteidiger", view.defenders))
    notes: list[str] = []
    for title, side in sides:
        print(f"  {title}: " + ", ".join(f"{f.label} {f.power}/{f.skill}" + ("*" if f.why[0] else "")
                                         + (f" †{f.beaten_in}" if f.beaten_in else "")
                                         + (f" ({f.hits})" if f.hits else "") + (" ✚✓" if f.ability_used else "")
                                         for f in side))
        notes += [f"    * {f.label}: {f.why[1] if en else f.why[0]}" for f in side if f.why[0] and f.beaten_in is None]
    for line in dict.fromkeys(notes):  # why a value differs from the printed one (16.5, 24.2) or as the scribe entered it
        print(line)
    if view.reinforcement_due:
        sections = ", ".join(view.reinforcement_sections)
        print(f"  the defender may reinforce now ({sections})" if en
              else f"  der Verteidiger darf jetzt nachrekrutieren ({sections})")
    if "choices" in data:
        print(("Choices: " if en else "Wahlmöglichkeiten: ") + str(data["choices"]))
    if data.get("odds"):
        o = data["odds"]
        print(f"  {o['attacker_wins']:.1%} / {o['defender_wins']:.1%} / {o['mutual']:.1%} / {o['timeout']:.1%}")
    return 0
