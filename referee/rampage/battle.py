"""An attack event applied to the table: special attacks of the appendix and the game's end.

Works from the values the scribe entered as the cards were revealed (see
:mod:`referee.rampage.attack`).  Special attacks: Bogenschütze ignores the gate,
a Tunnelgräber in the display lets the attacker choose, Pfeilhagel is two
attacks (gate without spill, then the castle with 3), Letztes Aufgebot reduces,
the Narr's combined attack on the castle decides the game, the Beschwörer
attacks both players ("anhang", "spielende").

>>> plan_targets("archer", gate=3, tunneler=False, wanted="auto")
'castle'
"""

from __future__ import annotations

from referee.core.errors import InvalidInput, RuleViolation
from referee.core.field import Field
from referee.core.frozen import replace
from referee.core.refusal import refuse
from referee.rampage.attack import Outcome, resolve
from referee.rampage.events import Attack
from referee.rampage.readings import Robber, SaboteurBonus
from referee.rampage.rules import card
from referee.rampage.state import Phase, RampageState, Side


def _arrow_castle() -> int:
    value = card("Pfeilhagel").castle_attack
    assert value is not None
    return value


#: the Pfeilhagel's second attack, on the castle (anhang.pfeilhagel)
ARROW_CASTLE = _arrow_castle()


def plan_targets(special: str, *, gate: int, tunneler: bool, wanted: str) -> str:
    """Where an attack starts: ``gate`` (spilling to the castle) or ``castle`` ("angriffe")."""
    if special in ("archer", "fool"):
        if wanted == "gate":
            refuse("rampage.battle.attack_must_skip",
                   RuleViolation("Dieser Angriff muss das Tor übergehen.", "This attack must skip the gate.",
                                 sections=("anhang.bogenschuetze", "anhang.narr")))
        return "castle"
    if wanted == "castle" and gate > 0 and not tunneler:
        refuse("rampage.battle.while_gate_cards",
               RuleViolation("Solange das Tor Karten hat, richtet sich ein Angriff gegen das Tor "
                             "(außer Tunnelgräber, Bogenschütze).",
                             "While the gate has cards an attack targets the gate (except tunneler, archer).",
                             sections=("angriffe", "anhang.tunnelgraeber")))
    return "castle" if wanted == "castle" else "gate"


def _pay(side: Side, n: int, section: str) -> Side:
    if side.hand < n:
        refuse("rampage.battle.only_hand_cards",
               RuleViolation(f"{side.name} hat nur {side.hand} Handkarten, gebraucht: {n}.",
                             f"{side.name} has only {side.hand} hand cards, needed: {n}.", sections=(section,)))
    return replace(side, hand=side.hand - n)


def _hit(side: Side, out: Outcome) -> Side:
    return replace(side, gate=side.gate - out.gate_lost, castle=side.castle - out.castle_lost)


def settle(state: RampageState, ev: Attack, special: str, section: str) -> RampageState:
    """Apply an attack (its value already checked, :mod:`referee.rampage.strength`): costs, last stands,
    the resolver, violet effects, discards, the end."""
    me, you = state.active, 1 - state.active
    atk, dfn = state.sides[me], state.sides[you]
    if any(v <= 0 for v in ev.last_stand):
        refuse("rampage.battle.last_stand_reduces",
               InvalidInput("Ein Letztes Aufgebot reduziert um mehr als 0.", "A last stand reduces by more than 0.",
                            sections=LAST_STAND_CARD.sections))
    if special != "summoner" and (ev.own_gate or ev.own_castle):
        refuse("rampage.battle.only_summoner_also_attacks",
               InvalidInput("Nur der Beschwörer greift auch die eigene Burg an.",
                            "Only the summoner also attacks the own castle.", sections=("anhang.beschwoerer",)))
    if special != "fool" and ev.extra_cards:
        refuse("rampage.battle.only_fool_combines",
               InvalidInput("Nur mit dem Narren werden Angriffskarten zusammengelegt.",
                            "Only the fool combines attack cards.", sections=("anhang.narr",)))
    discarded = ev.cost + ev.extra_cards + len(ev.last_stand)
    atk = _pay(atk, (0 if ev.from_display else 1) + ev.cost + ev.extra_cards, section)
    dfn = _pay(dfn, len(ev.last_stand), LAST_STAND_CARD.sections[0])
    if not ev.from_display:
        discarded += 1  # the attack card (a veteran stays in the display)
    reduce = sum(ev.last_stand)
    tunneler = any(state.card(c).special == "tunneler" for c in atk.display)
    equal_stops = state.reading(SaboteurBonus) is SaboteurBonus.EQUAL_STOPS
    outs: list[tuple[int, Outcome]] = []
    if special == "arrow_rain":
        second = ARROW_CASTLE
        if dfn.gate > 0:
            first = resolve(max(0, ev.attack - reduce), ev.gate, (), gate_size=dfn.gate, castle_size=0,
                            spill=False, equal_stops_saboteur=equal_stops)
            outs.append((you, first))
        else:
            second = max(0, second - reduce)
            if ev.gate:
                refuse("rampage.battle.gate_empty",
                       InvalidInput("Das Tor ist leer.", "The gate is empty.", sections=("anhang.pfeilhagel",)))
        outs.append((you, resolve(second, (), ev.castle, castle_size=dfn.castle, target="castle",
                                  equal_stops_saboteur=equal_stops)))
    else:
        target = plan_targets(special, gate=dfn.gate, tunneler=tunneler, wanted=ev.target.value)
        outs.append((you, resolve(max(0, ev.attack - reduce), ev.gate, ev.castle, gate_size=dfn.gate,
                                  castle_size=dfn.castle, target=target, equal_stops_saboteur=equal_stops)))
        if special == "summoner":
            outs.append((me, resolve(ev.attack, ev.own_gate, ev.own_castle, gate_size=atk.gate,
                                     castle_size=atk.castle, equal_stops_saboteur=equal_stops)))
    sides = [atk, dfn] if me == 0 else [dfn, atk]
    for who, out in outs:
        sides[who] = _hit(sides[who], out)
        discarded += out.gate_lost + out.castle_lost
    fallen = outs[0][1].gate_lost + outs[0][1].castle_lost + (outs[1][1].gate_lost + outs[1][1].castle_lost
                                                              if len(outs) > 1 and outs[1][0] == you else 0)
    to_hand = ev.to_hand
    if special == "robber" and state.reading(Robber) is Robber.ALL_DESTROYED:
        if to_hand not in (0, fallen):  # every destroyed card goes to the hand (interpretation rampage.robber)
            refuse("rampage.battle.robber_takes_all_destroyed",
                   RuleViolation(f"Der Räuber nimmt alle {fallen} zerstörten Karten auf die Hand, nicht {to_hand}.",
                                 f"The robber takes all {fallen} destroyed cards into the hand, not {to_hand}.",
                                 sections=("anhang.spion", "angriffe")))
        else:  # a stored entry with another number keeps it
            to_hand = fallen
    if to_hand > fallen:
        refuse("rampage.battle.only_cards_destroyed",
               RuleViolation(f"Nur {fallen} Karte(n) wurden zerstört.", f"Only {fallen} card(s) were destroyed.",
                             sections=("anhang.spion", "angriffe")))
    sides[me] = replace(sides[me], hand=sides[me].hand + to_hand)
    discarded -= to_hand
    # violet effects: the active player discards for each Bombenleger, then the opponent for each Spion
    for who, n in ((me, sum(o.attacker_discards for _, o in outs)), (you, sum(o.defender_discards for _, o in outs))):
        lose = min(sides[who].hand, n)
        sides[who] = replace(sides[who], hand=sides[who].hand - lose)
        discarded += lose
    state = replace(state, sides=tuple(sides), discard=state.discard + discarded,
                                veteran_used=state.veteran_used or ev.from_display)
    if special == "fool":
        fell = sides[you].castle == 0
        winner = state.sides[me if fell else you].name
        return replace(
            state, phase=Phase.OVER, winner=winner,
            reason_de="Narr: Burg zerstört, der Angreifer gewinnt." if fell
            else "Narr: Burg hält, der Verteidiger gewinnt.",
            reason_en="Fool: castle destroyed, the attacker wins." if fell
            else "Fool: the castle holds, the defender wins.")
    return check_end(state)


def check_end(state: RampageState) -> RampageState:
    """A player without castle cards loses; both at once: the active player loses ("spielende")."""
    down = [i for i, s in enumerate(state.sides) if s.castle == 0]
    if not down:
        return state
    loser = state.active if len(down) == 2 or state.active in down else down[0]
    winner = state.sides[1 - loser].name
    both = len(down) == 2
    return replace(
        state, phase=Phase.OVER, winner=winner,
        reason_de=("Beide Burgen zerstört: der aktive Spieler verliert." if both
                   else f"Die Burg von {state.sides[loser].name} ist zerstört."),
        reason_en=("Both castles destroyed: the active player loses." if both
                   else f"{state.sides[loser].name}'s castle is destroyed."))

#: Letztes Aufgebot: the reductions
LAST_STAND_CARD = Field("Letztes Aufgebot", "Last Stand", ("anhang.letztes-aufgebot",))
