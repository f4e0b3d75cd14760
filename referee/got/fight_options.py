"""What may be entered while a battle is recorded round by round (10.8, 11, 15.4, 16.2, 17, 18, 20).

Concrete entries (a reinforcement, a god call, a one-time ability, the end, a concession) are judged by
the engine's own check; the next round is a template listing the figures that may fall.
"""

from __future__ import annotations

from referee.core.option import Option
from referee.got.allowed import may_call_god, spells_for
from referee.got.catalog import catalog
from referee.got.events import AbilityUsed, BattleEnded, GodCalled, Reinforced, Side, TitanRevealed
from referee.got.fight import (
    ATT,
    DFN,
    copies,
    decided,
    reinforcement_due,
    several,
    standing,
    standing_copies,
    unused_abilities,
)
from referee.got.fight_values import value_of
from referee.got.kinds import OptionKind
from referee.got.numbers import NUMBERS
from referee.got.payloads import BattleRoundPayload, FigureValuesPayload, SpellPayload, StandingFigure
from referee.got.rolled import most_dice, strike_numbers
from referee.got.settle import Outcome
from referee.got.spellcast import round_marker_moves
from referee.got.state import NEUTRAL, Fight, GotState


def _most_dice(state: GotState, f: Fight) -> int:
    """The dice a throw of a figure standing in the battle may have at most (13.2; see referee.got.rolled)."""
    powers = [value_of(state, f, side, n, k).power for side in (ATT, DFN) for n, k in standing_copies(state, f, side)]
    return most_dice(max(powers, default=0))


def fight_candidates(state: GotState) -> list[Option]:
    """The options of the open battle, in the order of a round."""
    f = state.fight
    assert f is not None
    att_left, dfn_left = standing(state, f, ATT), standing(state, f, DFN)
    endings = ending_candidates(state)
    conceding = f.round > 0 and not decided(state, f)  # a concession comes after the next round's template
    out: list[Option] = [] if conceding else endings
    if not decided(state, f):
        nxt = f.next_round
        # round 1: only the attacker's strike phase, but the defender strikes back in it (11.1, 11.9, 13.1)
        out.append(Option.template(
            OptionKind.BATTLE_ROUND, f"Runde {nxt} eintragen", f"Enter round {nxt}", ("11.1", "11.9", "13.8"),
            payload=BattleRoundPayload(
                nxt, tuple(att_left), tuple(dfn_left),
                tuple({f"{s}:{n}" + (f":{k}" if several(state, f, s, n) else ""): h for s, n, k, h in f.damage}.items()),
                NUMBERS.battle.rounds, strike_numbers(), _most_dice(state, f))))
    if conceding:
        out += endings
    if reinforcement_due(f):
        owner = state.army(f.defender).owner
        pool = sorted(set(state.player(owner).pool.names())) if owner in {p.name for p in state.players} else []
        out += [Option.entry_of(OptionKind.REINFORCE, f"Nachrekrutieren: {n}", f"Reinforce: {n}", Reinforced(figure=n),
                                ("17.1", "17.2"))
                for n in pool if catalog().figure(n).is_creature]
    if f.god_chance == "open":
        gods = may_call_god(state, state.army(f.attacker))
        out += [Option.entry_of(OptionKind.CALL_GOD, f"{god} aus {source} rufen", f"Call {god} from {source}",
                                GodCalled(figure=god, from_marker=source), gods.sections) for god, source in gods.value]
    for side in (Side.ATTACKER, Side.DEFENDER):  # once per creature: two Plaques each once (16.2)
        for n, k in unused_abilities(state, f, side):
            number = k if several(state, f, side, n) else 0
            which = f"{n} {k}" if number else n
            out.append(Option.entry_of(OptionKind.ABILITY, f"{which}: einmalige Sonderfertigkeit", f"{which}: one-time ability",
                                       AbilityUsed(side=side, figure=n, number=number), ("16.2",)))
    for marker, opponent in ((f.attacker, f.defender), (f.defender, f.attacker)):
        spells = spells_for(state, marker, opponent)
        moves = tuple((s, tuple(round_marker_moves(s))) for s in spells.value if round_marker_moves(s))
        out.append(Option.template(OptionKind.SPELL, f"{marker}: Zauber", f"{marker}: spell", spells.sections,
                                   allowed=bool(spells.value), reason=(spells.why_de, spells.why_en),
                                   payload=SpellPayload(marker, opponent, tuple(spells.value), moves)))
    out += _values(state)
    if f.round == 0:  # before the battle a player may still show the Titan; a fought round shows it anyway (24.3)
        for marker in (f.attacker, f.defender):
            owner = state.army(marker).owner
            if owner != NEUTRAL and state.army(marker).has("Titan") and not state.player(owner).titan_revealed:
                out.append(Option.entry_of(OptionKind.REVEAL, f"{owner} legt den Titan offen", f"{owner} reveals the Titan",
                                           TitanRevealed(player=owner), ("24.3",)))
    return out


#: the ways to end a battle before its first round: flight, negotiation, concession (10.4–10.6, 10.8)
_BEFORE: tuple[tuple[Outcome, Side | None, str, str], ...] = (
    (Outcome.FLIGHT, None, "Der Verteidiger flieht", "The defender flees"),
    (Outcome.NEGOTIATED, Side.ATTACKER, "Verhandlung: Angreifer gewinnt", "Negotiated: attacker wins"),
    (Outcome.NEGOTIATED, Side.DEFENDER, "Verhandlung: Verteidiger gewinnt", "Negotiated: defender wins"),
    (Outcome.NEGOTIATED_DRAW, None, "Verhandlung: Unentschieden (beide zerschlagen)", "Negotiated draw (both destroyed)"),
    (Outcome.CONCESSION_BEFORE, Side.ATTACKER, "Verteidiger gibt auf", "The defender concedes"),
    (Outcome.CONCESSION_BEFORE, Side.DEFENDER, "Angreifer gibt auf", "The attacker concedes"),
    (Outcome.CONCESSION_BOTH_BEFORE, None, "Beide geben auf: Unentschieden", "Both concede: draw"))
#: the ways to end it once a round is fought and it is not decided: a concession (10.6)
_DURING: tuple[tuple[Outcome, Side | None, str, str], ...] = (
    (Outcome.CONCESSION_DURING, Side.ATTACKER, "Verteidiger gibt auf", "The defender concedes"),
    (Outcome.CONCESSION_DURING, Side.DEFENDER, "Angreifer gibt auf", "The attacker concedes"),
    (Outcome.CONCESSION_BOTH_DURING, None, "Beide geben auf: Unentschieden", "Both concede: draw"))


#: every way a battle ends by flight, negotiation or concession, fought or not: the after-the-fact entry's list of
#: what each would give (10.4–10.6; a way the engine refuses now is shown with its refusal)
AGREED_ENDINGS: tuple[tuple[Outcome, Side | None], ...] = (
    (Outcome.FLIGHT, None),
    *((o, w) for o in (Outcome.NEGOTIATED, Outcome.CONCESSION_BEFORE, Outcome.CONCESSION_DURING)
      for w in (Side.ATTACKER, Side.DEFENDER)),
    (Outcome.NEGOTIATED_DRAW, None), (Outcome.CONCESSION_BOTH_BEFORE, None), (Outcome.CONCESSION_BOTH_DURING, None))


def ending_candidates(state: GotState) -> list[Option]:
    """The ways to end the open battle now (kind ``battle_ended``), in the order of 10.8: before the first round
    flight, negotiation and concession; once decided the settlement as recorded (10.7, 20); else a concession
    (10.6). Each is a concrete entry, so :meth:`Engine.options` offers it only as the engine's check judges it."""
    f = state.fight
    assert f is not None
    ways: list[tuple[Outcome | None, Side | None, str, str, tuple[str, ...]]] = []
    if f.round == 0:
        ways += [(o, w, de, en, ("10.4", "10.5", "10.6", "10.8")) for o, w, de, en in _BEFORE]
    if decided(state, f):
        ways.append((None, None, "Kampf abrechnen", "Settle the battle", ("10.7", "20")))
    elif f.round > 0:
        ways += [(o, w, de, en, ("10.6",)) for o, w, de, en in _DURING]
    return [Option.entry_of(OptionKind.BATTLE_ENDED, de, en, BattleEnded(outcome=o, winner=w), sections)
            for o, w, de, en, sections in ways]


def _values(state: GotState) -> list[Option]:
    """Each standing figure's power and skill as the referee has them, with the reason: the template of the
    entry that sets the actual values where an ability or the land changes them (16.3–16.5, 12.7)."""
    f = state.fight
    assert f is not None
    figures: list[StandingFigure] = []
    for side in (ATT, DFN):
        left = set(standing_copies(state, f, side))
        for n, k in copies(state, f, side):
            if (n, k) not in left:
                continue
            v = value_of(state, f, side, n, k)
            figures.append(StandingFigure(Side(side), n, k if several(state, f, side, n) else 0, v.power, v.skill,
                                       v.why_de, v.why_en, v.entered, tuple(v.sections)))
    return [Option.template(OptionKind.FIGURE_VALUES, "Kampfwerte eintragen (mit Grund)", "Enter actual values (with a reason)",
                            ("16.3", "16.5", "12.7", "13.5"), payload=FigureValuesPayload(tuple(figures)))]

