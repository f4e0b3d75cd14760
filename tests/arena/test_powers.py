"""The eight powers, 15.1–15.8 (the Cyclops is in the section 7 example, test_bets_rounds)."""

from __future__ import annotations

import pytest

from referee.arena.cards import Card, Place, Where
from referee.arena.engine import ArenaEngine
from referee.arena.events import (
    CyclopsPower,
    DragonPower,
    HydraPower,
    OpenBet,
    RangerPower,
    RevealSecret,
    SecretBet,
    TitanPower,
    TrollPower,
    UnicornPower,
)
from referee.arena.payloads import EndTurnPayload
from referee.core.errors import RuleViolation
from referee.core.option import of_kind


def _sponsor_turn(table, creature: str, value: int = 7, players=("A", "B")):
    """A starts with Zyklop 6, B lays Hydra 5; A then bets on ``creature`` and plays ``creature value``."""
    t = table(players)
    t.start("A", 6)
    t.turn("Zyklop", 6)
    for p in players[1:]:
        t.turn("Hydra" if p == "B" else "Ranger", 5 if p == "B" else 4)
    t.add(OpenBet(player="A", creature=creature))
    t.play(creature, value)
    return t


def test_power_only_right_after_the_sponsors_card(table) -> None:
    t = table()
    t.start("A", 6)
    t.add(OpenBet(player="A", creature="Ranger"))
    with pytest.raises(RuleViolation) as err:  # no Ranger card played yet
        t.add(RangerPower(player="A"))
    assert "15.4" in err.value.sections
    t.play("Zyklop", 6)
    with pytest.raises(RuleViolation):  # the card played was a Cyclops card
        t.add(RangerPower(player="A"))
    assert not any(o.allowed for o in of_kind(ArenaEngine().options(t.state), "power"))


def test_cyclops_rounds_half_up_15_1(table) -> None:
    t = _sponsor_turn(table, "Zyklop", 8, players=("A", "B", "C"))
    t.add(CyclopsPower(player="A", target="C"))
    assert t.state.seat("C").aside == 4
    with pytest.raises(RuleViolation):  # the power is used once per card
        t.add(CyclopsPower(player="A", target="B"))
    t.end()
    t.turn("Drache", 2)  # B
    assert t.state.seat("C").usable == 4
    t.play("Troll", 3)  # C plays with the cards left
    t.end()
    assert (t.state.seat("C").hand, t.state.seat("C").aside) == (8, 0)


def test_cyclops_on_an_odd_hand(table) -> None:
    t = _sponsor_turn(table, "Zyklop", 8, players=("A", "B"))
    import dataclasses

    from referee.arena.table import with_seat

    seven = with_seat(t.state, dataclasses.replace(t.state.seat("B"), hand=7))
    after = t.journal.engine.apply(seven, CyclopsPower(player="A", target="B"))
    assert after.seat("B").aside == 4  # half of 7, rounded up


def test_dragon_discards_another_creatures_top_card_15_2(table) -> None:
    t = _sponsor_turn(table, "Drache")
    with pytest.raises(RuleViolation):
        t.add(DragonPower(player="A", creature="Drache"))  # not its own
    with pytest.raises(RuleViolation):
        t.add(DragonPower(player="A", creature="Titan"))  # no card in the column
    t.add(DragonPower(player="A", creature="Hydra"))
    assert t.state.strength("Hydra") is None and str(t.state.discard[-1]) == "Hydra 5"


def test_dragon_uncovers_a_spectator(table) -> None:
    t = table()
    t.start("A", 6)
    t.turn("Hydra", 6)
    t.turn("Zyklop", 3, spectator=True)
    t.turn("Zyklop", 9)  # A covers the spectator
    assert not t.state.power_blocked("Zyklop")
    t.add(OpenBet(player="B", creature="Drache"))
    t.play("Drache", 7)
    t.add(DragonPower(player="B", creature="Zyklop"))
    assert t.state.strength("Zyklop") == 3 and t.state.power_blocked("Zyklop")


def test_hydra_second_card_15_3(table) -> None:
    t = table()
    t.start("A", 6)
    t.add(OpenBet(player="A", creature="Hydra"))
    t.play("Hydra", 6)
    t.add(HydraPower(player="A"))
    t.play("Titan", 4)
    with pytest.raises(RuleViolation) as err:  # no third card
        t.play("Troll", 4)
    assert "15.3" in err.value.sections
    t.end()
    assert t.state.seat("A").hand == 8


def test_hydra_card_must_come_first_and_second_card_may_use_a_power(table) -> None:
    t = table()
    t.start("A", 6)
    t.add(OpenBet(player="A", creature="Hydra"))
    t.play("Hydra", 6)
    t.end()
    t.turn("Drache", 5)
    t.add(OpenBet(player="A", creature="Ranger"))
    t.play("Hydra", 7)
    t.add(HydraPower(player="A"))
    t.play("Ranger", 4)  # A sponsors the Ranger too: both powers
    t.add(RangerPower(player="A"))
    assert t.state.seat("A").hand == 8 - 2 + 3
    t.end()
    assert t.state.seat("A").hand == 9  # above eight: no refill (15.4, 11)


def test_ranger_draws_three_15_4(table) -> None:
    t = _sponsor_turn(table, "Ranger")
    pile = t.state.draw_pile
    t.add(RangerPower(player="A"))
    assert t.state.seat("A").hand == 10 and t.state.draw_pile == pile - 3
    assert of_kind(ArenaEngine().options(t.state), "end_turn")[0].payload_of(EndTurnPayload).draws == 0


def test_titan_keeps_one_of_three_15_5(table) -> None:
    t = _sponsor_turn(table, "Titan")
    with pytest.raises(RuleViolation):
        t.add(TitanPower(player="A", target="A"))
    t.add(TitanPower(player="A", target="B"))
    assert t.state.seat("A").hand == 8 and t.state.seat("B").hand == 7
    t.end()
    assert t.state.seat("A").hand == 8  # already eight: no draw
    t.turn("Troll", 2)
    assert t.state.seat("B").hand == 8  # B refills at the end of his next turn


def test_troll_takes_a_troll_card_from_an_earlier_column_15_6(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    t.fill(rounds(1, "Einhorn", alive, first="Zyklop"))  # Troll 6 stays in column 1
    who = t.who
    t.add(OpenBet(player=who, creature="Troll"))
    t.play("Troll", 7)
    with pytest.raises(RuleViolation) as err:  # not the card just played
        t.add(TrollPower(player=who, source=Place(where=Where.COLUMN, creature="Troll", round=2)))
    assert err.value.sections == ("15.6",)
    with pytest.raises(RuleViolation):  # not another creature's card
        t.add(TrollPower(player=who, source=Place(where=Where.COLUMN, creature="Hydra", round=1)))
    hand = t.state.seat(who).hand
    t.add(TrollPower(player=who, source=Place(where=Where.COLUMN, creature="Troll", round=1)))
    assert t.state.seat(who).hand == hand + 1 and t.state.column("Troll", 1) == ()


def test_troll_from_a_revealed_secret_bet(table) -> None:
    t = table()
    t.start("A", 6)
    t.turn("Zyklop", 6)
    t.add(SecretBet(player="B", creature="Troll"))
    t.end()
    t.turn("Hydra", 2)
    t.add(RevealSecret(player="B", creature="Troll", value=4))
    t.play("Troll", 5)  # B sponsors the Troll with 5 visible ducats
    t.add(TrollPower(player="B", source=Place(where=Where.BET, player="B")))
    bet = t.state.secret_bet("B")
    assert bet is not None and bet.card_gone and t.state.visible_ducats("Troll") == {"B": 5}


def test_unicorn_swaps_two_cards_of_one_creature_15_7(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    t.fill(rounds(1, "Warlock", alive, first="Zyklop"))  # Hydra 6 in column 1
    t.turn("Hydra", 1)  # Hydra 1 in column 2: weak
    who = t.who
    t.add(OpenBet(player=who, creature="Einhorn"))
    t.play("Einhorn", 7)
    col1 = Place(where=Where.COLUMN, creature="Hydra", round=1)
    col2 = Place(where=Where.COLUMN, creature="Hydra", round=2)
    with pytest.raises(RuleViolation):  # two different columns
        t.add(UnicornPower(player=who, first=col2, second=col2))
    with pytest.raises(RuleViolation):  # same creature
        t.add(UnicornPower(player=who, first=col2,
                           second=Place(where=Where.COLUMN, creature="Zyklop", round=1)))
    t.add(UnicornPower(player=who, first=col1, second=col2))
    assert t.state.strength("Hydra") == 6 and t.state.column("Hydra", 1) == (Card(creature="Hydra", value=1),)
    assert t.state.sponsor("Hydra") is None  # swapping never uses the other creature's power


def test_titan_takes_from_the_cards_the_cyclops_left(table) -> None:
    t = table(("A", "B", "C"))
    t.start("A", 6)
    t.add(OpenBet(player="A", creature="Zyklop"))
    t.play("Zyklop", 6)
    t.add(CyclopsPower(player="A", target="C"))  # C: 4 set aside, 4 usable
    t.end()
    t.add(OpenBet(player="B", creature="Titan"))
    t.play("Titan", 5)
    t.add(TitanPower(player="B", target="C"))
    c = t.state.seat("C")
    assert (c.hand, c.aside, c.usable) == (7, 4, 3)


def test_troll_from_the_discard_pile(table, rounds) -> None:
    t = table()
    t.start("A", 6)
    alive = ["Zyklop", "Drache", "Hydra", "Ranger", "Titan", "Troll", "Einhorn", "Warlock"]
    t.fill(rounds(1, "Warlock", alive, first="Zyklop"))
    assert t.who == "A" and str(t.state.discard[-1]) == "Warlock 0"
    t.turn("Troll", 7, bet="Drache")                    # A
    t.add(OpenBet(player="B", creature="Troll"))
    t.play("Troll", 8)
    with pytest.raises(RuleViolation):                  # the discard top is no troll card
        t.add(TrollPower(player="B", source=Place(where=Where.DISCARD)))
    t.end()
    t.play("Drache", 8)                                 # A, the dragon's sponsor
    t.add(DragonPower(player="A", creature="Troll"))
    assert str(t.state.discard[-1]) == "Troll 8" and t.state.strength("Troll") == 7
    t.end()
    t.play("Troll", 9)
    hand = t.state.seat("B").hand
    t.add(TrollPower(player="B", source=Place(where=Where.DISCARD)))
    assert t.state.seat("B").hand == hand + 1 and str(t.state.discard[-1]) == "Warlock 0"


def test_hydra_second_card_is_no_secret_bet(table) -> None:
    t = table()
    t.start("A", 6)
    t.add(OpenBet(player="A", creature="Hydra"))
    t.play("Hydra", 6)
    t.add(HydraPower(player="A"))
    with pytest.raises(RuleViolation) as err:
        t.add(SecretBet(player="A"))
    assert "7" in err.value.sections
