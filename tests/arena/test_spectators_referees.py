"""Spectators (9), referees (10) and the sponsor (15), with the book's examples."""

from __future__ import annotations

import pytest

from referee.arena.cards import Place, Where
from referee.arena.engine import ArenaEngine
from referee.arena.events import (
    ChiefReferee,
    Discard,
    HydraPower,
    OpenBet,
    Referee,
    Revealed,
    SecretBet,
)
from referee.arena.payloads import EndTurnPayload, PowerPayload
from referee.core.errors import RuleViolation
from referee.core.option import of_kind, payloads


def _example_nine(table):
    """Four players; C sponsors the Hydra; D lays the spectator 'Schlange 0' on the Hydra."""
    t = table(("A", "B", "C", "D"))
    t.start("A", 6)
    t.turn("Zyklop", 6)                       # A
    t.turn("Drache", 5)                       # B
    t.turn("Ranger", 4, bet="Hydra")          # C: 4 ducats on the Hydra, sponsor
    t.turn("Hydra", 0, spectator=True)        # D: the spectator
    t.turn("Titan", 7)                        # A
    t.turn("Troll", 6)                        # B
    return t


def test_spectator_counts_with_its_value_and_blocks_the_power(table) -> None:
    t = _example_nine(table)
    s = t.state
    assert s.strength("Hydra") == 0 and s.sponsor("Hydra") == "C"
    assert s.power_blocked("Hydra")
    assert next(p for _, p in payloads(ArenaEngine().options(s), PowerPayload) if p.creature == "Hydra"
                ).blocked_by_spectator


def test_example_section_9_covering_the_spectator(table) -> None:
    """C cannot use the Hydra's second card; covering the spectator with a 0 gives the power back only
    from his next turn on."""
    t = _example_nine(table)
    t.play("Hydra", 0)  # C covers the snake
    assert t.state.turn.power == ""
    with pytest.raises(RuleViolation) as err:
        t.add(HydraPower(player="C"))
    assert "9" in err.value.sections and "15.3" in err.value.sections
    with pytest.raises(RuleViolation):  # no second card without the power
        t.play("Warlock", 3)
    t.end()
    assert not t.state.power_blocked("Hydra")  # back from the next turn on


def test_example_section_10_referee_uncovers_the_spectator(table) -> None:
    t = _example_nine(table)
    t.play("Hydra", 0)
    t.end()
    hand = t.state.seat("D").hand
    t.add(Referee(player="D", take=Place(where=Where.COLUMN, creature="Hydra", round=1)))
    s = t.state
    assert s.seat("D").hand == hand  # referee out, yellow 0 in
    assert s.power_blocked("Hydra") and s.strength("Hydra") == 0  # the snake shows again
    assert str(s.discard[-1]) == "Schiedsrichter"
    with pytest.raises(RuleViolation):  # the referee is the only action of the turn
        t.add(Discard(player="D", cards=()))
    t.end()
    assert t.state.seat("D").hand == 8
    # the second referee cannot take the spectator, nor a covered card
    t.play("Einhorn", 8)
    t.end()
    with pytest.raises(RuleViolation) as err:
        t.add(Referee(player="B", take=Place(where=Where.COLUMN, creature="Hydra", round=1)))
    assert err.value.sections == ("10",)
    with pytest.raises(RuleViolation):  # the top of the discard pile is a referee, no strength card
        t.add(Referee(player="B", take=Place(where=Where.DISCARD)))


def test_referee_takes_only_visible_strength_cards(table) -> None:
    t = _example_nine(table)
    t.turn("Hydra", 2)  # C covers the snake with a 2
    with pytest.raises(RuleViolation):  # D: the Zyklop's column has a card, the Warlock's none
        t.add(Referee(player="D", take=Place(where=Where.COLUMN, creature="Warlock", round=1)))
    with pytest.raises(RuleViolation):  # nothing on the discard pile yet
        t.add(Referee(player="D", take=Place(where=Where.DISCARD)))
    t.add(Referee(player="D", take=Place(where=Where.COLUMN, creature="Zyklop", round=1)))
    assert t.state.strength("Zyklop") is None
    t.end()
    with pytest.raises(RuleViolation) as err:  # the discard top is now the referee
        t.add(Referee(player="A", take=Place(where=Where.DISCARD)))
    assert err.value.sections == ("10",)


def test_no_bet_before_a_normal_referee(table) -> None:
    t = table()
    t.start()
    t.turn("Zyklop", 6)
    t.add(OpenBet(player="B", creature="Hydra"))
    with pytest.raises(RuleViolation) as err:
        t.add(Referee(player="B", take=Place(where=Where.COLUMN, creature="Zyklop", round=1)))
    assert err.value.sections == ("10",)


def test_referee_turn_without_refill_setting(table) -> None:
    t = table(settings=(("arena.referee_turn", "no_draw"),))
    t.start()
    t.turn("Zyklop", 6)
    t.add(Referee(player="B", take=Place(where=Where.COLUMN, creature="Zyklop", round=1)))
    assert of_kind(ArenaEngine().options(t.state), "end_turn")[0].payload_of(EndTurnPayload).draws == 0


def test_chief_referee_reveals_secret_bets_and_changes_the_sponsor(table) -> None:
    t = table(("A", "B", "C"))
    t.start()
    t.turn("Zyklop", 6)                   # A
    t.turn("Hydra", 6, bet="Hydra")       # B: 4 ducats, sponsor
    t.add(SecretBet(player="C", creature="Hydra"))
    t.end()                               # C
    t.add(SecretBet(player="A"))          # A: creature not entered
    t.end()
    assert t.state.sponsor("Hydra") == "B"
    with pytest.raises(RuleViolation):  # C's bet on the Hydra must be revealed too
        t.add(ChiefReferee(player="B", creature="Hydra", reveals=(Revealed(player="A", value=3),)))
    t.add(ChiefReferee(player="B", creature="Hydra",
                       reveals=(Revealed(player="C", value=2), Revealed(player="A", value=3))))
    s = t.state
    assert s.visible_ducats("Hydra") == {"B": 4, "C": 5, "A": 5}
    assert s.sponsor("Hydra") is None  # A and C tie with 5: nobody sponsors (15)
    assert s.chief_on_table == 1
    t.end()
    with pytest.raises(RuleViolation):  # there is only one chief referee
        t.add(ChiefReferee(player="C", creature="Troll"))


def test_sponsor_needs_strictly_most_visible_ducats(table) -> None:
    t = table()
    t.start()
    t.turn("Zyklop", 6, bet="Titan")
    assert t.state.sponsor("Titan") == "A" and t.state.sponsor("Hydra") is None
    t.turn("Drache", 6)
    t.turn("Hydra", 6)
    t.turn("Ranger", 6)
    t.turn("Troll", 6)
    t.turn("Einhorn", 6)
    t.turn("Warlock", 1)
    t.turn("Titan", 9)
    assert t.state.round == 2 and t.who == "A"
    t.turn("Hydra", 5)
    t.add(OpenBet(player="B", creature="Titan"))  # B: 3 ducats, A still 4
    assert t.state.sponsor("Titan") == "A"
    t.play("Titan", 5)
    assert t.state.turn.power == ""  # B is not the sponsor
