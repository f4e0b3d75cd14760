"""Setup, turn, reinforcing, effects, special attacks and the game's end of Castle Rampage."""

from __future__ import annotations

import dataclasses

import pytest

from referee.core.errors import InvalidInput, RuleViolation, UnknownName
from referee.core.journal import Journal
from referee.core.option import Option, of_kind
from referee.rampage.attack import Defense, Effect
from referee.rampage.engine import RampageEngine
from referee.rampage.events import (
    Attack,
    CardValue,
    Draw,
    EndTurn,
    Plant,
    PlayCard,
    RampageSetup,
    Reinforce,
    Stack,
    Target,
    Topple,
)
from referee.rampage.interpretations import INTERPRETATIONS
from referee.rampage.payloads import AttackPayload
from referee.rampage.rules import CATALOG, RULES
from referee.rampage.state import Phase, RampageState, Seen
from referee.rampage.view import catalog, summary

A, B = "Anton", "Beatrix"


def d(*values: int) -> tuple[Defense, ...]:
    return tuple(Defense(value=v) for v in values)


def game(*events, settings=(), cards=()) -> Journal[RampageState]:
    j: Journal[RampageState] = Journal(RampageEngine())
    j.append(RampageSetup(players=(A, B), settings=settings, cards=cards))
    for ev in events:
        j.append(ev)
    return j


def at(j: Journal[RampageState], **sides: tuple[int, int, int]) -> RampageState:
    """The current state with (hand, gate, castle) of some players set, cards moved to/from the pile (their
    stacks now unknown: no longer the set-up deal)."""
    s = j.state
    new = []
    for side in s.sides:
        if side.name in sides:
            h, g, c = sides[side.name]
            side = dataclasses.replace(side, hand=h, gate=g, castle=c, known_gate=(), known_castle=())
        new.append(side)
    total = sum(x.hand + x.gate + x.castle + len(x.display) for x in new)
    return dataclasses.replace(s, sides=tuple(new), draw_pile=RULES.total_cards - total - s.discard)


def attack_option(s: RampageState) -> Option:
    """The referee's attack option now."""
    return of_kind(RampageEngine().options(s), "attack")[0]


def apply(s: RampageState, *events) -> RampageState:
    engine = RampageEngine()
    for ev in events:
        s = engine.apply(s, ev)
        assert s.pool_total() == RULES.total_cards
    return s


def test_setup_gate_castle_hand() -> None:
    s = game().state
    assert [(x.hand, x.gate, x.castle) for x in s.sides] == [(2, 4, 4), (2, 4, 4)]
    assert s.draw_pile == 98 and s.pool_total() == 118 and s.active_player == A
    with pytest.raises(RuleViolation) as err:
        RampageEngine().replay([RampageSetup(players=(A, B, "C"))])
    assert err.value.sections == ("spielvorbereitung",)


def test_start_player_option() -> None:
    s = RampageEngine().replay([RampageSetup(players=(A, B), start_player="beatrix")])
    assert s.active_player == B


def test_draw_two_but_start_player_one_on_the_first_turn() -> None:
    j = game(Draw(player=A))
    assert j.state.sides[0].hand == 3
    with pytest.raises(RuleViolation):
        j.append(Draw(player=A))
    j.append(EndTurn(player=A))
    with pytest.raises(RuleViolation):  # a turn begins with the draw
        j.append(Reinforce(player=B, card="Koch", stack=Stack.GATE))
    j.append(Draw(player=B))
    assert j.state.sides[1].hand == 4 and j.state.draw_pile == 95


def test_reshuffle_when_the_pile_is_empty() -> None:
    s = dataclasses.replace(game().state, draw_pile=1, discard=97)
    s = apply(s, Draw(player=A), EndTurn(player=A), Draw(player=B))
    # A takes the last card; for B the 97 discarded cards become the new pile, B takes 2 of them
    assert s.sides[1].hand == 4 and s.draw_pile == 95 and s.discard == 0


def test_one_reinforcement_per_turn_and_no_costs() -> None:
    j = game(Draw(player=A))
    with pytest.raises(RuleViolation) as err:
        j.append(Reinforce(player=A, card="Koch", stack=Stack.GATE, cost=1))
    assert err.value.sections == ("spielablauf",)
    j.append(Reinforce(player=A, card="Koch", stack=Stack.CASTLE))
    assert (j.state.sides[0].hand, j.state.sides[0].castle) == (2, 5)
    with pytest.raises(RuleViolation):
        j.append(Reinforce(player=A, card="Ritter", stack=Stack.GATE))


def test_ogre_reinforces_with_costs_and_counts_as_the_reinforcement() -> None:
    j = game(Draw(player=A))
    j.append(Reinforce(player=A, card="Oger", stack=Stack.GATE, cost=1))
    assert (j.state.sides[0].hand, j.state.sides[0].gate, j.state.discard) == (1, 5, 1)
    with pytest.raises(RuleViolation) as err:
        j.append(Reinforce(player=A, card="Koch", stack=Stack.CASTLE))
    assert "anhang.oger" in err.value.sections


def test_destroyed_gate_may_be_rebuilt() -> None:
    s = at(game(Draw(player=A)), Anton=(3, 0, 4))
    s = apply(s, Reinforce(player=A, card="Koch", stack=Stack.GATE))
    assert s.sides[0].gate == 1


def test_permanent_cards_stay_in_the_display() -> None:
    j = game(Draw(player=A), PlayCard(player=A, card="Knappe"), PlayCard(player=A, card="Koch"))
    assert j.state.sides[0].display == ("Knappe",) and j.state.discard == 1 and j.state.sides[0].hand == 1


def test_unknown_card_and_table_completion() -> None:
    with pytest.raises(UnknownName) as err:
        game(Draw(player=A), PlayCard(player=A, card="Ritterr"))
    assert "Ritter" in err.value.suggestions
    j = game(Draw(player=A), PlayCard(player=A, card="Schmied"),
             cards=(CardValue(name="Schmied", count=2, gate=1, castle=2),
                    CardValue(name="Bogenschütze", attack=3)))
    assert j.state.card("bogenschuetze").attack == 3
    names = {c.name: c for c in catalog(j.state)}
    assert names["Schmied"].count == 2 and names["Koch"].attack is None
    # the example in "karten": the dragon defends the gate with 2, the castle with 3
    assert (names["Drache"].gate, names["Drache"].castle) == (2, 3)


def test_catalog_counts_from_the_appendix() -> None:
    counts = {c.name: c.count for c in CATALOG}
    assert counts["Axtkämpfer"] == 5 and counts["Söldner"] == 9 and counts["Angriffsplan"] == 9
    assert sum(counts.values()) == 80
    assert {i.id for i in INTERPRETATIONS} >= {"rampage.card_values", "rampage.simultaneous_castles"}


def test_book_example_attack_in_the_game() -> None:
    """Anton attacks Beatrix with 9: her 3 and 4 fall, the Oger 6 holds ("angriffe"; the book names no
    card: an Angriffsplan, whose value the text does not give, costs at least one unit)."""
    j = game(Draw(player=A))
    with pytest.raises(RuleViolation) as err:  # in the first attack the Oger would be a card of the set-up deal
        j.append(Attack(player=A, card="Angriffsplan", attack=9, cost=1,
                        gate=(Defense(value=3), Defense(value=4), Defense(value=6, card="Oger"))))
    assert err.value.sections == ("spielvorbereitung",)
    j.append(Attack(player=A, card="Angriffsplan", attack=9, cost=1,
                    gate=(Defense(value=3), Defense(value=4), Defense(value=6))))
    b = j.state.sides[1]
    assert (b.gate, b.castle) == (2, 4)
    assert j.state.sides[0].hand == 1  # 3 cards - Angriffsplan - 1 cost
    assert j.state.discard == 1 + 1 + 2  # the plan, its cost, the two gate cards
    assert b.known_gate == (Seen(value=6, dealt=True), Seen(dealt=True))  # it went back on top, face down


def test_attack_values_must_match_the_stacks() -> None:
    j = game(Draw(player=A))
    with pytest.raises(InvalidInput) as err:  # 9 - 3 - 4 = 2 goes on to a third card
        j.append(Attack(player=A, card="Riese", attack=9, gate=d(3, 4)))
    assert err.value.sections == ("angriffe",)
    with pytest.raises(RuleViolation):  # the Axtkämpfer attacks with at least 2
        j.append(Attack(player=A, card="Axtkämpfer", attack=1, gate=d(3)))
    with pytest.raises(RuleViolation) as err:  # the Ritter costs a discarded card
        j.append(Attack(player=A, card="Ritter", attack=5, gate=d(6)))
    assert err.value.sections == ("anhang.ritter",)
    with pytest.raises(RuleViolation):
        j.append(Attack(player=A, card="Koch", attack=3, target=Target.CASTLE, castle=d(5)))


def test_axe_fighter_draws_before_the_attack() -> None:
    j = game(Draw(player=A), Attack(player=A, card="Axtkämpfer", attack=2, gate=d(5)))
    assert j.state.sides[0].hand == 3  # 3 - 1 + 1
    assert j.state.draw_pile == 98 - 1 - 1


def test_attack_destroys_the_castle_and_ends_the_game() -> None:
    s = at(game(Draw(player=A)), Beatrix=(2, 1, 2))
    s = apply(s, Attack(player=A, card="Söldner", attack=6, cost=1, gate=d(2), castle=d(1, 3)))
    assert s.phase is Phase.OVER and s.winner == A
    with pytest.raises(RuleViolation) as err:
        apply(s, EndTurn(player=A))
    assert err.value.sections == ("spielende",)


def test_archer_ignores_the_gate() -> None:
    j = game(Draw(player=A))
    with pytest.raises(RuleViolation):
        j.append(Attack(player=A, card="Bogenschütze", attack=3, target=Target.GATE, gate=d(1)))
    j.append(Attack(player=A, card="Bogenschütze", attack=3, castle=d(2, 4)))
    assert (j.state.sides[1].gate, j.state.sides[1].castle) == (4, 3)


def test_castle_only_through_an_empty_gate_unless_tunneler() -> None:
    j = game(Draw(player=A))
    with pytest.raises(RuleViolation) as err:
        j.append(Attack(player=A, card="Söldner", attack=3, target=Target.CASTLE, castle=d(1)))
    assert "angriffe" in err.value.sections
    s = at(game(Draw(player=A)), Anton=(4, 4, 4))
    s = apply(s, PlayCard(player=A, card="Tunnelgräber"),
              Attack(player=A, card="Söldner", attack=3, target=Target.CASTLE, castle=d(1, 5)))
    assert (s.sides[1].gate, s.sides[1].castle) == (4, 3)
    assert attack_option(s).payload_of(AttackPayload).targets["Söldner"] == (Target.GATE, Target.CASTLE)


def test_arrow_rain_two_attacks_and_lost_excess() -> None:
    j = game(Draw(player=A))
    # gate part: 9 against 2 and 3 of a two-card... the gate has 4 cards: 9-2-3=4, 4<5 holds
    j.append(Attack(player=A, card="Pfeilhagel", attack=9, gate=d(2, 3, 5), castle=d(3)))
    b = j.state.sides[1]
    assert (b.gate, b.castle) == (2, 3)  # the castle's 3 fell to the second attack of 3


def test_arrow_rain_excess_lost_and_empty_gate() -> None:
    s = at(game(Draw(player=A)), Beatrix=(2, 1, 4))
    s2 = apply(s, Attack(player=A, card="Pfeilhagel", attack=8, gate=d(2), castle=d(4)))
    assert (s2.sides[1].gate, s2.sides[1].castle) == (0, 4)  # 6 left over is lost, then 3 < 4
    s = at(game(Draw(player=A)), Beatrix=(2, 0, 4))
    s3 = apply(s, Attack(player=A, card="Pfeilhagel", attack=8, castle=d(2, 1)))
    assert s3.sides[1].castle == 2  # only the castle, with 3


def test_last_stand_reduces_only_the_gate_attack_of_an_arrow_rain() -> None:
    j = game(Draw(player=A))
    j.append(Attack(player=A, card="Pfeilhagel", attack=6, last_stand=(4,), gate=d(3), castle=d(3)))
    b = j.state.sides[1]
    assert (b.hand, b.gate, b.castle) == (1, 4, 3)  # 6-4 = 2 < 3 holds; castle still takes 3


def test_last_stand_to_zero_means_no_attack() -> None:
    j = game(Draw(player=A))
    with pytest.raises(InvalidInput):
        j.append(Attack(player=A, card="Söldner", attack=3, last_stand=(3,), gate=d(1)))
    j.append(Attack(player=A, card="Söldner", attack=3, last_stand=(2, 1)))
    assert j.state.sides[1].gate == 4 and j.state.sides[1].hand == 0


def test_fool_decides_the_game() -> None:
    j = game(Draw(player=A))
    j.append(Attack(player=A, card="Narr", attack=7, extra_cards=1, castle=d(2, 2, 4)))
    assert j.state.phase is Phase.OVER and j.state.winner == B  # 7-2-2 = 3 < 4: the defender wins
    s = at(game(Draw(player=A)), Anton=(3, 4, 4), Beatrix=(2, 4, 2))
    s = apply(s, Attack(player=A, card="Narr", attack=7, extra_cards=1, castle=d(2, 2)))
    assert s.winner == A and "Narr" in summary(s).why


def test_summoner_both_castles_fall_active_player_loses() -> None:
    s = at(game(Draw(player=A)), Anton=(3, 0, 1), Beatrix=(2, 0, 1))
    s = apply(s, Attack(player=A, card="Beschwörer", attack=5, castle=d(2), own_castle=d(2)))
    assert s.phase is Phase.OVER and s.winner == B
    assert "aktive" in s.reason_de


def test_summoner_own_castle_only() -> None:
    s = at(game(Draw(player=A)), Anton=(3, 0, 1), Beatrix=(2, 0, 3))
    s = apply(s, Attack(player=A, card="Beschwörer", attack=2, castle=d(3), own_castle=d(1)))
    assert s.winner == B


def test_earthquake_both_castles_active_player_loses() -> None:
    s = at(game(Draw(player=A)), Anton=(3, 0, 1), Beatrix=(2, 0, 1))
    s = apply(s, Topple(player=A, card="Erdbeben"))
    assert s.winner == B and s.sides[0].castle == 0 and s.sides[1].castle == 0


def test_dragon_gate_else_castle() -> None:
    j = game(Draw(player=A), Topple(player=A, card="Drache"))
    assert (j.state.sides[1].gate, j.state.sides[1].castle) == (3, 4)
    s = at(game(Draw(player=A)), Beatrix=(2, 0, 4))
    assert apply(s, Topple(player=A, card="Drache")).sides[1].castle == 3
    j2 = game(Draw(player=A), Topple(player=A, card="Drache"),
              settings=(("rampage.topple_effect", "gate_and_castle"),))
    assert (j2.state.sides[1].gate, j2.state.sides[1].castle) == (3, 3)


def test_bomber_and_spy_effects_in_an_attack() -> None:
    s = at(game(Draw(player=A)), Anton=(5, 4, 4), Beatrix=(3, 4, 4))
    gate = (Defense(value=1, card="Bombenleger", effect=Effect.BOMBER),
            Defense(value=1, card="Spion", effect=Effect.SPY), Defense(value=5))
    s = apply(s, Attack(player=A, card="Söldner", attack=3, gate=gate))
    assert s.sides[0].hand == 5 - 1 - 2 and s.sides[1].hand == 3 - 2 and s.sides[1].gate == 2


def test_plant_spy_under_the_opponents_gate() -> None:
    j = game(Draw(player=A), Plant(player=A, card="Spion"))
    assert j.state.sides[1].gate == 5 and j.state.sides[0].hand == 2
    with pytest.raises(RuleViolation):
        j.append(Plant(player=A, card="Koch"))


def test_diplomat_forbids_attacks_next_turn_but_not_the_fool() -> None:
    s = at(game(Draw(player=A)), Anton=(4, 4, 4), Beatrix=(6, 4, 4))
    s = apply(s, PlayCard(player=A, card="Diplomat"), EndTurn(player=A), Draw(player=B))
    with pytest.raises(RuleViolation) as err:
        apply(s, Attack(player=B, card="Söldner", attack=3, gate=d(4)))
    assert err.value.sections == ("anhang.diplomat",)
    with pytest.raises(RuleViolation):
        apply(s, PlayCard(player=B, card="Veteran"))
    cards = attack_option(s).payload_of(AttackPayload).cards
    assert "Narr" in cards and "Söldner" not in cards  # only the fool
    apply(s, Attack(player=B, card="Narr", attack=3, castle=d(4)))
    s = apply(s, EndTurn(player=B), Draw(player=A), EndTurn(player=A), Draw(player=B))
    apply(s, Attack(player=B, card="Söldner", attack=3, gate=d(4)))


def test_veteran_attacks_from_the_display_once() -> None:
    s = at(game(Draw(player=A)), Anton=(4, 4, 4))
    s = apply(s, PlayCard(player=A, card="Veteran"))
    s = apply(s, Attack(player=A, card="Veteran", attack=2, from_display=True, gate=d(3)))
    assert s.sides[0].display == ("Veteran",) and s.sides[0].hand == 3
    with pytest.raises(RuleViolation):
        apply(s, Attack(player=A, card="Veteran", attack=2, from_display=True, gate=d(3)))


def test_second_healer_or_supply_ends_the_playing() -> None:
    s = at(game(Draw(player=A)), Anton=(5, 4, 4))
    s = apply(s, PlayCard(player=A, card="Heiler"), PlayCard(player=A, card="Nachschub"))
    with pytest.raises(RuleViolation) as err:
        apply(s, PlayCard(player=A, card="Koch"))
    assert "anhang.heiler" in err.value.sections
    apply(s, EndTurn(player=A))


def test_counsellor_needs_a_gate_card() -> None:
    s = at(game(Draw(player=A)), Anton=(4, 0, 4))
    with pytest.raises(RuleViolation) as err:
        apply(s, PlayCard(player=A, card="Berater"))
    assert err.value.sections == ("anhang.berater",)


def test_turncoat_takes_gate_cards() -> None:
    j = game(Draw(player=A), PlayCard(player=A, card="Überläufer", steal_gate=2))
    assert (j.state.sides[0].gate, j.state.sides[1].gate) == (6, 2)
    with pytest.raises(InvalidInput):
        game(Draw(player=A), PlayCard(player=A, card="Koch", steal_gate=1))


def test_counsellor_extra_draw() -> None:
    j = game(Draw(player=A))
    j.append(EndTurn(player=A))
    with pytest.raises(RuleViolation) as err:  # no counsellor in the display
        j.append(Draw(player=B, extra=1))
    assert err.value.sections == ("anhang.berater",)
    s = at(game(Draw(player=A)), Anton=(4, 4, 4))
    s = apply(s, PlayCard(player=A, card="Berater"), EndTurn(player=A), Draw(player=B), EndTurn(player=B))
    s = apply(s, Draw(player=A, extra=1))
    assert s.sides[0].hand == 3 + 3  # 3 left after the counsellor, 2 + 1 drawn


def test_squires_raise_the_minimum_attack() -> None:
    s = at(game(Draw(player=A)), Anton=(5, 4, 4))
    s = apply(s, PlayCard(player=A, card="Knappe"), PlayCard(player=A, card="Knappe"))
    with pytest.raises(RuleViolation) as err:  # Axtkämpfer 2 + two squires = at least 4
        apply(s, Attack(player=A, card="Axtkämpfer", attack=3, gate=d(5)))
    assert "anhang.knappe" in err.value.sections
    apply(s, Attack(player=A, card="Axtkämpfer", attack=4, gate=d(5)))


def test_attack_plan_needs_units() -> None:
    j = game(Draw(player=A))
    with pytest.raises(RuleViolation) as err:
        j.append(Attack(player=A, card="Angriffsplan", attack=6, gate=d(7)))
    assert err.value.sections == ("anhang.angriffsplan",)
    j.append(Attack(player=A, card="Angriffsplan", attack=6, cost=1, gate=d(7)))


def test_robber_takes_destroyed_cards_and_builder_moves_gate_cards() -> None:
    """Entered numbers (interpretations rampage.robber, rampage.builder = entered, as old games)."""
    s = at(game(Draw(player=A), settings=(("rampage.robber", "entered"), ("rampage.builder", "entered"))),
           Anton=(4, 4, 4))
    with pytest.raises(RuleViolation):
        apply(s, Attack(player=A, card="Räuber", attack=3, gate=d(3), to_hand=2))
    s2 = apply(s, Attack(player=A, card="Räuber", attack=3, gate=d(3), to_hand=1))
    assert s2.sides[0].hand == 4 and s2.discard == 1  # robber out, the destroyed 3 into the hand
    with pytest.raises(InvalidInput):
        apply(s, Attack(player=A, card="Söldner", attack=3, gate=d(3), to_hand=1))
    s3 = apply(s, PlayCard(player=A, card="Bauarbeiter", gate_to_castle=2))
    assert (s3.sides[0].gate, s3.sides[0].castle) == (2, 6)
    s4 = apply(s, PlayCard(player=A, card="Nachschub", build_gate=2))
    assert s4.sides[0].gate == 6 and s4.draw_pile == s.draw_pile - 2


def test_robber_and_builder_by_their_default_interpretations() -> None:
    """rampage.robber: every card the robber destroys goes to the hand; rampage.builder: the top gate card
    goes under the castle."""
    s = at(game(Draw(player=A)), Anton=(4, 4, 4))
    s2 = apply(s, Attack(player=A, card="Räuber", attack=8, gate=(Defense(value=3, card="Koch"),
                                                                 Defense(value=4), Defense(value=9))))
    assert s2.sides[0].hand == 5 and s2.discard == 1 and s2.discard_cards == ("Räuber",)
    with pytest.raises(RuleViolation):
        apply(s, Attack(player=A, card="Räuber", attack=3, gate=d(3), to_hand=0 + 2))
    s3 = apply(s, PlayCard(player=A, card="Bauarbeiter"))
    assert (s3.sides[0].gate, s3.sides[0].castle) == (3, 5)
    with pytest.raises(RuleViolation):
        apply(s, PlayCard(player=A, card="Bauarbeiter", gate_to_castle=2))


def test_veteran_only_from_the_display_and_gate_values_of_a_castle_attack() -> None:
    j = game(Draw(player=A))
    with pytest.raises(RuleViolation) as err:
        j.append(Attack(player=A, card="Veteran", attack=3, gate=d(4)))
    assert err.value.sections == ("anhang.veteran",)
    with pytest.raises(InvalidInput) as err2:  # the archer never meets the gate
        j.append(Attack(player=A, card="Bogenschütze", attack=3, gate=d(1), castle=d(4)))
    assert err2.value.sections == ("angriffe",)


def test_a_stored_play_gets_a_verdict_for_every_negative_count() -> None:
    """Replayed, the count check a play runs once per count is waived count by count (issue 37): two negative counts
    are two verdicts under one rule, not one for both."""
    j = game(Draw(player=A))
    recorded = RampageEngine().record(j.state, PlayCard(player=A, card="Knappe", cost=-1, draws=-2))
    found = [v.why_en for v in recorded.refusals if "negative" in v.why_en]
    assert found == ["cost is not negative.", "draws is not negative."]
    assert "rampage.count.negative" in recorded.rules
