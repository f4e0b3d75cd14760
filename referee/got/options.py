"""What the Mover may enter now, as :class:`~referee.core.option.Option` s (the engine checks each).

Every concrete candidate (end of turn, a recruit, a flight, a negotiation, a concession, a god call,
revealing the Titan) is judged by :meth:`GotEngine.check` — the same ``apply`` that journals it — so
an option offered is an entry accepted.  The fought battle and the benefits are templates with the
legal values the scribe picks from.

>>> from referee.got.engine import GotEngine
>>> from referee.got.events import GameSetup, PlayerSetup
>>> e = GotEngine()
>>> s = e.replay([GameSetup(players=(PlayerSetup("A", "titan", "Rot", 1),
...     PlayerSetup("B", "titan", "Blau", 2), PlayerSetup("C", "titan", "Gelb", 3)))])
>>> [(str(o.kind), o.allowed, o.sections) for o in e.options(s) if o.kind is OptionKind.END_TURN]
[('end_turn', False, ('8.6', '5.8'))]
>>> [o.payload_of(MovementPayload).armies for o in e.options(s) if o.kind is OptionKind.MOVEMENT]
[('Rot 1', 'Rot 2')]
"""

from __future__ import annotations

from referee.core.option import Option
from referee.got.allowed import benefits_in_force, may_call_god, open_battles, spells_for
from referee.got.checks import recruit_query
from referee.got.events import BattleOpened, BattleSettled, CalledGod, Recruit, Side, TitanRevealed, TurnEnded, Via
from referee.got.fight_options import fight_candidates
from referee.got.kinds import OptionKind
from referee.got.movement_end import movement_problems, still_to_move
from referee.got.payloads import ArmyBlockedPayload, BenefitsPayload, FightPayload, MovementPayload
from referee.got.recruit import recruit_options
from referee.got.settle import Outcome
from referee.got.special_options import end_battle_candidates, special_candidates
from referee.got.state import GotState, Phase, Role

_OUTCOMES: tuple[tuple[Outcome, Side | None, str, str], ...] = (
    (Outcome.FLIGHT, None, "Flucht des Verteidigers", "the defender flees"),
    (Outcome.NEGOTIATED, Side.ATTACKER, "Verhandlung: Angreifer gewinnt", "negotiated: attacker wins"),
    (Outcome.NEGOTIATED, Side.DEFENDER, "Verhandlung: Verteidiger gewinnt", "negotiated: defender wins"),
    (Outcome.CONCESSION_BEFORE, Side.ATTACKER, "Verteidiger gibt vor der Schlacht auf",
     "the defender concedes before the battle"),
    (Outcome.CONCESSION_BEFORE, Side.DEFENDER, "Angreifer gibt vor der Schlacht auf",
     "the attacker concedes before the battle"),
    (Outcome.NEGOTIATED_DRAW, None, "Verhandlung: Unentschieden (beide zerschlagen)", "negotiated draw (both destroyed)"),
    (Outcome.CONCESSION_BOTH_BEFORE, None, "beide geben vor der Schlacht auf: Unentschieden",
     "both concede before the battle: draw"),
)


def candidates(state: GotState) -> list[Option]:
    """The entries worth offering now, in the order of a turn: battles, recruits, reveal, end of turn."""
    if not state.started or state.winner is not None or state.ended:
        return []
    if state.fight is not None:
        return fight_candidates(state)
    if state.end_battle is not None:
        return end_battle_candidates(state)
    out: list[Option] = []
    for att, dfn in open_battles(state):
        out.append(Option.entry_of(OptionKind.BATTLE_OPENED, f"{att} ⚔ {dfn}: Kampf beginnen", f"{att} ⚔ {dfn}: begin the battle",
                                   BattleOpened(attacker=att, defender=dfn), ("10.1", "10.3", "10.8")))
        out += _battle(state, att, dfn)
    mover = state.mover_player
    for army in state.armies_of(mover.name):
        answer = recruit_options(recruit_query(state, army))
        for o in answer.options:
            inferred = o.provenance != "text"
            out.append(Option.entry_of(
                OptionKind.RECRUIT, f"{army.marker} rekrutiert {o.figure} ({o.via}, {o.provenance})",
                f"{army.marker} recruits {o.figure} ({o.via}, {o.provenance})",
                Recruit(marker=army.marker, figure=o.figure, via=Via(o.via), sacrifice=o.sacrifice),
                o.sections + (("22.3",) if inferred else ())))
    if mover.role is Role.TITAN and not mover.titan_revealed:
        out.append(Option.entry_of(OptionKind.REVEAL, f"{mover.name} legt den Titan offen", f"{mover.name} reveals the Titan",
                                   TitanRevealed(player=mover.name), ("24.3",)))
    for p in state.players:
        if not p.eliminated:
            b = benefits_in_force(state, p.name)
            out.append(Option.template(OptionKind.BENEFITS, f"Siegpunkt-Vorteile von {p.name}",
                                       f"Victory-point benefits of {p.name}", b.sections,
                                       payload=BenefitsPayload(p.name, tuple(b.value), b.why("en")), facts_only=True))
    if state.phase is Phase.MOVEMENT:
        out += _movement(state)
    out += special_candidates(state)  # teleports, spying, darkening, markers, Titan revived, end battle, giving up
    out.append(Option.entry_of(OptionKind.END_TURN, f"{mover.name}: Zugende", f"{mover.name}: end of turn",
                               TurnEnded(player=mover.name), ("6.5",)))
    return out


def _movement(state: GotState) -> list[Option]:
    """What keeps the movement phase from ending (6.2, 8.4, 8.6, 25.6): the armies to move, and the
    entry for an army under forced move that cannot move at all (the board is not known)."""
    problems = movement_problems(state)
    if not problems:
        return []
    armies = list(dict.fromkeys(m for p in problems for m in p.markers))
    sections = tuple(dict.fromkeys(s for p in problems for s in p.sections))
    out = [Option.template(OptionKind.MOVEMENT, "Noch zu ziehen", "Still to move", sections, allowed=False,
                           reason=(" ".join(p.de for p in problems), " ".join(p.en for p in problems)),
                           payload=MovementPayload(tuple(armies)))]
    for army in still_to_move(state):
        out.append(Option.template(OptionKind.ARMY_BLOCKED, f"{army.marker} kann nicht ziehen (Grund angeben)",
                                   f"{army.marker} cannot move (give the reason)", ("8.4", "23.5"),
                                   payload=ArmyBlockedPayload(army.marker)))
    return out


def _battle(state: GotState, att: str, dfn: str) -> list[Option]:
    out = [Option.entry_of(OptionKind.BATTLE, f"{att} ⚔ {dfn}: {de}", f"{att} ⚔ {dfn}: {en}",
                           BattleSettled(attacker=att, defender=dfn, outcome=outcome, winner=winner), ("10.4", "10.5", "10.6"))
           for outcome, winner, de, en in _OUTCOMES]
    gods = may_call_god(state, state.army(att))
    for god, source in gods.value:
        out.append(Option.entry_of(
            OptionKind.CALL_GOD, f"{att} ruft {god} aus {source} und gewinnt die Schlacht",
            f"{att} calls {god} from {source} and wins the battle",
            BattleSettled(attacker=att, defender=dfn, outcome=Outcome.FOUGHT, winner=Side.ATTACKER,
                          called_god=CalledGod(figure=god, from_marker=source)), gods.sections))
    spells = spells_for(state, att, dfn)
    out.append(Option.template(
        OptionKind.FIGHT, f"{att} ⚔ {dfn}: Schlacht", f"{att} ⚔ {dfn}: battle", ("10.7", "11", "20"),
        payload=FightPayload(att, dfn, tuple(Outcome), tuple(Side), tuple(gods.value), tuple(spells.value))))
    return out
