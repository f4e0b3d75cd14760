"""What may be entered while a battle is recorded round by round (10.8, 11, 15.4, 16.2, 17, 18, 20).

Concrete entries (a reinforcement, a god call, a one-time ability, the end, a concession) are judged by
the engine's own check; the next round is a template listing the figures that may fall.
"""

from __future__ import annotations

from referee.core.option import Option
from referee.got.catalog import catalog
from referee.got.events import AbilityUsed, BattleEnded, GodCalled, Reinforced, Side
from referee.got.fight import ATT, DFN, decided, standing
from referee.got.numbers import NUMBERS
from referee.got.options import may_call_god, spells_for
from referee.got.settle import Outcome
from referee.got.state import GotState


def fight_candidates(state: GotState) -> list[Option]:
    """The options of the open battle, in the order of a round."""
    f = state.fight
    assert f is not None
    att_left, dfn_left = standing(state, f, ATT), standing(state, f, DFN)
    out: list[Option] = []
    if f.round == 0:
        for outcome, winner, de, en in (
                (Outcome.FLIGHT, None, "Der Verteidiger flieht", "The defender flees"),
                (Outcome.NEGOTIATED, Side.ATTACKER, "Verhandlung: Angreifer gewinnt", "Negotiated: attacker wins"),
                (Outcome.NEGOTIATED, Side.DEFENDER, "Verhandlung: Verteidiger gewinnt", "Negotiated: defender wins"),
                (Outcome.CONCESSION_BEFORE, Side.ATTACKER, "Verteidiger gibt auf", "The defender concedes"),
                (Outcome.CONCESSION_BEFORE, Side.DEFENDER, "Angreifer gibt auf", "The attacker concedes")):
            out.append(Option.entry_of("battle_ended", de, en, BattleEnded(outcome=outcome, winner=winner),
                                       ("10.4", "10.5", "10.6", "10.8")))
    if decided(state, f):
        out.append(Option.entry_of("battle_ended", "Kampf abrechnen", "Settle the battle", BattleEnded(), ("10.7", "20")))
    else:
        nxt = f.round + 1
        out.append(Option.template(
            "battle_round", f"Runde {nxt} eintragen", f"Enter round {nxt}", ("11.1", "13.8"), round=nxt,
            attacker_may_fall=[] if nxt == 1 else att_left, defender_may_fall=dfn_left,
            damage={f"{s}:{n}": h for s, n, h in f.damage}, last_round=NUMBERS.battle.rounds))
        if f.round > 0:
            out += [Option.entry_of("battle_ended", de, en, BattleEnded(outcome=Outcome.CONCESSION_DURING, winner=w),
                                    ("10.6",))
                    for w, de, en in ((Side.ATTACKER, "Verteidiger gibt auf", "The defender concedes"),
                                      (Side.DEFENDER, "Angreifer gibt auf", "The attacker concedes"))]
    if f.round == NUMBERS.battle.reinforcement_round - 1 and f.reinforcement is None:
        owner = state.army(f.defender).owner
        pool = sorted(set(state.player(owner).pool.names())) if owner in {p.name for p in state.players} else []
        out += [Option.entry_of("reinforce", f"Nachrekrutieren: {n}", f"Reinforce: {n}", Reinforced(figure=n), ("17.1", "17.2"))
                for n in pool if catalog().figure(n).is_creature]
    if f.god_chance == "open":
        gods = may_call_god(state, state.army(f.attacker))
        out += [Option.entry_of("call_god", f"{god} aus {source} rufen", f"Call {god} from {source}",
                                GodCalled(figure=god, from_marker=source), gods.sections) for god, source in gods.value]
    for side, left in ((Side.ATTACKER, att_left), (Side.DEFENDER, dfn_left)):
        for n in sorted(set(left)):
            if catalog().figure(n).one_time and (side.value, n) not in f.abilities:
                out.append(Option.entry_of("ability", f"{n}: einmalige Sonderfertigkeit", f"{n}: one-time ability",
                                           AbilityUsed(side=side, figure=n), ("16.2",)))
    for marker, opponent in ((f.attacker, f.defender), (f.defender, f.attacker)):
        spells = spells_for(state, marker, opponent)
        out.append(Option.template("spell", f"{marker}: Zauber", f"{marker}: spell", spells.sections,
                                   allowed=bool(spells.value), reason=(spells.why_de, spells.why_en),
                                   marker=marker, opponent=opponent, spells=list(spells.value)))
    return out
