"""Kill odds of a whole attack phase (§ 6 I–IV, § refresh, § 3) against hand-computed numbers."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from math import comb
from types import SimpleNamespace

import pytest

from referee.core.errors import InvalidInput
from referee.weiss.odds import Zones, damage_odds
from referee.weiss.options import zones_of
from referee.weiss.phase_odds import (
    PlannedAttack,
    TriggerDeck,
    phase_odds,
    phase_odds_of,
    planned_attacks,
    trigger_deck_of,
)
from referee.weiss.state import Phase


def test_one_direct_attack_with_its_trigger_check() -> None:
    # soul 0, direct: damage 1, or 2 with the soul trigger (1 of 2 cards). The defender (clock 5, level 3)
    # loses with 2 cards stuck: only after the trigger, and then with no climax among 2 of 5 (1 climax):
    # 1/2 · C(4,2)/C(5,2) = 1/2 · 6/10 = 3/10.
    r = phase_odds(Zones(deck=5, deck_climax=1, clock=5, level=3), TriggerDeck(deck=2, soul=1),
                   (PlannedAttack(slot="vorne_mitte", soul=0, kind="direct"),))
    assert r.p_trigger == (Fraction(1, 2),)
    assert r.p_kill == Fraction(3, 10)


def test_two_attacks_share_the_attackers_deck() -> None:
    # The attacker's deck holds 2 cards, 1 with the soul trigger: exactly one of two attacks gets +1.
    # Front attacks of soul 1 against deck 5 (1 climax), clock 5, level 3 (2 cards stuck lose):
    #  damages 2 then 1: the 2 stick with 3/5 (kill); if cancelled, no climax is left and 1 sticks: no kill.
    #  damages 1 then 2: 1 sticks with 4/5, then 2 from 4 cards (1 climax) stick with C(3,2)/C(4,2) = 1/2;
    #  1 cancelled (1/5): no climax left, the 2 stick: kill.  4/5 · 1/2 + 1/5 = 3/5.
    # Both orders have chance 1/2: kill = 3/5.
    attacks = (PlannedAttack(slot="vorne_links", soul=1, kind="front"),
               PlannedAttack(slot="vorne_mitte", soul=1, kind="front"))
    r = phase_odds(Zones(deck=5, deck_climax=1, clock=5, level=3), TriggerDeck(deck=2, soul=1, waiting=5), attacks)
    assert r.p_trigger == (Fraction(1, 2), Fraction(1, 2))
    assert r.p_kill == Fraction(3, 5)
    assert r.p_dealt == (1, Fraction(7, 10))  # the defender lost in the first attack with 1/2 · 3/5


def test_attacker_out_of_cards_ends_the_phase() -> None:
    # two cards in deck, none in the waiting room: the second trigger check empties the deck for good,
    # the attacker has lost (§ grundlegendes) before the second damage
    attacks = (PlannedAttack(slot="vorne_links", soul=1, kind="direct"),) * 2
    r = phase_odds(Zones(deck=20), TriggerDeck(deck=2), attacks)
    assert r.p_dealt == (1, 1) and r.damage_distribution == {2: 1}


def test_no_soul_triggers_is_the_damage_sequence() -> None:
    """Without soul triggers in the attacker's deck the phase is the sequence of its damages
    (pool and draw triggers take cards of the attacker only)."""
    zones = Zones(deck=12, deck_climax=3, waiting=20, waiting_climax=4, clock=4, level=2)
    attacks = (PlannedAttack(slot="vorne_links", soul=2, kind="front"),
               PlannedAttack(slot="vorne_mitte", soul=1, kind="direct"))
    r = phase_odds(zones, TriggerDeck(deck=30, extra=6, waiting=5), attacks)
    plain = damage_odds(zones, (2, 2))
    assert r.p_trigger == (0, 0)
    assert (r.p_cancel, r.p_kill, r.damage_distribution) == (plain.p_cancel, plain.p_kill, plain.damage_distribution)


def test_side_attack_subtracts_the_level_reached_in_the_phase() -> None:
    # clock 6, level 0: the first direct attack (soul 0 → 1 damage, no climax in deck) levels up; the side
    # attack of soul 1 then deals 1 − 1 = 0
    attacks = (PlannedAttack(slot="vorne_links", soul=0, kind="direct"),
               PlannedAttack(slot="vorne_mitte", soul=1, kind="side"))
    r = phase_odds(Zones(deck=10, clock=6), TriggerDeck(deck=10), attacks)
    assert r.damage_distribution == {1: 1} and r.level_distribution == {1: 1}
    fixed = dataclasses.replace(attacks[1], side_level=0)  # weiss.side_attack_level = character, level 0
    assert phase_odds(Zones(deck=10, clock=6), TriggerDeck(deck=10), (attacks[0], fixed)).damage_distribution == {2: 1}


def test_bad_plans_are_refused() -> None:
    with pytest.raises(InvalidInput):
        phase_odds(Zones(deck=5), TriggerDeck(deck=2, soul=3), ())
    with pytest.raises(InvalidInput):
        phase_odds(Zones(deck=5), TriggerDeck(deck=2), (PlannedAttack(slot="vorne_links", soul=1, kind="x"),))


def test_from_the_tracked_game(ws: SimpleNamespace) -> None:
    """Ann's attack phase: Tori (soul 1) and Aoi (soul 2) with nobody opposite attack directly."""
    s = ws.arrange(ws.started(), "Ann", phase=Phase.ATTACK, stage={"vorne_links": "Tori", "vorne_mitte": "Aoi"})
    s = dataclasses.replace(s, turn=2)
    plan = planned_attacks(s)
    assert [(a.slot, a.soul, a.kind, a.trigger) for a in plan] == [
        ("vorne_links", 1, "direct", True), ("vorne_mitte", 2, "direct", True)]
    ann, bob = s.sides
    deck = trigger_deck_of(ann)
    assert deck.soul == sum(1 for c in ann.deck if c in ("Hana", "Aoi", "Sonne", "Feuer"))
    assert deck.extra == sum(1 for c in ann.deck if c in ("Sora", "Riku"))
    assert phase_odds_of(s) == phase_odds(zones_of(bob), deck, plan)
    assert len(planned_attacks(dataclasses.replace(s, turn=1))) == 1  # the first turn: one attack (§ 6)
    assert planned_attacks(dataclasses.replace(s, phase=Phase.END)) == ()


def test_attack_in_progress_counts_with_its_trigger(ws: SimpleNamespace) -> None:
    from referee.weiss.events import Attack, AttackKind

    s = ws.arrange(ws.started(), "Ann", phase=Phase.ATTACK, stage={"vorne_links": "Tori", "vorne_mitte": "Aoi"})
    s = ws.engine().apply(dataclasses.replace(s, turn=2),
                          Attack(player="Ann", slot="vorne_links", kind=AttackKind.DIRECT, trigger="Hana"))
    plan = planned_attacks(s)
    assert [(a.slot, a.soul, a.trigger) for a in plan] == [("vorne_links", 2, False), ("vorne_mitte", 2, True)]
    r = phase_odds_of(s)
    bob = s.sides[1]
    n, c = len(bob.deck), bob.climaxes_in(bob.deck)
    assert r.p_cancel[0] == 1 - Fraction(comb(n - c, 3), comb(n, 3))  # soul 2 (trigger) + 1 direct
