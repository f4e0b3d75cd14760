"""Who may fight whom, who lost, and which gods may be chosen (8.3, 10.1, 20.4, 21.3, 23.5).

>>> gods_assignment(590, 610, ["Archangel"])
((600, 'Archangel'),)
>>> gods_assignment(1750, 2010, ["Necromancer", "Angel"])
((1800, 'Necromancer'), (2000, 'Angel'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from referee.core.errors import RuleViolation
from referee.core.refusal import mark, refuse
from referee.got.catalog import FigureClass, catalog
from referee.got.events import BattleSettled, Side
from referee.got.gods import GOD_STEP, GODS_SECTIONS, gods_reached
from referee.got.numbers import NUMBERS
from referee.got.readings import BattleReveals
from referee.got.sections import REINFORCE_SECTION, REVEAL_SECTION, TIME_LOSS_SECTION, TITAN_IMMUNITY_SECTION
from referee.got.settle import DRAWS, Outcome, outcome_name
from referee.got.state import NEUTRAL, Army, GotState, Phase, Role

#: outcomes of a battle fought on the battlefield: every figure was shown (10.3, 24.3)
FOUGHT_OUTCOMES = frozenset({Outcome.FOUGHT, Outcome.CONCESSION_DURING, Outcome.MUTUAL, Outcome.TIMEOUT,
                             Outcome.CONCESSION_BOTH_DURING})


def masters_in(figures: Iterable[str]) -> list[str]:
    return [n for n in figures if catalog().figure(n).klass is FigureClass.MASTER]


def is_sea_army(army: Army) -> bool:
    """An army of sea creatures only, on Coast or Sea: once ashore it counts as a land army (3.10, 8.3, 27.4)."""
    if not army.land.terrain.is_sea:
        return False
    return all(catalog().figure(n).sea or catalog().figure(n).amphibious for n in army.figures.names())


def reveal_titans(state: GotState, *armies: Army) -> GotState:
    """A fought battle shows every figure (10.3): a Titan in one of ``armies`` stays revealed for the rest of the
    game (24.3; interpretation ``got.battle_reveals``; ``entered``, the reading of games set up before it: only
    an entry reveals a Titan)."""
    if state.reading(BattleReveals) is BattleReveals.ENTERED:
        return state
    for a in armies:
        if a.owner != NEUTRAL and a.has("Titan") and not state.player(a.owner).titan_revealed:
            if state.readings_untold:
                mark("got.battle_rules.battle_reveals_titan", RuleViolation(
                    f"Diese Schlacht legt den Titan von {a.owner} offen (Auslegung „Eine Schlacht deckt den Titan "
                    "auf“); ob die Version, die die Partie schrieb, ihn verdeckt ließ, sagt das Journal nicht.",
                    f"This battle reveals {a.owner}'s Titan (interpretation 'A battle reveals the Titan'); whether the "
                    "version that wrote the game left it hidden, the journal does not tell.", sections=(REVEAL_SECTION,)),
                     item=a.marker)
            state = state.with_player(state.player(a.owner).copy_with(titan_revealed=True))
    return state


def check_may_fight(state: GotState, att: Army, dfn: Army) -> None:
    """The two armies stand on one land, belong to different sides and may fight (8.3, 10.1, 10.2, 23.5)."""
    if att.land.label != dfn.land.label:
        refuse("got.battle_rules.not_same_land",
               RuleViolation(f"{att.marker} und {dfn.marker} stehen nicht auf demselben Land.",
                             f"{att.marker} and {dfn.marker} are not on the same land.", sections=("10.1",)))
    if att.owner == dfn.owner:
        refuse("got.battle_rules.one_own_armies",
               RuleViolation("Eigene Armeen kämpfen nicht gegeneinander.", "One's own armies never fight each other.",
                             sections=("10.1",)))
    if att.owner != state.mover_player.name:
        refuse("got.battle_rules.attacker_always_mover",
               RuleViolation(f"Angreifer ist immer der Mover ({state.mover_player.name}).",
                             f"The attacker is always the Mover ({state.mover_player.name}).", sections=("10.1",)))
    if state.phase is Phase.RECRUIT:
        refuse("got.battle_rules.no_battles_after_recruiting",
               RuleViolation("Nach der Rekrutierungsphase wird nicht mehr gekämpft.",
                             "No battles after the recruiting phase began.", sections=("6.1",)))
    done = [a.marker for a in (att, dfn) if a.marker in state.fought]
    if done:
        refuse("got.battle_rules.already_fought_battle",
               RuleViolation(f"{', '.join(done)} hat in dieser Kampfphase schon gekämpft: ein Kampf je Armee.",
                             f"{', '.join(done)} already fought in this battle phase: one battle per army.",
                             sections=("10.2",)))
    if state.pact_in_force:
        last = NUMBERS.movement.non_aggression_rounds
        refuse("got.battle_rules.non_aggression_pact",
               RuleViolation(f"Nichtangriffspakt bis Ende der {last}. Runde (jetzt Runde {state.round}).",
                             f"Non-aggression pact until the end of round {last} (now round {state.round}).",
                             sections=(PACT_SECTION, "27.1")))
    if is_sea_army(att) and is_sea_army(dfn):
        refuse("got.battle_rules.sea_armies_never_fight",
               RuleViolation("See-Armeen kämpfen nie gegeneinander.", "Sea armies never fight each other.",
                             sections=(PACT_SECTION,)))
    if not state.darklord_appeared and dfn.owner != NEUTRAL:
        roles = {state.player(att.owner).role, state.player(dfn.owner).role}
        titan_army = [a for a in (att, dfn) if a.owner != NEUTRAL and state.player(a.owner).role is Role.TITAN
                      and ({"Titan", "Phantom"} & set(a.figures.names()))]
        if Role.DARKLORD in roles and titan_army:
            refuse("got.battle_rules.titan_phantom_armies",
                   RuleViolation("Titan- und Phantom-Armeen und schwarze Armeen greifen sich vor dem Dark-Titan nicht an.",
                                 "Titan and Phantom armies and black armies do not attack each other before the "
                                 "Dark-Titan appears.", sections=(TITAN_IMMUNITY_SECTION,)))
    if dfn.owner == NEUTRAL and state.player(att.owner).role is Role.DARKLORD and not state.darklord_appeared:
        refuse("got.battle_rules.black_armies_attack",
               RuleViolation("Schwarze Armeen greifen neutrale Tower erst nach dem Dark-Titan an.",
                             "Black armies attack neutral towers only after the Dark-Titan appeared.",
                             sections=("25.2",)))


def sides(ev: BattleSettled) -> tuple[Side | None, Side | None]:
    """(winner, loser) of a battle, checking ``winner`` against the outcome (20.4, 11.8); a draw has none."""
    if ev.outcome in DRAWS:
        if ev.winner is not None:
            refuse("got.battle_rules.draw_no_winner",
                   RuleViolation("Bei einem Unentschieden gibt es keinen Sieger.", "A draw has no winner.",
                                 sections=("20.4",)))
        return None, None
    forced = {Outcome.FLIGHT: Side.ATTACKER, Outcome.TIMEOUT: Side.DEFENDER}.get(ev.outcome)
    winner = ev.winner or forced
    if winner is None:
        draw = {Outcome.NEGOTIATED: Outcome.NEGOTIATED_DRAW, Outcome.CONCESSION_BEFORE: Outcome.CONCESSION_BOTH_BEFORE,
                Outcome.CONCESSION_DURING: Outcome.CONCESSION_BOTH_DURING}.get(ev.outcome)
        refuse("got.battle_rules.who_won_give_winner",
               RuleViolation(f"Wer hat gewonnen ({outcome_name(ev.outcome, 'de')})? Bitte den Sieger angeben"
                             + (f" — oder „{outcome_name(draw, 'de')}“, wenn beide Armeen zerschlagen werden." if draw
                                else "."),
                             f"Who won ({outcome_name(ev.outcome, 'en')})? Please give the winner"
                             + (f" — or '{outcome_name(draw, 'en')}' when both armies are destroyed." if draw else "."),
                             sections=("20.1", *(("10.5", "10.6") if draw else ()))))
    if forced is not None and winner is not forced:
        refuse("got.battle_rules.flight_won_attacker", RuleViolation(
            "Bei Flucht gewinnt der Angreifer, beim Zeit-Sieg der Verteidiger.",
            "A flight is won by the attacker, a time loss by the defender.", sections=("10.4", TIME_LOSS_SECTION)))
    return winner, Side.DEFENDER if winner is Side.ATTACKER else Side.ATTACKER


#: endings before the attacker placed a figure on the battlefield (10.4–10.6, 10.8): no round was fought
BEFORE_BATTLE = frozenset({Outcome.FLIGHT, Outcome.NEGOTIATED, Outcome.CONCESSION_BEFORE, Outcome.NEGOTIATED_DRAW,
                           Outcome.CONCESSION_BOTH_BEFORE})


def check_reinforcement_ending(outcome: Outcome, winner: Side | None) -> None:
    """May the defender reinforce after a battle that ended so (17.1, 17.2)? The one check of both ways of entering
    a battle (round by round and in one step): not after a flight or a concession before the battle — the attacker
    who gives up before placing a figure leaves the defender no reinforcement (17.2) — and before the battle only
    after a negotiation the defender won (17.2). A battle fought on the battlefield keeps its reinforcement.

    >>> check_reinforcement_ending(Outcome.NEGOTIATED, Side.DEFENDER)
    >>> try:
    ...     check_reinforcement_ending(Outcome.CONCESSION_BEFORE, Side.DEFENDER)
    ... except RuleViolation as e:
    ...     e.sections
    ('17.2', '10.8')
    """
    if outcome not in BEFORE_BATTLE or (outcome is Outcome.NEGOTIATED and winner is Side.DEFENDER):
        return
    if outcome is Outcome.CONCESSION_BEFORE and winner is Side.DEFENDER:
        refuse("got.battle_rules.when_attacker_concedes",
               RuleViolation("Gibt der Angreifer auf, bevor er eine Figur auf das Schlachtfeld gestellt hat, "
                             "rekrutiert der Verteidiger nicht nach.",
                             "When the attacker concedes before placing a figure on the battlefield, the defender does "
                             "not reinforce.", sections=("17.2", "10.8")))
        return  # a stored entry: the one refusal is noted
    rnd = NUMBERS.battle.reinforcement_round
    refuse("got.battle_rules.reinforcement_only_once",
           RuleViolation(f"Nachrekrutieren nur, wenn die Schlacht begonnen hat (Verteidiger, {rnd}. Runde), oder "
                         f"nach einer Verhandlung, die der Verteidiger gewinnt ({outcome_name(outcome, 'de')}).",
                         f"Reinforcement only once the battle has begun (defender, round {rnd}) or after a negotiation "
                         f"the defender wins ({outcome_name(outcome, 'en')}).",
                         sections=(REINFORCE_SECTION, "17.2")))


def gods_assignment(before: Fraction | int, after: Fraction | int, chosen: Sequence[str]) -> tuple[tuple[int, str], ...]:
    """Match each chosen god to a multiple of 200 reached that allows it (21.3); refuse otherwise."""
    steps = gods_reached(before, after)
    if len(chosen) > len(steps):
        refuse("got.battle_rules.gods_chosen_but_only_multiples",
               RuleViolation(f"{len(chosen)} Götter gewählt, aber nur {len(steps)} Vielfache von {GOD_STEP} erreicht.",
                             f"{len(chosen)} gods chosen but only {len(steps)} multiples of {GOD_STEP} reached.",
                             sections=GODS_SECTIONS))

    def match(i: int, used: frozenset[int]) -> tuple[tuple[int, str], ...] | None:
        if i == len(chosen):
            return ()
        for j, step in enumerate(steps):
            if j not in used and chosen[i] in step.choices:
                rest = match(i + 1, used | {j})
                if rest is not None:
                    return ((step.multiple, chosen[i]), *rest)
        return None

    found = match(0, frozenset())
    if found is None:
        offered = "; ".join(f"{s.multiple}: {'/'.join(s.choices)}" for s in steps) or "-"
        refuse("got.battle_rules.these_gods_not_fit",
               RuleViolation(f"Diese Götter passen nicht zu den erreichten Vielfachen ({offered}).",
                             f"These gods do not fit the multiples reached ({offered}).", sections=("21.3",)))
        return ()
    return tuple(sorted(found))

#: the non-aggression pact through round 10 (the section the app shows)
PACT_SECTION = "8.3"
