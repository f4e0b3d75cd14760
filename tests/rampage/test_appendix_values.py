"""The values and bonuses the Castle Rampage text fixes are checked, not taken as entered.

"anhang.soeldner", "anhang.ritter", "karten" (Axtkämpfer 2, Drache 2/3), "anhang.pfeilhagel"
(Axtkämpfer +2 for the next attack), "anhang.knappe", "anhang.koch", "anhang.tunnelgraeber",
"angriffe" (a card that held goes back on top, its value known; the Oger 6), "anhang.oger" and
"spielablauf" (the Oger's use is the turn's reinforcement).
"""

from __future__ import annotations

import dataclasses

import pytest

from referee.core.errors import RuleViolation
from referee.core.journal import Journal
from referee.core.option import of_kind
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
)
from referee.rampage.options import verdict
from referee.rampage.payloads import AttackPayload, AttackStrength, KnownCard, PlayPayload
from referee.rampage.rules import RULES
from referee.rampage.state import RampageState, Seen

A, B = "Anton", "Beatrix"


def d(*values: int) -> tuple[Defense, ...]:
    return tuple(Defense(value=v) for v in values)


def state(*events, hand: int = 8, settings=(), cards=()) -> RampageState:
    """Anton to move, drawn, with ``hand`` cards; then ``events``."""
    engine = RampageEngine()
    s = engine.replay([RampageSetup(players=(A, B), settings=settings, cards=cards), Draw(player=A)])
    sides = (dataclasses.replace(s.sides[0], hand=hand), dataclasses.replace(s.sides[1], hand=hand))
    s = dataclasses.replace(s, sides=sides,
                            draw_pile=RULES.total_cards - sum(x.hand + x.gate + x.castle for x in sides))
    for ev in events:
        s = engine.apply(s, ev)
    return s


def apply(s: RampageState, *events) -> RampageState:
    for ev in events:
        s = RampageEngine().apply(s, ev)
    return s


def refused(s: RampageState, ev, *sections: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as err:
        RampageEngine().apply(s, ev)
    for sec in sections:
        assert sec in err.value.sections, (sec, err.value.sections)
    return err.value


def attack_option(s: RampageState):
    return of_kind(RampageEngine().options(s), "attack")[0]


# -- anhang.soeldner, anhang.ritter: base values and the bonus bought by a discard -------------------


def test_mercenary_attacks_with_3_and_6_only_with_a_discarded_unit() -> None:
    """anhang.soeldner: the attack is 3 at first; +3 only by discarding a unit of the required kind."""
    s = state()
    assert apply(s, Attack(player=A, card="Söldner", attack=3, gate=d(4))).sides[0].hand == 7
    after = apply(s, Attack(player=A, card="Söldner", attack=6, cost=1, gate=d(5, 2)))
    assert after.sides[0].hand == 6 and after.sides[1].gate == 3
    err = refused(s, Attack(player=A, card="Söldner", attack=6, gate=d(5, 2)), "anhang.soeldner")
    assert "1 abgelegte" in err.message("de")  # the bonus needs its discard
    refused(s, Attack(player=A, card="Söldner", attack=3, cost=1, gate=d(4)), "anhang.soeldner")
    refused(s, Attack(player=A, card="Söldner", attack=4, gate=d(5)), "anhang.soeldner")
    refused(s, Attack(player=A, card="Söldner", attack=6, cost=2, gate=d(5, 2)), "anhang.soeldner")


def test_knight_costs_one_card_and_a_second_for_plus_one() -> None:
    """anhang.ritter: one hand card in any case (5); a second discarded card raises it by +1 to 6."""
    s = state()
    assert apply(s, Attack(player=A, card="Ritter", attack=5, cost=1, gate=d(6))).sides[0].hand == 6
    assert apply(s, Attack(player=A, card="Ritter", attack=6, cost=2, gate=d(6))).sides[1].gate == 3
    refused(s, Attack(player=A, card="Ritter", attack=6, cost=1, gate=d(6)), "anhang.ritter")
    refused(s, Attack(player=A, card="Ritter", attack=5, gate=d(6)), "anhang.ritter")
    refused(s, Attack(player=A, card="Ritter", attack=5, cost=2, gate=d(6)), "anhang.ritter")
    refused(s, Attack(player=A, card="Ritter", attack=7, cost=3, gate=d(6)), "anhang.ritter")


def test_axe_fighter_attacks_with_2_and_draws_one() -> None:
    """karten: the Axtkämpfer attacks with 2 and draws 1 card (before the attack, anhang.axtkaempfer)."""
    s = state()
    assert apply(s, Attack(player=A, card="Axtkämpfer", attack=2, gate=d(2))).sides[0].hand == 8
    refused(s, Attack(player=A, card="Axtkämpfer", attack=3, gate=d(3)), "karten")
    refused(s, Attack(player=A, card="Axtkämpfer", attack=2, draws=2, gate=d(3)), "karten")


def test_squires_add_one_each_exactly() -> None:
    """anhang.knappe: +1 for each squire in the display, on top of a fixed value."""
    s = state(PlayCard(player=A, card="Knappe"), PlayCard(player=A, card="Knappe"))
    apply(s, Attack(player=A, card="Söldner", attack=5, gate=d(6)))
    apply(s, Attack(player=A, card="Söldner", attack=8, cost=1, gate=d(8)))
    refused(s, Attack(player=A, card="Söldner", attack=6, gate=d(6)), "anhang.soeldner", "anhang.knappe")


# -- anhang.pfeilhagel / anhang.axtkaempfer: +2 for the next attack of the turn ------------------------


def test_axe_fighter_bonus_goes_to_the_next_attack_of_the_turn_only() -> None:
    s = state(Attack(player=A, card="Axtkämpfer", attack=2, gate=d(2)))
    assert s.bonus == 2
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=d(4)), "anhang.pfeilhagel")
    s2 = apply(s, Attack(player=A, card="Söldner", attack=5, gate=d(6)))
    assert s2.bonus == 0  # used by that attack
    apply(s2, Attack(player=A, card="Söldner", attack=3, gate=d(6)))
    refused(s2, Attack(player=A, card="Söldner", attack=5, gate=d(6)), "anhang.soeldner")
    # two axe fighters: the second attacks with 2 + 2 and leaves +2 again
    s3 = apply(s, Attack(player=A, card="Axtkämpfer", attack=4, gate=d(6)))
    assert s3.bonus == 2
    # no further attack in the turn: the bonus lapses (anhang.axtkaempfer)
    s4 = apply(s, EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A))
    assert s4.bonus == 0
    apply(s4, Attack(player=A, card="Söldner", attack=3, gate=d(6)))


def test_arrow_rain_gets_the_bonus_only_on_its_gate_attack() -> None:
    """anhang.pfeilhagel: an axe fighter's +2 strengthens only the first (gate) attack; the castle gets 3."""
    s = state(Attack(player=A, card="Axtkämpfer", attack=2, gate=d(2)))
    refused(s, Attack(player=A, card="Pfeilhagel", attack=1, gate=d(4), castle=d(4)), "anhang.pfeilhagel")
    after = apply(s, Attack(player=A, card="Pfeilhagel", attack=4, gate=d(4), castle=d(3)))
    assert (after.sides[1].gate, after.sides[1].castle) == (2, 3)


def test_axe_bonus_setting_entered() -> None:
    s = state(Attack(player=A, card="Axtkämpfer", attack=2, gate=d(2)),
              settings=(("rampage.attack_bonuses", "entered"),))
    apply(s, Attack(player=A, card="Söldner", attack=3, gate=d(4)))
    apply(s, Attack(player=A, card="Söldner", attack=5, gate=d(6)))


def test_two_kinds_of_axe_fighter_leave_the_bonus_entered() -> None:
    """rampage.axe_fighter = two_kinds: which kind left a bonus is not known, so the value is entered."""
    s = state(Attack(player=A, card="Axtkämpfer", attack=2, gate=d(2)),
              settings=(("rampage.axe_fighter", "two_kinds"),))
    apply(s, Attack(player=A, card="Söldner", attack=3, gate=d(4)))
    apply(s, Attack(player=A, card="Söldner", attack=5, gate=d(6)))
    refused(s, Attack(player=A, card="Söldner", attack=2, gate=d(6)), "anhang.soeldner")


def test_cook_and_tunneler_bonuses_have_no_size_so_the_value_is_entered() -> None:
    """anhang.koch, anhang.narr: bonuses of a cook or a displayed tunneler: the value is the scribe's,
    never below the known part."""
    s = state(PlayCard(player=A, card="Koch"), settings=(("rampage.cook", "entered"),))
    assert s.open_bonus == 1
    apply(s, Attack(player=A, card="Söldner", attack=7, gate=d(8)))
    refused(s, Attack(player=A, card="Söldner", attack=2, gate=d(8)), "anhang.soeldner")
    assert apply(s, Attack(player=A, card="Söldner", attack=3, gate=d(4))).open_bonus == 0
    t = state(PlayCard(player=A, card="Tunnelgräber"))
    apply(t, Attack(player=A, card="Söldner", attack=5, target=Target.CASTLE, castle=d(6)))


def test_a_cook_gives_the_next_attack_plus_one_by_default() -> None:
    """anhang.koch (interpretation rampage.cook): +1 per cook for the next attack of the turn, several add up."""
    s = state(PlayCard(player=A, card="Koch"), PlayCard(player=A, card="Koch"))
    assert (s.cook, s.open_bonus) == (2, 0)
    after = apply(s, Attack(player=A, card="Söldner", attack=5, gate=d(6)))
    assert after.cook == 0
    refused(s, Attack(player=A, card="Söldner", attack=6, gate=d(8)), "anhang.koch")
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=d(8)), "anhang.koch")


def test_table_values_are_a_lower_limit_and_text_values_cannot_be_changed() -> None:
    """karten, anhang: a table completes what the text leaves open, not what it gives."""
    s = state(cards=(CardValue(name="Bogenschütze", attack=3),))
    apply(s, Attack(player=A, card="Bogenschütze", attack=4, castle=d(5)))
    refused(s, Attack(player=A, card="Bogenschütze", attack=2, castle=d(5)), "anhang.bogenschuetze")
    for wrong in (CardValue(name="Drache", gate=5), CardValue(name="Söldner", attack=4),
                  CardValue(name="Oger", gate=4)):
        with pytest.raises(RuleViolation) as err:
            RampageEngine().replay([RampageSetup(players=(A, B), cards=(wrong,))])
        assert "anhang" in err.value.sections


# -- "angriffe", "karten": values of revealed cards -------------------------------------------------


def test_named_cards_are_revealed_with_their_text_values() -> None:
    """angriffe: the Oger defends the gate with 6; karten: the Drache the gate with 2, the castle with 3."""
    s = state()
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=5, card="Oger"),)), "angriffe")
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=5, card="Drache"),)), "karten")
    apply(s, Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=2, card="Drache"), Defense(value=2))))
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=1, card="Spion"),)), "effekte")


def test_a_card_that_held_is_known_on_top() -> None:
    """angriffe: the defense card that held goes back on top of its stack, its value now known."""
    s = state(Attack(player=A, card="Söldner", attack=3, gate=d(5)))
    assert s.sides[1].known_gate == (Seen(value=5, dealt=True), *[Seen(dealt=True)] * 3)
    s = apply(s, EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A))
    err = refused(s, Attack(player=A, card="Söldner", attack=6, cost=1, gate=d(4, 2)), "angriffe")
    assert "bekannt" in err.message("de") and "5" in err.message("de")
    after = apply(s, Attack(player=A, card="Söldner", attack=6, cost=1, gate=d(5, 2)))
    assert after.sides[1].known_gate == (Seen(value=2, dealt=True), *[Seen(dealt=True)] * 2)  # the 5 fell, the 2 held


def test_a_card_that_held_keeps_its_name() -> None:
    s = state(Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=4, card="Koch"),)))
    assert s.sides[1].known_gate == (Seen(card="Koch", value=4, dealt=True), *[Seen(dealt=True)] * 3)
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=4, card="Ritter"),)), "angriffe")


def test_reinforced_cards_lie_known_at_the_bottom() -> None:
    """spielvorbereitung: cards go under the stack; the Oger's 6 there is known (angriffe)."""
    s = state(Reinforce(player=A, card="Oger", stack=Stack.GATE))
    assert s.sides[0].known_gate == (*[Seen(dealt=True)] * 4, Seen(card="Oger", value=6))
    s = apply(s, EndTurn(player=A), Draw(player=B))
    gate = (*d(1, 1, 1, 1), Defense(value=3))
    err = refused(s, Attack(player=B, card="Riese", attack=7, gate=gate), "angriffe")
    assert "Oger" in err.message("de")
    apply(s, Attack(player=B, card="Riese", attack=7, gate=(*d(1, 1, 1, 1), Defense(value=6))))
    # the Drache under the castle defends it with 3 (karten)
    t = state(Reinforce(player=A, card="Drache", stack=Stack.CASTLE))
    assert t.sides[0].known_castle[-1] == Seen(card="Drache", value=3)


def test_planted_spy_is_revealed_as_a_spy() -> None:
    """anhang.spion: the planted card is known; revealed, it acts as a spy (effekte)."""
    s = state()  # Beatrix's gate toppled down to nothing (there are only 3 Drachen and 2 Erdbeben, "anhang")
    s = apply(dataclasses.replace(s, sides=(s.sides[0], dataclasses.replace(s.sides[1], gate=0))),
              Plant(player=A, card="Spion"))
    assert s.sides[1].gate == 1 and s.sides[1].known_gate == (Seen(card="Spion", secret=True),)
    refused(s, Attack(player=A, card="Söldner", attack=3, gate=d(1)), "effekte")
    refused(s, Attack(player=A, card="Söldner", attack=3,
                      gate=(Defense(value=1, card="Saboteur", effect=Effect.SABOTEUR),)), "angriffe")
    after = apply(s, Attack(player=A, card="Söldner", attack=3, castle=d(4),
                            gate=(Defense(value=1, card="Spion", effect=Effect.SPY),)))
    assert after.sides[1].gate == 0


def test_knowledge_moves_with_the_cards() -> None:
    """anhang.ueberlaeufer, anhang.saboteur (Bauarbeiter), anhang.drache, anhang.verraeter."""
    s = state(Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=2, card="Drache"), Defense(value=4))))
    assert s.sides[1].known_gate == (Seen(value=4, dealt=True), *[Seen(dealt=True)] * 2)
    stolen = apply(s, PlayCard(player=A, card="Überläufer", steal_gate=1))
    assert stolen.sides[1].known_gate == (Seen(dealt=True),) * 2
    assert stolen.sides[0].known_gate[-1] == Seen(value=4, dealt=True)
    # a Drache under the own gate, moved by the Bauarbeiter under the castle: now it defends with 3
    t = state()  # Anton's gate toppled down to nothing (there are only 2 Erdbeben, "anhang.erdbeben")
    t = apply(dataclasses.replace(t, sides=(dataclasses.replace(t.sides[0], gate=0), t.sides[1])),
              Reinforce(player=A, card="Drache", stack=Stack.GATE))
    assert t.sides[0].known_gate == (Seen(card="Drache", value=2),)
    moved = apply(t, PlayCard(player=A, card="Bauarbeiter", gate_to_castle=1))
    assert moved.sides[0].known_castle[-1] == Seen(card="Drache", value=3) and moved.sides[0].gate == 0
    forgotten = apply(s, PlayCard(player=A, card="Verräter"))
    assert forgotten.sides[1].known_gate == () and forgotten.sides[0].known_gate == ()


def test_options_offer_the_legal_values_and_the_known_cards() -> None:
    s = state(Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=5, card="Koch"),)))
    o = attack_option(s).payload_of(AttackPayload)
    assert o.strengths["Söldner"] == (AttackStrength(cost=0, attack_min=3, attack_max=3, more_cost=False),
                                      AttackStrength(cost=1, attack_min=6, attack_max=6, more_cost=False))
    assert o.strengths["Ritter"][1] == AttackStrength(cost=2, attack_min=6, attack_max=6, more_cost=False)
    assert o.known.opponent.gate == (KnownCard(position=1, card="Koch", value=5),)
    assert attack_option(s).to_json()["known"]["opponent"]["gate"] == [{"position": 1, "card": "Koch", "value": 5}]
    engine = RampageEngine()
    for card in o.cards:
        for row in o.strengths[card]:  # every row offered is accepted (values still to reveal aside)
            ev = o.make(A, card, row.attack_min, cost=row.cost, from_display=o.defaults[card].from_display)
            assert verdict(engine, s, ev).value, (card, row)


# -- anhang.oger, spielablauf: the Oger's use is the turn's reinforcement -----------------------------


def test_ogre_played_counts_as_the_turns_reinforcement() -> None:
    s = state(PlayCard(player=A, card="Oger"))
    assert s.reinforced
    refused(s, Reinforce(player=A, card="Koch", stack=Stack.GATE), "anhang.oger", "spielablauf")
    options = RampageEngine().options(s)
    assert not of_kind(options, "reinforce")[0].allowed
    assert "Oger" not in of_kind(options, "play")[0].payload_of(PlayPayload).cards
    t = state(Reinforce(player=A, card="Koch", stack=Stack.GATE))
    refused(t, PlayCard(player=A, card="Oger"), "anhang.oger")
    refused(t, Reinforce(player=A, card="Oger", stack=Stack.GATE, cost=1), "anhang.oger")
    # next turn the reinforcement is free again
    apply(s, EndTurn(player=A), Draw(player=B), Reinforce(player=B, card="Koch", stack=Stack.CASTLE))


def test_book_example_and_what_it_leaves_known() -> None:
    """The example of "angriffe": 9 against 3 and 4 (both fall) and an Oger 6 (holds with 2 left);
    Beatrix lays the Oger back face down on top: a later attack meets a known 6.  (Played as the game's first
    attack, the 6 is not named: a card dealt at the set-up is no violet card, "spielvorbereitung".)"""
    j: Journal[RampageState] = Journal(RampageEngine())
    for ev in (RampageSetup(players=(A, B)), Draw(player=A),
               Attack(player=A, card="Angriffsplan", attack=9, cost=1,
                      gate=(Defense(value=3), Defense(value=4), Defense(value=6))),
               EndTurn(player=A), Draw(player=B), EndTurn(player=B), Draw(player=A)):
        j.append(ev)
    assert j.state.sides[1].gate == 2
    assert j.state.sides[1].known_gate == (Seen(value=6, dealt=True), Seen(dealt=True))
    with pytest.raises(RuleViolation) as err:
        j.append(Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=2),)))
    assert err.value.sections == ("angriffe",)
    j.append(Attack(player=A, card="Söldner", attack=3, gate=(Defense(value=6),)))
